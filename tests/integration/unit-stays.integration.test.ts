// Where units stand (unit_stays, docs/decisions/0037) is kept by triggers, so code that changes
// reservations or units straight in SQL (staff moving a reservation to another unit, a status
// change, a new unit) keeps the search right without knowing the table exists. Checked against
// the one-unit check, which reads reservations directly and never unit_stays.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, units } from "../../app/server/db/schema.ts";
import {
  type AvailabilityWindow,
  isUnitFeasible,
  listFeasibleUnits,
} from "../../app/server/repositories/availability.server.ts";
import { addReservation, addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let f: Fixture;
let fleet: number[] = [];

beforeAll(async () => {
  testDb = await withTestDatabase();
  f = await buildFixture(testDb.database.db);
  const db = testDb.database.db;
  fleet = [];
  for (const home of [f.istAirport, f.istAirport, f.istCity, f.izmir]) fleet.push(await addUnit(db, f.clio, home));
}, 120_000);

afterAll(async () => {
  await testDb?.cleanup();
});

const windowAt = (pickupOfficeId: number, dropoffOfficeId: number, day: number, days = 2): AvailabilityWindow => ({
  pickupOfficeId,
  dropoffOfficeId,
  pickupAt: at(day, 4),
  returnAt: at(day + days, 4),
  now: NOW,
});

/** The search (through unit_stays) finds exactly the units the direct one-unit check accepts. */
async function expectSearchAgreesWithUnitCheck() {
  const db = testDb.database.db;
  const all = (await db.select({ id: units.id }).from(units).where(eq(units.modelId, f.clio))).map((u) => u.id);
  for (const office of [f.istAirport, f.istCity, f.izmir]) {
    for (const day of [1, 4, 6, 9, 12]) {
      const w = windowAt(office, office, day);
      const found = (await listFeasibleUnits(db, w, f.clio)).map((u) => u.unitId).sort((a, b) => a - b);
      const direct: number[] = [];
      for (const id of all) if (await isUnitFeasible(db, w, id)) direct.push(id);
      expect(found, `office ${office}, day ${day}`).toEqual(direct.sort((a, b) => a - b));
    }
  }
}

describe("unit_stays", () => {
  it("follows reservations and units changed straight in SQL, and the search agrees with the unit check", async () => {
    const db = testDb.database.db;
    const [a, b, c] = fleet as [number, number, number, number];
    // a: airport -> city (days 2-3), then city -> izmir (days 7-8).
    await addReservation(db, {
      unitId: a,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istCity,
      pickupAt: at(2),
      returnAt: at(3),
    });
    const second = await addReservation(db, {
      unitId: a,
      modelId: f.clio,
      from: f.istCity,
      to: f.izmir,
      pickupAt: at(7),
      returnAt: at(8),
    });
    await expectSearchAgreesWithUnitCheck();
    const stays = await db.execute(
      sql`select office_id, lower(stay) as since from unit_stays where unit_id = ${a} order by lower(stay) nulls first`,
    );
    expect((stays as unknown as { rows: { office_id: number }[] }).rows.map((r) => r.office_id)).toEqual([
      f.istAirport,
      f.istCity,
      f.izmir,
    ]);

    // Staff move the second rental to unit b: a stays in the city, b goes to Izmir.
    await db.update(reservations).set({ unitId: b }).where(eq(reservations.id, second));
    await expectSearchAgreesWithUnitCheck();
    // A cancellation puts the car back where it was.
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, second));
    await expectSearchAgreesWithUnitCheck();
    // A new unit, and a unit given another home office.
    fleet.push(await addUnit(db, f.clio, f.izmir));
    await db.update(units).set({ homeOfficeId: f.istCity }).where(eq(units.id, c));
    await expectSearchAgreesWithUnitCheck();
    // A rental deleted, and several changed by one statement.
    await addReservation(db, {
      unitId: c,
      modelId: f.clio,
      from: f.istCity,
      to: f.istAirport,
      pickupAt: at(10),
      returnAt: at(11),
    });
    await db.execute(sql`update reservations set return_at = return_at + interval '1 day',
      held = tstzrange(pickup_at, return_at + interval '1 day' + make_interval(mins => buffer_minutes), '[)')
      where status = 'confirmed'`);
    await expectSearchAgreesWithUnitCheck();
    await db.delete(reservations).where(eq(reservations.unitId, c));
    await expectSearchAgreesWithUnitCheck();
  }, 120_000);
});
