// Transfers between offices (decision 0110) against a real database: a transfer over a booking is
// refused (by the service, naming it, and by the database for a booking written over a transfer);
// the search finds the car at the office it leaves before the journey, nowhere during it and at the
// destination after it, before and after the arrival job made the destination its home office;
// the destination's timeline shows the car on its way; cancelling frees it before departure only;
// twenty identical submissions at once make one transfer and one audit entry.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, reservations, unitBlocks, units, unitTransfers } from "#app/server/db/schema.ts";
import { isUnitFeasible, listFeasibleUnits } from "#app/server/repositories/availability.server.ts";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addTransfer, arriveTransfers, cancelTransfer } from "#app/server/services/staff/unit-transfers.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const izmirManager: StaffActor = {
  id: "s-izm",
  name: "Can",
  email: "c@yolda.test",
  role: "office_manager",
  officeIds: [],
};

const local = (d: Date) => formatIstanbulLocal(d);
const send = (unitId: number, toOfficeId: number, depart: Date, arrive: Date, formKey = randomUUID()) =>
  addTransfer(db, admin, { formKey, unitId, toOfficeId, departAt: local(depart), arriveAt: local(arrive), now: NOW });

/** Whether the search offers `unitId` for [t1, t2] picked up and returned at `office`, both ways it asks. */
async function offered(unitId: number, office: number, t1: Date, t2: Date): Promise<boolean> {
  const w = { pickupOfficeId: office, dropoffOfficeId: office, pickupAt: t1, returnAt: t2, now: NOW };
  const listed = (await listFeasibleUnits(db, w, f.clio)).some((u) => u.unitId === unitId);
  const exact = await isUnitFeasible(db, w, unitId);
  // The fast path (unit_stays) and the exact check agree.
  expect(listed, `list and exact check for unit ${unitId} at office ${office}`).toBe(exact);
  return listed;
}

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  izmirManager.officeIds = [f.izmir];
});
afterAll(async () => {
  await testDb?.cleanup();
});

