// Money is integer kuruş (1 TL = 100 kuruş); every price rule rounds half-up to the kuruş.

export type Lang = "tr" | "en";

/** Turkish VAT rate (KDV) included in every listed price. */
export const VAT_RATE_PCT = 20;

export type VatBreakdown = { net: number; vat: number; gross: number };

/** Throws unless `kurus` is a safe integer: money never carries fractions of a kuruş. */
export function assertKurus(kurus: number, label = "amount"): void {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`${label} must be a safe integer of kuruş, got ${kurus}`);
}

/** Rounds to the nearest integer; halves go away from zero (2.5 -> 3, -2.5 -> -3) so signs stay symmetric. */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const abs = Math.abs(value);
  const floor = Math.floor(abs);
  // abs - floor is exact, unlike abs + 0.5 which misrounds 0.49999999999999994 up.
  const rounded = abs - floor >= 0.5 ? floor + 1 : floor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Exact integer division rounded half-up (away from zero); BigInt keeps large products exact. */
export function divRoundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (d === 0n) throw new RangeError("division by zero");
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  const result = Number(negative ? -q : q);
  if (!Number.isSafeInteger(result)) throw new RangeError("result is not a safe integer");
  return result === 0 ? 0 : result;
}

// A percentage with at most two decimals, as an exact count of basis points (1% = 100 bp).
function toBasisPoints(pct: number): bigint {
  if (!Number.isFinite(pct)) throw new RangeError(`invalid percentage ${pct}`);
  const bp = Math.round(pct * 100);
  if (Math.abs(bp - pct * 100) > 1e-6) throw new RangeError(`percentage ${pct} has more than two decimals`);
  return BigInt(bp);
}

/** `pct` percent of `kurus`, rounded half-up to the kuruş (percent may have up to two decimals). */
export function percentOf(kurus: number, pct: number): number {
  assertKurus(kurus);
  return divRoundHalfUp(BigInt(kurus) * toBasisPoints(pct), 10_000n);
}

/** Splits a VAT-inclusive amount into net + VAT; net is rounded half-up and VAT is the remainder. */
export function vatBreakdown(grossKurus: number, ratePct: number = VAT_RATE_PCT): VatBreakdown {
  assertKurus(grossKurus, "gross");
  const bp = toBasisPoints(ratePct);
  if (bp < 0n) throw new RangeError("VAT rate cannot be negative");
  const net = divRoundHalfUp(BigInt(grossKurus) * 10_000n, 10_000n + bp);
  return { net, vat: grossKurus - net, gross: grossKurus };
}

/** "1.234,56 TL" in Turkish, "1,234.56 TL" in English; negative amounts get a leading minus. */
export function formatTl(kurus: number, lang: Lang): string {
  return `${formatAmount(kurus, lang)} TL`;
}

/** The number part of `formatTl` without the currency, e.g. for a masked input (radix ",", scale 2). */
export function formatAmount(kurus: number, lang: Lang): string {
  assertKurus(kurus);
  const [group, radix] = lang === "tr" ? [".", ","] : [",", "."];
  const abs = Math.abs(kurus);
  const lira = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, "0");
  const grouped = lira.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${kurus < 0 ? "-" : ""}${grouped}${radix}${cents}`;
}

/** Sums kuruş amounts, refusing results that leave the safe-integer range. */
export function sumKurus(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertKurus(amount);
    total += amount;
  }
  assertKurus(total, "sum");
  return total;
}
