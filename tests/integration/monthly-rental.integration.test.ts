// Monthly rental (issue 31 item 5, decisions 0121 and 0122) on PostgreSQL: a 45-day booking is
// priced from the monthly tier, its two months are written with the reservation (once, even when
// the booking step is repeated), the card pays month 1 only, and the job e-mails month 2's own
// payment link once, for month 2's amount.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  bookingDrafts,
  monthlyRates,
  offices,
  outbox,
  paymentReferences,
  payments,
  rentalMonths,
  reservations,
} from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { createPaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { sendDueMonthLinks } from "#app/server/services/monthly-links.server.ts";
import { monthlyPaymentsView } from "#app/server/services/monthly-schedule.server.ts";
import { handlePaymentCallback, preparePaymentPage, startCardPayment } from "#app/server/services/payments.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { monthlyRateBook, saveMonthlyRates } from "#app/server/services/staff/monthly-prices.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { cancelAtOnce } from "#app/server/services/cancel-at-once.server.ts";
import { refundFor } from "#app/server/services/cancellation.server.ts";
import { previewChange } from "#app/server/services/booking-change.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { pickupBalance } from "#app/server/services/desk/pickup-balance.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { toOffer } from "#app/server/services/booking-flow.server.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import {
  addUnit,
  at,
  billing,
  buildFixture,
  DAY,
  driver,
  type Fixture,
  NOW,
  sandboxPaymentEnv,
} from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
const PUBLIC_URL = "http://127.0.0.1:3000";

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  for (let i = 0; i < 4; i++) await addUnit(db, f.clio, f.istAirport);
  // 30 000 TL a month for 30-89 days; 29 700 TL for 90-179 days.
  await db.insert(monthlyRates).values([
    { modelId: f.clio, minDays: 30, monthlyKurus: 3_000_000 },
    { modelId: f.clio, minDays: 90, monthlyKurus: 2_970_000 },
  ]);
  forgetSearchCatalogue(db);
});
afterAll(async () => {
  await testDb?.cleanup();
});

