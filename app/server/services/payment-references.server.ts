// Pay by reference (/sanal-odeme) belongs to the reservation (docs/decisions/0027-payment-references.md):
// a reference is for what the reservation still owes, computed here; at most one is open per
// reservation (a unique index); issuing again returns the live one; paying it records the payment
// on the reservation and queues the payment e-mail in the same transaction; an approval that would
// pay more than is owed (a second reference, the same one twice, in parallel) is reversed.
// Lock order everywhere: payment, then reservation, then reference.
import { receiptFileName } from "#app/server/services/guest-receipt.server.ts";
import { customerPaymentDescription } from "#app/domain/payments/customer-description.ts";
import {
  acceptsReferencePayment,
  type Balance,
  canIssueReference,
  reservationBalance,
} from "#app/domain/payments/reservation-balance.ts";
import { findCheckin, listDeskPayments } from "#app/server/repositories/desk.server.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { referencePaidEmail, referenceReversedEmail } from "#app/server/email/reference-payment-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import {
  findOpenAttempt,
  findPaymentById,
  findPaymentReferenceById,
  findPaymentReferenceByNumber,
  insertPaymentReference,
  type PaymentReferenceRow,
  type PaymentRow,
} from "#app/server/repositories/payments.server.ts";
import {
  cancelOtherOpenReferences,
  closeReference,
  findOpenReferenceOf,
  listCountedPayments,
  lockReference,
  settleReference,
} from "#app/server/repositories/reservation-payments.server.ts";
import {
  findReservationById,
  findReservationByNumber,
  insertReservationEvent,
  lockReservation,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { randomCode, recordAttempt, runTx } from "./payment-common.server.ts";
import { applyPaidChange, changeTotalFor } from "./booking-change.server.ts";
import { checkRateLimits, type FormGuardEnv } from "#app/server/security/form-guard.server.ts";
import { chargesInForce } from "#app/domain/desk/return-correction.ts";
import { listReturnCorrections } from "#app/server/repositories/return-corrections.server.ts";
import { readTogether } from "#app/server/db/reads.server.ts";

/** A reference is payable this long unless told otherwise (docs/domain-rules.md: 48 hours). */
export const REFERENCE_VALID_HOURS = 48;
/** An attempt younger than this is reused instead of starting another (the stale job's window). */
const ATTEMPT_REUSE_MS = 20 * 60_000;

export function normalizeReferenceNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, "");
}

/**
 * What the reservation has paid online and still owes (with the return's charges and what the desk
 * took, decision 0041); `without` leaves one payment out.
 */
export async function balanceOf(db: Db, reservation: ReservationRow, without?: string): Promise<Balance> {
  return balanceWithTotal(db, reservation, reservation.totalKurus, without);
}

/** The balance a reference is judged by: a booking change's reference is for the changed total (0056). */
async function referenceBalance(db: Db, reference: PaymentReferenceRow, reservation: ReservationRow): Promise<Balance> {
  const changed = await changeTotalFor(db, reference.id);
  return balanceWithTotal(db, reservation, changed ?? reservation.totalKurus);
}

async function balanceWithTotal(
  db: Db,
  reservation: ReservationRow,
  totalKurus: number,
  without?: string,
): Promise<Balance> {
  // Called inside transactions too (one client): readTogether runs these one after another there.
  const [counted, checkin, desk, corrections] = await readTogether(db, [
    () => listCountedPayments(db, reservation.id),
    () => findCheckin(db, reservation.id),
    () => listDeskPayments(db, reservation.id),
    () => listReturnCorrections(db, reservation.id),
  ] as const);
  return reservationBalance({
    status: reservation.status,
    totalKurus,
    payments: counted.filter((p) => p.id !== without),
    chargesKurus: chargesInForce(checkin?.chargesKurus ?? 0, corrections),
    deskPaidKurus: desk.reduce((sum, p) => sum + p.amountKurus, 0),
  });
}

// ----------------------------------------------------------------------------------------------
// Issuing

export type IssueReferenceResult =
  | {
      ok: true;
      /** True when the live reference was returned instead of a new one. */
      reused: boolean;
      reference: { id: string; number: string; amountKurus: number; expiresAt: Date };
    }
  | { ok: false; reason: "reservationNotFound" | "nothingOwed" | "invalidDescription" };

/**
 * A reference for what the reservation still owes. Idempotent: while a live reference for that
 * amount exists it is returned; an expired one (or one for an amount no longer owed) is closed
 * first. A reservation that owes nothing (or is not confirmed, or is past pick-up) gets none.
 */
