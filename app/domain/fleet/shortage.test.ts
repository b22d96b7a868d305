import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS, istanbulInstant } from "#app/domain/time/istanbul.ts";
import { shortageByClass } from "./shortage.ts";
import { awayPeriods } from "./transfers.ts";

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

  it("needs, per day, the most bookings holding a car at one instant of that day", () => {
    const base = at("2027-02-28", "00:00").getTime();
    const span = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 100 }))
      .map(([unitId, startH, lenH]) => ({
        unitId,
        start: new Date(base + startH * 3_600_000),
        end: new Date(base + (startH + lenH) * 3_600_000),
      }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 25 }), (bookings) => {
        const us = [0, 1, 2, 3].map((unitId) => ({ unitId, classKey: "A", inService: true }));
        const days = shortageByClass(range, us, bookings, []).get("A") ?? [];
        const origin = at("2027-03-01", "00:00").getTime();
        days.forEach((d, i) => {
          const dayStart = origin + i * DAY_MS;
          const dayEnd = dayStart + DAY_MS;
          // The most is reached at some booking's start inside the day, or at the day's start.
          const instants = [dayStart, ...bookings.map((b) => b.start.getTime())].filter(
            (t) => t >= dayStart && t < dayEnd,
          );
          const most = Math.max(
            0,
            ...instants.map((t) => bookings.filter((b) => b.start.getTime() <= t && t < b.end.getTime()).length),
          );
          expect(d.needed).toBe(most);
        });
      }),
    );
  });

  describe("a car on its way to another office (decision 0129)", () => {
    const week = { from: "2027-03-01" as const, days: 7 };
    const origin = at("2027-03-01", "00:00").getTime();
    const ist = 1;
    const ank = 2;
    // A journey leaving some hour of the week (or the days around it) and arriving up to 3 days later,
    // with bookings on the travelling car before it leaves and after it arrives.
    const journey = fc
      .tuple(fc.integer({ min: -48, max: 8 * 24 }), fc.integer({ min: 1, max: 72 }), fc.integer({ min: 1, max: 30 }))
      .map(([departH, travelH, rentH]) => {
        const departAt = new Date(origin + departH * 3_600_000);
        const arriveAt = new Date(departAt.getTime() + travelH * 3_600_000);
        return {
          leg: { departAt, arriveAt, fromOfficeId: ist, toOfficeId: ank },
          before: { unitId: 9, start: new Date(departAt.getTime() - rentH * 3_600_000), end: departAt },
          after: { unitId: 9, start: arriveAt, end: new Date(arriveAt.getTime() + rentH * 3_600_000) },
        };
      });

    it("counts the car at its origin until it departs and at the destination only from its arrival", () => {
      fc.assert(
        fc.property(journey, fc.integer({ min: 0, max: 3 }), ({ leg, before, after }, own) => {
          // `own` cars already at each office, and the travelling car 9.
          const ownCars = Array.from({ length: own }, (_, i) => ({ unitId: 100 + i, classKey: "A", inService: true }));
          const view = (officeIds: number[] | null) =>
            shortageByClass(
              week,
              [...ownCars, { unitId: 9, classKey: "A", inService: true, away: awayPeriods([leg], officeIds) }],
              [before, after],
              [{ unitId: 9, start: leg.departAt, end: leg.arriveAt }],
            ).get("A") ?? [];
          const atOrigin = view([ist]);
          const atDestination = view([ank]);
          const everywhere = view(null);
          for (let d = 0; d < week.days; d++) {
            const dayStart = origin + d * DAY_MS;
            const dayEnd = dayStart + DAY_MS;
            const o = atOrigin[d];
            const t = atDestination[d];
            const e = everywhere[d];
            if (!o || !t || !e) throw new Error("a day is missing");
            // Free at the origin only on days wholly before the departure, at the destination only on
            // days wholly after the arrival: never on both sides the same day.
            expect(o.available - own).toBe(dayEnd <= leg.departAt.getTime() ? 1 : 0);
            expect(t.available - own).toBe(dayStart >= leg.arriveAt.getTime() ? 1 : 0);
            expect(o.available - own + (t.available - own)).toBeLessThanOrEqual(e.available - own);
            // The rental before the journey is the origin's need, the one after the destination's.
            const touches = (s: { start: Date; end: Date }) =>
              s.start.getTime() < dayEnd && dayStart < s.end.getTime() ? 1 : 0;
            expect(o.needed).toBe(touches(before));
            expect(t.needed).toBe(touches(after));
            expect(e.needed).toBe(Math.max(touches(before), touches(after)));
          }
        }),
      );
    });

    it("does not show a free car at the destination a week before it arrives", () => {
      const leg = {
        departAt: at("2027-03-06", "08:00"),
        arriveAt: at("2027-03-06", "16:00"),
        fromOfficeId: ist,
        toOfficeId: ank,
      };
      const cars = [
        { unitId: 1, classKey: "A", inService: true },
        { unitId: 9, classKey: "A", inService: true, away: awayPeriods([leg], [ank]) },
      ];
      const bookings = [
        { unitId: 1, start: at("2027-03-02", "10:00"), end: at("2027-03-03", "10:00") },
        { unitId: 1, start: at("2027-03-07", "10:00"), end: at("2027-03-08", "10:00") },
      ];
      const days = shortageByClass(week, cars, bookings, [{ unitId: 9, start: leg.departAt, end: leg.arriveAt }]).get(
        "A",
      );
      expect(days?.map((d) => d.available)).toEqual([1, 1, 1, 1, 1, 1, 2]);
    });
  });
});
