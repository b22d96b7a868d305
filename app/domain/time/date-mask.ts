// The typed date mask "dd.mm.yyyy" (birth and licence dates), years 1900-9999.

import { formatDateString, isValidCivil, parseDateString, type DateString } from "./calendar.ts";

export const MASK_MIN_YEAR = 1900;
export const MASK_MAX_YEAR = 9999;

const MASK_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "dd.mm.yyyy" -> "YYYY-MM-DD", or null unless it is a real date with a year in 1900-9999. */
export function parseDateMask(value: string): DateString | null {
  const match = MASK_RE.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < MASK_MIN_YEAR || year > MASK_MAX_YEAR || !isValidCivil(year, month, day)) return null;
  return formatDateString({ year, month, day });
}

/** "YYYY-MM-DD" -> "dd.mm.yyyy"; throws on an invalid date string. */
export function formatDateMask(date: DateString): string {
  const civil = parseDateString(date);
  if (!civil) throw new RangeError(`invalid date string "${date}"`);
  const { year, month, day } = civil;
  return `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${String(year).padStart(4, "0")}`;
}
