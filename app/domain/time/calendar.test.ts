import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addDays,
  civilFromDays,
  compareDates,
  dateFromEpochDay,
  daysBetween,
  daysFromCivil,
  daysInMonth,
  epochDayOf,
  isDateString,
  parseDateString,
  weekdayOfDate,
} from "./calendar.ts";

const epochDay = fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(9999, 12, 31) });

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isDateString("2024-02-29")).toBe(true);
    expect(isDateString("2023-02-29")).toBe(false);
    expect(isDateString("2000-02-29")).toBe(true);
    expect(isDateString("1900-02-29")).toBe(false);
    expect(isDateString("2024-04-31")).toBe(false);
    expect(isDateString("2024-13-01")).toBe(false);
    expect(isDateString("2024-00-10")).toBe(false);
    expect(isDateString("2024-1-01")).toBe(false);
    expect(isDateString("24-01-01")).toBe(false);
    expect(isDateString("2024-01-01T00:00")).toBe(false);
    expect(parseDateString("2025-12-31")).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it("knows month lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it("counts days from 1970-01-01", () => {
    expect(epochDayOf("1970-01-01")).toBe(0);
    expect(epochDayOf("1970-01-02")).toBe(1);
    expect(epochDayOf("1969-12-31")).toBe(-1);
    expect(epochDayOf("2000-03-01")).toBe(11_017);
  });

  it("answers the same for a date asked again, also after more dates than it keeps (memo, decision 0144)", () => {
    fc.assert(
      fc.property(fc.array(epochDay, { minLength: 1, maxLength: 60 }), (days) => {
        for (const day of days) {
          const date = dateFromEpochDay(day);
          expect(epochDayOf(date)).toBe(day);
          expect(epochDayOf(date)).toBe(day);
        }
      }),
      { numRuns: 200 },
    );
    expect(() => epochDayOf("2025-02-30" as never)).toThrow(RangeError);
    expect(() => epochDayOf("2025-02-30" as never)).toThrow(RangeError);
  });

  it("agrees with Date.UTC for every day in 1900-9999", () => {
    fc.assert(
      fc.property(epochDay, (day) => {
        const utc = new Date(day * 86_400_000);
        const civil = civilFromDays(day);
        expect(civil).toEqual({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
        expect(daysFromCivil(civil.year, civil.month, civil.day)).toBe(day);
        expect(weekdayOfDate(dateFromEpochDay(day))).toBe((utc.getUTCDay() + 6) % 7);
      }),
    );
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2025-06-15", 0)).toBe("2025-06-15");
    expect(() => addDays("2025-06-15", 0.5)).toThrow(RangeError);
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
  });

  it("addDays and daysBetween are inverse", () => {
    fc.assert(
      fc.property(epochDay, fc.integer({ min: -5000, max: 5000 }), (day, n) => {
        const date = dateFromEpochDay(day);
        fc.pre(day + n >= daysFromCivil(1, 1, 1) && day + n <= daysFromCivil(9999, 12, 31));
        const later = addDays(date, n);
        expect(daysBetween(date, later)).toBe(n);
        expect(compareDates(later, date)).toBe(Math.sign(n));
        expect(later > date).toBe(n > 0);
        expect(later < date).toBe(n < 0);
      }),
    );
  });

  it("names weekdays with Monday = 0", () => {
    expect(weekdayOfDate("2025-01-06")).toBe(0); // Monday
    expect(weekdayOfDate("2025-01-12")).toBe(6); // Sunday
    expect(weekdayOfDate("1970-01-01")).toBe(3); // Thursday
  });
});
