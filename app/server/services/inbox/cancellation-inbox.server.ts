// The cancellation requests inbox's decisions (docs/decisions/0043); the list and
// detail are in cancellation-inbox-view.server.ts. Approve (the reservation is cancelled
// and the refund goes to the bank once), decline with a reason, retry a refund the bank refused.
// The customer is e-mailed the decision in the language of the request.
//
// Exactly once: the decision is taken under locks on the reservation and the request (a second
// approval finds the request decided), and each refund attempt has its own idempotency key in
// payment_events (unique), the first being the one applyCancellation uses.
import { refundAttemptKey } from "#app/domain/cancellation/desk-decision.ts";
import { assertTransition } from "#app/domain/reservation/status.ts";
import { UUID_RE } from "#app/domain/requests/request-inbox.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CancellationRefundState, ManualRefundMethod } from "#app/server/db/schema.ts";
import { cancellationApprovedEmail, cancellationDeclinedEmail } from "#app/server/email/desk-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import type { CancellationRequestRow } from "#app/server/repositories/forms.server.ts";
import { setReservationStatus } from "#app/server/repositories/forms.server.ts";
import {
  findCancellationInboxRow,
  lockCancellationRequest,
  updateCancellationRequest,
} from "#app/server/repositories/inbox.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import {
  insertReservationEvent,
  lockReservation,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { isOpen, refundFor } from "#app/server/services/cancellation.server.ts";
import { type PaymentLog, runTx } from "#app/server/services/payment-common.server.ts";
import { refundPayment, type RefundResult } from "#app/server/services/payment-reversals.server.ts";
import { recordPaidOtherwise } from "#app/server/services/refunds-paid-otherwise.server.ts";
import { audit, requireAllowed, StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { type CancellationInboxItem, itemOf, load, officesOf } from "./cancellation-inbox-view.server.ts";

export type DecisionResult =
  | { ok: true; item: CancellationInboxItem }
  | {
      ok: false;
      reason:
        | "notFound"
        | "alreadyDecided"
        | "notCancellable"
        | "invalidReason"
        | "notRetryable"
        | "invalidNote"
        | "dayClosed";
    };

type Options = { now?: Date; log?: PaymentLog };

async function reload(db: Db, actor: StaffActor, id: string): Promise<DecisionResult> {
  const row = await findCancellationInboxRow(db, id);
  return row ? { ok: true, item: await itemOf(db, actor, row) } : { ok: false, reason: "notFound" };
}

/**
 * Approves an open request: the reservation is cancelled, the policy's refund (at the time of the
 * request) goes to the bank once, the customer is e-mailed. A refund needs `refund.issue`; a
 * request with nothing to refund (pay at the office) needs only `cancellation.decide`.
 */
export async function approveCancellationRequest(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  id: string,
  options: Options = {},
): Promise<DecisionResult> {
  const now = options.now ?? new Date();
  requireAllowed(actor, "cancellation.decide");
  const row = await load(db, actor, id);
  if (!row) return { ok: false, reason: "notFound" };
  const officeIds = officesOf(row.reservation);
  // Refused before anything is locked when the refund is already known to need a permission.
  const preview = await refundFor(db, row.reservation, row.request.requestedAt);
  if (preview.refundKurus > 0) requireAllowed(actor, "refund.issue", officeIds);

  const decided = await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, row.reservation.id);
    const request = await lockCancellationRequest(tx, id);
    if (!reservation || !request) return { ok: false as const, reason: "notFound" as const };
    if (request.status !== "received") return { ok: false as const, reason: "alreadyDecided" as const };
    if (!isOpen(reservation)) return { ok: false as const, reason: "notCancellable" as const };
    const refund = await refundFor(tx, reservation, request.requestedAt);
    if (!refund.cancellable) return { ok: false as const, reason: "notCancellable" as const };
    // What is paid may have changed since the preview (a reference paid meanwhile).
    if (refund.refundKurus > 0 && !allows(actor, "refund.issue", officeIds)) {
      throw new StaffAccessDenied("refund.issue", officeIds);
    }
    assertTransition(reservation.status, "cancelled");
    await setReservationStatus(tx, reservation.id, "cancelled");
    await insertReservationEvent(tx, {
      reservationId: reservation.id,
      actor: `staff:${actor.id}`,
      from: reservation.status,
      to: "cancelled",
      note: `cancellation request approved (${refund.rule}): refund ${refund.refundKurus}`,
      at: now,
    });
    const refundState: CancellationRefundState = refund.refundKurus > 0 && refund.paymentId ? "pending" : "none";
    await updateCancellationRequest(tx, request.id, {
      status: "applied",
      appliedAt: now,
      appliedBy: actor.id,
      decidedByName: actor.name,
      rule: refund.rule,
      refundKurus: refund.refundKurus,
      deductionKurus: refund.deductionKurus,
      refundState,
    });
    await audit(tx, actor, {
      action: "cancellation.approve",
      entityType: "cancellation_request",
      entityId: request.id,
      officeIds,
      before: { status: request.status, reservationStatus: reservation.status },
      after: { status: "applied", reservationStatus: "cancelled", rule: refund.rule, refundKurus: refund.refundKurus },
      note: reservation.number,
    });
    if (refundState === "none") {
      await enqueueEmail(
        tx,
        cancellationApprovedEmail({ ...customerOf(reservation, request), refundKurus: 0, paidBack: null }),
        now,
      );
    }
    return { ok: true as const, refundState, refund, reservation, request };
  });
  if (!decided.ok) return decided;
  if (decided.refundState === "pending" && decided.refund.paymentId) {
    await sendRefund(db, gateway, actor, {
      requestId: id,
      reservationId: decided.reservation.id,
      paymentId: decided.refund.paymentId,
      amountKurus: decided.refund.refundKurus,
      rule: decided.refund.rule,
      attempt: 0,
      now,
      ...(options.log ? { log: options.log } : {}),
    });
  }
  return reload(db, actor, id);
}

