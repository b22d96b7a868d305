import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeSettlement, type ChangeInput } from "./booking-change.ts";

const H = 3_600_000;
const pickUp = new Date("2026-07-10T07:00:00Z");
const before = (ms: number) => new Date(pickUp.getTime() - ms);
const base: ChangeInput = {
  oldTotalKurus: 300_000,
  newTotalKurus: 300_000,
  oldVehicleKurus: 270_000,
  oldRentalDays: 3,
  prepaid: true,
  hasAssurance: false,
  pickUp,
  now: before(48 * H),
};

describe("changeSettlement", () => {
  it("charges the difference when the new choice costs more", () => {
    expect(changeSettlement({ ...base, newTotalKurus: 412_345 })).toMatchObject({
      settle: "charge",
      chargeKurus: 112_345,
      refundKurus: 0,
      totalKurus: 412_345,
    });
  });

  it("refunds the whole difference 12 hours or more before pick-up", () => {
    expect(changeSettlement({ ...base, newTotalKurus: 200_000, now: before(12 * H) })).toMatchObject({
      settle: "refund",
      refundKurus: 100_000,
      deductionKurus: 0,
      totalKurus: 200_000,
    });
  });

  it("inside 12 hours keeps the cancellation deduction on the part given up (one day of a 3-day rental)", () => {
    expect(changeSettlement({ ...base, newTotalKurus: 100_000, now: before(12 * H - 1) })).toMatchObject({
      settle: "refund",
      refundKurus: 110_000,
      deductionKurus: 90_000,
      totalKurus: 190_000,
    });
    // Never more than what was given up.
    expect(changeSettlement({ ...base, newTotalKurus: 250_000, now: before(H) })).toMatchObject({
      settle: "even",
      refundKurus: 0,
      deductionKurus: 50_000,
      totalKurus: 300_000,
    });
  });

  it("an assurance package makes a late change refund in full, like a cancellation", () => {
    expect(changeSettlement({ ...base, hasAssurance: true, newTotalKurus: 100_000, now: before(H) })).toMatchObject({
      refundKurus: 200_000,
      deductionKurus: 0,
    });
  });

  it("moves no money for a pay-at-office booking: the new total is due at the desk", () => {
    expect(changeSettlement({ ...base, prepaid: false, newTotalKurus: 500_000 })).toMatchObject({
      settle: "office",
      chargeKurus: 0,
      refundKurus: 0,
      totalKurus: 500_000,
    });
  });

  it("refuses a change at or after pick-up time", () => {
    expect(changeSettlement({ ...base, now: pickUp })).toEqual({ changeable: false, reason: "pickUpPassed" });
  });

  it("property: what the customer has paid after the change equals the booking's new total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 200 * H }),
        (oldTotal, newTotal, days, prepaid, hasAssurance, msBefore) => {
          const s = changeSettlement({
            ...base,
            oldTotalKurus: oldTotal,
            newTotalKurus: newTotal,
            oldVehicleKurus: oldTotal,
            oldRentalDays: days,
            prepaid,
            hasAssurance,
            now: before(msBefore),
          });
          if (!s.changeable) return false;
          for (const v of [s.chargeKurus, s.refundKurus, s.deductionKurus]) {
            if (!Number.isSafeInteger(v) || v < 0) return false;
          }
          if (s.chargeKurus > 0 && s.refundKurus > 0) return false;
          if (s.differenceKurus !== newTotal - oldTotal) return false;
          if (s.totalKurus < newTotal) return false;
          // A refund never exceeds what was given up, a deduction never exceeds it either.
          if (s.refundKurus + s.deductionKurus !== Math.max(0, oldTotal - newTotal) && prepaid) return false;
          if (!prepaid) return s.totalKurus === newTotal && s.chargeKurus === 0 && s.refundKurus === 0;
          return oldTotal + s.chargeKurus - s.refundKurus === s.totalKurus;
        },
      ),
    );
  });
});

describe("changeSettlement of a monthly booking (decision 0139)", () => {
  // A 45-day card booking: 45.000,00 TL in all, month 1 (30 days) 30.000,00 TL paid at booking.
  const monthly: ChangeInput = {
    ...base,
    oldTotalKurus: 4_500_000,
    oldVehicleKurus: 4_200_000,
    oldRentalDays: 45,
    oldFirstMonthKurus: 3_000_000,
    now: before(2 * H),
  };

  it("a late change that lowers the price keeps 20% of month 1, as a monthly cancellation does, not 20% of the total", () => {
    expect(changeSettlement({ ...monthly, newTotalKurus: 3_000_000 })).toMatchObject({
      settle: "refund",
      deductionKurus: 600_000,
      refundKurus: 900_000,
      totalKurus: 3_600_000,
    });
  });

  it("keeps exactly what a cancellation at the same moment would keep, capped at the part given up", async () => {
    const { cancellationRefund } = await import("#app/domain/cancellation/cancellation-refund.ts");
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 365 }),
        fc.integer({ min: 100_000, max: 50_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 12 * 60 - 1 }),
        (days, oldTotal, monthShare, newShare, minutesBefore) => {
          const first = Math.max(1, Math.floor((oldTotal * monthShare) / 100));
          const newTotal = Math.floor((oldTotal * newShare) / 100);
          const now = before(minutesBefore * 60_000);
          const change = changeSettlement({
            ...monthly,
            oldTotalKurus: oldTotal,
            oldVehicleKurus: oldTotal,
            oldRentalDays: days,
            oldFirstMonthKurus: first,
            newTotalKurus: newTotal,
            now,
          });
          const cancel = cancellationRefund({
            paidKurus: oldTotal,
            vehicleRentalKurus: oldTotal,
            rentalDays: days,
            totalKurus: oldTotal,
            hasAssurance: false,
            prepaid: true,
            pickUp,
            now,
            pickedUp: false,
            firstMonthKurus: first,
          });
          expect(cancel.rule).toBe("lateFirstMonth");
          if (!change.changeable) throw new Error("changeable before pick-up");
          expect(change.deductionKurus).toBe(Math.min(oldTotal - newTotal, cancel.deductionKurus));
          expect(change.refundKurus + change.deductionKurus).toBe(oldTotal - newTotal);
        },
      ),
    );
  });
});
