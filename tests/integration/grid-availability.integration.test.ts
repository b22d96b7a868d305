// The cheaper-dates grid's availability (decision 0144): countFreeUnitsPerWindow answers, for
// every date pair, exactly what the search's database function feasible_units answers for that
// pair alone, with rentals, one-way trips, maintenance blocks and a payment hold that ran out but
// was not yet released (the units feasible_units checks exactly). PostgreSQL with DATABASE_URL,
// PGlite otherwise.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gridWindows } from "#app/domain/pricing/date-grid.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { unitBlocks } from "#app/server/db/schema.ts";
import { countFreeUnitsPerWindow } from "#app/server/repositories/date-grid.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, HOUR, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  const clio = (office: number) => addUnit(db, f.clio, office);
  const egea = (office: number) => addUnit(db, f.egea, office);
  // Free all along, at the airport and in the city.
  await clio(f.istAirport);
  await egea(f.istAirport);
  await clio(f.istCity);
  // Back at the airport in the middle of the grid's days (the turnaround counts).
  const back = await clio(f.istAirport);
  await addReservation(db, {
    unitId: back,
    modelId: f.clio,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(1),
    returnAt: at(9, 4),
  });
  // Rented again from the city later on: free at the airport only until it must be in the city.
  const away = await egea(f.istAirport);
  await addReservation(db, {
    unitId: away,
    modelId: f.egea,
    from: f.istCity,
    to: f.istCity,
    pickupAt: at(14),
    returnAt: at(16),
  });
  // One-way into the airport: at the airport from its return on.
  const arrives = await egea(f.istCity);
  await addReservation(db, {
    unitId: arrives,
    modelId: f.egea,
    from: f.istCity,
    to: f.istAirport,
    pickupAt: at(2),
    returnAt: at(8),
  });
  // Free again exactly at a pair's pick-up (return + turnaround), and needed again exactly at a
  // pair's return + turnaround: the free stretches end where the wanted ones do (decision 0157).
  const backOnTime = await egea(f.istAirport);
  await addReservation(db, {
    unitId: backOnTime,
    modelId: f.egea,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(2),
    returnAt: at(7, 2),
  });
  const neededOnTime = await egea(f.istAirport);
  await addReservation(db, {
    unitId: neededOnTime,
    modelId: f.egea,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(12, 6),
    returnAt: at(13),
  });
  // Two maintenance blocks touching some pairs only.
  for (const [from, to] of [
    [at(7), at(8)],
    [at(12, 6), at(13)],
  ] as const) {
    const blocked = await clio(f.istAirport);
    await db.insert(unitBlocks).values({
      unitId: blocked,
      kind: "maintenance",
      period: `[${from.toISOString()},${to.toISOString()})`,
      note: "",
      createdBy: null,
    });
  }
  // A payment hold that ran out before NOW and is not yet released: checked exactly.
  const held = await clio(f.istAirport);
  await addReservation(db, {
    unitId: held,
    modelId: f.clio,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(9),
    returnAt: at(11),
    status: "pending_payment",
    holdExpiresAt: new Date(NOW.getTime() - HOUR),
  });
  // A live hold over part of the grid.
  const live = await egea(f.istAirport);
  await addReservation(db, {
    unitId: live,
    modelId: f.egea,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(11),
    returnAt: at(12),
    status: "pending_payment",
    holdExpiresAt: new Date(NOW.getTime() + HOUR),
  });
}, 180_000);

afterAll(async () => {
  await testDb?.cleanup();
});

/** feasible_units asked for one pair alone: model id -> free units. */
async function onePair(from: number, to: number, pickupAt: Date, returnAt: Date, models: number[] | null) {
  const result = await db.execute(sql`
    select f.model_id, count(*) as free
    from feasible_units(${from}::int, ${to}::int, ${pickupAt.toISOString()}::timestamptz,
      ${returnAt.toISOString()}::timestamptz, ${NOW.toISOString()}::timestamptz, null::uuid, null::int, null::int) f
    group by f.model_id`);
  const rows = (result as unknown as { rows: { model_id: number; free: number | string }[] }).rows;
  return new Map(
    rows
      .filter((r) => models === null || models.includes(Number(r.model_id)))
      .map((r) => [Number(r.model_id), Number(r.free)]),
  );
}

const sorted = (m: Map<number, number> | undefined) =>
  [...(m ?? new Map<number, number>())].sort((a, b) => a[0] - b[0]);

describe("the grid's free units per pair", () => {
  it.each([
    ["the airport, round trip", "istAirport", "istAirport", 9, 12, null],
    ["the airport, round trip, earlier", "istAirport", "istAirport", 6, 8, null],
    ["airport to city (one way)", "istAirport", "istCity", 9, 12, null],
    ["city to airport (one way)", "istCity", "istAirport", 9, 11, null],
    ["the airport, only the Egea", "istAirport", "istAirport", 11, 13, "egea"],
  ] as const)("%s: every pair as feasible_units answers it alone", async (_, from, to, start, end, only) => {
    const windows = gridWindows(at(start, 4), at(end, 4)).filter((w) => w.pickupAt < w.returnAt);
    const models = only ? [f[only]] : null;
    const grid = await countFreeUnitsPerWindow(db, {
      pickupOfficeId: f[from],
      dropoffOfficeId: f[to],
      windows,
      modelIds: models,
      now: NOW,
    });
    let counted = 0;
    for (const [i, w] of windows.entries()) {
      const alone = await onePair(f[from], f[to], w.pickupAt, w.returnAt, models);
      expect(sorted(grid.get(i)), `pair ${i}: ${w.pickupAt.toISOString()} - ${w.returnAt.toISOString()}`).toEqual(
        sorted(alone),
      );
      counted += [...alone.values()].reduce((a, b) => a + b, 0);
    }
    // The fixture leaves cars free in these windows: the comparison is not of two empty answers.
    expect(counted).toBeGreaterThan(0);
  });

  it("counts a car whose payment hold ran out (checked exactly) where feasible_units does", async () => {
    const windows = gridWindows(at(9, 4), at(11, 4)).filter((w) => w.pickupAt < w.returnAt);
    const grid = await countFreeUnitsPerWindow(db, {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      windows,
      modelIds: [f.clio],
      now: NOW,
    });
    const middle = windows.findIndex(
      (w) => w.pickupAt.getTime() === at(9, 4).getTime() && w.returnAt.getTime() === at(11, 4).getTime(),
    );
    const alone = await onePair(f.istAirport, f.istAirport, at(9, 4), at(11, 4), [f.clio]);
    expect(grid.get(middle)?.get(f.clio)).toBe(alone.get(f.clio));
    // Four Clios stand free at the airport then: the one free all along, the two whose blocks fall
    // on other days and the one whose hold ran out; not the one returned at that hour (turnaround).
    expect(alone.get(f.clio)).toBe(4);
  });
});
