// Payment references from the desk (docs/decisions/0027 and 0043): issue a
// /sanal-odeme reference for what a reservation still owes (issuePaymentReference: at most one
// live, idempotent), e-mail it to the customer, see whether it was paid, cancel an unused one.
// Each change is one transaction with its audit entry (and its e-mail in the outbox).
import { readTogether } from "#app/server/db/reads.server.ts";
import { type Balance, canIssueReference } from "#app/domain/payments/reservation-balance.ts";
import { UUID_RE } from "#app/domain/requests/request-inbox.ts";
import type { StaffActor, StaffPermission } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { paymentReferenceEmail } from "#app/server/email/desk-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { enqueuePaymentLinkSms } from "#app/server/sms/sms.server.ts";
import { listReferencesOf, lockReferenceById } from "#app/server/repositories/inbox.server.ts";
import {
  findOpenAttempt,
  findPaymentReferenceById,
  type PaymentReferenceRow,
} from "#app/server/repositories/payments.server.ts";
import { closeReference } from "#app/server/repositories/reservation-payments.server.ts";
import {
  findReservationById,
  findReservationByNumber,
  lockReservation,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { runTx } from "#app/server/services/payment-common.server.ts";
import { balanceOf, issuePaymentReference } from "#app/server/services/payment-references.server.ts";
import { audit, requireAllowed } from "#app/server/services/staff/staff-access.server.ts";

/** The one permission of this use case (issue, e-mail, see, cancel). */
const REFERENCE: StaffPermission = "payment.reference";
/** An attempt younger than this may still be at the bank: its reference is not "unused". */
const ATTEMPT_IN_FLIGHT_MS = 20 * 60_000;

export type DeskReference = {
  id: string;
  number: string;
  amountKurus: number;
  /** open: payable now; paid; expired (time ran out); cancelled (by the desk or replaced). */
  state: "open" | "paid" | "expired" | "cancelled";
  expiresAt: Date;
  createdAt: Date;
  paidAt: Date | null;
  canCancel: boolean;
};

export type DeskReferences = {
  reservation: {
    id: string;
    number: string;
    status: ReservationRow["status"];
    paymentType: ReservationRow["paymentType"];
    driverName: string;
    email: string;
    lang: Lang;
    pickupAt: Date;
    officeIds: number[];
  };
  balance: Balance;
  /** Whether a reference can be issued now (something owed, before pick-up). */
  canIssue: boolean;
  references: DeskReference[];
};

const officesOf = (r: ReservationRow) => [r.pickupOfficeId, r.dropoffOfficeId];
const driverNameOf = (r: ReservationRow) => `${r.driver.firstName} ${r.driver.lastName}`;

/** The audit entry of a change to a reservation's references: on the reservation, its offices and number. */
function auditOnReservation(
  tx: Db,
  actor: StaffActor,
  reservation: ReservationRow,
  entry: { action: string; before?: Record<string, unknown>; after: Record<string, unknown> },
) {
  return audit(tx, actor, {
    ...entry,
    entityType: "reservation",
    entityId: reservation.id,
    officeIds: officesOf(reservation),
    note: reservation.number,
  });
}

function stateOf(ref: PaymentReferenceRow, now: Date): DeskReference["state"] {
  if (ref.status === "open" && ref.expiresAt.getTime() <= now.getTime()) return "expired";
  return ref.status;
}

async function reservationOf(db: Db, actor: StaffActor, number: string): Promise<ReservationRow | null> {
  requireAllowed(actor, REFERENCE);
  const reservation = await findReservationByNumber(db, number.trim().toUpperCase());
  if (!reservation) return null;
  requireAllowed(actor, REFERENCE, officesOf(reservation));
  return reservation;
}

/** The reservation's balance and references, newest first; null when there is no such reservation. */
export async function getReservationReferences(
  db: Db,
  actor: StaffActor,
  reservationNumber: string,
  options: { now?: Date } = {},
): Promise<DeskReferences | null> {
  const now = options.now ?? new Date();
  const reservation = await reservationOf(db, actor, reservationNumber);
  if (!reservation) return null;
  const [balance, rows] = await readTogether(db, [
    () => balanceOf(db, reservation),
    () => listReferencesOf(db, reservation.id),
  ]);
  return {
    reservation: {
      id: reservation.id,
      number: reservation.number,
      status: reservation.status,
      paymentType: reservation.paymentType,
      driverName: driverNameOf(reservation),
      email: reservation.driver.email,
      lang: reservation.lang,
      pickupAt: reservation.pickupAt,
      officeIds: officesOf(reservation),
    },
    balance,
    canIssue: canIssueReference(balance, reservation.status, reservation.pickupAt, now),
    references: rows.map((ref) => {
      const state = stateOf(ref, now);
      return {
        id: ref.id,
        number: ref.number,
        amountKurus: ref.amountKurus,
        state,
        expiresAt: ref.expiresAt,
        createdAt: ref.createdAt,
        paidAt: ref.paidAt,
        canCancel: state === "open",
      };
    }),
  };
}

/** Where the customer pays a reference, in their language. */
export function referenceUrl(publicUrl: string, lang: Lang, number: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return `${base}${lang === "en" ? "/en" : ""}/sanal-odeme?ref=${encodeURIComponent(number)}`;
}

export type IssueDeskReferenceResult =
  | { ok: true; reused: boolean; emailed: boolean; reference: { id: string; number: string; amountKurus: number } }
  | { ok: false; reason: "reservationNotFound" | "nothingOwed" };

/**
 * Issues (or returns the live) reference for what the reservation owes and, when asked, e-mails
 * the customer its link; one transaction with the audit entry.
 */
export async function issueDeskReference(
  db: Db,
  actor: StaffActor,
  input: { reservationNumber: string; email: boolean; publicUrl: string },
  options: { now?: Date } = {},
): Promise<IssueDeskReferenceResult> {
  const now = options.now ?? new Date();
  const reservation = await reservationOf(db, actor, input.reservationNumber);
  if (!reservation) return { ok: false, reason: "reservationNotFound" };
  return runTx(db, async (tx): Promise<IssueDeskReferenceResult> => {
    const issued = await issuePaymentReference(
      tx,
      // The customer reads this on the payment page and at the bank: Yolda's reservation number,
      // never the clerk's name (who issued it is in the audit log).
      { reservationNumber: reservation.number },
      { now },
    );
    if (!issued.ok)
      return { ok: false, reason: issued.reason === "nothingOwed" ? "nothingOwed" : "reservationNotFound" };
    const { reference } = issued;
    if (input.email) {
      await mailReference(tx, reservation, reference, input.publicUrl, now);
      // And by SMS to the driver's phone, once per reference (decision 0118).
      await enqueuePaymentLinkSms(
        tx,
        reservation,
        { ...reference, url: referenceUrl(input.publicUrl, reservation.lang, reference.number) },
        now,
      );
    }
    await auditOnReservation(tx, actor, reservation, {
      action: issued.reused ? "payment_reference.reissue" : "payment_reference.issue",
      after: {
        reference: reference.number,
        amountKurus: reference.amountKurus,
        expiresAt: reference.expiresAt.toISOString(),
        emailed: input.email,
      },
    });
    return {
      ok: true,
      reused: issued.reused,
      emailed: input.email,
      reference: { id: reference.id, number: reference.number, amountKurus: reference.amountKurus },
    };
  });
}

function mailReference(
  tx: Db,
  reservation: ReservationRow,
  reference: { number: string; amountKurus: number; expiresAt: Date },
  publicUrl: string,
  now: Date,
) {
  return enqueueEmail(
    tx,
    paymentReferenceEmail({
      lang: reservation.lang,
      to: reservation.driver.email,
      name: driverNameOf(reservation),
      reservationNumber: reservation.number,
      referenceNumber: reference.number,
      amountKurus: reference.amountKurus,
      expiresAt: reference.expiresAt,
      url: referenceUrl(publicUrl, reservation.lang, reference.number),
    }),
    now,
  );
}

export type ReferenceChangeResult = { ok: true } | { ok: false; reason: "notFound" | "notOpen" | "inProgress" };

async function referenceAndReservation(db: Db, actor: StaffActor, referenceId: string) {
  requireAllowed(actor, REFERENCE);
  if (!UUID_RE.test(referenceId)) return null;
  const reference = await findPaymentReferenceById(db, referenceId);
  const reservation = reference ? await findReservationById(db, reference.reservationId) : null;
  if (!reference || !reservation) return null;
  requireAllowed(actor, REFERENCE, officesOf(reservation));
  return { reference, reservation };
}

type Locked = {
  reservation: NonNullable<Awaited<ReturnType<typeof lockReservation>>>;
  reference: NonNullable<Awaited<ReturnType<typeof lockReferenceById>>>;
};

/** Checks the person may touch the reference, then runs `change` with it and its reservation locked. */
async function changeReference(
  db: Db,
  actor: StaffActor,
  referenceId: string,
  change: (tx: Db, locked: Locked) => Promise<ReferenceChangeResult>,
): Promise<ReferenceChangeResult> {
  const found = await referenceAndReservation(db, actor, referenceId);
  if (!found) return { ok: false, reason: "notFound" };
  return runTx(db, async (tx): Promise<ReferenceChangeResult> => {
    const reservation = await lockReservation(tx, found.reservation.id);
    const reference = await lockReferenceById(tx, referenceId);
    if (!reservation || !reference) return { ok: false, reason: "notFound" };
    return change(tx, { reservation, reference });
  });
}

/** E-mails the link of an open reference to the customer again. */
export async function emailDeskReference(
  db: Db,
  actor: StaffActor,
  input: { referenceId: string; publicUrl: string },
  options: { now?: Date } = {},
): Promise<ReferenceChangeResult> {
  const now = options.now ?? new Date();
  return changeReference(db, actor, input.referenceId, async (tx, { reservation, reference }) => {
    if (stateOf(reference, now) !== "open") return { ok: false, reason: "notOpen" };
    await mailReference(tx, reservation, reference, input.publicUrl, now);
    await auditOnReservation(tx, actor, reservation, {
      action: "payment_reference.email",
      after: { reference: reference.number, to: reservation.driver.email },
    });
    return { ok: true };
  });
}

/**
 * Cancels an unused open reference: refused while a card attempt on it may still be at the bank
 * (the customer is paying right now); a payment that lands later is still checked against what is
 * owed when the bank approves it (applyReferenceApproval).
 */
export async function cancelDeskReference(
  db: Db,
  actor: StaffActor,
  input: { referenceId: string },
  options: { now?: Date } = {},
): Promise<ReferenceChangeResult> {
  const now = options.now ?? new Date();
  return changeReference(db, actor, input.referenceId, async (tx, { reservation, reference }) => {
    if (reference.status !== "open") return { ok: false, reason: "notOpen" };
    const attempt = await findOpenAttempt(
      tx,
      { paymentReferenceId: reference.id },
      new Date(now.getTime() - ATTEMPT_IN_FLIGHT_MS),
    );
    if (attempt) return { ok: false, reason: "inProgress" };
    await closeReference(tx, reference.id, "cancelled");
    await auditOnReservation(tx, actor, reservation, {
      action: "payment_reference.cancel",
      before: { reference: reference.number, status: reference.status, amountKurus: reference.amountKurus },
      after: { reference: reference.number, status: "cancelled" },
    });
    return { ok: true };
  });
}
