import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exampleVkn, isValidVkn, vknCheckDigit } from "./vkn.ts";

describe("VKN", () => {
  it("accepts known valid numbers", () => {
    expect(isValidVkn("4540536920")).toBe(true);
    expect(isValidVkn("1234567890")).toBe(true);
    expect(vknCheckDigit("454053692")).toBe(0);
  });

  it("refuses wrong shapes and check digits", () => {
    for (const bad of ["4540536921", "454053692", "45405369200", "45405369a0", "4540 536920", ""]) {
      expect(isValidVkn(bad)).toBe(false);
    }
  });

  it("counts a non-zero digit whose weighted value is a multiple of 9 as 9", () => {
    // First digit 0 at position 0 shifts to 9: 9 x 2^9 mod 9 = 0, which must count as 9.
    expect(vknCheckDigit("000000000")).toBe(1);
  });

  it("generates valid numbers from any seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const n = exampleVkn(seed);
        expect(n).toMatch(/^\d{10}$/);
        expect(isValidVkn(n)).toBe(true);
      }),
    );
  });

  it("refuses any single changed digit", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (seed, pos, delta) => {
        const n = exampleVkn(seed);
        const changed = `${n.slice(0, pos)}${(Number(n[pos]) + delta) % 10}${n.slice(pos + 1)}`;
        expect(isValidVkn(changed)).toBe(false);
      }),
    );
  });
});
