import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatKm, formatWhole } from "./quantities.ts";

describe("formatWhole and formatKm", () => {
  it("groups thousands the way each language does", () => {
    expect(formatKm(1200, "tr")).toBe("1.200 km");
    expect(formatKm(1200, "en")).toBe("1,200 km");
    expect(formatKm(950, "tr")).toBe("950 km");
    expect(formatWhole(1234567, "tr")).toBe("1.234.567");
    expect(formatWhole(-12345, "en")).toBe("-12,345");
  });

  it("agrees with the platform's own grouping for any whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatWhole(n, "en")).toBe(n.toLocaleString("en-GB"));
        expect(formatWhole(n, "tr").replaceAll(".", "")).toBe(String(n));
      }),
    );
  });

  it("refuses what is not a whole number", () => {
    expect(() => formatKm(1.5, "tr")).toThrow(RangeError);
  });
});
