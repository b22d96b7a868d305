// Money under double clicks, crashes and several servers (decision 0020): one live card
// attempt per reservation, a bank callback recorded and applied in one transaction, late
// approvals re-held or reversed with an e-mail, and the stale-payment check that asks the bank
// before the hold runs out, once per payment across servers. Real database, sandbox bank.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentCallbacks, payments, reservationEvents, reservations } from "#app/server/db/schema.ts";
import { type EmailMessage, smtpTransport } from "#app/server/email/message.server.ts";
import { deliverOutbox } from "#app/server/email/outbox.server.ts";
import type { PaymentGateway, ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import { handlePaymentCallback, resolveStalePayments, startCardPayment } from "#app/server/services/payments.server.ts";
import { addReservation, buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";
import {
  type PaymentWorld,
  paymentRowOf,
  pendingCardReservation,
  sandboxRoundTrip,
  sandboxWorld,
  startCardPaymentFor,
} from "#tests/support/payment-start.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const CLIENT_ID = "190100000";
/** 10:00 Istanbul on a weekday, well before the rentals start. */
const T0 = new Date("2027-03-01T07:00:00Z");
const MIN = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
/** A real SMTP peer: what the outbox delivers ends up here (envelope recipients and raw message). */
let smtp: SMTPServer | undefined;
let smtpUrl = "";
const delivered: Array<{ to: string[]; raw: string }> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        delivered.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
  // A fault switch for the crash tests: while a reservation id is in test_crash, writing its
  // history fails, as if the server died in the middle of applying a callback.
  await db.execute(sql`create table test_crash (reservation_id uuid primary key)`);
  await db.execute(sql`
    create function test_crash_fn() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_crash where reservation_id = new.reservation_id) then
        raise exception 'simulated crash';
      end if;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger test_crash_tg before insert on reservation_events
    for each row execute function test_crash_fn()`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await closeTestDatabase(test);
});

type World = PaymentWorld;

const world = (model: ThreeDSecureModel = "3d_pay", start: Date = T0): World =>
  sandboxWorld(db, PUBLIC_URL, model, start);

let day = 10;
/** A pay-now reservation holding a fresh unit for 15 minutes from `createdAt`; its own e-mail address. */
async function pendingReservation(createdAt: Date, options: { lang?: "tr" | "en"; totalKurus?: number } = {}) {
  day += 3;
  const row = await pendingCardReservation(db, f, {
    pickupAt: new Date(T0.getTime() + day * 86_400_000),
    createdAt,
    totalKurus: options.totalKurus,
    email: (number) => `driver-${number.toLowerCase()}@yolda.test`,
    lang: options.lang,
  });
  return { ...row, email: row.driver.email };
}

const startFor = (number: string, now: Date, lang: "tr" | "en" = "tr") => startCardPaymentFor(db, number, now, lang);

/** The browser's round trip: card form -> gate -> ACS code; the bank has charged when this returns. */
async function bankCallback(w: World, paymentId: string, pan = APPROVED): Promise<URLSearchParams> {
  return (await sandboxRoundTrip(db, w, paymentId, pan, PUBLIC_URL)).fields;
}

async function reservationRow(id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error("reservation");
  return row;
}

const paymentRow = (id: string) => paymentRowOf(db, id);

async function mailsTo(address: string): Promise<EmailMessage[]> {
  const rows = await db.select().from(outbox);
  return rows.map((r) => r.payload as EmailMessage).filter((m) => m.to === address);
}

async function confirmations(reservationId: string): Promise<number> {
  const rows = await db
    .select()
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservationId), eq(reservationEvents.toStatus, "confirmed")));
  return rows.length;
}

/** The real gateway, counting the status queries per order id (two servers share the counter). */
function countingQueries(gateway: PaymentGateway): { gateway: PaymentGateway; asked: Map<string, number> } {
  const asked = new Map<string, number>();
  return {
    asked,
    gateway: {
      name: gateway.name,
      model: gateway.model,
      beginCheckout: (input) => gateway.beginCheckout(input),
      verifyCallback: (posted, find) => gateway.verifyCallback(posted, find),
      instalmentCounts: (bin) => gateway.instalmentCounts(bin),
      capture: (input) => gateway.capture(input),
      void: (input) => gateway.void(input),
      refund: (input) => gateway.refund(input),
      postAuth: (input) => gateway.postAuth(input),
      async query(input) {
        asked.set(input.orderId, (asked.get(input.orderId) ?? 0) + 1);
        return gateway.query(input);
      },
    },
  };
}

