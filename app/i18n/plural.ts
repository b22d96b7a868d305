// Plural messages: one text per Intl.PluralRules category, chosen by the `count` variable
// (docs/decisions/0026-plural-messages-and-missing-keys.md). Turkish writes only `other`
// ("{{count}} gün" for every count); English writes `one` and `other`.

/** The categories Intl.PluralRules answers with ("zero" | "one" | "two" | "few" | "many" | "other"). */
export type PluralCategory = Intl.LDMLPluralRule;

export const pluralCategories: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"];

declare const pluralMark: unique symbol;

/** A plural message: `other` always, the other categories where the language needs them. */
export type Plural = { readonly other: string } & { readonly [C in Exclude<PluralCategory, "other">]?: string } & {
  readonly [pluralMark]: true;
};

/** Marks an object of category texts as a plural message (the catalog types see it as one key). */
export function plural(forms: { other: string } & { [C in Exclude<PluralCategory, "other">]?: string }): Plural {
  return forms as Plural;
}

/** A catalog value that is a plural message: an object of category texts with at least `other`. */
export function isPlural(value: unknown): value is Plural {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === "string" &&
    entries.every(([k, v]) => (pluralCategories as readonly string[]).includes(k) && typeof v === "string")
  );
}

/** The text of a plural message for a count in a language: `new Intl.PluralRules(locale).select(count)`. */
export function pluralForm(forms: Plural, rules: Intl.PluralRules, count: number): string {
  return forms[rules.select(count)] ?? forms.other;
}
