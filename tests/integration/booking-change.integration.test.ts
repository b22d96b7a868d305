// Changing a booking online (docs/decisions/0056) against a real database and the
// sandbox bank: a dearer change is charged its difference by 3-D Secure and applied by the bank's
// approval; a cheaper one is applied and its difference refunded through the gateway (a partial
// refund of the card payment); two submits of the same form make one change; a refused card leaves
// the booking exactly as it was. Before this change none of it existed (no way to change a booking).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cancellationRequests,
  outbox,
  payments,
  reservationChanges,
  reservationEvents,
  reservations,
} from "#app/server/db/schema.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { onlineMoney } from "#app/domain/payments/reservation-balance.ts";
import { handleChangePost } from "#app/server/services/booking-change-page.server.ts";
import { chooseInstalments } from "#app/server/services/payment-instalments.server.ts";
import { findOwnReservation, reservationView } from "#app/server/services/reservation-lookup.server.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import {
  type ChangeChoice,
  confirmChange,
  newChangeKey,
  previewChange,
} from "#app/server/services/booking-change.server.ts";
import { lookupPaymentReference, startReferencePayment } from "#app/server/services/payment-references.server.ts";
import { handlePaymentCallback, preparePaymentPage, startCardPayment } from "#app/server/services/payments.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reservationStoryForDesk } from "#app/server/services/staff/desk-reservations.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, billing, buildFixture, driver, type Fixture, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const DECLINED = "4355080000005053";
const PUBLIC_URL = "http://127.0.0.1:3000";
/** 10:00 Istanbul on a weekday, well before the rentals start. */
const T0 = new Date("2027-03-01T07:00:00Z");
const MIN = 60_000;
const DAY = 86_400_000;

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

