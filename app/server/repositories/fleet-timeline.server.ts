// The fleet timeline's reads (docs/decisions/0045): the units of some offices, and in one more
// query every booking that holds one of them during a window. Two queries whatever the fleet size.
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, units, vehicleClasses, vehicleModels } from "#app/server/db/schema.ts";

export type TimelineOffice = { id: number; name: string };

/** Every office (active ones first), named in `lang`, for the office choice. */
export async function listTimelineOffices(db: Db, lang: Lang): Promise<TimelineOffice[]> {
  return db
    .select({ id: offices.id, name: lang === "tr" ? offices.nameTr : offices.nameEn })
    .from(offices)
    .orderBy(sql`${offices.active} desc`, asc(lang === "tr" ? offices.nameTr : offices.nameEn));
}

export type TimelineUnitRow = {
  id: number;
  plate: string;
  brand: string;
  model: string;
  className: string;
  homeOfficeId: number;
  inService: boolean;
};

/** Units whose home office is one of `officeIds` (null: every unit), by office, class and plate. */
export async function listTimelineUnits(
  db: Db,
  lang: Lang,
  officeIds: readonly number[] | null,
): Promise<TimelineUnitRow[]> {
  if (officeIds !== null && officeIds.length === 0) return [];
  return db
    .select({
      id: units.id,
      plate: units.plate,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      className: lang === "tr" ? vehicleClasses.nameTr : vehicleClasses.nameEn,
      homeOfficeId: units.homeOfficeId,
      inService: units.inService,
    })
    .from(units)
    .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(officeIds === null ? undefined : inArray(units.homeOfficeId, [...officeIds]))
    .orderBy(asc(units.homeOfficeId), asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(units.plate));
}

export type TimelineBookingRow = {
  unitId: number;
  number: string;
  status: "pending_payment" | "confirmed" | "active" | "completed";
  pickupAt: Date;
  returnAt: Date;
  pickupOfficeId: number;
  dropoffOfficeId: number;
  firstName: string;
  lastName: string;
};

/**
 * Reservations (confirmed, active, completed) and live payment holds (pending_payment whose hold
 * has not run out at `now`) on the units of `officeIds` (null: all) that overlap [from, to).
 */
export async function listTimelineBookings(
  db: Db,
  window: { officeIds: readonly number[] | null; from: Date; to: Date; now: Date },
): Promise<TimelineBookingRow[]> {
  if (window.officeIds !== null && window.officeIds.length === 0) return [];
  const rows = await db
    .select({
      unitId: reservations.unitId,
      number: reservations.number,
      status: reservations.status,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      pickupOfficeId: reservations.pickupOfficeId,
      dropoffOfficeId: reservations.dropoffOfficeId,
      firstName: sql<string>`${reservations.driver}->>'firstName'`,
      lastName: sql<string>`${reservations.driver}->>'lastName'`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ["pending_payment", "confirmed", "active", "completed"]),
        or(sql`${reservations.status} <> 'pending_payment'`, gt(reservations.holdExpiresAt, window.now)),
        lt(reservations.pickupAt, window.to),
        gt(reservations.returnAt, window.from),
        window.officeIds === null
          ? undefined
          : inArray(
              reservations.unitId,
              db
                .select({ id: units.id })
                .from(units)
                .where(inArray(units.homeOfficeId, [...window.officeIds])),
            ),
      ),
    )
    .orderBy(asc(reservations.unitId), asc(reservations.pickupAt));
  return rows as TimelineBookingRow[];
}
