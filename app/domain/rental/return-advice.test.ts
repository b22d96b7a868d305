import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { rentalDays } from "./rental-days.ts";
import { returnAdvice, turkishTimeAblative, turkishTimeDative } from "./return-advice.ts";

describe("returnAdvice", () => {
  it("return by 18:30: 3 days; from 18:31: 4 days (pick-up 17:30, 60-minute grace)", () => {
    const pickUp = istanbulInstant("2027-01-12", "17:30");
    const advice = returnAdvice(pickUp, istanbulInstant("2027-01-15", "17:30"));
    expect(advice).toEqual({
      days: 3,
      latestDate: "2027-01-15",
      latestTime: "18:30",
      nextDate: "2027-01-15",
      nextTime: "18:31",
    });
    expect(turkishTimeDative(advice.latestTime)).toBe("18:30'a");
    expect(turkishTimeAblative(advice.nextTime)).toBe("18:31'den");
  });

  it("property: the same rule as the price: latest costs `days`, one minute later costs `days + 1`", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        fc.integer({ min: 1, max: 60 * 24 * 60 }),
        (startMin, lengthMin) => {
          const pickUp = new Date(Date.UTC(2026, 0, 1) + startMin * 60_000);
          const dropOff = new Date(pickUp.getTime() + lengthMin * 60_000);
          const a = returnAdvice(pickUp, dropOff);
          expect(a.days).toBe(rentalDays(pickUp, dropOff));
          const latest = istanbulInstant(a.latestDate, a.latestTime);
          const next = istanbulInstant(a.nextDate, a.nextTime);
          expect(latest.getTime()).toBeGreaterThanOrEqual(dropOff.getTime());
          expect(rentalDays(pickUp, latest)).toBe(a.days);
          expect(rentalDays(pickUp, next)).toBe(a.days + 1);
        },
      ),
    );
  });

  it("reads Turkish times aloud for their suffixes", () => {
    expect(
      ["18:00", "18:10", "18:20", "18:33", "18:40", "18:45", "18:50", "18:06", "00:00"].map(turkishTimeDative),
    ).toEqual(["18:00'e", "18:10'a", "18:20'ye", "18:33'e", "18:40'a", "18:45'e", "18:50'ye", "18:06'ya", "00:00'a"]);
    expect(["18:01", "18:03", "18:04", "18:06", "18:09", "18:10", "18:40", "18:50"].map(turkishTimeAblative)).toEqual([
      "18:01'den",
      "18:03'ten",
      "18:04'ten",
      "18:06'dan",
      "18:09'dan",
      "18:10'dan",
      "18:40'tan",
      "18:50'den",
    ]);
  });
});
