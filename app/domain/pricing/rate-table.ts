// A model's daily rates by duration tier, and the rule that keeps a longer rental from costing less.

import { assertKurus } from "#app/domain/money/money.ts";
import { TIER_MIN_DAYS, tierFor, type TierMinDays } from "./tiers.ts";

export type DailyRate = { minDays: number; dailyKurus: number };

export type RateTableProblem =
  | { code: "missingTier"; minDays: TierMinDays }
  | { code: "unknownTier"; minDays: number }
  | { code: "duplicateTier"; minDays: number }
  | { code: "invalidAmount"; minDays: number }
  | { code: "longerRentalCheaper"; minDays: number };

/** The daily rate for a rental of `days` days: the rate of its tier. Throws when the table lacks that tier. */
export function dailyRateFor(rates: readonly DailyRate[], days: number): { tier: TierMinDays; dailyKurus: number } {
  const tier = tierFor(days);
  const rate = rates.find((r) => r.minDays === tier);
  if (!rate) throw new RangeError(`no daily rate for the ${tier}+ day tier`);
  assertKurus(rate.dailyKurus, "daily rate");
  return { tier, dailyKurus: rate.dailyKurus };
}

/** Problems (none = usable); rate(tier) x minDays >= rate(previous) x (minDays - 1) keeps longer rentals dearer. */
export function validateRateTable(rates: readonly DailyRate[]): RateTableProblem[] {
  const problems: RateTableProblem[] = [];
  const seen = new Set<number>();
  for (const rate of rates) {
    if (!(TIER_MIN_DAYS as readonly number[]).includes(rate.minDays)) {
      problems.push({ code: "unknownTier", minDays: rate.minDays });
    } else if (seen.has(rate.minDays)) problems.push({ code: "duplicateTier", minDays: rate.minDays });
    seen.add(rate.minDays);
    if (!Number.isSafeInteger(rate.dailyKurus) || rate.dailyKurus <= 0) {
      problems.push({ code: "invalidAmount", minDays: rate.minDays });
    }
  }
  let previous: DailyRate | undefined;
  for (const minDays of TIER_MIN_DAYS) {
    const rate = rates.find((r) => r.minDays === minDays);
    if (!rate) {
      problems.push({ code: "missingTier", minDays });
      previous = undefined;
      continue;
    }
    if (previous && rate.dailyKurus * minDays < previous.dailyKurus * (minDays - 1)) {
      problems.push({ code: "longerRentalCheaper", minDays });
    }
    previous = rate;
  }
  return problems;
}
