// The finance office's day counts the money kept from a card deposit (decision 0142, amending 0075):
// a 5.000 TL pre-authorisation of which the return keeps 1.200 TL and more (the bank's PostAuth) is a
// line of its own ("Depozitodan tahsil") at the office that settled it on that day, in the day's net
// and the range's total; the hold itself (PreAuth) and the released rest are no money. The sandbox
// bank's day-end list has the PostAuth as a sale of the deposit's order: the reconciliation pairs it
// with Yolda's capture, leaving nothing unmatched on either side.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { rentalDeposits, units } from "#app/server/db/schema.ts";
import { completeAcs, handleGatePost } from "#app/server/payments/sandbox-bank/sandbox-gate.server.ts";
import { depositCardForm, handleDepositCallback, settleDeposit } from "#app/server/services/desk/deposit.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import { closeTillDay, financeView, reconcileBankDay } from "#app/server/services/staff/finance.server.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-04-01T07:00:00Z");
const DAY = 24 * 3_600_000;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;
let agent: StaffActor;
const finance: StaffActor = { id: "s-fin", name: "Fin", email: "f@yolda.test", role: "finance", officeIds: [] };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
  agent = {
    id: "staff-office-fin",
    name: "Demo office",
    email: "o@yolda.test",
    role: "office",
    officeIds: [f.istAirport],
  };
});
afterAll(() => closeTestDatabase(testDb));

/** A card booking paid online, handed over with a 5.000 TL card deposit pre-authorised at the bank. */
async function heldDeposit() {
  const pickupAt = new Date(T0.getTime() + 10 * DAY);
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
  const out = await pickUp(db, agent, {
    number: row.number,
    plate: unit!.plate,
    odometerKm: 12_000,
    fuelEighths: 8,
    damageNotes: "",
    licenceSeen: true,
    depositKurus: 500_000,
    depositMethod: "card_preauth",
    now: pickupAt,
  });
  expect(out).toEqual({ ok: true, repeated: false });
  const form = await depositCardForm(db, agent, w.setup.gateway, row.number, { publicUrl: PUBLIC_URL, lang: "tr" });
  if (form.kind !== "form") throw new Error("no deposit form");
  const posted = new URLSearchParams([
    ...form.fields,
    ["pan", APPROVED],
    ["Ecom_Payment_Card_ExpDate_Month", "12"],
    ["Ecom_Payment_Card_ExpDate_Year", "30"],
    ["cv2", "000"],
  ]);
  const gate = await handleGatePost(w.setup.sandbox!, posted, w.clock.now);
  if (gate.kind !== "challenge") throw new Error(`gate answered ${gate.kind}`);
  const acs = await completeAcs(w.setup.sandbox!, gate.challenge.sessionId, gate.challenge.oneTimeCode, w.clock.now);
  if (acs.kind !== "callback") throw new Error(`acs answered ${acs.kind}`);
  const held = await handleDepositCallback(db, w.setup.gateway, new URLSearchParams(acs.fields), { now: w.clock.now });
  expect(held.result).toBe("held");
  return row;
}

describe("money kept from a card deposit (PostAuth) in the finance office's day", () => {
  it("is its own line at the settling office and day, in the net and the total, and matches the bank's day-end list", async () => {
    const r = await heldDeposit();
    // Returned the next day with a 1.200 TL damage; the desk settles the deposit the same day.
    const back = new Date(w.clock.now.getTime() + 2 * DAY);
    w.clock.now = back;
    const returned = await returnCar(db, agent, {
      number: r.number,
      odometerKm: 12_100,
      fuelEighths: 8,
      returnedAt: back,
      damages: [{ description: "Sağ ön çamurlukta çizik", amountKurus: 120_000 }],
      now: back,
    });
    expect(returned).toMatchObject({ ok: true, repeated: false });
    w.clock.now = new Date(back.getTime() + 3_600_000);
    const settled = await settleDeposit(db, agent, w.setup.gateway, r.number, w.clock.now);
    expect(settled).toMatchObject({ ok: true, repeated: false });
    const [deposit] = await db.select().from(rentalDeposits).where(eq(rentalDeposits.reservationId, r.id));
    expect(deposit).toMatchObject({ status: "captured" });
    const kept = deposit!.capturedKurus;
    expect(kept).toBeGreaterThanOrEqual(120_000);
    expect(kept).toBeLessThanOrEqual(500_000);

    const day = istanbulDate(w.clock.now);
    const pickupDay = istanbulDate(new Date(T0.getTime() + 10 * DAY));
    const view = await financeView(db, finance, {
      lang: "tr",
      from: pickupDay,
      to: day,
      today: day,
      sandboxBank: true,
    });
    // The hold at hand-over moved no money: the pick-up day has no deposit line.
    expect(view.days.filter((d) => d.date === pickupDay).map((d) => d.depositCaptureKurus)).toEqual(
      view.days.filter((d) => d.date === pickupDay).map(() => 0),
    );
    const line = view.days.find((d) => d.date === day && d.officeId === r.dropoffOfficeId);
    expect(line).toMatchObject({ depositCaptureKurus: kept, drawerKurus: 0 });
    // Collected money: in the day's net (nothing else moved at that office that day) and the total.
    expect(line!.netKurus).toBe(kept + line!.deskCardKurus + line!.cashKurus - line!.refundKurus);
    expect(view.total.depositCaptureKurus).toBe(kept);
    // It never touches the drawer: the close expects no cash for it.
    const close = await closeTillDay(db, agent, {
      officeId: r.dropoffOfficeId,
      date: day,
      countedKurus: line!.cashKurus,
      reason: "",
      now: w.clock.now,
      today: day,
    });
    expect(close).toMatchObject({ ok: true, close: { expectedCashKurus: line!.cashKurus, differenceKurus: 0 } });

    // The sandbox bank lists the PostAuth as a sale of the deposit's order; Yolda's side has it too.
    const sandbox = { deps: w.setup.sandbox!, clientId: w.setup.sandbox!.merchants[0]!.clientId };
    const run = await reconcileBankDay(db, finance, {
      date: day,
      source: "sandbox",
      fileName: "",
      text: "",
      now: w.clock.now,
      sandbox,
    });
    if (!run.ok) throw new Error(run.reason);
    expect(run.run.bankOnlyLines).toEqual([]);
    expect(run.run.yoldaOnlyLines).toEqual([]);
    expect(run.run.matchedLines.map((l) => [l.bank.orderId, l.yolda.type, l.yolda.amountKurus])).toContainEqual([
      deposit!.orderId,
      "sale",
      kept,
    ]);
    expect(run.run.yoldaTotalKurus).toBe(run.run.bankTotalKurus);
  });
});
