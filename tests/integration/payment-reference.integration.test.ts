// Pay by reference (/sanal-odeme) belongs to the reservation (docs/decisions/0027-payment-references.md),
// against a real database and the sandbox bank: a reference is for what is still owed and one is
// live per reservation; paying it shows on the lookup, /result, the member's bills, the receipt and
// the cancellation refund and sends the payment e-mail; a second charge for the same debt (another
// reference, the same one twice, in parallel) is reversed and the reservation stays paid once.
//
// Before this change (measured with the same steps on PGlite and PostgreSQL): after paying, the
// lookup still said "Ofiste ödeme" and offered "Online öde", a second reference was issued and
// charged too (2 kept charges), no payment e-mail was queued, the cancellation refund was 0,00 TL,
// and two references paid at once were both kept in 10 of 10 trials.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentReferences, reservations } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { listPaidReservationsForMember, loadReceipt } from "#app/server/repositories/receipts.server.ts";
import {
  listCountedPayments,
  reservationsPaidByReference,
} from "#app/server/repositories/reservation-payments.server.ts";
import type { FormGuardEnv } from "#app/server/security/form-guard.server.ts";
import { receiptCookie } from "#app/server/services/booking-receipt.server.ts";
import { reservationForReceipt } from "#app/server/services/booking-result.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { applyCancellation, refundFor } from "#app/server/services/cancellation.server.ts";
import {
  issuePaymentReference,
  lookupPaymentReference,
  startReferencePayment,
} from "#app/server/services/payment-references.server.ts";
import { handlePaymentCallback, paymentResult, preparePaymentPage } from "#app/server/services/payments.server.ts";
import { lookupReservation } from "#app/server/services/reservation-lookup.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { addUnit, buildFixture, type Fixture, insertReservationRow, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";
import { paymentRowOf } from "#tests/support/payment-start.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
/** 10:00 Istanbul on a weekday, well before the rentals start. */
const T0 = new Date("2027-03-01T07:00:00Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const TOTAL = 345_600;
const SECRET = "integration-secret-integration-secret-0123";
const env: FormGuardEnv = {
  APP_ENV: "test",
  SESSION_SECRET: SECRET,
  FORM_RATE_LIMIT_IP: 10_000,
  FORM_RATE_LIMIT_TARGET: 10_000,
  FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
  FORM_MIN_FILL_MS: 2000,
  TEST_HOOKS: true,
};

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
let w: { setup: PaymentSetup; clock: { now: Date } };

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
  const clock = { now: T0 };
  const setup = createPaymentSetup(sandboxPaymentEnv(PUBLIC_URL), db, {
    model: "3d_pay",
    clock: () => clock.now,
    acsLifetimeMs: 3 * MIN,
  });
  w = { setup, clock };
});
afterAll(async () => {
  const pool = (test?.database.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } })?.$client;
  pool?.on?.("error", () => {});
  await test?.cleanup();
});

let day = 10;
/** A confirmed pay-at-office reservation on a fresh unit, picked up in a few weeks. */
async function officeReservation(options: { lang?: "tr" | "en"; memberId?: string } = {}) {
  day += 3;
  const unitId = await addUnit(db, f.clio, f.istAirport);
  const pickupAt = new Date(T0.getTime() + day * 86_400_000);
  const returnAt = new Date(pickupAt.getTime() + 2 * 86_400_000);
  return insertReservationRow(db, f, {
    unitId,
    pickupAt,
    returnAt,
    status: "confirmed",
    paymentType: "office",
    totalKurus: TOTAL,
    email: (number) => `ayse.${number.toLowerCase()}@yolda.test`,
    lang: options.lang,
    memberId: options.memberId ?? null,
    createdAt: T0,
  });
}

let ipCounter = 0;
function lookupForm(number: string, intent?: "pay"): FormData {
  const form = new FormData();
  form.set("number", number);
  form.set("lastName", "IŞIK");
  if (intent) form.set("intent", intent);
  return form;
}
function lookup(number: string, now: Date, intent?: "pay") {
  ipCounter += 1;
  return lookupReservation({ db, env, lang: "tr", ip: `198.51.100.${ipCounter}`, now }, lookupForm(number, intent), {
    virtualPayment: "/sanal-odeme",
  });
}

async function issue(number: string, now: Date): Promise<string> {
  const issued = await issuePaymentReference(db, { reservationNumber: number }, { now });
  if (!issued.ok) throw new Error(`not issued: ${issued.reason}`);
  return issued.reference.number;
}

async function start(reference: string, now: Date, lang: "tr" | "en" = "tr"): Promise<string> {
  const started = await startReferencePayment(db, { referenceNumber: reference, lang, ip: "10.0.0.1" }, { now });
  if (!started.ok) throw new Error(`not started: ${started.reason}`);
  return started.paymentId;
}

