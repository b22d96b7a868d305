// The search bar's validation and time slots: pure, so the booking route can check the same URL
// query on the server with the same messages.

import { foldName } from "#app/domain/text/turkish.ts";
import { addDays, isDateString, type DateString } from "#app/domain/time/calendar.ts";
import { istanbulDate, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { formatTimeOfDay, MINUTES_PER_DAY } from "#app/domain/time/time-of-day.ts";
import {
  officeSlotsForDay,
  searchErrorField,
  SLOT_MINUTES,
  MAX_ADVANCE_DAYS,
  validateSearch,
  type OfficeSchedule,
  type SearchErrorCode,
} from "#app/domain/rental/search-rules.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { splitLocal, type SearchOffice, type SearchValues } from "./search-form.ts";

export const DEFAULT_PICKUP_TIME = "10:00";
export const DEFAULT_RENTAL_DAYS = 3;

/** Pick-up tomorrow 10:00, return three days later 10:00 (Istanbul dates). */
export function defaultSearchTimes(today: DateString): { pickupAt: string; returnAt: string } {
  const pickupDay = addDays(today, 1);
  return {
    pickupAt: `${pickupDay}T${DEFAULT_PICKUP_TIME}`,
    returnAt: `${addDays(pickupDay, DEFAULT_RENTAL_DAYS)}T${DEFAULT_PICKUP_TIME}`,
  };
}

/** Istanbul dates a date picker accepts: pick-up from today for 365 days, return from the pick-up day on. */
export function dateBounds(
  field: "pickUp" | "dropOff",
  today: DateString,
  pickupDay: string,
): { min: string; max: string } {
  if (field === "pickUp") return { min: today, max: addDays(today, MAX_ADVANCE_DAYS) };
  return { min: isDateString(pickupDay) ? pickupDay : today, max: "" };
}

/** A new pick-up; a return on or before its day moves to keep the default length instead of an impossible search. */
export function withPickupAt(values: SearchValues, pickupAt: string): SearchValues {
  const pickDay = splitLocal(pickupAt).date;
  const ret = splitLocal(values.returnAt);
  if (isDateString(pickDay) && isDateString(ret.date) && ret.date <= pickDay) {
    return { ...values, pickupAt, returnAt: `${addDays(pickDay, DEFAULT_RENTAL_DAYS)}T${ret.time}` };
  }
  return { ...values, pickupAt };
}

/**
 * Today's defaults from the browser's clock: fills missing dates and replaces dates that are still
 * the defaults of another day (a page rendered yesterday, or by a server that gave no date).
 */
export function withFreshDefaults(values: SearchValues, serverToday: string | undefined, now: Date): SearchValues {
  const today = istanbulDate(now);
  const stale = serverToday ? defaultSearchTimes(serverToday) : null;
  const fresh = defaultSearchTimes(today);
  const refresh = (value: string, old: string | undefined, next: string) => (!value || value === old ? next : value);
  return {
    ...values,
    pickupAt: refresh(values.pickupAt, stale?.pickupAt, fresh.pickupAt),
    returnAt: refresh(values.returnAt, stale?.returnAt, fresh.returnAt),
  };
}

export type SearchField = "pickupOffice" | "dropoffOffice" | "pickUp" | "dropOff";
export const SEARCH_FIELDS: readonly SearchField[] = ["pickupOffice", "dropoffOffice", "pickUp", "dropOff"];

export type SearchFormErrorCode =
  SearchErrorCode | "pickupOfficeMissing" | "dropoffOfficeMissing" | "pickupMissing" | "returnMissing";

export type SearchFormError = { code: SearchFormErrorCode; field: SearchField };

/** The catalog key (under search.errors) that words an error code, for the client and the server alike. */
export function searchErrorMessageKey(code: SearchFormErrorCode): MessageKey {
  return `search.errors.${code}`;
}

/** The form field an error is shown next to. */
export function searchFormErrorField(code: SearchFormErrorCode): SearchField {
  switch (code) {
    case "pickupOfficeMissing":
      return "pickupOffice";
    case "dropoffOfficeMissing":
      return "dropoffOffice";
    case "pickupMissing":
      return "pickUp";
    case "returnMissing":
      return "dropOff";
    default:
      return searchErrorField(code);
  }
}

const ALWAYS_OPEN: OfficeSchedule = {
  hours: Array.from({ length: 7 }, () => ({ open: "00:00", close: "24:00" })),
  open24h: true,
  closures: [],
};

/** Every problem of a search, in field order; empty when the search may be submitted. */
export function validateSearchForm(
  values: SearchValues,
  offices: readonly SearchOffice[],
  now: Date,
): SearchFormError[] {
  const errors: SearchFormErrorCode[] = [];
  const pickUpOffice = offices.find((o) => o.code === values.pickupCode);
  const dropOffOffice = values.different ? offices.find((o) => o.code === values.dropoffCode) : pickUpOffice;
  if (!pickUpOffice) errors.push("pickupOfficeMissing");
  if (values.different && !dropOffOffice) errors.push("dropoffOfficeMissing");
  const pickUp = parseIstanbulLocal(values.pickupAt);
  const dropOff = parseIstanbulLocal(values.returnAt);
  if (!pickUp) errors.push("pickupMissing");
  if (!dropOff) errors.push("returnMissing");
  if (pickUp && dropOff) {
    const found = validateSearch({
      pickUp,
      dropOff,
      now,
      // An office not chosen yet is reported above; checking hours against it would only add noise.
      pickUpOffice: pickUpOffice ?? ALWAYS_OPEN,
      dropOffOffice: dropOffOffice ?? ALWAYS_OPEN,
    });
    errors.push(...found);
  }
  return errors
    .map((code) => ({ code, field: searchFormErrorField(code) }))
    .sort((a, b) => SEARCH_FIELDS.indexOf(a.field) - SEARCH_FIELDS.indexOf(b.field));
}

const ALL_SLOTS = Array.from({ length: MINUTES_PER_DAY / SLOT_MINUTES }, (_, i) => formatTimeOfDay(i * SLOT_MINUTES));

/** Half-hour times to offer on a date: the office's open slots, or every slot before an office is chosen. */
export function timeSlotsFor(office: SearchOffice | undefined, date: string): string[] {
  if (!office || !isDateString(date)) return ALL_SLOTS;
  return officeSlotsForDay(office.hours, office.open24h, office.closures, date);
}

/** Folds Turkish and other diacritics and case, so "kadikoy" finds "Kadıköy" and "istanbul" finds "İstanbul". */
export function foldForSearch(text: string): string {
  return foldName(text)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** Whether an office matches what was typed, by its name or its city. */
export function officeMatches(office: Pick<SearchOffice, "name" | "cityName">, typed: string): boolean {
  const needle = foldForSearch(typed);
  return foldForSearch(office.name).includes(needle) || foldForSearch(office.cityName).includes(needle);
}
