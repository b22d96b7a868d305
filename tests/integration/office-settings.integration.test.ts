// The offices editor (docs/decisions/0050) against a real database: who may read
// and change an office, the audit entry with before and after, the reservations new hours would
// strand, and the search refusing a day the admin has just closed.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, officeClosures, offices, reservations } from "#app/server/db/schema.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import type { OfficeSettingsChange } from "#app/server/repositories/office-settings.server.ts";
import { resolveSearch } from "#app/server/services/booking-flow.server.ts";
import {
  listOfficesForStaff,
  officeSettings,
  removeClosure,
  saveClosure,
  saveOfficeSettings,
} from "#app/server/services/staff/office-settings.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const agentOf = (officeIds: number[]): StaffActor => ({
  id: "s-agent",
  name: "Ayşe",
  email: "ayse@yolda.test",
  role: "office",
  officeIds,
});
const callCentre: StaffActor = { id: "s-cc", name: "Cem", email: "c@yolda.test", role: "call_centre", officeIds: [] };
const now = { confirmStranded: false, now: NOW };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
});

afterAll(async () => {
  await testDb?.cleanup();
});

async function currentSettings(id: number): Promise<OfficeSettingsChange> {
  const view = await officeSettings(db, admin, id, NOW);
  if (!view) throw new Error("office missing");
  const { open24h, hours, turnaroundMinutes, addressTr, addressEn, phone, lat, lng } = view.office;
  return { open24h, hours, turnaroundMinutes, addressTr, addressEn, phone, lat, lng };
}

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "office"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** NOW is Monday 1 March 2027 09:00 in Istanbul; ISTC keeps 08:00-20:00 every day. */
const search = (day: string, time = "10:00") =>
  resolveSearch(
    db,
    {
      pickupCode: "ISTC",
      dropoffCode: "ISTC",
      pickupAt: `${day}T${time}`,
      returnAt: `2027-03-${String(Number(day.slice(8)) + 2).padStart(2, "0")}T${time}`,
      campaignCode: "",
    },
    "tr",
    NOW,
  );

