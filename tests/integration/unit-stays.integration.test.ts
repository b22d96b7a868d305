// Where units stand (unit_stays, docs/decisions/0037) is kept by triggers, so code that changes
// reservations or units straight in SQL (staff moving a reservation to another unit, a status
// change, a new unit) keeps the search right without knowing the table exists. Checked against
// the one-unit check, which reads reservations directly and never unit_stays, and against an
// oracle: the rules of docs/domain-rules.md "Fleet and availability" written out in plain SQL over
// units, reservations, blocks and offices, sharing nothing with feasible_units (decision 0037,
// amendment stop 25: the search now answers most units from unit_stays alone).
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { reservations, units } from "#app/server/db/schema.ts";
import {
  type AvailabilityWindow,
  isUnitFeasible,
  listFeasibleUnits,
} from "#app/server/repositories/availability.server.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";
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

const windowAt = (
  pickupOfficeId: number,
  dropoffOfficeId: number,
  day: number,
  days = 2,
  hour = 4,
): AvailabilityWindow => ({
  pickupOfficeId,
  dropoffOfficeId,
  pickupAt: at(day, hour),
  returnAt: at(day + days, hour),
  now: NOW,
});

type Found = { unitId: number; previousReturnAt: Date | null; nextPickupAt: Date | null };

const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(String(d)).toISOString());

/**
 * The oracle: which units of a model can serve the window, straight from the rules. A reservation
 * counts when it is pending_payment with its hold not run out at `now`, confirmed, active or
 * completed (completed ones only say where a car went), and is not the booking being changed.
 * Feasible: in service, model active; 1. no counting reservation other than a completed one and
 * no live block overlaps [t1, t2 + the drop-off office's turnaround); 2. the reservation with the
 * latest return at or before t1 returns to the pick-up office, or there is none and the home office
 * is the pick-up office; 3. the one with the earliest pick-up at or after t2, if any, starts at the
 * drop-off office. Also gives that return and that pick-up, which the search reports.
 */
async function oracle(w: AvailabilityWindow, modelId: number): Promise<Found[]> {
  const db = testDb.database.db;
  const t1 = w.pickupAt.toISOString();
  const t2 = w.returnAt.toISOString();
  const result = await db.execute(sql`
    with counting as (
      select r.unit_id, r.status, r.pickup_at, r.return_at, r.pickup_office_id, r.dropoff_office_id, r.held
      from reservations r
      where r.status in ('pending_payment', 'confirmed', 'active', 'completed')
        and not (r.status = 'pending_payment' and r.hold_expires_at <= ${w.now.toISOString()}::timestamptz)
        and (${w.ignoreReservationId ?? null}::uuid is null or r.id <> ${w.ignoreReservationId ?? null}::uuid)
    ),
    window_range as (
      select tstzrange(${t1}::timestamptz, ${t2}::timestamptz + o.turnaround_minutes * interval '1 minute', '[)') as want
      from offices o where o.id = ${w.dropoffOfficeId}
    ),
    placed as (
      select u.id, u.home_office_id,
        (select array[c.dropoff_office_id::text, c.return_at::text] from counting c
          where c.unit_id = u.id and c.return_at <= ${t1}::timestamptz order by c.return_at desc limit 1) as before,
        (select array[c.pickup_office_id::text, c.pickup_at::text] from counting c
          where c.unit_id = u.id and c.pickup_at >= ${t2}::timestamptz order by c.pickup_at limit 1) as after
      from units u join vehicle_models m on m.id = u.model_id
      where u.in_service and m.active and u.model_id = ${modelId}
    )
    select p.id, p.before[2] as previous_return, p.after[2] as next_pickup
    from placed p, window_range
    where coalesce(p.before[1]::int, p.home_office_id) = ${w.pickupOfficeId}
      and (p.after is null or p.after[1]::int = ${w.dropoffOfficeId})
      and not exists (select 1 from counting c
        where c.unit_id = p.id and c.status <> 'completed' and c.held && window_range.want)
      and not exists (select 1 from unit_blocks k
        where k.unit_id = p.id and k.removed_at is null and k.period && window_range.want)
    order by p.id`);
  return (result as unknown as { rows: { id: number; previous_return: unknown; next_pickup: unknown }[] }).rows.map(
    (r) => ({
      unitId: Number(r.id),
      previousReturnAt: r.previous_return as Date | null,
      nextPickupAt: r.next_pickup as Date | null,
    }),
  );
}

