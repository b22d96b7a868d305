import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalPaths } from "./canonical-path.ts";

describe("canonicalPath", () => {
  it("sends case and trailing-slash variants to the route table's spelling", () => {
    expect(canonicalPath("/SSS")).toBe("/sss");
    expect(canonicalPath("/sss/")).toBe("/sss");
    expect(canonicalPath("/en/SSS/")).toBe("/en/sss");
    expect(canonicalPath("/EN/sss")).toBe("/en/sss");
    expect(canonicalPath("/en/")).toBe("/en");
    expect(canonicalPath("/arac-kiralama-rehberi")).toBe("/Arac-Kiralama-Rehberi");
    expect(canonicalPath("/Blog-Uzun-Yol")).toBe("/blog-uzun-yol");
  });

  it("leaves canonical paths and unknown pages alone", () => {
    for (const p of canonicalPaths) {
      expect(canonicalPath(p)).toBeNull();
      expect(canonicalPath(p === "/" ? "/en" : `/en${p}`)).toBeNull();
    }
    expect(canonicalPath("/blog-uzun-yol")).toBeNull();
    expect(canonicalPath("/bu-sayfa-yok")).toBeNull();
  });

  it("is settled after one redirect", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...canonicalPaths),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (path, en, slash, upper) => {
          let variant = (en ? (path === "/" ? "/en" : `/en${path}`) : path) + (slash ? "/" : "");
          variant = [...variant].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("");
          const target = canonicalPath(variant) ?? variant;
          expect(canonicalPath(target)).toBeNull();
          expect(target.toLowerCase()).toBe((en ? (path === "/" ? "/en" : `/en${path}`) : path).toLowerCase());
        },
      ),
    );
  });
});
