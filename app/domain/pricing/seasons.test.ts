import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays } from "#app/domain/time/calendar.ts";
import { seasonFactorFor, seasonFor, type Season } from "./seasons.ts";

const summer: Season = { startsOn: "2025-06-15", endsOn: "2025-09-15", factorPermille: 1300 };
const bayram: Season = { startsOn: "2025-06-05", endsOn: "2025-06-09", factorPermille: 1500 };
const lateJune: Season = { startsOn: "2025-06-20", endsOn: "2025-06-24", factorPermille: 1100 };

describe("seasons", () => {
  it("applies a season on both of its end dates", () => {
    expect(seasonFactorFor("2025-06-15", [summer])).toBe(1300);
    expect(seasonFactorFor("2025-09-15", [summer])).toBe(1300);
    expect(seasonFactorFor("2025-06-14", [summer])).toBe(1000);
    expect(seasonFactorFor("2025-09-16", [summer])).toBe(1000);
  });

  it("uses 1000 when no season covers the day", () => {
    expect(seasonFactorFor("2025-01-10", [])).toBe(1000);
    expect(seasonFor("2025-01-10", [summer, bayram])).toBeNull();
  });

  it("lets the shorter overlapping season win, even with a lower factor", () => {
    expect(seasonFactorFor("2025-06-22", [summer, lateJune])).toBe(1100);
    expect(seasonFactorFor("2025-06-22", [lateJune, summer])).toBe(1100);
    expect(seasonFactorFor("2025-06-07", [summer, bayram])).toBe(1500);
  });

  it("takes the higher factor between equally long overlapping seasons", () => {
    const a: Season = { startsOn: "2025-03-01", endsOn: "2025-03-10", factorPermille: 900 };
    const b: Season = { startsOn: "2025-03-05", endsOn: "2025-03-14", factorPermille: 1200 };
    expect(seasonFactorFor("2025-03-07", [a, b])).toBe(1200);
    expect(seasonFactorFor("2025-03-07", [b, a])).toBe(1200);
  });
});

describe("a day's factor, remembered per seasons list", () => {
  const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays("2027-01-01", n));
  const season = fc
    .tuple(day, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 500, max: 2000 }))
    .map(([startsOn, length, factorPermille]) => ({ startsOn, endsOn: addDays(startsOn, length), factorPermille }));

  it("is what the seasons say, asked in any order, again and again, of several lists", () => {
    fc.assert(
      fc.property(
        fc.array(season, { maxLength: 6 }),
        fc.array(season, { maxLength: 6 }),
        fc.array(day),
        (a, b, days) => {
          for (const date of [...days, ...days]) {
            expect(seasonFactorFor(date, a)).toBe(seasonFor(date, a)?.factorPermille ?? 1000);
            expect(seasonFactorFor(date, b)).toBe(seasonFor(date, b)?.factorPermille ?? 1000);
          }
        },
      ),
    );
  });
});
