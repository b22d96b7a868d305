// The audit screen's service (docs/decisions/0066) against a real database: filters by person,
// record kind, record id or reservation number, action and Istanbul days; newest first in pages of
// 50; entries limited to the offices an office-bound reader reaches; refused to every role without
// `audit.read`; and the filtered entries as the CSV the page downloads.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, reservations, staffUsers } from "#app/server/db/schema.ts";
import { searchAudit } from "#app/server/repositories/audit-search.server.ts";
import { AUDIT_PAGE_SIZE, auditExport, auditPage } from "#app/server/services/staff/audit-screen.server.ts";
import { saveOfficeSettings } from "#app/server/services/staff/office-settings.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { auditCsv } from "#app/shared/staff/audit-entries.ts";
import { auditFiltersOf, auditQuery } from "#app/shared/staff/audit-query.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let reservationId: string;
let reservationNumber: string;

const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const agent: StaffActor = {
  id: "s-agent",
  name: "Ayşe (eski ad)",
  email: "ayse@yolda.test",
  role: "office",
  officeIds: [],
};

/** An entry written at a given instant (the service writes `now()`; the log takes inserts only). */
async function entry(values: Partial<typeof auditLog.$inferInsert> & { action: string; at: Date }) {
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorName: admin.name,
    actorRole: admin.role,
    entityType: "office",
    entityId: "1",
    ...values,
  });
}

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  agent.officeIds = [f.istCity];
  await db.insert(staffUsers).values([
    { id: admin.id, name: "Ali Admin", email: admin.email, role: "admin" },
    { id: agent.id, name: "Ayşe Yılmaz", email: agent.email, role: "office" },
  ]);
  const unit = await addUnit(db, f.clio, f.istCity);
  reservationId = await addReservation(db, {
    unitId: unit,
    modelId: f.clio,
    from: f.istCity,
    to: f.istCity,
    pickupAt: at(2),
    returnAt: at(4, 10),
  });
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  reservationNumber = row!.number;
  // 10, 20 and 30 November 2026 in Istanbul (07:00 UTC = 10:00 there).
  await entry({
    action: "price_edit.extra",
    entityType: "extra",
    entityId: "4",
    before: { priceKurus: 123450 },
    after: { priceKurus: 150000 },
    at: new Date("2026-11-10T07:00:00Z"),
  });
  await entry({
    actorId: agent.id,
    actorName: agent.name,
    actorRole: "office",
    action: "reservation.pickup",
    entityType: "reservation",
    entityId: reservationId,
    officeIds: [f.istCity],
    before: { status: "confirmed" },
    after: { status: "active", odometerKm: 12000 },
    at: new Date("2026-11-20T07:00:00Z"),
  });
  await entry({
    action: "office.closure",
    entityType: "office",
    entityId: String(f.izmir),
    officeIds: [f.izmir],
    after: { date: "2026-12-31" },
    at: new Date("2026-11-30T20:59:00Z"),
  });
});

afterAll(async () => {
  await testDb?.cleanup();
});

const filtersOf = (query: Record<string, string>) => auditFiltersOf(auditQuery.parse(query)).filters;
const actions = async (query: Record<string, string>, actor = admin) =>
  (await auditPage(db, actor, filtersOf(query), 1, "tr")).entries.map((e) => e.action);

