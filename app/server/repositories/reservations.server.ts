// Reservations, their status history and the campaign usage counter. Writes here run inside
// the caller's transaction; constraint violations come back as typed outcomes.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ReservationStatus } from "#app/domain/reservation/status.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { campaigns, reservationEvents, reservations } from "#app/server/db/schema.ts";

export type NewReservation = typeof reservations.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;

export type InsertOutcome =
  { ok: true; row: ReservationRow } | { ok: false; conflict: "held" | "number" | "quote" | "draft" };

/** The PostgreSQL SQLSTATE of an error, looking through the wrappers drivers and Drizzle add. */
export function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const UNIQUE_KEYS = ["reservations_quote_id_unique", "reservations_draft_id_unique"] as const;

function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === "string") return c;
    const message = (current as { message?: unknown }).message;
    const named = typeof message === "string" ? UNIQUE_KEYS.find((key) => message.includes(key)) : undefined;
    if (named) return named;
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}

/**
 * Locks one unit's row until the transaction ends (or its savepoint is rolled back). Everything
 * that checks where a unit will be and then holds it takes this lock first, so two such checks
 * for the same car take turns and the second sees what the first committed (decision 0020).
 */
export async function lockUnit(tx: Db, unitId: number, options: { skipLocked?: boolean } = {}): Promise<boolean> {
  // SKIP LOCKED (decision 0148): another booking holds the car right now; answer false at once
  // instead of waiting, so the caller can try a car nobody is booking and come back to this one.
  const result = options.skipLocked
    ? await tx.execute(sql`SELECT id FROM units WHERE id = ${unitId} FOR UPDATE SKIP LOCKED`)
    : await tx.execute(sql`SELECT id FROM units WHERE id = ${unitId} FOR UPDATE`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * Runs `work` for one candidate car in a savepoint. When it throws, the savepoint is rolled back,
 * which also lets go of the car's lock taken in it; when it succeeds, the savepoint is left open
 * and the transaction's commit keeps its work. Not releasing it saves a statement while the car's
 * lock is held, which other bookings of the car wait on (decision 0179).
 */
export async function inCandidateSavepoint<T>(tx: Db, work: (sp: Db) => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint unit_candidate`);
  try {
    return await work(tx);
  } catch (error) {
    await tx.execute(sql`rollback to savepoint unit_candidate`);
    throw error;
  }
}

/** Locks the reservation row for the rest of the caller's transaction (staff, payments and the hold-release job order on it). */
export async function lockReservation(tx: Db, id: string): Promise<ReservationRow | null> {
  const rows = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

/** `[from,to)` as PostgreSQL reads a tstzrange; the exclusion constraint compares these. */
export function heldRange(pickupAt: Date, returnAt: Date, bufferMinutes: number): string {
  return `[${pickupAt.toISOString()},${new Date(returnAt.getTime() + bufferMinutes * 60_000).toISOString()})`;
}

/**
 * Inserts the row in the caller's savepoint (the reservation's candidate unit has one, decision
 * 0020): 23P01/40P01 (the unit is held meanwhile) and 23505 (number, quote or draft already taken)
 * come back as outcomes, after which that savepoint is aborted and must be rolled back. No
 * savepoint of its own: two statements fewer for every booking (decision 0174).
 */
export async function insertReservation(sp: Db, row: NewReservation): Promise<InsertOutcome> {
  try {
    const inserted = await sp.insert(reservations).values(row).returning();
    const made = inserted[0];
    if (!made) throw new Error("insert returned no row");
    return { ok: true, row: made };
  } catch (error) {
    const code = pgErrorCode(error);
    // 40P01: two inserts for the same unit each saw the other's index entry first; the deadlock
    // detector picked this one, so the other booking holds the unit.
    if (code === "23P01" || code === "40P01") return { ok: false, conflict: "held" };
    if (code === "23505") {
      const constraint = constraintOf(error);
      return {
        ok: false,
        conflict: constraint.includes("quote") ? "quote" : constraint.includes("draft") ? "draft" : "number",
      };
    }
    throw error;
  }
}

export type NewReservationEvent = {
  reservationId: string;
  actor: string;
  from: ReservationStatus | null;
  to: ReservationStatus;
  note?: string;
  at: Date;
};

/** The insert of one status-history row, not yet run: on its own or in `writeTogether`. */
export function reservationEventInsert(tx: Db, event: NewReservationEvent) {
  return tx.insert(reservationEvents).values({
    reservationId: event.reservationId,
    actor: event.actor,
    fromStatus: event.from,
    toStatus: event.to,
    note: event.note ?? null,
    at: event.at,
  });
}

export async function insertReservationEvent(tx: Db, event: NewReservationEvent): Promise<void> {
  await reservationEventInsert(tx, event);
}

/**
 * Pay-now reservations whose 15 minutes ran out stop holding their unit: status -> expired, with
 * an event row each. Row locks make this and a payment approval exclusive: whichever updates the
 * row first wins, the other re-checks `status = 'pending_payment'` and finds nothing to do.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  // SKIP LOCKED: concurrent releasers never wait for (or deadlock on) each other's rows. The
  // units are locked too, after their reservations (the order of confirmHeldReservation), and
  // skipped when busy: the status change's unit_stays trigger needs the unit, and a reserve that
  // holds it (lockUnit) may be waiting on the exclusion constraint for this very row. Such a hold
  // is released by the next run; the search already ignores it (hold_expires_at <= now).
  const result = await db.execute(sql`
    with due as (
      select id, unit_id from reservations
      where status = 'pending_payment' and hold_expires_at <= ${now.toISOString()}::timestamptz
      for update skip locked
    ),
    free_units as (
      select u.id from units u where u.id in (select unit_id from due)
      for update skip locked
    ),
    released as (
      update reservations r
      set status = 'expired'
      where r.id in (select due.id from due where due.unit_id in (select id from free_units))
      and r.status = 'pending_payment'
      returning r.id
    )
    insert into reservation_events (reservation_id, actor, from_status, to_status, note, at)
    select id, 'system', 'pending_payment', 'expired', 'payment hold expired', ${now.toISOString()}::timestamptz
    from released
    returning reservation_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Counts one use of a campaign unless its limit is reached; false when it is used up. The row
 * lock serialises concurrent bookings with the same code, so the limit is never overrun.
 */
export async function takeCampaignUse(tx: Db, campaignId: number): Promise<boolean> {
  const rows = await tx
    .update(campaigns)
    .set({ usedCount: sql`${campaigns.usedCount} + 1` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        or(isNull(campaigns.usageLimit), lt(campaigns.usedCount, sql`${campaigns.usageLimit}`)),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length === 1;
}

export async function findReservationById(db: Db, id: string): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findReservationByQuote(db: Db, quoteId: string): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.quoteId, quoteId)).limit(1);
  return rows[0] ?? null;
}

/** The event note on an unpaid reservation whose draft booked again (docs/decisions/0038). */
export const DRAFT_RELEASED_NOTE = "draft released for another attempt";

/** The event note on an unpaid reservation naming the booking its draft made next: "rebooked: YLD-…". */
export const REBOOKED_NOTE_PREFIX = "rebooked: ";

/** The number of the booking made after this unpaid one (its customer tried again), or null. */
export async function findRebookedNumber(db: Db, reservationId: string): Promise<string | null> {
  const rows = await db
    .select({ note: reservationEvents.note })
    .from(reservationEvents)
    .where(
      and(
        eq(reservationEvents.reservationId, reservationId),
        sql`${reservationEvents.note} like ${`${REBOOKED_NOTE_PREFIX}%`}`,
      ),
    )
    .orderBy(desc(reservationEvents.at), desc(reservationEvents.id))
    .limit(1);
  const note = rows[0]?.note;
  return note ? note.slice(REBOOKED_NOTE_PREFIX.length) : null;
}

/** True when this reservation's draft went on to book again: a late approval must not revive it. */
export async function wasDraftReleased(db: Db, reservationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reservationEvents.id })
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservationId), eq(reservationEvents.note, DRAFT_RELEASED_NOTE)))
    .limit(1);
  return rows.length === 1;
}

