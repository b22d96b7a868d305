// The deposit as money held (decision 0088) on a real database and the in-process sandbox bank:
// a card deposit pre-authorised by 3-D Secure (PreAuth), captured in part at the return (PostAuth;
// the bank releases the rest) or released whole (Void); a cash deposit kept in part or paid back;
// 20 submissions of each step record one; the bank's ledger and the reservation's balance agree.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, outbox, rentalDeposits, reservationEvents, reservations, units } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import {
  depositCardForm,
  handleDepositCallback,
  reconcileStaleDeposits,
  settleDeposit,
  staleDepositHolds,
} from "#app/server/services/desk/deposit.server.ts";
import {
  customerDepositPage,
  depositLinkQuery,
  sendDepositLink,
  verifyDepositLink,
} from "#app/server/services/desk/deposit-link.server.ts";
import { deskBalanceOf } from "#app/server/services/desk/desk-payment.server.ts";
import { deskView } from "#app/server/services/desk/desk-view.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const DAY = 24 * 3_600_000;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;
let agent: StaffActor;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
  agent = {
    id: "staff-office-dep",
    name: "Demo office",
    email: "o@yolda.test",
    role: "office",
    officeIds: [f.istAirport],
  };
});
afterAll(() => closeTestDatabase(testDb));

let offsetDays = 10;
/** A card booking paid online, picked up with a deposit; the clock stands at pick-up. */
async function pickedUp(method: "card_preauth" | "cash", depositKurus: number) {
  offsetDays += 5;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const row = await bookedReservation(db, f, w, {
    days: 2,
    vehicleKurus: 300_000,
    paymentType: "card",
    at: T0,
    pickupAt,
    pan: APPROVED,
    publicUrl: PUBLIC_URL,
  });
  const [unit] = await db.select().from(units).where(eq(units.id, row.unitId));
  w.clock.now = pickupAt;
  const done = await pickUp(db, agent, {
    number: row.number,
    plate: unit!.plate,
    odometerKm: 12_000,
    fuelEighths: 8,
    damageNotes: "",
    licenceSeen: true,
    depositKurus,
    depositMethod: method,
    now: pickupAt,
  });
  expect(done).toEqual({ ok: true, repeated: false });
  return row;
}

/** The desk's tablet: the deposit's 3-D form posted to the sandbox bank, the code typed, the answer back. */
async function preAuthorise(number: string): Promise<URLSearchParams> {
  const form = await depositCardForm(db, agent, w.setup.gateway, number, { publicUrl: PUBLIC_URL, lang: "tr" });
  if (form.kind !== "form") throw new Error("no deposit form");
  expect(form.fields).toContainEqual(["TranType", "PreAuth"]);
  const posted = new URLSearchParams([
    ...form.fields,
    ["pan", APPROVED],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const sandbox = w.setup.sandbox!;
  const gate = await handleGatePost(sandbox, posted, w.clock.now);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, w.clock.now);
  if (done.kind !== "callback") throw new Error(`acs answered ${done.kind}`);
  return new URLSearchParams(done.fields);
}

async function returned(number: string, damageKurus: number) {
  w.clock.now = new Date(w.clock.now.getTime() + DAY);
  const r = await returnCar(db, agent, {
    number,
    odometerKm: 12_100,
    fuelEighths: 8,
    returnedAt: new Date(w.clock.now.getTime() + DAY),
    damages: damageKurus > 0 ? [{ description: "Sağ ön çamurlukta çizik", amountKurus: damageKurus }] : [],
    now: new Date(w.clock.now.getTime() + DAY),
  });
  expect(r).toMatchObject({ ok: true, repeated: false });
  w.clock.now = new Date(w.clock.now.getTime() + DAY);
}

const depositOf = async (id: string) =>
  (await db.select().from(rentalDeposits).where(eq(rentalDeposits.reservationId, id)))[0]!;
const rowOf = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const ledgerOf = async (orderId: string) => (await w.setup.sandbox!.ledger.get("190100000", orderId)) ?? null;
const notes = async (id: string) =>
  (await db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)))
    .map((e) => e.note ?? "")
    .filter((n) => n.startsWith("deposit"));

