import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIstanbulLocal, HOUR_MS } from "#app/domain/time/istanbul.ts";
import { checkTransferTimes, MAX_TRANSFER_HOURS } from "./transfers.ts";

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
