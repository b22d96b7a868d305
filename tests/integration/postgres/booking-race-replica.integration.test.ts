// Booking correctness with reads on a real streaming replica (issue 30, docs/decisions/0098): a
// visitor's search reads the free cars from the replica, which may lag; the booking itself (the
// quote's and the hold's re-check, the no-double-booking constraint) stays on the primary. So a
// race for the last car has one winner with the replica in use, and a replica frozen before the
// booking, still offering the car, never leads to a second one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { units } from "#app/server/db/schema.ts";
import { countOverlappingLiveHolds } from "#app/server/repositories/reservations.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import {
  addUnit,
  at,
  billing,
  driver,
  type Fixture,
  NOW,
  resetAndBuildFixture,
} from "#tests/integration/booking-fixture.ts";
import { admin, type ReplicaPair, startReplicaPair, until } from "./replica-pair.ts";

let pair: ReplicaPair;
let database: Database;
let f: Fixture;

beforeAll(async () => {
  pair = await startReplicaPair();
  // A lag bound far above the test's length: the frozen replica below stays the one that is read.
  database = await openDatabase({
    url: pair.primaryUrl,
    replicaUrl: pair.replicaUrl,
    poolSize: 25,
    replicaPollMs: 50,
    replicaMaxLagMs: 600_000,
  });
  await database.migrate();
  f = await resetAndBuildFixture(database.db);
}, 180_000);

afterAll(async () => {
  await database?.close().catch(() => undefined);
  await pair?.stop();
}, 60_000);

/** The replica holds exactly `count` Egeas in service. */
async function replicaHasEgeas(count: number): Promise<boolean> {
  const rows = await admin<{ n: number }>(
    pair.replicaUrl,
    `select count(*)::int as n from units where model_id = ${f.egea} and in_service`,
  );
  return rows[0]?.n === count;
}

const window = (day: number) => ({
  pickupOfficeId: f.istAirport,
  dropoffOfficeId: f.istAirport,
  pickupAt: at(day),
  returnAt: at(day + 3),
});

/** The visitor's search as the site runs it: free cars read through readDb (the replica). */
async function egeasOffered(day: number): Promise<number> {
  const result = await searchAvailability(database.db, window(day), { now: NOW, readDb: database.readDb });
  if (!result.ok) throw new Error(`search refused: ${JSON.stringify(result)}`);
  return result.models.find((m) => m.model.id === f.egea)?.freeUnits ?? 0;
}

async function quoteEgea(day: number) {
  return createQuote(database.db, { modelId: f.egea, ...window(day), lang: "tr" }, { now: NOW });
}

describe("bookings with the search on a streaming replica", () => {
  it("20 bookings of the last car fired at once, after a search the replica answered: one reservation", async () => {
    await database.db.update(units).set({ inService: false }).where(eq(units.modelId, f.egea));
    await addUnit(database.db, f.egea, f.istAirport);
    await until("the replica has the one Egea", () => replicaHasEgeas(1));
    const before = database.replicaReads().replica;
    await until("the search reads the replica and offers the Egea", async () => (await egeasOffered(20)) === 1);
    expect(database.replicaReads().replica).toBeGreaterThan(before);

    const quotes = await Promise.all(Array.from({ length: 20 }, () => quoteEgea(20)));
    const ids = quotes.map((q) => (q.ok ? q.quote.id : null)).filter((id): id is string => id !== null);
    expect(ids).toHaveLength(20);
    const results = await Promise.all(
      ids.map((quoteId) =>
        reserveFromQuote(database.db, { quoteId, driver, billing, paymentType: "office", lang: "tr" }, { now: NOW }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.reason))).toEqual(
      Array(19).fill("noLongerAvailable"),
    );
    expect(await countOverlappingLiveHolds(database.db)).toBe(0);
  });

  it("a replica frozen before the booking still offers the car; the primary refuses the second booking", async () => {
    await database.db.update(units).set({ inService: false }).where(eq(units.modelId, f.egea));
    await addUnit(database.db, f.egea, f.istAirport);
    await until("the replica has the one Egea", () => replicaHasEgeas(1));
    await until("the search reads the replica and offers the Egea", async () => (await egeasOffered(40)) === 1);
    // A quote made while the car was free, as a second visitor's open payment page would hold.
    const late = await quoteEgea(40);
    await admin(pair.replicaUrl, "select pg_wal_replay_pause()");
    try {
      const first = await quoteEgea(40);
      if (!first.ok) throw new Error("quote refused");
      const won = await reserveFromQuote(
        database.db,
        { quoteId: first.quote.id, driver, billing, paymentType: "office", lang: "tr" },
        { now: NOW },
      );
      expect(won.ok).toBe(true);
      // The replica has not replayed the booking: the visitor's search still offers the car.
      const replicaReads = database.replicaReads().replica;
      expect(await egeasOffered(40)).toBe(1);
      expect(database.replicaReads().replica).toBeGreaterThan(replicaReads);
      // Booking from that view: the quote is refused now, and the quote made before is refused at the hold.
      const fromStaleView = await quoteEgea(40);
      expect(fromStaleView.ok).toBe(false);
      if (!late.ok) throw new Error("quote refused");
      const second = await reserveFromQuote(
        database.db,
        { quoteId: late.quote.id, driver, billing, paymentType: "office", lang: "tr" },
        { now: NOW },
      );
      expect(second.ok ? "ok" : second.reason).toBe("noLongerAvailable");
      expect(await countOverlappingLiveHolds(database.db)).toBe(0);
    } finally {
      await admin(pair.replicaUrl, "select pg_wal_replay_resume()");
    }
    await until("the replica catches up and no longer offers the car", async () => (await egeasOffered(40)) === 0);
  });
});
