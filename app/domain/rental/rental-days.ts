// Rental length: every started 24 hours is a day, after a 60-minute grace period.

import { DAY_MS, MINUTE_MS } from "#app/domain/time/istanbul.ts";

export const RENTAL_GRACE_MINUTES = 60;

const GRACE_MS = RENTAL_GRACE_MINUTES * MINUTE_MS;

function msOf(d: Date, label: string): number {
  const ms = d.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`${label} is an invalid Date`);
  return ms;
}

/** max(1, ceil((minutes - 60) / 1440)): 24h -> 1, 25h -> 1, 25h01 -> 2. Throws unless dropOff is after pickUp. */
export function rentalDays(pickUp: Date, dropOff: Date): number {
  const duration = msOf(dropOff, "dropOff") - msOf(pickUp, "pickUp");
  if (duration <= 0) throw new RangeError("drop-off must be after pick-up");
  return Math.max(1, Math.ceil((duration - GRACE_MS) / DAY_MS));
}

/** The latest return that still counts as `days` rental days (pick-up + days x 24 h + grace). */
export function latestReturnFor(pickUp: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  return new Date(msOf(pickUp, "pickUp") + days * DAY_MS + GRACE_MS);
}
