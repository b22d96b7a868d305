// Units and maintenance blocks (decision 0046) against a real database: the plate
// rule and its unique key, the search leaving blocked, out-of-service and retired cars out, blocks
// and reservations kept apart by the database (also when they race), retire and edit refusals
// that name the reservations in the way, audit rows with before and after.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, reservations, unitBlocks } from "#app/server/db/schema.ts";
import { countFeasibleUnitsByModel, isUnitFeasible } from "#app/server/repositories/availability.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { lockUnit, pgErrorCode } from "#app/server/repositories/reservations.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addBlock, removeBlock } from "#app/server/services/staff/unit-blocks.server.ts";
import { addUnit, editUnit, retireUnit, unitDetail } from "#app/server/services/staff/units.server.ts";
import { addReservation, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

const agentOf = (officeIds: number[]): StaffActor => ({
  id: "s-agent",
  name: "Ayşe",
  email: "ayse@yolda.test",
  role: "office",
  officeIds,
});
let agent: StaffActor;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  agent = agentOf([f.istAirport]);
});
afterAll(async () => {
  await testDb?.cleanup();
});

// NOW is Monday 1 March 2027 09:00 Istanbul. Istanbul is UTC+3: 2027-03-05 00:00 is 03-04 21:00Z.
const istanbul = (date: string, time = "00:00") => new Date(`${date}T${time}:00+03:00`);

let plateNo = 100;
async function newUnit(officeId = f.istAirport, modelId = f.clio): Promise<number> {
  plateNo += 1;
  const made = await addUnit(db, agentOf([officeId]), {
    plate: `34 yd ${plateNo}`,
    modelId,
    homeOfficeId: officeId,
    inService: true,
  });
  if (!made.ok) throw new Error(`unit: ${JSON.stringify(made)}`);
  return made.id;
}

const windowAt = (pickupAt: Date, returnAt: Date) => ({
  pickupOfficeId: f.istAirport,
  dropoffOfficeId: f.istAirport,
  pickupAt,
  returnAt,
  now: NOW,
});

const book = (unitId: number, pickupAt: Date, returnAt: Date) =>
  addReservation(db, { unitId, modelId: f.clio, from: f.istAirport, to: f.istAirport, pickupAt, returnAt });

async function numberOf(id: string): Promise<string> {
  const [row] = await db.select({ number: reservations.number }).from(reservations).where(eq(reservations.id, id));
  return row?.number ?? "";
}

async function auditOf(unitId: number, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, String(unitId)), eq(auditLog.action, action)));
}

