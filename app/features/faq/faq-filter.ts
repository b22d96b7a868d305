// The FAQ filter: Turkish-aware, case- and accent-insensitive, every typed word must appear.
import { foldName } from "#app/domain/text/turkish.ts";

export interface FaqEntryLike {
  question: string;
  answer: string;
}

/** Turkish lower case with I/İ/ı/i as one letter, then ş→s, ö→o…, so "ÖDEME", "odeme" and "Ödeme" agree. */
export function foldForSearch(text: string): string {
  return foldName(text).normalize("NFD").replace(/\p{M}/gu, "");
}

export function faqQueryWords(query: string): string[] {
  return foldForSearch(query).split(" ").filter(Boolean);
}

export function faqMatches(entry: FaqEntryLike, words: readonly string[]): boolean {
  if (!words.length) return true;
  const haystack = foldForSearch(`${entry.question} ${entry.answer}`);
  return words.every((w) => haystack.includes(w));
}

export function filterFaq<T extends FaqEntryLike>(entries: readonly T[], query: string): T[] {
  const words = faqQueryWords(query);
  return entries.filter((e) => faqMatches(e, words));
}
