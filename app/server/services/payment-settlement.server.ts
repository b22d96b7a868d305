// Settling a payment inside the caller's transaction: an approval confirms (or re-holds) the
// reservation or pays the reference, else marks the charge for reversal and e-mails the customer;
// a refusal ends the attempt and releases a pending hold. Callbacks and the stale check share it.
import { canTransition } from "#app/domain/reservation/status.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { reversalNoticeFor } from "#app/server/email/payment-emails.server.ts";
import type { Charge, Failure } from "#app/server/payments/gateway.server.ts";
import { listFeasibleUnits } from "#app/server/repositories/availability.server.ts";
import {
  type PaymentRow,
  confirmHeldReservation,
  failHeldReservation,
  findPaymentReferenceById,
  insertPaymentEvent,
  lockPayment,
  reholdReservation,
  updatePayment,
} from "#app/server/repositories/payments.server.ts";
import {
  findReservationById,
  insertReservationEvent,
  lockReservation,
  lockUnit,
  wasDraftReleased,
} from "#app/server/repositories/reservations.server.ts";
import type { Decision } from "./payment-common.server.ts";
import { applyReferenceApproval } from "./payment-references.server.ts";
import { enqueueReservationConfirmation } from "./reserve.server.ts";

/**
 * Approval, inside the caller's transaction (with the callback's claim when there is one): the
 * payment becomes approved; its reservation is confirmed, or re-held when its hold ended and the
 * same unit is still free, or else the charge is marked for reversal and the customer e-mailed.
 */
export async function approveInTx(
  tx: Db,
  paymentId: string,
  charge: Charge,
  actor: "bank" | "system",
  now: Date,
): Promise<Decision> {
  const p = await lockPayment(tx, paymentId);
  // An attempt the stale job gave up on may still be approved late: it is settled like any other.
  if (!p || (p.status !== "initiated" && p.status !== "expired")) return { outcome: "already", reversal: null };
  await updatePayment(
    tx,
    p.id,
    {
      status: "approved",
      transId: charge.transactionId,
      authCode: charge.authCode,
      procReturnCode: charge.resultCode,
      maskedPan: charge.maskedPan || p.maskedPan,
      providerData: { ...p.providerData, ...charge.details },
      declineReason: null,
      errorCode: null,
      errorMessage: null,
    },
    now,
  );
  await insertPaymentEvent(tx, {
    paymentId: p.id,
    actor,
    kind: "approved",
    from: p.status,
    to: "approved",
    amountKurus: p.amountKurus,
    detail: {
      transactionId: charge.transactionId,
      authCode: charge.authCode,
      resultCode: charge.resultCode,
      maskedPan: charge.maskedPan,
      ...charge.details,
    },
    at: now,
  });
  let reversal: string | null = null;
  if (p.reservationId) {
    reversal = await settleReservation(tx, p, now);
  } else if (p.paymentReferenceId) {
    // The reference's own code re-checks what is owed and writes its paid or returned e-mail.
    reversal = await applyReferenceApproval(tx, p, now);
    if (!reversal) return { outcome: "applied", reversal: null };
    await updatePayment(tx, p.id, { reversal }, now);
    return { outcome: "reversed", reversal };
  }
  if (!reversal) return { outcome: "applied", reversal: null };
  await updatePayment(tx, p.id, { reversal }, now);
  await enqueueReversalNotice(tx, { ...p, maskedPan: charge.maskedPan || p.maskedPan }, reversal, now);
  return { outcome: "reversed", reversal };
}

