import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLIGHT_NUMBER_PATTERN, normaliseFlightNumber } from "./flight-number.ts";

describe("normaliseFlightNumber", () => {
  it("accepts what customers type and keeps the compact form", () => {
    expect(normaliseFlightNumber("TK 2124")).toEqual({ ok: true, value: "TK2124" });
    expect(normaliseFlightNumber(" tk-2124 ")).toEqual({ ok: true, value: "TK2124" });
    expect(normaliseFlightNumber("pc2018")).toEqual({ ok: true, value: "PC2018" });
    expect(normaliseFlightNumber("THY 7")).toEqual({ ok: true, value: "THY7" });
    expect(normaliseFlightNumber("U2 8053A")).toEqual({ ok: true, value: "U28053A" });
    expect(normaliseFlightNumber("3F 101")).toEqual({ ok: true, value: "3F101" });
    expect(normaliseFlightNumber("xq 1bi")).toEqual({ ok: false });
  });

  it("an empty field is no flight number, not an error", () => {
    expect(normaliseFlightNumber("")).toEqual({ ok: true, value: null });
    expect(normaliseFlightNumber("   ")).toEqual({ ok: true, value: null });
  });

  it("refuses shapes that are not a flight", () => {
    for (const bad of ["2124", "TK", "TK12345", "TKXX2124", "12 345", "TK 21 24 B C", "Ankara"]) {
      expect(normaliseFlightNumber(bad), bad).toEqual({ ok: false });
    }
  });

  it("whatever it accepts matches the pattern the database checks, and normalising again changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const first = normaliseFlightNumber(raw);
        if (first.ok && first.value !== null) {
          expect(FLIGHT_NUMBER_PATTERN.test(first.value)).toBe(true);
          expect(normaliseFlightNumber(first.value)).toEqual(first);
        }
      }),
    );
    const code = fc.stringMatching(/^([A-Z]{2,3}|[A-Z][0-9]|[0-9][A-Z])$/);
    fc.assert(
      fc.property(code, fc.integer({ min: 1, max: 9999 }), (airline, n) => {
        expect(normaliseFlightNumber(`${airline.toLowerCase()} ${n}`)).toEqual({ ok: true, value: `${airline}${n}` });
      }),
    );
  });
});
