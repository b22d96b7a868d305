import { describe, expect, it } from "vitest";
import { isPlural, type PluralCategory } from "#app/i18n/plural.ts";
import { en } from "./en.ts";
import { tr } from "./tr.ts";

/** Dot paths of every text, plural message and list (a plural message is one key). */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value) || isPlural(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const get = (obj: unknown, key: string) =>
  key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);

/** Every text of a key: the text, each form of a plural message, each item of a list. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.map(String);
  if (isPlural(value)) return Object.values(value);
  return [];
}

function placeholders(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "")))].sort();
}

describe("message catalogs", () => {
  const trKeys = keysOf(tr).sort();
  const enKeys = keysOf(en).sort();

  it("have the same keys in Turkish and English", () => {
    expect(enKeys).toEqual(trKeys);
  });

  it("have no empty texts", () => {
    for (const key of trKeys) {
      for (const [lang, catalog] of [["tr", tr] as const, ["en", en] as const]) {
        const texts = textsOf(get(catalog, key));
        expect(texts.length, `${lang} ${key}`).toBeGreaterThan(0);
        for (const text of texts) expect(text.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const key of trKeys) {
      expect(placeholders(textsOf(get(en, key))), key).toEqual(placeholders(textsOf(get(tr, key))));
    }
  });

  it("write a plural message in both languages, with the language's own categories and the count", () => {
    for (const key of trKeys) {
      const trValue = get(tr, key);
      const enValue = get(en, key);
      expect(isPlural(enValue), key).toBe(isPlural(trValue));
      for (const [lang, value] of [["tr", trValue] as const, ["en", enValue] as const]) {
        if (!isPlural(value)) continue;
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as PluralCategory[];
        for (const category of Object.keys(value)) expect(categories, `${lang} ${key}.${category}`).toContain(category);
        expect(value.other, `${lang} ${key}`).toContain("{{count}}");
      }
    }
  });

  it("leave no count to a hand-written plural: a number before a counted noun is a plural message", () => {
    // "{{n}} days", "({{days}} gün)", "in {{minutes}} minutes", "reservation(s)": words that agree with a
    // number belong in plural messages (app/i18n/plural.ts). Numbers without a counted noun are fine.
    const countedNoun =
      /\{\{\w+\}\}\+? (days?|years?|minutes?|hours?|vehicles?|models?|questions?|reservations?|bags?|doors?|adults?|airbags?)\b|\(s\)/;
    const offenders = enKeys.filter((key) => {
      const value = get(en, key);
      return typeof value === "string" && countedNoun.test(value);
    });
    expect(offenders).toEqual([]);
  });

  it("spell words the way TDK does: unvan (a title), never ünvan", () => {
    const misspelt = keysOf(tr).filter((key) => textsOf(get(tr, key)).some((text) => /ünvan/i.test(text)));
    expect(misspelt).toEqual([]);
  });
});
