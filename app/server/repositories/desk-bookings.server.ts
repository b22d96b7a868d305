// Bookings made at the desk or on the phone (decision 0076): the draft row that makes the form's key
// an idempotency key for reserveFromQuote, and the desk_bookings row that says how it is paid.
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { bookingDrafts, deskBookings } from "#app/server/db/schema.ts";

export type DeskBookingRow = typeof deskBookings.$inferSelect;

/**
 * The booking draft a desk form's key names, made once (a repeat or a concurrent post finds it):
 * reserveFromQuote locks it, so twenty posts of one form take turns and one reservation is made.
 */
export async function ensureDeskDraft(db: Db, key: string, staffId: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insert(bookingDrafts)
    .values({
      id: key,
      browserKeyHash: `desk:${staffId}`,
      data: { desk: true },
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
    .onConflictDoNothing({ target: bookingDrafts.id });
}

export async function insertDeskBooking(tx: Db, row: typeof deskBookings.$inferInsert): Promise<void> {
  await tx.insert(deskBookings).values(row);
}

export async function findDeskBooking(db: Db, reservationId: string): Promise<DeskBookingRow | null> {
  const rows = await db.select().from(deskBookings).where(eq(deskBookings.reservationId, reservationId)).limit(1);
  return rows[0] ?? null;
}

export async function setDeskBookingReference(db: Db, reservationId: string, referenceId: string): Promise<void> {
  await db
    .update(deskBookings)
    .set({ paymentReferenceId: referenceId })
    .where(sql`${deskBookings.reservationId} = ${reservationId} and ${deskBookings.paymentReferenceId} is null`);
}