function customerOf(reservation: ReservationRow, request: CancellationRequestRow) {
  return {
    lang: request.lang,
    to: reservation.driver.email,
    name: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    reservationNumber: reservation.number,
  };
}

function stateOf(result: RefundResult): CancellationRefundState {
  if (result.ok) return "refunded";
  if (result.reason === "unknownOutcome") return "unknown";
  if (result.reason === "inProgress") return "pending";
  return "failed";
}

/**
 * Sends refund attempt `attempt` and records the bank's answer on the request (if the request is
 * still at that attempt) with an audit entry; the first attempt's outcome also e-mails the customer.
 */
async function sendRefund(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  input: {
    requestId: string;
    reservationId: string;
    paymentId: string;
    amountKurus: number;
    rule: string;
    attempt: number;
    now: Date;
    log?: PaymentLog;
  },
): Promise<void> {
  const result = await refundPayment(
    db,
    gateway,
    {
      paymentId: input.paymentId,
      amountKurus: input.amountKurus,
      actor: `staff:${actor.id}`,
      reason: `cancellation:${input.rule}`,
      idempotencyKey: refundAttemptKey(input.reservationId, input.attempt),
    },
    { now: input.now, ...(input.log ? { log: input.log } : {}) },
  );
  const state = stateOf(result);
  // Another call holds this attempt's claim at the bank; it records the answer.
  if (state === "pending") return;
  await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, input.reservationId);
    const request = await lockCancellationRequest(tx, input.requestId);
    if (!reservation || !request || request.refundAttempt !== input.attempt) return;
    const before = { refundState: request.refundState, attempt: request.refundAttempt };
    // Money already paid back (a repeat of this attempt's answer): nothing to record twice.
    if (request.refundState === "refunded" || request.refundState === "manual") return;
    await updateCancellationRequest(tx, request.id, { refundState: state, refundResult: result });
    await audit(tx, actor, {
      action: "cancellation.refund",
      entityType: "cancellation_request",
      entityId: request.id,
      officeIds: officesOf(reservation),
      before,
      after: { refundState: state, attempt: input.attempt, amountKurus: input.amountKurus, result },
      note: reservation.number,
    });
    // The customer hears of the decision when the money has moved, never before (decision 0074):
    // a refused or unanswered refund leaves the request open and says nothing yet.
    if (state === "refunded") {
      await enqueueEmail(
        tx,
        cancellationApprovedEmail({
          ...customerOf(reservation, request),
          refundKurus: input.amountKurus,
          paidBack: { by: "bank" },
        }),
        input.now,
      );
    }
  });
}

/** Declines an open request with a reason the customer reads (e-mailed, shown on the lookup page). */
export async function declineCancellationRequest(
  db: Db,
  actor: StaffActor,
  id: string,
  input: { reason: string },
  options: Options = {},
): Promise<DecisionResult> {
  const now = options.now ?? new Date();
  requireAllowed(actor, "cancellation.decide");
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > 1000) return { ok: false, reason: "invalidReason" };
  const row = await load(db, actor, id);
  if (!row) return { ok: false, reason: "notFound" };
  const outcome = await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, row.reservation.id);
    const request = await lockCancellationRequest(tx, id);
    if (!reservation || !request) return "notFound" as const;
    if (request.status !== "received") return "alreadyDecided" as const;
    await updateCancellationRequest(tx, request.id, {
      status: "refused",
      appliedAt: now,
      appliedBy: actor.id,
      decidedByName: actor.name,
      declineReason: reason,
    });
    await audit(tx, actor, {
      action: "cancellation.decline",
      entityType: "cancellation_request",
      entityId: request.id,
      officeIds: officesOf(reservation),
      before: { status: request.status },
      after: { status: "refused", reason },
      note: reservation.number,
    });
    await enqueueEmail(tx, cancellationDeclinedEmail({ ...customerOf(reservation, request), reason }), now);
    return "ok" as const;
  });
  if (outcome !== "ok") return { ok: false, reason: outcome };
  return reload(db, actor, id);
}

