// Card payments against a real database and the sandbox bank (in-process, on the same database):
// the callback is verified and applied once, late approvals are reversed, 3d provisioning, stuck
// attempts, refunds, payment references, and no card data anywhere in the database.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentCallbacks, reservationEvents, reservations } from "#app/server/db/schema.ts";
import { ver3Hash } from "#app/server/payments/estv3-hash.server.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import { type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import { listPaymentEvents } from "#app/server/repositories/payments.server.ts";
import {
  countReferenceAttempt,
  issuePaymentReference,
  lookupPaymentReference,
  startReferencePayment,
} from "#app/server/services/payment-references.server.ts";
import {
  handlePaymentCallback,
  paymentResult,
  refundPayment,
  resolveStalePayments,
  type PaymentLog,
} from "#app/server/services/payments.server.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";
import {
  type Clock,
  paymentRowOf,
  pendingCardReservation,
  sandboxRoundTrip,
  sandboxWorld,
  startCardPaymentFor,
} from "#tests/support/payment-start.ts";

const APPROVED = "4355084355084358";
const DECLINED = "4355080000005053";
const INSUFFICIENT = "4355080000005152";
const CARDS = [APPROVED, DECLINED, INSUFFICIENT, "5406675406675403"];
const STORE_KEY = "SANDBOX-STORE-KEY-123456";
const PUBLIC_URL = "http://127.0.0.1:3000";
/** 10:00 Istanbul on a weekday, well before the rentals start. */
const T0 = new Date("2027-03-01T07:00:00Z");
const MIN = 60_000;

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
});
afterAll(() => closeTestDatabase(test));

const world = (model: ThreeDSecureModel = "3d_pay", start: Date = T0) => sandboxWorld(db, PUBLIC_URL, model, start);

function recordingLog(): PaymentLog & { lines: Array<{ level: string; obj: object; msg: string }> } {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => lines.push({ level: "error", obj, msg }),
  };
}

let day = 10;
/** A pay-now reservation holding a fresh unit for 15 minutes from `createdAt`. */
function pendingReservation(createdAt: Date, totalKurus?: number) {
  day += 3;
  return pendingCardReservation(db, f, { pickupAt: new Date(T0.getTime() + day * 86_400_000), createdAt, totalKurus });
}

const startFor = (number: string, now: Date) => startCardPaymentFor(db, number, now);

/** The browser's round trip: card form -> gate -> ACS code -> the callback fields it auto-posts. */
async function bankCallback(
  w: { setup: PaymentSetup; clock: Clock },
  paymentId: string,
  pan: string,
): Promise<URLSearchParams> {
  const done = await sandboxRoundTrip(db, w, paymentId, pan, PUBLIC_URL);
  expect(done.action).toMatch(new RegExp(`^${PUBLIC_URL}(/en)?/odemecallback$`));
  return done.fields;
}

async function statusOf(reservationId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  return row?.status;
}

const paymentRow = (id: string) => paymentRowOf(db, id);

async function confirmations(reservationId: string): Promise<number> {
  const rows = await db
    .select()
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservationId), eq(reservationEvents.toStatus, "confirmed")));
  return rows.length;
}