describe("one live card attempt per reservation", () => {
  it("20 starts at once (a double click, retries) give one attempt, and every start gets it", async () => {
    const r = await pendingReservation(T0);
    const started = await Promise.all(
      Array.from({ length: 20 }, () =>
        startCardPayment(db, { reservationNumber: r.number, lang: "tr", ip: "10.0.0.1" }, { now: at(1) }),
      ),
    );
    const live = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, r.id), eq(payments.status, "initiated")));
    expect(live).toHaveLength(1);
    expect(started.every((s) => s.ok && s.paymentId === live[0]!.id)).toBe(true);
  });

  it("a start repeated after the payment went through returns that payment (its result page)", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    expect((await handlePaymentCallback(db, w.setup.gateway, await bankCallback(w, id), { now: at(2) })).result).toBe(
      "applied",
    );
    expect(await startFor(r.number, at(3))).toBe(id);
    expect(await db.select().from(payments).where(eq(payments.reservationId, r.id))).toHaveLength(1);
  });

  it("the database refuses a second live attempt even when application code is bypassed", async () => {
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    const first = await paymentRow(id);
    await expect(
      db.insert(payments).values({
        reservationId: r.id,
        orderId: `${r.number}-XXXXXX`,
        amountKurus: first.amountKurus,
        status: "initiated",
        model: "3d_pay",
        lang: "tr",
      }),
    ).rejects.toThrow();
  });
});

