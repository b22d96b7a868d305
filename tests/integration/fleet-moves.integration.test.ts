// Moving a reservation on the fleet timeline (decision 0094) and the shortage row (decision 0095)
// against a real database: a move to a free car of the class is made once and audited, a move onto
// a booked or blocked car is refused naming what is in the way, twenty moves racing for one car
// give one, and a booked car taken out of service makes its class's day overbooked.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, reservations, unitBlocks, units } from "#app/server/db/schema.ts";
import { moveChoices, moveReservation } from "#app/server/services/staff/fleet-moves.server.ts";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const izmirAgent: StaffActor = { id: "s-izm", name: "Can", email: "c@yolda.test", role: "office", officeIds: [] };

async function numberOf(id: string): Promise<string> {
  const [row] = await db.select({ number: reservations.number }).from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error("reservation");
  return row.number;
}
async function unitOf(number: string): Promise<number> {
  const [row] = await db
    .select({ unitId: reservations.unitId })
    .from(reservations)
    .where(eq(reservations.number, number));
  return row?.unitId ?? 0;
}
async function plateOf(unitId: number): Promise<string> {
  const [row] = await db.select({ plate: units.plate }).from(units).where(eq(units.id, unitId));
  return row?.plate ?? "";
}
const trip = (unitId: number, days: [number, number], modelId = f.clio) =>
  addReservation(db, {
    unitId,
    modelId,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(days[0]),
    returnAt: at(days[1]),
  }).then(numberOf);

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  izmirAgent.officeIds = [f.izmir];
});
afterAll(async () => {
  await testDb?.cleanup();
});

describe("moving a reservation to another car of its class", () => {
  it("moves it to a free car once, audited; a repeat returns the first result", async () => {
    const from = await addUnit(db, f.clio, f.istAirport);
    const to = await addUnit(db, f.egea, f.istAirport);
    const number = await trip(from, [1, 3]);

    const choices = await moveChoices(db, admin, { number, now: NOW });
    expect(choices?.free.map((c) => c.unitId)).toContain(to);

    const first = await moveReservation(db, admin, { number, unitId: to, now: NOW });
    expect(first).toEqual({ ok: true, number, plate: await plateOf(to), repeated: false });
    expect(await unitOf(number)).toBe(to);
    const again = await moveReservation(db, admin, { number, unitId: to, now: NOW });
    expect(again).toMatchObject({ ok: true, repeated: true });

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "reservation.unit"), eq(auditLog.actorId, admin.id)));
    const mine = entries.filter((e) => (e.after as { unitId?: number }).unitId === to);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.before).toMatchObject({ unitId: from });
  });

  it("refuses a car booked on those days, naming the reservation in the way", async () => {
    const a = await addUnit(db, f.clio, f.istAirport);
    const b = await addUnit(db, f.clio, f.istAirport);
    const mine = await trip(a, [5, 7]);
    const theirs = await trip(b, [6, 8]);
    const refused = await moveReservation(db, admin, { number: mine, unitId: b, now: NOW });
    expect(refused).toMatchObject({ ok: false, reason: "conflict", plate: await plateOf(b) });
    expect(refused.ok ? [] : refused.conflicts).toEqual([
      { kind: "reservation", number: theirs, pickupAt: "2027-03-07T09:00", returnAt: "2027-03-09T09:00" },
    ]);
    expect(await unitOf(mine)).toBe(a);
    const choices = await moveChoices(db, admin, { number: mine, now: NOW });
    expect(choices?.free.map((c) => c.unitId)).not.toContain(b);
  });

  it("refuses a car blocked for maintenance on those days, naming the block", async () => {
    const a = await addUnit(db, f.clio, f.istAirport);
    const blocked = await addUnit(db, f.clio, f.istAirport);
    const mine = await trip(a, [12, 14]);
    await db.insert(unitBlocks).values({
      unitId: blocked,
      kind: "maintenance",
      period: `[${at(13).toISOString()},${at(15).toISOString()})`,
      note: "",
      createdBy: admin.id,
    });
    const refused = await moveReservation(db, admin, { number: mine, unitId: blocked, now: NOW });
    expect(refused).toMatchObject({ ok: false, reason: "conflict" });
    expect(refused.ok ? [] : refused.conflicts).toEqual([
      { kind: "block", blockKind: "maintenance", firstDay: "2027-03-14", lastDay: "2027-03-16" },
    ]);
  });

  it("refuses a reservation that is not confirmed, and a car the agent's offices do not have", async () => {
    const a = await addUnit(db, f.clio, f.istAirport);
    const b = await addUnit(db, f.clio, f.istAirport);
    const active = await addReservation(db, {
      unitId: a,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: at(-1),
      returnAt: at(1),
      status: "active",
    }).then(numberOf);
    expect(await moveReservation(db, admin, { number: active, unitId: b, now: NOW })).toMatchObject({
      ok: false,
      reason: "notConfirmed",
    });
    const other = await trip(a, [30, 31]);
    await expect(moveReservation(db, izmirAgent, { number: other, unitId: b, now: NOW })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
  });

  it("twenty moves racing for one free car give exactly one", async () => {
    const target = await addUnit(db, f.clio, f.istAirport);
    const numbers: string[] = [];
    for (let i = 0; i < 20; i++) numbers.push(await trip(await addUnit(db, f.clio, f.istAirport), [40, 42]));
    const results = await Promise.all(
      numbers.map((number) => moveReservation(db, admin, { number, unitId: target, now: NOW })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "conflict")).toHaveLength(19);
    const onTarget = await db.select().from(reservations).where(eq(reservations.unitId, target));
    expect(onTarget).toHaveLength(1);
  });
});