export async function findReservationByDraft(db: Db, draftId: string): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.draftId, draftId)).limit(1);
  return rows[0] ?? null;
}

export async function findReservationByNumber(db: Db, number: string): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.number, number)).limit(1);
  return rows[0] ?? null;
}

/** Pairs of live reservations of one unit whose held ranges overlap; zero while the constraint stands. */
export async function countOverlappingLiveHolds(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n
    from reservations a
    join reservations b on a.unit_id = b.unit_id and a.id < b.id and a.held && b.held
    where a.status in ('pending_payment', 'confirmed', 'active')
      and b.status in ('pending_payment', 'confirmed', 'active')`);
  const row = (result as unknown as { rows: { n: number | string }[] }).rows[0];
  return Number(row?.n ?? 0);
}

/**
 * Reservations that pick their car up somewhere it will not be: each reservation of a unit that
 * moves it (live or completed, a run-out payment hold excluded) must start at the office where
 * the one before it ends, the first at the unit's home office. Zero while the location rules hold.
 */
export async function countLocationBreaks(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n
    from (
      select r.pickup_office_id, u.home_office_id,
        lag(r.dropoff_office_id) over (partition by r.unit_id order by r.pickup_at, r.id) as previous_dropoff
      from reservations r
      join units u on u.id = r.unit_id
      where r.status in ('pending_payment', 'confirmed', 'active', 'completed')
        and (r.status <> 'pending_payment' or r.hold_expires_at > ${now.toISOString()}::timestamptz)
    ) chain
    where chain.pickup_office_id <> coalesce(chain.previous_dropoff, chain.home_office_id)`);
  const row = (result as unknown as { rows: { n: number | string }[] }).rows[0];
  return Number(row?.n ?? 0);
}
