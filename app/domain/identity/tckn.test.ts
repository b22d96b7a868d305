import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exampleTckn, isValidTckn, tcknCheckDigits } from "./tckn.ts";

describe("TCKN", () => {
  it("accepts known valid numbers", () => {
    expect(isValidTckn("10000000146")).toBe(true);
    expect(tcknCheckDigits("100000001")).toEqual([4, 6]);
  });

  it("refuses wrong shapes and check digits", () => {
    for (const bad of [
      "10000000147",
      "10000000156",
      "01234567890",
      "1000000014",
      "100000001460",
      "1000000014a",
      " 10000000146",
      "",
    ]) {
      expect(isValidTckn(bad)).toBe(false);
    }
  });

  it("generates valid numbers from any seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const n = exampleTckn(seed);
        expect(n).toMatch(/^[1-9]\d{10}$/);
        expect(isValidTckn(n)).toBe(true);
      }),
    );
    expect(new Set(Array.from({ length: 50 }, (_, i) => exampleTckn(i))).size).toBe(50);
  });

  it("refuses any single changed digit", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (seed, pos, delta) => {
        const n = exampleTckn(seed);
        const changed = `${n.slice(0, pos)}${(Number(n[pos]) + delta) % 10}${n.slice(pos + 1)}`;
        expect(isValidTckn(changed)).toBe(false);
      }),
    );
  });
});