/**
 * Sends an approved request's refund again after the bank refused it: a new attempt with its own
 * key, claimed under the request's lock (two retries at once make one attempt).
 */
export async function retryCancellationRefund(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  id: string,
  options: Options = {},
): Promise<DecisionResult> {
  const now = options.now ?? new Date();
  requireAllowed(actor, "refund.issue");
  const row = UUID_RE.test(id) ? await findCancellationInboxRow(db, id) : null;
  if (!row) return { ok: false, reason: "notFound" };
  requireAllowed(actor, "refund.issue", officesOf(row.reservation));
  const claimed = await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, row.reservation.id);
    const request = await lockCancellationRequest(tx, id);
    if (!reservation || !request) return null;
    if (request.status !== "applied" || request.refundKurus <= 0) return null;
    if (request.refundState !== "failed") return null;
    const attempt = request.refundAttempt + 1;
    await updateCancellationRequest(tx, request.id, { refundState: "pending", refundAttempt: attempt });
    await audit(tx, actor, {
      action: "refund.retry",
      entityType: "cancellation_request",
      entityId: request.id,
      officeIds: officesOf(reservation),
      before: { refundState: request.refundState, attempt: request.refundAttempt },
      after: { refundState: "pending", attempt },
      note: reservation.number,
    });
    return { attempt, request };
  });
  if (!claimed) return { ok: false, reason: "notRetryable" };
  const payment = (await listCountedPayments(db, row.reservation.id)).at(-1);
  if (!payment) return { ok: false, reason: "notRetryable" };
  await sendRefund(db, gateway, actor, {
    requestId: id,
    reservationId: row.reservation.id,
    paymentId: payment.id,
    amountKurus: claimed.request.refundKurus,
    rule: claimed.request.rule,
    attempt: claimed.attempt,
    now,
    ...(options.log ? { log: options.log } : {}),
  });
  return reload(db, actor, id);
}

/**
 * Records that the refund the bank refused was paid back another way (a bank transfer, or cash
 * from the office's drawer), in the words of the person who did it. Only after a refusal: an
 * unanswered refund may still reach the card. The money is recorded (manual_refunds, decision
 * 0106) in the same transaction: counted by the reports as refunded, followed by a return invoice
 * when invoiced money went back. The customer is e-mailed then, with those words.
 */
export async function recordManualRefund(
  db: Db,
  actor: StaffActor,
  id: string,
  input: { note: string; method?: ManualRefundMethod },
  options: Options = {},
): Promise<DecisionResult> {
  const now = options.now ?? new Date();
  const method = input.method ?? "bank_transfer";
  requireAllowed(actor, "refund.issue");
  const note = input.note.trim();
  const row = UUID_RE.test(id) ? await findCancellationInboxRow(db, id) : null;
  if (!row) return { ok: false, reason: "notFound" };
  requireAllowed(actor, "refund.issue", officesOf(row.reservation));
  if (note.length < 5 || note.length > 1000) return { ok: false, reason: "invalidNote" };
  const outcome = await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, row.reservation.id);
    const request = await lockCancellationRequest(tx, id);
    if (!reservation || !request) return "notFound" as const;
    if (request.status !== "applied" || request.refundState !== "failed") return "notRetryable" as const;
    const paid = await recordPaidOtherwise(tx, actor, {
      reservationId: reservation.id,
      cancellationRequestId: request.id,
      amountKurus: request.refundKurus,
      method,
      note,
      key: `cancellation-manual:${request.id}`,
      now,
    });
    if (!paid.ok) return paid.reason;
    await updateCancellationRequest(tx, request.id, {
      refundState: "manual",
      refundManualNote: note,
      refundManualBy: actor.name,
      refundManualAt: now,
    });
    await audit(tx, actor, {
      action: "refund.manual",
      entityType: "cancellation_request",
      entityId: request.id,
      officeIds: officesOf(reservation),
      before: { refundState: request.refundState, attempt: request.refundAttempt },
      after: { refundState: "manual", amountKurus: request.refundKurus, method, note },
      note: reservation.number,
    });
    await enqueueEmail(
      tx,
      cancellationApprovedEmail({
        ...customerOf(reservation, request),
        refundKurus: request.refundKurus,
        paidBack: { by: "manual", how: note },
      }),
      now,
    );
    return "ok" as const;
  });
  if (outcome !== "ok") return { ok: false, reason: outcome };
  return reload(db, actor, id);
}
