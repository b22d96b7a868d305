import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { officeSlotsForDay, officeWindowForDay, type OfficeSchedule } from "#app/domain/rental/search-rules.ts";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { formatTimeOfDay } from "#app/domain/time/time-of-day.ts";
import {
  checkBuffer,
  checkHours,
  checkLatitude,
  checkLongitude,
  closureFrom,
  strandedVisits,
  weekHoursFrom,
  type BookedVisit,
  type DayHoursInput,
} from "./office-settings.ts";

const open = (o: string, c: string): DayHoursInput => ({ closed: false, open: o, close: c });
const closed: DayHoursInput = { closed: true, open: "", close: "" };
const minute = fc.integer({ min: 0, max: 1440 });

describe("opening hours of a weekday", () => {
  it("accepts a window that closes after it opens, up to the end of the day", () => {
    expect(checkHours("08:00", "20:00")).toBeNull();
    expect(checkHours("00:00", "24:00")).toBeNull();
    expect(checkHours("00:00", "23:59")).toBeNull();
    expect(checkHours("20:00", "08:00")).toBe("closeNotAfterOpen");
    expect(checkHours("09:00", "09:00")).toBe("closeNotAfterOpen");
    expect(checkHours("24:00", "24:00")).toBe("timeInvalid");
    expect(checkHours("8:00", "20:00")).toBe("timeInvalid");
    expect(checkHours("08:00", "25:00")).toBe("timeInvalid");
  });

  it("accepts exactly the windows whose close is after the open (property)", () => {
    fc.assert(
      fc.property(minute, minute, (a, b) => {
        const problem = checkHours(formatTimeOfDay(a), formatTimeOfDay(b));
        if (a === 1440) expect(problem).toBe("timeInvalid");
        else expect(problem === null).toBe(a < b);
      }),
    );
  });

  it("a week it accepts is one the search reads back as the same windows (property)", () => {
    const day = fc.oneof(
      fc.constant(closed),
      fc
        .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
        .filter(([a, b]) => a < b)
        .map(([a, b]) => open(formatTimeOfDay(a), formatTimeOfDay(b))),
    );
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (days) => {
        const result = weekHoursFrom(days);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        // 2025-06-02 is a Monday: the week's dates line up with the entries.
        days.forEach((d, i) => {
          const date = `2025-06-0${2 + i}`;
          const window = officeWindowForDay(result.hours, false, [], date);
          if (d.closed) expect(window).toBeNull();
          else
            expect(window).toEqual({
              open: Number(d.open.slice(0, 2)) * 60 + Number(d.open.slice(3)),
              close: window?.close,
            });
          for (const slot of officeSlotsForDay(result.hours, false, [], date)) {
            expect(slot >= d.open && (d.close === "24:00" || slot <= d.close)).toBe(true);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it("names the weekday whose hours are wrong", () => {
    const week = [open("08:00", "20:00"), open("20:00", "08:00"), closed, closed, closed, open("9", "14:00"), closed];
    expect(weekHoursFrom(week)).toEqual({
      ok: false,
      problems: [
        { weekday: 1, problem: "closeNotAfterOpen" },
        { weekday: 5, problem: "timeInvalid" },
      ],
    });
    expect(() => weekHoursFrom(week.slice(0, 6))).toThrow(RangeError);
  });
});

describe("holidays and shortened days", () => {
  const today = "2026-11-24";
  it("closes a day or gives it other hours, from today on", () => {
    expect(closureFrom({ day: "2026-12-31", closed: true, opens: "", closes: "" }, today)).toEqual({
      ok: true,
      closure: { day: "2026-12-31", opens: null, closes: null },
    });
    expect(closureFrom({ day: "2026-12-31", closed: false, opens: "10:00", closes: "13:00" }, today)).toEqual({
      ok: true,
      closure: { day: "2026-12-31", opens: "10:00", closes: "13:00" },
    });
    expect(closureFrom({ day: "2026-11-23", closed: true, opens: "", closes: "" }, today)).toEqual({
      ok: false,
      problems: ["dayPast"],
    });
    expect(closureFrom({ day: "2026-02-30", closed: true, opens: "", closes: "" }, today)).toEqual({
      ok: false,
      problems: ["dayInvalid"],
    });
    expect(closureFrom({ day: "2026-12-31", closed: false, opens: "13:00", closes: "10:00" }, today)).toEqual({
      ok: false,
      problems: ["closeNotAfterOpen"],
    });
  });
});

describe("buffer and map position", () => {
  it("keeps the buffer to quarter hours up to 12 hours", () => {
    expect([0, 15, 120, 720].every(checkBuffer)).toBe(true);
    expect([-15, 10, 735, 1.5, Number.NaN].some(checkBuffer)).toBe(false);
  });

  it("keeps latitude within ±90 and longitude within ±180 (property)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (v) => {
        expect(checkLatitude(v)).toBe(v >= -90 && v <= 90);
        expect(checkLongitude(v)).toBe(v >= -180 && v <= 180);
      }),
    );
    expect(checkLatitude(Number.NaN)).toBe(false);
  });
});

describe("reservations a change would strand", () => {
  const week = (o: string, c: string) => Array.from({ length: 7 }, () => ({ open: o, close: c }));
  const before: OfficeSchedule = { hours: week("08:00", "20:00"), open24h: false, closures: [] };
  const visit = (number: string, date: string, time: string, kind: "pickup" | "return" = "pickup"): BookedVisit => ({
    number,
    name: "Ayşe Yılmaz",
    kind,
    at: istanbulInstant(date, time),
  });
  const visits = [
    visit("A", "2026-12-31", "09:00"),
    visit("B", "2026-12-31", "19:30", "return"),
    visit("C", "2027-01-01", "12:00"),
    visit("D", "2026-12-31", "07:00"), // already outside the old hours
  ];

  it("names the visits a holiday or shorter hours leave outside", () => {
    const holiday = { ...before, closures: [{ day: "2026-12-31", opens: null, closes: null }] };
    expect(strandedVisits(before, holiday, visits).map((v) => v.number)).toEqual(["A", "B"]);
    const shorter = { ...before, hours: week("10:00", "18:00") };
    expect(strandedVisits(before, shorter, visits).map((v) => v.number)).toEqual(["A", "B"]);
    expect(strandedVisits(before, { ...before, open24h: true }, visits)).toEqual([]);
  });

  it("strands nothing when the new hours cover the old ones (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 * 60 }),
        fc.integer({ min: 20 * 60, max: 1440 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 47 })), { maxLength: 20 }),
        (from, to, offsets) => {
          const wider = { ...before, hours: week(formatTimeOfDay(from), formatTimeOfDay(to)) };
          const booked = offsets.map(([d, slot], i) =>
            visit(String(i), `2027-01-${String(1 + (d % 28)).padStart(2, "0")}`, formatTimeOfDay(slot * 30)),
          );
          expect(strandedVisits(before, wider, booked)).toEqual([]);
          expect(strandedVisits(before, before, booked)).toEqual([]);
          // Stranded visits are exactly the once-open ones the new hours leave out.
          const narrow = { ...before, hours: week("12:00", "13:00") };
          for (const v of strandedVisits(before, narrow, booked)) {
            const t = formatTimeOfDay(Math.round((v.at.getTime() / 60_000 + 180) % 1440));
            expect(t >= "08:00" && t <= "20:00" && (t < "12:00" || t > "13:00")).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
