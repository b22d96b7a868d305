// Plural messages: one text per Intl.PluralRules category, chosen by the `count` variable
// (docs/decisions/0026-plural-messages-and-missing-keys.md). Turkish writes only `other`
// ("{{count}} gün" for every count); English writes `one` and `other`.

/** The categories Intl.PluralRules answers with ("zero" | "one" | "two" | "few" | "many" | "other"). */
export type PluralCategory = Intl.LDMLPluralRule;

declare const pluralMark: unique symbol;

/** A plural message: `other` always, the other categories where the language needs them. */
export type Plural = { readonly other: string } & { readonly [C in Exclude<PluralCategory, "other">]?: string } & {
  readonly [pluralMark]: true;
};

/** Marks an object of category texts as a plural message (the catalog types see it as one key). */
export function plural(forms: { other: string } & { [C in Exclude<PluralCategory, "other">]?: string }): Plural {
  return forms as Plural;
}

const categories: readonly string[] = ["zero", "one", "two", "few", "many", "other"];

/** A catalog value that is a plural message: an object of category texts, `other` among them. */
export function isPlural(value: unknown): value is Plural {
  return (
    typeof (value as { other?: unknown } | null)?.other === "string" &&
    Object.keys(value as object).every((key) => categories.includes(key))
  );
}

/** The text of a plural message for a count in a language: `new Intl.PluralRules(locale).select(count)`. */
export function pluralForm(forms: Plural, rules: Intl.PluralRules, count: number): string {
  return forms[rules.select(count)] ?? forms.other;
}
