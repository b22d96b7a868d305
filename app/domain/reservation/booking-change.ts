// What changing a booking before pick-up settles (docs/domain-rules.md "Changes"; decision 0056):
// the new choice is a re-quote at today's prices; the difference is charged or refunded; a change
// that lowers the price inside 12 hours of pick-up keeps the cancellation deduction on the part given up.

import { lateDeduction, FULL_REFUND_HOURS } from "#app/domain/cancellation/cancellation-refund.ts";
import { assertKurus } from "#app/domain/money/money.ts";
import { HOUR_MS } from "#app/domain/time/istanbul.ts";

export type ChangeInput = {
  /** What the booking costs now (its total as booked or last changed). */
  oldTotalKurus: number;
  /** The re-quote of the new choice. */
  newTotalKurus: number;
  /** The booking's vehicle rental and days (for the late deduction on the part given up). */
  oldVehicleKurus: number;
  oldRentalDays: number;
  /**
   * A monthly booking's month 1 (its schedule, decision 0131): a late change weighs the part given
   * up by the monthly rule, as a cancellation does (decision 0139). Absent or null: the daily rules.
   */
  oldFirstMonthKurus?: number | null;
  /** Paid online by card (a difference moves through the gateway); false: paid at the office. */
  prepaid: boolean;
  hasAssurance: boolean;
  /** The booking's pick-up as it stands. */
  pickUp: Date;
  now: Date;
};

export type ChangeSettlement =
  | { changeable: false; reason: "pickUpPassed" }
  | {
      changeable: true;
      /** charge: the customer pays `chargeKurus` now; refund: `refundKurus` goes back; even: nothing moves; office: all at the desk. */
      settle: "charge" | "refund" | "even" | "office";
      chargeKurus: number;
      refundKurus: number;
      /** Kept from the part given up (late change that lowers the price); added to the new total. */
      deductionKurus: number;
      /** What the booking costs after the change: the new quote plus any kept deduction. */
      totalKurus: number;
      /** new total - old total (before any deduction). */
      differenceKurus: number;
    };

/** The settlement of a change asked for at `now`. Money moves only for prepaid bookings. */
export function changeSettlement(input: ChangeInput): ChangeSettlement {
  const { oldTotalKurus, newTotalKurus, pickUp, now } = input;
  assertKurus(oldTotalKurus, "old total");
  assertKurus(newTotalKurus, "new total");
  if (oldTotalKurus < 0 || newTotalKurus < 0) throw new RangeError("totals cannot be negative");
  if (Number.isNaN(pickUp.getTime()) || Number.isNaN(now.getTime())) throw new RangeError("invalid Date");
  if (now.getTime() >= pickUp.getTime()) return { changeable: false, reason: "pickUpPassed" };
  const differenceKurus = newTotalKurus - oldTotalKurus;
  const even = { chargeKurus: 0, refundKurus: 0, deductionKurus: 0, totalKurus: newTotalKurus, differenceKurus };
  if (!input.prepaid) return { changeable: true, settle: "office", ...even };
  if (differenceKurus > 0) return { changeable: true, settle: "charge", ...even, chargeKurus: differenceKurus };
  if (differenceKurus === 0) return { changeable: true, settle: "even", ...even };
  const givenUp = -differenceKurus;
  const late = pickUp.getTime() - now.getTime() < FULL_REFUND_HOURS * HOUR_MS && !input.hasAssurance;
  const deductionKurus = late
    ? Math.min(
        givenUp,
        lateDeduction({
          vehicleRentalKurus: input.oldVehicleKurus,
          rentalDays: input.oldRentalDays,
          totalKurus: oldTotalKurus,
          firstMonthKurus: input.oldFirstMonthKurus,
        }).deductionKurus,
      )
    : 0;
  const refundKurus = givenUp - deductionKurus;
  return {
    changeable: true,
    settle: refundKurus > 0 ? "refund" : "even",
    chargeKurus: 0,
    refundKurus,
    deductionKurus,
    totalKurus: newTotalKurus + deductionKurus,
    differenceKurus,
  };
}
