// Cancel at once (issue 31 item 1, decision 0100): which cancellations the customer may make
// themselves, without a person, because the policy (cancellation-refund.ts) decides the money.
// Everything else stays a request the desk answers.
import type { CancellationRefund } from "./cancellation-refund.ts";

/** How many working days finance has to pay back a refund the bank refused (told to the customer). */
export const MANUAL_REFUND_WORKING_DAYS = 10;

export type SelfServiceInput = {
  /** The reservation's status (only a confirmed booking is cancelled at once). */
  status: string;
  pickUp: Date;
  now: Date;
  /** A request already stands (received): the desk answers it. */
  hasLiveRequest: boolean;
  /** Payments counted for the reservation (card or reference); the refund goes to one of them. */
  paymentCount: number;
  /** Refunds already sent and not answered, on any of those payments. */
  refundPendingKurus: number;
  /** What the payment the refund goes to can still give back. */
  refundableOnPaymentKurus: number;
  refund: Pick<CancellationRefund, "cancellable" | "refundKurus" | "rule">;
};

export type SelfServiceWhyNot =
  | "status"
  | "pickUpPassed"
  | "liveRequest"
  | "notCancellable"
  | "severalPayments"
  | "refundInFlight"
  | "exceedsPayment";

export type SelfServiceDecision = { atOnce: true } | { atOnce: false; why: SelfServiceWhyNot };

/**
 * Whether the customer may cancel at once: a confirmed booking before its pick-up time, with no
 * request standing, whose refund the policy decides and one payment can carry whole (or nothing
 * to refund). Several payments, a refund still in flight, or anything the policy does not decide
 * go to the desk as a request.
 */
export function selfServiceCancellation(input: SelfServiceInput): SelfServiceDecision {
  if (input.status !== "confirmed") return { atOnce: false, why: "status" };
  if (input.pickUp.getTime() <= input.now.getTime()) return { atOnce: false, why: "pickUpPassed" };
  if (input.hasLiveRequest) return { atOnce: false, why: "liveRequest" };
  if (!input.refund.cancellable || input.refund.rule === "pickedUp") return { atOnce: false, why: "notCancellable" };
  if (input.paymentCount > 1) return { atOnce: false, why: "severalPayments" };
  if (input.refundPendingKurus > 0) return { atOnce: false, why: "refundInFlight" };
  if (input.refund.refundKurus > input.refundableOnPaymentKurus) return { atOnce: false, why: "exceedsPayment" };
  return { atOnce: true };
}

/** What the customer is told the cancellation does with the money, before and after confirming. */
export type SelfServiceMoney =
  /** Nothing was paid online (pay at the office): nothing to pay, nothing to refund. */
  | { kind: "nothingToPay" }
  /** Paid, and the policy keeps all of it. */
  | { kind: "noRefund"; deductionKurus: number }
  | { kind: "refund"; refundKurus: number; deductionKurus: number };

export function selfServiceMoney(refund: {
  paidKurus: number;
  refundKurus: number;
  deductionKurus: number;
}): SelfServiceMoney {
  if (refund.paidKurus <= 0) return { kind: "nothingToPay" };
  if (refund.refundKurus <= 0) return { kind: "noRefund", deductionKurus: refund.deductionKurus };
  return { kind: "refund", refundKurus: refund.refundKurus, deductionKurus: refund.deductionKurus };
}

/** Where the money stands after a cancellation at once, as the customer is told (page and e-mail). */
export type AtOnceMoneyOutcome = "nothingToPay" | "noRefund" | "refunded" | "failed" | "unknown" | "pending";

/** The outcome from the stored request: its refund state, and whether something was kept. */
export function atOnceOutcome(refundState: string | null, deductionKurus: number): AtOnceMoneyOutcome {
  switch (refundState ?? "none") {
    case "none":
      return deductionKurus > 0 ? "noRefund" : "nothingToPay";
    case "refunded":
    case "manual":
      return "refunded";
    case "failed":
      return "failed";
    case "unknown":
      return "unknown";
    default:
      return "pending";
  }
}
