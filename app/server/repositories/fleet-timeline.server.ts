// The fleet timeline's reads (docs/decisions/0045): the units of some offices, and in one more
// query every booking that holds one of them during a window. Two queries whatever the fleet size.
import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, units, unitTransfers, vehicleClasses, vehicleModels } from "#app/server/db/schema.ts";

/**
 * The units an office's timeline shows: those whose home office it is, those on their way to it (a
 * live transfer not yet arrived, decision 0110), and, when the window starts at `from`, those that
 * left it by a transfer arriving after that (they stood there for part of the window, decision 0129).
 */
function unitsOfOffices(officeIds: readonly number[], from?: Date) {
  const ids = sql.join(
    officeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return or(
    inArray(units.homeOfficeId, [...officeIds]),
    sql`exists (select 1 from ${unitTransfers} t where t.unit_id = ${units.id} and t.cancelled_at is null
      and t.arrived_at is null and t.to_office_id in (${ids}))`,
    from === undefined
      ? undefined
      : sql`exists (select 1 from ${unitTransfers} t where t.unit_id = ${units.id} and t.cancelled_at is null
      and t.from_office_id in (${ids}) and t.arrive_at > ${from.toISOString()}::timestamptz)`,
  );
}

export type TimelineOffice = { id: number; name: string; active: boolean };

/** Every office (active ones first), named in `lang`, for the office choice. */
export async function listTimelineOffices(db: Db, lang: Lang): Promise<TimelineOffice[]> {
  return db
    .select({ id: offices.id, name: lang === "tr" ? offices.nameTr : offices.nameEn, active: offices.active })
    .from(offices)
    .orderBy(sql`${offices.active} desc`, asc(lang === "tr" ? offices.nameTr : offices.nameEn));
}

export type TimelineUnitRow = {
  id: number;
  plate: string;
  brand: string;
  model: string;
  className: string;
  classId: number;
  homeOfficeId: number;
  inService: boolean;
};

/**
 * Units whose home office is one of `officeIds` (null: every unit), or that come to or left one of
 * them (see unitsOfOffices; `from` is the window's start), optionally of one class or model, by
 * office, class and plate.
 */
export async function listTimelineUnits(
  db: Db,
  lang: Lang,
  officeIds: readonly number[] | null,
  only: { classId?: number | null; modelId?: number | null } = {},
  from?: Date,
): Promise<TimelineUnitRow[]> {
  if (officeIds !== null && officeIds.length === 0) return [];
  return db
    .select({
      id: units.id,
      plate: units.plate,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      className: lang === "tr" ? vehicleClasses.nameTr : vehicleClasses.nameEn,
      classId: vehicleClasses.id,
      homeOfficeId: units.homeOfficeId,
      inService: units.inService,
    })
    .from(units)
    .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(
      and(
        officeIds === null ? undefined : unitsOfOffices(officeIds, from),
        only.classId ? eq(vehicleClasses.id, only.classId) : undefined,
        only.modelId ? eq(vehicleModels.id, only.modelId) : undefined,
      ),
    )
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
              db.select({ id: units.id }).from(units).where(unitsOfOffices(window.officeIds, window.from)),
            ),
      ),
    )
    .orderBy(asc(reservations.unitId), asc(reservations.pickupAt));
  return rows as TimelineBookingRow[];
}

export type UnitConflict = { number: string; pickupAt: Date; returnAt: Date };

/**
 * The live bookings of `unitId` whose held range overlaps the held range of reservation
 * `reservationId` (the same ranges the exclusion constraint compares; a payment hold that ran out
 * at `now` holds nothing): what stands in the way of moving that reservation onto the unit.
 */
export async function bookingsInTheWay(
  db: Db,
  input: { unitId: number; reservationId: string; now: Date },
): Promise<UnitConflict[]> {
  const rows = await db
    .select({ number: reservations.number, pickupAt: reservations.pickupAt, returnAt: reservations.returnAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, input.unitId),
        sql`${reservations.id} <> ${input.reservationId}::uuid`,
        inArray(reservations.status, ["pending_payment", "confirmed", "active"]),
        or(sql`${reservations.status} <> 'pending_payment'`, gt(reservations.holdExpiresAt, input.now)),
        sql`${reservations.held} && (select r2.held from reservations r2 where r2.id = ${input.reservationId}::uuid)`,
      ),
    )
    .orderBy(asc(reservations.pickupAt));
  return rows;
}

export type TimelineModel = { id: number; classId: number; name: string };
export type TimelineClass = { id: number; name: string };

/** The vehicle classes and models, named in `lang`, for the timeline's filters. */
export async function listTimelineClassesAndModels(
  db: Db,
  lang: Lang,
): Promise<{ classes: TimelineClass[]; models: TimelineModel[] }> {
  const [classes, models] = await readTogether(db, [
    () =>
      db
        .select({ id: vehicleClasses.id, name: lang === "tr" ? vehicleClasses.nameTr : vehicleClasses.nameEn })
        .from(vehicleClasses)
        .orderBy(asc(vehicleClasses.sort)),
    () =>
      db
        .select({
          id: vehicleModels.id,
          classId: vehicleModels.classId,
          brand: vehicleModels.brand,
          model: vehicleModels.model,
        })
        .from(vehicleModels)
        .orderBy(asc(vehicleModels.brand), asc(vehicleModels.model)),
  ]);
  return { classes, models: models.map((m) => ({ id: m.id, classId: m.classId, name: `${m.brand} ${m.model}` })) };
}
