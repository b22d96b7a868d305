import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { shortageByClass } from "./shortage.ts";

const range = { from: "2027-03-01" as const, days: 3 };
const at = (day: string, time: string) => istanbulInstant(day as "2027-03-01", time);
const units = [
  { unitId: 1, classKey: "Ekonomi", inService: true },
  { unitId: 2, classKey: "Ekonomi", inService: true },
  { unitId: 3, classKey: "SUV", inService: true },
];

describe("shortageByClass", () => {
  it("counts a car returned in the morning and rented again in the afternoon once", () => {
    const bookings = [
      { unitId: 1, start: at("2027-02-27", "10:00"), end: at("2027-03-01", "09:00") },
      { unitId: 1, start: at("2027-03-01", "14:00"), end: at("2027-03-02", "10:00") },
    ];
    const days = shortageByClass(range, units, bookings, []).get("Ekonomi");
    expect(days?.[0]).toEqual({ needed: 1, available: 2, overbooked: false });
    expect(days?.[2]).toEqual({ needed: 0, available: 2, overbooked: false });
  });

  it("marks a day overbooked when a booked car is out of service or blocked", () => {
    const broken = [
      { unitId: 1, classKey: "Ekonomi", inService: false },
      { unitId: 2, classKey: "Ekonomi", inService: true },
    ];
    const bookings = [
      { unitId: 1, start: at("2027-03-02", "10:00"), end: at("2027-03-03", "10:00") },
      { unitId: 2, start: at("2027-03-02", "09:00"), end: at("2027-03-02", "18:00") },
    ];
    const blocks = [{ unitId: 2, start: at("2027-03-03", "00:00"), end: at("2027-03-04", "00:00") }];
    const days = shortageByClass(range, broken, bookings, blocks).get("Ekonomi");
    expect(days?.[0]).toEqual({ needed: 0, available: 1, overbooked: false });
    expect(days?.[1]).toEqual({ needed: 2, available: 1, overbooked: true });
    expect(days?.[2]).toEqual({ needed: 1, available: 0, overbooked: true });
  });

  it("never needs more cars than overlapping bookings, and never has more available than in service", () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 100 }))
      .map(([unitId, startH, lenH]) => ({
        unitId,
        start: new Date(at("2027-02-28", "00:00").getTime() + startH * 3_600_000),
        end: new Date(at("2027-02-28", "00:00").getTime() + (startH + lenH) * 3_600_000),
      }));
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (bookings, service) => {
          const us = service.map((inService, unitId) => ({ unitId, classKey: "A", inService }));
          const days = shortageByClass(range, us, bookings, []).get("A") ?? [];
          expect(days).toHaveLength(3);
          for (const d of days) {
            expect(d.available).toBe(service.filter(Boolean).length);
            expect(d.needed).toBeLessThanOrEqual(bookings.length);
            expect(d.overbooked).toBe(d.needed > d.available);
          }
        },
      ),
    );
  });
});
