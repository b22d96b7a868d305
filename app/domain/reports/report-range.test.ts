import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, weekdayOfDate } from "#app/domain/time/calendar.ts";
import { defaultReportRange, monthsOf, reportRangeOf, weeksOf } from "./report-range.ts";

describe("report range", () => {
  it("defaults to this month and the two before", () => {
    expect(defaultReportRange("2027-03-15")).toEqual({ from: "2027-01-01", to: "2027-03-15" });
    expect(defaultReportRange("2027-02-01")).toEqual({ from: "2026-12-01", to: "2027-02-01" });
  });

  it("refuses a reversed, broken or over-long range and says why", () => {
    expect(reportRangeOf("2027-03-01", "2027-03-31", "2027-04-10")).toEqual({
      range: { from: "2027-03-01", to: "2027-03-31" },
      problem: null,
    });
    expect(reportRangeOf("2027-03-31", "2027-03-01", "2027-04-10").problem).toBe("order");
    expect(reportRangeOf("2027-02-30", "2027-03-01", "2027-04-10").problem).toBe("invalid");
    expect(reportRangeOf("2025-01-01", "2027-03-01", "2027-04-10").problem).toBe("too_long");
    expect(reportRangeOf(undefined, undefined, "2027-04-10").problem).toBeNull();
  });

  it("cuts the range into Monday weeks and months", () => {
    // 2027-03-03 is a Wednesday.
    expect(weeksOf({ from: "2027-03-03", to: "2027-03-15" })).toEqual([
      { monday: "2027-03-01", start: "2027-03-03", end: "2027-03-08", days: 5 },
      { monday: "2027-03-08", start: "2027-03-08", end: "2027-03-15", days: 7 },
      { monday: "2027-03-15", start: "2027-03-15", end: "2027-03-16", days: 1 },
    ]);
    expect(monthsOf({ from: "2026-11-20", to: "2027-02-01" })).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });

  it("weeks cover every day of the range once (property)", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2025-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 365 }), (from, length) => {
        const to = addDays(from, length);
        const weeks = weeksOf({ from, to });
        expect(weeks.reduce((s, w) => s + w.days, 0)).toBe(length + 1);
        expect(weeks[0]?.start).toBe(from);
        expect(weeks.at(-1)?.end).toBe(addDays(to, 1));
        weeks.forEach((w, i) => {
          expect(weekdayOfDate(w.monday)).toBe(0);
          if (i > 0) expect(daysBetween(weeks[i - 1]!.end, w.start)).toBe(0);
        });
      }),
    );
  });
});
