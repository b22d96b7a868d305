// Cancelling a monthly rental (decision 0131): only month 1 was paid at booking, so the policy
// weighs that: a late cancellation keeps 20 percent of month 1, never a share of the months that
// were never due, and never more than was paid.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOf } from "#app/domain/money/money.ts";
import { firstMonthKurus } from "#app/domain/rental/monthly-plan.ts";
import { cancellationRefund } from "./cancellation-refund.ts";

const pickUp = new Date("2027-03-11T07:00:00Z");
const late = new Date(pickUp.getTime() - 3_600_000);
const early = new Date(pickUp.getTime() - 48 * 3_600_000);

describe("cancelling a monthly rental", () => {
  it("a 365-day rental cancelled late keeps 20% of month 1 (6 000 of 30 000 TL), not all of it", () => {
    const total = 36_500_000;
    const first = firstMonthKurus(total, 365);
    expect(first).toBe(3_000_000);
    const refund = cancellationRefund({
      paidKurus: first,
      vehicleRentalKurus: total,
      rentalDays: 365,
      totalKurus: total,
      hasAssurance: false,
      prepaid: true,
      pickUp,
      now: late,
      pickedUp: false,
      firstMonthKurus: first,
    });
    expect(refund).toEqual({
      cancellable: true,
      refundKurus: 2_400_000,
      deductionKurus: 600_000,
      rule: "lateFirstMonth",
    });
  });

  it("for any length and total: late keeps 20% of month 1, early refunds all that was paid, refund + kept = paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 365 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        (days, total, isLate) => {
          const first = firstMonthKurus(total, days);
          const r = cancellationRefund({
            paidKurus: first,
            vehicleRentalKurus: total,
            rentalDays: days,
            totalKurus: total,
            hasAssurance: false,
            prepaid: true,
            pickUp,
            now: isLate ? late : early,
            pickedUp: false,
            firstMonthKurus: first,
          });
          expect(r.refundKurus + r.deductionKurus).toBe(first);
          if (isLate) expect(r.deductionKurus).toBe(percentOf(first, 20));
          else expect(r.deductionKurus).toBe(0);
          expect(r.deductionKurus).toBeLessThanOrEqual(percentOf(total, 20));
        },
      ),
    );
  });

  it("a shorter rental keeps its rules", () => {
    const r = cancellationRefund({
      paidKurus: 1_000_000,
      vehicleRentalKurus: 1_000_000,
      rentalDays: 10,
      totalKurus: 1_000_000,
      hasAssurance: false,
      prepaid: true,
      pickUp,
      now: late,
      pickedUp: false,
    });
    expect(r).toMatchObject({ deductionKurus: 200_000, rule: "lateTwentyPercent" });
  });
});
