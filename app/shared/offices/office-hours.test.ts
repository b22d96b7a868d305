import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WeekHours } from "#app/domain/rental/search-rules.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { openingOn, openStreetMapUrl, regularWeek, weekdayIndex } from "./office-hours.ts";

const weekday = { open: "08:30", close: "19:00" };
const saturday = { open: "09:00", close: "14:00" };
const cityHours: WeekHours = [weekday, weekday, weekday, weekday, weekday, saturday, null];
const city = { hours: cityHours, open24h: false };
const airport = { hours: Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" })), open24h: true };

// 2026-11-23 is a Monday.
const monday = "2026-11-23";

describe("openingOn", () => {
  it("gives the weekday's own hours when no holiday falls on the day", () => {
    expect(openingOn(city, [], monday)).toEqual({ kind: "open", open: "08:30", close: "19:00", special: false });
    expect(openingOn(city, [], addDays(monday, 5))).toEqual({
      kind: "open",
      open: "09:00",
      close: "14:00",
      special: false,
    });
    expect(openingOn(city, [], addDays(monday, 6))).toEqual({ kind: "closed", special: false });
  });

  it("shows a 24/7 office as open around the clock", () => {
    expect(openingOn(airport, [], monday)).toEqual({ kind: "24h", special: false });
  });

  it("closes the office on a holiday and marks the day as special", () => {
    const closures = [{ day: monday, opens: null, closes: null }];
    expect(openingOn(city, closures, monday)).toEqual({ kind: "closed", special: true });
    expect(openingOn(city, closures, addDays(monday, 1)).special).toBe(false);
  });

  it("shortens the day on a half holiday", () => {
    const closures = [{ day: monday, opens: "10:00", closes: "16:00" }];
    expect(openingOn(city, closures, monday)).toEqual({ kind: "open", open: "10:00", close: "16:00", special: true });
  });

  it("agrees with the regular week on every day without a holiday", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const date = addDays("2024-01-01", offset);
        const regular = regularWeek(city)[weekdayIndex(date)];
        expect(openingOn(city, [], date)).toEqual({ ...regular, special: false });
      }),
    );
  });
});

describe("regularWeek", () => {
  it("lists seven days from Monday, 24/7 offices as such", () => {
    expect(regularWeek(city)).toHaveLength(7);
    expect(regularWeek(city)[6]).toEqual({ kind: "closed" });
    expect(regularWeek(airport).every((d) => d.kind === "24h")).toBe(true);
  });
});

describe("openStreetMapUrl", () => {
  it("puts a marker at the coordinates", () => {
    expect(openStreetMapUrl(41.2753, 28.7519)).toBe(
      "https://www.openstreetmap.org/?mlat=41.2753&mlon=28.7519#map=16/41.2753/28.7519",
    );
  });
});
