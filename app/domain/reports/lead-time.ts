// Booking lead time (days from booking to pick-up) as a distribution: the buckets a rental desk
// plans with, and the median, from a histogram of whole days that the database counts.

/** Lower bounds in whole days; each bucket runs to the next bound (the last is open). */
export const LEAD_TIME_BOUNDS = [0, 1, 3, 7, 14, 30, 60] as const;

export type LeadTimeBucket = { fromDays: number; toDays: number | null; count: number };

/** Reservations per whole lead-time day (negative days, booked after the pick-up time, count as 0). */
export type LeadTimeHistogram = readonly { days: number; count: number }[];

export function leadTimeBuckets(histogram: LeadTimeHistogram): LeadTimeBucket[] {
  const buckets = LEAD_TIME_BOUNDS.map((fromDays, i) => ({
    fromDays,
    toDays: LEAD_TIME_BOUNDS[i + 1] ?? null,
    count: 0,
  }));
  for (const { days, count } of histogram) {
    const d = Math.max(0, days);
    const bucket = buckets.findLast((b) => d >= b.fromDays);
    if (bucket) bucket.count += count;
  }
  return buckets;
}

/** The median lead time in whole days (lower median), null without bookings. */
export function medianLeadDays(histogram: LeadTimeHistogram): number | null {
  const sorted = [...histogram]
    .map((h) => ({ days: Math.max(0, h.days), count: h.count }))
    .sort((a, b) => a.days - b.days);
  const total = sorted.reduce((sum, h) => sum + h.count, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const h of sorted) {
    seen += h.count;
    if (seen >= middle) return h.days;
  }
  return null;
}
