// Maintenance and out-of-service blocks (docs/decisions/0046): a block covers
// whole Istanbul days, from the first day's 00:00 to the end of the last day, stored as the
// half-open range [start, end) that the database compares with reservations' held ranges (the
// same `&&` as the exclusion constraint), so a car returned at 22:00 with a two-hour buffer is
// free for a block from the next midnight, and not a minute earlier.
import { addDays, compareDates, daysBetween, type DateString, isDateString } from "#app/domain/time/calendar.ts";
import { startOfIstanbulDay } from "#app/domain/time/istanbul.ts";

export const BLOCK_KINDS = ["maintenance", "out_of_service"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The longest block, in days (longer means the car is leaving the fleet: retire it). */
export const MAX_BLOCK_DAYS = 366;

export type BlockDatesError = "blockDates" | "blockOrder" | "blockPast" | "blockTooLong";

/** Checks the first and last day of a block typed on `today` (Istanbul). */
export function checkBlockDates(
  from: string,
  to: string,
  today: DateString,
): { ok: true; from: DateString; to: DateString } | { ok: false; error: BlockDatesError } {
  if (!isDateString(from) || !isDateString(to)) return { ok: false, error: "blockDates" };
  if (compareDates(to, from) < 0) return { ok: false, error: "blockOrder" };
  if (compareDates(to, today) < 0) return { ok: false, error: "blockPast" };
  if (daysBetween(from, to) + 1 > MAX_BLOCK_DAYS) return { ok: false, error: "blockTooLong" };
  return { ok: true, from, to };
}

/** The instants a block of the days `from`..`to` (inclusive) covers: [from 00:00, day after `to` 00:00). */
export function blockPeriod(from: DateString, to: DateString): { start: Date; end: Date } {
  return { start: startOfIstanbulDay(from), end: startOfIstanbulDay(addDays(to, 1)) };
}

/** `[start,end)` as PostgreSQL reads a tstzrange. */
export function periodRange(period: { start: Date; end: Date }): string {
  return `[${period.start.toISOString()},${period.end.toISOString()})`;
}

/** Whether two half-open periods share an instant (the database's `&&` on '[)' ranges). */
export function periodsOverlap(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}
