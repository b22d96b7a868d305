import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TIER_MIN_DAYS, tierFor, tierMaxDays } from "./tiers.ts";

describe("tiers", () => {
  it("maps rental lengths to 1-3, 4-7, 8-15, 16-30 and 31+", () => {
    const expected: [number, number][] = [
      [1, 1],
      [3, 1],
      [4, 4],
      [7, 4],
      [8, 8],
      [15, 8],
      [16, 16],
      [30, 16],
      [31, 31],
      [90, 31],
      [400, 31],
    ];
    for (const [days, tier] of expected) expect(tierFor(days)).toBe(tier);
  });

  it("refuses non-positive or fractional days", () => {
    expect(() => tierFor(0)).toThrow(RangeError);
    expect(() => tierFor(2.5)).toThrow(RangeError);
  });

  it("gives each tier's last day", () => {
    expect(TIER_MIN_DAYS.map(tierMaxDays)).toEqual([3, 7, 15, 30, null]);
  });

  it("is monotone and each day lies inside its tier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (days) => {
        const tier = tierFor(days);
        expect(tier).toBeLessThanOrEqual(days);
        expect(days).toBeLessThanOrEqual(tierMaxDays(tier) ?? Infinity);
        expect(tierFor(days + 1)).toBeGreaterThanOrEqual(tier);
      }),
    );
  });
});
