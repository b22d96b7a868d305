// The rules an office's settings must keep (docs/decisions/0050): opening hours
// per weekday in the model the search uses (one window a day, or closed; "24:00" may close a day),
// dated holidays that close the office or give it other hours, the turnaround buffer and the map
// position; and which booked pick-ups and returns a change of hours would leave outside them.
// Pure: the offices service checks with these before it writes anything.

import { isDateString, type DateString } from "#app/domain/time/calendar.ts";
import { parseTimeOfDay } from "#app/domain/time/time-of-day.ts";
import {
  officeOpenAt,
  type DayHours,
  type OfficeClosure,
  type OfficeSchedule,
} from "#app/domain/rental/search-rules.ts";

export type HoursProblem = "timeInvalid" | "closeNotAfterOpen";
export type ClosureProblem = HoursProblem | "dayInvalid" | "dayPast";

/** Turnaround buffer: whole minutes, in quarter hours, at most 12 hours. */
export const BUFFER_MAX_MINUTES = 720;
export const BUFFER_STEP_MINUTES = 15;

/** One weekday as the form sends it. */
export type DayHoursInput = { closed: boolean; open: string; close: string };

/** Whether "open"-"close" is a window the search can use: valid clock times, close after open. */
export function checkHours(open: string, close: string): HoursProblem | null {
  const from = parseTimeOfDay(open.trim());
  const to = parseTimeOfDay(close.trim(), { allowEndOfDay: true });
  if (from === null || to === null) return "timeInvalid";
  return from < to ? null : "closeNotAfterOpen";
}

/** Seven weekdays (Monday first) turned into the stored hours, or each weekday's problem. */
export function weekHoursFrom(
  days: readonly DayHoursInput[],
): { ok: true; hours: DayHours[] } | { ok: false; problems: Array<{ weekday: number; problem: HoursProblem }> } {
  if (days.length !== 7) throw new RangeError(`office hours need 7 weekdays, got ${days.length}`);
  const problems: Array<{ weekday: number; problem: HoursProblem }> = [];
  const hours = days.map((d, weekday): DayHours => {
    if (d.closed) return null;
    const problem = checkHours(d.open, d.close);
    if (problem) problems.push({ weekday, problem });
    return { open: d.open.trim(), close: d.close.trim() };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, hours };
}

export function checkBuffer(minutes: number): boolean {
  return (
    Number.isInteger(minutes) && minutes >= 0 && minutes <= BUFFER_MAX_MINUTES && minutes % BUFFER_STEP_MINUTES === 0
  );
}

export function checkLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function checkLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** A holiday as the form sends it: closed all day, or other hours (both given). */
export type ClosureInput = { day: string; closed: boolean; opens: string; closes: string };

/** The stored closure, or the problems: a real date from today on; hours as for a weekday. */
export function closureFrom(
  input: ClosureInput,
  today: DateString,
): { ok: true; closure: OfficeClosure } | { ok: false; problems: ClosureProblem[] } {
  const day = input.day.trim();
  if (!isDateString(day)) return { ok: false, problems: ["dayInvalid"] };
  const problems: ClosureProblem[] = [];
  if (day < today) problems.push("dayPast");
  if (input.closed) {
    return problems.length > 0 ? { ok: false, problems } : { ok: true, closure: { day, opens: null, closes: null } };
  }
  const hours = checkHours(input.opens, input.closes);
  if (hours) problems.push(hours);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, closure: { day, opens: input.opens.trim(), closes: input.closes.trim() } };
}

/** A booked pick-up or return at the office (a live reservation's, from now on). */
export type BookedVisit = { number: string; name: string; kind: "pickup" | "return"; at: Date };

/**
 * The visits the change leaves outside the office's hours: open under `before`, closed under
 * `after`. Visits already outside the old hours are not the change's doing and are left out.
 */
export function strandedVisits(
  before: OfficeSchedule,
  after: OfficeSchedule,
  visits: readonly BookedVisit[],
): BookedVisit[] {
  return visits.filter(
    (v) =>
      officeOpenAt(before.hours, before.open24h, before.closures, v.at) &&
      !officeOpenAt(after.hours, after.open24h, after.closures, v.at),
  );
}
