// The map data editor's SQL (decision 0141): the places of a city (retired ones too), one place,
// its writes, the cities that have offices and the offices of a city (who may edit its places).
import { asc, eq, sql } from "drizzle-orm";
import type { PlaceInput } from "#app/domain/delivery/place-input.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { cities, gazetteerPlaces, offices } from "#app/server/db/schema.ts";

export type PlaceRow = {
  id: number;
  citySlug: string;
  district: string;
  neighbourhood: string | null;
  lat: number;
  lng: number;
  retiredAt: Date | null;
  updatedAt: Date;
};

const columns = {
  id: gazetteerPlaces.id,
  citySlug: gazetteerPlaces.citySlug,
  district: gazetteerPlaces.district,
  neighbourhood: gazetteerPlaces.neighbourhood,
  lat: gazetteerPlaces.lat,
  lng: gazetteerPlaces.lng,
  retiredAt: gazetteerPlaces.retiredAt,
  updatedAt: gazetteerPlaces.updatedAt,
};

/** Every place of a city, retired ones too: by district, its own row first, then neighbourhoods. */
export async function listCityPlaces(db: Db, citySlug: string): Promise<PlaceRow[]> {
  return db
    .select(columns)
    .from(gazetteerPlaces)
    .where(eq(gazetteerPlaces.citySlug, citySlug))
    .orderBy(
      asc(gazetteerPlaces.district),
      sql`${gazetteerPlaces.neighbourhood} IS NOT NULL`,
      asc(gazetteerPlaces.neighbourhood),
      asc(gazetteerPlaces.id),
    );
}

export async function findPlace(db: Db, id: number, lock = false): Promise<PlaceRow | null> {
  const q = db.select(columns).from(gazetteerPlaces).where(eq(gazetteerPlaces.id, id)).limit(1);
  const rows = lock ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function insertPlace(db: Db, citySlug: string, p: PlaceInput, by: string, now: Date): Promise<PlaceRow> {
  const [row] = await db
    .insert(gazetteerPlaces)
    .values({ citySlug, ...p, updatedAt: now, updatedBy: by })
    .returning(columns);
  return row!;
}

export async function updatePlace(db: Db, id: number, p: PlaceInput, by: string, now: Date): Promise<void> {
  await db
    .update(gazetteerPlaces)
    .set({ ...p, updatedAt: now, updatedBy: by })
    .where(eq(gazetteerPlaces.id, id));
}

export async function setPlaceRetired(db: Db, id: number, retiredAt: Date | null, by: string, now: Date) {
  await db.update(gazetteerPlaces).set({ retiredAt, updatedAt: now, updatedBy: by }).where(eq(gazetteerPlaces.id, id));
}

/** Serialises writes to one city's places (the duplicate check and the insert in one go). */
export async function lockCityPlaces(db: Db, citySlug: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gazetteer:${citySlug}`}))`);
}

export type CityWithOffices = { slug: string; nameTr: string; nameEn: string; officeIds: number[] };

/** The cities that have an office, with their offices' ids (who may edit a city's map data). */
export async function citiesWithOffices(db: Db): Promise<CityWithOffices[]> {
  const rows = await db
    .select({ slug: cities.slug, nameTr: cities.nameTr, nameEn: cities.nameEn, officeId: offices.id })
    .from(cities)
    .innerJoin(offices, eq(offices.cityId, cities.id))
    .orderBy(asc(cities.nameTr), asc(offices.id));
  const out = new Map<string, CityWithOffices>();
  for (const r of rows) {
    const c = out.get(r.slug) ?? { slug: r.slug, nameTr: r.nameTr, nameEn: r.nameEn, officeIds: [] };
    c.officeIds.push(r.officeId);
    out.set(r.slug, c);
  }
  return [...out.values()];
}

/** The offices of a city (none: only staff of every office may edit its places). */
export async function officeIdsOfCity(db: Db, citySlug: string): Promise<number[]> {
  const rows = await db
    .select({ id: offices.id })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(eq(cities.slug, citySlug));
  return rows.map((r) => r.id);
}
