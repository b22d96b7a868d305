import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SearchOffice } from "./search-form.ts";
import { packOffices, packWeekHours, unpackOffices, unpackWeekHours } from "./office-wire.ts";

const time = fc
  .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 30, 59))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const day = fc
  .tuple(fc.integer({ min: 2026, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
const office: fc.Arbitrary<SearchOffice> = fc.record({
  code: fc.stringMatching(/^[A-Z]{3}$/),
  // Names and cities may hold any text, commas and spaces included.
  name: fc.string(),
  cityName: fc.string(),
  open24h: fc.boolean(),
  hours: fc.array(fc.option(fc.record({ open: time, close: time }), { nil: null }), { minLength: 7, maxLength: 7 }),
  closures: fc.array(
    fc.record({
      day,
      opens: fc.option(time, { nil: null }),
      closes: fc.option(time, { nil: null }),
    }),
    { maxLength: 6 },
  ),
});
// A map position as the wire keeps it: four decimals (the search bar's nearest-offices sort).
const coordinate = (max: number) => fc.integer({ min: -max * 10_000, max: max * 10_000 }).map((n) => n / 10_000);
const placedOffice: fc.Arbitrary<SearchOffice> = fc
  .tuple(office, fc.option(fc.tuple(coordinate(90), coordinate(180)), { nil: null }))
  .map(([o, at]) => (at ? { ...o, lat: at[0], lng: at[1] } : o));

describe("the site layout's packed office list", () => {
  it("unpacks to exactly the offices, hours and holidays that were packed", () => {
    fc.assert(
      fc.property(fc.array(placedOffice, { maxLength: 5 }), (offices) => {
        expect(unpackOffices(packOffices(offices))).toEqual(offices);
      }),
    );
  });

  it("keeps an office's map position to four decimals, and sends none for an office without one", () => {
    const base = { code: "ESB", name: "Esenboğa", cityName: "Ankara", open24h: true, hours: [], closures: [] };
    const [placed, unplaced] = packOffices([{ ...base, lat: 40.128_123_9, lng: 32.995_050_1 }, base]);
    expect(placed?.slice(6)).toEqual([40.1281, 32.9951]);
    expect(unplaced).toHaveLength(6);
    expect(unpackOffices([unplaced!])[0]).not.toHaveProperty("lat");
  });

  it("sends the hours and holidays offices share as the same string", () => {
    const hours = [{ open: "08:30", close: "19:00" }, null, null, null, null, null, { open: "09:00", close: "18:00" }];
    const closures = [
      { day: "2027-01-01", opens: null, closes: null },
      { day: "2027-04-23", opens: "10:00", closes: "16:00" },
      { day: "2027-05-19", opens: null, closes: "13:00" },
    ];
    const [a, b] = packOffices([
      { code: "ADA", name: "Adana Merkez", cityName: "Adana", open24h: false, hours, closures },
      { code: "AYT", name: "Antalya", cityName: "Antalya", open24h: false, hours, closures },
    ]);
    expect(a?.[4]).toBe("08:30-19:00,,,,,,09:00-18:00");
    expect(a?.[5]).toBe("2027-01-01,2027-04-23 10:00-16:00,2027-05-19 -13:00");
    expect(b?.[4]).toBe(a?.[4]);
    expect(b?.[5]).toBe(a?.[5]);
  });
});

describe("an office list's week of opening hours", () => {
  it("unpacks to the seven days that were packed, closed days included", () => {
    const week = fc.array(fc.option(fc.record({ open: time, close: time }), { nil: null }), {
      minLength: 7,
      maxLength: 7,
    });
    fc.assert(
      fc.property(week, (hours) => {
        expect(unpackWeekHours(packWeekHours(hours))).toEqual(hours);
      }),
    );
  });
});
