// The finance office's SQL (docs/decisions/0075): money movements per office and day, end-of-day
// closes, stored bank reconciliations. Days are Istanbul days (UTC+3 all year); the service passes
// the instants that bound them. Writes run inside the caller's transaction.
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { bankReconciliations, offices, tillCloses } from "#app/server/db/schema.ts";

export type TillCloseRow = typeof tillCloses.$inferSelect;
export type BankReconciliationRow = typeof bankReconciliations.$inferSelect;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** An Istanbul "YYYY-MM-DD" of a timestamptz expression. */
const istanbulDay = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
/** "YYYY-MM-DD HH24:MI:SS" in Istanbul, as the bank's day-end file writes times. */
const istanbulStamp = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * A card movement Yolda recorded from the bank's answer: a charge approved, a refund the bank
 * approved (payment_events.kind = 'refunded', its amount_kurus) or a void. Refund requests,
 * declined refunds and pending amounts are not money that moved and are left out.
 */
export type CardMovement = {
  kind: "approved" | "refunded" | "voided";
  amountKurus: number;
  at: string;
  date: string;
  orderId: string;
  authCode: string;
  provider: string;
  byReference: boolean;
  reservation: string;
  officeId: number;
};

export async function listCardMovements(db: Db, start: Date, end: Date): Promise<CardMovement[]> {
  const rows = await rowsOf<{
    kind: CardMovement["kind"];
    amount: string;
    stamp: string;
    day: string;
    order_id: string;
    auth_code: string | null;
    provider: string;
    by_reference: boolean;
    number: string;
    office_id: number;
  }>(
    db,
    sql`
      select e.kind, e.amount_kurus as amount, ${istanbulStamp(sql`e.at`)} as stamp, ${istanbulDay(sql`e.at`)} as day,
             p.order_id, p.auth_code, p.provider, (p.payment_reference_id is not null) as by_reference,
             r.number, r.pickup_office_id as office_id
      from payment_events e
      join payments p on p.id = e.payment_id
      left join payment_references pr on pr.id = p.payment_reference_id
      join reservations r on r.id = coalesce(p.reservation_id, pr.reservation_id)
      where e.kind in ('approved', 'refunded', 'voided') and e.amount_kurus is not null
        and e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz
      order by e.at, e.id`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    amountKurus: Number(r.amount),
    at: r.stamp,
    date: r.day,
    orderId: r.order_id,
    authCode: r.auth_code ?? "",
    provider: r.provider,
    byReference: Boolean(r.by_reference),
    reservation: r.number,
    officeId: Number(r.office_id),
  }));
}

/**
 * The office a desk payment belongs to: the return office once the car was returned before the
 * payment, else the pick-up office (the car is out, the counter that handed it over takes it).
 */
const deskOffice = (takenAt: SQL) => sql`case when ci.reservation_id is not null and ci.returned_at <= ${takenAt}
  then r.dropoff_office_id else r.pickup_office_id end`;

export type DeskMovement = { method: "cash" | "card_terminal"; amountKurus: number; date: string; officeId: number };