/** The browser's round trip through the sandbox bank, then the callback it posts. */
async function pay(paymentId: string, pan: string, now: Date) {
  w.clock.now = now;
  const page = await preparePaymentPage(db, w.setup.gateway, paymentId, { publicUrl: PUBLIC_URL, now });
  if (page.kind !== "form") throw new Error(`no form: ${page.kind}`);
  const posted = new URLSearchParams([
    ...page.form.fields,
    ["pan", pan],
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
  return handlePaymentCallback(db, w.setup.gateway, new URLSearchParams(done.fields), { now });
}

let day = 10;
/** A Clio booking from the Istanbul airport for `days` days on its own new unit; paid by card when asked. */
async function book(paymentType: "card" | "office", days: number, email: string) {
  day += 12;
  await addUnit(db, f.clio, f.istAirport);
  const pickupAt = new Date(T0.getTime() + day * DAY);
  const returnAt = new Date(pickupAt.getTime() + days * DAY);
  const quote = await createQuote(
    db,
    { pickupOfficeId: f.istAirport, dropoffOfficeId: f.istAirport, pickupAt, returnAt, modelId: f.clio, lang: "tr" },
    { now: T0 },
  );
  if (!quote.ok) throw new Error(`quote: ${quote.reason}`);
  const made = await reserveFromQuote(
    db,
    { quoteId: quote.quote.id, driver: { ...driver, email }, billing, paymentType, lang: "tr" },
    { now: T0 },
  );
  if (!made.ok) throw new Error(`reserve: ${made.reason}`);
  if (paymentType === "card") {
    const started = await startCardPayment(
      db,
      { reservationNumber: made.reservation.number, lang: "tr", ip: "10.0.0.1" },
      { now: T0 },
    );
    if (!started.ok) throw new Error("start");
    expect((await pay(started.paymentId, APPROVED, T0)).result).toBe("applied");
  }
  return row(made.reservation.id);
}

async function row(id: string) {
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!r) throw new Error("reservation");
  return r;
}

function choiceOf(r: Awaited<ReturnType<typeof row>>, change: Partial<ChangeChoice> = {}): ChangeChoice {
  return {
    pickupOfficeId: r.pickupOfficeId,
    dropoffOfficeId: r.dropoffOfficeId,
    pickupAt: r.pickupAt,
    returnAt: r.returnAt,
    modelId: r.modelId,
    extras: [],
    ...change,
  };
}

async function mailsTo(address: string): Promise<EmailMessage[]> {
  return (await db.select().from(outbox)).map((m) => m.payload as EmailMessage).filter((m) => m.to === address);
}

async function kept(reservationId: string) {
  const rows = await listCountedPayments(db, reservationId);
  return rows.reduce((s, p) => s + p.amountKurus - p.refundedKurus, 0);
}

const NOW = new Date(T0.getTime() + DAY);

/** A card booking keeps paying now: its new total is the new quote's pay-now total (decision 0055). */
function payNowTotal(quote: { totalKurus: number; price: { payNow?: { totalKurus: number } } }): number {
  const total = quote.price.payNow?.totalKurus;
  if (total === undefined || total >= quote.totalKurus)
    throw new Error("the fixture's quotes carry a pay-now discount");
  return total;
}

/** A card booking paid in 6 instalments (the sandbox's Visa BIN allows them). */
async function bookInSixInstalments(days: number, email: string) {
  const r = await book("office", days, email);
  await db
    .update(reservations)
    .set({ paymentType: "card", status: "pending_payment", holdExpiresAt: new Date(T0.getTime() + 15 * MIN) })
    .where(eq(reservations.id, r.id));
  const started = await startCardPayment(db, { reservationNumber: r.number, lang: "tr", ip: "10.0.0.1" }, { now: T0 });
  if (!started.ok) throw new Error("start");
  const chosen = await chooseInstalments(
    db,
    w.setup.gateway,
    { paymentId: started.paymentId, bin: "435508", count: 6 },
    { publicUrl: PUBLIC_URL, now: T0 },
  );
  if (!chosen.ok) throw new Error(chosen.reason);
  expect((await pay(started.paymentId, APPROVED, T0)).result).toBe("applied");
  return row(r.id);
}

async function cardMoney(reservationId: string) {
  return onlineMoney(await listCountedPayments(db, reservationId));
}

describe("a booking paid in 6 instalments (issue 26)", () => {
  it("changes to a dearer one (the difference is owed, not the surcharge's share), then a cheaper one; every figure agrees", async () => {
    const r = await bookInSixInstalments(3, "six@yolda.test");
    const booked = await cardMoney(r.id);
    expect(booked.surchargeKurus).toBeGreaterThan(0);
    expect(booked.paidKurus).toBe(r.totalKurus);

    // Dearer: two more days. Before, the reference never matched the balance: "Ödeme başlatılamadı" (409).
    const up = await previewChange(db, r, choiceOf(r, { returnAt: new Date(r.returnAt.getTime() + 2 * DAY) }), {
      now: NOW,
      lang: "tr",
    });
    if (!up.ok) throw new Error(`preview: ${up.reason}`);
    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: up.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    if (!confirmed.ok || !confirmed.referenceNumber) throw new Error("confirm");
    expect((await lookupPaymentReference(db, confirmed.referenceNumber, NOW))?.state).toBe("open");
    const started = await startReferencePayment(
      db,
      { referenceNumber: confirmed.referenceNumber, lang: "tr", ip: "10.0.0.2" },
      { now: NOW },
    );
    if (!started.ok) throw new Error(`start: ${started.reason}`);
    expect((await pay(started.paymentId, APPROVED, NOW)).result).toBe("applied");
    const dearer = await row(r.id);
    expect(dearer.totalKurus).toBe(r.totalKurus + up.settlement.chargeKurus);
    // One surcharge, the booking's; the total paid exactly.
    expect(await cardMoney(r.id)).toEqual({
      chargedKurus: booked.chargedKurus + up.settlement.chargeKurus,
      surchargeKurus: booked.surchargeKurus,
      refundedKurus: 0,
      paidKurus: dearer.totalKurus,
    });
    const tl = (k: number) => formatTl(k, "tr");
    let mails = await mailsTo("six@yolda.test");
    const changed = (m: EmailMessage) => m.subject === `Rezervasyonunuz değiştirildi: ${r.number}`;
    // One e-mail per change, with its own subject (it was the booking's subject again).
    expect(mails.filter(changed)).toHaveLength(1);
    const upMail = mails.find(changed);
    expect(upMail?.text).toContain(`Fark olarak kartınızdan ${tl(up.settlement.chargeKurus)} tahsil edildi.`);

    // Cheaper: back to one day. The refund comes from what paid the total, never the surcharge.
    const down = await previewChange(
      db,
      dearer,
      choiceOf(dearer, { returnAt: new Date(dearer.pickupAt.getTime() + 1 * DAY) }),
      { now: NOW, lang: "tr" },
    );
    if (!down.ok) throw new Error(`preview: ${down.reason}`);
    expect(down.settlement.settle).toBe("refund");
    const refunded = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: down.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    expect(refunded).toMatchObject({ ok: true, outcome: "applied", refundState: "refunded" });
    const cheaper = await row(r.id);
    const after = await cardMoney(r.id);
    expect(after).toMatchObject({
      surchargeKurus: booked.surchargeKurus,
      refundedKurus: down.settlement.refundKurus,
      paidKurus: cheaper.totalKurus,
    });
    for (const p of await listCountedPayments(db, r.id)) {
      expect(p.refundedKurus).toBeLessThanOrEqual(p.amountKurus - p.instalmentSurchargeKurus);
    }
    // The lookup shows the same figures: paid online = the new total (it said 4.141,61 against 3.554,90).
    const details = await findOwnReservation(db, r.number, driver.lastName);
    const view = await reservationView(db, details!, "tr", NOW);
    expect(view.amounts.total).toBe(tl(cheaper.totalKurus));
    expect(view.amounts.paid).toBe(tl(after.paidKurus));
    mails = await mailsTo("six@yolda.test");
    expect(mails.filter(changed)).toHaveLength(2);
    const downMail = mails.filter(changed).at(-1);
    expect(downMail?.text).toContain(`Fark olarak ${tl(down.settlement.refundKurus)} kartınıza iade edildi`);
    expect(downMail?.text).toContain(`rezervasyon için ödenen ${tl(cheaper.totalKurus)}`);
  });
});

describe("changing a booking online", () => {
  it("a card booking re-chosen unchanged moves no money: it keeps its pay-now discount", async () => {
    const r = await book("card", 3, "same@yolda.test");
    expect(r.payNowDiscountKurus).toBeGreaterThan(0);
    const preview = await previewChange(db, r, choiceOf(r), { now: NOW, lang: "tr" });
    if (!preview.ok) throw new Error(`preview: ${preview.reason}`);
    expect(preview.settlement).toMatchObject({ chargeKurus: 0, refundKurus: 0, totalKurus: r.totalKurus });
    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: preview.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    expect(confirmed).toMatchObject({ ok: true, outcome: "applied" });
    const after = await row(r.id);
    expect(after).toMatchObject({ totalKurus: r.totalKurus, payNowDiscountKurus: r.payNowDiscountKurus });
    expect(await kept(r.id)).toBe(r.totalKurus);
  });

  it("a dearer change is charged its difference by card; the bank's approval applies it and e-mails the new confirmation", async () => {
    const r = await book("card", 2, "up@yolda.test");
    const newReturn = new Date(r.returnAt.getTime() + 2 * DAY);
    const preview = await previewChange(
      db,
      r,
      choiceOf(r, { returnAt: newReturn, extras: [{ code: "baby-seat", quantity: 1 }] }),
      {
        now: NOW,
        lang: "tr",
      },
    );
    if (!preview.ok) throw new Error(`preview: ${preview.reason}`);
    expect(preview.settlement.settle).toBe("charge");
    const diff = payNowTotal(preview.quote) - r.totalKurus;
    expect(diff).toBeGreaterThan(0);
    expect(preview.settlement.chargeKurus).toBe(diff);

    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: preview.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    if (!confirmed.ok || !confirmed.referenceNumber) throw new Error("confirm");
    expect(confirmed).toMatchObject({ outcome: "pay", chargeKurus: diff });
    // Nothing is changed until the difference is paid.
    expect((await row(r.id)).returnAt).toEqual(r.returnAt);

    const started = await startReferencePayment(
      db,
      { referenceNumber: confirmed.referenceNumber, lang: "tr", ip: "10.0.0.2" },
      { now: NOW },
    );
    if (!started.ok) throw new Error(`start: ${started.reason}`);
    expect((await db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]?.amountKurus).toBe(diff);
    // The customer reads the reference's description on the card page in Turkish: the number alone
    // (it said "YLD-... · change").
    // (it said "YLD-... · change"); now the company and the number (decision 0074).
    expect((await lookupPaymentReference(db, confirmed.referenceNumber, NOW))?.description).toBe(`Yolda · ${r.number}`);
    expect((await pay(started.paymentId, APPROVED, NOW)).result).toBe("applied");

    const after = await row(r.id);
    expect(after.returnAt).toEqual(newReturn);
    expect(after.totalKurus).toBe(payNowTotal(preview.quote));
    expect(after.quoteId).toBe(preview.quote.id);
    expect(after.unitId).toBe(r.unitId);
    expect(await kept(r.id)).toBe(after.totalKurus);
    const [change] = await db.select().from(reservationChanges).where(eq(reservationChanges.reservationId, r.id));
    expect(change?.status).toBe("applied");
    const mails = await mailsTo("up@yolda.test");
    // Booked, then the change's payment and its new confirmation.
    expect(mails.filter((m) => m.subject.includes(r.number)).length).toBeGreaterThanOrEqual(3);
    const events = await db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, r.id));
    expect(events.some((e) => e.note?.startsWith("changed online (charge)"))).toBe(true);
  });

  it("a cheaper change is applied and its difference refunded through the gateway (partial refund)", async () => {
    const r = await book("card", 4, "down@yolda.test");
    const preview = await previewChange(db, r, choiceOf(r, { returnAt: new Date(r.pickupAt.getTime() + 2 * DAY) }), {
      now: NOW,
      lang: "en",
    });
    if (!preview.ok) throw new Error(`preview: ${preview.reason}`);
    const refund = r.totalKurus - payNowTotal(preview.quote);
    expect(preview.settlement).toMatchObject({ settle: "refund", refundKurus: refund, deductionKurus: 0 });
    const before = await mailsTo("down@yolda.test");
    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: preview.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "en" },
      { now: NOW },
    );
    expect(confirmed).toMatchObject({ ok: true, outcome: "applied", refundKurus: refund, refundState: "refunded" });
    const after = await row(r.id);
    expect(after.totalKurus).toBe(payNowTotal(preview.quote));
    expect(after.rentalDays).toBe(2);
    const [card] = await db.select().from(payments).where(eq(payments.reservationId, r.id));
    expect(card).toMatchObject({ status: "partially_refunded", refundedKurus: refund });
    expect(await kept(r.id)).toBe(after.totalKurus);
    expect((await mailsTo("down@yolda.test")).length).toBe(before.length + 1);
    // The desk's story of the reservation shows the change and the refund.
    const story = await reservationStoryForDesk(
      db,
      { id: "admin-1", name: "Admin", email: "admin@yolda.test", role: "admin", officeIds: [] },
      r.number,
      "tr",
    );
    const notes = (story?.story ?? []).flatMap((e) => (e.kind === "status" && e.note ? [e.note] : []));
    expect(notes.some((n) => n.startsWith("changed online (refund)"))).toBe(true);
    expect(notes.some((n) => n.includes("change refund") && n.endsWith("refunded"))).toBe(true);
  });

  it("two submits of the same form at once make one change and one refund", async () => {
    const r = await book("card", 4, "twice@yolda.test");
    const preview = await previewChange(db, r, choiceOf(r, { returnAt: new Date(r.pickupAt.getTime() + 3 * DAY) }), {
      now: NOW,
      lang: "tr",
    });
    if (!preview.ok) throw new Error(`preview: ${preview.reason}`);
    const input = {
      reservationId: r.id,
      quoteId: preview.quote.id,
      requestKey: newChangeKey(),
      actor: "customer",
      lang: "tr" as const,
    };
    const [a, b] = await Promise.all([
      confirmChange(db, w.setup.gateway, input, { now: NOW }),
      confirmChange(db, w.setup.gateway, input, { now: NOW }),
    ]);
    if (!a.ok || !b.ok) throw new Error("confirm");
    expect(a.changeId).toBe(b.changeId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await db.select().from(reservationChanges).where(eq(reservationChanges.reservationId, r.id))).toHaveLength(
      1,
    );
    const [card] = await db.select().from(payments).where(eq(payments.reservationId, r.id));
    expect(card?.refundedKurus).toBe(r.totalKurus - payNowTotal(preview.quote));
    const changed = await db
      .select()
      .from(reservationEvents)
      .where(and(eq(reservationEvents.reservationId, r.id)));
    expect(changed.filter((e) => e.note?.startsWith("changed online"))).toHaveLength(1);
  });

  it("a refused card for the difference leaves the booking exactly as it was", async () => {
    const r = await book("card", 2, "declined@yolda.test");
    const preview = await previewChange(
      db,
      r,
      choiceOf(r, { returnAt: new Date(r.returnAt.getTime() + 3 * DAY), assuranceCode: "full" }),
      { now: NOW, lang: "tr" },
    );
    if (!preview.ok) throw new Error(`preview: ${preview.reason}`);
    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: preview.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    if (!confirmed.ok || !confirmed.referenceNumber) throw new Error("confirm");
    const started = await startReferencePayment(
      db,
      { referenceNumber: confirmed.referenceNumber, lang: "tr", ip: "10.0.0.3" },
      { now: NOW },
    );
    if (!started.ok) throw new Error("start");
    expect((await pay(started.paymentId, DECLINED, NOW)).result).toBe("applied");
    const after = await row(r.id);
    expect(after).toEqual(r);
    expect(await kept(r.id)).toBe(r.totalKurus);
    const [change] = await db.select().from(reservationChanges).where(eq(reservationChanges.reservationId, r.id));
    expect(change?.status).toBe("awaiting_payment");
  });

  it("a pay-at-office booking is moved to another car when its own is taken, with no money moving", async () => {
    const r = await book("office", 2, "office@yolda.test");
    const preview = await previewChange(db, r, choiceOf(r, { modelId: f.egea }), { now: NOW, lang: "tr" });
    if (!preview.ok) {
      // The fixture's Egea may have no unit at this office: give it one.
      expect(preview.reason).toBe("notAvailable");
      await addUnit(db, f.egea, f.istAirport);
    }
    const again = await previewChange(db, r, choiceOf(r, { modelId: f.egea }), { now: NOW, lang: "tr" });
    if (!again.ok) throw new Error(`preview: ${again.reason}`);
    expect(again.settlement).toMatchObject({ settle: "office", chargeKurus: 0, refundKurus: 0 });
    const confirmed = await confirmChange(
      db,
      w.setup.gateway,
      { reservationId: r.id, quoteId: again.quote.id, requestKey: newChangeKey(), actor: "customer", lang: "tr" },
      { now: NOW },
    );
    expect(confirmed).toMatchObject({ ok: true, outcome: "applied" });
    const after = await row(r.id);
    expect(after.modelId).toBe(f.egea);
    expect(after.unitId).not.toBe(r.unitId);
    expect(after.totalKurus).toBe(again.quote.totalKurus);
    expect(await db.select().from(payments).where(eq(payments.reservationId, r.id))).toHaveLength(0);
  });

  it("the change page finds the booking by number and last name, and offers no change while a cancellation request stands", async () => {
    const r = await book("office", 2, "page@yolda.test");
    const env = {
      APP_ENV: "test" as const,
      SESSION_SECRET: "integration-secret-integration-secret-0123",
      FORM_RATE_LIMIT_IP: 10_000,
      FORM_RATE_LIMIT_TARGET: 10_000,
      FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
      FORM_MIN_FILL_MS: 2000,
      TEST_HOOKS: true,
    };
    const post = (lastName: string) => {
      const form = new FormData();
      form.set("intent", "find");
      form.set("number", r.number.toLowerCase());
      form.set("lastName", lastName);
      return handleChangePost({ db, env, lang: "tr", ip: "198.51.100.9", now: NOW }, form, w.setup.gateway, {
        pos3d: "/pos3d",
      });
    };
    expect((await post("Yilmaz")).data).toMatchObject({ number: r.number, form: { modelId: String(f.clio) } });
    expect((await post("Başka")).data.problem).toBe("notFound");
    await db.insert(cancellationRequests).values({
      reservationId: r.id,
      reason: "plans changed",
      lang: "tr",
      rule: "payAtOffice",
      refundKurus: 0,
      deductionKurus: 0,
      requestedAt: NOW,
    });
    const refused = await post("Yilmaz");
    expect(refused.data.problem).toBe("notChangeable");
    expect(refused.data.form).toBeUndefined();
  });
});
