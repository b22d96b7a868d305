// Payments, their events and callbacks, and office-issued payment references. Writes that must
// go together run inside the caller's transaction.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import type { InstalmentCount, InstalmentRates } from "#app/domain/payments/instalments.ts";
import { INSTALMENT_COUNTS } from "#app/domain/payments/instalments.ts";
import {
  type PaymentStatus,
  instalmentRates,
  paymentCallbacks,
  paymentEvents,
  paymentReferences,
  payments,
  reservations,
} from "#app/server/db/schema.ts";
import { pgErrorCode } from "./reservations.server.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewPayment, "id" | "orderId" | "createdAt">>;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type PaymentReferenceRow = typeof paymentReferences.$inferSelect;

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error("payment insert returned no row");
  return inserted;
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | null> {
  // A malformed id from a URL is simply "no such payment".
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** Locks the payment row for the rest of the caller's transaction. */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

export async function updatePayment(tx: Db, id: string, patch: PaymentPatch, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(eq(payments.id, id));
}

/** Moves a payment only if it is still in `from`; false when something else moved it first. */
export async function transitionPayment(
  tx: Db,
  id: string,
  from: PaymentStatus,
  patch: PaymentPatch,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The instalment surcharge rates Yolda's setting holds (instalment_rates; decision 0044). */
export async function loadInstalmentRates(db: Db): Promise<InstalmentRates> {
  const rows = await db.select().from(instalmentRates);
  const rates = new Map<InstalmentCount, number>();
  for (const row of rows) {
    const count = INSTALMENT_COUNTS.find((c) => c === row.count);
    if (count !== undefined) rates.set(count, row.rateBasisPoints);
  }
  return rates;
}

/**
 * Records the instalments chosen for a live attempt and the amount the card will be charged,
 * only while the attempt is still `initiated` and its base amount is the one read; false otherwise.
 */
export async function setPaymentInstalments(
  tx: Db,
  id: string,
  expected: { amountKurus: number; surchargeKurus: number },
  next: { instalments: number; surchargeKurus: number; amountKurus: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      instalments: next.instalments,
      instalmentSurchargeKurus: next.surchargeKurus,
      amountKurus: next.amountKurus,
      updatedAt: now,
    })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, "initiated"),
        eq(payments.amountKurus, expected.amountKurus),
        eq(payments.instalmentSurchargeKurus, expected.surchargeKurus),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function insertPaymentEvent(
  tx: Db,
  event: {
    paymentId: string;
    actor: string;
    kind: string;
    from: PaymentStatus | null;
    to: PaymentStatus | null;
    amountKurus?: number | null;
    detail?: Record<string, unknown> | null;
    idempotencyKey?: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      paymentId: event.paymentId,
      actor: event.actor,
      kind: event.kind,
      fromStatus: event.from,
      toStatus: event.to,
      amountKurus: event.amountKurus ?? null,
      detail: event.detail ?? null,
      idempotencyKey: event.idempotencyKey ?? null,
      at: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function findPaymentEventByKey(db: Db, key: string): Promise<PaymentEventRow | null> {
  const rows = await db.select().from(paymentEvents).where(eq(paymentEvents.idempotencyKey, key)).limit(1);
  return rows[0] ?? null;
}

export async function listPaymentEvents(db: Db, paymentId: string): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
}

/**
 * Records a genuine callback; false when the same (provider, order, transaction) was already
 * recorded. Run it in the transaction that applies the callback: the claim commits with its effect.
 * A concurrent identical claim waits here until this one commits (then finds it) or rolls back.
 */
export async function claimCallback(
  db: Db,
  row: {
    provider: string;
    orderId: string;
    transactionId: string;
    paymentId: string;
    verdict: string;
    at: Date;
    result?: string | null;
  },
): Promise<boolean> {
  const { at, ...values } = row;
  const rows = await db
    .insert(paymentCallbacks)
    .values({ ...values, receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: paymentCallbacks.id });
  return rows.length === 1;
}

/** What the first of these callbacks did (null: recorded by an older version that did not say). */
export async function findCallbackResult(
  db: Db,
  key: { provider: string; orderId: string; transactionId: string },
): Promise<string | null> {
  const rows = await db
    .select({ result: paymentCallbacks.result })
    .from(paymentCallbacks)
    .where(
      and(
        eq(paymentCallbacks.provider, key.provider),
        eq(paymentCallbacks.orderId, key.orderId),
        eq(paymentCallbacks.transactionId, key.transactionId),
      ),
    )
    .limit(1);
  return rows[0]?.result ?? null;
}

export async function setCallbackResult(
  tx: Db,
  key: { provider: string; orderId: string; transactionId: string },
  result: string,
): Promise<void> {
  await tx
    .update(paymentCallbacks)
    .set({ result })
    .where(
      and(
        eq(paymentCallbacks.provider, key.provider),
        eq(paymentCallbacks.orderId, key.orderId),
        eq(paymentCallbacks.transactionId, key.transactionId),
      ),
    );
}

export async function countCallbacks(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .select({ id: paymentCallbacks.id })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId));
  return rows.length;
}