async function quote(startDay: number, days: number) {
  const result = await createQuote(
    db,
    {
      modelId: f.clio,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(startDay),
      returnAt: at(startDay + days),
      lang: "tr",
    },
    { now: NOW },
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.quote;
}

async function draft(): Promise<string> {
  const id = randomUUID();
  await db
    .insert(bookingDrafts)
    .values({ id, browserKeyHash: "x".repeat(64), data: {}, createdAt: NOW, updatedAt: NOW, expiresAt: at(2) });
  return id;
}

const months = (reservationId: string) =>
  db.select().from(rentalMonths).where(eq(rentalMonths.reservationId, reservationId)).orderBy(rentalMonths.month);

const setup = () => createPaymentSetup(sandboxPaymentEnv(PUBLIC_URL), db, { model: "3d_pay", clock: () => NOW });

/** Pays what the booking charges by card (month 1 of a monthly rental) through the sandbox bank; checks the amount. */
async function payMonth1ByCard(number: string) {
  const [r] = await db.select().from(reservations).where(eq(reservations.number, number));
  const [first] = await months(r!.id);
  const { gateway, sandbox } = setup();
  const started = await startCardPayment(db, { reservationNumber: number, lang: "en", ip: "10.0.0.1" }, { now: NOW });
  if (!started.ok) throw new Error(started.reason);
  const page = await preparePaymentPage(db, gateway, started.paymentId, { publicUrl: PUBLIC_URL, now: NOW });
  if (page.kind !== "form") throw new Error(page.kind);
  expect(new Map(page.form.fields).get("amount")).toBe((first!.amountKurus / 100).toFixed(2));
  const gate = await handleGatePost(
    sandbox!,
    new URLSearchParams([
      ...page.form.fields,
      ["pan", "4355084355084358"],
      ["Ecom_Payment_Card_ExpDate_Month", "12"],
      ["Ecom_Payment_Card_ExpDate_Year", "30"],
      ["cv2", "000"],
    ]),
    NOW,
  );
  if (gate.kind !== "challenge") throw new Error(gate.kind);
  const done = await completeAcs(sandbox!, gate.challenge.sessionId, gate.challenge.oneTimeCode, NOW);
  if (done.kind !== "callback") throw new Error(done.kind);
  await handlePaymentCallback(db, gateway, new URLSearchParams(done.fields), { now: NOW });
}

describe("monthly rental", () => {
  it("prices 45 days from the monthly rate: 21 spring days at x1.2 and 24 at list = 49 200 TL, the search shows the same", async () => {
    const q = await quote(10, 45);
    const vehicle = q.price.lines.find((l) => l.kind === "vehicle");
    // 30 000 TL / 30 = 1 000 TL a day; 11-31 March is spring (x1.2): 21 x 1 200 + 24 x 1 000.
    expect(vehicle).toMatchObject({ amountKurus: 4_920_000, days: 45, monthly: { tier: 30, monthlyKurus: 3_000_000 } });
    expect(q.inputs.kmAllowance).toBe(13_500);
    const found = await searchAvailability(
      db,
      { pickupOfficeId: f.istAirport, dropoffOfficeId: f.istAirport, pickupAt: at(10), returnAt: at(55) },
      { now: NOW },
    );
    if (!found.ok) throw new Error(JSON.stringify(found));
    const clio = found.models.find((m) => m.model.id === f.clio);
    expect(clio?.totalKurus).toBe(q.totalKurus);
    // The result card shows the monthly amount beside the total: month 1 of each way of paying (decision 0131).
    expect(toOffer(clio!, "tr")).toMatchObject({
      totalKurus: q.totalKurus,
      months: 2,
      monthlyKurus: Math.round((q.totalKurus * 30) / 45),
      payNowMonthlyKurus: Math.round((clio!.payNowTotalKurus * 30) / 45),
    });
    const short = await searchAvailability(
      db,
      { pickupOfficeId: f.istAirport, dropoffOfficeId: f.istAirport, pickupAt: at(10), returnAt: at(39) },
      { now: NOW },
    );
    if (!short.ok) throw new Error(JSON.stringify(short));
    expect(
      toOffer(
        short.models.find((m) => m.model.id === f.clio)!,
        "en",
      ).months,
    ).toBeUndefined();
  });

  it("books 45 days at the office: two months (30 + 15 days) summing to the total, km 9 000 + 4 500, written once", async () => {
    const q = await quote(10, 45);
    const draftId = await draft();
    const request = { quoteId: q.id, draftId, driver, billing, paymentType: "office" as const, lang: "tr" as const };
    const made = await reserveFromQuote(db, request, { now: NOW });
    const again = await reserveFromQuote(db, request, { now: NOW });
    if (!made.ok || !again.ok) throw new Error(JSON.stringify([made, again]));
    expect(again.replayed).toBe(true);
    const rows = await months(made.reservation.id);
    expect(rows.map((r) => [r.month, r.startsOn, r.days, r.dueOn, r.linkOn, r.kmAllowance])).toEqual([
      [1, "2027-03-11", 30, "2027-03-11", null, 9_000],
      [2, "2027-04-10", 15, "2027-04-10", "2027-04-05", 4_500],
    ]);
    expect(rows.reduce((s, r) => s + r.amountKurus, 0)).toBe(made.reservation.totalKurus);
    expect(rows[0]?.amountKurus).toBe(Math.round((made.reservation.totalKurus * 30) / 45));

    // The database refuses a second month 1 for the same reservation.
    await expect(
      db.insert(rentalMonths).values({
        reservationId: made.reservation.id,
        month: 1,
        startsOn: "2027-03-11",
        dueOn: "2027-03-11",
        days: 30,
        amountKurus: 1,
        kmAllowance: 1,
      }),
    ).rejects.toThrow();

    const view = await monthlyPaymentsView(db, { ...made.reservation, rentalDays: 45 }, "tr");
    expect(view?.kmPerMonth).toBe("9.000 km");
    expect(view?.rows.map((r) => [r.period, r.due, r.state])).toEqual([
      ["11.03.2027 – 09.04.2027", "11.03.2027", "atOffice"],
      ["10.04.2027 – 24.04.2027", "10.04.2027", "scheduled"],
    ]);
  });

  it("a 20-day rental has no schedule", async () => {
    const q = await quote(70, 20);
    const made = await reserveFromQuote(
      db,
      { quoteId: q.id, driver, billing, paymentType: "office", lang: "en" },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(await months(made.reservation.id)).toEqual([]);
  });

  it("by card: month 1 is charged at booking (3-D Secure), month 2's link is e-mailed once, for month 2's amount", async () => {
    const q = await quote(100, 45);
    const made = await reserveFromQuote(
      db,
      { quoteId: q.id, driver: { ...driver, email: "monthly@yolda.test" }, billing, paymentType: "card", lang: "en" },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [first, second] = await months(made.reservation.id);
    if (!first || !second) throw new Error("no schedule");
    expect(first.amountKurus + second.amountKurus).toBe(made.reservation.totalKurus);

    await payMonth1ByCard(made.reservation.number);
    const approved = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, made.reservation.id), eq(payments.status, "approved")));
    expect(approved.map((p) => p.amountKurus)).toEqual([first.amountKurus]);

    // Before its link day nothing goes out; the car is handed over at pick-up.
    const linkDay = new Date(`${second.linkOn}T09:00:00+03:00`);
    expect((await sendDueMonthLinks(db, { now: new Date(linkDay.getTime() - DAY), publicUrl: PUBLIC_URL })).sent).toBe(
      0,
    );
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, made.reservation.id));
    const sent = await sendDueMonthLinks(db, { now: linkDay, publicUrl: PUBLIC_URL });
    const repeat = await sendDueMonthLinks(db, { now: linkDay, publicUrl: PUBLIC_URL });
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    expect(repeat.sent).toBe(0);

    const [after] = (await months(made.reservation.id)).filter((m) => m.month === 2);
    expect(after?.paymentReferenceId).not.toBeNull();
    const mails = (await db.select().from(outbox))
      .map((r) => r.payload as EmailMessage)
      .filter((m) => m.to === "monthly@yolda.test" && m.subject.includes("month 2"));
    expect(mails).toHaveLength(1);
    const amount = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2 }).format(second.amountKurus / 100);
    expect(mails[0]?.text).toContain(`${amount} TL`);
    expect(mails[0]?.text).toMatch(/\/en\/sanal-odeme\?ref=REF-/);

    const view = await monthlyPaymentsView(db, { ...made.reservation, status: "active", rentalDays: 45 }, "en");
    expect(view?.rows.map((r) => r.state)).toEqual(["paidAtBooking", "linkSent"]);
  });

  it("staff edit the monthly tiers: an office agent is refused, a longer tier cheaper is refused, a save is audited and prices the next quote", async () => {
    const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
    const agent: StaffActor = { id: "s-agent", name: "Ayşe", email: "ayse@yolda.test", role: "office", officeIds: [] };
    await expect(saveMonthlyRates(db, agent, { modelId: f.clio, monthly: { 30: 1 } })).rejects.toThrow(
      StaffAccessDenied,
    );
    expect(await saveMonthlyRates(db, admin, { modelId: f.clio, monthly: { 30: 3_000_000, 90: 1_000_000 } })).toEqual({
      ok: false,
      reason: "invalid",
      problems: [{ code: "longerRentalCheaper", minDays: 90 }],
    });
    expect(
      await saveMonthlyRates(db, admin, { modelId: f.clio, monthly: { 30: 3_300_000, 90: null, 180: null } }),
    ).toEqual({
      ok: true,
    });
    expect((await monthlyRateBook(db, admin)).find((m) => m.id === f.clio)?.monthly).toEqual({
      30: 3_300_000,
      90: null,
      180: null,
    });
    expect((await auditOf(db, "monthly_rates", String(f.clio))).at(-1)).toMatchObject({
      action: "price_edit.monthly",
      actorId: "s-admin",
      after: [{ minDays: 30, monthlyKurus: 3_300_000 }],
    });
    // 33 000 TL a month = 1 100 TL a day: 21 spring days at x1.2 and 24 at list = 54 120 TL.
    const q = await quote(10, 45);
    expect(q.price.lines.find((l) => l.kind === "vehicle")?.amountKurus).toBe(5_412_000);
  });

  describe("paid at the desk (decision 0130)", () => {
    const admin: StaffActor = { id: "s-desk", name: "Deniz", email: "d@yolda.test", role: "admin", officeIds: [] };
    const pay = (number: string, amountKurus: number, idempotencyKey: string, now = NOW) =>
      takeDeskPayment(db, admin, { number, amountKurus, method: "cash", idempotencyKey, now });
    const key = (name: string) => `${name}-${randomUUID()}`.slice(0, 40);

    async function officeBooking(startDay: number, email: string) {
      const q = await quote(startDay, 45);
      const made = await reserveFromQuote(
        db,
        { quoteId: q.id, driver: { ...driver, email }, billing, paymentType: "office", lang: "tr" },
        { now: NOW },
      );
      if (!made.ok) throw new Error(JSON.stringify(made));
      return made.reservation;
    }

    it("month 1 paid at pick-up is marked paid by the payment that completes it, once; month 2 paid at the desk closes its link", async () => {
      const r = await officeBooking(200, "desk-monthly@yolda.test");
      const [first, second] = await months(r.id);
      if (!first || !second) throw new Error("no schedule");
      // The confirmation lists both months and how each is paid.
      const [confirmation] = (await db.select().from(outbox))
        .map((m) => m.payload as EmailMessage)
        .filter((m) => m.to === "desk-monthly@yolda.test");
      expect(confirmation?.text).toMatch(
        /1\. ay: [\d.]+ – [\d.]+ \(30 gün\), [\d.,]+ TL, 9\.000 km: araç tesliminde ofiste ödenecek/,
      );
      expect(confirmation?.text).toMatch(
        /2\. ay: [\d.]+ – [\d.]+ \(15 gün\), [\d.,]+ TL, 4\.500 km: ödeme bağlantısı [\d.]+ tarihinde e-postayla gelecek/,
      );

      // A part of month 1 marks nothing.
      const part = await pay(r.number, first.amountKurus - 10_000, key("part"));
      if (!part.ok) throw new Error(JSON.stringify(part));
      expect((await months(r.id)).map((m) => m.paidAt)).toEqual([null, null]);

      // The rest completes it: marked by that payment, in the payment's transaction; a resent form marks nothing more.
      const restKey = key("rest");
      const rest = await pay(r.number, 10_000, restKey);
      const resent = await pay(r.number, 10_000, restKey, new Date(NOW.getTime() + DAY));
      if (!rest.ok || !resent.ok) throw new Error(JSON.stringify([rest, resent]));
      expect(resent.repeated).toBe(true);
      const afterMonth1 = await months(r.id);
      expect(afterMonth1.map((m) => [m.month, m.deskPaymentId, m.paidAt?.toISOString() ?? null])).toEqual([
        [1, rest.payment.id, NOW.toISOString()],
        [2, null, null],
      ]);
      const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
      expect(audited.map((a) => (a.after as { monthsPaid?: number[] }).monthsPaid ?? null)).toEqual([null, [1]]);
      let view = await monthlyPaymentsView(db, { ...r, rentalDays: 45 }, "tr");
      expect(view?.rows.map((row) => row.state)).toEqual(["paidAtOffice", "scheduled"]);
      // The receipt says month 1 is paid and month 2 comes by link.
      expect((await loadReceipt(db, r.number))?.months?.map((m) => [m.month, m.state, m.linkOn])).toEqual([
        [1, "paid", null],
        [2, "byLink", second.linkOn],
      ]);

      // Handed over; month 2's link goes out on its day; the customer pays month 2 at the desk instead.
      await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, r.id));
      const linkDay = new Date(`${second.linkOn}T09:00:00+03:00`);
      await sendDueMonthLinks(db, { now: linkDay, publicUrl: PUBLIC_URL });
      const linked = (await months(r.id))[1];
      if (!linked?.paymentReferenceId) throw new Error("month 2 has no link");
      const month2 = await pay(r.number, second.amountKurus, key("month2"), linkDay);
      if (!month2.ok) throw new Error(JSON.stringify(month2));
      expect(month2.owedKurus).toBe(0);
      expect((await months(r.id))[1]).toMatchObject({ month: 2, deskPaymentId: month2.payment.id, paidAt: linkDay });
      const [reference] = await db
        .select()
        .from(paymentReferences)
        .where(eq(paymentReferences.id, linked.paymentReferenceId));
      expect(reference?.status).toBe("cancelled");
      view = await monthlyPaymentsView(db, { ...r, status: "active", rentalDays: 45 }, "en");
      expect(view?.rows.map((row) => row.state)).toEqual(["paidAtOffice", "paidAtOffice"]);
    });

    it("an office that requires payment before the car leaves asks month 1, not the whole total", async () => {
      const r = await officeBooking(60, "desk-pickup@yolda.test");
      const [first] = await months(r.id);
      await db.update(offices).set({ pickupRequiresPayment: true }).where(eq(offices.id, f.istAirport));
      try {
        const row = async () => (await db.select().from(reservations).where(eq(reservations.id, r.id)))[0]!;
        expect(await pickupBalance(db, await row())).toEqual({ owedKurus: first!.amountKurus, refuse: true });
        const paid = await pay(r.number, first!.amountKurus, key("pickup"));
        if (!paid.ok) throw new Error(JSON.stringify(paid));
        expect(await pickupBalance(db, await row())).toEqual({ owedKurus: 0, refuse: false });
      } finally {
        await db.update(offices).set({ pickupRequiresPayment: false }).where(eq(offices.id, f.istAirport));
      }
    });

    it("money taken for a chosen month pays that month, not the oldest; checked, once, audited (decision 0138)", async () => {
      const q = await quote(300, 75);
      const made = await reserveFromQuote(
        db,
        {
          quoteId: q.id,
          driver: { ...driver, email: "desk-chosen@yolda.test" },
          billing,
          paymentType: "office",
          lang: "tr",
        },
        { now: NOW },
      );
      if (!made.ok) throw new Error(JSON.stringify(made));
      const r = made.reservation;
      const [first, second, third] = await months(r.id);
      if (!first || !second || !third) throw new Error("no three months");
      const payFor = (forMonth: number | null, amountKurus: number, idempotencyKey: string) =>
        takeDeskPayment(db, admin, {
          number: r.number,
          amountKurus,
          method: "cash",
          forMonth,
          idempotencyKey,
          now: NOW,
        });

      // More than month 3 costs, or a month that does not exist: refused, nothing recorded.
      expect(await payFor(3, third.amountKurus + 1, key("over"))).toMatchObject({
        field: "amount",
        code: "moreThanMonth",
      });
      expect(await payFor(5, 100, key("none"))).toMatchObject({ field: "forMonth", code: "monthNotOpen" });

      // Month 3 chosen: month 3 is paid by this payment, months 1 and 2 stay open (today's code paid month 1's share).
      const k3 = key("m3");
      const paid3 = await payFor(3, third.amountKurus, k3);
      const again = await payFor(3, third.amountKurus, k3);
      if (!paid3.ok || !again.ok) throw new Error(JSON.stringify([paid3, again]));
      expect(again.repeated).toBe(true);
      expect((await months(r.id)).map((m) => [m.month, m.deskPaymentId])).toEqual([
        [1, null],
        [2, null],
        [3, paid3.payment.id],
      ]);
      const [audited] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, "payment.desk")));
      expect(audited?.after).toMatchObject({ forMonth: 3, monthsPaid: [3] });
      // Month 3 can no longer be chosen.
      expect(await payFor(3, 100, key("m3b"))).toMatchObject({ field: "forMonth", code: "monthNotOpen" });

      // Month 2 chosen while month 1 is open; then money without a choice pays month 1.
      const paid2 = await payFor(2, second.amountKurus, key("m2"));
      const paid1 = await payFor(null, first.amountKurus, key("m1"));
      if (!paid2.ok || !paid1.ok) throw new Error(JSON.stringify([paid2, paid1]));
      expect((await months(r.id)).map((m) => m.deskPaymentId)).toEqual([
        paid1.payment.id,
        paid2.payment.id,
        paid3.payment.id,
      ]);
      expect(paid1.owedKurus).toBe(0);
    });

    it("both months paid at the desk ahead: no link is e-mailed for month 2", async () => {
      const r = await officeBooking(260, "desk-ahead@yolda.test");
      const paid = await pay(r.number, r.totalKurus, key("all"));
      if (!paid.ok) throw new Error(JSON.stringify(paid));
      const rows = await months(r.id);
      expect(rows.map((m) => m.deskPaymentId)).toEqual([paid.payment.id, paid.payment.id]);
      await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, r.id));
      await sendDueMonthLinks(db, { now: new Date(`${rows[1]?.linkOn}T09:00:00+03:00`), publicUrl: PUBLIC_URL });
      expect((await months(r.id))[1]).toMatchObject({ paymentReferenceId: null, linkSentAt: null });
      const mails = (await db.select().from(outbox)).filter(
        (m) => (m.payload as EmailMessage).to === "desk-ahead@yolda.test",
      );
      expect(mails.map((m) => (m.payload as EmailMessage).subject).filter((s) => /2\. ay|month 2/.test(s))).toEqual([]);
    });
  });

  it("cancelled late, a monthly card booking keeps 20% of month 1 (what was paid) and month 2 gets no link (decision 0131)", async () => {
    const q = await quote(150, 45);
    const made = await reserveFromQuote(
      db,
      {
        quoteId: q.id,
        driver: { ...driver, email: "cancel-monthly@yolda.test" },
        billing,
        paymentType: "card",
        lang: "en",
      },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    await payMonth1ByCard(made.reservation.number);
    const [first, second] = await months(made.reservation.id);
    const lateNow = new Date(at(150).getTime() - 3_600_000);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, made.reservation.id));
    const refund = await refundFor(db, row!, lateNow);
    // Today's code kept 20% of the 45 days' total (13 500 of a 67 500 total); month 1 was all that was paid.
    expect(refund).toMatchObject({
      rule: "lateFirstMonth",
      paidKurus: first!.amountKurus,
      deductionKurus: Math.round(first!.amountKurus * 0.2),
      refundKurus: first!.amountKurus - Math.round(first!.amountKurus * 0.2),
    });
    const done = await cancelAtOnce(db, setup().gateway, {
      reservationId: made.reservation.id,
      lang: "en",
      now: lateNow,
      clientIp: null,
      shownRefundKurus: refund.refundKurus,
    });
    expect(done).toMatchObject({ ok: true });
    // Month 2's link day comes: nothing is issued or e-mailed, the month is closed.
    await sendDueMonthLinks(db, { now: new Date(`${second!.linkOn}T09:00:00+03:00`), publicUrl: PUBLIC_URL });
    expect((await months(made.reservation.id))[1]).toMatchObject({ paymentReferenceId: null });
    const references = await db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reservationId, made.reservation.id));
    expect(references).toEqual([]);
    const mails = (await db.select().from(outbox))
      .map((m) => m.payload as EmailMessage)
      .filter((m) => m.to === "cancel-monthly@yolda.test");
    expect(mails.filter((m) => m.subject.includes("month 2"))).toEqual([]);
    const view = await monthlyPaymentsView(db, { ...row!, status: "cancelled" }, "en");
    expect(view?.rows.map((r) => r.state)).toEqual(["closed", "closed"]);
  });

  it("changed late to fewer days, a monthly card booking keeps what a late cancellation keeps: 20% of month 1 (decision 0139)", async () => {
    const q = await quote(170, 45);
    const made = await reserveFromQuote(
      db,
      {
        quoteId: q.id,
        driver: { ...driver, email: "change-monthly@yolda.test" },
        billing,
        paymentType: "card",
        lang: "tr",
      },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    await payMonth1ByCard(made.reservation.number);
    const [first] = await months(made.reservation.id);
    // Three hours before pick-up: late (under 12 hours) yet still a pick-up the site may book (2 hours' lead).
    const lateNow = new Date(at(170).getTime() - 3 * 3_600_000);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, made.reservation.id));
    const cancel = await refundFor(db, row!, lateNow);
    const preview = await previewChange(
      db,
      row!,
      {
        modelId: f.clio,
        pickupOfficeId: f.istAirport,
        dropoffOfficeId: f.istAirport,
        pickupAt: at(170),
        returnAt: at(170 + 31),
      },
      { now: lateNow, lang: "tr" },
    );
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    const givenUp = row!.totalKurus - preview.settlement.totalKurus + preview.settlement.deductionKurus;
    expect(givenUp).toBeGreaterThan(cancel.deductionKurus);
    // Today's code kept 20% of the 45 days' total; a cancellation at the same moment keeps 20% of month 1.
    expect(cancel.rule).toBe("lateFirstMonth");
    expect(preview.settlement.deductionKurus).toBe(Math.round(first!.amountKurus * 0.2));
    expect(preview.settlement.deductionKurus).toBe(cancel.deductionKurus);
  });
});
