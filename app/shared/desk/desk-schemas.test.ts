import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLira } from "./desk-schemas.ts";

describe("parseLira", () => {
  it("reads what an agent types in either language", () => {
    expect(parseLira("1500")).toBe(150_000);
    expect(parseLira("1.500")).toBe(150_000);
    expect(parseLira("1,500.50")).toBe(150_050);
    expect(parseLira("1.500,5")).toBe(150_050);
    expect(parseLira("1500,25")).toBe(150_025);
    expect(parseLira(" 0 ")).toBe(0);
    for (const bad of ["", "abc", "-5", "1,2,3", "12.345,678", "1e3"]) expect(parseLira(bad)).toBeNull();
  });

  it("property: any kuruş amount written as lira,kuruş reads back exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kurus) => {
        const text = `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, "0")}`;
        expect(parseLira(text)).toBe(kurus);
      }),
    );
  });
});
