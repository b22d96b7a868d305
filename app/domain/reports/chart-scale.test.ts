import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { niceScale } from "./chart-scale.ts";

describe("chart scale", () => {
  it("rounds the axis up to round figures", () => {
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it("always reaches the largest value with a few evenly spaced ticks (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e12, noNaN: true }), (value) => {
        const { max, ticks } = niceScale(value);
        expect(max).toBeGreaterThanOrEqual(value * (1 - 1e-9));
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(max).toBeLessThan(value * 2.6);
      }),
    );
  });
});
