import { describe, expect, it } from "vitest";
import { en } from "./messages/en.ts";
import { tr } from "./messages/tr.ts";
import { plural, pluralForm } from "./plural.ts";
import { createTranslator, interpolate, type MessageKey, type PluralKey } from "./translate.ts";

describe("translator", () => {
  it("looks up texts by dot path in the page's language", () => {
    expect(createTranslator("tr", tr).t("errors.homeButton")).toBe("Ana Sayfa");
    expect(createTranslator("en", en).t("errors.homeButton")).toBe("Home");
  });

  it("fills {{placeholders}} and leaves unknown ones visible", () => {
    expect(createTranslator("tr", tr).t("footer.rights", { year: 2026 })).toContain("© 2026 Yolda");
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });

  it("returns lists", () => {
    expect(createTranslator("en", en).tList("list.weekdays")).toHaveLength(7);
    expect(createTranslator("tr", tr).tList("list.weekdays")[0]).toBe("Pazartesi");
  });
});

describe("plural messages", () => {
  const counts = [0, 1, 2, 5, 21];

  it("English: one for 1, other for 0, 2, 5 and 21", () => {
    const { t } = createTranslator("en", en);
    expect(counts.map((count) => t("receipts.days", { count }))).toEqual([
      "0 days",
      "1 day",
      "2 days",
      "5 days",
      "21 days",
    ]);
    expect(counts.map((count) => t("fleet.licenceValue", { count }))).toEqual([
      "At least 0 years",
      "At least 1 year",
      "At least 2 years",
      "At least 5 years",
      "At least 21 years",
    ]);
  });

  it("Turkish: the same form for every count", () => {
    const { t } = createTranslator("tr", tr);
    expect(counts.map((count) => t("receipts.days", { count }))).toEqual([
      "0 gün",
      "1 gün",
      "2 gün",
      "5 gün",
      "21 gün",
    ]);
    expect(counts.map((count) => t("fleet.licenceValue", { count }))).toEqual([
      "En az 0 yıl",
      "En az 1 yıl",
      "En az 2 yıl",
      "En az 5 yıl",
      "En az 21 yıl",
    ]);
  });

  it("the licence rule reads right for one year in both languages (it said 'at least 1 years')", () => {
    const vars = { age: 21, count: 1 };
    expect(createTranslator("en", en).t("booking.driver.requirements", vars)).toBe(
      "For this car the driver must be at least 21 and have held a licence for at least 1 year.",
    );
    expect(createTranslator("tr", tr).t("booking.driver.requirements", vars)).toBe(
      "Bu araç için sürücü en az 21 yaşında ve en az 1 yıllık ehliyet sahibi olmalıdır.",
    );
  });

  it("chooses the form with Intl.PluralRules of the language and falls back to other", () => {
    const forms = plural({ one: "{{count}} item", few: "{{count}} few", other: "{{count}} items" });
    const english = new Intl.PluralRules("en");
    expect(counts.map((count) => pluralForm(forms, english, count))).toEqual([
      "{{count}} items",
      "{{count}} item",
      "{{count}} items",
      "{{count}} items",
      "{{count}} items",
    ]);
    // Polish has "few" (2-4, 22-24) and "many"; a text without "many" falls back to "other".
    const polish = new Intl.PluralRules("pl");
    expect([1, 2, 5, 22].map((count) => pluralForm(forms, polish, count))).toEqual([
      "{{count}} item",
      "{{count}} few",
      "{{count}} items",
      "{{count}} few",
    ]);
  });

  it("keeps the other placeholders of a plural message", () => {
    expect(createTranslator("en", en).t("booking.total.lineAssurance", { name: "Full", count: 1 })).toBe(
      "Full (1 day)",
    );
  });
});

describe("missing messages", () => {
  it("a missing key answers with itself and is reported as an error", () => {
    const problems: string[] = [];
    const { t, tList } = createTranslator("en", { errors: en.errors }, (message) => problems.push(message));
    expect(t("nav.fleet")).toBe("nav.fleet");
    expect(tList("list.weekdays")).toEqual([]);
    expect(problems).toEqual(['i18n: missing message "nav.fleet" (en)', 'i18n: missing list "list.weekdays" (en)']);
  });

  it("a plural message without a count is reported and uses its other form", () => {
    const problems: string[] = [];
    const { t } = createTranslator("en", en, (message) => problems.push(message));
    expect((t as (key: string) => string)("receipts.days")).toBe("{{count}} days");
    expect(problems).toEqual(['i18n: plural message "receipts.days" (en) needs a numeric count']);
  });

  it("the key types refuse a key that is not in the catalog and a plural message without a count", () => {
    const { t } = createTranslator("en", en, () => {});
    // @ts-expect-error "nav.nowhere" is not a key of the catalog
    const missing: MessageKey = "nav.nowhere";
    // @ts-expect-error a plural message needs a count
    t("receipts.days");
    // @ts-expect-error a text is not a plural message
    const notPlural: PluralKey = "nav.fleet";
    expect([missing, notPlural]).toHaveLength(2);
  });
});