describe("bank callback: the claim and its effect commit together", () => {
  it("a crash while a callback is applied leaves nothing claimed; the repeat confirms and the charge is kept", async () => {
    const w = world();
    const flights = [];
    for (let i = 0; i < 8; i++) {
      const r = await pendingReservation(T0);
      const id = await startFor(r.number, at(1));
      w.clock.now = at(2);
      flights.push({ r, id, callback: await bankCallback(w, id) });
    }
    // The server dies in the middle of every one of them.
    for (const { r, id, callback } of flights) {
      await db.execute(sql`insert into test_crash values (${r.id})`);
      await expect(handlePaymentCallback(db, w.setup.gateway, callback, { now: at(2) })).rejects.toThrow();
      await db.execute(sql`delete from test_crash where reservation_id = ${r.id}`);
      expect(await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, id))).toHaveLength(0);
    }
    // The browser (or the bank) posts the callback again.
    for (const { id, callback } of flights) {
      expect(await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(3) })).toMatchObject({
        paymentId: id,
        result: "applied",
      });
    }
    // Long after the hold: the stale job finds nothing to undo.
    w.clock.now = at(40);
    await releaseExpiredHolds(db, at(40));
    await resolveStalePayments(db, w.setup.gateway, at(40));
    let kept = 0;
    for (const { r, id } of flights) {
      const p = await paymentRow(id);
      const ledger = await w.setup.sandbox!.ledger.get(CLIENT_ID, p.orderId);
      if (
        p.status === "approved" &&
        ledger?.status === "captured" &&
        (await reservationRow(r.id)).status === "confirmed"
      )
        kept += 1;
      expect(await mailsTo(r.email)).toHaveLength(1);
    }
    expect(kept).toBe(flights.length);
  });

  it("a callback left claimed but never applied (the state a crash left before this fix): the repeat applies it", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    const p = await paymentRow(id);
    await db.insert(paymentCallbacks).values({
      provider: "estv3",
      orderId: p.orderId,
      transactionId: `T:${callback.get("TransId")}`,
      paymentId: id,
      verdict: "approved",
      receivedAt: at(2),
    });
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(3) })).result).toBe("applied");
    expect((await reservationRow(r.id)).status).toBe("confirmed");
    expect((await paymentRow(id)).status).toBe("approved");
    expect(await mailsTo(r.email)).toHaveLength(1);
  });

  it("3d model: a crash after the bank charged but before the charge was recorded; the stale check confirms it", async () => {
    const w = world("3d");
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    const real = w.setup.gateway;
    // The bank charges, then this server is gone before it records the answer.
    let charged!: () => void;
    const bankCharged = new Promise<void>((resolve) => (charged = resolve));
    const dying: PaymentGateway = {
      name: real.name,
      model: real.model,
      beginCheckout: (input) => real.beginCheckout(input),
      verifyCallback: (posted, find) => real.verifyCallback(posted, find),
      instalmentCounts: (bin) => real.instalmentCounts(bin),
      async capture(input) {
        await real.capture(input);
        charged();
        return new Promise(() => {});
      },
      void: (input) => real.void(input),
      refund: (input) => real.refund(input),
      postAuth: (input) => real.postAuth(input),
      query: (input) => real.query(input),
    };
    const handling = handlePaymentCallback(db, dying, callback, { now: at(2) });
    const orderId = (await paymentRow(id)).orderId;
    await Promise.race([bankCharged, handling.then(() => Promise.reject(new Error("ended without a charge")))]);
    expect((await w.setup.sandbox!.ledger.get(CLIENT_ID, orderId))?.status).toBe("captured");
    expect((await paymentRow(id)).status).toBe("initiated");
    // The browser's repeat finds the authentication already claimed and changes nothing.
    expect(await handlePaymentCallback(db, real, callback, { now: at(3) })).toMatchObject({
      result: "repeated",
      stored: "pending",
    });
    w.clock.now = at(12);
    expect((await resolveStalePayments(db, real, at(12))).approved).toBe(1);
    expect((await paymentRow(id)).status).toBe("approved");
    expect((await reservationRow(r.id)).status).toBe("confirmed");
    expect(await mailsTo(r.email)).toHaveLength(1);
  });

  it("20 identical callbacks at once: applied once, confirmed once, one e-mail; repeats answer the stored outcome", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    const callback = await bankCallback(w, id);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(callback), { now: at(2) }),
      ),
    );
    expect(outcomes.filter((o) => o.result === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === "repeated")).toHaveLength(19);
    expect(outcomes.every((o) => o.paymentId === id)).toBe(true);
    expect(await confirmations(r.id)).toBe(1);
    expect(await mailsTo(r.email)).toHaveLength(1);
    expect((await paymentRow(id)).status).toBe("approved");
    const stored = await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.result).toBe("applied");
    expect(
      await handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(callback), { now: at(5) }),
    ).toMatchObject({ paymentId: id, result: "repeated", stored: "applied" });
  });
});

