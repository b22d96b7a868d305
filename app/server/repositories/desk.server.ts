// The desk's SQL (decision 0041): hand-over and return records, return charges, desk payments and
// the unit changes staff make. Writes run inside the caller's transaction; a row the database
// refuses (a second pick-up, a reused payment key, a unit held meanwhile) comes back as an outcome.
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Bilingual } from "#app/domain/receipts/receipt.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  deskPayments,
  kmPackages,
  offices,
  quotes,
  rentalCheckins,
  rentalCheckouts,
  reservationCharges,
  reservations,
  units,
  vehicleModels,
} from "#app/server/db/schema.ts";
import { pgErrorCode, type ReservationRow } from "./reservations.server.ts";

export type CheckoutRow = typeof rentalCheckouts.$inferSelect;
export type CheckinRow = typeof rentalCheckins.$inferSelect;
export type ChargeRow = typeof reservationCharges.$inferSelect;
export type DeskPaymentRow = typeof deskPayments.$inferSelect;

/** The booked model's desk prices and the KM package the reservation was quoted with. */
export type RentalTerms = {
  kmLimitPerDay: number;
  tankLitres: number;
  extraKmKurus: number;
  fuel: (typeof vehicleModels.$inferSelect)["fuel"];
  classId: number;
  /** Extra KM of the package: 0 none, null unlimited. */
  packageKm: number | null;
};

export async function findReservationByNumberForDesk(db: Db, number: string): Promise<ReservationRow | null> {
  const rows = await db.select().from(reservations).where(eq(reservations.number, number)).limit(1);
  return rows[0] ?? null;
}

export async function rentalTerms(db: Db, reservation: ReservationRow): Promise<RentalTerms> {
  const [model] = await db
    .select({
      kmLimitPerDay: vehicleModels.kmLimitPerDay,
      tankLitres: vehicleModels.tankLitres,
      extraKmKurus: vehicleModels.extraKmKurus,
      fuel: vehicleModels.fuel,
      classId: vehicleModels.classId,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, reservation.modelId))
    .limit(1);
  if (!model) throw new Error(`model ${reservation.modelId} is missing`);
  let packageKm: number | null = 0;
  if (reservation.quoteId) {
    const [quote] = await db
      .select({ code: sql<string | null>`${quotes.inputs}->>'kmPackageCode'` })
      .from(quotes)
      .where(eq(quotes.id, reservation.quoteId))
      .limit(1);
    if (quote?.code) {
      const [pkg] = await db
        .select({ extraKm: kmPackages.extraKm })
        .from(kmPackages)
        .where(eq(kmPackages.code, quote.code))
        .limit(1);
      if (pkg) packageKm = pkg.extraKm;
    }
  }
  return { ...model, packageKm };
}

export type UnitInfo = { id: number; plate: string; modelId: number; classId: number; inService: boolean };

export async function findUnit(db: Db, unitId: number): Promise<UnitInfo | null> {
  const rows = await db
    .select({
      id: units.id,
      plate: units.plate,
      modelId: units.modelId,
      classId: vehicleModels.classId,
      inService: units.inService,
    })
    .from(units)
    .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
    .where(eq(units.id, unitId))
    .limit(1);
  return rows[0] ?? null;
}

/** Units of the class (in service, active model) with their plate and model, for the unit picker. */
export async function listClassUnits(db: Db, classId: number): Promise<(UnitInfo & { modelName: string })[]> {
  const rows = await db
    .select({
      id: units.id,
      plate: units.plate,
      modelId: units.modelId,
      classId: vehicleModels.classId,
      inService: units.inService,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
    })
    .from(units)
    .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
    .where(and(eq(vehicleModels.classId, classId), eq(units.inService, true), eq(vehicleModels.active, true)))
    .orderBy(asc(units.plate));
  return rows.map(({ brand, model, ...u }) => ({ ...u, modelName: `${brand} ${model}` }));
}

/**
 * The first reservation of `unitId` after `reservation` that moves the car (live or completed, a
 * run-out payment hold excluded): it starts where this one ends, so this one cannot leave the unit
 * if it moves the car elsewhere.
 */