describe("a transfer between offices", () => {
  it("is refused over a booking, naming it; the database refuses a booking written over a transfer", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    const booked = await addReservation(db, {
      unitId: car,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: at(9),
      returnAt: at(11),
    });
    const [row] = await db
      .select({ number: reservations.number })
      .from(reservations)
      .where(eq(reservations.id, booked));
    const refused = await send(car, f.izmir, at(10), at(10, 6));
    expect(refused).toEqual({ ok: false, field: null, reason: "reserved", numbers: [row?.number] });

    const made = await send(car, f.izmir, at(12), at(12, 6));
    expect(made).toMatchObject({ ok: true, repeated: false, fromOfficeId: f.istAirport, toOfficeId: f.izmir });
    // Written straight into the table, past every service: the database still says no.
    await expect(
      addReservation(db, {
        unitId: car,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: at(12, 2),
        returnAt: at(13),
      }),
    ).rejects.toThrow();
    // And a second journey over the first.
    expect(await send(car, f.istCity, at(12, 3), at(12, 8))).toMatchObject({ ok: false, reason: "blockOverlap" });
  });

  it("moves the car in the search: at the origin before, nowhere during, at the destination after", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    const made = await send(car, f.izmir, at(20), at(20, 6));
    expect(made.ok).toBe(true);

    expect(await offered(car, f.istAirport, at(17), at(19))).toBe(true);
    expect(await offered(car, f.izmir, at(17), at(19))).toBe(false);
    // During the journey, or a rental across its departure: nowhere.
    expect(await offered(car, f.istAirport, at(20, 1), at(20, 3))).toBe(false);
    expect(await offered(car, f.izmir, at(20, 1), at(20, 3))).toBe(false);
    expect(await offered(car, f.istAirport, at(19), at(21))).toBe(false);
    // After arrival: at the destination only (before the arrival job ran).
    expect(await offered(car, f.izmir, at(21), at(23))).toBe(true);
    expect(await offered(car, f.istAirport, at(21), at(23))).toBe(false);

    // The destination's timeline shows the car on its way, with its transfer bar.
    const view = await fleetTimeline(db, admin, {
      lang: "tr",
      officeId: f.izmir,
      from: local(at(19)).slice(0, 10),
      days: 7,
      now: NOW,
    });
    const row = view.rows.find((r) => r.unitId === car);
    const bars = row?.segments.flatMap((s) => (s.kind === "busy" ? s.bars : [])) ?? [];
    expect(bars).toEqual([
      expect.objectContaining({ kind: "transfer", fromOffice: "ISTA Ofisi", toOffice: "IZM Ofisi", cancellable: true }),
    ]);

    // The arrival job: the destination becomes the car's home office; the search says the same.
    const homeOffice = async () =>
      (await db.select({ office: units.homeOfficeId }).from(units).where(eq(units.id, car)))[0]?.office;
    await arriveTransfers(db, at(20, 5));
    expect(await homeOffice()).toBe(f.istAirport);
    expect(await arriveTransfers(db, at(20, 7))).toBeGreaterThanOrEqual(1);
    expect(await homeOffice()).toBe(f.izmir);
    expect(await arriveTransfers(db, at(20, 8))).toBe(0);
    expect(await offered(car, f.izmir, at(21), at(23))).toBe(true);
    expect(await offered(car, f.istAirport, at(21), at(23))).toBe(false);
  });

  it("counts the car in the shortage row at its origin until it departs, at the destination from its arrival", async () => {
    // Decision 0129: before, a car on its way counted free at the destination for the whole window.
    const car = await addUnit(db, f.clio, f.istAirport);
    await addReservation(db, {
      unitId: car,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: at(17, 1),
      returnAt: at(18),
    });
    const from = local(at(16)).slice(0, 10);
    const shortageAt = async (officeId: number) => {
      const view = await fleetTimeline(db, admin, { lang: "tr", officeId, from, days: 8, now: NOW });
      const classId = (
        await fleetTimeline(db, admin, { lang: "tr", officeId: f.istAirport, from, days: 1, now: NOW })
      ).rows.find((r) => r.unitId === car)?.classId;
      const days = view.shortage.find((c) => c.classId === classId)?.days ?? [];
      expect(days).toHaveLength(8);
      return days;
    };
    const istBefore = await shortageAt(f.istAirport);
    const izmBefore = await shortageAt(f.izmir);
    // Leaves on day 20 at 09:00 (Istanbul), arrives the same day at 15:00.
    expect((await send(car, f.izmir, at(20), at(20, 6))).ok).toBe(true);
    const istAfter = await shortageAt(f.istAirport);
    const izmAfter = await shortageAt(f.izmir);
    const delta = (after: typeof istAfter, before: typeof istAfter, key: "available" | "needed") =>
      after.map((d, i) => d[key] - (before[i]?.[key] ?? 0));
    // Days 16..23: free at the origin until the day it leaves, at the destination from the day after
    // it arrives (the journey's day is blocked on both sides), never on both sides the same day.
    expect(delta(istAfter, istBefore, "available")).toEqual([0, 0, 0, 0, -1, -1, -1, -1]);
    expect(delta(izmAfter, izmBefore, "available")).toEqual([0, 0, 0, 0, 0, 1, 1, 1]);
    // Its rental on days 17-18 is the origin's need only.
    expect(delta(istAfter, istBefore, "needed")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(delta(izmAfter, izmBefore, "needed")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(istAfter[1]?.needed).toBeGreaterThanOrEqual(1);
    // Every office at once: the car counts everywhere except the day it travels.
    const all = await fleetTimeline(db, admin, { lang: "tr", officeId: null, from, days: 8, now: NOW });
    expect(all.rows.filter((r) => r.unitId === car)).toHaveLength(1);

    // After the arrival job made İzmir its home office, the figures stay the same.
    await arriveTransfers(db, at(20, 7));
    expect((await shortageAt(f.izmir)).map((d) => d.available)).toEqual(izmAfter.map((d) => d.available));
    expect((await shortageAt(f.istAirport)).map((d) => d.available)).toEqual(istAfter.map((d) => d.available));
  });

  it("is refused when the car's next booking after arrival starts at another office", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    await addReservation(db, {
      unitId: car,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: at(40),
      returnAt: at(42),
    });
    expect(await send(car, f.izmir, at(35), at(35, 6))).toMatchObject({ ok: false, reason: "nextElsewhere" });
    expect(await send(car, f.istAirport, at(35), at(35, 6))).toMatchObject({
      ok: false,
      field: "toOfficeId",
      reason: "sameOffice",
    });
  });

  it("is cancelled before departure only: the car is free again and stays where it was", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    const made = await send(car, f.izmir, at(50), at(50, 6));
    if (!made.ok) throw new Error("transfer");
    expect(await offered(car, f.istAirport, at(51), at(52))).toBe(false);
    await expect(cancelTransfer(db, izmirManager, { transferId: made.transferId, now: NOW })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    expect(await cancelTransfer(db, admin, { transferId: made.transferId, now: at(50, 1) })).toEqual({
      ok: false,
      reason: "departed",
    });
    expect(await cancelTransfer(db, admin, { transferId: made.transferId, now: NOW })).toMatchObject({
      ok: true,
      repeated: false,
    });
    expect(await cancelTransfer(db, admin, { transferId: made.transferId, now: NOW })).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await offered(car, f.istAirport, at(50, 1), at(52))).toBe(true);
    expect(await offered(car, f.izmir, at(51), at(52))).toBe(false);
    const [block] = await db.select().from(unitBlocks).where(eq(unitBlocks.unitId, car));
    expect(block?.removedAt).not.toBeNull();
    const actions = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, String(car))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(["unit.transfer.add", "unit.transfer.cancel"]);
    expect(actions[0]?.after).toMatchObject({
      fromOffice: { tr: "ISTA Ofisi", en: "ISTA Office" },
      toOffice: { tr: "IZM Ofisi", en: "IZM Office" },
    });
  });

  it("is refused to a manager of another office, and checks its times", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    await expect(
      addTransfer(db, izmirManager, {
        formKey: randomUUID(),
        unitId: car,
        toOfficeId: f.izmir,
        departAt: local(at(60)),
        arriveAt: local(at(60, 5)),
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await send(car, f.izmir, at(60, 5), at(60))).toMatchObject({
      field: "arriveAt",
      reason: "arriveBeforeDepart",
    });
    expect(await send(car, f.izmir, at(-1), at(1))).toMatchObject({ field: "departAt", reason: "departPast" });
  });

  it("twenty identical submissions at once make one transfer and one audit entry", async () => {
    const car = await addUnit(db, f.clio, f.istAirport);
    const formKey = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => send(car, f.izmir, at(70), at(70, 6), formKey)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.repeated)).toHaveLength(1);
    expect(new Set(results.map((r) => (r.ok ? r.transferId : 0))).size).toBe(1);
    const rows = await db.select().from(unitTransfers).where(eq(unitTransfers.unitId, car));
    expect(rows).toHaveLength(1);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "unit.transfer.add"), eq(auditLog.entityId, String(car))));
    expect(entries).toHaveLength(1);
  });
});
