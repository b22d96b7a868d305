// What a booking's one transaction writes (decision 0174). A reservation number drawn twice (35
// random bits, decision 0020): the unique key refuses the second row, the car's savepoint is rolled
// back and the same car is locked and checked again, so a collision never turns the last free car
// into "no longer available". The confirmation e-mail a new booking writes from what its
// transaction already holds is the one the same reservation gets when everything is read from the
// database, as the payment and change services write it.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Numbers from "#app/domain/reservation/reservation-number.ts";
import type { RandomBytes } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, outbox, reservations } from "#app/server/db/schema.ts";
import { dropCatalogue, enableCatalogueCache } from "#app/server/services/catalogue-cache.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { enqueueReservationConfirmation, reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, at, billing, driver, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

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

afterAll(() => closeTestDatabase(test));

/** A quote and a pay-at-office booking from it, at the airport for `days` days from `day`. */
async function book(modelId: number, day: number, more: Partial<QuoteRequest> = {}, days = 2) {
  const lang = more.lang ?? "tr";
  const quote = await createQuote(
    db,
    {
      modelId,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(day),
      returnAt: at(day + days),
      lang,
      ...more,
    },
    { now: NOW },
  );
  if (!quote.ok) throw new Error(`quote refused: ${JSON.stringify(quote)}`);
  return reserveFromQuote(db, { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang }, { now: NOW });
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

describe("a new booking's confirmation", () => {
  for (const lang of ["tr", "en"] as const) {
    it(`${lang}: with assurance, an add-on and an extra, is the e-mail read back from the database`, async () => {
      await addUnit(db, f.clio, f.istAirport);
      const booked = await book(
        f.clio,
        lang === "tr" ? 50 : 60,
        {
          dropoffOfficeId: f.istCity,
          assuranceCode: "full",
          assuranceAddOnCodes: ["tyres"],
          extras: [{ code: "baby-seat", quantity: 1 }],
          lang,
        },
        3,
      );
      if (!booked.ok) throw new Error(`not booked: ${JSON.stringify(booked)}`);

      // The payment service's way: everything read from the database by the reservation's id.
      await db.transaction(async (tx) => {
        await enqueueReservationConfirmation(tx as unknown as Db, booked.reservation.id, NOW);
      });

      const mails = await db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(eq(outbox.kind, "email"))
        .orderBy(asc(outbox.id));
      const ofThis = mails
        .map((m) => m.payload as { subject: string; html: string; text: string })
        .filter((m) => m.subject.includes(booked.reservation.number));
      expect(ofThis).toHaveLength(2);
      const [written, readBack] = ofThis;
      expect(written).toEqual(readBack);
      // And it says what was booked: the package, the add-on and the extra by name.
      for (const name of lang === "tr"
        ? ["Tam Güvence", "Lastik-Cam-Far Güvencesi", "Bebek koltuğu"]
        : ["Full cover", "Tyres, Glass & Headlights", "Baby seat"]) {
        expect(written?.text).toContain(name);
      }
    });
  }
});

// Last in the file: from here on the database's catalogue is kept, as every app server keeps it.
describe("a new booking's confirmation with the catalogue kept (decision 0175)", () => {
  it("names the office's phone as it is once the office's change is announced, and the extras by name", async () => {
    enableCatalogueCache(db);
    await addUnit(db, f.clio, f.istAirport);
    await addUnit(db, f.clio, f.istAirport);
    const first = await book(f.clio, 80, { extras: [{ code: "baby-seat", quantity: 1 }] });
    if (!first.ok) throw new Error(`not booked: ${JSON.stringify(first)}`);
    await db.update(offices).set({ phone: "+90 212 999 88 77" }).where(eq(offices.id, f.istAirport));
    // What the public-change watcher does on every server when an office is saved.
    dropCatalogue(db, ["offices"]);
    const second = await book(f.clio, 80, { extras: [{ code: "baby-seat", quantity: 1 }] });
    if (!second.ok) throw new Error(`not booked: ${JSON.stringify(second)}`);
    const mails = (await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, "email"))).map(
      (m) => m.payload as { subject: string; text: string },
    );
    const [before] = mails.filter((m) => m.subject.includes(first.reservation.number));
    const [after] = mails.filter((m) => m.subject.includes(second.reservation.number));
    expect(before?.text).toContain("tel:+902120000000");
    expect(after?.text).toContain("tel:+902129998877");
    expect(after?.text).not.toContain("tel:+902120000000");
    expect(after?.text).toContain("Bebek koltuğu");
  });
});
