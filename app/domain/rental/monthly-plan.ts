// Monthly rental (issue 31 item 5, docs/decisions/0121): 30 to 365 days online, priced from a
// model's monthly rate tiers and paid month by month. Pure rules: the tier, the vehicle price from
// a monthly rate, and the payment schedule (30-day months; the last one takes the days left).
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { divRoundHalfUp } from "#app/domain/money/money.ts";

/** A rental of at least this many days is a monthly rental. */
export const MONTHLY_MIN_DAYS = 30;
/** The longest rental booked online. */
export const MONTHLY_MAX_DAYS = 365;
/** One month of the schedule and of a monthly rate. */
export const MONTH_DAYS = 30;
/** Monthly rate tiers: 30-89 days, 90-179 days, 180-365 days. */
export const MONTHLY_TIER_MIN_DAYS = [30, 90, 180] as const;
export type MonthlyTierMinDays = (typeof MONTHLY_TIER_MIN_DAYS)[number];
/** A later month's payment link is e-mailed this many days before the month starts. */
export const MONTH_LINK_LEAD_DAYS = 5;

export type MonthlyRate = { minDays: number; monthlyKurus: number };

export function isMonthlyRental(days: number): boolean {
  return Number.isInteger(days) && days >= MONTHLY_MIN_DAYS;
}

/** The monthly tier a rental of `days` days falls in; null under 30 days. */
export function monthlyTierFor(days: number): MonthlyTierMinDays | null {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`rental days must be a positive integer, got ${days}`);
  let tier: MonthlyTierMinDays | null = null;
  for (const min of MONTHLY_TIER_MIN_DAYS) if (days >= min) tier = min;
  return tier;
}

/** The model's monthly rate for `days` days, or null (under 30 days, or no rate for that tier: the daily table prices it). */
export function monthlyRateFor(
  rates: readonly MonthlyRate[],
  days: number,
): { tier: MonthlyTierMinDays; monthlyKurus: number } | null {
  const tier = monthlyTierFor(days);
  if (tier === null) return null;
  const rate = rates.find((r) => r.minDays === tier);
  if (!rate || !Number.isSafeInteger(rate.monthlyKurus) || rate.monthlyKurus <= 0) return null;
  return { tier, monthlyKurus: rate.monthlyKurus };
}

/**
 * The vehicle rental from a monthly rate: each day costs a 30th of the month, times that day's
 * season factor, rounded once. `permilleSum` is the sum of the days' season factors (1000 = list).
 */
export function monthlyVehicleKurus(monthlyKurus: number, permilleSum: bigint): number {
  if (!Number.isSafeInteger(monthlyKurus) || monthlyKurus < 0) throw new RangeError("monthly rate must be kuruş");
  return divRoundHalfUp(BigInt(monthlyKurus) * permilleSum, BigInt(MONTH_DAYS * 1000));
}

export type MonthlyRateProblem =
  | { code: "unknownTier"; minDays: number }
  | { code: "duplicateTier"; minDays: number }
  | { code: "invalidAmount"; minDays: number }
  | { code: "longerRentalCheaper"; minDays: number };

/** Problems of a monthly rate table (tiers may be left out: the daily table prices those). */
export function validateMonthlyRates(rates: readonly MonthlyRate[]): MonthlyRateProblem[] {
  const problems: MonthlyRateProblem[] = [];
  const seen = new Set<number>();
  for (const r of rates) {
    if (!(MONTHLY_TIER_MIN_DAYS as readonly number[]).includes(r.minDays)) {
      problems.push({ code: "unknownTier", minDays: r.minDays });
    } else if (seen.has(r.minDays)) problems.push({ code: "duplicateTier", minDays: r.minDays });
    seen.add(r.minDays);
    if (!Number.isSafeInteger(r.monthlyKurus) || r.monthlyKurus <= 0) {
      problems.push({ code: "invalidAmount", minDays: r.minDays });
    }
  }
  let previous: MonthlyRate | undefined;
  for (const minDays of MONTHLY_TIER_MIN_DAYS) {
    const rate = rates.find((r) => r.minDays === minDays);
    if (!rate) continue;
    // The first day of a tier must not make the whole rental cheaper than one day less in the tier before.
    if (previous && rate.monthlyKurus * minDays < previous.monthlyKurus * (minDays - 1)) {
      problems.push({ code: "longerRentalCheaper", minDays });
    }
    previous = rate;
  }
  return problems;
}