const comparable = (list: Found[]) =>
  list
    .map((u) => ({ unitId: u.unitId, previousReturnAt: iso(u.previousReturnAt), nextPickupAt: iso(u.nextPickupAt) }))
    .sort((a, b) => a.unitId - b.unitId);

/**
 * The search (candidates from unit_stays' free stretches, decision 0037 amendment stop 24) finds
 * exactly the units the direct one-unit check accepts: round trips and one-way trips, windows
 * starting and ending on either side of returns, turnarounds and next pick-ups.
 */
async function expectSearchAgreesWithUnitCheck(extra: Partial<AvailabilityWindow> = {}) {
  const db = testDb.database.db;
  const all = (await db.select({ id: units.id }).from(units).where(eq(units.modelId, f.clio))).map((u) => u.id);
  const offices = [f.istAirport, f.istCity, f.izmir];
  let windows = 0;
  let offered = 0;
  for (const office of offices) {
    for (const dropoff of offices) {
      for (const day of [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]) {
        for (const [days, hour] of [
          [1, 4],
          [2, 4],
          [1, 23],
          [3, 2],
        ] as const) {
          if (dropoff !== office && hour !== 4) continue;
          const w = { ...windowAt(office, dropoff, day, days, hour), ...extra };
          const listed = await listFeasibleUnits(db, w, f.clio);
          const found = listed.map((u) => u.unitId).sort((a, b) => a - b);
          const direct: number[] = [];
          for (const id of all) if (await isUnitFeasible(db, w, id)) direct.push(id);
          const where = `from ${office} to ${dropoff}, day ${day} ${hour}:00, ${days} days`;
          expect(found, where).toEqual(direct.sort((a, b) => a - b));
          expect(comparable(listed), `oracle, ${where}`).toEqual(comparable(await oracle(w, f.clio)));
          windows += 1;
          offered += found.length;
        }
      }
    }
  }
  // The comparison means something only if the windows find units and miss units.
  expect(offered).toBeGreaterThan(0);
  expect(offered).toBeLessThan(windows * all.length);
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

  it("agrees with the unit check around payment holds (live, run out but not released), blocks, completed rentals and a booking being changed", async () => {
    const db = testDb.database.db;
    const d = fleet[3] as number;
    const e = await addUnit(db, f.clio, f.istAirport);
    // d (home Izmir): a live payment hold Izmir -> city, days 3-4: the car is in the city after it.
    const hold = await addReservation(db, {
      unitId: d,
      modelId: f.clio,
      from: f.izmir,
      to: f.istCity,
      pickupAt: at(3),
      returnAt: at(4),
      status: "pending_payment",
      holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000),
    });
    await expectSearchAgreesWithUnitCheck();
    // The hold ran out and nobody released it yet: it holds nothing at once, although unit_stays
    // (kept by triggers, which cannot see time pass) still has the car going to the city.
    await db
      .update(reservations)
      .set({ holdExpiresAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(reservations.id, hold));
    await expectSearchAgreesWithUnitCheck();
    const izmirDay5 = windowAt(f.izmir, f.izmir, 5);
    expect((await listFeasibleUnits(db, izmirDay5, f.clio)).map((u) => u.unitId)).toContain(d);
    // A completed rental of e back at the airport at 07:00 on day 0: a search picking up at 08:00
    // finds it there, within the airport's turnaround, which the unit check does not count after a
    // completed rental (nor does unit_stays' free stretch). Then a confirmed one out of the airport on day 6.
    await addReservation(db, {
      unitId: e,
      modelId: f.clio,
      from: f.istCity,
      to: f.istAirport,
      pickupAt: at(-2),
      returnAt: at(0, 1),
      status: "completed",
    });
    await addReservation(db, {
      unitId: e,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: at(6, 8),
      returnAt: at(7, 8),
    });
    await expectSearchAgreesWithUnitCheck();
    // A maintenance block on e, days 9-10.
    await db.execute(sql`insert into unit_blocks (unit_id, kind, period)
      values (${e}, 'maintenance', tstzrange(${at(9).toISOString()}::timestamptz, ${at(10).toISOString()}::timestamptz, '[)'))`);
    await expectSearchAgreesWithUnitCheck();
    // A booking being changed does not stand in its own way (decision 0056).
    const moving = await addReservation(db, {
      unitId: e,
      modelId: f.clio,
      from: f.istAirport,
      to: f.izmir,
      pickupAt: at(11),
      returnAt: at(12),
    });
    await expectSearchAgreesWithUnitCheck();
    await expectSearchAgreesWithUnitCheck({ ignoreReservationId: moving });
    // Every unit_stays row's free stretch is what its reservations say (rebuilt from scratch).
    const all = (await db.select({ id: units.id }).from(units)).map((u) => u.id);
    expect(await staysOf(db, all)).toEqual(await staysRebuilt(db, all));
  }, 180_000);

  it("writes only what changed and ends exactly where a rebuild from scratch ends, whatever the changes", async () => {
    // refresh_unit_stays writes the difference between a unit's stays and what its reservations and
    // transfers say (migration 0072, decision 0178): after any sequence of bookings, cancellations,
    // completions, moves in time, drop-off changes, moves to another car, deletions and transfers
    // straight in SQL, the table is the one a rebuild from nothing gives, duplicates included.
    const db = testDb.database.db;
    const cars = [await addUnit(db, f.clio, f.istAirport), await addUnit(db, f.clio, f.istCity)];
    const offices = [f.istAirport, f.istCity, f.izmir];
    const statuses = ["pending_payment", "confirmed", "active", "completed", "cancelled"] as const;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("book" as const),
        car: fc.nat(1),
        slot: fc.nat(7),
        from: fc.nat(2),
        to: fc.nat(2),
        hours: fc.integer({ min: 2, max: 40 }),
        status: fc.constantFrom(...statuses),
      }),
      fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant("retime" as const), pick: fc.nat(), shift: fc.integer({ min: -3, max: 3 }) }),
      fc.record({ kind: fc.constant("dropoff" as const), pick: fc.nat(), to: fc.nat(2) }),
      fc.record({ kind: fc.constant("move" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("transfer" as const), car: fc.nat(1), slot: fc.nat(7), to: fc.nat(2) }),
      fc.record({ kind: fc.constant("cancelTransfer" as const), pick: fc.nat() }),
      // The unit itself: retired or back in service, its plate corrected, its model changed
      // (each stay carries them: migration 0073).
      fc.record({
        kind: fc.constant("unit" as const),
        car: fc.nat(1),
        change: fc.constantFrom("service" as const, "plate" as const, "model" as const),
      }),
    );
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await db.execute(sql`delete from reservations where unit_id = any(${intArray(cars)})`);
        await db.execute(sql`delete from unit_transfers where unit_id = any(${intArray(cars)})`);
        await db.execute(sql`delete from unit_blocks where unit_id = any(${intArray(cars)})`);
        await db.execute(
          sql`update units set in_service = true, model_id = ${f.clio} where id = any(${intArray(cars)})`,
        );
        await db.execute(sql`select refresh_unit_stays(${intArray(cars)})`);
        // Each reservation or transfer keeps to its own two-day slot, so no two ever overlap.
        const slotStart = (slot: number) => at(20 + slot * 2, 1);
        const taken = new Map<string, { id: string; car: number; slot: number }>();
        const transfers: Array<{ id: number; car: number; slot: number }> = [];
        const busy = (car: number, slot: number) =>
          [...taken.values(), ...transfers].some((t) => t.car === car && t.slot === slot);
        for (const o of ops) {
          const before = await staysOf(db, cars);
          const rows = [...taken.values()];
          const chosen = "pick" in o && rows.length > 0 ? rows[o.pick % rows.length] : undefined;
          if (o.kind === "book") {
            const car = cars[o.car] as number;
            if (busy(car, o.slot)) continue;
            const pickupAt = slotStart(o.slot);
            const id = await addReservation(db, {
              unitId: car,
              modelId: f.clio,
              from: offices[o.from] as number,
              to: offices[o.to] as number,
              pickupAt,
              returnAt: new Date(pickupAt.getTime() + o.hours * 3_600_000),
              status: o.status,
              holdExpiresAt: o.status === "pending_payment" ? at(1) : null,
              bufferMinutes: 60,
            });
            taken.set(id, { id, car, slot: o.slot });
          } else if (o.kind === "status" && chosen) {
            await db
              .update(reservations)
              .set({ status: o.status, holdExpiresAt: o.status === "pending_payment" ? at(1) : null })
              .where(eq(reservations.id, chosen.id));
          } else if (o.kind === "retime" && chosen) {
            const pickupAt = new Date(slotStart(chosen.slot).getTime() + Math.max(0, o.shift) * 3_600_000);
            const returnAt = new Date(pickupAt.getTime() + (10 + o.shift) * 3_600_000);
            await db
              .update(reservations)
              .set({ pickupAt, returnAt, held: heldRange(pickupAt, returnAt, 60) })
              .where(eq(reservations.id, chosen.id));
          } else if (o.kind === "dropoff" && chosen) {
            await db
              .update(reservations)
              .set({ dropoffOfficeId: offices[o.to] as number })
              .where(eq(reservations.id, chosen.id));
          } else if (o.kind === "move" && chosen) {
            const other = cars.find((c) => c !== chosen.car) as number;
            if (busy(other, chosen.slot)) continue;
            await db.update(reservations).set({ unitId: other }).where(eq(reservations.id, chosen.id));
            taken.set(chosen.id, { ...chosen, car: other });
          } else if (o.kind === "delete" && chosen) {
            await db.delete(reservations).where(eq(reservations.id, chosen.id));
            taken.delete(chosen.id);
          } else if (o.kind === "transfer") {
            const car = cars[o.car] as number;
            if (busy(car, o.slot)) continue;
            const departAt = slotStart(o.slot);
            const arriveAt = new Date(departAt.getTime() + 5 * 3_600_000);
            const result = await db.execute(sql`
              with b as (
                insert into unit_blocks (unit_id, kind, period)
                values (${car}, 'transfer', tstzrange(${departAt.toISOString()}::timestamptz, ${arriveAt.toISOString()}::timestamptz, '[)'))
                returning id)
              insert into unit_transfers (form_key, unit_id, block_id, from_office_id, to_office_id, depart_at, arrive_at)
              select gen_random_uuid(), ${car}, b.id, ${f.istAirport}, ${offices[o.to === 0 ? 1 : o.to] as number},
                ${departAt.toISOString()}::timestamptz, ${arriveAt.toISOString()}::timestamptz
              from b returning id`);
            const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
            transfers.push({ id, car, slot: o.slot });
          } else if (o.kind === "unit") {
            const car = cars[o.car] as number;
            if (o.change === "service")
              await db.execute(sql`update units set in_service = not in_service where id = ${car}`);
            else if (o.change === "plate")
              await db.execute(sql`update units set plate = plate || 'X' where id = ${car} and length(plate) < 30`);
            else
              await db.execute(
                sql`update units set model_id = case when model_id = ${f.clio}::int then ${f.egea}::int else ${f.clio}::int end where id = ${car}`,
              );
          } else if (o.kind === "cancelTransfer" && transfers.length > 0) {
            const id = transfers[o.pick % transfers.length]?.id as number;
            await db.execute(
              sql`update unit_transfers set cancelled_at = ${NOW.toISOString()}::timestamptz where id = ${id}`,
            );
          } else continue;
          const after = await staysOf(db, cars);
          if (JSON.stringify(after) !== JSON.stringify(before)) changed += 1;
          expect(after, JSON.stringify(o)).toEqual(await staysRebuilt(db, cars));
        }
      }),
      { numRuns: 25 },
    );
    // The sequences changed the stays many times over (else the comparison would prove nothing).
    expect(changed).toBeGreaterThan(20);
  }, 300_000);
});

