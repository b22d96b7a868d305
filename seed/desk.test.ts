import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { demoDeskReservations, onItsDay } from "./desk.ts";

const HOUR = 3_600_000;
// Any moment from 2026 to 2030, to the millisecond.
const moment = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) }).map((t) => new Date(t));

describe("the demo desk's times stay on their day, whenever the demo is seeded", () => {
  it("a time meant for today or tomorrow is on that Istanbul day and after now", () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 1, max: 47 }), (now, hours) => {
        const at = onItsDay(now, hours);
        expect(istanbulDate(at)).toBe(addDays(istanbulDate(now), Math.floor(hours / 24)));
        expect(at.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });

  it("leaves a time early in the day on its half-hour slot and moves a late one onto its day", () => {
    // 10:00 in Istanbul (07:00 UTC): two hours on is 12:00, as planned.
    expect(onItsDay(new Date("2026-12-01T07:00:00Z"), 2).toISOString()).toBe("2026-12-01T09:00:00.000Z");
    // 23:10 in Istanbul: "in two hours" stays today, "in 26 hours" is tomorrow at 02:00.
    const late = new Date("2026-12-01T20:10:00Z");
    expect(istanbulDate(onItsDay(late, 2))).toBe("2026-12-01");
    expect(onItsDay(late, 26).toISOString()).toBe("2026-12-01T23:00:00.000Z");
    // Past times are left alone.
    expect(onItsDay(late, -5).getTime()).toBe(Math.floor((late.getTime() - 5 * HOUR) / 1_800_000) * 1_800_000);
  });

  it("the demo's today and tomorrow rows are the ones with 1-47 hours to their pick-up or return", () => {
    const anchors = demoDeskReservations
      .filter((d) => /Today|Tomorrow/.test(d.key))
      .map((d) => d.pickupHours + (d.key.startsWith("return") ? d.days * 24 : 0));
    expect(anchors.every((h) => h > 0 && h < 48)).toBe(true);
  });
});
