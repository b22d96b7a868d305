import { describe, expect, it } from "vitest";
import { combinedUtilisation, utilisationPercent } from "./utilisation.ts";

describe("utilisation", () => {
  it("is booked hours over the hours the cars were there to rent", () => {
    // Two cars for a 7-day week = 336 hours; one rented for 3 days = 72 hours.
    expect(utilisationPercent(72, 2, 7)).toBe(21.4);
    expect(utilisationPercent(336, 2, 7)).toBe(100);
    expect(utilisationPercent(0, 0, 7)).toBeNull();
  });

  it("weighs offices by their size when combined", () => {
    expect(
      combinedUtilisation([
        { bookedHours: 168, units: 1, days: 7 },
        { bookedHours: 0, units: 3, days: 7 },
      ]),
    ).toBe(25);
    expect(combinedUtilisation([])).toBeNull();
  });
});
