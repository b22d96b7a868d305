// Cancel on the customer's behalf, and no-show (decision 0041). Both apply the cancellation policy
// (app/domain/cancellation): the reservation is cancelled (freeing its unit) with its event and
// audit entry in one transaction; the refund the policy gives then goes through the gateway once,
// by applyCancellation, when the staff member may issue refunds. Someone who may not (office, call
// centre) leaves it as a cancellation request for finance, with the amount already decided.
import { noShowFrom } from "#app/domain/desk/desk-actions.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import {
  findOpenCancellationRequest,
  insertCancellationRequest,
  setReservationStatus,
} from "#app/server/repositories/forms.server.ts";
import { insertReservationEvent } from "#app/server/repositories/reservations.server.ts";
import { deskCancellationEmail } from "#app/server/email/desk-cancel-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { applyCancellation, refundFor } from "#app/server/services/cancellation.server.ts";
import type { RefundResult } from "#app/server/services/payments.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";

export type CancelOutcome =
  | {
      ok: true;
      repeated: boolean;
      rule: string;
      refundKurus: number;
      /** "gateway": refunded now (see `refund`); "finance": waits in the cancellation inbox; "none". */
      refundBy: "gateway" | "finance" | "none";
      refund: RefundResult | null;
    }
  | DeskRefusal;

type Kind = "cancel" | "noShow";

async function cancelWithPolicy(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  kind: Kind,
  input: { number: string; reason: string; now: Date },
): Promise<CancelOutcome> {
  const permission = kind === "cancel" ? "reservation.cancel" : "reservation.operate";
  const found = await reservationFor(db, actor, permission, input.number);
  if (!found) return { ok: false, reason: "notFound" };
  const reason = input.reason.trim();
  if (kind === "cancel" && reason.length === 0) return invalid("reason", "required");
  if (reason.length > 1000) return invalid("reason", "tooLong");
  const mayRefund = allows(actor, "refund.issue", officesOf(found));

  const decided = await underLock(db, found.id, async (tx, r) => {
    if (r.status === "cancelled") return { repeated: true as const };
    const open =
      kind === "cancel" ? r.status === "confirmed" || r.status === "pending_payment" : r.status === "confirmed";
    if (!open) return wrongState(r);
    if (kind === "noShow" && input.now.getTime() < noShowFrom(r.pickupAt).getTime()) return invalid("at", "tooEarly");
    const refund = await refundFor(tx, r, input.now);
    if (!refund.cancellable) return wrongState(r);
    const refundBy: "gateway" | "finance" | "none" =
      refund.refundKurus === 0 ? "none" : mayRefund ? "gateway" : "finance";
    await setReservationStatus(tx, r.id, "cancelled");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: "cancelled",
      note: `${kind === "noShow" ? "no-show" : "cancelled by staff"} (${refund.rule}: refund ${refund.refundKurus})${reason ? `: ${reason}` : ""}`,
      at: input.now,
    });
    if (refundBy === "finance" && !(await findOpenCancellationRequest(tx, r.id))) {
      await insertCancellationRequest(tx, {
        reservationId: r.id,
        reason: reason || "no-show",
        lang: r.lang,
        rule: refund.rule,
        refundKurus: refund.refundKurus,
        deductionKurus: refund.deductionKurus,
        requestedAt: input.now,
      });
    }
    // The customer hears of it in their language, like a cancellation on the web (decision 0076).
    await enqueueEmail(
      tx,
      deskCancellationEmail({
        kind,
        lang: r.lang,
        to: r.driver.email,
        name: `${r.driver.firstName} ${r.driver.lastName}`,
        reservationNumber: r.number,
        refundKurus: refund.refundKurus,
      }),
      input.now,
    );
    await audit(tx, actor, {
      action: kind === "noShow" ? "reservation.no_show" : "reservation.cancel",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { status: r.status },
      after: {
        status: "cancelled",
        rule: refund.rule,
        paidKurus: refund.paidKurus,
        refundKurus: refund.refundKurus,
        deductionKurus: refund.deductionKurus,
        refundBy,
      },
      note: reason || null,
    });
    return { repeated: false as const, rule: refund.rule, refundKurus: refund.refundKurus, refundBy };
  });
  if ("ok" in decided) return decided;
  if (decided.repeated) {
    return { ok: true, repeated: true, rule: "", refundKurus: 0, refundBy: "none", refund: null };
  }
  let refund: RefundResult | null = null;
  if (decided.refundBy === "gateway") {
    const applied = await applyCancellation(db, gateway, {
      reservationId: found.id,
      actor: staffTag(actor),
      now: input.now,
    });
    refund = applied.ok ? applied.refund : null;
    await db.transaction(async (tx) => {
      await audit(tx as unknown as Db, actor, {
        action: "refund.issue",
        entityType: "reservation",
        entityId: found.id,
        officeIds: officesOf(found),
        after: { refundKurus: decided.refundKurus, result: refund },
        note: kind === "noShow" ? "no-show" : "cancellation",
      });
    });
  }
  return {
    ok: true,
    repeated: false,
    rule: decided.rule,
    refundKurus: decided.refundKurus,
    refundBy: decided.refundBy,
    refund,
  };
}

export function cancelOnBehalf(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  input: { number: string; reason: string; now: Date },
): Promise<CancelOutcome> {
  return cancelWithPolicy(db, gateway, actor, "cancel", input);
}

/** Only 2 hours after the pick-up time without a pick-up; a prepaid no-show is refunded like a late cancellation. */
export function markNoShow(
  db: Db,
  gateway: PaymentGateway,
  actor: StaffActor,
  input: { number: string; reason?: string; now: Date },
): Promise<CancelOutcome> {
  return cancelWithPolicy(db, gateway, actor, "noShow", { ...input, reason: input.reason ?? "" });
}
