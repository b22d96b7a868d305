// What the desk may do with a cancellation request (docs/decisions/0043). Pure:
// the inbox page shows exactly the buttons the service would accept for this person.
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";

/** "duplicate": a second request made before one live request per reservation was enforced (0020). */
export type RequestStatus = "received" | "applied" | "refused" | "duplicate";
export type RefundState = "none" | "pending" | "refunded" | "failed" | "unknown" | "manual";

export type DeskRequest = {
  status: RequestStatus;
  refundState: RefundState | null;
  /** The refund the policy gives (computed now for an open request, as decided for an approved one). */
  refundKurus: number;
  officeIds: readonly number[];
};

export type DeskActions = { approve: boolean; decline: boolean; retryRefund: boolean; recordManualRefund: boolean };

/**
 * Where a request stands for the desk and the customer (issue 26, decision 0074): "approved" only
 * when nothing was to be refunded, the bank confirmed the refund, or a person recorded paying it
 * back another way. A decided request whose refund is on its way, refused or unanswered is
 * "refundOpen": still open in the inbox, and the customer is told nothing yet.
 */
export type RequestOutcome = "open" | "refundOpen" | "approved" | "declined" | "duplicate";

export function requestOutcome(request: { status: RequestStatus; refundState: RefundState | null }): RequestOutcome {
  if (request.status === "received") return "open";
  if (request.status === "refused") return "declined";
  if (request.status === "duplicate") return "duplicate";
  const s = request.refundState;
  return s === null || s === "none" || s === "refunded" || s === "manual" ? "approved" : "refundOpen";
}

/**
 * Approve: an open request, by someone who decides cancellations and, when money goes back, may
 * issue refunds. Decline: an open request, by someone who decides. Retry: an approved request whose
 * refund the bank refused, by someone who may issue refunds; an unanswered refund ("unknown", or
 * "pending" after a crash) is never sent again from here: the bank may have made it.
 */
export function deskActions(actor: StaffActor, request: DeskRequest): DeskActions {
  const decide = allows(actor, "cancellation.decide", request.officeIds);
  const refund = allows(actor, "refund.issue", request.officeIds);
  const open = request.status === "received";
  const refused = request.status === "applied" && refund && request.refundState === "failed";
  return {
    approve: open && decide && (request.refundKurus === 0 || refund),
    decline: open && decide,
    retryRefund: refused,
    // Only after the bank said no: an unanswered refund may still arrive, and paying twice is worse.
    recordManualRefund: refused,
  };
}

/** The idempotency key of a cancellation refund attempt: the first is the one applyCancellation uses. */
export function refundAttemptKey(reservationId: string, attempt: number): string {
  return attempt === 0 ? `cancellation:${reservationId}` : `cancellation:${reservationId}:retry:${attempt}`;
}