describe("the audit screen's filters", () => {
  it("lists everything newest first, with the person's current name and the reservation's number", async () => {
    const page = await auditPage(db, admin, filtersOf({}), 1, "tr");
    expect(page.entries.map((e) => e.action)).toEqual(["office.closure", "reservation.pickup", "price_edit.extra"]);
    expect(page.entries[1]).toMatchObject({ actorName: "Ayşe Yılmaz", reservationNumber });
    expect(page.entries[0]).toMatchObject({ reservationNumber: null, recordName: "IZM Ofisi" });
    expect(page.people).toEqual([
      { id: admin.id, name: "Ali Admin" },
      { id: agent.id, name: "Ayşe Yılmaz" },
    ]);
    expect(page.hasOlder).toBe(false);
  });

  it("filters by person, record kind, action and record", async () => {
    expect(await actions({ kisi: agent.id })).toEqual(["reservation.pickup"]);
    expect(await actions({ tur: "extra" })).toEqual(["price_edit.extra"]);
    expect(await actions({ islem: "office.closure" })).toEqual(["office.closure"]);
    expect(await actions({ kayit: reservationNumber.toLowerCase() })).toEqual(["reservation.pickup"]);
    expect(await actions({ kayit: reservationId })).toEqual(["reservation.pickup"]);
    expect(await actions({ kayit: "4", tur: "extra" })).toEqual(["price_edit.extra"]);
    expect(await actions({ kisi: agent.id, tur: "extra" })).toEqual([]);
  });

  it("filters by Istanbul days, both ends included", async () => {
    expect(await actions({ baslangic: "2026-11-20", bitis: "2026-11-20" })).toEqual(["reservation.pickup"]);
    // 20:59 UTC on the 30th is 23:59 in Istanbul: still the 30th there.
    expect(await actions({ baslangic: "2026-11-30" })).toEqual(["office.closure"]);
    expect(await actions({ bitis: "2026-11-19" })).toEqual(["price_edit.extra"]);
  });

  it("drops a filter that does not parse instead of failing", () => {
    const parsed = auditFiltersOf(auditQuery.parse({ tur: "robot", islem: "x.y", baslangic: "31.12.2026" }));
    expect(parsed.dropped).toBe(true);
    expect(parsed.filters).toMatchObject({ entityType: undefined, action: undefined, from: undefined });
  });

  it("pages by 50, newest first", async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE; i += 1)
      await entry({
        action: "price_edit.pay_now",
        entityType: "pricing_settings",
        at: new Date(Date.UTC(2026, 9, 1, 0, i)),
      });
    const first = await auditPage(db, admin, filtersOf({}), 1, "tr");
    const second = await auditPage(db, admin, filtersOf({}), 2, "tr");
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasOlder).toBe(true);
    expect(second.entries).toHaveLength(3);
    expect(second.hasOlder).toBe(false);
    const times = [...first.entries, ...second.entries].map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("who may read the audit log", () => {
  it.each(["office", "call_centre", "finance", "content", "hr"] as const)("refuses the %s role", async (role) => {
    const actor = { ...agent, role };
    await expect(auditPage(db, actor, {}, 1, "tr")).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(auditExport(db, actor, {}, "en")).rejects.toBeInstanceOf(StaffAccessDenied);
  });

  it("limits entries to the offices asked for (the office scope an office-bound reader would get)", async () => {
    const scoped = await searchAudit(db, { officeIds: [f.istCity] }, { limit: 100, offset: 0 }, "tr");
    expect(scoped.map((e) => e.action)).toEqual(["reservation.pickup"]);
    expect(await searchAudit(db, { officeIds: [] }, { limit: 100, offset: 0 }, "tr")).toEqual([]);
  });
});

describe("an office change on the screen and in the CSV", () => {
  it("shows a real office edit with its readable before and after, and downloads it", async () => {
    const view = await saveOfficeSettings(
      db,
      admin,
      f.istCity,
      {
        open24h: false,
        hours: Array.from({ length: 7 }, () => ({ open: "08:00", close: "20:00" })),
        turnaroundMinutes: 90,
        addressTr: "Yeni adres",
        addressEn: "New address",
        phone: "+902120000000",
        lat: 41,
        lng: 29,
      } as Parameters<typeof saveOfficeSettings>[3],
      { confirmStranded: true, now: NOW },
    );
    expect(view.ok).toBe(true);
    const rows = await auditExport(db, admin, filtersOf({ islem: "office.settings", kisi: admin.id }), "en");
    expect(rows).toHaveLength(1);
    const csv = auditCsv(rows, serverTranslator("en").t, "en");
    expect(csv.startsWith("\uFEFFWhen,Who,What they did,Record kind,Record,Changes,Note\r\n")).toBe(true);
    expect(csv).toContain(`Ali Admin,Changed an office's settings.,Office,ISTC Office ${f.istCity},`);
    expect(csv).toContain("Turnaround (minutes): ");
    expect(csv).toContain("→ 90");
    const trRows = await auditExport(db, admin, filtersOf({ islem: "office.settings" }), "tr");
    const trCsv = auditCsv(trRows, serverTranslator("tr").t, "tr");
    expect(trCsv).toContain(`;Ali Admin;Ofis ayarlarını değiştirdi.;Ofis;ISTC Ofisi ${f.istCity};`);
    expect(trCsv).toContain("Adres (Türkçe): ");
  });
});

describe("records by name", () => {
  it("names a staff member, a car and a model in the reader's language, and an unknown id by nothing", async () => {
    const unit = await addUnit(db, f.clio, f.istCity);
    const when = new Date("2025-01-01T00:00:00Z");
    await entry({ action: "staff_account.role", entityType: "staff", entityId: agent.id, at: when });
    await entry({ action: "unit.edit", entityType: "unit", entityId: String(unit), at: when });
    await entry({ action: "vehicle_model.update", entityType: "vehicle_model", entityId: String(f.clio), at: when });
    await entry({ action: "vehicle_class.update", entityType: "vehicle_class", entityId: "not-a-number", at: when });
    const rows = await searchAudit(db, { to: new Date("2025-01-02T00:00:00Z") }, { limit: 10, offset: 0 }, "en");
    const names = Object.fromEntries(rows.map((r) => [r.entityType, r.recordName]));
    expect(names.staff).toBe("Ayşe Yılmaz");
    expect(names.unit).toMatch(/^34 T /);
    expect(names.vehicle_model).toMatch(/\S+ \S+/);
    expect(names.vehicle_class).toBeNull();
  });
});
