// Delivery to an address and collection from one (decision 0123): each office's offer, the map
// data of its city (gazetteer_places) and the legs a reservation booked. SQL only; the rules are in
// app/domain/delivery and the use cases in services/delivery.server.ts.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DeliveryBand, DeliverySettings } from "#app/domain/delivery/delivery-fee.ts";
import type { Place } from "#app/domain/delivery/gazetteer.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cities,
  gazetteerPlaces,
  officeDeliverySettings,
  offices,
  reservationDeliveries,
  reservations,
  type DeliveryLegJson,
  type DriverJson,
} from "#app/server/db/schema.ts";

export type DeliveryOffice = {
  id: number;
  nameTr: string;
  nameEn: string;
  lat: number;
  lng: number;
  citySlug: string;
  settings: DeliverySettings | null;
};

/** The office, where it is, its city and its delivery offer (null = none set). */
export async function findDeliveryOffice(db: Db, officeId: number): Promise<DeliveryOffice | null> {
  const rows = await db
    .select({
      id: offices.id,
      nameTr: offices.nameTr,
      nameEn: offices.nameEn,
      lat: offices.lat,
      lng: offices.lng,
      citySlug: cities.slug,
      enabled: officeDeliverySettings.enabled,
      radiusKm: officeDeliverySettings.radiusKm,
      perKmKurus: officeDeliverySettings.perKmKurus,
      minimumKurus: officeDeliverySettings.minimumKurus,
      bands: officeDeliverySettings.bands,
    })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .leftJoin(officeDeliverySettings, eq(officeDeliverySettings.officeId, offices.id))
    .where(eq(offices.id, officeId))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const settings: DeliverySettings | null =
    r.enabled === null
      ? null
      : {
          enabled: r.enabled,
          radiusKm: r.radiusKm ?? 0,
          perKmKurus: Number(r.perKmKurus ?? 0),
          minimumKurus: Number(r.minimumKurus ?? 0),
          bands: (r.bands ?? []) as DeliveryBand[],
        };
  return { id: r.id, nameTr: r.nameTr, nameEn: r.nameEn, lat: r.lat, lng: r.lng, citySlug: r.citySlug, settings };
}

/** The districts and neighbourhoods of a city that still match addresses (not retired; decision 0141). */
export async function listPlaces(db: Db, citySlug: string): Promise<Place[]> {
  return db
    .select({
      id: gazetteerPlaces.id,
      district: gazetteerPlaces.district,
      neighbourhood: gazetteerPlaces.neighbourhood,
      lat: gazetteerPlaces.lat,
      lng: gazetteerPlaces.lng,
    })
    .from(gazetteerPlaces)
    .where(and(eq(gazetteerPlaces.citySlug, citySlug), isNull(gazetteerPlaces.retiredAt)))
    .orderBy(asc(gazetteerPlaces.id));
}

/** Writes an office's offer (one row per office). */
export async function upsertDeliverySettings(
  db: Db,
  officeId: number,
  settings: DeliverySettings,
  staffId: string,
  now: Date,
): Promise<void> {
  const values = {
    enabled: settings.enabled,
    radiusKm: settings.radiusKm,
    perKmKurus: settings.perKmKurus,
    minimumKurus: settings.minimumKurus,
    bands: [...settings.bands],
    updatedAt: now,
    updatedBy: staffId,
  };
  await db
    .insert(officeDeliverySettings)
    .values({ officeId, ...values })
    .onConflictDoUpdate({ target: officeDeliverySettings.officeId, set: values });
}

/** Takes the row lock of an office's offer (a missing row locks nothing: the insert then conflicts). */
export async function lockDeliverySettings(db: Db, officeId: number): Promise<void> {
  await db.execute(sql`select 1 from office_delivery_settings where office_id = ${officeId} for update`);
}

/** The legs of a new reservation; a repeat for the same reservation and leg changes nothing. */
export async function insertReservationDeliveries(
  db: Db,
  reservationId: string,
  legs: readonly DeliveryLegJson[],
): Promise<void> {
  if (legs.length === 0) return;
  await db
    .insert(reservationDeliveries)
    .values(
      legs.map((l) => ({
        reservationId,
        leg: l.leg,
        officeId: l.officeId,
        address: l.address,
        placeId: l.placeId,
        distanceM: Math.round(l.km * 1000),
        feeKurus: l.feeKurus,
      })),
    )
    .onConflictDoNothing();
}

/** A changed reservation's legs: the new quote's, in place of the ones it had. */
export async function replaceReservationDeliveries(
  db: Db,
  reservationId: string,
  legs: readonly DeliveryLegJson[],
): Promise<void> {
  await db.delete(reservationDeliveries).where(eq(reservationDeliveries.reservationId, reservationId));
  await insertReservationDeliveries(db, reservationId, legs);
}

export type DeliveryTaskRow = {
  leg: "delivery" | "collection";
  number: string;
  status: string;
  at: Date;
  officeId: number;
  address: string;
  distanceM: number;
  feeKurus: number;
  driver: DriverJson;
};

/**
 * Deliveries whose pick-up and collections whose return fall in [from, to), at the given offices
 * (null = all), for reservations in one of `statuses`; earliest first.
 */
export async function listDeliveryTasks(
  db: Db,
  officeIds: readonly number[] | null,
  from: Date,
  to: Date,
  statuses: readonly string[],
): Promise<DeliveryTaskRow[]> {
  const at = sql<Date>`case when ${reservationDeliveries.leg} = 'delivery' then ${reservations.pickupAt} else ${reservations.returnAt} end`;
  const rows = await db
    .select({
      leg: reservationDeliveries.leg,
      number: reservations.number,
      status: reservations.status,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      officeId: reservationDeliveries.officeId,
      address: reservationDeliveries.address,
      distanceM: reservationDeliveries.distanceM,
      feeKurus: reservationDeliveries.feeKurus,
      driver: reservations.driver,
    })
    .from(reservationDeliveries)
    .innerJoin(reservations, eq(reservations.id, reservationDeliveries.reservationId))
    .where(
      and(
        officeIds === null ? undefined : inArray(reservationDeliveries.officeId, [...officeIds]),
        inArray(reservations.status, [...statuses] as (typeof reservations.status._.data)[]),
        or(
          and(
            eq(reservationDeliveries.leg, "delivery"),
            gte(reservations.pickupAt, from),
            lt(reservations.pickupAt, to),
          ),
          and(
            eq(reservationDeliveries.leg, "collection"),
            gte(reservations.returnAt, from),
            lt(reservations.returnAt, to),
          ),
        ),
      ),
    )
    .orderBy(asc(at), asc(reservations.number));
  return rows.map((r) => ({
    leg: r.leg,
    number: r.number,
    status: r.status,
    at: r.leg === "delivery" ? r.pickupAt : r.returnAt,
    officeId: r.officeId,
    address: r.address,
    distanceM: r.distanceM,
    feeKurus: Number(r.feeKurus),
    driver: r.driver,
  }));
}

/** The legs a reservation booked (its lookup, receipt and desk page read them). */
export async function listReservationDeliveries(db: Db, reservationId: string) {
  return db
    .select()
    .from(reservationDeliveries)
    .where(eq(reservationDeliveries.reservationId, reservationId))
    .orderBy(asc(reservationDeliveries.leg));
}
