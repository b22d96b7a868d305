// The money a reservation has received online: its own card payments and the payments of its
// payment references (/sanal-odeme), and the references themselves (at most one open per
// reservation, enforced by the index payment_references_one_open_idx). See
// docs/decisions/0027-payment-references.md.
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { paymentReferences, payments, reservations } from "#app/server/db/schema.ts";
import type { PaymentReferenceRow, PaymentRow } from "./payments.server.ts";

/** Card payment statuses that mean the money was taken (possibly given back later). */
export const CAPTURED_STATUSES = ["approved", "partially_refunded", "refunded"] as const;

/** A captured payment that was not reversed automatically (a reversal means it was never accepted). */
export const countedPayment = and(inArray(payments.status, [...CAPTURED_STATUSES]), isNull(payments.reversal)) as SQL;

/** `payments` row belongs to the reservation `reservationId` (a column or a value), directly or by reference. */
export function paymentOfReservation(reservationId: SQL | typeof reservations.id | string): SQL {
  return sql`(${payments.reservationId} = ${reservationId} or ${payments.paymentReferenceId} in (
    select ${paymentReferences.id} from ${paymentReferences} where ${paymentReferences.reservationId} = ${reservationId}))`;
}

/** A reference payment of the reservation row in the outer query was captured and kept. */
export const paidByReference = sql<boolean>`exists (
  select 1 from ${payments} join ${paymentReferences} on ${paymentReferences.id} = ${payments.paymentReferenceId}
  where ${paymentReferences.reservationId} = ${reservations.id} and ${countedPayment})`;

export type CountedPaymentRow = PaymentRow & { referenceNumber: string | null };

/** The reservation's captured, kept payments (card and reference), oldest first. */
export async function listCountedPayments(db: Db, reservationId: string): Promise<CountedPaymentRow[]> {
  const rows = await db
    .select({ payment: payments, referenceNumber: paymentReferences.number })
    .from(payments)
    .leftJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
    .where(
      and(
        countedPayment,
        or(eq(payments.reservationId, reservationId), eq(paymentReferences.reservationId, reservationId)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({ ...r.payment, referenceNumber: r.referenceNumber }));
}

/** Which of these reservations were paid (in part or whole) by a payment reference. */
export async function reservationsPaidByReference(db: Db, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ number: reservations.number })
    .from(reservations)
    .where(and(inArray(reservations.number, numbers), paidByReference));
  return new Set(rows.map((r) => r.number));
}

/** Locks the reservation row for the rest of the caller's transaction. */
/** Locks the reference row for the rest of the caller's transaction. */
export async function lockReference(tx: Db, id: string): Promise<PaymentReferenceRow | null> {
  const rows = await tx.select().from(paymentReferences).where(eq(paymentReferences.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

/** The reservation's open reference (there is at most one), expired or not. */
export async function findOpenReferenceOf(db: Db, reservationId: string): Promise<PaymentReferenceRow | null> {
  const rows = await db
    .select()
    .from(paymentReferences)
    .where(and(eq(paymentReferences.reservationId, reservationId), eq(paymentReferences.status, "open")))
    .limit(1);
  return rows[0] ?? null;
}

/** Closes an open reference: its time ran out (`expired`) or what is owed changed (`cancelled`). */
export async function closeReference(tx: Db, id: string, status: "expired" | "cancelled"): Promise<boolean> {
  const rows = await tx
    .update(paymentReferences)
    .set({ status })
    .where(and(eq(paymentReferences.id, id), eq(paymentReferences.status, "open")))
    .returning({ id: paymentReferences.id });
  return rows.length === 1;
}

/** Closes every open reference of the reservation except `keepId` (after a payment changed what is owed). */
export async function cancelOtherOpenReferences(tx: Db, reservationId: string, keepId: string): Promise<void> {
  await tx
    .update(paymentReferences)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(paymentReferences.reservationId, reservationId),
        eq(paymentReferences.status, "open"),
        ne(paymentReferences.id, keepId),
      ),
    );
}

/** The reference is paid by this approval (from open, or from expired/cancelled when still owed). */
export async function settleReference(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(paymentReferences)
    .set({ status: "paid", paidAt: now })
    .where(and(eq(paymentReferences.id, id), ne(paymentReferences.status, "paid")));
}
