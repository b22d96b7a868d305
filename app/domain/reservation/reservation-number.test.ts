import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CROCKFORD_ALPHABET,
  generateReservationNumber,
  isReservationNumber,
  normalizeReservationNumber,
} from "./reservation-number.ts";

const fixed = (bytes: number[]) => (n: number) => Uint8Array.from(bytes.slice(0, n));

describe("generateReservationNumber", () => {
  it("maps the top 35 bits of five bytes to seven characters", () => {
    expect(generateReservationNumber(fixed([0, 0, 0, 0, 0]))).toBe("YLD-0000000");
    expect(generateReservationNumber(fixed([255, 255, 255, 255, 255]))).toBe("YLD-ZZZZZZZ");
    // 0b00001 00010 00011 00100 00101 00110 00111 + 5 unused bits.
    const bits = (1n << 35n) | (2n << 30n) | (3n << 25n) | (4n << 20n) | (5n << 15n) | (6n << 10n) | (7n << 5n);
    const bytes = Array.from({ length: 5 }, (_, i) => Number((bits >> BigInt(32 - 8 * i)) & 255n));
    expect(generateReservationNumber(fixed(bytes))).toBe("YLD-1234567");
  });

  it("asks for five bytes and refuses fewer", () => {
    const asked: number[] = [];
    generateReservationNumber((n) => {
      asked.push(n);
      return new Uint8Array(n);
    });
    expect(asked).toEqual([5]);
    expect(() => generateReservationNumber(() => new Uint8Array(4))).toThrow(RangeError);
  });

  it("always produces a valid number, and different bits give different numbers", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 5, maxLength: 5 }),
        fc.uint8Array({ minLength: 5, maxLength: 5 }),
        (a, b) => {
          const na = generateReservationNumber(() => a);
          expect(isReservationNumber(na)).toBe(true);
          expect(normalizeReservationNumber(na)).toBe(na);
          const top35 = (x: Uint8Array) => Array.from(x, (v, i) => (i === 4 ? v >> 5 : v)).join(",");
          if (top35(a) !== top35(b)) expect(generateReservationNumber(() => b)).not.toBe(na);
        },
      ),
    );
  });
});

describe("isReservationNumber", () => {
  it("accepts only the canonical form", () => {
    expect(isReservationNumber("YLD-7K3M9QX")).toBe(true);
    for (const bad of [
      "yld-7k3m9qx",
      "YLD7K3M9QX",
      "YLD-7K3M9Q",
      "YLD-7K3M9QXX",
      "YLD-7K3M9QU",
      "YLD-7K3M9QI",
      "XYZ-7K3M9QX",
    ]) {
      expect(isReservationNumber(bad)).toBe(false);
    }
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
  });
});

describe("normalizeReservationNumber", () => {
  it("accepts what customers type", () => {
    expect(normalizeReservationNumber(" yld-7k3m9qx ")).toBe("YLD-7K3M9QX");
    expect(normalizeReservationNumber("7K3M9QX")).toBe("YLD-7K3M9QX");
    expect(normalizeReservationNumber("yld7k3m9qx")).toBe("YLD-7K3M9QX");
    expect(normalizeReservationNumber("YLD 7K3 M9QX")).toBe("YLD-7K3M9QX");
    expect(normalizeReservationNumber("7K3-M9QX")).toBe("YLD-7K3M9QX");
  });

  it("reads I and L as 1 and O as 0, including the Turkish ı and İ", () => {
    expect(normalizeReservationNumber("YLD-IL0OABC")).toBe("YLD-1100ABC");
    expect(normalizeReservationNumber("yld-ıl0oabc")).toBe("YLD-1100ABC");
    expect(normalizeReservationNumber("İLOOABC")).toBe("YLD-1100ABC");
  });

  it("returns null for anything else", () => {
    for (const bad of ["", "YLD-", "YLD-7K3M9Q", "7K3M9QXX", "YLD-7K3M9QU", "ABC-7K3M9QX", "YLD-7K3M9Q!"]) {
      expect(normalizeReservationNumber(bad)).toBeNull();
    }
  });

  it("is idempotent on its own output", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (s) => {
        const n = normalizeReservationNumber(s);
        if (n !== null) {
          expect(isReservationNumber(n)).toBe(true);
          expect(normalizeReservationNumber(n)).toBe(n);
        }
      }),
    );
  });
});