export type ScheduledMonth = {
  /** 1-based; month 1 is paid when booking. */
  month: number;
  /** The Istanbul calendar date the month starts (pick-up date + 30 x (month - 1) days). */
  startsOn: DateString;
  days: number;
  /** When the month must be paid: its first day (month 1: at booking). */
  dueOn: DateString;
  /** When its payment link is e-mailed (month 1: none, it is paid at booking). */
  linkOn: DateString | null;
  amountKurus: number;
  /** The kilometres this month includes; "unlimited" with an unlimited package. */
  kmAllowance: number | "unlimited";
};

/** Share of `whole` for the first `upTo` of `days` days, rounded half up: consecutive differences sum to `whole`. */
function cumulative(whole: number, upTo: number, days: number): number {
  return divRoundHalfUp(BigInt(whole) * BigInt(upTo), BigInt(days));
}

/**
 * The payment schedule of a monthly rental: 30-day months from the pick-up date, the last one
 * shorter; each month's amount and km allowance are its days' share of the totals, rounded so
 * that the months add up to exactly the total and the allowance.
 */
export function monthlySchedule(input: {
  pickUpDate: DateString;
  days: number;
  totalKurus: number;
  kmAllowance: number | "unlimited";
}): ScheduledMonth[] {
  const { pickUpDate, days, totalKurus, kmAllowance } = input;
  if (!Number.isInteger(days) || days < MONTHLY_MIN_DAYS || days > MONTHLY_MAX_DAYS) {
    throw new RangeError(`a monthly rental has ${MONTHLY_MIN_DAYS}-${MONTHLY_MAX_DAYS} days, got ${days}`);
  }
  if (!Number.isSafeInteger(totalKurus) || totalKurus < 0) throw new RangeError("total must be kuruş");
  if (kmAllowance !== "unlimited" && (!Number.isSafeInteger(kmAllowance) || kmAllowance < 0)) {
    throw new RangeError("km allowance must be a non-negative integer");
  }
  const months: ScheduledMonth[] = [];
  for (let start = 0, month = 1; start < days; start += MONTH_DAYS, month++) {
    const end = Math.min(start + MONTH_DAYS, days);
    const startsOn = addDays(pickUpDate, start);
    months.push({
      month,
      startsOn,
      days: end - start,
      dueOn: startsOn,
      linkOn: month === 1 ? null : addDays(startsOn, -MONTH_LINK_LEAD_DAYS),
      amountKurus: cumulative(totalKurus, end, days) - cumulative(totalKurus, start, days),
      kmAllowance:
        kmAllowance === "unlimited"
          ? "unlimited"
          : cumulative(kmAllowance, end, days) - cumulative(kmAllowance, start, days),
    });
  }
  return months;
}

/** How many months a rental of `days` is paid in, or null when it is not a monthly rental. */
export function monthCount(days: number): number | null {
  return isMonthlyRental(days) ? Math.ceil(days / MONTH_DAYS) : null;
}

/** What month 1 costs of `totalKurus` over `days`: the first 30 days' share (as `monthlySchedule`). */
export function firstMonthKurus(totalKurus: number, days: number): number {
  return cumulative(totalKurus, Math.min(MONTH_DAYS, days), days);
}

/** A monthly allowance for the customer: the km of a full 30-day month. */
export function kmPerMonth(kmAllowance: number | "unlimited", days: number): number | "unlimited" {
  if (kmAllowance === "unlimited") return "unlimited";
  return divRoundHalfUp(BigInt(kmAllowance) * BigInt(MONTH_DAYS), BigInt(days));
}
