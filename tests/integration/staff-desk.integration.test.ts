// The desk's reading side against a real database (PGlite, or PostgreSQL with DATABASE_URL), on the
// demo reservations placed around a fixed "now": Today per office, search by number, name, e-mail,
// phone and plate, one reservation's story, and every role's reach (an office agent never reads
// another office's reservation, HR and content read none).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  officeBoundRoles,
  roleAllows,
  staffRoles,
  type StaffActor,
  type StaffRole,
} from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, outbox, reservations, units } from "#app/server/db/schema.ts";
import { appendAudit } from "#app/server/repositories/audit-log.server.ts";
import {
  reservationStoryForDesk,
  searchReservationsForDesk,
  todayForDesk,
} from "#app/server/services/staff/desk-reservations.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { seedDemoDesk } from "#seed/desk.ts";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
/** 10:00 in Istanbul. */
const NOW = new Date("2026-12-01T07:00:00Z");
const officeId: Record<string, number> = {};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  await seedDemo(db, { today: NOW });
  await seedDemoDesk(db, NOW);
  for (const o of await db.select({ id: offices.id, code: offices.code }).from(offices)) officeId[o.code] = o.id;
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

function actor(role: StaffRole, officeCodes: string[] = []): StaffActor {
  return {
    id: `test-${role}`,
    name: `Test ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds: officeCodes.map((c) => officeId[c] ?? -1),
  };
}

const numbers = (items: Array<{ number: string }>) => items.map((i) => i.number).sort();

describe("Today", () => {
  it("shows an Istanbul Airport agent the airport's pick-ups, returns, late cars, requests and payments", async () => {
    const today = await todayForDesk(db, actor("office", ["IST"]), NOW, "tr");
    expect(numbers(today.pickupsToday)).toEqual(["YLD-DEM0001", "YLD-DEM0002"]);
    expect(numbers(today.pickupsTomorrow)).toEqual(["YLD-DEM0003"]);
    expect(numbers(today.returnsToday)).toEqual(["YLD-DEM0004"]);
    expect(numbers(today.returnsTomorrow)).toEqual(["YLD-DEM0005"]);
    expect(numbers(today.overdue)).toEqual(["YLD-DEM0006", "YLD-DEM0007"]);
    expect(numbers(today.cancellationRequests)).toEqual(["YLD-DEM000A"]);
    expect(today.waitingPayments.map((p) => `${p.kind}:${p.number}`).sort()).toEqual([
      "card:YLD-DEM000C",
      "reference:YLD-DEM000B",
    ]);
    expect(today.offices).toEqual(["İstanbul Havalimanı"]);
    expect(today.pickupsToday[0]?.pickupAt).toMatch(/^01\.12\.2026 12:00$/);
  });

  it("shows the call centre every office's work, and an agent of another office none of the airport's", async () => {
    const all = await todayForDesk(db, actor("call_centre"), NOW, "en");
    expect(numbers(all.pickupsToday)).toEqual(["YLD-DEM0001", "YLD-DEM0002", "YLD-DEM000F"]);
    expect(all.offices).toBeNull();
    const esenboga = await todayForDesk(db, actor("office", ["ESB"]), NOW, "tr");
    expect(esenboga.pickupsToday).toEqual([]);
    expect(numbers(esenboga.pickupsTomorrow)).toEqual(["YLD-DEM000G"]);
    expect(esenboga.cancellationRequests).toEqual([]);
  });
});

describe("search", () => {
  const agent = () => actor("office", ["IST"]);

  it("finds by number however it is typed, by name, e-mail, phone and plate", async () => {
    const byNumber = await searchReservationsForDesk(db, agent(), { q: "yld dem0001" }, "tr");
    expect(numbers(byNumber.items)).toEqual(["YLD-DEM0001"]);
    const byName = await searchReservationsForDesk(db, agent(), { q: "aksoy" }, "tr");
    expect(numbers(byName.items)).toEqual(["YLD-DEM0001"]);
    const byEmail = await searchReservationsForDesk(db, agent(), { q: "yld-dem0003@example" }, "tr");
    expect(numbers(byEmail.items)).toEqual(["YLD-DEM0003"]);
    const [row] = await db
      .select({ plate: units.plate, phone: reservations.driver })
      .from(reservations)
      .innerJoin(units, eq(units.id, reservations.unitId))
      .where(eq(reservations.number, "YLD-DEM0005"));
    const byPlate = await searchReservationsForDesk(db, agent(), { q: row?.plate.toLowerCase() ?? "?" }, "tr");
    expect(numbers(byPlate.items)).toEqual(["YLD-DEM0005"]);
    const digits = (row?.phone.phone ?? "").replace(/\D/g, "");
    const byPhone = await searchReservationsForDesk(db, agent(), { q: digits.slice(-7) }, "tr");
    expect(numbers(byPhone.items)).toContain("YLD-DEM0005");
  });

  it("filters by status and pick-up days, and keeps an office agent to their offices", async () => {
    const active = await searchReservationsForDesk(db, agent(), { status: "active" }, "tr");
    expect(numbers(active.items)).toEqual(["YLD-DEM0004", "YLD-DEM0005", "YLD-DEM0006"]);
    const todayOnly = await searchReservationsForDesk(
      db,
      agent(),
      { fromDay: "2026-12-01", toDay: "2026-12-01" },
      "tr",
    );
    expect(numbers(todayOnly.items)).toEqual(["YLD-DEM0001", "YLD-DEM0002", "YLD-DEM0007"]);
    const otherOffice = await searchReservationsForDesk(db, agent(), { q: "Yıldız" }, "tr");
    expect(otherOffice.items).toEqual([]);
    const byAdmin = await searchReservationsForDesk(db, actor("admin"), { q: "yıldız" }, "tr");
    expect(numbers(byAdmin.items)).toEqual(["YLD-DEM000F"]);
    const sawFilter = await searchReservationsForDesk(db, agent(), { officeId: officeId.SAW }, "tr");
    expect(sawFilter.items).toEqual([]);
  });
});

describe("one reservation's story", () => {
  it("shows a prepaid booking as paid, with its status changes, payment, e-mails and staff actions", async () => {
    const [row] = await db.select().from(reservations).where(eq(reservations.number, "YLD-DEM0002"));
    if (!row) throw new Error("demo reservation missing");
    await db.insert(outbox).values({
      kind: "email",
      payload: { to: row.driver.email, subject: `Reservation YLD-DEM0002 confirmed`, text: "...", html: "" },
    });
    await appendAudit(db, {
      actor: { id: "demo-admin", name: "Ayşe Yılmaz", role: "admin" },
      action: "reservation.note",
      entityType: "reservation",
      entityId: row.id,
      officeIds: [row.pickupOfficeId],
      note: "Customer called about a child seat",
    });
    const story = await reservationStoryForDesk(db, actor("office", ["IST"]), "yld-dem0002", "en");
    expect(story).toMatchObject({ number: "YLD-DEM0002", status: "confirmed", paymentType: "card" });
    expect(story?.paid).toBe(story?.total);
    expect(story?.owed).toBe("0.00 TL");
    const kinds = story?.story.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["status", "payment", "email", "staff"]));
    expect(story?.story.find((e) => e.kind === "staff")).toMatchObject({
      actor: "Ayşe Yılmaz",
      action: "reservation.note",
      note: "Customer called about a child seat",
    });
    expect(story?.lines.map((l) => l.key)).toEqual(["vehicle", "assurance"]);
  });

  it("shows what a pay-at-office booking still owes, and an open cancellation request", async () => {
    const office = await reservationStoryForDesk(db, actor("office", ["IST"]), "YLD-DEM0001", "tr");
    expect(office?.paid).toBe("0,00 TL");
    expect(office?.owed).toBe(office?.total);
    const requested = await reservationStoryForDesk(db, actor("finance"), "YLD-DEM000A", "tr");
    expect(requested?.story.find((e) => e.kind === "cancellationRequest")).toMatchObject({ status: "received" });
  });

  it("answers null for an unknown number and refuses another office's reservation", async () => {
    expect(await reservationStoryForDesk(db, actor("admin"), "YLD-ZZZZZZZ", "tr")).toBeNull();
    expect(await reservationStoryForDesk(db, actor("admin"), "not a number", "tr")).toBeNull();
    await expect(reservationStoryForDesk(db, actor("office", ["IST"]), "YLD-DEM000F", "tr")).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    // Touching one of the agent's offices is enough.
    const both = await reservationStoryForDesk(db, actor("office", ["ESB", "SAW"]), "YLD-DEM000F", "tr");
    expect(both?.number).toBe("YLD-DEM000F");
  });
});

describe("every role's reach on the desk's reading side", () => {
  for (const role of staffRoles) {
    const reads = roleAllows(role, "reservation.read");
    it(`${role} ${reads ? "reads" : "is refused"} Today, search and a reservation`, async () => {
      const who = actor(role, officeBoundRoles.includes(role) ? ["IST"] : []);
      const calls = [
        () => todayForDesk(db, who, NOW, "tr"),
        () => searchReservationsForDesk(db, who, { q: "Aksoy" }, "tr"),
        () => reservationStoryForDesk(db, who, "YLD-DEM0001", "tr"),
      ];
      for (const call of calls) {
        if (reads) await expect(call()).resolves.toBeTruthy();
        else await expect(call()).rejects.toBeInstanceOf(StaffAccessDenied);
      }
    });
  }

  it("an office agent with no office assigned reads nothing", async () => {
    const nowhere = actor("office");
    const today = await todayForDesk(db, nowhere, NOW, "tr");
    expect([...today.pickupsToday, ...today.overdue, ...today.returnsToday]).toEqual([]);
    expect((await searchReservationsForDesk(db, nowhere, {}, "tr")).items).toEqual([]);
    await expect(reservationStoryForDesk(db, nowhere, "YLD-DEM0001", "tr")).rejects.toBeInstanceOf(StaffAccessDenied);
  });
});
