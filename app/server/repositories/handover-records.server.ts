// SQL of the hand-over records (migration 0043, decisions 0078 and 0079): drivers, inspections, the
// damages that belong to a car and their photos, and the rental agreements (never edited: a trigger
// refuses it; signing fills the signature columns once).
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import type { DamageKind, DamageZone } from "#app/domain/handover/damages.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  damagePhotos,
  rentalAgreements,
  rentalDrivers,
  rentalInspections,
  unitDamages,
  units,
} from "#app/server/db/schema.ts";

export type InspectionRow = typeof rentalInspections.$inferSelect;
export type AgreementRow = typeof rentalAgreements.$inferSelect;
export type DamageRow = Omit<typeof unitDamages.$inferSelect, "zone" | "kind"> & {
  zone: DamageZone;
  kind: DamageKind;
  photos: { key: string; width: number; height: number }[];
};

export async function saveDrivers(
  tx: Db,
  reservationId: string,
  drivers: readonly DriverIdentity[],
  staffId: string,
  at: Date,
): Promise<void> {
  await tx.delete(rentalDrivers).where(eq(rentalDrivers.reservationId, reservationId));
  if (drivers.length === 0) return;
  await tx.insert(rentalDrivers).values(drivers.map((d, position) => ({ ...d, reservationId, position, staffId, at })));
}

export async function findDrivers(db: Db, reservationId: string): Promise<DriverIdentity[]> {
  const rows = await db
    .select()
    .from(rentalDrivers)
    .where(eq(rentalDrivers.reservationId, reservationId))
    .orderBy(asc(rentalDrivers.position));
  return rows.map((r) => ({
    firstName: r.firstName,
    lastName: r.lastName,
    licenceNumber: r.licenceNumber,
    licenceClass: r.licenceClass,
    licenceCountry: r.licenceCountry,
    licenceIssued: r.licenceIssued,
    licenceExpires: r.licenceExpires,
    idKind: r.idKind,
    idNumber: r.idNumber,
    idCountry: r.idCountry,
  }));
}

export async function insertInspection(tx: Db, row: typeof rentalInspections.$inferInsert): Promise<InspectionRow> {
  const [inserted] = await tx.insert(rentalInspections).values(row).returning();
  if (!inserted) throw new Error("inspection not inserted");
  return inserted;
}

export async function findInspection(
  db: Db,
  reservationId: string,
  kind: "pickup" | "return",
): Promise<InspectionRow | null> {
  const [row] = await db
    .select()
    .from(rentalInspections)
    .where(and(eq(rentalInspections.reservationId, reservationId), eq(rentalInspections.kind, kind)));
  return row ?? null;
}

export type SwapInspection = InspectionRow & { kind: "swap_in" | "swap_out"; plate: string };

/** The swap inspections of a reservation's running-rental changes (decision 0143), oldest first. */
export async function listSwapInspections(db: Db, reservationId: string): Promise<SwapInspection[]> {
  const rows = await db
    .select({ inspection: rentalInspections, plate: units.plate })
    .from(rentalInspections)
    .innerJoin(units, eq(units.id, rentalInspections.unitId))
    .where(
      and(eq(rentalInspections.reservationId, reservationId), inArray(rentalInspections.kind, ["swap_in", "swap_out"])),
    )
    .orderBy(asc(rentalInspections.id));
  return rows.map((r) => ({ ...r.inspection, kind: r.inspection.kind as "swap_in" | "swap_out", plate: r.plate }));
}

export type NewDamage = {
  unitId: number;
  zone: DamageZone;
  kind: DamageKind;
  sizeCm: number;
  note: string;
  foundInspectionId: number;
  foundAt: Date;
  photos: readonly { key: string; width: number; height: number }[];
};

export async function insertDamage(tx: Db, d: NewDamage): Promise<number> {
  const [row] = await tx
    .insert(unitDamages)
    .values({
      unitId: d.unitId,
      zone: d.zone,
      kind: d.kind,
      sizeCm: d.sizeCm,
      note: d.note,
      foundInspectionId: d.foundInspectionId,
      foundAt: d.foundAt,
    })
    .returning({ id: unitDamages.id });
  if (!row) throw new Error("damage not inserted");
  if (d.photos.length) {
    await tx
      .insert(damagePhotos)
      .values(d.photos.map((p) => ({ damageId: row.id, fileKey: p.key, width: p.width, height: p.height })));
  }
  return row.id;
}