describe("card payment callback", () => {
  it("approves, confirms the reservation and queues the confirmation e-mail", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    // Starting again reuses the open attempt instead of piling up order ids.
    expect(await startFor(r.number, T0)).toBe(id);
    const callback = await bankCallback(w, id, APPROVED);
    const outcome = await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now });
    expect(outcome).toEqual({ paymentId: id, result: "applied" });
    expect(await statusOf(r.id)).toBe("confirmed");
    const p = await paymentRow(id);
    expect(p.status).toBe("approved");
    expect(p.maskedPan).toBe("435508******4358");
    expect(p.authCode).toMatch(/^P\d{5}$/);
    expect(p.procReturnCode).toBe("00");
    const mails = await db.select().from(outbox);
    expect(mails.some((m) => JSON.stringify(m.payload).includes(r.number))).toBe(true);
    expect((await paymentResult(db, id))?.outcome).toBe("approved");
  });

  it("refuses a callback with one changed field, logs only the order id, then accepts the genuine one", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const genuine = await bankCallback(w, id, APPROVED);
    const log = recordingLog();
    for (const [name, value] of [
      ["AuthCode", "P99999"],
      ["Response", "Approved "],
      ["MaskedPan", "435508******0000"],
      ["mdStatus", "2"],
    ] as const) {
      const forged = new URLSearchParams(genuine);
      forged.set(name, value);
      expect(await handlePaymentCallback(db, w.setup.gateway, forged, { now: w.clock.now, log })).toEqual({
        paymentId: id,
        result: "refused",
      });
    }
    expect(await statusOf(r.id)).toBe("pending_payment");
    expect((await paymentRow(id)).status).toBe("initiated");
    expect(await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, id))).toHaveLength(0);
    expect(log.lines).toHaveLength(4);
    for (const line of log.lines) {
      expect(line.level).toBe("warn");
      expect(Object.keys(line.obj).sort()).toEqual(["orderId", "reason"]);
      expect(line.obj).toMatchObject({ orderId: (await paymentRow(id)).orderId, reason: "hash" });
    }
    expect((await handlePaymentCallback(db, w.setup.gateway, genuine, { now: w.clock.now })).result).toBe("applied");
    expect(await statusOf(r.id)).toBe("confirmed");
  });

  it("confirms once when the same approved callback is posted twice", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const callback = await bankCallback(w, id, APPROVED);
    const mailsBefore = (await db.select().from(outbox)).length;
    const first = await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now });
    const second = await handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(callback), {
      now: new Date(w.clock.now.getTime() + MIN),
    });
    expect(first.result).toBe("applied");
    expect(second).toEqual({ paymentId: id, result: "repeated", stored: "applied" });
    expect(await confirmations(r.id)).toBe(1);
    expect((await db.select().from(outbox)).length).toBe(mailsBefore + 1);
    const events = await listPaymentEvents(db, id);
    expect(events.filter((e) => e.kind === "approved")).toHaveLength(1);
  });

  it("refuses a changed amount, even one the bank's key signed", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const genuine = await bankCallback(w, id, APPROVED);
    const log = recordingLog();
    const tampered = new URLSearchParams(genuine);
    tampered.set("amount", "1.00");
    expect((await handlePaymentCallback(db, w.setup.gateway, tampered, { now: w.clock.now, log })).result).toBe(
      "refused",
    );
    // A callback correctly signed for another amount (another payment of the store) is no proof for this one.
    const resigned = [...tampered.entries()].filter(([name]) => name !== "HASH");
    resigned.push(["HASH", ver3Hash(resigned, STORE_KEY, "callback")]);
    expect(
      (await handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(resigned), { now: w.clock.now, log }))
        .result,
    ).toBe("refused");
    expect(log.lines.map((l) => (l.obj as { reason: string }).reason)).toEqual(["hash", "amount"]);
    expect(await statusOf(r.id)).toBe("pending_payment");
    expect((await paymentRow(id)).status).toBe("initiated");
  });

  it("refuses a 'charged' callback re-signed with the store key for an order the bank never charged", async () => {
    // The sandbox's store key is public: anyone can sign a callback. The bank's own record decides.
    const w = world();
    const paid = await pendingReservation(T0);
    const genuine = await bankCallback(w, await startFor(paid.number, T0), APPROVED);
    const unpaid = await pendingReservation(T0);
    const unpaidId = await startFor(unpaid.number, T0);
    const target = await paymentRow(unpaidId);
    const forged = [...genuine.entries()]
      .filter(([name]) => name !== "HASH")
      .map(([name, value]): [string, string] =>
        name === "oid" || name === "ReturnOid"
          ? [name, target.orderId]
          : name === "amount"
            ? [name, (target.amountKurus / 100).toFixed(2)]
            : [name, value],
      );
    forged.push(["HASH", ver3Hash(forged, STORE_KEY, "callback")]);
    expect(
      (await handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(forged), { now: w.clock.now })).result,
    ).toBe("refused");
    expect(await statusOf(unpaid.id)).toBe("pending_payment");
    expect((await paymentRow(unpaidId)).status).toBe("initiated");
    // The genuine callback of the paid one still confirms it.
    expect((await handlePaymentCallback(db, w.setup.gateway, genuine, { now: w.clock.now })).result).toBe("applied");
  });

  it("declines: the payment is declined with the bank's code and the unit is released", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const callback = await bankCallback(w, id, INSUFFICIENT);
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now })).result).toBe("applied");
    const p = await paymentRow(id);
    expect(p.status).toBe("declined");
    expect(p.procReturnCode).toBe("51");
    expect(await statusOf(r.id)).toBe("payment_failed");
    expect((await paymentResult(db, id))?.outcome).toBe("rejected");
  });

  it("refunds a late approval after the unit was taken; the sandbox ledger shows the credit", async () => {
    // 23:50 Istanbul: the hold runs to 00:05; the callback arrives at 00:10, the next business day,
    // when a void is no longer possible and the charge must be credited back.
    const start = new Date("2027-03-02T20:50:00Z");
    const w = world("3d_pay", start);
    const r = await pendingReservation(start);
    const id = await startFor(r.number, start);
    w.clock.now = new Date(start.getTime() + 2 * MIN);
    const callback = await bankCallback(w, id, APPROVED);

    const late = new Date(start.getTime() + 20 * MIN);
    w.clock.now = late;
    await releaseExpiredHolds(db, late);
    expect(await statusOf(r.id)).toBe("expired");
    const taker = await db
      .insert(reservations)
      .values({
        ...(await db.select().from(reservations).where(eq(reservations.id, r.id)))[0]!,
        id: undefined,
        number: generateReservationNumber((n) => randomBytes(n)),
        status: "confirmed",
        paymentType: "office",
        holdExpiresAt: null,
      })
      .returning({ id: reservations.id });
    expect(taker).toHaveLength(1);

    const log = recordingLog();
    const outcome = await handlePaymentCallback(db, w.setup.gateway, callback, { now: late, log });
    expect(outcome.result).toBe("reversed");
    expect(await statusOf(r.id)).toBe("expired");
    const p = await paymentRow(id);
    expect(p.status).toBe("refunded");
    expect(p.refundedKurus).toBe(345_650);
    expect(p.reversal).toBe("hold_expired");
    const ledger = await w.setup.sandbox!.ledger.get("190100000", p.orderId);
    expect(ledger?.refundedKurus).toBe(345_650);
    expect(ledger?.movements.map((m) => [m.type, m.amountKurus])).toEqual([
      ["Auth", 345_650],
      ["Credit", 345_650],
    ]);
    const kinds = (await listPaymentEvents(db, id)).map((e) => `${e.kind}:${e.toStatus}`);
    expect(kinds).toEqual(["initiated:initiated", "approved:approved", "refunded:refunded"]);
    const view = await paymentResult(db, id);
    expect(view).toMatchObject({ outcome: "reversed", reversalDone: true });
    // A repeat of the same late callback changes nothing more.
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: late })).result).toBe("repeated");
    expect((await w.setup.sandbox!.ledger.get("190100000", p.orderId))?.movements).toHaveLength(2);
  });

  it("voids a late approval on the same day when the unit was taken meanwhile", async () => {
    const w = world();
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const callback = await bankCallback(w, id, APPROVED);
    const late = new Date(T0.getTime() + 16 * MIN);
    await releaseExpiredHolds(db, late);
    await db.insert(reservations).values({
      ...(await db.select().from(reservations).where(eq(reservations.id, r.id)))[0]!,
      id: undefined,
      number: generateReservationNumber((n) => randomBytes(n)),
      status: "confirmed",
      paymentType: "office",
      holdExpiresAt: null,
    });
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: late })).result).toBe("reversed");
    const p = await paymentRow(id);
    expect(p.status).toBe("voided");
    expect((await w.setup.sandbox!.ledger.get("190100000", p.orderId))?.status).toBe("voided");
    expect(await statusOf(r.id)).toBe("expired");
  });

  it("provisions a 3d-model payment through the XML API", async () => {
    const w = world("3d");
    const r = await pendingReservation(T0);
    const id = await startFor(r.number, T0);
    const callback = await bankCallback(w, id, APPROVED);
    expect(callback.get("storetype")).toBe("3d");
    expect(callback.get("Response")).toBeNull();
    // Authenticated only: nothing is charged until we provision.
    expect(await w.setup.sandbox!.ledger.get("190100000", callback.get("oid")!)).toBeUndefined();
    const outcome = await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now, ip: "10.0.0.9" });
    expect(outcome.result).toBe("applied");
    const p = await paymentRow(id);
    expect(p).toMatchObject({ status: "approved", model: "3d", maskedPan: "435508******4358", procReturnCode: "00" });
    const ledger = await w.setup.sandbox!.ledger.get("190100000", p.orderId);
    expect(ledger).toMatchObject({ status: "captured", capturedKurus: 345_650, transId: p.transId });
    expect(await statusOf(r.id)).toBe("confirmed");
    expect((await listPaymentEvents(db, id)).map((e) => e.kind)).toEqual(["initiated", "authenticated", "approved"]);
    // The md can be used once: a replay neither charges twice nor confirms twice.
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now })).result).toBe("repeated");
    expect(await confirmations(r.id)).toBe(1);
  });
});

