// Writes sent together (decision 0183): a status row and the messages that announce it go to the
// database as one statement of data-modifying WITH clauses. Everything listed is written, a key
// already queued is still written once, and a write that fails takes the others with it: nothing
// of the statement stays, as when each would have run in the same failed transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, reservationEvents, smsOutbox } from "#app/server/db/schema.ts";
import { writeTogether } from "#app/server/db/writes.server.ts";
import { outboxRowInsert } from "#app/server/repositories/outbox.server.ts";
import { reservationEventInsert } from "#app/server/repositories/reservations.server.ts";
import { smsInsertOnce } from "#app/server/repositories/sms.server.ts";
import { smsRow } from "#app/server/sms/sms.server.ts";
import { addReservation, addUnit, at, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let f: Fixture;
let reservationId = "";

beforeAll(async () => {
  test = await withTestDatabase();
  const db = test.database.db;
  f = await resetAndBuildFixture(db);
  const unitId = await addUnit(db, f.clio, f.istAirport);
  reservationId = await addReservation(db, {
    unitId,
    modelId: f.clio,
    from: f.istAirport,
    to: f.istAirport,
    pickupAt: at(10),
    returnAt: at(12),
  });
}, 120_000);

afterAll(async () => {
  await closeTestDatabase(test);
});

const sms = (id: string) =>
  smsRow({
    dedupeKey: `confirmation:${id}`,
    kind: "confirmation",
    phone: "+90 532 000 00 01",
    lang: "tr",
    body: "Rezervasyonunuz onaylandı.",
    reservationId: id,
  });

const email = (subject: string) => ({ to: "ayse@example.com", subject, text: "Onaylandı", html: "<p>Onaylandı</p>" });

async function rowsOf(db: Db, subject: string) {
  const events = await db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, reservationId));
  const texts = await db.select().from(smsOutbox).where(eq(smsOutbox.reservationId, reservationId));
  const mails = (await db.select().from(outbox)).filter((r) => (r.payload as { subject?: string }).subject === subject);
  return { events, texts, mails };
}

describe("writes sent together", () => {
  it("writes the status row, the SMS and the e-mail; an SMS key already queued is written once", async () => {
    const db = test?.database.db as Db;
    const row = sms(reservationId);
    if (!row) throw new Error("the number is dialable");
    for (const subject of ["first", "second"]) {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await writeTogether(tx, [
          reservationEventInsert(tx, { reservationId, actor: "customer", from: null, to: "confirmed", at: NOW }),
          smsInsertOnce(tx, row, NOW),
          outboxRowInsert(tx, "email", email(subject), NOW),
        ]);
      });
    }
    const first = await rowsOf(db, "first");
    const second = await rowsOf(db, "second");
    expect(first.events.map((e) => e.toStatus)).toEqual(["confirmed", "confirmed"]);
    expect(first.texts).toHaveLength(1);
    expect(first.texts[0]).toMatchObject({ phone: "+905320000001", kind: "confirmation", status: "pending" });
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0]?.payload).toMatchObject({ to: "ayse@example.com", subject: "first" });
    expect(second.mails).toHaveLength(1);
  });

  it("fails when one of its writes is refused, and keeps none of them", async () => {
    const db = test?.database.db as Db;
    const before = await rowsOf(db, "refused");
    const failed = db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await writeTogether(tx, [
        outboxRowInsert(tx, "email", email("refused"), NOW),
        reservationEventInsert(tx, { reservationId, actor: "customer", from: null, to: "confirmed", at: NOW }),
        // No such reservation: the foreign key refuses this row, and with it the whole statement.
        reservationEventInsert(tx, {
          reservationId: "00000000-0000-4000-8000-000000000000",
          actor: "customer",
          from: null,
          to: "confirmed",
          at: NOW,
        }),
      ]);
    });
    await expect(failed).rejects.toThrow();
    const after = await rowsOf(db, "refused");
    expect(after.mails).toHaveLength(0);
    expect(after.events).toHaveLength(before.events.length);
  });

  it("runs one write on its own and nothing for none", async () => {
    const db = test?.database.db as Db;
    await writeTogether(db, []);
    await writeTogether(db, [outboxRowInsert(db, "email", email("alone"), NOW)]);
    expect((await rowsOf(db, "alone")).mails).toHaveLength(1);
  });
});
