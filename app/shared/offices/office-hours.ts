// What an office's opening hours look like on a given Istanbul day, for the office pages.
import { officeWindowForDay, type OfficeClosure, type WeekHours } from "#app/domain/rental/search-rules.ts";
import { weekdayOfDate, type DateString, type Weekday } from "#app/domain/time/calendar.ts";
import { formatTimeOfDay } from "#app/domain/time/time-of-day.ts";

export type DayOpening = { kind: "24h" } | { kind: "closed" } | { kind: "open"; open: string; close: string };

export interface OfficeHours {
  hours: WeekHours;
  open24h: boolean;
}

/** How the office opens on an Istanbul date, holidays included; `special` when a holiday changes the day. */
export function openingOn(
  office: OfficeHours,
  closures: readonly OfficeClosure[],
  date: DateString,
): DayOpening & { special: boolean } {
  const special = closures.some((c) => c.day === date);
  if (office.open24h && !special) return { kind: "24h", special };
  const window = officeWindowForDay(office.hours, office.open24h, closures, date);
  if (!window) return { kind: "closed", special };
  return { kind: "open", open: formatTimeOfDay(window.open), close: formatTimeOfDay(window.close), special };
}

/** The regular week, Monday first, before holidays. */
export function regularWeek(office: OfficeHours): DayOpening[] {
  return Array.from({ length: 7 }, (_, i): DayOpening => {
    if (office.open24h) return { kind: "24h" };
    const day = office.hours[i] ?? null;
    return day ? { kind: "open", open: day.open, close: day.close } : { kind: "closed" };
  });
}

/** Monday = 0 ... Sunday = 6 of an Istanbul date, to mark today in the week table. */
export function weekdayIndex(date: DateString): Weekday {
  return weekdayOfDate(date);
}

/** OpenStreetMap page centred on a point with a marker; works without JavaScript. */
export function openStreetMapUrl(lat: number, lng: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** Driving directions from the visitor's position to an office, on OpenStreetMap (opened in a new tab). */
export function directionsUrl(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  const route = `${from.lat.toFixed(5)},${from.lng.toFixed(5)};${to.lat},${to.lng}`;
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(route)}`;
}
