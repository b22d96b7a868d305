// A quote on an app server prices with the kept catalogue of the current public versions
// (docs/decisions/0155): the same price as read table by table, a marked change (here the pay-now
// discount and a rate) in the very next quote without any notification, and the API's idempotent
// transaction reading its pool's cache.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { ownTransaction } from "#app/server/db/reads.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { catalogueCacheEnabled, enableCatalogueCache } from "#app/server/services/catalogue-cache.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { savePayNowDiscount } from "#app/server/services/staff/prices.server.ts";
import { addUnit, at, buildFixture, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  for (let i = 0; i < 2; i++) await addUnit(db, f.clio, f.istAirport);
});
afterAll(async () => {
  await testDb?.cleanup();
});

const request = (day: number, dropoff?: number): QuoteRequest => ({
  modelId: f.clio,
  pickupOfficeId: f.istAirport,
  dropoffOfficeId: dropoff ?? f.istAirport,
  pickupAt: at(day),
  returnAt: at(day + 3),
  lang: "tr",
});

/** A quote in a transaction of the pool, as the API's idempotent call makes it. */
async function quoteInOwnedTransaction(input: QuoteRequest) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    ownTransaction(tx, db);
    expect(catalogueCacheEnabled(tx)).toBe(catalogueCacheEnabled(db));
    const result = await createQuote(tx, input, { now: NOW });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.quote;
  });
}

describe("a quote priced from the kept catalogue", () => {
  it("prices as the quote that reads every table, then follows marked changes at once", async () => {
    const fresh = [];
    for (const [day, dropoff] of [
      [5, undefined],
      [40, f.izmir],
      [200, undefined],
    ] as const) {
      const result = await createQuote(db, request(day, dropoff), { now: NOW });
      if (!result.ok) throw new Error(JSON.stringify(result));
      fresh.push(result.quote);
    }

    enableCatalogueCache(db);
    const kept = [
      await quoteInOwnedTransaction(request(5)),
      await quoteInOwnedTransaction(request(40, f.izmir)),
      await quoteInOwnedTransaction(request(200)),
    ];
    for (const [i, q] of kept.entries()) {
      expect(q.price).toEqual(fresh[i]?.price);
      expect(q.inputs).toEqual(fresh[i]?.inputs);
    }

    // A rate changed without markPublicChange is not seen yet: the catalogue is kept...
    const rate = async () => (await quoteInOwnedTransaction(request(5))).totalKurus;
    const before = await rate();
    await db.execute(sql`update daily_rates set daily_kurus = daily_kurus + 10000 where model_id = ${f.clio}`);
    expect(await rate()).toBe(before);
    // ...and a marked change is, in the next quote, on this server or any other (no notification here).
    await db.transaction((tx) => markPublicChange(tx, ["prices"]));
    expect(await rate()).toBeGreaterThan(before);

    expect(await savePayNowDiscount(db, admin, 1000)).toEqual({ ok: true });
    expect((await quoteInOwnedTransaction(request(9))).price.payNow?.basisPoints).toBe(1000);
    // The pool itself reads the same kept catalogue.
    const onPool = await createQuote(db, request(13), { now: NOW });
    expect(onPool.ok && onPool.quote.price.payNow?.basisPoints).toBe(1000);
  });
});
