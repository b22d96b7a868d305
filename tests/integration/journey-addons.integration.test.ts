// Decision 0053: Lastik-Cam-Far combines with the main assurance package.
// It is its own priced line from the quote to the reservation, the e-mail, the lookup and the receipt.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, reservations } from "#app/server/db/schema.ts";
import { createPaymentSetup, type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { handlePaymentCallback, preparePaymentPage, startCardPayment } from "#app/server/services/payments.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { findOwnReservation, reservationView } from "#app/server/services/reservation-lookup.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { addUnit, at, billing, buildFixture, driver, type Fixture, NOW, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
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
  await test?.cleanup();
});

function request(day: number, more: Partial<QuoteRequest>): QuoteRequest {
  return {
    modelId: f.clio,
    pickupOfficeId: f.istAirport,
    dropoffOfficeId: f.istAirport,
    pickupAt: at(day),
    returnAt: at(day + 3),
    lang: "tr",
    ...more,
  };
}

describe("the Lastik-Cam-Far add-on", () => {
  it("is priced beside the main package, and cannot stand in for it", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const both = await createQuote(db, request(10, { assuranceCode: "full", assuranceAddOnCodes: ["tyres"] }), {
      now: NOW,
    });
    if (!both.ok) throw new Error(JSON.stringify(both));
    expect(both.quote.price.lines.filter((l) => l.kind === "assurance")).toEqual([
      { kind: "assurance", dailyKurus: 25_000, days: 3, amountKurus: 75_000 },
      { kind: "assurance", dailyKurus: 15_000, days: 3, amountKurus: 45_000, addOn: "tyres" },
    ]);
    expect(both.quote.inputs.assuranceAddOnCodes).toEqual(["tyres"]);
    const without = await createQuote(db, request(10, { assuranceCode: "full" }), { now: NOW });
    if (!without.ok) throw new Error(JSON.stringify(without));
    expect(both.quote.totalKurus - without.quote.totalKurus).toBe(45_000);

    // The add-on as the one main package, or the main package as an add-on: refused.
    const asMain = await createQuote(db, request(10, { assuranceCode: "tyres" }), { now: NOW });
    expect(asMain).toMatchObject({
      ok: false,
      reason: "unknownAssurance",
      refused: { field: "assuranceCode", code: "tyres", why: "wrongGroup" },
    });
    const asAddOn = await createQuote(db, request(10, { assuranceAddOnCodes: ["full"] }), { now: NOW });
    expect(asAddOn).toMatchObject({
      ok: false,
      reason: "unknownAssurance",
      refused: { field: "assuranceAddOnCodes", code: "full", why: "wrongGroup" },
    });
    const unknown = await createQuote(db, request(10, { assuranceAddOnCodes: ["tyres", "nope"] }), { now: NOW });
    expect(unknown).toMatchObject({
      ok: false,
      refused: { field: "assuranceAddOnCodes", code: "nope", why: "unknown" },
    });
  });

  it("is carried into the reservation, the e-mail, the lookup and the receipt", async () => {
    await addUnit(db, f.clio, f.istAirport);
    const quote = await createQuote(db, request(12, { assuranceCode: "full", assuranceAddOnCodes: ["tyres"] }), {
      now: NOW,
    });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const booked = await reserveFromQuote(
      db,
      { quoteId: quote.quote.id, driver, billing, paymentType: "card", memberId: null, lang: "tr" },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const number = booked.reservation.number;
    const [row] = await db.select().from(reservations).where(eq(reservations.number, number));
    expect(row?.assuranceKurus).toBe(75_000 + 45_000);

    const details = await findOwnReservation(db, number, driver.lastName);
    if (!details) throw new Error("lookup");
    const view = await reservationView(db, details, "tr", NOW);
    expect(view.assurance).toBe("Tam Güvence + Lastik-Cam-Far Güvencesi");

    // Paid by card: the confirmation e-mail and the receipt name both lines.
    const started = await startCardPayment(db, { reservationNumber: number, lang: "tr", ip: "10.0.0.1" }, { now: NOW });
    if (!started.ok) throw new Error(started.reason);
    const page = await preparePaymentPage(db, setup.gateway, started.paymentId, { publicUrl: PUBLIC_URL, now: NOW });
    if (page.kind !== "form" || !setup.sandbox) throw new Error(page.kind);
    const gate = await handleGatePost(
      setup.sandbox,
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
    const done = await completeAcs(setup.sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, NOW);
    if (done.kind !== "callback") throw new Error(done.kind);
    expect(
      (await handlePaymentCallback(db, setup.gateway, new URLSearchParams(done.fields), { now: NOW })).result,
    ).toBe("applied");

    const mails = (await db.select().from(outbox)).map((r) => r.payload as { subject: string; text: string });
    const mail = mails.find((m) => m.subject.includes(number));
    expect(mail?.text).toMatch(/Tam Güvence[^\n]*3 gün/);
    expect(mail?.text).toMatch(/Lastik-Cam-Far Güvencesi[^\n]*450,00 TL/);

    const receipt = await loadReceipt(db, number);
    if (!receipt) throw new Error("no receipt");
    expect(receipt.addOnNames).toEqual({ tyres: { tr: "Lastik-Cam-Far Güvencesi", en: "Tyres, Glass & Headlights" } });
    const text = await pdfText(await renderReceiptPdf(receipt, "en", { issuedAt: NOW }));
    expect(text).toContain("Full cover");
    expect(text).toContain("Tyres, Glass & Headlights");
  });
});
