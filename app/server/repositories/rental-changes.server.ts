// Changes to a running rental (migration 0047, docs/decisions/0090): the change rows, the one update
// that moves an active reservation to its new terms, and what the change form needs to know about the
// car's next booking and the classes above the rental's own. The exclusion constraint on
// reservations.held has the last word: an update that would overlap the next hold is an outcome.
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  rentalChanges,
  rentalDrivers,
  reservations,
  units,
  vehicleClasses,
  vehicleModels,
} from "#app/server/db/schema.ts";
import type { MovedReservation } from "./reservation-changes.server.ts";
import { pgErrorCode } from "./reservations.server.ts";

export type RentalChangeRow = typeof rentalChanges.$inferSelect;

export async function findRentalChangeByKey(db: Db, requestKey: string): Promise<RentalChangeRow | null> {
  const rows = await db.select().from(rentalChanges).where(eq(rentalChanges.requestKey, requestKey)).limit(1);
  return rows[0] ?? null;
}

export async function listRentalChanges(db: Db, reservationId: string): Promise<RentalChangeRow[]> {
  return db
    .select()
    .from(rentalChanges)
    .where(eq(rentalChanges.reservationId, reservationId))
    .orderBy(asc(rentalChanges.createdAt));
}

/** Inserts the change; null when its request key is taken already. */
export async function insertRentalChange(
  tx: Db,
  row: typeof rentalChanges.$inferInsert,
): Promise<RentalChangeRow | null> {
  const rows = await tx.insert(rentalChanges).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateRentalChange(
  tx: Db,
  id: string,
  patch: Partial<Pick<RentalChangeRow, "refundState" | "refundResult" | "addendumId">>,
): Promise<void> {
  await tx.update(rentalChanges).set(patch).where(eq(rentalChanges.id, id));
}

/**
 * Moves the active reservation to its new terms in a savepoint; "held" when another live hold of the
 * unit overlaps the longer one (the exclusion constraint said no).
 */
export async function moveRunningReservation(
  tx: Db,
  id: string,
  values: MovedReservation,
): Promise<"ok" | "held" | "gone"> {
  try {
    const rows = await tx.transaction(async (sp) =>
      sp
        .update(reservations)
        .set(values)
        .where(and(eq(reservations.id, id), eq(reservations.status, "active")))
        .returning({ id: reservations.id }),
    );
    return rows.length === 1 ? "ok" : "gone";
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23P01" || code === "40P01") return "held";
    throw error;
  }
}

/** The next live booking of the unit after this rental: whom a longer rental would take the car from. */
export async function nextBookingOfUnit(db: Db, unitId: number, reservationId: string, after: Date, now: Date) {
  const rows = await db
    .select({
      id: reservations.id,
      number: reservations.number,
      pickupAt: reservations.pickupAt,
      pickupOfficeId: reservations.pickupOfficeId,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        ne(reservations.id, reservationId),
        gt(reservations.pickupAt, after),
        inArray(reservations.status, ["pending_payment", "confirmed", "active"]),
        sql`(${reservations.status} <> 'pending_payment' or ${reservations.holdExpiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(reservations.pickupAt))
    .limit(1);
  return rows[0] ?? null;
}

export type ModelChoice = { modelId: number; name: string; classId: number; className: { tr: string; en: string } };

/** Active models of the classes ranked above `classId` (the upgrade's choices), nearest class first. */
export async function modelsAboveClass(db: Db, classId: number): Promise<ModelChoice[]> {
  const [own] = await db
    .select({ sort: vehicleClasses.sort })
    .from(vehicleClasses)
    .where(eq(vehicleClasses.id, classId));
  if (!own) return [];
  const rows = await db
    .select({
      modelId: vehicleModels.id,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      classId: vehicleModels.classId,
      nameTr: vehicleClasses.nameTr,
      nameEn: vehicleClasses.nameEn,
    })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(and(eq(vehicleModels.active, true), gt(vehicleClasses.sort, own.sort)))
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
  return rows.map((r) => ({
    modelId: r.modelId,
    name: `${r.brand} ${r.model}`,
    classId: r.classId,
    className: { tr: r.nameTr, en: r.nameEn },
  }));
}

/** The model's name and class (for the form and the addendum). */
export async function modelInfo(db: Db, modelId: number) {
  const [row] = await db
    .select({
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      classId: vehicleModels.classId,
      nameTr: vehicleClasses.nameTr,
      nameEn: vehicleClasses.nameEn,
    })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(eq(vehicleModels.id, modelId));
  return row
    ? { name: `${row.brand} ${row.model}`, classId: row.classId, className: { tr: row.nameTr, en: row.nameEn } }
    : null;
}

/** In-service units of a model (the upgrade's candidates), by plate. */
export async function unitsOfModel(db: Db, modelId: number): Promise<{ id: number; plate: string }[]> {
  return db
    .select({ id: units.id, plate: units.plate })
    .from(units)
    .where(and(eq(units.modelId, modelId), eq(units.inService, true)))
    .orderBy(asc(units.plate));
}

/** Adds a driver after those recorded (the added driver's position is the next free one). */
export async function addDriverRow(
  tx: Db,
  reservationId: string,
  d: DriverIdentity,
  staffId: string,
  at: Date,
): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${rentalDrivers.position})` })
    .from(rentalDrivers)
    .where(eq(rentalDrivers.reservationId, reservationId));
  const position = (last?.max ?? -1) + 1;
  await tx.insert(rentalDrivers).values({ ...d, reservationId, position, staffId, at });
  return position;
}