describe("approved money is never silently lost", () => {
  it("an approval after the hold was released re-holds the same unit when it is still free", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    expect(await releaseExpiredHolds(db, at(16))).toBeGreaterThanOrEqual(1);
    expect((await reservationRow(r.id)).status).toBe("expired");
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(16) })).result).toBe("applied");
    const after = await reservationRow(r.id);
    expect(after).toMatchObject({ status: "confirmed", unitId: r.unitId });
    expect((await paymentRow(id)).status).toBe("approved");
    const mails = await mailsTo(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(r.number);
  });

  it("when the unit was taken meanwhile, the charge is voided and the customer told in English", async () => {
    const w = world();
    const r = await pendingReservation(T0, { lang: "en", totalKurus: 123_456 });
    const id = await startFor(r.number, at(1), "en");
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    await releaseExpiredHolds(db, at(16));
    await addReservation(db, {
      unitId: r.unitId,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
    });
    w.clock.now = at(17);
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(17) })).result).toBe("reversed");
    expect((await reservationRow(r.id)).status).toBe("expired");
    const p = await paymentRow(id);
    expect(p.status).toBe("voided");
    expect((await w.setup.sandbox!.ledger.get(CLIENT_ID, p.orderId))?.status).toBe("voided");
    const mails = await mailsTo(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(r.number);
    expect(mails[0]!.text).toContain("1,234.56");
    expect(mails[0]!.text).toContain("435508******4358");
    expect(mails[0]!.text).toMatch(/cancel|refund/i);
    // The outbox delivers it to the customer's mail server.
    const transport = smtpTransport(smtpUrl);
    await deliverOutbox(db, transport, at(18));
    transport.close?.();
    const got = delivered.filter((d) => d.to.includes(r.email));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toContain(`${r.number}: your card payment of 1,234.56 TL is being refunded`);
  });

  it("when the unit was taken meanwhile, a Turkish customer is told in Turkish", async () => {
    const w = world();
    const r = await pendingReservation(T0, { lang: "tr", totalKurus: 123_456 });
    const id = await startFor(r.number, at(1), "tr");
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    await releaseExpiredHolds(db, at(16));
    await addReservation(db, {
      unitId: r.unitId,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
    });
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(17) })).result).toBe("reversed");
    const mails = await mailsTo(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("1.234,56");
    expect(mails[0]!.text).toMatch(/iptal|iade/);
  });
  it("a second charge for a reservation another attempt already paid is returned, with an e-mail", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const first = await startFor(r.number, at(1));
    w.clock.now = at(2);
    const firstCallback = await bankCallback(w, first);
    // The first attempt was given up (its callback lost), the customer paid again.
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, first));
    const second = await startFor(r.number, at(3));
    expect(second).not.toBe(first);
    w.clock.now = at(3);
    expect(
      (await handlePaymentCallback(db, w.setup.gateway, await bankCallback(w, second), { now: at(3) })).result,
    ).toBe("applied");
    expect((await handlePaymentCallback(db, w.setup.gateway, firstCallback, { now: at(4) })).result).toBe("reversed");
    expect((await paymentRow(first)).status).toBe("voided");
    expect((await paymentRow(second)).status).toBe("approved");
    expect((await reservationRow(r.id)).status).toBe("confirmed");
    const mails = await mailsTo(r.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => /zaten ödenmişti/.test(m.text))).toBe(true);
  });

  it("a crash after a reversal was decided but before the bank heard of it: the stale check finishes it", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    const callback = await bankCallback(w, id);
    await releaseExpiredHolds(db, at(16));
    await addReservation(db, {
      unitId: r.unitId,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
    });
    // The bank never answers the void: the server is gone before it could.
    let voidAsked!: () => void;
    const bankAskedToVoid = new Promise<void>((resolve) => (voidAsked = resolve));
    const hung: PaymentGateway = {
      ...w.setup.gateway,
      name: w.setup.gateway.name,
      model: w.setup.gateway.model,
      beginCheckout: (input) => w.setup.gateway.beginCheckout(input),
      verifyCallback: (posted, find) => w.setup.gateway.verifyCallback(posted, find),
      instalmentCounts: (bin) => w.setup.gateway.instalmentCounts(bin),
      capture: (input) => w.setup.gateway.capture(input),
      query: (input) => w.setup.gateway.query(input),
      void: () => {
        voidAsked();
        return new Promise(() => {});
      },
      refund: () => new Promise(() => {}),
    };
    const handling = handlePaymentCallback(db, hung, callback, { now: at(17) });
    // The reversal is recorded before the bank is asked to void.
    await Promise.race([bankAskedToVoid, handling.then(() => Promise.reject(new Error("ended without a void")))]);
    expect(await paymentRow(id)).toMatchObject({ status: "approved", reversal: "hold_expired" });
    expect(await mailsTo(r.email)).toHaveLength(1);
    w.clock.now = at(28);
    const report = await resolveStalePayments(db, w.setup.gateway, at(28));
    expect(report.reversed).toBe(1);
    const p = await paymentRow(id);
    expect(p.status).toBe("voided");
    expect((await w.setup.sandbox!.ledger.get(CLIENT_ID, p.orderId))?.status).toBe("voided");
    expect(await mailsTo(r.email)).toHaveLength(1);
    // Settled: nothing more to ask.
    expect((await resolveStalePayments(db, w.setup.gateway, at(40))).reversed).toBe(0);
  });
});

