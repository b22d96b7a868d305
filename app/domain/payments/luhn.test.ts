import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luhnValid } from "./luhn.ts";

/** The check digit that completes `body`, worked out from the left (a second way to the same rule). */
function checkDigit(body: string): string {
  const sum = [...body].reduce((s, c, i) => {
    const doubled = (body.length - i) % 2 === 1;
    const d = Number(c) * (doubled ? 2 : 1);
    return s + Math.floor(d / 10) + (d % 10);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

const anyBody = fc.stringMatching(/^[0-9]{11,18}$/);

describe("luhnValid", () => {
  it("accepts the test cards and refuses their neighbours", () => {
    const valid = ["4355084355084358", "4111111111111111", "375987000000088"];
    const invalid = ["4355084355084357", "12345", "43550843550843a8", "4355 0843 5508 4358"];
    expect([...valid, ...invalid].filter((n) => luhnValid(n))).toEqual(valid);
  });

  it("property: a body of 11 to 18 digits with its check digit passes", () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        expect(luhnValid(body + checkDigit(body))).toBe(true);
      }),
    );
  });

  it("property: any single changed digit fails", () => {
    fc.assert(
      fc.property(anyBody, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, step) => {
        const digits = [...(body + checkDigit(body))];
        const i = at % digits.length;
        digits[i] = String((Number(digits[i]) + step) % 10);
        expect(luhnValid(digits.join(""))).toBe(false);
      }),
    );
  });

  it("property: fewer than 12 or more than 19 digits, or anything but digits, fails", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,11}$|^[0-9]{20,24}$/), (digits) => {
        expect(luhnValid(digits)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(anyBody, fc.constantFrom(" ", "-", "a", "٣"), fc.nat(), (body, other, at) => {
        const digits = body + checkDigit(body);
        const i = at % digits.length;
        expect(luhnValid(digits.slice(0, i) + other + digits.slice(i))).toBe(false);
      }),
    );
  });
});
