import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatTimeOfDay, parseTimeOfDay } from "./time-of-day.ts";

describe("time of day", () => {
  it("parses HH:mm strictly", () => {
    expect(parseTimeOfDay("00:00")).toBe(0);
    expect(parseTimeOfDay("08:30")).toBe(510);
    expect(parseTimeOfDay("23:59")).toBe(1439);
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("24:00", { allowEndOfDay: true })).toBe(1440);
    expect(parseTimeOfDay("24:30", { allowEndOfDay: true })).toBeNull();
    expect(parseTimeOfDay("8:30")).toBeNull();
    expect(parseTimeOfDay("12:60")).toBeNull();
    expect(parseTimeOfDay("12.30")).toBeNull();
  });

  it("formats and round-trips every minute", () => {
    expect(formatTimeOfDay(1440)).toBe("24:00");
    expect(() => formatTimeOfDay(-1)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseTimeOfDay(formatTimeOfDay(m))).toBe(m);
      }),
    );
  });
});