/** The browser's round trip through the sandbox bank, up to the callback it would post. */
async function bankCallback(paymentId: string, now: Date): Promise<URLSearchParams> {
  w.clock.now = now;
  const page = await preparePaymentPage(db, w.setup.gateway, paymentId, { publicUrl: PUBLIC_URL, now });
  if (page.kind !== "form") throw new Error(`no form: ${page.kind}`);
  const posted = new URLSearchParams([
    ...page.form.fields,
    ["pan", APPROVED],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const sandbox = w.setup.sandbox;
  if (!sandbox) throw new Error("no sandbox");
  const gate = await handleGatePost(sandbox, posted, now);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, now);
  if (done.kind !== "callback") throw new Error(`acs answered ${done.kind}`);
  return new URLSearchParams(done.fields);
}

function post(callback: URLSearchParams, now: Date) {
  w.clock.now = now;
  return handlePaymentCallback(db, w.setup.gateway, callback, { now });
}

const paymentRow = (id: string) => paymentRowOf(db, id);

async function mailsTo(address: string): Promise<EmailMessage[]> {
  return (await db.select().from(outbox)).map((r) => r.payload as EmailMessage).filter((m) => m.to === address);
}

/** What the reservation kept: the captured, not reversed payments (card and reference). */
async function kept(reservationId: string) {
  const rows = await listCountedPayments(db, reservationId);
  return { count: rows.length, kurus: rows.reduce((s, p) => s + p.amountKurus - p.refundedKurus, 0) };
}

async function reservationRow(id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error("reservation");
  return row;
}

describe("a reference is for what the reservation still owes", () => {
  it("issues one reference for the total; asking again returns it; an expired one is replaced", async () => {
    const r = await officeReservation();
    const first = await issuePaymentReference(db, { reservationNumber: r.number }, { now: T0 });
    expect(first).toMatchObject({ ok: true, reused: false, reference: { amountKurus: TOTAL } });
    if (!first.ok) throw new Error("issue");
    expect(first.reference.expiresAt.getTime() - T0.getTime()).toBe(48 * HOUR);
    const again = await issuePaymentReference(
      db,
      { reservationNumber: r.number },
      { now: new Date(T0.getTime() + HOUR) },
    );
    expect(again).toMatchObject({ ok: true, reused: true, reference: { number: first.reference.number } });
    // The lookup's "Online öde" sends to the same reference.
    const pay = await lookup(r.number, T0, "pay");
    expect(pay.redirectTo).toBe(`/sanal-odeme?ref=${first.reference.number}`);

    const later = new Date(T0.getTime() + 49 * HOUR);
    const replaced = await issue(r.number, later);
    expect(replaced).not.toBe(first.reference.number);
    expect((await lookupPaymentReference(db, first.reference.number, later))?.state).toBe("expired");
    const rows = await db.select().from(paymentReferences).where(eq(paymentReferences.reservationId, r.id));
    expect(rows.filter((x) => x.status === "open")).toHaveLength(1);
  });

  it("gives a reservation that owes nothing no reference and no 'Online öde'", async () => {
    const r = await officeReservation();
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, r.id));
    expect(await issuePaymentReference(db, { reservationNumber: r.number }, { now: T0 })).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
    const card = await officeReservation();
    await db
      .update(reservations)
      .set({ status: "pending_payment", paymentType: "card", holdExpiresAt: new Date(T0.getTime() + 15 * MIN) })
      .where(eq(reservations.id, card.id));
    expect(await issuePaymentReference(db, { reservationNumber: card.number }, { now: T0 })).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
    expect(await issuePaymentReference(db, { reservationNumber: "YLD-0000000" }, { now: T0 })).toEqual({
      ok: false,
      reason: "reservationNotFound",
    });
  });

  it("keeps at most one open reference per reservation, in the database and under 10 parallel requests", async () => {
    const r = await officeReservation();
    const numbers = await Promise.all(Array.from({ length: 10 }, () => issue(r.number, T0)));
    expect(new Set(numbers).size).toBe(1);
    await expect(
      db.insert(paymentReferences).values({
        number: "REF-DUPL1CAT",
        reservationId: r.id,
        amountKurus: 100,
        description: "x",
        status: "open",
        expiresAt: new Date(T0.getTime() + HOUR),
      }),
    ).rejects.toThrow();
  });
});

