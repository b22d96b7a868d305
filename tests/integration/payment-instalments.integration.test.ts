// Instalments (taksit) against a real database and the in-process sandbox bank (decision 0044):
// the options of a card's BIN priced by the rates setting, the choice stored on the attempt and
// signed into the EstV3 form, a 3-instalment round trip, and answers whose taksit differs refused.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentEvents, payments, reservations } from "#app/server/db/schema.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import { type PaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import {
  chooseInstalments,
  handlePaymentCallback,
  instalmentOffer,
  paymentResult,
  preparePaymentPage,
  startCardPayment,
} from "#app/server/services/payments.server.ts";
import { addUnit, buildFixture, type Fixture, insertReservationRow } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";
import { paymentRowOf, sandboxWorld } from "#tests/support/payment-start.ts";

const VISA = "4355084355084358";
const MASTERCARD = "5406675406675403";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const MIN = 60_000;
const BASE = 1_000_000; // 10.000,00 TL

let test: TestDatabase | undefined;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
  f = await buildFixture(db);
});
afterAll(() => closeTestDatabase(test));

const world = (model: ThreeDSecureModel = "3d_pay"): PaymentSetup => sandboxWorld(db, PUBLIC_URL, model, T0).setup;

let day = 10;
async function pendingAttempt(): Promise<{ reservationId: string; number: string; paymentId: string }> {
  day += 3;
  const unitId = await addUnit(db, f.clio, f.istAirport);
  const pickupAt = new Date(T0.getTime() + day * 86_400_000);
  const row = await insertReservationRow(db, f, {
    unitId,
    pickupAt,
    returnAt: new Date(pickupAt.getTime() + 2 * 86_400_000),
    status: "pending_payment",
    paymentType: "card",
    totalKurus: BASE,
    createdAt: T0,
    holdExpiresAt: new Date(T0.getTime() + 15 * MIN),
  });
  const started = await startCardPayment(
    db,
    { reservationNumber: row.number, lang: "tr", ip: "10.0.0.1" },
    { now: T0 },
  );
  if (!started.ok) throw new Error(started.reason);
  return { reservationId: row.id, number: row.number, paymentId: started.paymentId };
}

const paymentRow = (id: string) => paymentRowOf(db, id);

