// Pay now or pay at the office (docs/decisions/0055): the charged amount is
// the quote's pay-now total, a repeat of the same booking step returns the first reservation and
// charge, a quote keeps the rate it was made with, the admin's change is audited, and the flight
// number is stored on the reservation.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { payNowPrice } from "#app/domain/pricing/pay-now.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { bookingDrafts, payments, reservations } from "#app/server/db/schema.ts";
import { createPaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { handlePaymentCallback, preparePaymentPage, startCardPayment } from "#app/server/services/payments.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { payNowSetting, savePayNowDiscount } from "#app/server/services/staff/prices.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addUnit, at, billing, buildFixture, driver, type Fixture, NOW, sandboxPaymentEnv } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
const PUBLIC_URL = "http://127.0.0.1:3000";
const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const agent: StaffActor = { id: "s-agent", name: "Ayşe", email: "ayse@yolda.test", role: "office", officeIds: [] };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  for (let i = 0; i < 4; i++) await addUnit(db, f.clio, f.istAirport);
});
afterAll(async () => {
  await testDb?.cleanup();
});

let day = 5;
async function quote() {
  day += 4;
  const result = await createQuote(
    db,
    {
      modelId: f.clio,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt: at(day),
      returnAt: at(day + 3),
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

describe("pay now", () => {
  it("quotes both totals, the pay-now one 5 % lower by default, the same in the search", async () => {
    expect(await payNowSetting(db, admin)).toBe(500);
    const q = await quote();
    expect(q.price.payNow).toEqual(payNowPrice(q.totalKurus, 500));
    expect(q.price.payNow?.totalKurus).toBeLessThan(q.totalKurus);
    const found = await searchAvailability(
      db,
      { pickupOfficeId: f.istAirport, dropoffOfficeId: f.istAirport, pickupAt: at(day), returnAt: at(day + 3) },
      { now: NOW },
    );
    if (!found.ok) throw new Error(JSON.stringify(found));
    const clio = found.models.find((m) => m.model.id === f.clio);
    expect(clio?.totalKurus).toBe(q.totalKurus);
    expect(clio?.payNowTotalKurus).toBe(q.price.payNow?.totalKurus);
  });

  it("charges the pay-now total through the sandbox bank, once, however often the step is repeated", async () => {
    const q = await quote();
    const payNow = q.price.payNow;
    if (!payNow) throw new Error("no pay-now price");
    const draftId = await draft();
    const request = {
      quoteId: q.id,
      driver,
      billing,
      paymentType: "card" as const,
      flightNumber: "TK2124",
      lang: "tr" as const,
      draftId,
    };
    const first = await reserveFromQuote(db, request, { now: NOW });
    const again = await reserveFromQuote(db, request, { now: NOW });
    if (!first.ok || !again.ok) throw new Error(JSON.stringify([first, again]));
    expect(again.replayed).toBe(true);
    expect(again.reservation.id).toBe(first.reservation.id);
    expect(first.reservation.totalKurus).toBe(payNow.totalKurus);
    expect(again.reservation.totalKurus).toBe(payNow.totalKurus);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, first.reservation.id));
    expect(row?.totalKurus).toBe(payNow.totalKurus);
    expect(row?.payNowDiscountKurus).toBe(payNow.discountKurus);
    expect(row?.flightNumber).toBe("TK2124");
    const lines = row?.lines as { kind: string; amountKurus: number }[];
    expect(lines.at(-1)).toEqual({ kind: "payNowDiscount", basisPoints: 500, amountKurus: -payNow.discountKurus });
    expect(lines.reduce((s, l) => s + l.amountKurus, 0)).toBe(payNow.totalKurus);

    const setup = createPaymentSetup(sandboxPaymentEnv(PUBLIC_URL), db, { model: "3d_pay", clock: () => NOW });
    const start = () =>
      startCardPayment(db, { reservationNumber: first.reservation.number, lang: "tr", ip: "10.0.0.1" }, { now: NOW });
    const started = await start();
    const restarted = await start();
    if (!started.ok || !restarted.ok) throw new Error("payment not started");
    expect(restarted.paymentId).toBe(started.paymentId);
    const page = await preparePaymentPage(db, setup.gateway, started.paymentId, { publicUrl: PUBLIC_URL, now: NOW });
    if (page.kind !== "form") throw new Error(page.kind);
    const amount = new Map(page.form.fields).get("amount");
    expect(amount).toBe((payNow.totalKurus / 100).toFixed(2));
    const gate = await handleGatePost(
      setup.sandbox!,
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
    const done = await completeAcs(setup.sandbox!, gate.challenge.sessionId, gate.challenge.oneTimeCode, NOW);
    if (done.kind !== "callback") throw new Error(done.kind);
    const callback = new URLSearchParams(done.fields);
    await handlePaymentCallback(db, setup.gateway, callback, { now: NOW });
    await handlePaymentCallback(db, setup.gateway, callback, { now: NOW });
    const charged = await db.select().from(payments).where(eq(payments.reservationId, first.reservation.id));
    expect(charged.filter((p) => p.status === "approved").map((p) => p.amountKurus)).toEqual([payNow.totalKurus]);
  });

  it("pay at the office books the full total with no pay-now line", async () => {
    const q = await quote();
    const made = await reserveFromQuote(
      db,
      { quoteId: q.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(made.reservation.totalKurus).toBe(q.totalKurus);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, made.reservation.id));
    expect(row?.payNowDiscountKurus).toBe(0);
    expect((row?.lines as { kind: string }[]).some((l) => l.kind === "payNowDiscount")).toBe(false);
  });

  it("an admin change is audited and prices new quotes only; a quote already made keeps its rate", async () => {
    const before = await quote();
    await expect(savePayNowDiscount(db, agent, 1000)).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await savePayNowDiscount(db, admin, 5001)).toEqual({ ok: false, reason: "invalidAmount" });
    expect(await savePayNowDiscount(db, admin, 1000)).toEqual({ ok: true });
    forgetSearchCatalogue(db);
    expect((await auditOf(db, "pricing_settings", "pay_now_discount")).at(-1)).toMatchObject({
      action: "price_edit.pay_now",
      actorId: "s-admin",
      before: { payNowDiscountBp: 500 },
      after: { payNowDiscountBp: 1000 },
    });
    const after = await quote();
    expect(after.price.payNow?.basisPoints).toBe(1000);
    const booked = await reserveFromQuote(
      db,
      { quoteId: before.id, driver, billing, paymentType: "card", lang: "tr" },
      { now: NOW },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    expect(booked.reservation.totalKurus).toBe(payNowPrice(before.totalKurus, 500).totalKurus);
    await savePayNowDiscount(db, admin, 500);
  });
});