describe("paying a reference records the payment on the reservation", () => {
  it("shows it paid everywhere, sends the payment e-mail and refunds it on cancellation", async () => {
    const memberId = `member-${randomBytes(4).toString("hex")}`;
    const r = await officeReservation({ memberId });
    const before = await lookup(r.number, T0);
    expect(before.data.reservation).toMatchObject({ payment: "office", canPayOnline: true, amounts: { paid: null } });

    const pay = await lookup(r.number, T0, "pay");
    const ref = decodeURIComponent(pay.redirectTo?.split("ref=")[1] ?? "");
    expect((await lookupPaymentReference(db, ref, T0))?.state).toBe("open");
    const id = await start(ref, T0);
    expect((await post(await bankCallback(id, T0), T0)).result).toBe("applied");

    // The lookup: paid online, not "Ofiste ödeme"; no "Online öde" any more; the prepaid terms.
    const after = await lookup(r.number, T0);
    expect(after.data.reservation).toMatchObject({
      paymentType: "office",
      payment: "reference",
      canPayOnline: false,
      amounts: { paid: "3.456,00 TL" },
      deadline: { kind: "prepaid" },
    });
    // Asking to pay again shows the reservation; nothing is issued.
    const again = await lookup(r.number, T0, "pay");
    expect(again.status).toBe(200);
    expect(again.redirectTo).toBeUndefined();
    expect(await issuePaymentReference(db, { reservationNumber: r.number }, { now: T0 })).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
    expect((await lookupPaymentReference(db, ref, T0))?.state).toBe("paid");
    expect(await startReferencePayment(db, { referenceNumber: ref, lang: "tr", ip: "" }, { now: T0 })).toEqual({
      ok: false,
      reason: "paid",
    });

    // /result (the booking's own page) says it was charged, not "paid at the office".
    const cookie = receiptCookie(null, r.number, SECRET, T0, false).split(";")[0] ?? "";
    expect(await reservationForReceipt(db, r.number, cookie, SECRET, "tr", T0)).toMatchObject({
      paymentType: "office",
      paidOnline: true,
    });

    // The member's reservation list and bills, and the PDF receipt's data.
    expect(await reservationsPaidByReference(db, [r.number])).toEqual(new Set([r.number]));
    expect((await listPaidReservationsForMember(db, memberId)).map((b) => b.number)).toEqual([r.number]);
    const receipt = await loadReceipt(db, r.number);
    const p = await paymentRow(id);
    expect(receipt?.payments).toEqual([
      expect.objectContaining({ method: "card", amountKurus: TOTAL, orderId: p.orderId, maskedPan: p.maskedPan }),
    ]);

    // The payment e-mail, in the reservation's language, queued with the payment.
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual([`Ödemeniz alındı: ${r.number}`]);
    expect(mails[0]?.text).toContain(ref);
    expect(mails[0]?.text).toContain("3.456,00 TL");
    expect(mails[0]?.text).toContain("435508******4358");

    // The cancellation refund sees what was paid: 12 hours or more before pick-up, all of it.
    const refund = await refundFor(db, await reservationRow(r.id), T0);
    expect(refund).toMatchObject({ paidKurus: TOTAL, refundKurus: TOTAL, rule: "earlyFull", paymentId: id });
  });

  it("writes the payment e-mail in English for an English reservation", async () => {
    const r = await officeReservation({ lang: "en" });
    const id = await start(await issue(r.number, T0), T0, "en");
    expect((await post(await bankCallback(id, T0), T0)).result).toBe("applied");
    const mails = await mailsTo(r.driver.email);
    expect(mails.map((m) => m.subject)).toEqual([`Payment received: ${r.number}`]);
    expect(mails[0]?.text).toContain("Your reservation is paid in full");
  });
});

describe("the reference payment in the receipt and the cancellation", () => {
  it("cancelling refunds the reference payment through the bank, once", async () => {
    const r = await officeReservation();
    const id = await start(await issue(r.number, T0), T0);
    expect((await post(await bankCallback(id, T0), T0)).result).toBe("applied");
    const at = new Date(T0.getTime() + HOUR);
    w.clock.now = at;
    const applied = await applyCancellation(db, w.setup.gateway, { reservationId: r.id, actor: "staff:1", now: at });
    expect(applied).toMatchObject({ ok: true, rule: "earlyFull", refundKurus: TOTAL, refund: { ok: true } });
    const again = await applyCancellation(db, w.setup.gateway, { reservationId: r.id, actor: "staff:1", now: at });
    expect(again).toMatchObject({ ok: true, alreadyCancelled: true, refundKurus: TOTAL });
    const p = await paymentRow(id);
    expect(p).toMatchObject({ status: "refunded", refundedKurus: TOTAL });
    const ledger = await w.setup.sandbox?.ledger.get("190100000", p.orderId);
    expect(ledger?.movements.filter((m) => m.type === "Credit")).toHaveLength(1);
  });

  it("after pick-up the receipt lists the reference payment and no second desk payment", async () => {
    const memberId = `member-${randomBytes(4).toString("hex")}`;
    const r = await officeReservation({ memberId });
    const id = await start(await issue(r.number, T0), T0);
    expect((await post(await bankCallback(id, T0), T0)).result).toBe("applied");
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, r.id));
    const receipt = await loadReceipt(db, r.number);
    if (!receipt) throw new Error("no receipt");
    expect(receipt.payments.map((p) => [p.method, p.amountKurus])).toEqual([["card", TOTAL]]);
    const text = await pdfText(await renderReceiptPdf(receipt, "tr", { issuedAt: T0 }));
    expect(text).toContain(r.number);
    expect(text).toContain((await paymentRow(id)).orderId);
  });
});

