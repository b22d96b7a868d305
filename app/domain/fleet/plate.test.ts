import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PROVINCE, parsePlate, PLATE_DIGITS, PLATE_LETTERS, plateProvince } from "./plate.ts";

const province = fc.integer({ min: 1, max: MAX_PROVINCE }).map((n) => String(n).padStart(2, "0"));
const letter = fc.constantFrom(...PLATE_LETTERS);
const validParts = fc.integer({ min: 1, max: 3 }).chain((n) =>
  fc.tuple(
    province,
    fc.array(letter, { minLength: n, maxLength: n }).map((l) => l.join("")),
    fc.constantFrom(...PLATE_DIGITS[n as 1 | 2 | 3]).chain((d) => fc.stringMatching(new RegExp(`^\\d{${d}}$`))),
  ),
);

describe("parsePlate", () => {
  it("accepts the usual plates and writes them in one form", () => {
    expect(parsePlate("34 ABC 123")).toEqual({ ok: true, plate: "34 ABC 123" });
    expect(parsePlate("06a1234")).toEqual({ ok: true, plate: "06 A 1234" });
    expect(parsePlate(" 35-ab-12 34 ")).toEqual({ ok: true, plate: "35 AB 1234" });
    expect(parsePlate("81 XYZ 12")).toEqual({ ok: false, error: "plateLetters" });
    expect(parsePlate("01 ABC 12")).toEqual({ ok: true, plate: "01 ABC 12" });
  });

  it("names what is wrong", () => {
    expect(parsePlate("   ")).toEqual({ ok: false, error: "plateRequired" });
    expect(parsePlate("00 ABC 123")).toEqual({ ok: false, error: "plateProvince" });
    expect(parsePlate("82 ABC 123")).toEqual({ ok: false, error: "plateProvince" });
    expect(parsePlate("34 ŞEN 123")).toEqual({ ok: false, error: "plateLetters" });
    expect(parsePlate("34 QA 123")).toEqual({ ok: false, error: "plateLetters" });
    expect(parsePlate("34 A 123")).toEqual({ ok: false, error: "plateDigits" });
    expect(parsePlate("34 ABC 1234")).toEqual({ ok: false, error: "plateDigits" });
    expect(parsePlate("34 AB 12")).toEqual({ ok: false, error: "plateDigits" });
    expect(parsePlate("ABC 123")).toEqual({ ok: false, error: "plateFormat" });
    expect(parsePlate("34 ABCD 12")).toEqual({ ok: false, error: "plateFormat" });
  });

  it("accepts every province, letter and digit combination of the rule, however it is typed", () => {
    fc.assert(
      fc.property(validParts, fc.constantFrom(" ", "", "-", "  "), fc.boolean(), ([p, l, d], sep, lower) => {
        const typed = `${p}${sep}${lower ? l.toLowerCase() : l}${sep}${d}`;
        const result = parsePlate(typed);
        expect(result).toEqual({ ok: true, plate: `${p} ${l} ${d}` });
        if (result.ok) {
          expect(parsePlate(result.plate)).toEqual(result);
          expect(plateProvince(result.plate)).toBe(Number(p));
        }
      }),
    );
  });

  it("refuses a province outside 01-81", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), validParts, (code, [, l, d]) => {
        fc.pre(code === 0 || code > MAX_PROVINCE);
        expect(parsePlate(`${String(code).padStart(2, "0")} ${l} ${d}`)).toEqual({
          ok: false,
          error: "plateProvince",
        });
      }),
    );
  });

  it("refuses letters outside the plate alphabet and digit counts the letters do not allow", () => {
    fc.assert(
      fc.property(validParts, fc.constantFrom(..."QWXÇĞİÖŞÜ"), fc.nat(), ([p, l, d], bad, at) => {
        const i = at % l.length;
        const letters = l.slice(0, i) + bad + l.slice(i + 1);
        expect(parsePlate(`${p} ${letters} ${d}`)).toEqual({ ok: false, error: "plateLetters" });
      }),
    );
    fc.assert(
      fc.property(province, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 4 }), (p, n, d) => {
        fc.pre(!PLATE_DIGITS[n as 1 | 2 | 3].includes(d));
        expect(parsePlate(`${p} ${"A".repeat(n)} ${"1".repeat(d)}`)).toEqual({ ok: false, error: "plateDigits" });
      }),
    );
  });
});
