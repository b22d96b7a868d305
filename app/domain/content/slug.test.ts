import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canNameAPage } from "./slug.ts";

describe("canNameAPage", () => {
  it("takes the slugs editors write, in any language", () => {
    for (const slug of ["kapadokya", "yaz-kampanyasi-2027", "istanbul-havalimani", "şile", "a"]) {
      expect(canNameAPage(slug)).toBe(true);
    }
  });

  it("refuses any slug with a control character, wherever it stands", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 0, max: 0x1f }),
        fc.string({ maxLength: 40 }),
        (before, code, after) => !canNameAPage(`${before}${String.fromCharCode(code)}${after}`),
      ),
    );
    expect(canNameAPage("\u007f")).toBe(false);
  });

  it("refuses the empty slug and one longer than any address a page has", () => {
    expect(canNameAPage("")).toBe(false);
    expect(canNameAPage("a".repeat(201))).toBe(false);
  });
});