describe("units", () => {
  it("adds a car with the plate in its one form, audited, and refuses the same plate typed another way", async () => {
    const before = (await readPublicVersions(db)).get("fleet") ?? 0;
    const made = await addUnit(db, agent, {
      plate: "06-ab-1234",
      modelId: f.clio,
      homeOfficeId: f.istAirport,
      inService: true,
    });
    expect(made).toMatchObject({ ok: true, plate: "06 AB 1234" });
    if (!made.ok) return;
    expect((await readPublicVersions(db)).get("fleet")).toBe(before + 1);
    const [entry] = await auditOf(made.id, "unit.add");
    expect(entry).toMatchObject({ actorName: "Ayşe", before: null, officeIds: [f.istAirport] });
    expect(entry?.after).toMatchObject({ plate: "06 AB 1234", inService: true, homeOfficeId: f.istAirport });

    const again = await addUnit(db, agent, {
      plate: "06 AB 1234",
      modelId: f.egea,
      homeOfficeId: f.istAirport,
      inService: true,
    });
    expect(again).toEqual({ ok: false, field: "plate", reason: "plateTaken" });
    const wrong = await addUnit(db, agent, {
      plate: "99 AB 123",
      modelId: f.clio,
      homeOfficeId: f.istAirport,
      inService: true,
    });
    expect(wrong).toEqual({ ok: false, field: "plate", reason: "plateProvince" });
  });

  it("lets an office agent reach only their offices' cars", async () => {
    const izmirCar = await newUnit(f.izmir);
    await expect(
      addUnit(db, agent, { plate: "35 AB 123", modelId: f.clio, homeOfficeId: f.izmir, inService: true }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(unitDetail(db, agent, { id: izmirCar, lang: "en", now: NOW })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    await expect(
      addBlock(db, agent, {
        unitId: izmirCar,
        kind: "maintenance",
        from: "2027-03-05",
        to: "2027-03-06",
        note: "",
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    const mine = await newUnit();
    await expect(
      editUnit(db, agent, {
        id: mine,
        plate: "34 YD 999",
        modelId: f.clio,
        homeOfficeId: f.izmir,
        inService: true,
        now: NOW,
      }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
  });
});

describe("maintenance blocks", () => {
  it("takes the car out of the search for exactly the blocked days, and back when removed", async () => {
    const unitId = await newUnit();
    const inside = windowAt(istanbul("2027-03-06", "10:00"), istanbul("2027-03-08", "10:00"));
    // Returned 22:00 on the day before the block, plus the two-hour buffer: still just free.
    const before = windowAt(istanbul("2027-03-03", "10:00"), istanbul("2027-03-04", "21:59"));
    const after = windowAt(istanbul("2027-03-11", "00:00"), istanbul("2027-03-12", "10:00"));
    expect(await isUnitFeasible(db, inside, unitId)).toBe(true);
    const countBefore = (await countFeasibleUnitsByModel(db, inside)).get(f.clio) ?? 0;

    const made = await addBlock(db, agent, {
      unitId,
      kind: "maintenance",
      from: "2027-03-05",
      to: "2027-03-10",
      note: "Periyodik bakım",
      now: NOW,
    });
    expect(made.ok).toBe(true);
    expect(await isUnitFeasible(db, inside, unitId)).toBe(false);
    expect((await countFeasibleUnitsByModel(db, inside)).get(f.clio) ?? 0).toBe(countBefore - 1);
    expect(await isUnitFeasible(db, before, unitId)).toBe(true);
    expect(await isUnitFeasible(db, after, unitId)).toBe(true);
    // Overlapping the last blocked day by one minute is refused.
    expect(await isUnitFeasible(db, windowAt(istanbul("2027-03-10", "23:59"), istanbul("2027-03-12")), unitId)).toBe(
      false,
    );

    const [added] = await auditOf(unitId, "unit.block.add");
    expect(added?.after).toMatchObject({ kind: "maintenance", from: "2027-03-05", to: "2027-03-10" });
    expect(
      await addBlock(db, agent, {
        unitId,
        kind: "out_of_service",
        from: "2027-03-10",
        to: "2027-03-12",
        note: "",
        now: NOW,
      }),
    ).toEqual({
      ok: false,
      field: null,
      reason: "blockOverlap",
    });

    if (!made.ok) return;
    expect(await removeBlock(db, agent, { unitId, blockId: made.id, now: NOW })).toEqual({ ok: true, repeated: false });
    expect(await isUnitFeasible(db, inside, unitId)).toBe(true);
    const [removed] = await auditOf(unitId, "unit.block.remove");
    expect(removed?.before).toMatchObject({ removedAt: null });
    expect(removed?.after).toMatchObject({ removedAt: NOW.toISOString() });
  });

  it("refuses a block over a reservation and names it; the database refuses it without the service too", async () => {
    const unitId = await newUnit();
    const id = await book(unitId, istanbul("2027-03-07", "10:00"), istanbul("2027-03-09", "10:00"));
    const number = await numberOf(id);
    const result = await addBlock(db, agent, {
      unitId,
      kind: "maintenance",
      from: "2027-03-09",
      to: "2027-03-09",
      note: "",
      now: NOW,
    });
    expect(result).toEqual({ ok: false, field: null, reason: "reserved", numbers: [number] });

    let code: string | null = null;
    try {
      await db.insert(unitBlocks).values({
        unitId,
        kind: "maintenance",
        period: `[${istanbul("2027-03-08").toISOString()},${istanbul("2027-03-09").toISOString()})`,
      });
    } catch (error) {
      code = pgErrorCode(error);
    }
    expect(code).toBe("23P01");
  });

  it("refuses a reservation written straight into the table over a block, and a cancelled one coming back", async () => {
    const unitId = await newUnit();
    const made = await addBlock(db, agent, {
      unitId,
      kind: "out_of_service",
      from: "2027-03-20",
      to: "2027-03-22",
      note: "",
      now: NOW,
    });
    expect(made.ok).toBe(true);
    const codeOf = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return null;
      } catch (error) {
        return pgErrorCode(error);
      }
    };
    expect(await codeOf(() => book(unitId, istanbul("2027-03-22", "18:00"), istanbul("2027-03-24")))).toBe("23P01");
    // Ends with its buffer exactly when the block starts: allowed.
    const early = await book(unitId, istanbul("2027-03-18"), istanbul("2027-03-19", "22:00"));
    const cancelled = await addReservation(db, {
      unitId,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: istanbul("2027-03-21"),
      returnAt: istanbul("2027-03-21", "12:00"),
      status: "cancelled",
    });
    expect(
      await codeOf(() => db.update(reservations).set({ status: "confirmed" }).where(eq(reservations.id, cancelled))),
    ).toBe("23P01");
    // Moving a reservation's times into the block is refused as well.
    expect(
      await codeOf(() =>
        db
          .update(reservations)
          .set({
            returnAt: istanbul("2027-03-20", "10:00"),
            held: `[${istanbul("2027-03-18").toISOString()},${istanbul("2027-03-20", "12:00").toISOString()})`,
          })
          .where(eq(reservations.id, early)),
      ),
    ).toBe("23P01");
  });

  it("lets exactly one of a block and a booking racing for the same car win", async () => {
    // Before it commits, the booking holds the car until the block waits for it (PostgreSQL: the
    // block runs on another connection; PGlite has one and runs the two in turn) or has ended.
    const untilTheBlockWaits = async (tx: Db, blockEnded: () => boolean) => {
      if (testDb.database.kind !== "postgres") return;
      while (!blockEnded()) {
        const result = (await tx.execute(
          sql`select exists (select 1 from pg_locks where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))) as waits`,
        )) as unknown as { rows: { waits: boolean }[] };
        if (result.rows[0]?.waits) return;
      }
    };
    for (let trial = 0; trial < 6; trial++) {
      const unitId = await newUnit();
      const day = `2027-04-${String(10 + trial).padStart(2, "0")}`;
      const pickupAt = istanbul(day, "10:00");
      const returnAt = istanbul(day, "18:00");
      // Even trials: the block starts once the booking has locked the car, so it has to wait for
      // the booking. Odd trials: both start at once and either may lock the car first.
      const bookingFirst = trial % 2 === 0;
      let bookingLocked!: () => void;
      const locked = new Promise<void>((resolve) => (bookingLocked = resolve));
      let blockEnded = false;
      // The booking as the reserve step makes it: lock the car, check it again, insert, then hold.
      const booking = async () => {
        return db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          await lockUnit(tx, unitId);
          bookingLocked();
          if (!(await isUnitFeasible(tx, windowAt(pickupAt, returnAt), unitId))) return "taken";
          await tx.insert(reservations).values({
            number: `YLD-RACE${trial}${unitId}`.slice(0, 11),
            unitId,
            modelId: f.clio,
            pickupOfficeId: f.istAirport,
            dropoffOfficeId: f.istAirport,
            pickupAt,
            returnAt,
            bufferMinutes: 120,
            held: `[${pickupAt.toISOString()},${new Date(returnAt.getTime() + 2 * 3_600_000).toISOString()})`,
            status: "confirmed",
            paymentType: "office",
            totalKurus: 1,
            vehicleKurus: 1,
            depositKurus: 0,
            rentalDays: 1,
            lines: [],
            driver: {
              firstName: "R",
              lastName: "R",
              email: "r@yolda.test",
              phone: "+905550000000",
              birthDate: "1990-01-01",
              licenceDate: "2010-01-01",
            },
            billing: { kind: "individual", name: "R R", address: "İstanbul" },
            lang: "tr",
          });
          await untilTheBlockWaits(tx, () => blockEnded);
          return "booked";
        });
      };
      const block = async () => {
        // A booking that failed before locking the car lets the block go too (and the test fail).
        if (bookingFirst) await Promise.race([locked, bookingDone]);
        return addBlock(db, agent, { unitId, kind: "maintenance", from: day, to: day, note: "", now: NOW }).finally(
          () => {
            blockEnded = true;
          },
        );
      };
      const booked$ = booking();
      const bookingDone = booked$.then(
        () => undefined,
        () => undefined,
      );
      const [b, k] = await Promise.allSettled([booked$, block()]);
      const booked = b.status === "fulfilled" && b.value === "booked";
      const blocked = k.status === "fulfilled" && k.value.ok;
      expect([booked, blocked].filter(Boolean), `trial ${trial}`).toHaveLength(1);
      // The loser must see the winner whichever it is; when the booking had the car first, it wins.
      if (bookingFirst) expect(booked, `trial ${trial}`).toBe(true);
      if (blocked) expect(b.status === "fulfilled" && b.value, `trial ${trial}`).toBe("taken");
      const live = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(and(eq(reservations.unitId, unitId), eq(reservations.status, "confirmed")));
      const blocks = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(unitBlocks)
        .where(eq(unitBlocks.unitId, unitId));
      expect(Number(live[0]?.n) + Number(blocks[0]?.n), `trial ${trial}`).toBe(1);
      if (booked && k.status === "fulfilled" && !k.value.ok) expect(k.value.reason).toBe("reserved");
    }
  });
});

describe("retiring and editing", () => {
  it("refuses to retire a car with bookings ahead, naming them; retired, it stays but is never offered", async () => {
    const unitId = await newUnit();
    const id = await book(unitId, istanbul("2027-03-15", "10:00"), istanbul("2027-03-16", "10:00"));
    const number = await numberOf(id);
    expect(await retireUnit(db, agent, { id: unitId, now: NOW })).toEqual({
      ok: false,
      field: null,
      reason: "hasReservations",
      numbers: [number],
    });
    expect(
      await editUnit(db, agent, {
        id: unitId,
        plate: "34 YD 5000",
        modelId: f.egea,
        homeOfficeId: f.istAirport,
        inService: true,
        now: NOW,
      }),
    ).toEqual({ ok: false, field: null, reason: "hasReservations", numbers: [number] });
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, id));

    const window = windowAt(istanbul("2027-03-15", "10:00"), istanbul("2027-03-16", "10:00"));
    expect(await isUnitFeasible(db, window, unitId)).toBe(true);
    expect(await retireUnit(db, agent, { id: unitId, now: NOW })).toEqual({ ok: true, repeated: false });
    expect(await isUnitFeasible(db, window, unitId)).toBe(false);
    const [entry] = await auditOf(unitId, "unit.retire");
    expect(entry?.before).toMatchObject({ inService: true, retiredAt: null });
    expect(entry?.after).toMatchObject({ inService: false, retiredAt: NOW.toISOString() });
    const view = await unitDetail(db, agent, { id: unitId, lang: "tr", now: NOW });
    expect(view?.unit.retiredAt).toBe(NOW.toISOString());
    expect(
      await editUnit(db, agent, {
        id: unitId,
        plate: "34 YD 5001",
        modelId: f.clio,
        homeOfficeId: f.istAirport,
        inService: true,
        now: NOW,
      }),
    ).toEqual({ ok: false, field: null, reason: "retired" });
  });

  it("edits the plate and takes a car out of service, with before and after in the audit log", async () => {
    const unitId = await newUnit();
    const result = await editUnit(db, agent, {
      id: unitId,
      plate: "34 zzy 77",
      modelId: f.clio,
      homeOfficeId: f.istAirport,
      inService: false,
      now: NOW,
    });
    expect(result).toEqual({ ok: true, changed: true });
    const [entry] = await auditOf(unitId, "unit.edit");
    expect(entry?.before).toMatchObject({ inService: true });
    expect(entry?.after).toMatchObject({ plate: "34 ZZY 77", inService: false });
    const window = windowAt(istanbul("2027-03-15", "10:00"), istanbul("2027-03-16", "10:00"));
    expect(await isUnitFeasible(db, window, unitId)).toBe(false);
  });
});
