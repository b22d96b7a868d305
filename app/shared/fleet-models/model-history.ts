// A model's history line says what each field was and became (issue 28: "Depozito" changed, from
// what to what): amounts in TL as the site writes money, tenths with the reader's decimal mark,
// yes/no in words. Pure: the model page's loader shapes the audit entries with it.
import { formatTl } from "#app/domain/money/money.ts";
import { auditChanges } from "#app/domain/staff/audit-trail.ts";
import type { Lang } from "#app/i18n/config.ts";
import { tenthsText } from "./model-form.ts";

export type ModelHistoryChange = { field: string; before: string; after: string };

export type ModelHistoryWords = { yes: string; no: string; empty: string };

function valueText(field: string, value: unknown, lang: Lang, words: ModelHistoryWords): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number" && /Kurus$/.test(field) && Number.isSafeInteger(value)) return formatTl(value, lang);
  if (typeof value === "number" && /X10$/.test(field)) return tenthsText(value, lang);
  if (typeof value === "number") return new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB").format(value);
  return String(value);
}

/** The fields an update changed, each with its old and new value as the reader reads them. */
export function modelHistoryChanges(
  before: unknown,
  after: unknown,
  lang: Lang,
  words: ModelHistoryWords,
): ModelHistoryChange[] {
  return auditChanges(before, after).map((c) => ({
    field: c.field,
    before: valueText(c.field, c.before, lang, words),
    after: valueText(c.field, c.after, lang, words),
  }));
}