/** The browser posts the (signed) hidden fields plus the card to the gate; the holder types the code. */
async function throughBank(setup: PaymentSetup, fields: Array<[string, string]>, pan: string) {
  const sandbox = setup.sandbox;
  if (!sandbox) throw new Error("no sandbox");
  const posted = new URLSearchParams([
    ...fields,
    ["pan", pan],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const gate = await handleGatePost(sandbox, posted, T0);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, T0);
  if (done.kind !== "callback") throw new Error(`acs answered ${done.kind}`);
  return new URLSearchParams(done.fields);
}

const choose = (setup: PaymentSetup, paymentId: string, bin: string, count: number) =>
  chooseInstalments(db, setup.gateway, { paymentId, bin, count }, { publicUrl: PUBLIC_URL, now: T0 });

describe("instalment options", () => {
  it("are what the card's BIN allows, priced by the rates setting (seeded by 0023)", async () => {
    const setup = world();
    const a = await pendingAttempt();
    const visa = await instalmentOffer(db, setup.gateway, a.paymentId, "435508");
    if (!visa.ok) throw new Error(visa.reason);
    expect(visa.options.map((o) => [o.count, o.totalKurus, o.monthlyKurus])).toEqual([
      [1, 1_000_000, 1_000_000],
      [2, 1_032_000, 516_000],
      [3, 1_047_500, 349_167],
      [6, 1_092_000, 182_000],
      [9, 1_135_000, 126_111],
    ]);
    const mc = await instalmentOffer(db, setup.gateway, a.paymentId, "540667");
    expect(mc.ok && mc.options.map((o) => o.count)).toEqual([1, 2, 3, 6]);
    const troy = await instalmentOffer(db, setup.gateway, a.paymentId, "979203");
    expect(troy.ok && troy.options.map((o) => o.count)).toEqual([1]);
    expect(await instalmentOffer(db, setup.gateway, a.paymentId, "4355")).toEqual({ ok: false, reason: "badBin" });
  });

  it("follow the rates setting when it changes", async () => {
    const setup = world();
    const a = await pendingAttempt();
    await db.execute(sql`update instalment_rates set rate_basis_points = 600 where count = 3`);
    try {
      const offer = await instalmentOffer(db, setup.gateway, a.paymentId, "435508");
      expect(offer.ok && offer.options.find((o) => o.count === 3)?.totalKurus).toBe(1_060_000);
    } finally {
      await db.execute(sql`update instalment_rates set rate_basis_points = 475 where count = 3`);
    }
  });

  it("refuse a count the card does not allow and leave the attempt as it was", async () => {
    const setup = world();
    const a = await pendingAttempt();
    expect(await choose(setup, a.paymentId, "979203", 3)).toEqual({ ok: false, reason: "notAllowed" });
    expect(await choose(setup, a.paymentId, "540667", 9)).toEqual({ ok: false, reason: "notAllowed" });
    expect(await choose(setup, a.paymentId, "435508", 4)).toEqual({ ok: false, reason: "notAllowed" });
    const p = await paymentRow(a.paymentId);
    expect([p.instalments, p.amountKurus, p.instalmentSurchargeKurus]).toEqual([1, BASE, 0]);
  });
});

describe("a payment in instalments", () => {
  it("3 instalments: stored, signed into taksit, charged by the sandbox, confirmed, on /payres, e-mail and receipt", async () => {
    const setup = world();
    const a = await pendingAttempt();
    const chosen = await choose(setup, a.paymentId, "435508", 3);
    if (!chosen.ok) throw new Error(chosen.reason);
    const fields = new Map(chosen.page.form.fields);
    expect([fields.get("taksit"), fields.get("amount")]).toEqual(["3", "10475.00"]);
    expect(chosen.page).toMatchObject({ amountKurus: 1_047_500, baseAmountKurus: BASE, instalments: 3 });
    const stored = await paymentRow(a.paymentId);
    expect([stored.instalments, stored.amountKurus, stored.instalmentSurchargeKurus]).toEqual([3, 1_047_500, 47_500]);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, a.paymentId));
    expect(events.find((e) => e.kind === "instalments")?.detail).toEqual({
      instalments: 3,
      surchargeKurus: 47_500,
      bin: "435508",
    });
    // A reload of /pos3d signs the stored choice again.
    const page = await preparePaymentPage(db, setup.gateway, a.paymentId, { publicUrl: PUBLIC_URL, now: T0 });
    expect(page.kind === "form" && new Map(page.form.fields).get("taksit")).toBe("3");

    const callback = await throughBank(setup, chosen.page.form.fields, VISA);
    expect(callback.get("taksit")).toBe("3");
    expect(await handlePaymentCallback(db, setup.gateway, callback, { now: T0 })).toEqual({
      paymentId: a.paymentId,
      result: "applied",
    });
    const [r] = await db.select().from(reservations).where(eq(reservations.id, a.reservationId));
    expect(r?.status).toBe("confirmed");
    expect((await paymentRow(a.paymentId)).status).toBe("approved");
    expect(await paymentResult(db, a.paymentId)).toMatchObject({
      outcome: "approved",
      amountKurus: 1_047_500,
      instalments: 3,
      monthlyKurus: 349_167,
    });
    const ledger = await setup.sandbox?.ledger.get("190100000", stored.orderId);
    expect(ledger).toMatchObject({ instalments: 3, capturedKurus: 1_047_500 });
    const mails = await db.select().from(outbox);
    const mail = mails.find((m) => JSON.stringify(m.payload).includes(a.number));
    expect(JSON.stringify(mail?.payload)).toContain("10.475,00 TL online kartla 3 taksit x 3.491,67 TL");
    const receipt = await loadReceipt(db, a.number);
    expect(receipt?.payments).toEqual([
      expect.objectContaining({
        method: "card",
        amountKurus: 1_047_500,
        instalments: 3,
        instalmentSurchargeKurus: 47_500,
      }),
    ]);
  });

  it("back to a single payment: the surcharge goes and taksit is empty again", async () => {
    const setup = world();
    const a = await pendingAttempt();
    expect((await choose(setup, a.paymentId, "435508", 9)).ok).toBe(true);
    const single = await choose(setup, a.paymentId, "435508", 1);
    if (!single.ok) throw new Error(single.reason);
    expect(new Map(single.page.form.fields).get("taksit")).toBe("");
    const p = await paymentRow(a.paymentId);
    expect([p.instalments, p.amountKurus, p.instalmentSurchargeKurus]).toEqual([1, BASE, 0]);
  });

  it("3d model: 6 instalments on the Mastercard are provisioned with Taksit 6", async () => {
    const setup = world("3d");
    const a = await pendingAttempt();
    const chosen = await choose(setup, a.paymentId, "540667", 6);
    if (!chosen.ok) throw new Error(chosen.reason);
    const callback = await throughBank(setup, chosen.page.form.fields, MASTERCARD);
    expect((await handlePaymentCallback(db, setup.gateway, callback, { now: T0, ip: "10.0.0.1" })).result).toBe(
      "applied",
    );
    const p = await paymentRow(a.paymentId);
    expect([p.status, p.instalments, p.amountKurus]).toEqual(["approved", 6, 1_092_000]);
    expect(await setup.sandbox?.ledger.get("190100000", p.orderId)).toMatchObject({ instalments: 6 });
  });

  it("a charge whose taksit is not the stored choice is refused and voided; the reservation stays unpaid", async () => {
    const setup = world();
    const a = await pendingAttempt();
    const chosen = await choose(setup, a.paymentId, "435508", 3);
    if (!chosen.ok) throw new Error(chosen.reason);
    // A form signed for the same order and amount but another count (an old tab, or a bank that
    // split it otherwise): the bank charges it and echoes taksit=6.
    const other = await setup.gateway.beginCheckout({
      orderId: chosen.page.form.fields.find(([k]) => k === "oid")?.[1] ?? "",
      amountKurus: 1_047_500,
      currency: "TRY",
      lang: "tr",
      returnUrl: `${PUBLIC_URL}/odemecallback`,
      customer: { firstName: "A", lastName: "B", email: "a@b.test", ip: "" },
      description: a.number,
      instalments: 6,
    });
    if (other.kind !== "form") throw new Error("form");
    const callback = await throughBank(setup, other.fields, VISA);
    expect(callback.get("Response")).toBe("Approved");
    expect(await handlePaymentCallback(db, setup.gateway, callback, { now: T0 })).toEqual({
      paymentId: a.paymentId,
      result: "refused",
    });
    const p = await paymentRow(a.paymentId);
    expect(p.status).toBe("initiated");
    const [r] = await db.select().from(reservations).where(eq(reservations.id, a.reservationId));
    expect(r?.status).toBe("pending_payment");
    expect(await setup.sandbox?.ledger.get("190100000", p.orderId)).toMatchObject({ status: "voided" });
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, a.paymentId));
    expect(events.map((e) => e.kind)).toContain("refused_charge_voided");
  });

  it("two choices at the same time leave one whole choice: count, surcharge and amount agree", async () => {
    const setup = world();
    const a = await pendingAttempt();
    const results = await Promise.all([
      choose(setup, a.paymentId, "435508", 3),
      choose(setup, a.paymentId, "435508", 6),
      choose(setup, a.paymentId, "435508", 9),
    ]);
    expect(results.some((r) => r.ok)).toBe(true);
    const p = await paymentRow(a.paymentId);
    const expected: Record<number, [number, number]> = {
      3: [47_500, 1_047_500],
      6: [92_000, 1_092_000],
      9: [135_000, 1_135_000],
    };
    expect([p.instalmentSurchargeKurus, p.amountKurus]).toEqual(expected[p.instalments]);
  });

  it("an attempt that is no longer live gets no options", async () => {
    const setup = world();
    const a = await pendingAttempt();
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, a.paymentId));
    expect(await instalmentOffer(db, setup.gateway, a.paymentId, "435508")).toEqual({
      ok: false,
      reason: "notOffered",
    });
  });
});
