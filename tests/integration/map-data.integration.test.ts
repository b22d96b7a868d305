// The offices' map data editor (decision 0141): who may change which city's places (admins every
// city, office managers their offices' cities, nobody else), checked in the service; every change
// audited; a place is retired, never deleted, and a retired place stops matching addresses.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, gazetteerPlaces, offices } from "#app/server/db/schema.ts";
import { priceDeliveryLegs } from "#app/server/services/delivery.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import {
  createPlace,
  editPlace,
  mapDataCities,
  mapDataPage,
  retirePlace,
} from "#app/server/services/staff/map-data.server.ts";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
const NOW = new Date("2027-03-01T06:00:00Z");
const officeId: Record<string, number> = {};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db, { today: NOW });
  for (const o of await db.select({ id: offices.id, code: offices.code }).from(offices)) officeId[o.code] = o.id;
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

function actor(role: StaffRole, officeCodes: string[] = []): StaffActor {
  return {
    id: `test-${role}-${officeCodes.join("-")}`,
    name: `Test ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds: officeCodes.map((c) => officeId[c] ?? -1),
  };
}

const admin = actor("admin");
// Built once the offices are seeded (their ids come from the database).
let istanbulManager: StaffActor;
beforeAll(() => {
  istanbulManager = actor("office_manager", ["IST"]);
});
const place = (district: string, lat = "40.99", lng = "29.10", neighbourhood = "") => ({
  district,
  neighbourhood,
  lat,
  lng,
});
const denied = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(StaffAccessDenied);

describe("who may edit which city's map data", () => {
  it("an office manager edits their offices' city only; office staff, call centre and content never; admins everywhere", async () => {
    expect((await mapDataCities(db, istanbulManager, "tr")).map((c) => c.slug)).toEqual(["istanbul"]);
    expect((await mapDataCities(db, admin, "en")).map((c) => c.slug)).toContain("adana");

    // The Istanbul manager adds to Istanbul; Ankara's map data is refused to them, read or write.
    const added = await createPlace(db, istanbulManager, "istanbul", place("Çekmeköy", "41.035", "29.175"), NOW);
    expect(added).toMatchObject({ ok: true });
    await denied(mapDataPage(db, istanbulManager, { citySlug: "ankara", search: "", editId: null }));
    await denied(createPlace(db, istanbulManager, "ankara", place("Mamak", "39.93", "32.91"), NOW));
    const [cankaya] = await db
      .select()
      .from(gazetteerPlaces)
      .where(
        and(
          eq(gazetteerPlaces.citySlug, "ankara"),
          eq(gazetteerPlaces.district, "Çankaya"),
          isNull(gazetteerPlaces.neighbourhood),
        ),
      );
    await denied(editPlace(db, istanbulManager, cankaya!.id, place("Çankaya", "39.9", "32.8"), NOW));
    await denied(retirePlace(db, istanbulManager, cankaya!.id, true, NOW));

    // Roles without the permission are refused even in their own office's city.
    for (const role of ["office", "call_centre", "content", "finance"] as const) {
      await denied(createPlace(db, actor(role, ["IST"]), "istanbul", place("Sancaktepe", "41.0", "29.23"), NOW));
      await denied(mapDataCities(db, actor(role, ["IST"]), "tr"));
    }
    // A manager of an Ankara office reaches Ankara, not Istanbul.
    const ankaraManager = actor("office_manager", ["KZL"]);
    expect(await editPlace(db, ankaraManager, cankaya!.id, place("Çankaya", "39.918", "32.862"), NOW)).toEqual({
      ok: true,
      id: cankaya!.id,
    });
    await denied(createPlace(db, ankaraManager, "istanbul", place("Sancaktepe", "41.0", "29.23"), NOW));
    // The admin reaches any city; a city without an office gets no places.
    expect(await createPlace(db, admin, "adana", place("İmamoğlu", "37.26", "35.66"), NOW)).toMatchObject({ ok: true });
    expect(await createPlace(db, admin, "atlantis", place("Nowhere", "37.26", "35.66"), NOW)).toEqual({
      ok: false,
      notFound: true,
    });

    // Nothing refused was written: no Mamak, no Sancaktepe; Çankaya changed once, by the Ankara manager.
    const names = (await db.select().from(gazetteerPlaces)).map((p) => p.district);
    expect(names).not.toContain("Mamak");
    expect(names).not.toContain("Sancaktepe");
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityType, "place"));
    expect(audits.map((a) => [a.action, a.actorId]).sort()).toEqual(
      [
        ["place.create", istanbulManager.id],
        ["place.update", ankaraManager.id],
        ["place.create", admin.id],
      ].sort(),
    );
  });
});

describe("editing, retiring and bringing back a place", () => {
  it("refuses bad input and duplicates with each field's problem; a retired place stops matching addresses", async () => {
    expect(await createPlace(db, admin, "istanbul", place("", "29.1", "abc"), NOW)).toEqual({
      ok: false,
      problems: { district: "districtRequired", lat: "outsideTurkey", lng: "lngInvalid" },
    });
    // "ATASEHIR" is Ataşehir: the same place of the city, written another way.
    expect(await createPlace(db, admin, "istanbul", place("ATASEHIR", "40.98", "29.12"), NOW)).toEqual({
      ok: false,
      problems: { district: "duplicate" },
    });

    const kdk = { pickupOfficeId: officeId["KDK"]!, dropoffOfficeId: officeId["KDK"]! };
    const before = await priceDeliveryLegs(db, kdk, { delivery: "Barbaros Mah. 5, Ataşehir", collection: null });
    expect(before.ok).toBe(true);
    const [atasehir] = await db
      .select()
      .from(gazetteerPlaces)
      .where(
        and(
          eq(gazetteerPlaces.citySlug, "istanbul"),
          eq(gazetteerPlaces.district, "Ataşehir"),
          isNull(gazetteerPlaces.neighbourhood),
        ),
      );
    expect(await retirePlace(db, istanbulManager, atasehir!.id, true, NOW)).toEqual({ ok: true, changed: true });
    // Retiring twice changes nothing and writes no second entry.
    expect(await retirePlace(db, istanbulManager, atasehir!.id, true, NOW)).toEqual({ ok: true, changed: false });
    const retired = await priceDeliveryLegs(db, kdk, { delivery: "Barbaros Mah. 5, Ataşehir", collection: null });
    expect(retired).toMatchObject({ ok: false, refusals: [{ leg: "delivery", reason: "notFound" }] });
    const page = await mapDataPage(db, istanbulManager, {
      citySlug: "istanbul",
      search: "atasehir",
      editId: atasehir!.id,
    });
    expect(page.places.find((p) => p.id === atasehir!.id)).toMatchObject({ retired: true });
    expect(page.editing).toMatchObject({ id: atasehir!.id, retired: true });

    expect(await retirePlace(db, istanbulManager, atasehir!.id, false, NOW)).toEqual({ ok: true, changed: true });
    expect((await priceDeliveryLegs(db, kdk, { delivery: "Barbaros Mah. 5, Ataşehir", collection: null })).ok).toBe(
      true,
    );
    // The row is still there (never deleted) and the log has both changes with the state before and after.
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "place"), eq(auditLog.entityId, String(atasehir!.id))));
    expect(
      entries.map((e) => [
        e.action,
        (e.before as { retired: boolean }).retired,
        (e.after as { retired: boolean }).retired,
      ]),
    ).toEqual([
      ["place.retire", false, true],
      ["place.restore", true, false],
    ]);
  });
});
