// Instalments (taksit) on a card payment (docs/domain-rules.md "Changes, instalments, pay-now price"):
// 2, 3, 6 or 9 when the card allows it, each with a surcharge (vade farkı) added to the total.
// The bank decides which counts a card allows; the rates are Yolda's setting (instalment_rates,
// decision 0044). Money is integer kuruş; the surcharge is rounded half-up to the kuruş.
import { assertKurus, divRoundHalfUp } from "#app/domain/money/money.ts";

/** The instalment counts Yolda offers; 1 is a single payment (no instalments). */
export const INSTALMENT_COUNTS = [2, 3, 6, 9] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];
/** What a payment may be split into: a single payment or one of the offered counts. */
export type Instalments = 1 | InstalmentCount;

/** Highest surcharge rate a setting may hold: 50 % (5000 basis points). */
export const MAX_RATE_BASIS_POINTS = 5_000;

export function isInstalments(value: number): value is Instalments {
  return value === 1 || (INSTALMENT_COUNTS as readonly number[]).includes(value);
}

/** The surcharge rate per count, in basis points (1 % = 100). */
export type InstalmentRates = ReadonlyMap<InstalmentCount, number>;

export interface InstalmentOption {
  count: Instalments;
  /** The rate applied, in basis points (0 for a single payment). */
  rateBasisPoints: number;
  surchargeKurus: number;
  /** What the card is charged: base + surcharge. */
  totalKurus: number;
  /** One instalment, rounded half-up; `monthlyKurus * count` is within `count` kuruş of the total. */
  monthlyKurus: number;
}

function assertRate(bp: number): void {
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > MAX_RATE_BASIS_POINTS) {
    throw new RangeError(`instalment rate must be 0-${MAX_RATE_BASIS_POINTS} basis points, got ${bp}`);
  }
}

/** The price of paying `baseKurus` in `count` instalments at `rateBasisPoints`. */
export function instalmentOption(baseKurus: number, count: Instalments, rateBasisPoints: number): InstalmentOption {
  assertKurus(baseKurus, "base");
  if (baseKurus <= 0) throw new RangeError("base must be positive");
  if (!isInstalments(count)) throw new RangeError(`unsupported instalment count ${String(count)}`);
  const rate = count === 1 ? 0 : rateBasisPoints;
  assertRate(rate);
  const surchargeKurus = divRoundHalfUp(BigInt(baseKurus) * BigInt(rate), 10_000n);
  const totalKurus = baseKurus + surchargeKurus;
  assertKurus(totalKurus, "total");
  return { count, rateBasisPoints: rate, surchargeKurus, totalKurus, monthlyKurus: divRoundHalfUp(totalKurus, count) };
}

/**
 * The choices shown for a card: the single payment first, then every count the bank allows for
 * the card that Yolda has a rate for, ascending. Counts the bank allows without a rate are left out.
 */
export function instalmentOptions(
  baseKurus: number,
  allowedByCard: readonly number[],
  rates: InstalmentRates,
): InstalmentOption[] {
  const counts = INSTALMENT_COUNTS.filter((c) => allowedByCard.includes(c) && rates.has(c));
  return [instalmentOption(baseKurus, 1, 0), ...counts.map((c) => instalmentOption(baseKurus, c, rates.get(c) ?? 0))];
}

/** The option for `count` among `options`, or null when the card or the settings do not allow it. */
export function pickInstalments(options: readonly InstalmentOption[], count: number): InstalmentOption | null {
  return options.find((o) => o.count === count) ?? null;
}

/** The six-digit BIN (issuer number) of a typed card number, or null until six digits are typed. */
export function cardBin(typed: string): string | null {
  const digits = typed.replace(/\D/g, "");
  return digits.length >= 6 ? digits.slice(0, 6) : null;
}
