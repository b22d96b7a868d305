// Receipts against a real database: a member's card reservation paid through the sandbox bank and
// a pay-at-office one picked up are "paid"; unpaid ones are not; another member sees nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiptLayout } from "#app/domain/receipts/receipt-lines.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { payments, reservations } from "#app/server/db/schema.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { listPaidReservationsForMember, loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import {
  handlePaymentCallback,
  preparePaymentPage,
  refundPayment,
  startCardPayment,
} from "#app/server/services/payments.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { addUnit, at, billing, buildFixture, driver, NOW, type Fixture, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
const APPROVED_CARD = "4355084355084358";
const MEMBER = "member-receipts-1";
const OTHER_MEMBER = "member-receipts-2";

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;
let setup: PaymentSetup;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
  setup = createPaymentSetup(sandboxPaymentEnv(PUBLIC_URL), db, { model: "3d_pay", clock: () => NOW });
});
afterAll(async () => {
  const pool = (test?.database.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } })?.$client;
  pool?.on?.("error", () => {});
  await test?.cleanup();
});

/** A reservation through the real quote and booking services (so its lines are what production stores). */
async function book(options: {
  memberId: string | null;
  paymentType: "card" | "office";
  day: number;
  company?: boolean;
}): Promise<{ id: string; number: string; totalKurus: number }> {
  await addUnit(db, f.clio, f.istAirport);
  const quote = await createQuote(
    db,
    {
      modelId: f.clio,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.izmir,
      pickupAt: at(options.day),
      returnAt: at(options.day + 3),
      assuranceCode: "full",
      kmPackageCode: "km500",
      extras: [{ code: "baby-seat", quantity: 1 }],
      campaignCode: "BAHAR15",
      memberId: options.memberId,
      lang: "tr",
    },
    { now: NOW },
  );
  if (!quote.ok) throw new Error(JSON.stringify(quote));
  const booked = await reserveFromQuote(
    db,
    {
      quoteId: quote.quote.id,
      driver,
      billing: options.company
        ? {
            kind: "company",
            title: "Güneş Turizm Ltd. Şti.",
            taxOffice: "Kadıköy",
            taxNumber: "1234567890",
            address: "Moda, İstanbul",
          }
        : billing,
      paymentType: options.paymentType,
      memberId: options.memberId,
      lang: "tr",
    },
    { now: NOW },
  );
  if (!booked.ok) throw new Error(JSON.stringify(booked));
  return { id: booked.reservation.id, number: booked.reservation.number, totalKurus: booked.reservation.totalKurus };
}

/** Pays a pending reservation with the sandbox bank's approving card; returns the payment id. */
async function payByCard(number: string): Promise<string> {
  const started = await startCardPayment(db, { reservationNumber: number, lang: "tr", ip: "10.0.0.1" }, { now: NOW });
  if (!started.ok) throw new Error(started.reason);
  const page = await preparePaymentPage(db, setup.gateway, started.paymentId, { publicUrl: PUBLIC_URL, now: NOW });
  if (page.kind !== "form") throw new Error(page.kind);
  const sandbox = setup.sandbox;
  if (!sandbox) throw new Error("no sandbox");
  const gate = await handleGatePost(
    sandbox,
    new URLSearchParams([
      ...page.form.fields,
      ["pan", APPROVED_CARD],
      ["Ecom_Payment_Card_ExpDate_Month", "12"],
      ["Ecom_Payment_Card_ExpDate_Year", "30"],
      ["cv2", "000"],
    ]),
    NOW,
  );
  if (gate.kind !== "challenge") throw new Error(gate.kind);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, NOW);
  if (done.kind !== "callback") throw new Error(done.kind);
  const outcome = await handlePaymentCallback(db, setup.gateway, new URLSearchParams(done.fields), { now: NOW });
  expect(outcome.result).toBe("applied");
  return started.paymentId;
}

