import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dateFromEpochDay } from "#app/domain/time/calendar.ts";
import { DAY_MS, istanbulDate } from "#app/domain/time/istanbul.ts";
import { blockPeriod, checkBlockDates, MAX_BLOCK_DAYS, periodsOverlap } from "./unit-blocks.ts";

const day = fc.integer({ min: 19_000, max: 23_000 }).map(dateFromEpochDay);

describe("block dates", () => {
  it("accepts a range from today on and names what is wrong otherwise", () => {
    expect(checkBlockDates("2026-12-01", "2026-12-03", "2026-11-24")).toEqual({
      ok: true,
      from: "2026-12-01",
      to: "2026-12-03",
    });
    expect(checkBlockDates("2026-11-20", "2026-11-24", "2026-11-24").ok).toBe(true);
    expect(checkBlockDates("2026-12-03", "2026-12-01", "2026-11-24")).toEqual({ ok: false, error: "blockOrder" });
    expect(checkBlockDates("2026-11-01", "2026-11-23", "2026-11-24")).toEqual({ ok: false, error: "blockPast" });
    expect(checkBlockDates("2026-02-30", "2026-03-01", "2026-01-01")).toEqual({ ok: false, error: "blockDates" });
    expect(checkBlockDates("", "2026-03-01", "2026-01-01")).toEqual({ ok: false, error: "blockDates" });
    expect(checkBlockDates("2027-01-01", addDays("2027-01-01", MAX_BLOCK_DAYS), "2026-01-01")).toEqual({
      ok: false,
      error: "blockTooLong",
    });
  });

  it("covers whole Istanbul days: from the first day's midnight to the midnight after the last", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), (from, extra) => {
        const to = addDays(from, extra);
        const { start, end } = blockPeriod(from, to);
        expect(istanbulDate(start)).toBe(from);
        expect(istanbulDate(new Date(end.getTime() - 1))).toBe(to);
        expect(istanbulDate(end)).toBe(addDays(to, 1));
        expect(end.getTime() - start.getTime()).toBe((extra + 1) * DAY_MS);
      }),
    );
  });

  it("blocks of days that follow each other do not overlap; sharing a day does", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (from, a, b) => {
        const first = blockPeriod(from, addDays(from, a));
        const next = blockPeriod(addDays(from, a + 1), addDays(from, a + 1 + b));
        const sharing = blockPeriod(addDays(from, a), addDays(from, a + b));
        expect(periodsOverlap(first, next)).toBe(false);
        expect(periodsOverlap(first, sharing)).toBe(true);
        expect(periodsOverlap(sharing, first)).toBe(true);
      }),
    );
  });
});