describe("the shortage row", () => {
  it("counts cars needed and free per class and day, and marks a day overbooked", async () => {
    const fresh = await withTestDatabase();
    try {
      const d = fresh.database.db;
      const g = await buildFixture(d);
      const ok = await addUnit(d, g.clio, g.izmir);
      const broken = await addUnit(d, g.egea, g.izmir);
      await addUnit(d, g.clio, g.izmir);
      const add = (unitId: number, from: number, to: number) =>
        addReservation(d, {
          unitId,
          modelId: g.clio,
          from: g.izmir,
          to: g.izmir,
          pickupAt: at(from),
          returnAt: at(to),
        });
      await add(ok, 1, 3);
      await add(broken, 2, 4);
      // The second car broke down after it was booked.
      await d.update(units).set({ inService: false }).where(eq(units.id, broken));

      const view = await fleetTimeline(d, admin, {
        lang: "tr",
        officeId: g.izmir,
        from: "2027-03-01",
        days: 7,
        now: NOW,
      });
      expect(view.shortage).toHaveLength(1);
      const days = view.shortage[0]?.days ?? [];
      expect(view.shortage[0]?.className).toBe("Ekonomik");
      expect(days.map((x) => [x.date, x.needed, x.available, x.overbooked])).toEqual([
        ["2027-03-01", 0, 2, false],
        ["2027-03-02", 1, 2, false],
        ["2027-03-03", 2, 2, false],
        ["2027-03-04", 2, 2, false],
        ["2027-03-05", 1, 2, false],
        ["2027-03-06", 0, 2, false],
        ["2027-03-07", 0, 2, false],
      ]);
      // One more booking on the free car on the 3rd: three cars needed, two in service.
      const third = (await d.select({ id: units.id }).from(units).where(eq(units.homeOfficeId, g.izmir))).find(
        (u) => u.id !== ok && u.id !== broken,
      );
      await add(third?.id ?? 0, 2, 3);
      const after = await fleetTimeline(d, admin, {
        lang: "en",
        officeId: g.izmir,
        from: "2027-03-01",
        days: 7,
        now: NOW,
      });
      expect(after.shortage[0]?.days[2]).toEqual({ date: "2027-03-03", needed: 3, available: 2, overbooked: true });
      expect(after.shortage[0]?.className).toBe("Economy");
    } finally {
      await fresh.cleanup();
    }
  });
});