describe("receipts", () => {
  let card: { id: string; number: string; totalKurus: number };
  let paymentId: string;

  it("has no receipt for a card reservation before its payment is approved", async () => {
    card = await book({ memberId: MEMBER, paymentType: "card", day: 6 });
    expect(await loadReceipt(db, card.number)).toBeNull();
    expect(await listPaidReservationsForMember(db, MEMBER)).toEqual([]);
  });

  it("loads the receipt of an approved card payment with its lines, names, billing and payment", async () => {
    paymentId = await payByCard(card.number);
    const receipt = await loadReceipt(db, card.number);
    if (!receipt) throw new Error("no receipt");
    expect(receipt).toMatchObject({
      number: card.number,
      memberId: MEMBER,
      status: "confirmed",
      paymentType: "card",
      totalKurus: card.totalKurus,
      rentalDays: 3,
      campaignCode: "BAHAR15",
      driverName: "Ayşe Yılmaz",
      vehicle: { brand: "Renault", model: "Clio", className: { tr: "Ekonomik", en: "Economy" } },
      pickup: { office: { tr: "ISTA Ofisi", en: "ISTA Office" }, city: { tr: "İstanbul", en: "Istanbul" }, at: at(6) },
      dropoff: { office: { tr: "IZM Ofisi", en: "IZM Office" }, city: { tr: "İzmir", en: "Izmir" }, at: at(9) },
      assuranceName: { tr: "Tam Güvence", en: "Full cover" },
      kmPackageName: { tr: "+500 km", en: "+500 km" },
      extraNames: { "baby-seat": { tr: "Bebek koltuğu", en: "Baby seat" } },
      kmAllowance: 300 * 3 + 500,
      billing: { kind: "individual", name: "Ayşe Yılmaz", tcknMasked: "********146", address: "Kadıköy, İstanbul" },
    });
    expect(JSON.stringify(receipt)).not.toContain("10000000146");
    expect(receipt.lines?.map((l) => l.kind)).toEqual([
      "vehicle",
      "campaignDiscount",
      "oneWayFee",
      "assurance",
      "kmPackage",
      "extra",
      // Paid now by card: the pay-now discount is the last line (decision 0055).
      "payNowDiscount",
    ]);
    expect(receipt.payments).toHaveLength(1);
    const payment = receipt.payments[0];
    if (payment?.method !== "card") throw new Error("card payment expected");
    expect(payment.amountKurus).toBe(card.totalKurus);
    expect(payment.paidAt).toEqual(NOW);
    expect(payment.maskedPan).toBe("435508******4358");
    expect(payment.authCode).toMatch(/^P\d{5}$/);
    expect(payment.refunds).toEqual([]);

    const layout = receiptLayout(receipt);
    expect(layout.source).toBe("lines");
    expect(layout.total.gross).toBe(card.totalKurus);
    expect(layout.payments.netKurus).toBe(card.totalKurus);
  });

  it("lists it for its member only", async () => {
    const list = await listPaidReservationsForMember(db, MEMBER);
    expect(list).toEqual([
      {
        number: card.number,
        pickupAt: at(6),
        returnAt: at(9),
        vehicleName: "Renault Clio",
        paymentType: "card",
        totalKurus: card.totalKurus,
        paidAt: NOW,
      },
    ]);
    expect(await listPaidReservationsForMember(db, OTHER_MEMBER)).toEqual([]);
  });

  it("shows refunds the bank confirmed", async () => {
    const refund = await refundPayment(
      db,
      setup.gateway,
      { paymentId, amountKurus: 10_000, actor: "staff:1", reason: "goodwill", idempotencyKey: "receipt-refund-1" },
      { now: new Date(NOW.getTime() + 3_600_000) },
    );
    expect(refund.ok).toBe(true);
    const receipt = await loadReceipt(db, card.number);
    expect(receipt?.payments[0]?.refunds).toEqual([{ amountKurus: 10_000, at: new Date(NOW.getTime() + 3_600_000) }]);
    expect(receipt && receiptLayout(receipt).payments).toEqual({
      receivedKurus: card.totalKurus,
      refundedKurus: 10_000,
      netKurus: card.totalKurus - 10_000,
    });
    // Still paid: the list keeps it.
    expect((await listPaidReservationsForMember(db, MEMBER)).map((r) => r.number)).toEqual([card.number]);
  });

  it("counts a pay-at-office reservation as paid once the car is picked up", async () => {
    const office = await book({ memberId: MEMBER, paymentType: "office", day: 20, company: true });
    expect(await loadReceipt(db, office.number)).toBeNull();
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, office.id));
    const receipt = await loadReceipt(db, office.number);
    expect(receipt?.billing).toEqual({
      kind: "company",
      title: "Güneş Turizm Ltd. Şti.",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
      address: "Moda, İstanbul",
    });
    // No pick-up event was recorded here, so the pick-up time stands in for the payment time.
    expect(receipt?.payments).toEqual([
      { method: "office", amountKurus: office.totalKurus, paidAt: at(20), refunds: [] },
    ]);
    const list = await listPaidReservationsForMember(db, MEMBER);
    expect(list.map((r) => r.number)).toEqual([office.number, card.number]);
    expect(await listPaidReservationsForMember(db, OTHER_MEMBER)).toEqual([]);
  });

  it("does not count a declined payment or an approval that was reversed for an expired hold", async () => {
    const late = await book({ memberId: MEMBER, paymentType: "card", day: 40 });
    const attempt = (suffix: string) => ({
      reservationId: late.id,
      orderId: `${late.number}-${suffix}`,
      amountKurus: late.totalKurus,
      model: "3d_pay" as const,
      lang: "tr" as const,
    });
    await db.insert(payments).values([
      { ...attempt("1"), status: "declined" },
      {
        ...attempt("2"),
        status: "refunded",
        refundedKurus: late.totalKurus,
        reversal: "hold_expired",
        maskedPan: "435508******4358",
      },
    ]);
    await db.update(reservations).set({ status: "expired", holdExpiresAt: NOW }).where(eq(reservations.id, late.id));
    expect(await loadReceipt(db, late.number)).toBeNull();
    expect((await listPaidReservationsForMember(db, MEMBER)).map((r) => r.number)).not.toContain(late.number);
  });

  it("has no receipt for a guest's unpaid office reservation or an unknown number", async () => {
    const guest = await book({ memberId: null, paymentType: "office", day: 30 });
    expect(await loadReceipt(db, guest.number)).toBeNull();
    expect(await loadReceipt(db, "YLD-0000000")).toBeNull();
  });

  it("renders the loaded receipt as a PDF in both languages", async () => {
    const receipt = await loadReceipt(db, card.number);
    if (!receipt) throw new Error("no receipt");
    const tr = await pdfText(await renderReceiptPdf(receipt, "tr", { issuedAt: NOW }));
    expect(tr).toContain(card.number);
    expect(tr).toContain("Tam Güvence");
    expect(tr).toContain("İstanbul");
    const en = await pdfText(await renderReceiptPdf(receipt, "en", { issuedAt: NOW }));
    expect(en).toContain("Full cover");
    expect(en).toContain("Baby seat");
  });
});
