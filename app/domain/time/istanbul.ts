// Europe/Istanbul has been UTC+3 all year since 2016: a fixed offset is exact and ignores the host's TZ and tz data.

import {
  civilFromDays,
  daysFromCivil,
  epochDayOf,
  formatDateString,
  isValidCivil,
  type DateString,
  type Weekday,
} from "./calendar.ts";
import { formatTimeOfDay, parseTimeOfDay } from "./time-of-day.ts";

export const ISTANBUL_TIME_ZONE = "Europe/Istanbul";
export const ISTANBUL_OFFSET_MINUTES = 180;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const OFFSET_MS = ISTANBUL_OFFSET_MINUTES * MINUTE_MS;

/** Wall-clock reading of an instant in Istanbul; seconds are dropped. */
export type IstanbulParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: Weekday;
};

function timeOf(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("invalid Date");
  return ms;
}

/** Istanbul date, time and weekday of an instant (uses only UTC arithmetic). */
export function istanbulParts(instant: Date): IstanbulParts {
  const local = timeOf(instant) + OFFSET_MS;
  const epochDay = Math.floor(local / DAY_MS);
  const minuteOfDay = Math.floor((local - epochDay * DAY_MS) / MINUTE_MS);
  const { year, month, day } = civilFromDays(epochDay);
  const weekday = ((((epochDay + 3) % 7) + 7) % 7) as Weekday;
  return { year, month, day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, weekday };
}

/** Istanbul calendar date "YYYY-MM-DD" of an instant. */
export function istanbulDate(instant: Date): DateString {
  const { year, month, day } = istanbulParts(instant);
  return formatDateString({ year, month, day });
}

/** Istanbul clock time "HH:mm" of an instant. */
export function istanbulTime(instant: Date): string {
  const { hour, minute } = istanbulParts(instant);
  return formatTimeOfDay(hour * 60 + minute);
}

/** Minutes since Istanbul midnight of an instant (0..1439). */
export function istanbulMinuteOfDay(instant: Date): number {
  const { hour, minute } = istanbulParts(instant);
  return hour * 60 + minute;
}

/** Istanbul weekday of an instant: 0 = Monday ... 6 = Sunday. */
export function istanbulWeekday(instant: Date): Weekday {
  return istanbulParts(instant).weekday;
}

/** "YYYY-MM-DDTHH:mm" in Istanbul local time. */
export function formatIstanbulLocal(instant: Date): string {
  return `${istanbulDate(instant)}T${istanbulTime(instant)}`;
}

/** The instant of Istanbul local date + "HH:mm"; throws on invalid input (use `parseIstanbulLocal` for user input). */
export function istanbulInstant(date: DateString, time: string): Date {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) throw new RangeError(`invalid time "${time}"`);
  return new Date(epochDayOf(date) * DAY_MS + minutes * MINUTE_MS - OFFSET_MS);
}

/** The instant when an Istanbul calendar day begins (00:00 local). */
export function startOfIstanbulDay(date: DateString): Date {
  return new Date(epochDayOf(date) * DAY_MS - OFFSET_MS);
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Parses "YYYY-MM-DDTHH:mm" as Istanbul local time; null unless it is a real date and time. */
export function parseIstanbulLocal(value: string): Date | null {
  const match = LOCAL_RE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (!isValidCivil(year, month, day) || hour > 23 || minute > 59) return null;
  return new Date(daysFromCivil(year, month, day) * DAY_MS + (hour * 60 + minute) * MINUTE_MS - OFFSET_MS);
}
