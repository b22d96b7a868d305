// Search that forgives (issue 28 item 2; decision 0082), on PGlite and on PostgreSQL
// (DATABASE_URL): the queries a phone agent types without Turkish letters, plates typed any way and
// phone numbers in any format find the reservation, ranked, through the folded, indexed columns.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, units } from "#app/server/db/schema.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import {
  reservationStoryForDesk,
  searchReservationsForDesk,
  todayForDesk,
} from "#app/server/services/staff/desk-reservations.server.ts";
import { unitsOverview } from "#app/server/services/staff/units.server.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import { storyLines } from "#app/shared/staff/story-sentences.ts";
import { rawBits } from "#tests/support/raw-words.ts";
import { seedDemoDesk } from "#seed/desk.ts";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
const NOW = new Date("2026-12-01T07:00:00Z");
const admin: StaffActor = { id: "test-admin", name: "Test admin", email: "a@yolda.test", role: "admin", officeIds: [] };

async function setDriver(number: string, driver: Record<string, string>) {
  await db
    .update(reservations)
    .set({ driver: sql`${reservations.driver} || ${JSON.stringify(driver)}::jsonb` })
    .where(eq(reservations.number, number));
}

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db, { today: NOW });
  await seedDemoDesk(db, NOW);
  await setDriver("YLD-DEM0001", { firstName: "GİZEM", lastName: "KOÇ", email: "gizem@ornek.com.tr" });
  await setDriver("YLD-DEM0002", { firstName: "Ayşe", lastName: "Çelik", phone: "+905321112233" });
  await setDriver("YLD-DEM0003", { firstName: "Işıl", lastName: "Şükrüoğlu", email: "ISIL@ÖRNEK.com" });
  const [unit] = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(reservations, eq(reservations.unitId, units.id))
    .where(eq(reservations.number, "YLD-DEM0005"));
  await db
    .update(units)
    .set({ plate: "34 ABC 123" })
    .where(eq(units.id, unit?.id ?? -1));
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

const find = async (q: string) => (await searchReservationsForDesk(db, admin, { q }, "tr")).items.map((i) => i.number);

describe("search that forgives Turkish spelling", () => {
  it('finds "KOÇ", "Çelik" and "GİZEM" when typed "koc", "celik" and "GIZEM", and still as spelled', async () => {
    for (const q of ["koc", "KOC", "KOÇ", "koç"]) expect(await find(q), q).toContain("YLD-DEM0001");
    for (const q of ["celik", "CELIK", "Çelik", "ayse celik"]) expect(await find(q), q).toContain("YLD-DEM0002");
    for (const q of ["GIZEM", "gizem", "GİZEM", "Gizem Koc"]) expect((await find(q))[0], q).toBe("YLD-DEM0001");
    expect(await find("isil sukru")).toEqual(["YLD-DEM0003"]);
    expect(await find("isil@ornek")).toEqual(["YLD-DEM0003"]);
  });

  it("ranks a name that starts with the text above one that only contains it", async () => {
    // "Elif Koç" (a demo driver) and "GİZEM KOÇ" both match "koc"; neither starts with it. "Gizem" does.
    const koc = await find("koc");
    expect(koc).toEqual(expect.arrayContaining(["YLD-DEM0001", "YLD-DEM0004"]));
    expect((await find("gizem"))[0]).toBe("YLD-DEM0001");
  });

  it('finds a plate typed "34abc123", "34 ABC 123" or "34-abc-123"', async () => {
    for (const q of ["34abc123", "34 ABC 123", "34-abc-123", "34 abc"]) {
      expect(await find(q), q).toContain("YLD-DEM0005");
    }
    expect((await find("34abc123"))[0]).toBe("YLD-DEM0005");
    for (const plate of ["34abc123", "34-Abc-123"]) {
      const fleet = await unitsOverview(db, admin, { lang: "tr", officeId: null, plate, state: null, now: NOW });
      expect(fleet.units.map((u) => u.plate)).toEqual(["34 ABC 123"]);
    }
  });

  it('finds a phone typed "0532 111 22 33" or "+905321112233"', async () => {
    for (const q of ["0532 111 22 33", "+905321112233", "+90 (532) 111-22-33", "5321112233", "111 22 33"]) {
      expect(await find(q), q).toEqual(["YLD-DEM0002"]);
    }
  });

  it("finds nothing for text no one has, and treats % and _ as letters", async () => {
    expect(await find("zzqx")).toEqual([]);
    expect(await find("%")).toEqual([]);
    expect(await find("_")).toEqual([]);
  });

  it("answers from the folded columns' index (trigram where pg_trgm is there)", async () => {
    const result = await db.execute(
      sql`select indexname from pg_indexes where tablename = 'reservations' and indexname like 'reservations_search_%'`,
    );
    const rows = (result as unknown as { rows: Array<{ indexname: string }> }).rows;
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      "reservations_search_phone_trgm_idx",
      "reservations_search_text_trgm_idx",
    ]);
  });
});

describe("every demo reservation's story in plain words", () => {
  it("has no key, kuruş integer, internal id or English note shape in either language", async () => {
    const all = await db.select({ number: reservations.number }).from(reservations);
    expect(all.length).toBeGreaterThan(5);
    let lines = 0;
    for (const lang of ["tr", "en"] as const) {
      const { t } = serverTranslator(lang);
      for (const { number } of all) {
        const story = await reservationStoryForDesk(db, admin, number, lang);
        for (const line of storyLines(story?.story ?? [], new Map(), t, lang)) {
          const text = [line.kind, line.text, ...line.details, line.who].join(" | ");
          expect(rawBits(text), `${number}: ${text}`).toEqual([]);
          lines += 1;
        }
      }
    }
    expect(lines).toBeGreaterThan(20);
  });
});

describe("Today's office filter", () => {
  it("lets the call centre narrow Today to one office, and refuses an office agent another office", async () => {
    const ids = Object.fromEntries(
      (await db.select({ id: offices.id, code: offices.code }).from(offices)).map((o) => [o.code, o.id]),
    );
    const callCentre: StaffActor = { ...admin, id: "test-cc", role: "call_centre" };
    const all = await todayForDesk(db, callCentre, NOW, "tr");
    expect(all.officeChoices.length).toBeGreaterThan(1);
    expect(all.pickupsToday.map((p) => p.number).sort()).toEqual(["YLD-DEM0001", "YLD-DEM0002", "YLD-DEM000F"]);
    const airport = await todayForDesk(db, callCentre, NOW, "tr", ids.IST);
    expect(airport.pickupsToday.map((p) => p.number).sort()).toEqual(["YLD-DEM0001", "YLD-DEM0002"]);
    expect(airport.offices).toEqual(["İstanbul Havalimanı"]);
    const agent: StaffActor = { ...admin, id: "test-office", role: "office", officeIds: [ids.IST ?? -1] };
    expect((await todayForDesk(db, agent, NOW, "tr")).officeChoices).toEqual([]);
    await expect(todayForDesk(db, agent, NOW, "tr", ids.ESB)).rejects.toBeInstanceOf(StaffAccessDenied);
  });
});
