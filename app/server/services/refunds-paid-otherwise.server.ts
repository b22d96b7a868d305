// Money paid back another way (decision 0106): when the bank cannot refund a card (the refund was
// refused, the card is closed) or the customer is paid back at the counter, a person records a bank
// transfer or cash from an office's drawer. It is money that left Yolda: stored once per form key
// (one per cancellation request), audited, counted by the reports as refunded, and followed by the
// return invoice (IADE) of whatever was invoiced above what the customer now keeps (decision 0093).
import { readTogether } from "#app/server/db/reads.server.ts";
import { keptKurus } from "#app/domain/invoices/return-due.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { ManualRefundMethod } from "#app/server/db/schema.ts";
import { deskOfficeOf, findTillClose, lockOfficeTill } from "#app/server/repositories/finance.server.ts";
import {
  insertManualRefund,
  listManualRefunds,
  type ManualRefundRow,
} from "#app/server/repositories/manual-refunds.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { findReservationByNumber, lockReservation } from "#app/server/repositories/reservations.server.ts";
import { type HookResult, issueReturnInvoiceAfterRefund } from "./invoices.server.ts";
import { runTx } from "./payment-common.server.ts";
import { audit, requireAllowed } from "./staff/staff-access.server.ts";

export const MANUAL_REFUND_METHODS: readonly ManualRefundMethod[] = ["bank_transfer", "cash"];

export function isManualRefundMethod(value: unknown): value is ManualRefundMethod {
  return value === "bank_transfer" || value === "cash";
}

/** A note is the person's words: 5 to 1000 characters once trimmed. */
export function manualRefundNote(text: string): string | null {
  const note = text.trim();
  return note.length >= 5 && note.length <= 1000 ? note : null;
}

/**
 * What the customer has paid and still keeps (card money without instalment surcharges, desk money,
 * less every refund the bank made and every refund paid another way): the most a refund paid
 * another way may give back.
 */
export async function refundableKurus(tx: Db, reservationNumber: string, reservationId: string): Promise<number> {
  const receipt = await loadReceipt(tx, reservationNumber, { unpaid: true });
  const paidBack = (await listManualRefunds(tx, reservationId)).reduce((s, m) => s + m.amountKurus, 0);
  return Math.max(0, keptKurus(receipt?.payments ?? []) - paidBack);
}

export type PaidOtherwise =
  | { ok: true; repeated: boolean; refund: ManualRefundRow; invoice: HookResult | null }
  | { ok: false; reason: "dayClosed" };

/**
 * Records the refund inside the caller's transaction (which holds the reservation's lock). Cash
 * comes out of the drawer of the office the desk's money belongs to (the pick-up office, the return
 * office once the car is back); a closed day takes no cash out, as it takes none in (decision 0075),
 * and the close expects that much less cash in the drawer (decision 0127).
 */
export async function recordPaidOtherwise(
  tx: Db,
  actor: StaffActor,
  input: {
    reservationId: string;
    cancellationRequestId?: string;
    amountKurus: number;
    method: ManualRefundMethod;
    note: string;
    key: string;
    now: Date;
  },
): Promise<PaidOtherwise> {
  let officeId: number | null = null;
  if (input.method === "cash") {
    officeId = await deskOfficeOf(tx, input.reservationId, input.now);
    if (officeId === null) throw new Error("no office for a cash refund");
    await lockOfficeTill(tx, officeId, "payment");
    if (await findTillClose(tx, officeId, istanbulDate(input.now))) return { ok: false, reason: "dayClosed" };
  }
  const stored = await insertManualRefund(tx, {
    reservationId: input.reservationId,
    cancellationRequestId: input.cancellationRequestId ?? null,
    amountKurus: input.amountKurus,
    method: input.method,
    officeId,
    note: input.note,
    idempotencyKey: input.key,
    staffId: actor.id,
    staffName: actor.name,
    paidAt: input.now,
  });
  if (stored.repeated) return { ok: true, repeated: true, refund: stored.row, invoice: null };
  const invoice = await issueReturnInvoiceAfterRefund(tx, input.reservationId, `manual:${stored.row.id}`, input.now);
  return { ok: true, repeated: false, refund: stored.row, invoice };
}

export type PayBackResult =
  | { ok: true; repeated: boolean; refund: ManualRefundRow; invoice: HookResult | null }
  | { ok: false; reason: "notFound" | "invalidAmount" | "invalidNote" | "moreThanKept" | "dayClosed" };

/**
 * The desk or finance pays a customer back outside the bank (cash at the counter, a transfer):
 * a goodwill refund after the return, an overpayment. Needs `refund.issue` for the reservation's
 * offices; never more than the customer keeps; once per form key.
 */
export async function payBackAnotherWay(
  db: Db,
  actor: StaffActor,
  input: { number: string; amountKurus: number; method: ManualRefundMethod; note: string; key: string; now?: Date },
): Promise<PayBackResult> {
  const now = input.now ?? new Date();
  requireAllowed(actor, "refund.issue");
  const found = await findReservationByNumber(db, input.number.trim().toUpperCase());
  if (!found) return { ok: false, reason: "notFound" };
  const officeIds = [found.pickupOfficeId, found.dropoffOfficeId];
  requireAllowed(actor, "refund.issue", officeIds);
  if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0) return { ok: false, reason: "invalidAmount" };
  const note = manualRefundNote(input.note);
  if (!note) return { ok: false, reason: "invalidNote" };
  return runTx(db, async (tx): Promise<PayBackResult> => {
    const reservation = await lockReservation(tx, found.id);
    if (!reservation) return { ok: false, reason: "notFound" };
    const refundable = await refundableKurus(tx, reservation.number, reservation.id);
    // A repeat of a recorded form finds its row before the ceiling (which it lowered) is checked.
    const recorded = (await listManualRefunds(tx, reservation.id)).find((m) => m.idempotencyKey === input.key);
    if (recorded) return { ok: true, repeated: true, refund: recorded, invoice: null };
    if (input.amountKurus > refundable) return { ok: false, reason: "moreThanKept" };
    const paid = await recordPaidOtherwise(tx, actor, {
      reservationId: reservation.id,
      amountKurus: input.amountKurus,
      method: input.method,
      note,
      key: input.key,
      now,
    });
    if (!paid.ok) return paid;
    await audit(tx, actor, {
      action: "refund.manual",
      entityType: "reservation",
      entityId: reservation.id,
      officeIds,
      before: { refundableKurus: refundable },
      after: { amountKurus: input.amountKurus, method: input.method, note },
      note: reservation.number,
    });
    return paid;
  });
}

/**
 * What the desk's pay-back form shows (decision 0127): the most that can still be paid back and
 * what was paid back another way so far, for whoever may issue refunds for the reservation's offices.
 */
export async function payBackView(
  db: Db,
  actor: StaffActor,
  number: string,
): Promise<{ keepsKurus: number; paidBack: ManualRefundRow[] } | null> {
  const found = await findReservationByNumber(db, number.trim().toUpperCase());
  if (!found) return null;
  requireAllowed(actor, "refund.issue", [found.pickupOfficeId, found.dropoffOfficeId]);
  const [keepsKurus, paidBack] = await readTogether(db, [
    () => refundableKurus(db, found.number, found.id),
    () => listManualRefunds(db, found.id),
  ]);
  return { keepsKurus, paidBack };
}