export async function issuePaymentReference(
  db: Db,
  input: {
    reservationNumber: string;
    description?: string;
    validHours?: number;
    /** A part of what is owed (a monthly rental's month, decision 0122); never more than is owed. */
    amountKurus?: number;
  },
  options: { now?: Date } = {},
): Promise<IssueReferenceResult> {
  const now = options.now ?? new Date();
  const found = await findReservationByNumber(db, input.reservationNumber.trim().toUpperCase());
  if (!found) return { ok: false, reason: "reservationNotFound" };
  const description = (input.description ?? found.number).trim();
  if (description === "" || description.length > 500) return { ok: false, reason: "invalidDescription" };
  const expiresAt = new Date(now.getTime() + (input.validHours ?? REFERENCE_VALID_HOURS) * 3_600_000);
  return runTx(db, async (tx): Promise<IssueReferenceResult> => {
    const reservation = await lockReservation(tx, found.id);
    if (!reservation) return { ok: false, reason: "reservationNotFound" };
    const balance = await balanceOf(tx, reservation);
    const open = await findOpenReferenceOf(tx, reservation.id);
    if (!canIssueReference(balance, reservation.status, reservation.pickupAt, now)) {
      if (open) await closeReference(tx, open.id, "cancelled");
      return { ok: false, reason: "nothingOwed" };
    }
    const wantedKurus = Math.min(input.amountKurus ?? balance.owedKurus, balance.owedKurus);
    if (open) {
      if (open.expiresAt.getTime() > now.getTime() && open.amountKurus === wantedKurus) {
        const { id, number, amountKurus } = open;
        return { ok: true, reused: true, reference: { id, number, amountKurus, expiresAt: open.expiresAt } };
      }
      await closeReference(tx, open.id, open.expiresAt.getTime() > now.getTime() ? "cancelled" : "expired");
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await insertPaymentReference(tx, {
        number: `REF-${randomCode(8)}`,
        reservationId: reservation.id,
        amountKurus: wantedKurus,
        currency: "TRY",
        description,
        status: "open",
        expiresAt,
        createdAt: now,
      });
      if (row) {
        const { id, number, amountKurus } = row;
        return { ok: true, reused: false, reference: { id, number, amountKurus, expiresAt } };
      }
    }
    throw new Error("could not draw an unused payment reference number");
  });
}

// ----------------------------------------------------------------------------------------------
// Looking up and paying (/sanal-odeme)

export type ReferenceView = {
  number: string;
  reservationNumber: string;
  amountKurus: number;
  description: string;
  /**
   * open: payable now; paid: this reference was paid; settled: the reservation owes nothing (paid
   * another way); expired: its time ran out, or it no longer matches what is owed.
   */
  state: "open" | "paid" | "settled" | "expired";
  expiresAt: string;
};

/** Whether `reference` may be paid now: open, in time, and exactly what its reservation still owes. */
function stateOf(reference: PaymentReferenceRow, reservation: ReservationRow, balance: Balance, now: Date) {
  if (reference.status === "paid") return "paid" as const;
  if (balance.totalKurus > 0 && balance.paidKurus >= balance.totalKurus) return "settled" as const;
  if (
    reference.status !== "open" ||
    reference.expiresAt.getTime() <= now.getTime() ||
    reference.amountKurus !== balance.owedKurus ||
    !canIssueReference(balance, reservation.status, reservation.pickupAt, now)
  ) {
    return "expired" as const;
  }
  return "open" as const;
}

/** What a reference is for and whether it can be paid, or null when there is no such reference. */
export async function lookupPaymentReference(
  db: Db,
  number: string,
  now: Date = new Date(),
): Promise<ReferenceView | null> {
  const normalized = normalizeReferenceNumber(number);
  if (!/^REF-[0-9A-Z]{8}$/.test(normalized)) return null;
  const reference = await findPaymentReferenceByNumber(db, normalized);
  if (!reference) return null;
  const reservation = await findReservationById(db, reference.reservationId);
  if (!reservation) return null;
  const balance = await referenceBalance(db, reference, reservation);
  return {
    number: reference.number,
    reservationNumber: reservation.number,
    amountKurus: reference.amountKurus,
    // Never the stored text (older rows name the clerk or carry an English word): decision 0074.
    description: customerPaymentDescription(reservation.number),
    state: stateOf(reference, reservation, balance, now),
    expiresAt: reference.expiresAt.toISOString(),
  };
}

export type StartReferenceResult =
  { ok: true; paymentId: string } | { ok: false; reason: "notFound" | "paid" | "referenceExpired" };