describe("money safety", () => {
  it("resolves stuck attempts by asking the bank", async () => {
    const w = world();
    // Charged at the bank, but the browser never came back with the callback.
    const charged = await pendingReservation(T0);
    const chargedId = await startFor(charged.number, T0);
    await bankCallback(w, chargedId, APPROVED);
    // Never got to the bank at all.
    const abandoned = await pendingReservation(T0);
    const abandonedId = await startFor(abandoned.number, T0);

    expect((await resolveStalePayments(db, w.setup.gateway, new Date(T0.getTime() + 10 * MIN))).checked).toBe(0);
    const later = new Date(T0.getTime() + 21 * MIN);
    w.clock.now = later;
    const report = await resolveStalePayments(db, w.setup.gateway, later);
    // Earlier tests' refused callbacks left charged attempts behind: the job settles those too.
    expect(report.approved).toBeGreaterThanOrEqual(1);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(report.unresolved).toBe(0);
    // The hold (15 min) has run out by then, but the same unit is still free: it is held again.
    const p = await paymentRow(chargedId);
    expect(p.status).toBe("approved");
    expect(p.reversal).toBeNull();
    expect((await w.setup.sandbox!.ledger.get("190100000", p.orderId))?.status).toBe("captured");
    expect((await paymentRow(abandonedId)).status).toBe("expired");
    expect(await statusOf(charged.id)).toBe("confirmed");
    expect((await listPaymentEvents(db, chargedId)).map((e) => `${e.actor}:${e.kind}`)).toEqual([
      "customer:initiated",
      "system:approved",
    ]);
    // Nothing left to ask about.
    expect((await resolveStalePayments(db, w.setup.gateway, later)).checked).toBe(0);
  });

  it("refunds never exceed what was captured and a repeated key acts once", async () => {
    const w = world();
    const r = await pendingReservation(T0, 100_000);
    const id = await startFor(r.number, T0);
    await handlePaymentCallback(db, w.setup.gateway, await bankCallback(w, id, APPROVED), { now: w.clock.now });
    const refund = (amountKurus: number, key: string) =>
      refundPayment(
        db,
        w.setup.gateway,
        { paymentId: id, amountKurus, actor: "staff:7", reason: "cancellation", idempotencyKey: key },
        { now: w.clock.now },
      );
    expect(await refund(30_000, "c-1")).toEqual({ ok: true, refundedKurus: 30_000, status: "partially_refunded" });
    expect(await refund(30_000, "c-1")).toEqual({ ok: true, refundedKurus: 30_000, status: "partially_refunded" });
    expect(await refund(70_001, "c-2")).toEqual({ ok: false, reason: "exceedsRefundable" });
    expect(await refund(70_000, "c-3")).toEqual({ ok: true, refundedKurus: 100_000, status: "refunded" });
    expect(await refund(1, "c-4")).toEqual({ ok: false, reason: "notRefundable" });
    const p = await paymentRow(id);
    expect(p).toMatchObject({ status: "refunded", refundedKurus: 100_000, refundPendingKurus: 0 });
    const ledger = await w.setup.sandbox!.ledger.get("190100000", p.orderId);
    expect(ledger?.refundedKurus).toBe(100_000);
    expect(ledger?.movements.filter((m) => m.type === "Credit")).toHaveLength(2);
    const staffEvents = (await listPaymentEvents(db, id)).filter((e) => e.actor === "staff:7").map((e) => e.kind);
    expect(staffEvents).toEqual(["refund_requested", "refunded", "refund_requested", "refunded"]);
  });
});

