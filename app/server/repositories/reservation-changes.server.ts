// Booking changes (0034, docs/decisions/0056): the change rows and the one update that moves a
// reservation to its new choice. The exclusion constraint on reservations.held stays the last line
// of defence: an update that would overlap another live hold of the unit is an outcome, not an error.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservationChanges, reservations } from "#app/server/db/schema.ts";
import { pgErrorCode } from "./reservations.server.ts";

export type ReservationChangeRow = typeof reservationChanges.$inferSelect;
export type NewReservationChange = typeof reservationChanges.$inferInsert;

/** Inserts the change; null when its request key (or the one-awaiting index) is taken already. */
export async function insertChange(tx: Db, row: NewReservationChange): Promise<ReservationChangeRow | null> {
  const rows = await tx.insert(reservationChanges).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findChangeByKey(db: Db, requestKey: string): Promise<ReservationChangeRow | null> {
  const rows = await db.select().from(reservationChanges).where(eq(reservationChanges.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
}

export async function findChangeByReference(db: Db, referenceId: string): Promise<ReservationChangeRow | null> {
  const rows = await db
    .select()
    .from(reservationChanges)
    .where(eq(reservationChanges.paymentReferenceId, referenceId))
    .limit(1);
  return rows[0] ?? null;
}

export async function lockChange(tx: Db, id: string): Promise<ReservationChangeRow | null> {
  const rows = await tx.select().from(reservationChanges).where(eq(reservationChanges.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

export async function findAwaitingChangeOf(db: Db, reservationId: string): Promise<ReservationChangeRow | null> {
  const rows = await db
    .select()
    .from(reservationChanges)
    .where(and(eq(reservationChanges.reservationId, reservationId), eq(reservationChanges.status, "awaiting_payment")))
    .limit(1);
  return rows[0] ?? null;
}

export async function listChangesOf(db: Db, reservationId: string): Promise<ReservationChangeRow[]> {
  return db
    .select()
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationId, reservationId))
    .orderBy(desc(reservationChanges.createdAt));
}

export async function updateChange(
  tx: Db,
  id: string,
  patch: Partial<Omit<NewReservationChange, "id" | "reservationId" | "requestKey">>,
): Promise<void> {
  await tx.update(reservationChanges).set(patch).where(eq(reservationChanges.id, id));
}

export type MovedReservation = Pick<
  typeof reservations.$inferInsert,
  | "quoteId"
  | "unitId"
  | "modelId"
  | "pickupOfficeId"
  | "dropoffOfficeId"
  | "pickupAt"
  | "returnAt"
  | "bufferMinutes"
  | "held"
  | "totalKurus"
  | "vehicleKurus"
  | "discountKurus"
  | "oneWayFeeKurus"
  | "assuranceKurus"
  | "kmPackageKurus"
  | "extrasKurus"
  | "depositKurus"
  | "rentalDays"
  | "lines"
  | "payNowDiscountKurus"
  | "campaignId"
  | "campaignCode"
>;

/**
 * Moves a confirmed reservation to its new choice in a savepoint: the old hold is replaced by the
 * new one in the same row, so the old unit is let go only when the new one is committed.
 * "held" when another live hold of the unit overlaps (the exclusion constraint said no).
 */
export async function moveReservation(tx: Db, id: string, values: MovedReservation): Promise<"ok" | "held" | "gone"> {
  try {
    const rows = await tx.transaction(async (sp) =>
      sp
        .update(reservations)
        .set(values)
        .where(and(eq(reservations.id, id), eq(reservations.status, "confirmed")))
        .returning({ id: reservations.id }),
    );
    return rows.length === 1 ? "ok" : "gone";
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23P01" || code === "40P01") return "held";
    throw error;
  }
}

/** The offices a booking can be moved to (active ones), for the change form. */
export async function listChangeOffices(db: Db): Promise<{ id: number; nameTr: string; nameEn: string }[]> {
  return db
    .select({ id: offices.id, nameTr: offices.nameTr, nameEn: offices.nameEn })
    .from(offices)
    .where(eq(offices.active, true))
    .orderBy(asc(offices.nameTr));
}
