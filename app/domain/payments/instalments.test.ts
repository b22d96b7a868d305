import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  INSTALMENT_COUNTS,
  type InstalmentCount,
  cardBin,
  instalmentOption,
  instalmentOptions,
  isInstalments,
  pickInstalments,
} from "./instalments.ts";

const rates = new Map<InstalmentCount, number>([
  [2, 320],
  [3, 475],
  [6, 920],
  [9, 1350],
]);
const anyBase = fc.integer({ min: 1, max: 50_000_000_00 });
const anyRate = fc.integer({ min: 0, max: 5_000 });
const anyCount = fc.constantFrom(1, ...INSTALMENT_COUNTS);

describe("instalmentOption", () => {
  it("adds the surcharge rounded half-up to the kuruş", () => {
    // 10.000,00 TL in 3 at 4.75 %: 475,00 TL surcharge, 10.475,00 TL, 3 x 3.491,67 TL.
    expect(instalmentOption(1_000_000, 3, 475)).toEqual({
      count: 3,
      rateBasisPoints: 475,
      surchargeKurus: 47_500,
      totalKurus: 1_047_500,
      monthlyKurus: 349_167,
    });
    // 0.5 kuruş goes up: 100 kuruş at 0.5 % is 0.5 -> 1.
    expect(instalmentOption(100, 2, 50).surchargeKurus).toBe(1);
    expect(instalmentOption(100, 2, 49).surchargeKurus).toBe(0);
  });

  it("never charges a surcharge on a single payment", () => {
    expect(instalmentOption(123_456, 1, 900)).toMatchObject({
      surchargeKurus: 0,
      totalKurus: 123_456,
      monthlyKurus: 123_456,
    });
  });

  it("refuses counts and rates outside the rules", () => {
    expect(() => instalmentOption(1000, 4 as never, 100)).toThrow(RangeError);
    expect(() => instalmentOption(1000, 3, 5_001)).toThrow(RangeError);
    expect(() => instalmentOption(1000, 3, -1)).toThrow(RangeError);
    expect(() => instalmentOption(0, 3, 100)).toThrow(RangeError);
    expect(() => instalmentOption(10.5, 3, 100)).toThrow(RangeError);
  });

  it("total >= base, and total - base is the surcharge (property)", () => {
    fc.assert(
      fc.property(anyBase, anyCount, anyRate, (base, count, rate) => {
        const o = instalmentOption(base, count as 1 | InstalmentCount, rate);
        expect(o.totalKurus).toBeGreaterThanOrEqual(base);
        expect(o.totalKurus - base).toBe(o.surchargeKurus);
        expect(Number.isSafeInteger(o.totalKurus) && Number.isSafeInteger(o.monthlyKurus)).toBe(true);
      }),
    );
  });

  it("the surcharge is the rate of the base within half a kuruş (property)", () => {
    fc.assert(
      fc.property(anyBase, fc.constantFrom(...INSTALMENT_COUNTS), anyRate, (base, count, rate) => {
        const o = instalmentOption(base, count, rate);
        const exact = (base * rate) / 10_000;
        expect(Math.abs(o.surchargeKurus - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("monthly x n covers the total within n kuruş (property)", () => {
    fc.assert(
      fc.property(anyBase, anyCount, anyRate, (base, count, rate) => {
        const o = instalmentOption(base, count as 1 | InstalmentCount, rate);
        expect(Math.abs(o.monthlyKurus * o.count - o.totalKurus)).toBeLessThan(o.count);
      }),
    );
  });

  it("a higher rate never costs less (property)", () => {
    fc.assert(
      fc.property(anyBase, fc.constantFrom(...INSTALMENT_COUNTS), anyRate, anyRate, (base, count, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(instalmentOption(base, count, high).totalKurus).toBeGreaterThanOrEqual(
          instalmentOption(base, count, low).totalKurus,
        );
      }),
    );
  });
});

describe("instalmentOptions", () => {
  it("offers the single payment first, then what the card allows and Yolda has a rate for", () => {
    const options = instalmentOptions(1_000_000, [9, 3, 2, 12], rates);
    expect(options.map((o) => o.count)).toEqual([1, 2, 3, 9]);
    expect(options.map((o) => o.totalKurus)).toEqual([1_000_000, 1_032_000, 1_047_500, 1_135_000]);
  });

  it("a card without instalments (a debit card) gets the single payment only", () => {
    expect(instalmentOptions(50_000, [], rates).map((o) => o.count)).toEqual([1]);
  });

  it("a count without a rate setting is not offered", () => {
    const only3 = new Map<InstalmentCount, number>([[3, 500]]);
    expect(instalmentOptions(50_000, [2, 3, 6, 9], only3).map((o) => o.count)).toEqual([1, 3]);
  });

  it("options are ascending in count, the single payment costs the base (property)", () => {
    fc.assert(
      fc.property(anyBase, fc.subarray([...INSTALMENT_COUNTS]), (base, allowed) => {
        const options = instalmentOptions(base, allowed, rates);
        expect(options[0]).toMatchObject({ count: 1, totalKurus: base });
        for (let i = 1; i < options.length; i++) {
          expect(options[i]!.count).toBeGreaterThan(options[i - 1]!.count);
          expect(allowed).toContain(options[i]!.count);
        }
      }),
    );
  });

  it("picks only an offered count", () => {
    const options = instalmentOptions(1_000_000, [2, 3], rates);
    expect(pickInstalments(options, 3)?.totalKurus).toBe(1_047_500);
    expect(pickInstalments(options, 6)).toBeNull();
    expect(pickInstalments(options, 1)?.totalKurus).toBe(1_000_000);
  });
});

describe("helpers", () => {
  it("knows the counts", () => {
    expect([1, 2, 3, 6, 9].every(isInstalments)).toBe(true);
    expect([0, 4, 5, 12].some(isInstalments)).toBe(false);
  });

  it("reads the BIN once six digits are typed", () => {
    expect(cardBin("4355 08")).toBe("435508");
    expect(cardBin("4355 0843 5508 4358")).toBe("435508");
    expect(cardBin("4355 0")).toBeNull();
  });
});