describe("card deposit: pre-authorisation by 3-D Secure", () => {
  it("holds 5.000 TL; 20 copies of the bank's answer record one hold; the return captures part and releases the rest", async () => {
    const r = await pickedUp("card_preauth", 500_000);
    expect(await depositOf(r.id)).toMatchObject({ status: "pending", amountKurus: 500_000 });
    const answer = await preAuthorise(r.number);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => handleDepositCallback(db, w.setup.gateway, answer, { now: w.clock.now })),
    );
    expect(outcomes.filter((o) => o.result === "held")).toHaveLength(1);
    expect(outcomes.every((o) => o.number === r.number)).toBe(true);
    const held = await depositOf(r.id);
    expect(held).toMatchObject({ status: "held", capturedKurus: 0 });
    expect(held.maskedPan).toMatch(/\*/);
    const bankHold = await ledgerOf(held.orderId!);
    expect(bankHold).toMatchObject({ status: "authorized", capturedKurus: 0, amountKurus: 500_000 });
    // Held money is not a payment: the reservation owes nothing and has received nothing more.
    const before = await deskBalanceOf(db, await rowOf(r.id));
    expect(before.owedKurus).toBe(0);

    await returned(r.number, 120_000);
    const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
    expect(owed).toBeGreaterThanOrEqual(120_000);
    const settled = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now)),
    );
    expect(settled.filter((s) => s.ok && !s.repeated)).toHaveLength(1);
    const after = await depositOf(r.id);
    expect(after).toMatchObject({ status: "captured", capturedKurus: Math.min(owed, 500_000) });
    const bank = await ledgerOf(held.orderId!);
    expect(bank?.movements.map((m) => [m.type, m.amountKurus])).toEqual([
      ["PreAuth", 500_000],
      ["PostAuth", Math.min(owed, 500_000)],
    ]);
    expect(bank).toMatchObject({ status: "captured", capturedKurus: Math.min(owed, 500_000) });
    // The captured part is money received: nothing is owed any more.
    expect((await deskBalanceOf(db, await rowOf(r.id))).owedKurus).toBe(Math.max(0, owed - 500_000));
    // The payment page lists it among what was received ("Depozitodan tahsil", decision 0135),
    // dated when the bank took it, and its lines add up to the balance's paid amount.
    const view = (await deskView(db, agent, { number: r.number, now: w.clock.now }))!;
    expect(view.received.filter((l) => l.kind === "deposit")).toEqual([
      { kind: "deposit", at: after.settledAt, method: "card_preauth", amountKurus: Math.min(owed, 500_000) },
    ]);
    expect(view.received.reduce((s, l) => s + l.amountKurus, 0)).toBe(view.balance.paidKurus);
    expect(await notes(r.id)).toEqual([
      "deposit held card_preauth: 500000",
      `deposit kept card_preauth: ${Math.min(owed, 500_000)} of 500000`,
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(audits.filter((a) => a.action === "deposit.settle")).toHaveLength(1);
  });

  it("a clean return releases the whole pre-authorisation with Void; nothing stays held at the bank", async () => {
    const r = await pickedUp("card_preauth", 300_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(r.number), { now: w.clock.now });
    await returned(r.number, 0);
    expect((await deskBalanceOf(db, await rowOf(r.id))).owedKurus).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now)),
    );
    expect(results.filter((s) => s.ok && !s.repeated)).toHaveLength(1);
    const d = await depositOf(r.id);
    expect(d).toMatchObject({ status: "released", capturedKurus: 0 });
    const bank = await ledgerOf(d.orderId!);
    expect(bank?.status).toBe("voided");
    expect(bank?.movements.map((m) => m.type)).toEqual(["PreAuth", "Void"]);
  });

  it("the bank refuses a PostAuth above the pre-authorised amount and a second capture", async () => {
    const r = await pickedUp("card_preauth", 100_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(r.number), { now: w.clock.now });
    const orderId = (await depositOf(r.id)).orderId!;
    expect(await w.setup.gateway.postAuth({ orderId, amountKurus: 100_001 })).toMatchObject({ kind: "error" });
    expect(await w.setup.gateway.postAuth({ orderId, amountKurus: 40_000 })).toMatchObject({ kind: "approved" });
    expect(await w.setup.gateway.postAuth({ orderId, amountKurus: 10_000 })).toMatchObject({ kind: "error" });
    expect(await w.setup.gateway.query({ orderId })).toMatchObject({ kind: "found", status: "captured" });
  });

  it("a hold past the bank's window is a task on Today until it is settled", async () => {
    const r = await pickedUp("card_preauth", 200_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(r.number), { now: w.clock.now });
    const later = new Date(w.clock.now.getTime() + 31 * DAY);
    expect((await staleDepositHolds(db, agent, w.clock.now)).map((h) => h.number)).not.toContain(r.number);
    expect((await staleDepositHolds(db, agent, later)).map((h) => h.number)).toContain(r.number);
    expect((await staleDepositHolds(db, agent, later, { holdDays: 60 })).map((h) => h.number)).not.toContain(r.number);
  });
});