/** The reservation side of an approval: null when it now holds its unit as confirmed, else why the charge goes back. */
async function settleReservation(tx: Db, p: PaymentRow, now: Date): Promise<string | null> {
  const reservationId = p.reservationId!;
  // The row lock orders this with the hold-release job (which skips locked rows) and staff actions.
  const r = await lockReservation(tx, reservationId);
  if (!r) return "reservation_closed";
  if (r.status === "pending_payment" && r.holdExpiresAt && r.holdExpiresAt.getTime() > now.getTime()) {
    if (!(await confirmHeldReservation(tx, reservationId, now))) return "hold_expired";
    await insertReservationEvent(tx, {
      reservationId,
      actor: "system",
      from: "pending_payment",
      to: "confirmed",
      note: `card payment approved (${p.orderId})`,
      at: now,
    });
    await enqueueReservationConfirmation(tx, reservationId, now);
    return null;
  }
  // Confirmed, active, completed or cancelled: nothing to pay for (status.ts).
  if (!canTransition(r.status, "confirmed")) return "reservation_closed";
  if (r.pickupAt.getTime() <= now.getTime()) return "hold_expired";
  // The customer already booked again from the same draft after this attempt failed.
  if (await wasDraftReleased(tx, reservationId)) return "hold_expired";
  // The hold ended (released or run out): hold the same unit again if nobody else has it.
  await lockUnit(tx, r.unitId);
  const feasible = await listFeasibleUnits(
    tx,
    {
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
      now,
    },
    r.modelId,
  );
  if (!feasible.some((u) => u.unitId === r.unitId)) return "hold_expired";
  if (!(await reholdReservation(tx, reservationId, r.status))) return "hold_expired";
  await insertReservationEvent(tx, {
    reservationId,
    actor: "system",
    from: r.status,
    to: "confirmed",
    note: `late card payment approved, unit held again (${p.orderId})`,
    at: now,
  });
  await enqueueReservationConfirmation(tx, reservationId, now);
  return null;
}

/** The e-mail telling the customer, in the language they paid in, that a charge is being returned. */
async function enqueueReversalNotice(tx: Db, p: PaymentRow, reversal: string, now: Date): Promise<void> {
  let reservationId = p.reservationId;
  if (!reservationId && p.paymentReferenceId) {
    reservationId = (await findPaymentReferenceById(tx, p.paymentReferenceId))?.reservationId ?? null;
  }
  const r = reservationId ? await findReservationById(tx, reservationId) : null;
  if (!r) return;
  const reason = reversal === "hold_expired" ? "holdEnded" : r.status === "cancelled" ? "cancelled" : "alreadyPaid";
  await enqueueEmail(tx, reversalNoticeFor(p, r, reason), now);
}

/** A genuine refusal or error, inside the caller's transaction: the payment ends, a pending reservation releases its unit. */
export async function failInTx(
  tx: Db,
  paymentId: string,
  to: "declined" | "error",
  failure: Failure,
  actor: "bank" | "system",
  now: Date,
): Promise<Decision> {
  const p = await lockPayment(tx, paymentId);
  if (!p || p.status !== "initiated") return { outcome: "already", reversal: null };
  await updatePayment(
    tx,
    p.id,
    {
      status: to,
      procReturnCode: failure.resultCode || null,
      declineReason: failure.reason,
      errorCode: failure.errorCode || null,
      errorMessage: failure.message.slice(0, 500) || null,
      maskedPan: failure.maskedPan || p.maskedPan,
      providerData: { ...p.providerData, ...failure.details },
    },
    now,
  );
  await insertPaymentEvent(tx, {
    paymentId: p.id,
    actor,
    kind: to,
    from: "initiated",
    to,
    detail: {
      reason: failure.reason,
      resultCode: failure.resultCode,
      errorCode: failure.errorCode,
      message: failure.message,
      maskedPan: failure.maskedPan,
      ...failure.details,
    },
    at: now,
  });
  if (p.reservationId && (await failHeldReservation(tx, p.reservationId))) {
    await insertReservationEvent(tx, {
      reservationId: p.reservationId,
      actor: "system",
      from: "pending_payment",
      to: "payment_failed",
      note: `card payment ${to} (${p.orderId})`,
      at: now,
    });
  }
  return { outcome: "applied", reversal: null };
}
