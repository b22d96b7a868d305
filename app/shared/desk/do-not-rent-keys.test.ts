import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normaliseDoNotRentKey, personKeys } from "./do-not-rent-keys.ts";

describe("do-not-rent keys", () => {
  it("reads a TCKN typed with spaces or dashes as its digits", () => {
    expect(normaliseDoNotRentKey("id", "100 000 001-46")).toBe("10000000146");
  });
  it("reads a passport in upper case without spaces", () => {
    expect(normaliseDoNotRentKey("id", "u 1234 567")).toBe("U1234567");
  });
  it("reads an e-mail in lower case and refuses a non-address", () => {
    expect(normaliseDoNotRentKey("email", "  Ayse.Kaya@Example.COM ")).toBe("ayse.kaya@example.com");
    expect(normaliseDoNotRentKey("email", "ayse")).toBeNull();
  });
  it("reads a Turkish mobile in any usual spelling as one E.164 number", () => {
    for (const typed of ["0532 123 45 67", "+90 532 123 4567", "00905321234567", "(532) 123-45-67"]) {
      expect(normaliseDoNotRentKey("phone", typed)).toBe("+905321234567");
    }
    expect(normaliseDoNotRentKey("phone", "12")).toBeNull();
  });
  it("collects each key of a person once", () => {
    expect(
      personKeys({ tckn: "10000000146", passport: null, email: "A@B.co", phone: "05321234567", licence: "" }),
    ).toEqual([
      { kind: "id", value: "10000000146" },
      { kind: "email", value: "a@b.co" },
      { kind: "phone", value: "+905321234567" },
    ]);
  });
  it("gives the same key whatever spaces, dashes and case are typed around an identifier", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{5,20}$/),
        fc.array(fc.constantFrom(" ", "-", "."), { maxLength: 4 }),
        (id, seps) => {
          const typed = seps.reduce((s, sep, i) => s.slice(0, i + 1) + sep + s.slice(i + 1), id).toLowerCase();
          expect(normaliseDoNotRentKey("licence", typed)).toBe(id);
        },
      ),
    );
  });
});
