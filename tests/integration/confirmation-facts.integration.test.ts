// The confirmation e-mail a new booking writes from what its transaction already holds (decision
// 0174) is the one the same reservation gets when everything is read from the database, as the
// payment and change services write it.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { enqueueReservationConfirmation, reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, at, billing, driver, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

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

describe("a new booking's confirmation", () => {
  for (const lang of ["tr", "en"] as const) {
    it(`${lang}: with assurance, an add-on and an extra, is the e-mail read back from the database`, async () => {
      await addUnit(db, f.clio, f.istAirport);
      const quote = await createQuote(
        db,
        {
          modelId: f.clio,
          pickupOfficeId: f.istAirport,
          dropoffOfficeId: f.istCity,
          pickupAt: at(lang === "tr" ? 50 : 60),
          returnAt: at(lang === "tr" ? 53 : 63),
          assuranceCode: "full",
          assuranceAddOnCodes: ["tyres"],
          extras: [{ code: "baby-seat", quantity: 1 }],
          lang,
        },
        { now: NOW },
      );
      if (!quote.ok) throw new Error(`quote refused: ${JSON.stringify(quote)}`);
      const booked = await reserveFromQuote(
        db,
        { quoteId: quote.quote.id, driver, billing, paymentType: "office", lang },
        { now: NOW },
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
