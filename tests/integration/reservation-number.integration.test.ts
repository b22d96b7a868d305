// A reservation number drawn twice (35 random bits, decision 0020): the booking keeps its car and
// takes another number. The unique key refuses the second row; the savepoint of that car is rolled
// back and the same car is locked and checked again (decision 0174), so a collision never turns
// the last free car into "no longer available".
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Numbers from "#app/domain/reservation/reservation-number.ts";
import type { RandomBytes } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { reservations } from "#app/server/db/schema.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, at, billing, driver, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

/** Numbers the next draws return, in order, before the real generator takes over again. */
const forced: string[] = [];
vi.mock("#app/domain/reservation/reservation-number.ts", async (original) => {
  const real = await original<typeof Numbers>();
  return {
    ...real,
    generateReservationNumber: (random: RandomBytes) => forced.shift() ?? real.generateReservationNumber(random),
  };
});

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await resetAndBuildFixture(db);
});

afterAll(async () => {
  await test?.cleanup();
});

async function book(modelId: number, day: number) {
  const quote = await createQuote(
    db,
    {
      modelId,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(day),
      returnAt: at(day + 2),
      lang: "tr",
    },
    { now: NOW },
  );
  if (!quote.ok) throw new Error(`quote refused: ${JSON.stringify(quote)}`);
  return reserveFromQuote(
    db,
    { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang: "tr" },
    { now: NOW },
  );
}

describe("a reservation number drawn twice", () => {
  it("books the last free car with the next number instead of giving the car up", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const first = await book(f.clio, 40);
    if (!first.ok) throw new Error(JSON.stringify(first));
    // The only Egea: a collision that gave the car up would leave nothing to book.
    const onlyCar = await addUnit(db, f.egea, f.istAirport);
    forced.push(first.reservation.number, first.reservation.number);

    const second = await book(f.egea, 40);

    expect(forced).toEqual([]);
    if (!second.ok) throw new Error(`not booked: ${JSON.stringify(second)}`);
    expect(second.reservation.unitId).toBe(onlyCar);
    expect(second.reservation.number).not.toBe(first.reservation.number);
    const rows = await db
      .select({ number: reservations.number, unitId: reservations.unitId })
      .from(reservations)
      .where(eq(reservations.modelId, f.egea));
    expect(rows).toEqual([{ number: second.reservation.number, unitId: onlyCar }]);
  });
});
