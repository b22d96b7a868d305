// Calendar days as "YYYY-MM-DD" strings in the business time zone, Europe/Istanbul (UTC+3, no DST).

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Istanbul calendar day an instant falls on. */
export function istanbulDay(instant: Date): string {
  return new Date(instant.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time ("HH:mm") on an Istanbul calendar day. */
export function istanbulInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** The first day on or after `from` whose month and day are `monthDay` ("MM-DD"). */
export function nextOccurrence(from: string, monthDay: string): string {
  const sameYear = `${yearOf(from)}-${monthDay}`;
  return sameYear >= from ? sameYear : `${yearOf(from) + 1}-${monthDay}`;
}
