// The refund a cancellation request shows and e-mails, by the policy in docs/domain-rules.md.

import { assertKurus, divRoundHalfUp, percentOf } from "#app/domain/money/money.ts";
import { HOUR_MS } from "#app/domain/time/istanbul.ts";

/** A prepaid reservation cancelled at least this long before pick-up is refunded in full. */
export const FULL_REFUND_HOURS = 12;
export const LATE_LONG_RENTAL_PERCENT = 20;

export type RefundRule =
  /** The car was picked up: the reservation can no longer be cancelled. */
  | "pickedUp"
  /** Nothing was charged online. */
  | "payAtOffice"
  /** Any assurance package, cancelled before pick-up time. */
  | "assuranceFree"
  /** Prepaid, 12 hours or more before pick-up. */
  | "earlyFull"
  /** Under 12 hours (or after pick-up time without pick-up), 1-3 day rental: one day's rental kept. */
  | "lateOneDay"
  /** Same, 4-7 day rental: two days' rental kept. */
  | "lateTwoDays"
  /** Same, 8 or more days: 20 percent of the total kept. */
  | "lateTwentyPercent"
  /** Same, a monthly rental (30+ days, decision 0131): 20 percent of month 1, what was due at booking. */
  | "lateFirstMonth";

export type CancellationInput = {
  /** What the customer actually paid online. */
  paidKurus: number;
  /** The vehicle rental as charged (after its discount). */
  vehicleRentalKurus: number;
  rentalDays: number;
  totalKurus: number;
  hasAssurance: boolean;
  prepaid: boolean;
  pickUp: Date;
  now: Date;
  pickedUp: boolean;
  /**
   * A monthly rental's month 1 (decision 0131): only it is paid at booking, so a late cancellation
   * keeps 20 percent of it, not of the months that were never due. Absent or null otherwise.
   */
  firstMonthKurus?: number | null;
};

export type CancellationRefund = {
  cancellable: boolean;
  refundKurus: number;
  /** What is kept; refund + deduction = paid whenever something was paid and cancellation is possible. */
  deductionKurus: number;
  rule: RefundRule;
};

/** The last instant a prepaid reservation can be cancelled for a full refund. */
export function fullRefundDeadline(pickUp: Date): Date {
  return new Date(pickUp.getTime() - FULL_REFUND_HOURS * HOUR_MS);
}

/** What a late cancellation keeps (before limiting it to what was paid), and under which rule. */
export function lateCancellationDeduction(
  vehicleRentalKurus: number,
  rentalDays: number,
  totalKurus: number,
): { deductionKurus: number; rule: "lateOneDay" | "lateTwoDays" | "lateTwentyPercent" } {
  assertKurus(vehicleRentalKurus, "vehicle rental");
  assertKurus(totalKurus, "total");
  if (!Number.isInteger(rentalDays) || rentalDays < 1) throw new RangeError(`invalid rental days ${rentalDays}`);
  // "One day's rental" is the vehicle rental divided by the rental days, rounded once.
  if (rentalDays <= 3) return { deductionKurus: divRoundHalfUp(vehicleRentalKurus, rentalDays), rule: "lateOneDay" };
  if (rentalDays <= 7)
    return { deductionKurus: divRoundHalfUp(2 * vehicleRentalKurus, rentalDays), rule: "lateTwoDays" };
  return { deductionKurus: percentOf(totalKurus, LATE_LONG_RENTAL_PERCENT), rule: "lateTwentyPercent" };
}

/**
 * The one late-cancellation rule (before limiting it to what was paid): a monthly rental's month 1
 * share (decision 0131) where the booking has a schedule, else the daily rules. A cancellation and
 * a booking change that lowers the price late (decision 0139) both use it.
 */
export function lateDeduction(input: {
  vehicleRentalKurus: number;
  rentalDays: number;
  totalKurus: number;
  firstMonthKurus?: number | null;
}): { deductionKurus: number; rule: "lateOneDay" | "lateTwoDays" | "lateTwentyPercent" | "lateFirstMonth" } {
  if (input.firstMonthKurus != null) {
    assertKurus(input.firstMonthKurus, "first month");
    return { deductionKurus: percentOf(input.firstMonthKurus, LATE_LONG_RENTAL_PERCENT), rule: "lateFirstMonth" };
  }
  return lateCancellationDeduction(input.vehicleRentalKurus, input.rentalDays, input.totalKurus);
}

/** The refund for a cancellation requested at `now`; never more than was paid, never negative. */
export function cancellationRefund(input: CancellationInput): CancellationRefund {
  const { paidKurus, hasAssurance, prepaid, pickUp, now, pickedUp } = input;
  assertKurus(paidKurus, "paid");
  if (paidKurus < 0) throw new RangeError("paid amount cannot be negative");
  if (Number.isNaN(pickUp.getTime()) || Number.isNaN(now.getTime())) throw new RangeError("invalid Date");
  if (pickedUp) return { cancellable: false, refundKurus: 0, deductionKurus: 0, rule: "pickedUp" };
  if (!prepaid) return { cancellable: true, refundKurus: 0, deductionKurus: 0, rule: "payAtOffice" };
  const msBefore = pickUp.getTime() - now.getTime();
  if (hasAssurance && msBefore > 0) {
    return { cancellable: true, refundKurus: paidKurus, deductionKurus: 0, rule: "assuranceFree" };
  }
  if (msBefore >= FULL_REFUND_HOURS * HOUR_MS) {
    return { cancellable: true, refundKurus: paidKurus, deductionKurus: 0, rule: "earlyFull" };
  }
  const late = lateDeduction(input);
  const deductionKurus = Math.min(Math.max(late.deductionKurus, 0), paidKurus);
  return { cancellable: true, refundKurus: paidKurus - deductionKurus, deductionKurus, rule: late.rule };
}