describe("who sees and changes an office", () => {
  it("lets office staff read their own offices only, and change none", async () => {
    const agent = agentOf([f.istCity]);
    const list = await listOfficesForStaff(db, agent);
    expect(list.offices.map((o) => o.code)).toEqual(["ISTC"]);
    expect(list.canEdit).toBe(false);
    expect((await officeSettings(db, agent, f.istCity, NOW))?.canEdit).toBe(false);
    await expect(officeSettings(db, agent, f.izmir, NOW)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(
      saveOfficeSettings(db, agent, f.istCity, await currentSettings(f.istCity), now),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(listOfficesForStaff(db, callCentre)).rejects.toBeInstanceOf(StaffAccessDenied);
    const all = await listOfficesForStaff(db, admin);
    expect(all.offices).toHaveLength(3);
    expect(all.canEdit).toBe(true);
  });
});

describe("an admin's edits", () => {
  it("saves the settings with before and after in the audit log, and marks the offices changed", async () => {
    const before = await currentSettings(f.istCity);
    const versionBefore = (await readPublicVersions(db)).get("offices") ?? 0;
    const change = { ...before, turnaroundMinutes: 90, phone: "+90 212 555 12 34", addressEn: "ISTC Street 2, Şişli" };
    expect(await saveOfficeSettings(db, admin, f.istCity, change, now)).toEqual({ ok: true });
    const [row] = await db.select().from(offices).where(eq(offices.id, f.istCity));
    expect(row?.turnaroundMinutes).toBe(90);
    expect(row?.addressEn).toBe("ISTC Street 2, Şişli");
    const entry = (await auditOf(f.istCity)).at(-1);
    expect(entry?.action).toBe("office.settings");
    expect(entry?.actorId).toBe("s-admin");
    expect(entry?.officeIds).toEqual([f.istCity]);
    expect(entry?.before).toMatchObject({ turnaroundMinutes: 60, phone: "+90 212 000 00 00", addressEn: "ISTC St. 1" });
    expect(entry?.after).toMatchObject({ turnaroundMinutes: 90, phone: "+90 212 555 12 34" });
    expect((await readPublicVersions(db)).get("offices")).toBe(versionBefore + 1);
  });

  it("refuses settings the rules do not allow, writing nothing", async () => {
    const before = await currentSettings(f.istCity);
    const bad = { ...before, hours: before.hours.map(() => ({ open: "20:00", close: "08:00" })) };
    expect(await saveOfficeSettings(db, admin, f.istCity, bad, now)).toEqual({ ok: false, reason: "invalid" });
    expect(await saveOfficeSettings(db, admin, f.istCity, { ...before, lat: 91 }, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await currentSettings(f.istCity)).toEqual(before);
  });

  it("names the reservations shorter hours would strand and saves only once confirmed", async () => {
    const unit = await addUnit(db, f.clio, f.istCity);
    // Wednesday 3 March 09:00 pick-up and Friday 5 March 19:00 return, both at ISTC.
    const id = await addReservation(db, {
      unitId: unit,
      modelId: f.clio,
      from: f.istCity,
      to: f.istCity,
      pickupAt: at(2),
      returnAt: at(4, 10),
    });
    const [{ number } = { number: "" }] = await db
      .select({ number: reservations.number })
      .from(reservations)
      .where(eq(reservations.id, id));
    const before = await currentSettings(f.istCity);
    const shorter = { ...before, hours: before.hours.map(() => ({ open: "10:00", close: "18:00" })) };
    const refused = await saveOfficeSettings(db, admin, f.istCity, shorter, now);
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.reason !== "stranded") throw new Error("expected stranded");
    expect(refused.visits.map((v) => [v.number, v.kind, v.name])).toEqual([
      [number, "pickup", "Test Sürücü"],
      [number, "return", "Test Sürücü"],
    ]);
    expect(await currentSettings(f.istCity)).toEqual(before);

    const audits = (await auditOf(f.istCity)).length;
    expect(await saveOfficeSettings(db, admin, f.istCity, shorter, { ...now, confirmStranded: true })).toEqual({
      ok: true,
    });
    const entries = await auditOf(f.istCity);
    expect(entries).toHaveLength(audits + 1);
    expect(entries.at(-1)?.note).toContain(number);
    // Back to the old hours: nothing is stranded by widening them.
    expect(await saveOfficeSettings(db, admin, f.istCity, before, now)).toEqual({ ok: true });
  });
});

describe("holidays", () => {
  it("a day closed by the admin is refused by the search right after, and opens again when removed", async () => {
    expect((await search("2027-03-06")).ok).toBe(true);
    const closure = { day: "2027-03-06", opens: null, closes: null, noteTr: "Bayram", noteEn: "Holiday" };
    expect(await saveClosure(db, admin, f.istCity, closure, now)).toEqual({ ok: true });
    const refused = await search("2027-03-06");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors).toContain("pickupOfficeClosed");
    const entry = (await auditOf(f.istCity)).at(-1);
    expect(entry?.action).toBe("office.closure");
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ day: "2027-03-06", opens: null, closes: null });

    // A shortened day replaces it: 10:00 is open again, 15:00 is not.
    const shortened = { ...closure, opens: "09:00", closes: "13:00", noteEn: "Half day" };
    expect(await saveClosure(db, admin, f.istCity, shortened, now)).toEqual({ ok: true });
    expect((await search("2027-03-06")).ok).toBe(true);
    expect((await search("2027-03-06", "15:00")).ok).toBe(false);
    expect((await auditOf(f.istCity)).at(-1)?.before).toMatchObject({ opens: null, closes: null });

    expect(await removeClosure(db, admin, f.istCity, "2027-03-06", NOW)).toEqual({ ok: true });
    expect((await search("2027-03-06", "15:00")).ok).toBe(true);
    expect((await auditOf(f.istCity)).at(-1)).toMatchObject({ action: "office.closure_removed", after: null });
    expect(await removeClosure(db, admin, f.istCity, "2027-03-06", NOW)).toEqual({ ok: false, reason: "notFound" });
  });

  it("asks before closing a day with a booked pick-up, and refuses past days", async () => {
    const rows = await db.select().from(officeClosures).where(eq(officeClosures.officeId, f.istCity));
    expect(rows).toEqual([]);
    const closure = { day: "2027-03-03", opens: null, closes: null, noteTr: "Tadilat", noteEn: "Works" };
    const refused = await saveClosure(db, admin, f.istCity, closure, now);
    expect(refused).toMatchObject({ ok: false, reason: "stranded" });
    expect(await db.select().from(officeClosures).where(eq(officeClosures.officeId, f.istCity))).toEqual([]);
    expect(await saveClosure(db, admin, f.istCity, { ...closure, day: "2027-02-28" }, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
