import { plural } from "#app/i18n/plural.ts";

// Texts of the FAQ page's question filter.
export const faqTr = {
  filterLabel: "Sorularda ara",
  filterPlaceholder: "Örneğin: depozito, ehliyet, iptal",
  search: "Ara",
  clear: "Temizle",
  matches: plural({ other: "{{count}} soru bulundu" }),
  noMatches: "Aramanızla eşleşen soru bulunamadı.",
  noMatchesHint: "Başka bir kelime deneyin ya da çağrı merkezimizi arayın.",
};

export const faqEn: typeof faqTr = {
  filterLabel: "Search the questions",
  filterPlaceholder: "For example: deposit, licence, cancel",
  search: "Search",
  clear: "Clear",
  matches: plural({ one: "{{count}} question found", other: "{{count}} questions found" }),
  noMatches: "No matching questions.",
  noMatchesHint: "Try another word or call our call centre.",
};
