// The site layout's office list on the wire (docs/decisions/0059): every page with a
// search bar carries it in its hydration data, and as objects (seven opening-hours objects and a
// closure object per holiday for each office) it weighed 6.8 KB. Packed, an office is five values,
// and the hours and holiday lists many offices share are one string each, which the page's data
// stream sends once and then refers to.
//
// Imports nothing at run time (see search-form.ts): the hook that unpacks this is on every page.
import type { DayHours, OfficeClosure, WeekHours } from "#app/domain/rental/search-rules.ts";
import type { SearchOffice } from "./search-form.ts";

/**
 * [code, name, city, open24h (1/0), hours, closures]. hours: seven "HH:mm-HH:mm" joined by ","
 * (Monday first; "" = closed all day). closures: "YYYY-MM-DD" (closed all day) or
 * "YYYY-MM-DD HH:mm-HH:mm" (an empty bound keeps the day's own), joined by ",". Then the map
 * position when the office has one (latitude, longitude to four decimals, about 11 m), which the
 * search bar's "nearest offices" sort uses (decision 0058).
 */
export type PackedOffice =
  [string, string, string, 0 | 1, string, string] | [string, string, string, 0 | 1, string, string, number, number];

const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

export function packOffices(offices: readonly SearchOffice[]): PackedOffice[] {
  return offices.map((o): PackedOffice => {
    const base: [string, string, string, 0 | 1, string, string] = [
      o.code,
      o.name,
      o.cityName,
      o.open24h ? 1 : 0,
      packWeekHours(o.hours),
      o.closures
        .map((c) => (c.opens === null && c.closes === null ? c.day : `${c.day} ${c.opens ?? ""}-${c.closes ?? ""}`))
        .join(","),
    ];
    return o.lat === undefined || o.lng === undefined ? base : [...base, fourDecimals(o.lat), fourDecimals(o.lng)];
  });
}

function dayHours(text: string): DayHours {
  if (text === "") return null;
  const [open = "", close = ""] = text.split("-");
  return { open, close };
}

/**
 * A week's opening hours as one string: seven "HH:mm-HH:mm" joined by "," (Monday first; "" =
 * closed all day). The office list sends its offices' hours this way too (decision 0059, "hydra").
 */
export function packWeekHours(hours: WeekHours): string {
  return hours.map((h) => (h ? `${h.open}-${h.close}` : "")).join(",");
}

export function unpackWeekHours(text: string): DayHours[] {
  return text.split(",").map(dayHours);
}

function closure(text: string): OfficeClosure {
  const [day = "", bounds] = text.split(" ");
  if (bounds === undefined) return { day, opens: null, closes: null };
  const [opens = "", closes = ""] = bounds.split("-");
  return { day, opens: opens || null, closes: closes || null };
}

export function unpackOffices(packed: readonly PackedOffice[]): SearchOffice[] {
  return packed.map(([code, name, cityName, open24h, hours, closures, lat, lng]) => ({
    code,
    name,
    cityName,
    open24h: open24h === 1,
    hours: unpackWeekHours(hours),
    closures: closures === "" ? [] : closures.split(",").map(closure),
    ...(lat === undefined || lng === undefined ? {} : { lat, lng }),
  }));
}