async function withPhotos(db: Db, rows: (typeof unitDamages.$inferSelect)[]): Promise<DamageRow[]> {
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db.select().from(damagePhotos).where(inArray(damagePhotos.damageId, ids)).orderBy(asc(damagePhotos.id))
    : [];
  return rows.map((r) => ({
    ...r,
    zone: r.zone as DamageZone,
    kind: r.kind as DamageKind,
    photos: photos
      .filter((p) => p.damageId === r.id)
      .map((p) => ({ key: p.fileKey, width: p.width, height: p.height })),
  }));
}

/** The car's damages: open ones only, or all of them (newest first). */
export async function damagesOfUnit(db: Db, unitId: number, which: "open" | "all" = "open"): Promise<DamageRow[]> {
  const rows = await db
    .select()
    .from(unitDamages)
    .where(
      which === "open"
        ? and(eq(unitDamages.unitId, unitId), isNull(unitDamages.closedAt))
        : eq(unitDamages.unitId, unitId),
    )
    .orderBy(desc(unitDamages.foundAt), desc(unitDamages.id));
  return withPhotos(db, rows);
}

/** The units among `unitIds` that have an open damage (the fleet timeline's marker). */
export async function unitsWithOpenDamage(db: Db, unitIds: readonly number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ unitId: unitDamages.unitId })
    .from(unitDamages)
    .where(and(inArray(unitDamages.unitId, [...unitIds]), isNull(unitDamages.closedAt)));
  return new Set(rows.map((r) => r.unitId));
}

export async function damagesFoundBy(db: Db, inspectionId: number): Promise<DamageRow[]> {
  const rows = await db
    .select()
    .from(unitDamages)
    .where(eq(unitDamages.foundInspectionId, inspectionId))
    .orderBy(asc(unitDamages.id));
  return withPhotos(db, rows);
}

export async function lockDamage(tx: Db, id: number): Promise<typeof unitDamages.$inferSelect | null> {
  const [row] = await tx.select().from(unitDamages).where(eq(unitDamages.id, id)).for("update");
  return row ?? null;
}

export async function closeDamageRow(tx: Db, id: number, staffId: string, at: Date, note: string): Promise<boolean> {
  const rows = await tx
    .update(unitDamages)
    .set({ closedAt: at, closedBy: staffId, closeNote: note })
    .where(and(eq(unitDamages.id, id), isNull(unitDamages.closedAt)))
    .returning({ id: unitDamages.id });
  return rows.length === 1;
}

export async function isDamagePhoto(db: Db, key: string): Promise<{ unitId: number } | null> {
  const [row] = await db
    .select({ unitId: unitDamages.unitId })
    .from(damagePhotos)
    .innerJoin(unitDamages, eq(unitDamages.id, damagePhotos.damageId))
    .where(eq(damagePhotos.fileKey, key));
  return row ?? null;
}

export async function insertAgreement(tx: Db, row: typeof rentalAgreements.$inferInsert): Promise<AgreementRow> {
  const [inserted] = await tx.insert(rentalAgreements).values(row).returning();
  if (!inserted) throw new Error("agreement not inserted");
  return inserted;
}

/** The reservation's agreements, oldest first. */
export async function agreementsOf(db: Db, reservationId: string): Promise<AgreementRow[]> {
  return db
    .select()
    .from(rentalAgreements)
    .where(eq(rentalAgreements.reservationId, reservationId))
    .orderBy(asc(rentalAgreements.createdAt), asc(rentalAgreements.kind), asc(rentalAgreements.version));
}

export async function lockAgreement(tx: Db, id: string): Promise<AgreementRow | null> {
  const [row] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.id, id)).for("update");
  return row ?? null;
}

/** Signs an unsigned agreement once; false when it was signed meanwhile. */
export async function signAgreementRow(
  tx: Db,
  id: string,
  sig: { signedName: string; signaturePng: Uint8Array | null; signatureSha256: string | null; signedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(rentalAgreements)
    .set(sig)
    .where(and(eq(rentalAgreements.id, id), sql`${rentalAgreements.signedAt} is null`))
    .returning({ id: rentalAgreements.id });
  return rows.length === 1;
}
