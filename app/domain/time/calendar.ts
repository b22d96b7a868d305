// Calendar dates as "YYYY-MM-DD" strings, computed with integer day counts so no time zone can leak in.

/** A calendar date "YYYY-MM-DD" (4-digit year). */
export type DateString = string;

/** 0 = Monday ... 6 = Sunday (ISO weekday - 1), the index used by office opening hours. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CivilDate = { year: number; month: number; day: number };

const MIN_EPOCH_DAY = daysFromCivil(1, 1, 1);
const MAX_EPOCH_DAY = daysFromCivil(9999, 12, 31);

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real date with year 1..9999, month 1..12 and a day that exists in that month. */
export function isValidCivil(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Inverse of `daysFromCivil`. */
export function civilFromDays(epochDay: number): CivilDate {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD" into its parts, or null when it is not a real calendar date. */
export function parseDateString(value: string): CivilDate | null {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidCivil(year, month, day) ? { year, month, day } : null;
}

export function isDateString(value: string): boolean {
  return parseDateString(value) !== null;
}

export function formatDateString({ year, month, day }: CivilDate): DateString {
  if (!isValidCivil(year, month, day)) throw new RangeError(`invalid date ${year}-${month}-${day}`);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" string; throws on an invalid date. */
/**
 * Epoch days of the date strings seen lately: pricing asks the same few hundred days (a rental's,
 * a season's bounds) thousands of times a search (the cheaper-dates grid prices 49 pairs). A pure
 * memo of a pure function; bounded, emptied when full. Invalid strings are never kept (they throw).
 */
const epochDays = new Map<string, number>();
const EPOCH_DAYS_KEPT = 4096;

export function epochDayOf(date: DateString): number {
  const known = epochDays.get(date);
  if (known !== undefined) return known;
  const civil = parseDateString(date);
  if (!civil) throw new RangeError(`invalid date string "${date}"`);
  const day = daysFromCivil(civil.year, civil.month, civil.day);
  if (epochDays.size >= EPOCH_DAYS_KEPT) epochDays.clear();
  epochDays.set(date, day);
  return day;
}

export function dateFromEpochDay(epochDay: number): DateString {
  if (!Number.isInteger(epochDay) || epochDay < MIN_EPOCH_DAY || epochDay > MAX_EPOCH_DAY) {
    throw new RangeError(`epoch day ${epochDay} is outside years 1..9999`);
  }
  return formatDateString(civilFromDays(epochDay));
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: DateString, days: number): DateString {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return dateFromEpochDay(epochDayOf(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateString, to: DateString): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** Weekday of a calendar date, 0 = Monday. */
export function weekdayOfDate(date: DateString): Weekday {
  // 1970-01-01 was a Thursday (index 3).
  return ((((epochDayOf(date) + 3) % 7) + 7) % 7) as Weekday;
}

/** -1, 0 or 1; valid "YYYY-MM-DD" strings also compare correctly as plain strings. */
export function compareDates(a: DateString, b: DateString): -1 | 0 | 1 {
  const d = epochDayOf(a) - epochDayOf(b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}
