// One way to type numbers in the back office (issue 28 item 3; docs/decisions/0083): every money,
// kilometre, litre and count field reads what its user types in the page's language and shows it
// back formatted the same way.
//
// Turkish: "." groups thousands, "," is the decimal mark: "12.345" = 12345, "5.493,75" = 5493.75,
// "1,500" = 1.5 (never 1500). English: the other way round. Spaces are ignored ("12 345"), a
// trailing "TL"/"₺" or leading "₺" is dropped. Groups must be exactly three digits after the first,
// so "1.50" in Turkish is refused as ambiguous rather than guessed; more decimals than the field
// keeps are accepted only when they are zeros ("1,500" = 1,50 TL). The result is an integer in the
// field's smallest unit (kuruş for money, 1 for km and counts) and never larger than the ceiling.
import { DAMAGE_LINE_CAP_KURUS } from "#app/domain/desk/return-charges.ts";
import type { Lang } from "#app/i18n/config.ts";
import { z } from "#app/shared/validation/zod.ts";

export type NumberField = {
  /** Decimals the field keeps: 2 for money (kuruş), 0 for km and counts. */
  decimals: number;
  /** The largest accepted value, in the field's smallest unit. */
  max: number;
  /** The smallest accepted value (default 0; negatives are never typed). */
  min?: number;
};

export type NumberRefusal = "empty" | "invalid" | "ambiguous" | "decimals" | "tooSmall" | "tooLarge";

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: NumberRefusal };

const separators = { tr: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } } as const;

/** The most any field may hold: far below 2^53 so a sum of a few hundred lines stays exact. */
export const NUMBER_INPUT_LIMIT = 1_000_000_000_000_000;

function strip(text: string): string {
  return text
    .trim()
    .replace(/^₺/, "")
    .replace(/(?:TL|₺)$/i, "")
    .replace(/[\s\u00a0\u202f']/g, "");
}

/** Reads a typed number in the page's language as an integer in the field's smallest unit. */
export function parseNumberInput(typed: string, lang: Lang, field: NumberField): ParsedNumber {
  const text = strip(typed);
  if (text === "") return { ok: false, reason: "empty" };
  const { group, decimal } = separators[lang];
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false, reason: "invalid" };
  const decimalAt = text.indexOf(decimal);
  if (decimalAt !== text.lastIndexOf(decimal)) return { ok: false, reason: "invalid" };
  const whole = decimalAt === -1 ? text : text.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? "" : text.slice(decimalAt + 1);
  if (fraction.includes(group)) return { ok: false, reason: "invalid" };
  if (decimalAt !== -1 && fraction === "") return { ok: false, reason: "invalid" };
  let digits = whole;
  if (whole.includes(group)) {
    // Grouped: 1-3 digits, then groups of exactly three. "1.50" or "1500.5" cannot be read safely.
    if (!new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole)) return { ok: false, reason: "ambiguous" };
    digits = whole.split(group).join("");
  }
  if (!/^\d+$/.test(digits) || !/^\d*$/.test(fraction)) return { ok: false, reason: "invalid" };
  const kept = fraction.slice(0, field.decimals);
  if (/[1-9]/.test(fraction.slice(field.decimals))) return { ok: false, reason: "decimals" };
  // Digits only, so BigInt is exact however long the text is.
  const scaled = BigInt(digits) * 10n ** BigInt(field.decimals) + BigInt(kept.padEnd(field.decimals, "0") || "0");
  const max = BigInt(Math.min(field.max, NUMBER_INPUT_LIMIT));
  if (scaled > max) return { ok: false, reason: "tooLarge" };
  const value = Number(scaled);
  if (value < (field.min ?? 0)) return { ok: false, reason: "tooSmall" };
  return { ok: true, value };
}

/** The value as the page's language writes it: 549375 (2 decimals) -> "5.493,75" / "5,493.75". */
export function formatNumberInput(value: number, lang: Lang, decimals: number): string {
  const { group, decimal } = separators[lang];
  const negative = value < 0;
  const abs = BigInt(Math.abs(Math.trunc(value)));
  const scale = 10n ** BigInt(decimals);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = decimals > 0 ? decimal + (abs % scale).toString().padStart(decimals, "0") : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** Ceilings per field, in the field's smallest unit (docs/decisions/0083). Change them here. */
export const FIELD_LIMITS = {
  /** One damage line on a return (the domain's rule, checked again on the server): 5.000.000,00 TL. */
  damageLineKurus: DAMAGE_LINE_CAP_KURUS,
  /** One payment or deposit taken at the desk: 10.000.000,00 TL. */
  deskAmountKurus: 1_000_000_000,
  /** A price-list amount (a day's rate, a fee): 1.000.000,00 TL. */
  priceKurus: 100_000_000,
  /** An odometer reading. */
  odometerKm: 2_000_000,
  /** A tank or battery, in litres (kWh). */
  litres: 200,
  /** A count (seats, bags, uses). */
  count: 1_000_000,
} as const;

export const moneyField = (maxKurus: number): NumberField => ({ decimals: 2, max: maxKurus });
export const wholeField = (max: number, min = 0): NumberField => ({ decimals: 0, max, min });

/**
 * A zod field for a typed number: the text in, the integer out; a refusal becomes `message` (or
 * `messages[reason]` when the form names a reason: "ambiguous", "tooLarge"...).
 */
export function numberText(
  lang: Lang,
  field: NumberField,
  message: string,
  messages: Partial<Record<NumberRefusal, string>> = {},
) {
  return z.string({ error: messages.empty ?? message }).transform((typed, ctx) => {
    const parsed = parseNumberInput(typed, lang, field);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: messages[parsed.reason] ?? message });
      return z.NEVER;
    }
    return parsed.value;
  });
}
