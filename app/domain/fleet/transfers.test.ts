import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIstanbulLocal, HOUR_MS } from "#app/domain/time/istanbul.ts";
import { awayPeriods, checkTransferTimes, MAX_TRANSFER_HOURS } from "./transfers.ts";

const now = new Date("2026-11-28T09:00:00Z"); // 12:00 in Istanbul

describe("transfer times", () => {
  it("accepts a journey from now on and reads the times as Istanbul's", () => {
    const checked = checkTransferTimes("2026-11-29T08:00", "2026-11-29T14:30", now);
    expect(checked).toEqual({
      ok: true,
      departAt: new Date("2026-11-29T05:00:00Z"),
      arriveAt: new Date("2026-11-29T11:30:00Z"),
    });
  });

  it("names the field and what is wrong", () => {
    expect(checkTransferTimes("29.11.2026", "2026-11-29T14:30", now)).toEqual({
      ok: false,
      field: "departAt",
      error: "departInvalid",
    });
    expect(checkTransferTimes("2026-11-29T08:00", "", now)).toMatchObject({
      field: "arriveAt",
      error: "arriveInvalid",
    });
    expect(checkTransferTimes("2026-11-28T11:00", "2026-11-28T15:00", now)).toMatchObject({ error: "departPast" });
    expect(checkTransferTimes("2026-11-29T08:00", "2026-11-29T08:00", now)).toMatchObject({
      field: "arriveAt",
      error: "arriveBeforeDepart",
    });
    expect(checkTransferTimes("2026-11-29T08:00", "2026-12-07T08:00", now)).toMatchObject({ error: "journeyTooLong" });
    expect(checkTransferTimes("2028-01-01T08:00", "2028-01-01T12:00", now)).toMatchObject({ error: "departTooFar" });
  });

  it("accepts exactly the journeys that leave after now and arrive within the longest journey", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48, max: 24 * 30 }),
        fc.integer({ min: -10, max: MAX_TRANSFER_HOURS + 10 }),
        (startHours, lengthHours) => {
          const departAt = new Date(now.getTime() + startHours * HOUR_MS);
          const arriveAt = new Date(departAt.getTime() + lengthHours * HOUR_MS);
          const checked = checkTransferTimes(formatIstanbulLocal(departAt), formatIstanbulLocal(arriveAt), now);
          const expected = startHours >= 0 && lengthHours > 0 && lengthHours <= MAX_TRANSFER_HOURS;
          expect(checked.ok).toBe(expected);
          if (checked.ok) {
            expect(checked.departAt).toEqual(departAt);
            expect(checked.arriveAt).toEqual(arriveAt);
          }
        },
      ),
    );
  });
});

describe("where a travelling car is not (decision 0129)", () => {
  const base = new Date("2027-03-01T00:00:00Z").getTime();
  const legs = fc
    .array(
      fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 72 }), fc.integer({ min: 1, max: 4 })),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((hops) => {
      // Journeys one after another, each leaving from where the last one arrived.
      let t = base;
      let office = 1;
      return hops.map(([waitH, travelH, next]) => {
        const to = next === office ? next + 1 : next;
        const leg = {
          departAt: new Date(t + waitH * HOUR_MS),
          arriveAt: new Date(t + (waitH + travelH) * HOUR_MS),
          fromOfficeId: office,
          toOfficeId: to,
        };
        t = leg.arriveAt.getTime();
        office = to;
        return leg;
      });
    });
  /** Where the car is at `t` from the journeys, the straightforward way: null on the road. */
  const officeAt = (ls: { departAt: Date; arriveAt: Date; fromOfficeId: number; toOfficeId: number }[], t: number) => {
    let office: number | null = ls[0]?.fromOfficeId ?? null;
    for (const l of ls) {
      if (t >= l.departAt.getTime() && t < l.arriveAt.getTime()) return null;
      if (t >= l.arriveAt.getTime()) office = l.toOfficeId;
    }
    return office;
  };

  it("is away from the viewed offices exactly when it stands at none of them", () => {
    fc.assert(
      fc.property(legs, fc.subarray([1, 2, 3, 4, 5]), fc.integer({ min: -50, max: 1200 }), (ls, view, hour) => {
        const t = base + hour * HOUR_MS;
        const shuffled = [...ls].reverse();
        const away = awayPeriods(shuffled, view).some((a) => a.start.getTime() <= t && t < a.end.getTime());
        const office = officeAt(ls, t);
        expect(away).toBe(office === null || !view.includes(office));
        // Every office: away only on the road.
        const awayAll = awayPeriods(ls, null).some((a) => a.start.getTime() <= t && t < a.end.getTime());
        expect(awayAll).toBe(office === null);
      }),
    );
  });

  it("never away without a journey", () => {
    expect(awayPeriods([], [1])).toEqual([]);
  });
});
