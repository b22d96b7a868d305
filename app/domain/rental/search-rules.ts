// Rules a rental search must satisfy before availability and prices are looked up.

import { weekdayOfDate, type DateString } from "#app/domain/time/calendar.ts";
import { DAY_MS, istanbulDate, istanbulMinuteOfDay, MINUTE_MS } from "#app/domain/time/istanbul.ts";
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from "#app/domain/time/time-of-day.ts";
import { rentalDays } from "./rental-days.ts";

export const SLOT_MINUTES = 30;
export const MIN_LEAD_MINUTES = 120;
export const MAX_ADVANCE_DAYS = 365;
/** Monthly rentals go up to 365 days online (issue 31 item 5, decision 0121); longer ones use the fleet form. */
export const MAX_ONLINE_DAYS = 365;

const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** Opening hours of one weekday ("HH:mm", close may be "24:00"), or null when closed all day. */
export type DayHours = { open: string; close: string } | null;
/** Seven entries, index 0 = Monday ... 6 = Sunday. */
export type WeekHours = readonly DayHours[];
/** Holiday: both null = closed all day; else given bounds replace the day's own, a null bound keeps the regular one. */
export type OfficeClosure = { day: DateString; opens: string | null; closes: string | null };
export type OfficeSchedule = { hours: WeekHours; open24h: boolean; closures: readonly OfficeClosure[] };
/** An opening window in minutes since Istanbul midnight; both ends accept pick-ups and returns. */
export type OpeningWindow = { open: number; close: number };

export type SearchErrorCode =
  | "pickupNotOnHalfHour"
  | "returnNotOnHalfHour"
  | "pickupTooSoon"
  | "pickupTooFar"
  | "returnBeforePickup"
  | "tooLong"
  | "pickupOfficeClosed"
  | "returnOfficeClosed";

export type SearchInput = {
  pickUp: Date;
  dropOff: Date;
  now: Date;
  pickUpOffice: OfficeSchedule;
  dropOffOffice: OfficeSchedule;
  /** The desk books walk-ins for now (decision 0076): its lead time is 0; the site's is MIN_LEAD_MINUTES. */
  minLeadMinutes?: number;
  /**
   * The car is already out (a change to a running rental): its pick-up is history, so the rules for a
   * pick-up still to come (slot, lead time, advance, the office open then) do not apply to it.
   */
  pickupTaken?: boolean;
};

function clock(value: string, what: string): number {
  const minutes = parseTimeOfDay(value, { allowEndOfDay: true });
  if (minutes === null) throw new RangeError(`invalid ${what} time "${value}"`);
  return minutes;
}

function windowOrNull(open: number, close: number): OpeningWindow | null {
  return open < close && open < MINUTES_PER_DAY ? { open, close } : null;
}

/** When an office is open on an Istanbul calendar date, after holidays; null when closed all day. */
export function officeWindowForDay(
  hours: WeekHours,
  open24h: boolean,
  closures: readonly OfficeClosure[],
  date: DateString,
): OpeningWindow | null {
  if (hours.length !== 7) throw new RangeError(`office hours need 7 weekdays, got ${hours.length}`);
  const day = hours[weekdayOfDate(date)] ?? null;
  const regular: OpeningWindow | null = open24h
    ? { open: 0, close: MINUTES_PER_DAY }
    : day && windowOrNull(clock(day.open, "opening"), clock(day.close, "closing"));
  const closure = closures.find((c) => c.day === date);
  if (!closure) return regular;
  if (closure.opens === null && closure.closes === null) return null;
  const open = closure.opens !== null ? clock(closure.opens, "holiday opening") : regular?.open;
  const close = closure.closes !== null ? clock(closure.closes, "holiday closing") : regular?.close;
  return open === undefined || close === undefined ? null : windowOrNull(open, close);
}

