// Inside a transaction (one client) reads go one after another; on the pool they may run together
// (app/server/db/reads.server.ts). On PostgreSQL, node-postgres queues a query sent while its client
// runs another and deprecates it: these helpers, called in transactions, once sent theirs together.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { checkCancelAtOnce } from "#app/server/services/cancel-at-once.server.ts";
import { balanceOf } from "#app/server/services/payment-references.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { searchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { closeTillDay, financeView } from "#app/server/services/staff/finance.server.ts";
import { addUnit, buildFixture, type Fixture, insertReservationRow } from "#tests/integration/booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";
import { watchQueuedQueries } from "#tests/support/queued-queries.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let watch: ReturnType<typeof watchQueuedQueries>;
const T0 = new Date("2027-05-03T07:00:00Z");
const DAY = 86_400_000;
const finance: StaffActor = { id: "s-fin", name: "Fin", email: "f@yolda.test", role: "finance", officeIds: [] };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
});
afterAll(() => closeTestDatabase(testDb));
beforeEach(() => {
  watch = watchQueuedQueries();
});
afterEach(() => watch.stop());

const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction(async (tx) => work(tx as unknown as Db));

async function reservation() {
  const unitId = await addUnit(db, f.clio, f.istAirport);
  const pickupAt = new Date(T0.getTime() + 20 * DAY);
  return insertReservationRow(db, f, {
    unitId,
    pickupAt,
    returnAt: new Date(pickupAt.getTime() + 2 * DAY),
    status: "confirmed",
    paymentType: "card",
    totalKurus: 300_000,
  });
}

describe("reads inside a transaction go one at a time", () => {
  it("the end-of-day close reads the day's money in turn", async () => {
    const closed = await closeTillDay(db, finance, {
      officeId: f.istAirport,
      date: "2027-05-02",
      countedKurus: 0,
      reason: "",
      now: T0,
      today: "2027-05-03",
    });
    expect(closed).toMatchObject({ ok: true, repeated: false });
    expect(watch.queued).toEqual([]);
  });

  it("a reservation's balance and the cancel-at-once check under the reservation's lock", async () => {
    const r = await reservation();
    const balance = await inTransaction((tx) => balanceOf(tx, r));
    expect(balance).toBeDefined();
    const check = await inTransaction((tx) => checkCancelAtOnce(tx, r, "tr", T0));
    expect(check.decision).toBeDefined();
    expect(watch.queued).toEqual([]);
  });

  it("a quote priced inside a change's transaction", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const pickupAt = new Date(T0.getTime() + 30 * DAY);
    const quote = await inTransaction((tx) =>
      createQuote(
        tx,
        {
          pickupOfficeId: f.istAirport,
          dropoffOfficeId: f.istAirport,
          pickupAt,
          returnAt: new Date(pickupAt.getTime() + 3 * DAY),
          modelId: f.clio,
          lang: "tr",
        },
        { now: T0 },
      ),
    );
    expect(quote.ok).toBe(true);
    expect(watch.queued).toEqual([]);
  });

  it("views that used Promise.all read in turn when handed a transaction (the lint rule keeps it so)", async () => {
    await inTransaction((tx) => financeView(tx, finance, { lang: "tr", today: "2027-05-03", sandboxBank: false }));
    await inTransaction((tx) => searchCatalogue(tx, T0));
    expect(watch.queued).toEqual([]);
  });

  it("the watch sees reads sent together on one client (it can fail)", async () => {
    await inTransaction(async (tx) => {
      await Promise.all([tx.execute("select 1"), tx.execute("select 2")]);
    });
    expect(watch.queued).toHaveLength(1);
  });
});