describe("cash deposit", () => {
  it("is held from hand-over and paid back whole after a clean return; 20 submissions pay back once", async () => {
    const r = await pickedUp("cash", 250_000);
    expect(await depositOf(r.id)).toMatchObject({ status: "held", method: "cash", orderId: null });
    await returned(r.number, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now)),
    );
    expect(results.filter((s) => s.ok && !s.repeated)).toHaveLength(1);
    expect(await depositOf(r.id)).toMatchObject({ status: "paid_back", capturedKurus: 0 });
    expect(await notes(r.id)).toEqual(["deposit held cash: 250000", "deposit paid back cash: 250000"]);
  });

  it("keeps what a damage costs and pays back the rest", async () => {
    const r = await pickedUp("cash", 250_000);
    await returned(r.number, 50_000);
    const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
    await settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now);
    expect(await depositOf(r.id)).toMatchObject({ status: "captured", capturedKurus: Math.min(owed, 250_000) });
    expect((await deskBalanceOf(db, await rowOf(r.id))).owedKurus).toBe(Math.max(0, owed - 250_000));
  });
});

describe("card deposit by the e-mailed link (the customer's own device)", () => {
  const SECRET = "deposit-link-test-secret-0123456789abcdef";
  const linkQuery = (url: string) => new URL(url).searchParams;

  it("the desk e-mails a signed link; the customer's page pre-authorises at the bank; the desk sees it held", async () => {
    const r = await pickedUp("card_preauth", 400_000);
    const sent = await sendDepositLink(db, agent, r.number, {
      secret: SECRET,
      publicUrl: PUBLIC_URL,
      now: w.clock.now,
    });
    expect(sent).toMatchObject({ ok: true, to: r.driver.email });
    if (!sent?.ok) throw new Error("not sent");
    // One e-mail in the reservation's language with the link, the amount and no card data.
    const mails = (await db.select().from(outbox))
      .map((row) => row.payload as EmailMessage)
      .filter((m) => m.to === r.driver.email && m.subject.includes(r.number));
    expect(mails.map((m) => m.subject)).toContain(`Depozito provizyonu: ${r.number}`);
    const mail = mails.find((m) => m.subject.startsWith("Depozito"))!;
    expect(mail.text).toContain(sent.url);
    expect(mail.text).toContain("4.000,00 TL");
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "deposit.link"));
    expect(audits.some((a) => a.entityId === r.id && a.actorId === agent.id)).toBe(true);

    // The customer's page: the bank's PreAuth form for the deposit, and the answer applied once.
    const page = await customerDepositPage(db, w.setup.gateway, linkQuery(sent.url), {
      secret: SECRET,
      publicUrl: PUBLIC_URL,
      lang: "tr",
      ip: "203.0.113.9",
      now: w.clock.now,
    });
    if (page.kind !== "form") throw new Error(`page is ${page.kind}`);
    expect(page).toMatchObject({ number: r.number, amountKurus: 400_000 });
    expect(page.fields).toContainEqual(["TranType", "PreAuth"]);
    expect(page.fields.find(([k]) => k === "okUrl")?.[1]).toBe(`${PUBLIC_URL}/depozito-donus`);
    const callback = await cardThroughBank(page.fields);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => handleDepositCallback(db, w.setup.gateway, callback, { now: w.clock.now })),
    );
    expect(answers.filter((a) => a.result === "held")).toHaveLength(1);
    expect(await depositOf(r.id)).toMatchObject({ status: "held", amountKurus: 400_000 });
    expect(await ledgerOf((await depositOf(r.id)).orderId!)).toMatchObject({ status: "authorized" });
    // The same link now says it is done; the desk's tablet form is gone.
    expect(
      await customerDepositPage(db, w.setup.gateway, linkQuery(sent.url), {
        secret: SECRET,
        publicUrl: PUBLIC_URL,
        lang: "tr",
        ip: "",
        now: w.clock.now,
      }),
    ).toEqual({ kind: "done", number: r.number, amountKurus: 400_000, held: true });
    expect(
      await sendDepositLink(db, agent, r.number, { secret: SECRET, publicUrl: PUBLIC_URL, now: w.clock.now }),
    ).toEqual({ ok: false, reason: "notPending" });
  });

  it("a forged, altered or expired link opens nothing", async () => {
    const r = await pickedUp("card_preauth", 300_000);
    const now = w.clock.now;
    const good = new URLSearchParams(depositLinkQuery(SECRET, r.number, now.getTime() + 60_000));
    expect(verifyDepositLink(SECRET, good, now)).toBe(r.number);
    const altered = new URLSearchParams(good);
    altered.set("e", String(now.getTime() + 10 * DAY));
    const other = new URLSearchParams(good);
    other.set("no", "YLD-0000000");
    for (const q of [altered, other, new URLSearchParams({ no: r.number })]) {
      expect(verifyDepositLink(SECRET, q, now)).toBeNull();
    }
    expect(verifyDepositLink("another-secret-0123456789abcdef0123", good, now)).toBeNull();
    expect(verifyDepositLink(SECRET, good, new Date(now.getTime() + 61_000))).toBeNull();
    const page = await customerDepositPage(db, w.setup.gateway, altered, {
      secret: SECRET,
      publicUrl: PUBLIC_URL,
      lang: "en",
      ip: "",
      now,
    });
    expect(page).toEqual({ kind: "invalid" });
  });
});

