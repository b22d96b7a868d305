import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { latestReturnFor, rentalDays } from "./rental-days.ts";

const H = 3_600_000;
const M = 60_000;
const pickUp = new Date("2025-05-01T07:00:00Z");
const after = (ms: number) => new Date(pickUp.getTime() + ms);

const anyPickUp = fc
  .integer({ min: Date.UTC(2020, 0, 1) / M, max: Date.UTC(2040, 0, 1) / M })
  .map((m) => new Date(m * M));

describe("rentalDays", () => {
  it("follows the examples of the rules", () => {
    expect(rentalDays(pickUp, after(24 * H))).toBe(1);
    expect(rentalDays(pickUp, after(25 * H))).toBe(1);
    expect(rentalDays(pickUp, after(25 * H + M))).toBe(2);
  });

  it("counts very short rentals as one day", () => {
    expect(rentalDays(pickUp, after(30 * M))).toBe(1);
    expect(rentalDays(pickUp, after(1))).toBe(1);
  });

  it("has exact boundaries at n x 24 h + 60 min", () => {
    expect(rentalDays(pickUp, after(49 * H))).toBe(2);
    expect(rentalDays(pickUp, after(49 * H + 1))).toBe(3);
    expect(rentalDays(pickUp, after(90 * 24 * H + H))).toBe(90);
    expect(rentalDays(pickUp, after(90 * 24 * H + H + 30 * M))).toBe(91);
  });

  it("refuses a drop-off at or before pick-up, and invalid dates", () => {
    expect(() => rentalDays(pickUp, pickUp)).toThrow(RangeError);
    expect(() => rentalDays(pickUp, after(-H))).toThrow(RangeError);
    expect(() => rentalDays(new Date(Number.NaN), pickUp)).toThrow(RangeError);
  });

  it("for every n, n x 24h + 60min is n days and one more minute is n + 1", () => {
    fc.assert(
      fc.property(anyPickUp, fc.integer({ min: 1, max: 400 }), (p, n) => {
        const edge = new Date(p.getTime() + n * 24 * H + H);
        expect(rentalDays(p, edge)).toBe(n);
        expect(rentalDays(p, new Date(edge.getTime() + M))).toBe(n + 1);
        expect(latestReturnFor(p, n).getTime()).toBe(edge.getTime());
      }),
    );
  });

  it("is monotone in the drop-off and at least 1", () => {
    fc.assert(
      fc.property(anyPickUp, fc.integer({ min: 1, max: 200 * 48 }), fc.integer({ min: 0, max: 48 }), (p, a, b) => {
        const d1 = rentalDays(p, new Date(p.getTime() + a * 30 * M));
        const d2 = rentalDays(p, new Date(p.getTime() + (a + b) * 30 * M));
        expect(d1).toBeGreaterThanOrEqual(1);
        expect(d2).toBeGreaterThanOrEqual(d1);
        expect(d2 - d1).toBeLessThanOrEqual(1 + Math.ceil(b / 48));
      }),
    );
  });

  it("latestReturnFor refuses non-positive day counts", () => {
    expect(() => latestReturnFor(pickUp, 0)).toThrow(RangeError);
    expect(() => latestReturnFor(pickUp, 1.5)).toThrow(RangeError);
  });
});
