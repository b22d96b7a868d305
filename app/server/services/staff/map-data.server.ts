// The offices' map data editor (decision 0141): the places (districts and neighbourhoods with their
// centres) a typed delivery address is matched against. Admins edit every city's; office managers
// the cities of their own offices only. Every check is made here, on the server, for the page and
// each write; each change is audited in its transaction. A place is retired, never deleted.
import {
  formOfPlace,
  type PlaceForm,
  type PlaceProblems,
  parsePlaceForm,
  samePlace,
  searchPlaces,
} from "#app/domain/delivery/place-input.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  citiesWithOffices,
  findPlace,
  insertPlace,
  listCityPlaces,
  lockCityPlaces,
  officeIdsOfCity,
  type PlaceRow,
  setPlaceRetired,
  updatePlace,
} from "#app/server/repositories/places.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type MapDataCity = { slug: string; name: string };
export type MapDataPlace = {
  id: number;
  district: string;
  neighbourhood: string | null;
  lat: string;
  lng: string;
  retired: boolean;
};

/** Whether the actor may edit this city's places: admins any city, office managers their offices' cities. */
async function requireCity(db: Db, actor: StaffActor, citySlug: string): Promise<number[]> {
  const officeIds = await officeIdsOfCity(db, citySlug);
  // A city with no office: only staff not bound to offices (admins) reach it.
  requireAllowed(actor, "places.manage", officeIds);
  return officeIds;
}

/** The cities this person may edit, in their language (empty: none). */
export async function mapDataCities(db: Db, actor: StaffActor, lang: Lang): Promise<MapDataCity[]> {
  requireAllowed(actor, "places.manage");
  const all = await citiesWithOffices(db);
  return all
    .filter((c) => allows(actor, "places.manage", c.officeIds))
    .map((c) => ({ slug: c.slug, name: lang === "en" ? c.nameEn : c.nameTr }));
}

const coordinateText = (n: number) => n.toFixed(4).replace(/0+$/, "").replace(/\.$/, "");

function placeView(p: PlaceRow): MapDataPlace {
  return {
    id: p.id,
    district: p.district,
    neighbourhood: p.neighbourhood,
    lat: coordinateText(p.lat),
    lng: coordinateText(p.lng),
    retired: p.retiredAt !== null,
  };
}

/** A city's places matching the search (retired ones listed too, marked), and the place being edited. */
export async function mapDataPage(
  db: Db,
  actor: StaffActor,
  input: { citySlug: string; search: string; editId: number | null },
) {
  await requireCity(db, actor, input.citySlug);
  const all = await listCityPlaces(db, input.citySlug);
  const places = searchPlaces(all, input.search).map(placeView);
  const editing = input.editId === null ? null : (all.find((p) => p.id === input.editId) ?? null);
  return {
    total: all.length,
    places,
    editing: editing
      ? {
          id: editing.id,
          form: { ...formOfPlace(editing), lat: coordinateText(editing.lat), lng: coordinateText(editing.lng) },
          retired: editing.retiredAt !== null,
        }
      : null,
  };
}

/** The city a place belongs to (the page opens there when a place is asked for by id). */
export async function cityOfPlace(db: Db, actor: StaffActor, id: number): Promise<string | null> {
  requireAllowed(actor, "places.manage");
  const place = await findPlace(db, id);
  if (!place) return null;
  await requireCity(db, actor, place.citySlug);
  return place.citySlug;
}

export type PlaceWriteResult =
  { ok: true; id: number } | { ok: false; problems: PlaceProblems } | { ok: false; notFound: true };

const auditShape = (
  citySlug: string,
  p: { district: string; neighbourhood: string | null; lat: number; lng: number },
  retired: boolean,
) => ({
  city: citySlug,
  district: p.district,
  neighbourhood: p.neighbourhood,
  lat: p.lat,
  lng: p.lng,
  retired,
});

/** Adds a place to a city's map data. */
export async function createPlace(
  db: Db,
  actor: StaffActor,
  citySlug: string,
  form: PlaceForm,
  now: Date,
): Promise<PlaceWriteResult> {
  const officeIds = await requireCity(db, actor, citySlug);
  // Places are added to the cities that have an office (the page offers no other).
  if (officeIds.length === 0) return { ok: false, notFound: true };
  const parsed = parsePlaceForm(form);
  if (!parsed.ok) return parsed;
  return db.transaction(async (txRaw): Promise<PlaceWriteResult> => {
    const tx = txRaw as unknown as Db;
    await lockCityPlaces(tx, citySlug);
    const others = await listCityPlaces(tx, citySlug);
    if (others.some((o) => samePlace(o, parsed.place))) return { ok: false, problems: { district: "duplicate" } };
    const row = await insertPlace(tx, citySlug, parsed.place, actor.id, now);
    await audit(tx, actor, {
      action: "place.create",
      entityType: "place",
      entityId: String(row.id),
      officeIds,
      before: null,
      after: auditShape(citySlug, parsed.place, false),
      note: null,
    });
    return { ok: true, id: row.id };
  });
}

/** Changes a place's names or coordinates (its city stays: it decides who may edit it). */
export async function editPlace(
  db: Db,
  actor: StaffActor,
  id: number,
  form: PlaceForm,
  now: Date,
): Promise<PlaceWriteResult> {
  requireAllowed(actor, "places.manage");
  const parsed = parsePlaceForm(form);
  return db.transaction(async (txRaw): Promise<PlaceWriteResult> => {
    const tx = txRaw as unknown as Db;
    const before = await findPlace(tx, id, true);
    if (!before) return { ok: false, notFound: true };
    const officeIds = await requireCity(tx, actor, before.citySlug);
    if (!parsed.ok) return parsed;
    await lockCityPlaces(tx, before.citySlug);
    const others = (await listCityPlaces(tx, before.citySlug)).filter((o) => o.id !== id);
    if (others.some((o) => samePlace(o, parsed.place))) return { ok: false, problems: { district: "duplicate" } };
    await updatePlace(tx, id, parsed.place, actor.id, now);
    await audit(tx, actor, {
      action: "place.update",
      entityType: "place",
      entityId: String(id),
      officeIds,
      before: auditShape(before.citySlug, before, before.retiredAt !== null),
      after: auditShape(before.citySlug, parsed.place, before.retiredAt !== null),
      note: null,
    });
    return { ok: true, id };
  });
}

/**
 * Retires a place (it stops matching addresses; legs booked with it keep pointing at it) or brings
 * it back. Never a delete.
 */
export async function retirePlace(
  db: Db,
  actor: StaffActor,
  id: number,
  retire: boolean,
  now: Date,
): Promise<{ ok: true; changed: boolean } | { ok: false; notFound: true }> {
  requireAllowed(actor, "places.manage");
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const place = await findPlace(tx, id, true);
    if (!place) return { ok: false as const, notFound: true as const };
    const officeIds = await requireCity(tx, actor, place.citySlug);
    const wasRetired = place.retiredAt !== null;
    if (wasRetired === retire) return { ok: true as const, changed: false };
    await setPlaceRetired(tx, id, retire ? now : null, actor.id, now);
    await audit(tx, actor, {
      action: retire ? "place.retire" : "place.restore",
      entityType: "place",
      entityId: String(id),
      officeIds,
      before: auditShape(place.citySlug, place, wasRetired),
      after: auditShape(place.citySlug, place, retire),
      note: null,
    });
    return { ok: true as const, changed: true };
  });
}