describe("payment references (/sanal-odeme)", () => {
  it("issues a reference the customer pays by card; the reference is then paid", async () => {
    const w = world();
    const r = await pendingReservation(T0, 75_000);
    // A pay-at-office reservation owes its total: the reference is for exactly that.
    await db
      .update(reservations)
      .set({ status: "confirmed", paymentType: "office", holdExpiresAt: null })
      .where(eq(reservations.id, r.id));
    expect(
      await issuePaymentReference(db, { reservationNumber: "YLD-0000000", description: "x" }, { now: T0 }),
    ).toEqual({ ok: false, reason: "reservationNotFound" });
    const issued = await issuePaymentReference(
      db,
      { reservationNumber: r.number, description: "Süre uzatma: 1 gün" },
      { now: T0 },
    );
    if (!issued.ok) throw new Error(issued.reason);
    expect(issued.reference.number).toMatch(/^REF-[0-9A-Z]{8}$/);
    expect(await lookupPaymentReference(db, issued.reference.number.toLowerCase(), T0)).toMatchObject({
      reservationNumber: r.number,
      amountKurus: 75_000,
      // The customer reads who is paid and for which reservation, never a clerk's note (decision 0074).
      description: `Yolda · ${r.number}`,
      state: "open",
    });
    const started = await startReferencePayment(
      db,
      { referenceNumber: issued.reference.number, lang: "en", ip: "10.0.0.2" },
      { now: T0 },
    );
    if (!started.ok) throw new Error(started.reason);
    const callback = await bankCallback(w, started.paymentId, APPROVED);
    expect(callback.get("lang")).toBe("en");
    expect((await handlePaymentCallback(db, w.setup.gateway, callback, { now: w.clock.now })).result).toBe("applied");
    expect((await lookupPaymentReference(db, issued.reference.number, T0))?.state).toBe("paid");
    expect(
      await startReferencePayment(db, { referenceNumber: issued.reference.number, lang: "tr", ip: "" }, { now: T0 }),
    ).toEqual({ ok: false, reason: "paid" });
    expect(await paymentResult(db, started.paymentId)).toMatchObject({
      outcome: "approved",
      referenceNumber: issued.reference.number,
      reservationNumber: r.number,
    });
  });

  it("lets one address look references up only so often, then says how long to wait", async () => {
    const env = {
      APP_ENV: "test",
      SESSION_SECRET: "integration-secret-integration-secret-0123",
      FORM_RATE_LIMIT_IP: 3,
      FORM_RATE_LIMIT_TARGET: 5,
      FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
      FORM_MIN_FILL_MS: 2000,
      TEST_HOOKS: false,
    } as const;
    const at = new Date("2027-05-01T09:02:00Z");
    const attempts = [];
    for (let i = 0; i < 4; i += 1) attempts.push(await countReferenceAttempt(db, env, { ip: "198.51.100.9", now: at }));
    expect(attempts.slice(0, 3)).toEqual([null, null, null]);
    // The window is ten minutes; two minutes into it, eight are left.
    expect(attempts[3]).toEqual({ retryAfterSeconds: 480 });
    // Another address is not affected, and the same address may try again in the next window.
    expect(await countReferenceAttempt(db, env, { ip: "198.51.100.10", now: at })).toBeNull();
    expect(
      await countReferenceAttempt(db, env, { ip: "198.51.100.9", now: new Date(at.getTime() + 480_000) }),
    ).toBeNull();
  });

  it("keeps no card number, expiry or security code in any table", async () => {
    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = (tables as unknown as { rows: Array<{ table_name: string }> }).rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(["payments", "payment_events", "sandbox_sessions", "sandbox_ledger"]));
    let text = "";
    for (const name of names) {
      const rows = await db.execute(sql.raw(`select t::text as row from "${name}" t`));
      text += (rows as unknown as { rows: Array<{ row: string }> }).rows.map((row) => row.row).join("\n");
    }
    expect(text).toContain("435508******4358");
    for (const pan of CARDS) expect(text).not.toContain(pan);
    expect(text).not.toMatch(/Ecom_Payment_Card_ExpDate|"cv2"|"pan"/);
  });
});
