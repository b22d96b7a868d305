// Duration tiers: the daily rate depends on the whole rental length (1-3, 4-7, 8-15, 16-30, 31+ days).

export const TIER_MIN_DAYS = [1, 4, 8, 16, 31] as const;

export type TierMinDays = (typeof TIER_MIN_DAYS)[number];

/** The tier (its first day count) that a rental of `days` days falls in. */
export function tierFor(days: number): TierMinDays {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`rental days must be a positive integer, got ${days}`);
  let tier: TierMinDays = 1;
  for (const min of TIER_MIN_DAYS) if (days >= min) tier = min;
  return tier;
}

/** The last day count of a tier, or null for the open-ended top tier. */
export function tierMaxDays(tier: TierMinDays): number | null {
  const next = TIER_MIN_DAYS[TIER_MIN_DAYS.indexOf(tier) + 1];
  return next === undefined ? null : next - 1;
}
