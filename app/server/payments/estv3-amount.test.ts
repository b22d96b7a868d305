import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, parseAmount, parseMinorAmount } from "./estv3-amount.server.ts";

describe("formatAmount", () => {
  it("writes lira and two kuruş digits", () => {
    expect(formatAmount(123450)).toBe("1234.50");
    expect(formatAmount(10025)).toBe("100.25");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(0)).toBe("0.00");
  });

  it("refuses fractions, negatives and unsafe integers", () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe("parseAmount", () => {
  it("accepts one or two fraction digits and whole lira", () => {
    expect(parseAmount("1234.5")).toBe(123450);
    expect(parseAmount("1234.50")).toBe(123450);
    expect(parseAmount("1234")).toBe(123400);
    expect(parseAmount("0.05")).toBe(5);
  });

  it("rejects garbage", () => {
    for (const bad of [
      "",
      " 1.00",
      "1.00 ",
      "1,00",
      "1.",
      ".5",
      "1.005",
      "-1.00",
      "+1",
      "01.00",
      "1e3",
      "abc",
      "0x10",
    ]) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });

  it("round-trips every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (kurus) => {
        expect(parseAmount(formatAmount(kurus))).toBe(kurus);
      }),
    );
  });
});

describe("parseMinorAmount", () => {
  it("reads integers and rejects the rest", () => {
    expect(parseMinorAmount("123450")).toBe(123450);
    expect(parseMinorAmount("0")).toBe(0);
    expect(parseMinorAmount("12.5")).toBeNull();
    expect(parseMinorAmount("007")).toBeNull();
    expect(parseMinorAmount("")).toBeNull();
  });
});