export async function listDeskMovements(db: Db, start: Date, end: Date): Promise<DeskMovement[]> {
  const rows = await rowsOf<{ method: DeskMovement["method"]; amount: string; day: string; office_id: number }>(
    db,
    sql`
      select d.method, d.amount_kurus as amount, ${istanbulDay(sql`d.taken_at`)} as day, ${deskOffice(sql`d.taken_at`)} as office_id
      from desk_payments d
      join reservations r on r.id = d.reservation_id
      left join rental_checkins ci on ci.reservation_id = r.id
      where d.taken_at >= ${start.toISOString()}::timestamptz and d.taken_at < ${end.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({
    method: r.method,
    amountKurus: Number(r.amount),
    date: r.day,
    officeId: Number(r.office_id),
  }));
}

/**
 * Money kept from card deposits (decision 0142): the part of a pre-authorisation the bank captured
 * (PostAuth) when the rental was settled. It counts at the office of the settling desk (the return
 * office once the car is back, by the desk payments' rule) on the Istanbul day it was settled. A
 * cash deposit kept stays in the drawer it was paid into and is not a movement of its own.
 */
export type DepositCapture = {
  amountKurus: number;
  at: string;
  date: string;
  orderId: string;
  reservation: string;
  officeId: number;
};

export async function listDepositCaptures(db: Db, start: Date, end: Date): Promise<DepositCapture[]> {
  const rows = await rowsOf<{
    amount: string;
    stamp: string;
    day: string;
    order_id: string;
    number: string;
    office_id: number;
  }>(
    db,
    sql`
      select d.captured_kurus as amount, ${istanbulStamp(sql`d.settled_at`)} as stamp, ${istanbulDay(sql`d.settled_at`)} as day,
             d.order_id, r.number, ${deskOffice(sql`d.settled_at`)} as office_id
      from rental_deposits d
      join reservations r on r.id = d.reservation_id
      left join rental_checkins ci on ci.reservation_id = r.id
      where d.method = 'card_preauth' and d.status = 'captured' and d.captured_kurus > 0 and d.order_id is not null
        and d.settled_at >= ${start.toISOString()}::timestamptz and d.settled_at < ${end.toISOString()}::timestamptz
      order by d.settled_at, d.order_id`,
  );
  return rows.map((r) => ({
    amountKurus: Number(r.amount),
    at: r.stamp,
    date: r.day,
    orderId: r.order_id,
    reservation: r.number,
    officeId: Number(r.office_id),
  }));
}

/**
 * Cash paid back to customers from an office's drawer (refunds paid another way in cash, decision
 * 0127): each with the Istanbul day it was paid and the office whose drawer it came out of.
 */
export type CashPaidBack = { amountKurus: number; date: string; officeId: number };

export async function listCashPaidBack(db: Db, start: Date, end: Date): Promise<CashPaidBack[]> {
  const rows = await rowsOf<{ amount: string; day: string; office_id: number }>(
    db,
    sql`
      select m.amount_kurus as amount, ${istanbulDay(sql`m.paid_at`)} as day, m.office_id
      from manual_refunds m
      where m.method = 'cash' and m.office_id is not null
        and m.paid_at >= ${start.toISOString()}::timestamptz and m.paid_at < ${end.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({ amountKurus: Number(r.amount), date: r.day, officeId: Number(r.office_id) }));
}

/** The office a desk payment on this reservation taken at `at` belongs to (the same rule as above). */
export async function deskOfficeOf(tx: Db, reservationId: string, at: Date): Promise<number | null> {
  const rows = await rowsOf<{ office_id: number }>(
    tx,
    sql`select ${deskOffice(sql`${at.toISOString()}::timestamptz`)} as office_id
        from reservations r left join rental_checkins ci on ci.reservation_id = r.id where r.id = ${reservationId}`,
  );
  return rows[0] ? Number(rows[0].office_id) : null;
}

/**
 * Takes the office's row lock for a close (exclusive) or a cash payment (shared): a cash payment
 * and the close of the same office wait for each other, so no payment slips past a close's count.
 */
export async function lockOfficeTill(tx: Db, officeId: number, mode: "close" | "payment"): Promise<boolean> {
  const q = tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
  const rows = mode === "close" ? await q.for("no key update") : await q.for("share");
  return rows.length === 1;
}

export async function findTillClose(db: Db, officeId: number, date: string): Promise<TillCloseRow | null> {
  const rows = await db
    .select()
    .from(tillCloses)
    .where(and(eq(tillCloses.officeId, officeId), eq(tillCloses.businessDate, date)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listTillCloses(
  db: Db,
  officeIds: readonly number[] | null,
  from: string,
  to: string,
): Promise<TillCloseRow[]> {
  const within = and(gte(tillCloses.businessDate, from), lte(tillCloses.businessDate, to));
  return db
    .select()
    .from(tillCloses)
    .where(officeIds === null ? within : and(within, inArray(tillCloses.officeId, [...officeIds])))
    .orderBy(tillCloses.businessDate, tillCloses.officeId);
}

/** Inserts a close; a second one of the same office and day comes back as "exists". */
export async function insertTillClose(
  tx: Db,
  row: typeof tillCloses.$inferInsert,
): Promise<{ ok: true; row: TillCloseRow } | { ok: false; reason: "exists" }> {
  const rows = await tx.insert(tillCloses).values(row).onConflictDoNothing().returning();
  const inserted = rows[0];
  return inserted ? { ok: true, row: inserted } : { ok: false, reason: "exists" };
}

export async function insertReconciliation(
  tx: Db,
  row: typeof bankReconciliations.$inferInsert,
): Promise<BankReconciliationRow> {
  const rows = await tx.insert(bankReconciliations).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("reconciliation not stored");
  return inserted;
}

export async function listReconciliations(db: Db, limit = 20): Promise<BankReconciliationRow[]> {
  return db.select().from(bankReconciliations).orderBy(desc(bankReconciliations.createdAt)).limit(limit);
}

export async function findReconciliation(db: Db, id: string): Promise<BankReconciliationRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await db.select().from(bankReconciliations).where(eq(bankReconciliations.id, id)).limit(1);
  return rows[0] ?? null;
}