/** A list of ids as one PostgreSQL int[] parameter (drizzle would spread a JS array into a list). */
const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

type StayRow = {
  unit_id: number;
  office_id: number;
  stay: string;
  free: string;
  next_office_id: number | null;
  model_id: number;
  in_service: boolean;
  plate: string;
};

/** The stays of these units as the table holds them, duplicates kept, in one order. */
async function staysOf(db: Db, ids: number[]): Promise<StayRow[]> {
  const result = await db.execute(sql`
    select unit_id, office_id, stay::text as stay, free::text as free, next_office_id, model_id, in_service, plate
    from unit_stays where unit_id = any(${intArray(ids)}) order by 1, 2, 3, 4, 5, 6, 7, 8`);
  return (result as unknown as { rows: StayRow[] }).rows;
}

/** The stays these units would have if the table held nothing of them: emptied, refreshed, rolled back. */
async function staysRebuilt(db: Db, ids: number[]): Promise<StayRow[]> {
  let rebuilt: StayRow[] = [];
  const rolledBack = new Error("rolled back on purpose");
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from unit_stays where unit_id = any(${intArray(ids)})`);
      expect(await staysOf(tx as unknown as Db, ids)).toEqual([]);
      await tx.execute(sql`select refresh_unit_stays(${intArray(ids)})`);
      rebuilt = await staysOf(tx as unknown as Db, ids);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return rebuilt;
}