/** A card typed on a deposit form and confirmed on the sandbox bank's 3-D page: the bank's callback. */
async function cardThroughBank(fields: Array<[string, string]>): Promise<URLSearchParams> {
  const posted = new URLSearchParams([
    ...fields,
    ["pan", APPROVED],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const sandbox = w.setup.sandbox!;
  const gate = await handleGatePost(sandbox, posted, w.clock.now);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const done = await completeAcs(sandbox, gate.challenge.sessionId, gate.challenge.oneTimeCode, w.clock.now);
  if (done.kind !== "callback") throw new Error(`acs answered ${done.kind}`);
  return new URLSearchParams(done.fields);
}
describe("a settlement the process died in (decision 0109)", () => {
  const STALE = 3 * 60_000;
  /** Claims the deposit as settleDeposit does, sends `send` to the bank, and "dies" before recording. */
  async function diesAfterSending(id: string, send: (orderId: string, transId: string) => Promise<unknown>) {
    const claimedAt = w.clock.now;
    const [claimed] = await db
      .update(rentalDeposits)
      .set({ status: "settling", settledBy: agent.id, settlingSince: claimedAt })
      .where(eq(rentalDeposits.reservationId, id))
      .returning();
    await send(claimed!.orderId!, claimed!.transId ?? "");
    return new Date(claimedAt.getTime() + STALE);
  }

  it("a PostAuth the bank took is recorded from its ledger on the next attempt; 20 attempts never capture twice", async () => {
    const r = await pickedUp("card_preauth", 500_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(r.number), { now: w.clock.now });
    await returned(r.number, 120_000);
    const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
    const keep = Math.min(owed, 500_000);
    const later = await diesAfterSending(r.id, (orderId) => w.setup.gateway.postAuth({ orderId, amountKurus: keep }));
    // While the claim is fresh, a second attempt leaves it alone and sends nothing.
    expect(await settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now)).toMatchObject({ repeated: true });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit(db, agent, w.setup.gateway, r.number, later)),
    );
    expect(results.filter((s) => s.ok && !s.repeated)).toHaveLength(1);
    const d = await depositOf(r.id);
    expect(d).toMatchObject({ status: "captured", capturedKurus: keep });
    const bank = await ledgerOf(d.orderId!);
    expect(bank?.movements.map((m) => [m.type, m.amountKurus])).toEqual([
      ["PreAuth", 500_000],
      ["PostAuth", keep],
    ]);
    expect((await deskBalanceOf(db, await rowOf(r.id))).owedKurus).toBe(owed - keep);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(audits.filter((a) => a.action === "deposit.settle")).toHaveLength(1);
  });

  it("a Void the bank took is recorded as released by the job; a claim the bank never saw is settled once", async () => {
    const voided = await pickedUp("card_preauth", 300_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(voided.number), { now: w.clock.now });
    await returned(voided.number, 0);
    await diesAfterSending(voided.id, (orderId, transactionId) => w.setup.gateway.void({ orderId, transactionId }));
    // Died before the bank was called at all.
    const untouched = await pickedUp("card_preauth", 200_000);
    await handleDepositCallback(db, w.setup.gateway, await preAuthorise(untouched.number), { now: w.clock.now });
    await returned(untouched.number, 0);
    const later = await diesAfterSending(untouched.id, async () => undefined);

    const jobs = await Promise.all(Array.from({ length: 5 }, () => reconcileStaleDeposits(db, w.setup.gateway, later)));
    expect(jobs.reduce((s, j) => s + j.released, 0)).toBe(1);
    expect(jobs.reduce((s, j) => s + j.held, 0)).toBe(1);
    const v = await depositOf(voided.id);
    expect(v).toMatchObject({ status: "released", capturedKurus: 0 });
    expect((await ledgerOf(v.orderId!))?.movements.map((m) => m.type)).toEqual(["PreAuth", "Void"]);
    // The untouched hold is held again; the next attempt settles it with one Void.
    expect(await depositOf(untouched.id)).toMatchObject({ status: "held", settlingSince: null });
    const again = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit(db, agent, w.setup.gateway, untouched.number, later)),
    );
    expect(again.filter((s) => s.ok && !s.repeated)).toHaveLength(1);
    const u = await depositOf(untouched.id);
    expect(u.status).toBe("released");
    expect((await ledgerOf(u.orderId!))?.movements.map((m) => m.type)).toEqual(["PreAuth", "Void"]);
  });
});
