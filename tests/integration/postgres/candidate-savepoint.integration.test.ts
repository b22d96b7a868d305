// A booking tries each candidate car in a savepoint (decisions 0020, 0148, 0179): a car refused
// under its lock is let go at once, so another booking can take that car while this one goes on;
// the car it takes stays locked until its commit, although its savepoint is never released. Its
// first statement locks its quote and reads the model, its class and the drop-off office with it
// (decision 0180): only the quote is locked. Seen from a second connection while the booking's
// transaction is still open. PostgreSQL only
// (tests/integration/postgres/): PGlite has one connection, nobody else to ask for the lock.
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { reservations, vehicleModels } from "#app/server/db/schema.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import {
  addReservation,
  addUnit,
  at,
  billing,
  driver,
  type Fixture,
  NOW,
  resetAndBuildFixture,
} from "#tests/integration/booking-fixture.ts";
import {
  closeTestDatabase,
  ownDatabaseUrl,
  type TestDatabase,
  withTestDatabase,
} from "#tests/integration/test-database.ts";

let test: TestDatabase | undefined;
let others: Database | undefined;
let probe: pg.Client | undefined;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  f = await resetAndBuildFixture(test.database.db);
  const url = (await ownDatabaseUrl(test.database.db)) as string;
  others = await openDatabase({ url, poolSize: 1 });
  probe = new pg.Client({ connectionString: url });
  await probe.connect();
}, 120_000);

afterAll(async () => {
  await probe?.end();
  await others?.close();
  await closeTestDatabase(test);
});

/** Whether a second connection can lock the row right now (NOWAIT: 55P03 when someone holds it). */
async function lockableFromOutside(
  unitId: number | string,
  table: "units" | "quotes" | "vehicle_models" | "vehicle_classes" | "offices" = "units",
): Promise<boolean> {
  const client = probe as pg.Client;
  await client.query("begin");
  try {
    await client.query(`select id from ${table} where id = $1 for update nowait`, [unitId]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "55P03") return false;
    throw error;
  } finally {
    await client.query("rollback");
  }
}

describe("a booking's candidate cars", () => {
  it("lets go of a car refused under its lock at once and keeps the car it took locked until its commit", async () => {
    const db = test?.database.db;
    if (!db || !others) throw new Error("no database");
    const window = {
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(40),
      returnAt: at(42),
      lang: "tr" as const,
    };
    // Two Egeas at the airport, listed by id: the first is tried first.
    const first = await addUnit(db, f.egea, f.istAirport);
    const second = await addUnit(db, f.egea, f.istAirport);
    const quote = await createQuote(db, { ...window, modelId: f.egea }, { now: NOW });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const seen: { first?: boolean; second?: boolean } = {};
    const result = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      {
        now: NOW,
        // Another booking, committed on its own connection after this one listed its cars, takes
        // the first: this booking's check under the first car's lock refuses it.
        afterUnitsListed: async () => {
          await addReservation(others?.db as Database["db"], {
            unitId: first,
            modelId: f.egea,
            from: f.istAirport,
            to: f.istAirport,
            pickupAt: at(40),
            returnAt: at(42),
          });
        },
        // Still inside this booking's transaction, the second car held in its open savepoint.
        onReserved: async () => {
          seen.first = await lockableFromOutside(first);
          seen.second = await lockableFromOutside(second);
        },
      },
    );
    expect(result.ok && result.reservation.unitId).toBe(second);
    expect(seen).toEqual({ first: true, second: false });
    // Committed: the car is free to lock again, and both bookings stand.
    expect(await lockableFromOutside(second)).toBe(true);
    const held = await db
      .select({ unitId: reservations.unitId })
      .from(reservations)
      .where(and(inArray(reservations.unitId, [first, second]), eq(reservations.status, "confirmed")));
    expect(held.map((r) => r.unitId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([first, second]);
  });

  it("locks its quote and nothing else of what it reads with it: the model, its class and the drop-off office stay free", async () => {
    const db = test?.database.db;
    if (!db) throw new Error("no database");
    await addUnit(db, f.clio, f.istAirport);
    const quote = await createQuote(
      db,
      {
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(50),
        returnAt: at(52),
        modelId: f.clio,
        lang: "tr",
      },
      { now: NOW },
    );
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const [model] = await db
      .select({ classId: vehicleModels.classId })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, f.clio));
    const seen: Record<string, boolean> = {};
    const result = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      {
        now: NOW,
        afterUnitsListed: async () => {
          seen.quote = await lockableFromOutside(quote.quote.id, "quotes");
          seen.model = await lockableFromOutside(f.clio, "vehicle_models");
          seen.class = await lockableFromOutside(model?.classId ?? 0, "vehicle_classes");
          seen.office = await lockableFromOutside(f.istAirport, "offices");
        },
      },
    );
    expect(result.ok).toBe(true);
    expect(seen).toEqual({ quote: false, model: true, class: true, office: true });
  });
});
