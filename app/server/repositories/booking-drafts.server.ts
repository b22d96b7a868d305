// Booking drafts (docs/decisions/0013): a booking in progress, readable only with the browser key.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import type { ReservationStatus } from "#app/domain/reservation/status.ts";
import { bookingDrafts, reservations } from "#app/server/db/schema.ts";

/** `reservationNumber`: the reservation made from this draft, whatever its saved data says, and its status. */
export type DraftRow = {
  id: string;
  data: unknown;
  updatedAt: Date;
  reservationNumber: string | null;
  reservationStatus: ReservationStatus | null;
};

export async function insertDraft(
  db: Db,
  row: { browserKeyHash: string; data: unknown; now: Date; expiresAt: Date },
): Promise<string> {
  const rows = await db
    .insert(bookingDrafts)
    .values({
      browserKeyHash: row.browserKeyHash,
      data: row.data,
      createdAt: row.now,
      updatedAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning({ id: bookingDrafts.id });
  const id = rows[0]?.id;
  if (!id) throw new Error("draft insert returned no row");
  return id;
}

/** The draft when it belongs to this browser and has not expired. */
export async function findDraft(db: Db, id: string, browserKeyHash: string, now: Date): Promise<DraftRow | null> {
  const rows = await db
    .select({
      id: bookingDrafts.id,
      data: bookingDrafts.data,
      updatedAt: bookingDrafts.updatedAt,
      expiresAt: bookingDrafts.expiresAt,
      reservationNumber: reservations.number,
      reservationStatus: reservations.status,
    })
    .from(bookingDrafts)
    .leftJoin(reservations, eq(reservations.id, bookingDrafts.reservationId))
    .where(and(eq(bookingDrafts.id, id), eq(bookingDrafts.browserKeyHash, browserKeyHash)))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return {
    id: row.id,
    data: row.data,
    updatedAt: row.updatedAt,
    reservationNumber: row.reservationNumber,
    reservationStatus: row.reservationStatus,
  };
}

/**
 * Locks the draft row for the rest of the transaction (the reserve transaction takes it first, so
 * two posts of the same step take turns) and says which reservation it already made, if any.
 * Null when the draft is gone (run out and deleted).
 */
export async function lockDraft(tx: Db, id: string): Promise<{ reservationId: string | null } | null> {
  const result = await tx.execute(sql`select reservation_id from booking_drafts where id = ${id} for update`);
  const row = (result as unknown as { rows: { reservation_id: string | null }[] }).rows[0];
  return row ? { reservationId: row.reservation_id ?? null } : null;
}

/** Marks the draft as used by `reservationId`, in the transaction that made the reservation. */
export async function markDraftReserved(tx: Db, id: string, reservationId: string, now: Date): Promise<void> {
  await tx.update(bookingDrafts).set({ reservationId, updatedAt: now }).where(eq(bookingDrafts.id, id));
}

/**
 * Frees a draft whose reservation ended unpaid (payment_failed, expired) for another attempt, in
 * the reserve transaction that holds the draft lock: the dead reservation lets go of the draft's
 * unique key (docs/decisions/0038). True when it did.
 */
export async function releaseDraftFromUnpaid(tx: Db, reservationId: string): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set({ draftId: null })
    .where(and(eq(reservations.id, reservationId), inArray(reservations.status, ["payment_failed", "expired"])))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

export async function updateDraft(db: Db, id: string, data: unknown, now: Date, expiresAt: Date): Promise<void> {
  await db.update(bookingDrafts).set({ data, updatedAt: now, expiresAt }).where(eq(bookingDrafts.id, id));
}

/** Removes run-out drafts (with the personal data typed into them); returns how many. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(bookingDrafts)
    .where(lte(bookingDrafts.expiresAt, now))
    .returning({ id: bookingDrafts.id });
  return rows.length;
}
