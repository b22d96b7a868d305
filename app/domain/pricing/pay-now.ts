// Pay now or pay at the office (docs/decisions/0055): paying by card at booking
// takes a configurable discount off the whole rental total. The pay-at-office total is the quote's
// total; the pay-now total is that minus the discount, which is rounded half-up to the kuruş.

import { percentOf, vatBreakdown, type VatBreakdown } from "#app/domain/money/money.ts";

/** The setting's default: 5.00 %, in basis points (1 % = 100). */
export const DEFAULT_PAY_NOW_DISCOUNT_BP = 500;
/** The most the back office may set: 50 %. */
export const MAX_PAY_NOW_DISCOUNT_BP = 5_000;

export type PayNowPrice = {
  /** The discount rate the quote was made with, in basis points (500 = 5 %). */
  basisPoints: number;
  /** What paying now takes off (positive, at most the total). */
  discountKurus: number;
  /** Pay-at-office total minus the discount. */
  totalKurus: number;
};

export type PaymentChoice = "office" | "card";

/** True when `bp` is a discount rate the setting may hold: an integer 0..MAX_PAY_NOW_DISCOUNT_BP. */
export function isPayNowDiscountBp(bp: number): boolean {
  return Number.isInteger(bp) && bp >= 0 && bp <= MAX_PAY_NOW_DISCOUNT_BP;
}

/**
 * The pay-now price of a pay-at-office total: `basisPoints` of the total, rounded half-up to the
 * kuruş, taken off. It applies to everything the quote adds up (the rental after a campaign or member
 * discount, the one-way fee, packages and extras), never to the deposit, which is not part of it.
 */
export function payNowPrice(officeTotalKurus: number, basisPoints: number): PayNowPrice {
  if (!Number.isSafeInteger(officeTotalKurus) || officeTotalKurus < 0) {
    throw new RangeError(`total must be a non-negative integer of kuruş, got ${officeTotalKurus}`);
  }
  if (!isPayNowDiscountBp(basisPoints)) {
    throw new RangeError(`pay-now discount must be 0..${MAX_PAY_NOW_DISCOUNT_BP} basis points, got ${basisPoints}`);
  }
  const discountKurus = Math.min(percentOf(officeTotalKurus, basisPoints / 100), officeTotalKurus);
  return { basisPoints, discountKurus, totalKurus: officeTotalKurus - discountKurus };
}

/** What the customer pays for a choice: the office total, or the pay-now total (with its VAT split). */
export function totalFor(
  officeTotalKurus: number,
  payNow: PayNowPrice | null | undefined,
  payment: PaymentChoice,
): { totalKurus: number; discountKurus: number; vat: VatBreakdown } {
  const discountKurus = payment === "card" && payNow ? payNow.discountKurus : 0;
  const totalKurus = officeTotalKurus - discountKurus;
  return { totalKurus, discountKurus, vat: vatBreakdown(totalKurus) };
}

/** The rate as people read it: "5" or "2,5" / "2.5" (at most two decimals). */
// One formatter per language: building an Intl.NumberFormat costs far more than formatting with it,
// and the search results format the rate on every card (decision 0059).
const percentFormats = {
  tr: new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }),
};

export function formatDiscountPercent(basisPoints: number, lang: "tr" | "en"): string {
  return percentFormats[lang === "tr" ? "tr" : "en"].format(basisPoints / 100);
}

/** "5", "2,5", "2.5", "%5" or "5 %" as basis points; null unless a valid discount rate (0-50 %, two decimals). */
export function parseDiscountPercent(text: string): number | null {
  const m = /^%?\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return isPayNowDiscountBp(bp) ? bp : null;
}
