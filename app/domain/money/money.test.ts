import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  assertKurus,
  divRoundHalfUp,
  formatAmount,
  formatTl,
  percentOf,
  roundHalfUp,
  sumKurus,
  vatBreakdown,
} from "./money.ts";

const kurus = fc.integer({ min: 0, max: 10_000_000_000 });

// Reads a formatted amount back independently of the formatter, to prove nothing is lost.
function parseFormatted(text: string, lang: "tr" | "en"): number {
  const [group, radix] = lang === "tr" ? [".", ","] : [",", "."];
  const body = text.replace(/ TL$/, "");
  const negative = body.startsWith("-");
  const [lira = "", cents = ""] = body.replace("-", "").split(radix);
  const value = Number(lira.split(group).join("")) * 100 + Number(cents);
  return negative ? -value : value;
}

describe("roundHalfUp", () => {
  it("rounds halves away from zero", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4)).toBe(2);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-2.4)).toBe(-2);
    expect(roundHalfUp(0.5)).toBe(1);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });

  it("does not misround the float just below one half", () => {
    expect(roundHalfUp(0.49999999999999994)).toBe(0);
  });

  it("rejects non-finite values", () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Infinity)).toThrow(RangeError);
  });

  it("is within one half of the value and symmetric", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundHalfUp(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5);
        expect(roundHalfUp(-x)).toBe(r === 0 ? 0 : -r);
      }),
    );
  });
});

describe("divRoundHalfUp", () => {
  it("rounds exact halves up and keeps exact quotients", () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(7, 2)).toBe(4);
    expect(divRoundHalfUp(10, 4)).toBe(3);
    expect(divRoundHalfUp(9, 4)).toBe(2);
    expect(divRoundHalfUp(-5, 2)).toBe(-3);
    expect(divRoundHalfUp(12, 3)).toBe(4);
    expect(() => divRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it("equals the nearest integer of the exact fraction, halves upward", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const q = divRoundHalfUp(n, d);
        // 2n - 2qd lies in [-d, d): q is the nearest integer with ties going up.
        const twice = 2 * n - 2 * q * d;
        expect(twice).toBeGreaterThanOrEqual(-d);
        expect(twice).toBeLessThan(d);
      }),
    );
  });
});

describe("percentOf", () => {
  it("rounds half-up to the kuruş", () => {
    expect(percentOf(1000, 10)).toBe(100);
    expect(percentOf(5, 10)).toBe(1); // 0.5 -> 1
    expect(percentOf(4, 10)).toBe(0); // 0.4 -> 0
    expect(percentOf(12_345, 15)).toBe(1852); // 1851.75
    expect(percentOf(100, 12.5)).toBe(13); // 12.5 -> 13
    expect(percentOf(0, 50)).toBe(0);
    expect(percentOf(999, 100)).toBe(999);
  });

  it("refuses fractional kuruş and over-precise percentages", () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 1.234)).toThrow(RangeError);
  });

  it("stays within half a kuruş of the exact value and never exceeds the base at 100%", () => {
    fc.assert(
      fc.property(kurus, fc.integer({ min: 0, max: 100 }), (k, pct) => {
        const p = percentOf(k, pct);
        expect(Math.abs(p * 100 - k * pct)).toBeLessThanOrEqual(50);
        expect(p).toBeLessThanOrEqual(k);
        expect(p).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("is monotone in the amount", () => {
    fc.assert(
      fc.property(kurus, fc.integer({ min: 0, max: 100 }), (k, pct) => {
        expect(percentOf(k + 1, pct)).toBeGreaterThanOrEqual(percentOf(k, pct));
      }),
    );
  });
});

describe("vatBreakdown", () => {
  it("splits 120,00 TL into 100,00 + 20,00", () => {
    expect(vatBreakdown(12_000)).toEqual({ net: 10_000, vat: 2_000, gross: 12_000 });
  });

  it("rounds the net half-up and gives the remainder to VAT", () => {
    // 1 kuruş / 1.2 = 0.833 -> net 1, vat 0; 100 / 1.2 = 83.33 -> 83 + 17.
    expect(vatBreakdown(1)).toEqual({ net: 1, vat: 0, gross: 1 });
    expect(vatBreakdown(100)).toEqual({ net: 83, vat: 17, gross: 100 });
    expect(vatBreakdown(3)).toEqual({ net: 3, vat: 0, gross: 3 }); // 2.5 -> 3
    expect(vatBreakdown(1000, 10)).toEqual({ net: 909, vat: 91, gross: 1000 });
    expect(vatBreakdown(0)).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it("always sums exactly and keeps VAT within a kuruş of the rate", () => {
    fc.assert(
      fc.property(kurus, fc.constantFrom(0, 1, 8, 10, 18, 20), (gross, rate) => {
        const { net, vat } = vatBreakdown(gross, rate);
        expect(net + vat).toBe(gross);
        expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        // The net is the nearest kuruş to gross / (1 + rate).
        expect(Math.abs(net * (100 + rate) - gross * 100)).toBeLessThanOrEqual((100 + rate) / 2);
      }),
    );
  });
});

describe("formatTl", () => {
  it("uses Turkish and English separators with the TL suffix", () => {
    expect(formatTl(123_456, "tr")).toBe("1.234,56 TL");
    expect(formatTl(123_456, "en")).toBe("1,234.56 TL");
    expect(formatTl(5, "tr")).toBe("0,05 TL");
    expect(formatTl(0, "en")).toBe("0.00 TL");
    expect(formatTl(100_000_000, "tr")).toBe("1.000.000,00 TL");
    expect(formatTl(-150_050, "tr")).toBe("-1.500,50 TL");
    expect(formatAmount(99_999, "tr")).toBe("999,99");
  });

  it("refuses fractional kuruş", () => {
    expect(() => formatTl(1.5, "tr")).toThrow(RangeError);
  });

  it("round-trips every amount in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom("tr" as const, "en" as const), (k, lang) => {
        expect(parseFormatted(formatTl(k, lang), lang)).toBe(k);
      }),
    );
  });
});

describe("assertKurus and sumKurus", () => {
  it("accepts safe integers only", () => {
    expect(() => assertKurus(12)).not.toThrow();
    expect(() => assertKurus(0.1)).toThrow(RangeError);
    expect(() => assertKurus(2 ** 53)).toThrow(RangeError);
  });

  it("sums and guards against overflow", () => {
    expect(sumKurus([100, -30, 5])).toBe(75);
    expect(sumKurus([])).toBe(0);
    expect(() => sumKurus([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