export async function nextUseOfUnit(db: Db, unitId: number, reservation: ReservationRow, now: Date) {
  const rows = await db
    .select({ id: reservations.id, pickupOfficeId: reservations.pickupOfficeId })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        ne(reservations.id, reservation.id),
        gt(reservations.pickupAt, reservation.pickupAt),
        inArray(reservations.status, ["pending_payment", "confirmed", "active", "completed"]),
        sql`(${reservations.status} <> 'pending_payment' or ${reservations.holdExpiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(reservations.pickupAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves the reservation's hold to another unit; "held" when the exclusion constraint refuses it. */
export async function setReservationUnit(tx: Db, reservationId: string, unitId: number): Promise<"ok" | "held"> {
  try {
    await tx.transaction(async (sp) => {
      await sp.update(reservations).set({ unitId }).where(eq(reservations.id, reservationId));
    });
    return "ok";
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23P01" || code === "40P01") return "held";
    throw error;
  }
}

export async function findCheckout(db: Db, reservationId: string): Promise<CheckoutRow | null> {
  const rows = await db.select().from(rentalCheckouts).where(eq(rentalCheckouts.reservationId, reservationId));
  return rows[0] ?? null;
}

export async function findCheckin(db: Db, reservationId: string): Promise<CheckinRow | null> {
  const rows = await db.select().from(rentalCheckins).where(eq(rentalCheckins.reservationId, reservationId));
  return rows[0] ?? null;
}

export async function insertCheckout(tx: Db, row: typeof rentalCheckouts.$inferInsert): Promise<void> {
  await tx.insert(rentalCheckouts).values(row);
}

export async function insertCheckin(
  tx: Db,
  row: typeof rentalCheckins.$inferInsert,
  charges: Omit<typeof reservationCharges.$inferInsert, "reservationId" | "position">[],
): Promise<void> {
  await tx.insert(rentalCheckins).values(row);
  if (charges.length > 0) {
    await tx
      .insert(reservationCharges)
      .values(charges.map((c, position) => ({ ...c, reservationId: row.reservationId, position })));
  }
}

export async function listCharges(db: Db, reservationId: string): Promise<ChargeRow[]> {
  return db
    .select()
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, reservationId))
    .orderBy(asc(reservationCharges.position));
}

export async function listDeskPayments(db: Db, reservationId: string): Promise<DeskPaymentRow[]> {
  return db
    .select()
    .from(deskPayments)
    .where(eq(deskPayments.reservationId, reservationId))
    .orderBy(asc(deskPayments.takenAt), asc(deskPayments.id));
}

export async function findDeskPaymentByKey(db: Db, key: string): Promise<DeskPaymentRow | null> {
  const rows = await db.select().from(deskPayments).where(eq(deskPayments.idempotencyKey, key)).limit(1);
  return rows[0] ?? null;
}

/** Records a desk payment once per key: "duplicate" when the key was used (by a concurrent submit). */
export async function insertDeskPayment(
  tx: Db,
  row: typeof deskPayments.$inferInsert,
): Promise<{ ok: true; row: DeskPaymentRow } | { ok: false; duplicate: true }> {
  try {
    const inserted = await tx.transaction(async (sp) => sp.insert(deskPayments).values(row).returning());
    const first = inserted[0];
    if (!first) throw new Error("desk payment insert returned no row");
    return { ok: true, row: first };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, duplicate: true };
    throw error;
  }
}

/** Sets a reservation's status (the caller holds its row lock and checked the transition). */
export async function setStatus(tx: Db, id: string, status: ReservationRow["status"]): Promise<void> {
  await tx.update(reservations).set({ status, holdExpiresAt: null }).where(eq(reservations.id, id));
}

/** Names the desk pages show beside a reservation: the booked model, the unit's plate, the offices. */
export async function deskNames(
  db: Db,
  r: ReservationRow,
): Promise<{ modelName: string; plate: string; pickupOffice: Bilingual; dropoffOffice: Bilingual }> {
  const [model] = await db
    .select({ brand: vehicleModels.brand, model: vehicleModels.model })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, r.modelId));
  const [unit] = await db.select({ plate: units.plate }).from(units).where(eq(units.id, r.unitId));
  const rows = await db
    .select({ id: offices.id, tr: offices.nameTr, en: offices.nameEn })
    .from(offices)
    .where(inArray(offices.id, [r.pickupOfficeId, r.dropoffOfficeId]));
  const office = (id: number): Bilingual => {
    const o = rows.find((x) => x.id === id);
    return { tr: o?.tr ?? String(id), en: o?.en ?? String(id) };
  };
  return {
    modelName: model ? `${model.brand} ${model.model}` : "",
    plate: unit?.plate ?? "",
    pickupOffice: office(r.pickupOfficeId),
    dropoffOffice: office(r.dropoffOfficeId),
  };
}
