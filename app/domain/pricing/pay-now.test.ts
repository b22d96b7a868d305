import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAY_NOW_DISCOUNT_BP,
  formatDiscountPercent,
  MAX_PAY_NOW_DISCOUNT_BP,
  parseDiscountPercent,
  payNowPrice,
  totalFor,
} from "./pay-now.ts";

const anyTotal = fc.integer({ min: 0, max: 100_000_000_00 });
const anyBp = fc.integer({ min: 0, max: MAX_PAY_NOW_DISCOUNT_BP });

describe("payNowPrice", () => {
  it("takes 5 % off by default, rounded half-up to the kuruş", () => {
    // 7.132,80 TL: 5 % is 356,64 TL.
    expect(payNowPrice(713_280, DEFAULT_PAY_NOW_DISCOUNT_BP)).toEqual({
      basisPoints: 500,
      discountKurus: 35_664,
      totalKurus: 677_616,
    });
    // 0,50 TL at 5 %: 2.5 kuruş rounds up to 3.
    expect(payNowPrice(50, 500).discountKurus).toBe(3);
    // 0,49 TL at 5 %: 2.45 kuruş rounds down to 2.
    expect(payNowPrice(49, 500).discountKurus).toBe(2);
  });

  it("pay-now total = pay-at-office total minus the discount, never negative, never more than the office total", () => {
    fc.assert(
      fc.property(anyTotal, anyBp, (total, bp) => {
        const p = payNowPrice(total, bp);
        expect(Number.isSafeInteger(p.discountKurus)).toBe(true);
        expect(p.totalKurus).toBe(total - p.discountKurus);
        expect(p.totalKurus).toBeGreaterThanOrEqual(0);
        expect(p.discountKurus).toBeGreaterThanOrEqual(0);
        expect(p.totalKurus).toBeLessThanOrEqual(total);
        // Within half a kuruş of the exact rate.
        expect(Math.abs(p.discountKurus - (total * bp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("a higher rate never makes paying now dearer", () => {
    fc.assert(
      fc.property(anyTotal, anyBp, anyBp, (total, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(payNowPrice(total, hi).totalKurus).toBeLessThanOrEqual(payNowPrice(total, lo).totalKurus);
      }),
    );
  });

  it("0 % leaves the price as it is", () => {
    fc.assert(
      fc.property(anyTotal, (total) => {
        expect(payNowPrice(total, 0).totalKurus).toBe(total);
      }),
    );
  });

  it("refuses rates outside 0-50 % and fractional kuruş", () => {
    expect(() => payNowPrice(1000, -1)).toThrow(RangeError);
    expect(() => payNowPrice(1000, MAX_PAY_NOW_DISCOUNT_BP + 1)).toThrow(RangeError);
    expect(() => payNowPrice(1000, 2.5)).toThrow(RangeError);
    expect(() => payNowPrice(10.5, 500)).toThrow(RangeError);
    expect(() => payNowPrice(-1, 500)).toThrow(RangeError);
  });
});

describe("totalFor", () => {
  it("card pays the pay-now total, the office pays the quote's total, VAT split of what is paid", () => {
    fc.assert(
      fc.property(anyTotal, anyBp, (total, bp) => {
        const payNow = payNowPrice(total, bp);
        const card = totalFor(total, payNow, "card");
        const office = totalFor(total, payNow, "office");
        expect(card.totalKurus).toBe(payNow.totalKurus);
        expect(office.totalKurus).toBe(total);
        expect(office.discountKurus).toBe(0);
        expect(card.vat.net + card.vat.vat).toBe(card.totalKurus);
      }),
    );
  });

  it("a quote made before the discount existed pays its own total either way", () => {
    expect(totalFor(10_000, undefined, "card").totalKurus).toBe(10_000);
  });
});

describe("formatDiscountPercent", () => {
  it("writes the rate in the reader's format", () => {
    expect(formatDiscountPercent(500, "tr")).toBe("5");
    expect(formatDiscountPercent(250, "tr")).toBe("2,5");
    expect(formatDiscountPercent(250, "en")).toBe("2.5");
  });
});

describe("parseDiscountPercent", () => {
  it("reads the rate as an admin types it, in either language", () => {
    expect(parseDiscountPercent("5")).toBe(500);
    expect(parseDiscountPercent("2,5")).toBe(250);
    expect(parseDiscountPercent("2.25")).toBe(225);
    expect(parseDiscountPercent("%7")).toBe(700);
    expect(parseDiscountPercent("10 %")).toBe(1000);
    expect(parseDiscountPercent("0")).toBe(0);
    expect(parseDiscountPercent("50")).toBe(5000);
  });

  it("refuses what is not a rate of 0-50 % with two decimals", () => {
    for (const bad of ["", "abc", "-5", "50,01", "60", "2,555", "1e1", "5%%"])
      expect(parseDiscountPercent(bad), bad).toBeNull();
  });

  it("gives back what formatDiscountPercent wrote", () => {
    fc.assert(
      fc.property(anyBp, fc.constantFrom("tr" as const, "en" as const), (bp, lang) => {
        expect(parseDiscountPercent(formatDiscountPercent(bp, lang))).toBe(bp);
      }),
    );
  });
});