describe("stale payments", () => {
  it("asks the bank before the hold runs out and confirms the approval it finds", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    w.clock.now = at(2);
    // Charged at the bank; the browser never came back with the callback.
    await bankCallback(w, id);
    w.clock.now = at(12);
    const report = await resolveStalePayments(db, w.setup.gateway, at(12));
    expect(report.approved).toBeGreaterThanOrEqual(1);
    expect((await reservationRow(r.id)).status).toBe("confirmed");
    expect((await paymentRow(id)).status).toBe("approved");
    expect(await mailsTo(r.email)).toHaveLength(1);
  });

  it("does not give up on an attempt the bank has not seen while its hold still runs", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, at(1));
    await resolveStalePayments(db, w.setup.gateway, at(12));
    expect((await paymentRow(id)).status).toBe("initiated");
    // The customer pays at minute 13: accepted.
    w.clock.now = at(13);
    const callback = await bankCallback(w, id);
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(13) })).result).toBe("applied");
    expect((await reservationRow(r.id)).status).toBe("confirmed");
  });

  it("three servers running the job at once ask the bank once per payment", async () => {
    const w = world();
    const flights = [];
    for (let i = 0; i < 6; i++) {
      const r = await pendingReservation(T0);
      const id = await startFor(r.number, at(1));
      w.clock.now = at(2);
      await bankCallback(w, id);
      flights.push({ r, id, orderId: (await paymentRow(id)).orderId });
    }
    w.clock.now = at(12);
    const counting = countingQueries(w.setup.gateway);
    await Promise.all([1, 2, 3].map(() => resolveStalePayments(db, counting.gateway, at(12))));
    for (const { r, id, orderId } of flights) {
      expect(counting.asked.get(orderId)).toBe(1);
      expect((await paymentRow(id)).status).toBe("approved");
      expect(await confirmations(r.id)).toBe(1);
      expect(await mailsTo(r.email)).toHaveLength(1);
    }
  });

  it("the hold-release job racing an approval (and a booking for the unit) never leaves a charge silently voided", async () => {
    const w = world();
    const trials = [];
    for (let i = 0; i < 10; i++) {
      const r = await pendingReservation(T0);
      const id = await startFor(r.number, at(1));
      w.clock.now = at(2);
      const callback = await bankCallback(w, id);
      trials.push({ r, id, callback });
    }
    // The hold runs out at minute 15: the release job, the approval (callback or stale job) and,
    // for half of them, another customer's booking of the same unit all arrive at that instant.
    const edge = at(15);
    w.clock.now = edge;
    const taker = (r: { unitId: number; pickupAt: Date; returnAt: Date }) =>
      addReservation(db, {
        unitId: r.unitId,
        modelId: f.clio,
        from: f.istAirport,
        to: f.istAirport,
        pickupAt: r.pickupAt,
        returnAt: r.returnAt,
      }).catch(() => null);
    await Promise.all(
      trials.map(({ r, callback }, i) =>
        Promise.all([
          releaseExpiredHolds(db, edge),
          i % 2 === 0
            ? handlePaymentCallback(db, w.setup.gateway, callback, { now: edge })
            : resolveStalePayments(db, w.setup.gateway, edge),
          i % 4 < 2 ? taker(r) : Promise.resolve(null),
        ]),
      ),
    );
    // Whatever is still open is settled by a later repeat of the callback or the job.
    w.clock.now = at(30);
    for (const { callback } of trials) await handlePaymentCallback(db, w.setup.gateway, callback, { now: at(30) });
    await resolveStalePayments(db, w.setup.gateway, at(30));
    const lost: string[] = [];
    for (const { r, id } of trials) {
      const p = await paymentRow(id);
      const status = (await reservationRow(r.id)).status;
      const ledger = await w.setup.sandbox!.ledger.get(CLIENT_ID, p.orderId);
      const mails = await mailsTo(r.email);
      const confirmedAndKept = p.status === "approved" && status === "confirmed" && ledger?.status === "captured";
      const reversedAndTold =
        (p.status === "voided" || p.status === "refunded") &&
        status !== "confirmed" &&
        ledger?.status !== "captured" &&
        mails.length === 1 &&
        /iade/.test(mails[0]!.subject);
      if (!confirmedAndKept && !reversedAndTold) lost.push(`${p.status}/${status}/${ledger?.status}/${mails.length}`);
    }
    expect(lost).toEqual([]);
  });
});