/** A card payment attempt for a payable reference; a recent open attempt is reused. */
export async function startReferencePayment(
  db: Db,
  input: { referenceNumber: string; lang: Lang; ip: string },
  options: { now?: Date; model?: ThreeDSecureModel } = {},
): Promise<StartReferenceResult> {
  const now = options.now ?? new Date();
  const found = await findPaymentReferenceByNumber(db, normalizeReferenceNumber(input.referenceNumber));
  if (!found) return { ok: false, reason: "notFound" };
  return runTx(db, async (tx): Promise<StartReferenceResult> => {
    const reservation = await lockReservation(tx, found.reservationId);
    const reference = await lockReference(tx, found.id);
    if (!reservation || !reference) return { ok: false, reason: "notFound" };
    const state = stateOf(reference, reservation, await referenceBalance(tx, reference, reservation), now);
    if (state === "paid" || state === "settled") return { ok: false, reason: "paid" };
    if (state === "expired") return { ok: false, reason: "referenceExpired" };
    const open = await findOpenAttempt(
      tx,
      { paymentReferenceId: reference.id },
      new Date(now.getTime() - ATTEMPT_REUSE_MS),
    );
    if (open) return { ok: true, paymentId: open.id };
    const row = await recordAttempt(tx, {
      target: { paymentReferenceId: reference.id, number: reference.number },
      amountKurus: reference.amountKurus,
      lang: input.lang,
      ip: input.ip,
      model: options.model ?? "3d_pay",
      now,
    });
    if (!row) throw new Error("a reference attempt was refused by the live-attempt index");
    return { ok: true, paymentId: row.id };
  });
}

/** For /pos3d: whether the attempt's reference can still be paid (else the page says it expired). */
export async function referencePayable(db: Db, reference: PaymentReferenceRow, now: Date): Promise<boolean> {
  const reservation = await findReservationById(db, reference.reservationId);
  if (!reservation) return false;
  return stateOf(reference, reservation, await referenceBalance(db, reference, reservation), now) === "open";
}

/**
 * Counts one look-up (or payment start) of a payment reference from `ip` against the per-IP form
 * limit: references cannot be guessed (32^8), and this keeps anyone from trying. Null when allowed,
 * else how long to wait.
 */
export function countReferenceAttempt(
  db: Db,
  env: FormGuardEnv,
  input: { ip: string; now?: Date },
): Promise<{ retryAfterSeconds: number } | null> {
  return checkRateLimits(db, env, { form: "reference", ip: input.ip, now: input.now ?? new Date() });
}

// ----------------------------------------------------------------------------------------------
// Applying an approval (called by the callback application, inside its transaction)

/**
 * A reference payment `p` (locked, just marked approved by the caller) is approved by the bank.
 * Under a lock on the reservation, re-checks what is still owed without this payment: when the
 * payment fits, the reference is paid, the reservation's other open references are closed, the
 * reservation records it and the payment e-mail is queued; when it would overpay (or the
 * reservation no longer takes payments), the customer is e-mailed and the reversal reason is
 * returned for the caller to void or refund the charge after the commit.
 */
export async function applyReferenceApproval(tx: Db, p: PaymentRow, now: Date): Promise<string | null> {
  if (!p.paymentReferenceId) return null;
  const found = await findPaymentReferenceById(tx, p.paymentReferenceId);
  if (!found) return "reference_missing";
  let reservation = await lockReservation(tx, found.reservationId);
  const reference = await lockReference(tx, found.id);
  if (!reservation || !reference) return "reference_missing";
  // A booking change's difference: the approval applies the change (or says why the charge goes back).
  const changed = await applyPaidChange(tx, reference.id, p, now);
  if (changed !== undefined && changed !== null) return changed;
  if (changed === null) reservation = (await lockReservation(tx, found.reservationId)) ?? reservation;
  // The caller has just written the bank's fields (masked PAN, auth code) on the locked row.
  const paid = (await findPaymentById(tx, p.id)) ?? p;
  const before = await balanceOf(tx, reservation, p.id);
  const mail = {
    lang: reservation.lang,
    to: reservation.driver.email,
    driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    reservationNumber: reservation.number,
    referenceNumber: reference.number,
    amountKurus: p.amountKurus,
    totalKurus: reservation.totalKurus,
    at: now,
    maskedPan: paid.maskedPan,
    authCode: paid.authCode,
    orderId: p.orderId,
  };
  if (!acceptsReferencePayment(before, p.amountKurus)) {
    await enqueueEmail(tx, referenceReversedEmail({ ...mail, paidKurus: before.paidKurus }), now);
    return before.paidKurus > 0 ? "reference_settled" : "reservation_closed";
  }
  await settleReference(tx, reference.id, now);
  await cancelOtherOpenReferences(tx, reservation.id, reference.id);
  await insertReservationEvent(tx, {
    reservationId: reservation.id,
    actor: "system",
    from: reservation.status,
    to: reservation.status,
    note: `paid by reference ${reference.number} (${p.orderId}): ${p.amountKurus}`,
    at: now,
  });
  const paidMail = referencePaidEmail({ ...mail, paidKurus: before.paidKurus + p.amountKurus });
  // The receipt goes with it, drawn when the e-mail is sent (issue 26).
  const receipt = {
    filename: receiptFileName(reservation.number, mail.lang),
    contentType: "application/pdf",
    content: "",
    receiptOf: { number: reservation.number, lang: mail.lang },
  };
  await enqueueEmail(tx, { ...paidMail, attachments: [...(paidMail.attachments ?? []), receipt] }, now);
  return null;
}