describe("two charges for the same debt", () => {
  it("reverses a second reference paid after the first, tells the customer, and the reservation shows paid once", async () => {
    const r = await officeReservation();
    const refA = await issue(r.number, T0);
    const attemptA = await start(refA, T0);
    const callbackA = await bankCallback(attemptA, T0);
    // A's time runs out before its callback is posted; the customer asks again and pays B.
    const later = new Date(T0.getTime() + 49 * HOUR);
    const refB = await issue(r.number, later);
    expect(refB).not.toBe(refA);
    const attemptB = await start(refB, later);
    expect((await post(await bankCallback(attemptB, later), later)).result).toBe("applied");
    // A's approval arrives: it would pay the debt twice, so it is reversed.
    expect((await post(callbackA, later)).result).toBe("reversed");
    const a = await paymentRow(attemptA);
    expect(a.reversal).toBe("reference_settled");
    expect(["voided", "refunded"]).toContain(a.status);
    expect(await paymentResult(db, attemptA)).toMatchObject({ outcome: "reversed", reversalDone: true });
    expect(await kept(r.id)).toEqual({ count: 1, kurus: TOTAL });
    const subjects = (await mailsTo(r.driver.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([`Ödemeniz alındı: ${r.number}`, `Ödemeniz iade ediliyor: ${r.number}`].sort());
    expect((await lookupPaymentReference(db, refA, later))?.state).toBe("settled");
  });

  it("reverses the same reference paid twice (two attempts)", async () => {
    const r = await officeReservation();
    const ref = await issue(r.number, T0);
    const first = await start(ref, T0);
    const callback1 = await bankCallback(first, T0);
    // 21 minutes later the first attempt is no longer reused: a second attempt of the same reference.
    const t1 = new Date(T0.getTime() + 21 * MIN);
    const second = await start(ref, t1);
    expect(second).not.toBe(first);
    const callback2 = await bankCallback(second, t1);
    expect((await post(callback2, t1)).result).toBe("applied");
    expect((await post(callback1, t1)).result).toBe("reversed");
    expect(await kept(r.id)).toEqual({ count: 1, kurus: TOTAL });
  });

  it("keeps exactly one of two charges approved at the same moment, 10 times (two references and the same one)", async () => {
    const results: Array<{ kept: number; reversed: number }> = [];
    for (let trial = 0; trial < 10; trial++) {
      const r = await officeReservation();
      const refA = await issue(r.number, T0);
      const attempt1 = await start(refA, T0);
      const callback1 = await bankCallback(attempt1, T0);
      let attempt2: string;
      let at: Date;
      if (trial % 2 === 0) {
        at = new Date(T0.getTime() + 49 * HOUR);
        attempt2 = await start(await issue(r.number, at), at);
      } else {
        at = new Date(T0.getTime() + 21 * MIN);
        attempt2 = await start(refA, at);
      }
      const callback2 = await bankCallback(attempt2, at);
      const outcomes = await Promise.all([post(callback1, at), post(callback2, at)]);
      results.push({
        kept: (await kept(r.id)).count,
        reversed: outcomes.filter((o) => o.result === "reversed").length,
      });
      const paid = await lookup(r.number, at);
      expect(paid.data.reservation).toMatchObject({ payment: "reference", canPayOnline: false });
    }
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ kept: 1, reversed: 1 })));
  });

  it("reverses a reference paid after the reservation was cancelled", async () => {
    const r = await officeReservation();
    const id = await start(await issue(r.number, T0), T0);
    const callback = await bankCallback(id, T0);
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, r.id));
    expect((await post(callback, T0)).result).toBe("reversed");
    expect((await paymentRow(id)).reversal).toBe("reservation_closed");
    expect(await kept(r.id)).toEqual({ count: 0, kurus: 0 });
  });
});