/** The newest attempt of a reservation or reference that is still waiting for the bank. */
export async function findOpenAttempt(
  db: Db,
  target: { reservationId: string } | { paymentReferenceId: string },
  createdAfter: Date,
): Promise<PaymentRow | null> {
  const owner =
    "reservationId" in target
      ? eq(payments.reservationId, target.reservationId)
      : eq(payments.paymentReferenceId, target.paymentReferenceId);
  const rows = await db
    .select()
    .from(payments)
    .where(and(owner, eq(payments.status, "initiated"), gt(payments.createdAt, createdAfter)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The reservation's live (initiated) card attempt, whatever its age; at most one exists (0009). */
export async function findLiveCardAttempt(db: Db, reservationId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.status, "initiated"),
        sql`${payments.paymentReferenceId} is null`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The reservation's approved card attempt (it paid the reservation), if any. */
export async function findApprovedCardAttempt(db: Db, reservationId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.status, "approved"),
        sql`${payments.reversal} is null`,
        sql`${payments.paymentReferenceId} is null`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts an attempt unless the reservation already has a live one (or the order id is taken): null then. */
export async function insertPaymentUnlessLive(tx: Db, row: NewPayment): Promise<PaymentRow | null> {
  const rows = await tx.insert(payments).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Claims up to `limit` attempts that need the bank asked about them: still `initiated` and started
 * before `before`, or approved with an automatic reversal that has not finished (`reversal` set,
 * untouched since `before`). A claimed row carries this run's token until `now + leaseMs`; other
 * servers skip it (SKIP LOCKED while this statement runs, the lease afterwards), so one server asks.
 */
export async function claimAttemptsToCheck(
  db: Db,
  input: { before: Date; now: Date; leaseMs: number; limit: number },
): Promise<PaymentRow[]> {
  const token = randomUUID();
  const now = input.now.toISOString();
  const before = input.before.toISOString();
  const until = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const due = sql`(
    (p.status = 'initiated' and p.created_at < ${before}::timestamptz)
    or (p.status = 'approved' and p.reversal is not null and p.updated_at < ${before}::timestamptz
        and not exists (select 1 from payment_events e where e.payment_id = p.id and e.kind = 'reversal_failed'))
  ) and (p.check_until is null or p.check_until <= ${now}::timestamptz)`;
  const result = await db.execute(sql`
    update payments p set check_token = ${token}::uuid, check_until = ${until}::timestamptz
    where p.id in (
      select p.id from payments p
      where ${due}
      order by p.created_at
      limit ${input.limit}
      for update skip locked
    ) and ${due}
    returning p.id`);
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkToken, token), inArray(payments.id, ids)))
    .orderBy(asc(payments.createdAt));
  return rows;
}

/** Locks the reservation row for the rest of the caller's transaction (the hold-release job skips it). */
/**
 * A reservation whose hold ended (`from`: expired, payment_failed, or pending_payment past its
 * hold) holds its unit again as confirmed. In a savepoint: false when the exclusion constraint
 * refuses it (the unit is held by someone else meanwhile) or the row moved on.
 */
export async function reholdReservation(tx: Db, id: string, from: string): Promise<boolean> {
  try {
    const rows = await tx.transaction(async (sp) =>
      sp
        .update(reservations)
        .set({ status: "confirmed" })
        .where(and(eq(reservations.id, id), sql`${reservations.status} = ${from}`))
        .returning({ id: reservations.id }),
    );
    return rows.length === 1;
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23P01" || code === "40P01") return false;
    throw error;
  }
}

/**
 * Locks a held reservation's row, then its unit's row (units FOR UPDATE, as lockUnit), before its
 * status changes. The status change fires the unit_stays trigger, which writes rows referencing
 * the unit (a key-share lock on it); a reserve of the same car takes the unit first (lockUnit)
 * and then waits on the exclusion constraint for this row. Changing the row before holding the
 * unit deadlocked the two (CI: a customer's return from the bank); holding the unit first makes
 * the reserve wait for this transaction instead. Order: reservation, then unit, as settleReservation.
 */
async function lockHeldReservationUnit(tx: Db, reservationId: string): Promise<void> {
  await tx.execute(sql`
    select u.id from units u
    where u.id = (select r.unit_id from reservations r where r.id = ${reservationId}::uuid for update)
    for update`);
}

/** pending_payment -> confirmed, only while the hold still runs; false when the hold is gone. */
export async function confirmHeldReservation(tx: Db, reservationId: string, now: Date): Promise<boolean> {
  await lockHeldReservationUnit(tx, reservationId);
  const rows = await tx
    .update(reservations)
    .set({ status: "confirmed" })
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.status, "pending_payment"),
        gt(reservations.holdExpiresAt, now),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length === 1;
}

/** pending_payment -> payment_failed (the unit is released); false when it was no longer pending. */
export async function failHeldReservation(tx: Db, reservationId: string): Promise<boolean> {
  await lockHeldReservationUnit(tx, reservationId);
  const rows = await tx
    .update(reservations)
    .set({ status: "payment_failed" })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, "pending_payment")))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

export async function insertPaymentReference(
  db: Db,
  row: typeof paymentReferences.$inferInsert,
): Promise<PaymentReferenceRow | null> {
  const rows = await db.insert(paymentReferences).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findPaymentReferenceByNumber(db: Db, number: string): Promise<PaymentReferenceRow | null> {
  const rows = await db.select().from(paymentReferences).where(eq(paymentReferences.number, number)).limit(1);
  return rows[0] ?? null;
}

export async function findPaymentReferenceById(db: Db, id: string): Promise<PaymentReferenceRow | null> {
  const rows = await db.select().from(paymentReferences).where(eq(paymentReferences.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Adds to the refunded total (or the pending refunds) of a payment atomically. */
export async function addRefundAmounts(
  tx: Db,
  id: string,
  change: { refunded: number; pending: number },
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedKurus: sql`${payments.refundedKurus} + ${change.refunded}`,
      refundPendingKurus: sql`${payments.refundPendingKurus} + ${change.pending}`,
      updatedAt: now,
    })
    .where(eq(payments.id, id));
}