/** Whether the office accepts a pick-up or return at this instant (opening and closing minute included). */
export function officeOpenAt(
  hours: WeekHours,
  open24h: boolean,
  closures: readonly OfficeClosure[],
  instant: Date,
): boolean {
  const window = officeWindowForDay(hours, open24h, closures, istanbulDate(instant));
  if (!window) return false;
  const minute = istanbulMinuteOfDay(instant);
  return minute >= window.open && minute <= window.close;
}

/** The "HH:mm" half-hour slots an office accepts on an Istanbul date, for time pickers. */
export function officeSlotsForDay(
  hours: WeekHours,
  open24h: boolean,
  closures: readonly OfficeClosure[],
  date: DateString,
): string[] {
  const window = officeWindowForDay(hours, open24h, closures, date);
  if (!window) return [];
  const slots: string[] = [];
  const first = Math.ceil(window.open / SLOT_MINUTES) * SLOT_MINUTES;
  for (let m = first; m <= window.close && m < MINUTES_PER_DAY; m += SLOT_MINUTES) slots.push(formatTimeOfDay(m));
  return slots;
}

/** True when the instant is on a :00 or :30 boundary (Istanbul's whole-hour offset keeps UTC and local alike). */
export function isOnSlot(instant: Date): boolean {
  const ms = instant.getTime();
  return Number.isFinite(ms) && ms % SLOT_MS === 0;
}

/** The first half-hour slot at least two hours after `now`. */
export function earliestPickUp(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS) / SLOT_MS) * SLOT_MS);
}

/** The last half-hour slot within 365 days of `now`. */
export function latestPickUp(now: Date): Date {
  return new Date(Math.floor((now.getTime() + MAX_ADVANCE_DAYS * DAY_MS) / SLOT_MS) * SLOT_MS);
}

/** Which search field an error belongs to, so the form can show it there. */
export function searchErrorField(code: SearchErrorCode): "pickUp" | "dropOff" {
  switch (code) {
    case "pickupNotOnHalfHour":
    case "pickupTooSoon":
    case "pickupTooFar":
    case "pickupOfficeClosed":
      return "pickUp";
    case "returnNotOnHalfHour":
    case "returnBeforePickup":
    case "tooLong":
    case "returnOfficeClosed":
      return "dropOff";
  }
}

/** Every broken rule as a code for the UI to word; "tooLong" (over 365 days) should offer the fleet request form. */
export function validateSearch(input: SearchInput): SearchErrorCode[] {
  const { pickUp, dropOff, now, pickUpOffice, dropOffOffice } = input;
  for (const [label, d] of [
    ["pickUp", pickUp],
    ["dropOff", dropOff],
    ["now", now],
  ] as const) {
    if (Number.isNaN(d.getTime())) throw new RangeError(`${label} is an invalid Date`);
  }
  const errors: SearchErrorCode[] = [];
  const ahead = !input.pickupTaken;
  if (ahead && !isOnSlot(pickUp)) errors.push("pickupNotOnHalfHour");
  if (!isOnSlot(dropOff)) errors.push("returnNotOnHalfHour");
  if (ahead && pickUp.getTime() < now.getTime() + (input.minLeadMinutes ?? MIN_LEAD_MINUTES) * MINUTE_MS) {
    errors.push("pickupTooSoon");
  }
  if (ahead && pickUp.getTime() > now.getTime() + MAX_ADVANCE_DAYS * DAY_MS) errors.push("pickupTooFar");
  if (dropOff.getTime() <= pickUp.getTime()) errors.push("returnBeforePickup");
  else if (rentalDays(pickUp, dropOff) > MAX_ONLINE_DAYS) errors.push("tooLong");
  if (ahead && !officeOpenAt(pickUpOffice.hours, pickUpOffice.open24h, pickUpOffice.closures, pickUp)) {
    errors.push("pickupOfficeClosed");
  }
  if (!officeOpenAt(dropOffOffice.hours, dropOffOffice.open24h, dropOffOffice.closures, dropOff)) {
    errors.push("returnOfficeClosed");
  }
  return errors;
}
