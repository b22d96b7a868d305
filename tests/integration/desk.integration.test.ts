// The desk (decision 0041) against a real database and the sandbox bank: assign
// or change the unit, pick-up, return with charges, desk payments, the receipt, no-show and cancel
// on behalf. Every action is refused in the wrong state and to the wrong person, writes its event
// and audit entry with the change, and records nothing twice however often it is submitted.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  cancellationRequests,
  departments,
  deskPayments,
  payments,
  rentalCheckins,
  rentalCheckouts,
  reservationCharges,
  reservationEvents,
  reservations,
  units,
} from "#app/server/db/schema.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { countLocationBreaks, countOverlappingLiveHolds } from "#app/server/repositories/reservations.server.ts";
import { applyCancellation } from "#app/server/services/cancellation.server.ts";
import { assignUnit, unitChoices } from "#app/server/services/desk/assign-unit.server.ts";
import { cancelOnBehalf, markNoShow } from "#app/server/services/desk/cancel.server.ts";
import { deskBalanceOf, takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { deskReceipt } from "#app/server/services/desk/desk-receipt.server.ts";
import { pickUp, type PickupInput } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import { issuePaymentReference } from "#app/server/services/payment-references.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { addReservation, addUnit, buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
});
afterAll(() => closeTestDatabase(testDb));

const staff = (role: StaffRole, officeIds: number[] = []): StaffActor => ({
  id: `staff-${role}-${officeIds.join("-")}`,
  name: `Demo ${role}`,
  email: `${role}@yolda.test`,
  role,
  officeIds,
});
let agent: StaffActor;
let otherAgent: StaffActor;
const admin = staff("admin");
const callCentre = staff("call_centre");
const finance = staff("finance");
const content = staff("content");

let offsetDays = 10;

type Booking = { days: number; vehicleKurus: number; assuranceKurus?: number; paymentType?: "card" | "office" };

/** A reservation at the airport office, paid by card through the sandbox bank at T0 (or pay-at-office). */
async function booked(b: Booking) {
  offsetDays += b.days + 3;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const row = await bookedReservation(db, f, w, { ...b, at: T0, pickupAt, pan: APPROVED, publicUrl: PUBLIC_URL });
  const [unit] = await db.select().from(units).where(eq(units.id, row.unitId));
  return { ...row, plate: unit!.plate };
}

const statusOf = async (id: string) =>
  (await db.select({ s: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0]?.s;
const auditActions = async (id: string) =>
  (await db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))).map((r) => r.a);
const eventCount = (id: string) => db.$count(reservationEvents, eq(reservationEvents.reservationId, id));
const key = () => randomBytes(12).toString("hex");

const pickupOf = (r: { number: string; plate: string; pickupAt: Date }, over: Partial<PickupInput> = {}) => ({
  number: r.number,
  plate: r.plate.toLowerCase().replace(/ /g, ""),
  odometerKm: 12_000,
  fuelEighths: 8,
  damageNotes: "Small scratch on the rear bumper",
  licenceSeen: true,
  depositKurus: 500_000,
  depositMethod: "card_preauth" as const,
  now: r.pickupAt,
  ...over,
});

beforeAll(() => {
  agent = staff("office", [f.istAirport]);
  otherAgent = staff("office", [f.izmir]);
});

describe("who may do what", () => {
  it("refuses an office agent of another office, the call centre at the counter, and the content editor", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    const gw = w.setup.gateway;
    const denied = [
      () => pickUp(db, otherAgent, pickupOf(r)),
      () => pickUp(db, callCentre, pickupOf(r)),
      () => pickUp(db, finance, pickupOf(r)),
      () => assignUnit(db, otherAgent, { number: r.number, unitId: r.unitId, now: T0 }),
      () => unitChoices(db, otherAgent, { number: r.number, now: T0 }),
      () => markNoShow(db, gw, callCentre, { number: r.number, now: new Date(r.pickupAt.getTime() + 3 * HOUR) }),
      () => cancelOnBehalf(db, gw, otherAgent, { number: r.number, reason: "x", now: T0 }),
      () => cancelOnBehalf(db, gw, content, { number: r.number, reason: "x", now: T0 }),
      () =>
        takeDeskPayment(db, callCentre, {
          number: r.number,
          amountKurus: 1,
          method: "cash",
          idempotencyKey: key(),
          now: T0,
        }),
      () =>
        takeDeskPayment(db, otherAgent, {
          number: r.number,
          amountKurus: 1,
          method: "cash",
          idempotencyKey: key(),
          now: T0,
        }),
      () =>
        returnCar(db, otherAgent, {
          number: r.number,
          odometerKm: 1,
          fuelEighths: 8,
          returnedAt: T0,
          damages: [],
          now: T0,
        }),
      () => deskReceipt(db, otherAgent, { number: r.number, lang: "tr", now: T0 }),
      () => deskReceipt(db, content, { number: r.number, lang: "tr", now: T0 }),
    ];
    for (const attempt of denied) await expect(attempt()).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await statusOf(r.id)).toBe("confirmed");
    expect(await auditActions(r.id)).toEqual([]);
    // An unknown number is "not found" only to someone who may do the action at all.
    expect(await pickUp(db, agent, pickupOf({ ...r, number: "YLD-0000000" }))).toEqual({
      ok: false,
      reason: "notFound",
    });
  });

  it("walks every role through every desk action: allowed ones get an answer, the others are refused", async () => {
    const number = "YLD-0000000";
    const gw = w.setup.gateway;
    const actions = {
      unit: (a: StaffActor) => assignUnit(db, a, { number, unitId: 1, now: T0 }),
      pickup: (a: StaffActor) => pickUp(db, a, pickupOf({ number, plate: "34 A 1", pickupAt: T0 })),
      return: (a: StaffActor) =>
        returnCar(db, a, { number, odometerKm: 1, fuelEighths: 8, returnedAt: T0, damages: [], now: T0 }),
      payment: (a: StaffActor) =>
        takeDeskPayment(db, a, { number, amountKurus: 1, method: "cash", idempotencyKey: key(), now: T0 }),
      receipt: (a: StaffActor) => deskReceipt(db, a, { number, lang: "tr", now: T0 }),
      noShow: (a: StaffActor) => markNoShow(db, gw, a, { number, now: T0 }),
      cancel: (a: StaffActor) => cancelOnBehalf(db, gw, a, { number, reason: "x", now: T0 }),
    };
    const expected: Record<StaffRole, (keyof typeof actions)[]> = {
      admin: ["unit", "pickup", "return", "payment", "receipt", "noShow", "cancel"],
      office: ["unit", "pickup", "return", "payment", "receipt", "noShow", "cancel"],
      call_centre: ["receipt", "cancel"],
      finance: ["payment", "receipt"],
      content: [],
      hr: [],
      office_manager: ["unit", "pickup", "return", "payment", "receipt", "noShow", "cancel"],
    };
    for (const [role, allowed] of Object.entries(expected) as [StaffRole, (keyof typeof actions)[]][]) {
      for (const [name, run] of Object.entries(actions) as [
        keyof typeof actions,
        (a: StaffActor) => Promise<unknown>,
      ][]) {
        const attempt = run(staff(role, [f.istAirport]));
        if (allowed.includes(name))
          await expect(attempt, `${role} ${name}`).resolves.toEqual({ ok: false, reason: "notFound" });
        else await expect(attempt, `${role} ${name}`).rejects.toBeInstanceOf(StaffAccessDenied);
      }
    }
  });

  it("lets an agent of the drop-off office act on a reservation picked up elsewhere", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    await db.update(reservations).set({ dropoffOfficeId: f.izmir }).where(eq(reservations.id, r.id));
    expect(await pickUp(db, otherAgent, pickupOf(r))).toEqual({ ok: true, repeated: false });
  });
});

describe("assign or change the unit", () => {
  it("moves the hold to a free unit of the class, once, and refuses one that is busy or elsewhere", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    const free = await addUnit(db, f.egea, f.istAirport);
    const busy = await addUnit(db, f.clio, f.istAirport);
    const elsewhere = await addUnit(db, f.clio, f.izmir);
    // Busy: its booking starts 1 hour after this one's return, inside the 2-hour turnaround buffer.
    await addReservation(db, {
      unitId: busy,
      modelId: f.clio,
      from: f.istAirport,
      to: f.istAirport,
      pickupAt: new Date(r.returnAt.getTime() + HOUR),
      returnAt: new Date(r.returnAt.getTime() + DAY),
    });
    const choices = await unitChoices(db, agent, { number: r.number, now: T0 });
    const byId = new Map(choices!.choices.map((c) => [c.unitId, c]));
    expect(byId.get(free)).toMatchObject({ free: true, current: false, modelName: "Fiat Egea" });
    expect(byId.get(busy)?.free).toBe(false);
    expect(byId.get(elsewhere)?.free).toBe(false);
    expect(byId.get(r.unitId)).toMatchObject({ current: true });

    expect(await assignUnit(db, agent, { number: r.number, unitId: busy, now: T0 })).toMatchObject({
      ok: false,
      reason: "invalid",
      code: "notFree",
    });
    expect(await assignUnit(db, agent, { number: r.number, unitId: elsewhere, now: T0 })).toMatchObject({
      code: "notFree",
    });
    expect(await assignUnit(db, agent, { number: r.number, unitId: 999_999, now: T0 })).toMatchObject({
      code: "unknownUnit",
    });
    const moved = await assignUnit(db, agent, { number: r.number, unitId: free, now: T0 });
    expect(moved).toMatchObject({ ok: true, unitId: free, repeated: false });
    expect(await assignUnit(db, agent, { number: r.number, unitId: free, now: T0 })).toMatchObject({
      ok: true,
      repeated: true,
    });
    const [row] = await db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row?.unitId).toBe(free);
    expect(await auditActions(r.id)).toEqual(["reservation.unit"]);
    expect(await eventCount(r.id)).toBe(1);
    expect(await countOverlappingLiveHolds(db)).toBe(0);
    expect(await countLocationBreaks(db, T0)).toBe(0);
  });

  it("two agents moving two reservations onto the same free unit: one wins", async () => {
    const a = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    const [copy] = await db.select().from(reservations).where(eq(reservations.id, a.id));
    const otherUnit = await addUnit(db, f.clio, f.istAirport);
    const { id: _i, number: _n, quoteId: _q, draftId: _d, ...rest } = copy!;
    const [b] = await db
      .insert(reservations)
      .values({ ...rest, unitId: otherUnit, number: generateReservationNumber((n) => randomBytes(n)) })
      .returning();
    const target = await addUnit(db, f.clio, f.istAirport);
    const results = await Promise.all([
      assignUnit(db, agent, { number: a.number, unitId: target, now: T0 }),
      assignUnit(db, admin, { number: b!.number, unitId: target, now: T0 }),
    ]);
    expect(results.filter((x) => x.ok)).toHaveLength(1);
    expect(results.filter((x) => !x.ok)).toEqual([{ ok: false, reason: "invalid", field: "unitId", code: "notFree" }]);
    expect(await countOverlappingLiveHolds(db)).toBe(0);
  });
});

describe("pick-up, return, desk payment and receipt", () => {
  it("hands over once, takes the car back a day late with every charge, takes the payment once, and prints it all", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    // Wrong plate, licence not seen: refused, nothing recorded.
    expect(await pickUp(db, agent, pickupOf(r, { plate: "34 ZZ 999" }))).toMatchObject({ code: "plateMismatch" });
    expect(await pickUp(db, agent, pickupOf(r, { licenceSeen: false }))).toMatchObject({ field: "licenceSeen" });
    // A return before pick-up is in the wrong state; a payment before it is taken, never more than owed.
    expect(
      await returnCar(db, agent, {
        number: r.number,
        odometerKm: 1,
        fuelEighths: 8,
        returnedAt: T0,
        damages: [],
        now: T0,
      }),
    ).toEqual({ ok: false, reason: "wrongState", status: "confirmed" });
    expect(
      await takeDeskPayment(db, agent, {
        number: r.number,
        amountKurus: 100_000_000,
        method: "cash",
        idempotencyKey: key(),
        now: T0,
      }),
    ).toMatchObject({ code: "moreThanOwed" });

    // A double click on "hand over": one check-out, one event, one audit entry.
    const twice = await Promise.all([pickUp(db, agent, pickupOf(r)), pickUp(db, agent, pickupOf(r))]);
    expect(twice.map((x) => x.ok && x.repeated).sort()).toEqual([false, true]);
    expect(await statusOf(r.id)).toBe("active");
    expect(await db.$count(rentalCheckouts, eq(rentalCheckouts.reservationId, r.id))).toBe(1);
    expect(await auditActions(r.id)).toEqual(["reservation.pickup"]);
    expect(await assignUnit(db, agent, { number: r.number, unitId: r.unitId, now: T0 })).toMatchObject({
      reason: "wrongState",
    });

    // Back a day late (2 days + 25 h): 1 extra day at 1.500 TL; 1.000 km driven over 900 free;
    // two eighths of fuel missing; a dent typed by the agent.
    const returnedAt = new Date(r.returnAt.getTime() + DAY + 30 * 60_000);
    const input = {
      number: r.number,
      odometerKm: 13_000,
      fuelEighths: 6,
      returnedAt,
      damages: [{ description: "Dent, left door", amountKurus: 80_000 }],
      now: returnedAt,
    };
    expect(await returnCar(db, agent, { ...input, odometerKm: 11_000 })).toMatchObject({ field: "odometerKm" });
    expect(await returnCar(db, agent, { ...input, returnedAt: new Date(returnedAt.getTime() + HOUR) })).toMatchObject({
      field: "returnedAt",
      code: "future",
    });
    const back = await Promise.all([returnCar(db, agent, input), returnCar(db, agent, input)]);
    const first = back.find((x) => x.ok && !x.repeated);
    expect(back.filter((x) => x.ok && x.repeated)).toHaveLength(1);
    if (!first?.ok || !first.charges) throw new Error("no return");
    expect(first.charges.lines.map((l) => [l.kind, l.quantity, l.amountKurus])).toEqual([
      ["extra_days", 1, 150_000],
      ["extra_km", 100, 50_000],
      ["fuel", 2, 56_250 + 25_000],
      ["damage", 1, 80_000],
    ]);
    expect(await statusOf(r.id)).toBe("completed");
    expect(await db.$count(reservationCharges, eq(reservationCharges.reservationId, r.id))).toBe(4);
    const [checkin] = await db.select().from(rentalCheckins).where(eq(rentalCheckins.reservationId, r.id));
    expect(checkin).toMatchObject({ rentalDays: 3, kmAllowance: 900, tankLitres: 50, fuelUnitKurus: 4_500 });

    // What is owed: the booking (3.000 TL, nothing paid online) and 3.612,50 TL of charges.
    const [row] = await db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(await deskBalanceOf(db, row!)).toEqual({ dueKurus: 661_250, paidKurus: 0, owedKurus: 661_250 });
    expect(
      await takeDeskPayment(db, agent, {
        number: r.number,
        amountKurus: 661_251,
        method: "cash",
        idempotencyKey: key(),
        now: returnedAt,
      }),
    ).toMatchObject({ code: "moreThanOwed" });
    // A double click with one form key: one payment. Two forms racing for the rest: one wins.
    const k = key();
    const cash = {
      number: r.number,
      amountKurus: 161_250,
      method: "cash" as const,
      idempotencyKey: k,
      now: returnedAt,
    };
    const paid = await Promise.all([takeDeskPayment(db, agent, cash), takeDeskPayment(db, agent, cash)]);
    expect(paid.map((x) => x.ok && x.repeated).sort()).toEqual([false, true]);
    const rest = (method: "cash" | "card_terminal") => ({
      number: r.number,
      amountKurus: 500_000,
      method,
      authCode: "A1B2C3",
      idempotencyKey: key(),
      now: new Date(returnedAt.getTime() + 60_000),
    });
    const racing = await Promise.all([
      takeDeskPayment(db, agent, rest("card_terminal")),
      takeDeskPayment(db, finance, rest("card_terminal")),
    ]);
    expect(racing.filter((x) => x.ok)).toHaveLength(1);
    expect(racing.find((x) => !x.ok)).toMatchObject({ code: "moreThanOwed" });
    expect(await db.$count(deskPayments, eq(deskPayments.reservationId, r.id))).toBe(2);
    expect((await deskBalanceOf(db, row!)).owedKurus).toBe(0);
    expect(await auditActions(r.id)).toEqual([
      "reservation.pickup",
      "reservation.return",
      "payment.desk",
      "payment.desk",
    ]);

    // The receipt lists the booking, every charge and both desk payments.
    const receipt = await loadReceipt(db, r.number);
    expect(
      receipt?.payments.map((p) => [p.method, p.amountKurus, p.method === "office" ? p.deskMethod : null]),
    ).toEqual([
      ["office", 161_250, "cash"],
      ["office", 500_000, "card_terminal"],
    ]);
    const pdf = await deskReceipt(db, agent, { number: r.number, lang: "tr", now: returnedAt });
    if (!pdf.ok) throw new Error(pdf.reason);
    const text = await pdfText(pdf.pdf);
    expect(text).toContain("Ek gün, geç iade (1 gün)");
    expect(text).toContain("1.500,00 TL");
    expect(text).toContain("Hasar: Dent, left door");
    expect(text).toContain("Ofiste nakit");
    expect(text).toContain("Ofiste kart (POS)");
    expect(text).toContain("6.612,50 TL");
    const en = await deskReceipt(db, agent, { number: r.number, lang: "en", now: returnedAt });
    if (!en.ok) throw new Error(en.reason);
    expect(await pdfText(en.pdf)).toContain("Extra days, late return (1 day)");
  });

  it("a prepaid reservation: the receipt covers the online payment and the desk payment for the extra day", async () => {
    const r = await booked({ days: 1, vehicleKurus: 120_000 });
    expect(await statusOf(r.id)).toBe("confirmed");
    expect(await pickUp(db, agent, pickupOf(r, { fuelEighths: 4 }))).toEqual({ ok: true, repeated: false });
    const returnedAt = new Date(r.returnAt.getTime() + 2 * HOUR);
    const back = await returnCar(db, agent, {
      number: r.number,
      odometerKm: 12_100,
      fuelEighths: 4,
      returnedAt,
      damages: [],
      now: returnedAt,
    });
    expect(back).toMatchObject({ ok: true, charges: { extraDays: 1, totalKurus: 120_000 } });
    const owed = await takeDeskPayment(db, finance, {
      number: r.number,
      amountKurus: 120_000,
      method: "card_terminal",
      authCode: "123456",
      idempotencyKey: key(),
      now: returnedAt,
    });
    expect(owed).toMatchObject({ ok: true, owedKurus: 0 });
    const receipt = await loadReceipt(db, r.number);
    expect(receipt?.payments.map((p) => [p.method, p.amountKurus])).toEqual([
      ["card", 120_000],
      ["office", 120_000],
    ]);
  });

  it("what the return costs can be paid by a payment reference, for exactly what is still owed", async () => {
    const r = await booked({ days: 1, vehicleKurus: 120_000 });
    // Before the car is out, a prepaid reservation owes nothing and gets no reference.
    expect(await issuePaymentReference(db, { reservationNumber: r.number }, { now: T0 })).toEqual({
      ok: false,
      reason: "nothingOwed",
    });
    await pickUp(db, agent, pickupOf(r));
    const returnedAt = new Date(r.returnAt.getTime() + 2 * HOUR);
    await returnCar(db, agent, {
      number: r.number,
      odometerKm: 12_100,
      fuelEighths: 8,
      returnedAt,
      damages: [],
      now: returnedAt,
    });
    const first = await issuePaymentReference(db, { reservationNumber: r.number }, { now: returnedAt });
    expect(first).toMatchObject({ ok: true, reused: false, reference: { amountKurus: 120_000 } });
    // Part paid at the desk: the next reference is for the rest, and the first one is closed.
    await takeDeskPayment(db, agent, {
      number: r.number,
      amountKurus: 50_000,
      method: "cash",
      idempotencyKey: key(),
      now: returnedAt,
    });
    const second = await issuePaymentReference(db, { reservationNumber: r.number }, { now: returnedAt });
    expect(second).toMatchObject({ ok: true, reused: false, reference: { amountKurus: 70_000 } });
    expect(
      (await deskBalanceOf(db, (await db.select().from(reservations).where(eq(reservations.id, r.id)))[0]!)).owedKurus,
    ).toBe(70_000);
  });

  it("without a desk payment a picked-up pay-at-office reservation has no receipt yet", async () => {
    const r = await booked({ days: 1, vehicleKurus: 100_000, paymentType: "office" });
    await pickUp(db, agent, pickupOf(r));
    expect(await deskReceipt(db, agent, { number: r.number, lang: "tr", now: T0 })).toEqual({
      ok: false,
      reason: "notPaid",
    });
  });
});

describe("no-show and cancel on behalf", () => {
  it("no-show only 2 hours after pick-up time; pay-at-office: cancelled, nothing to refund", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    const early = new Date(r.pickupAt.getTime() + 2 * HOUR - 60_000);
    expect(await markNoShow(db, w.setup.gateway, agent, { number: r.number, now: early })).toMatchObject({
      code: "tooEarly",
    });
    const at = new Date(r.pickupAt.getTime() + 2 * HOUR);
    const results = await Promise.all([
      markNoShow(db, w.setup.gateway, agent, { number: r.number, now: at }),
      markNoShow(db, w.setup.gateway, agent, { number: r.number, now: at }),
    ]);
    expect(results.map((x) => x.ok && x.repeated).sort()).toEqual([false, true]);
    expect(results.find((x) => x.ok && !x.repeated)).toMatchObject({ rule: "payAtOffice", refundBy: "none" });
    expect(await statusOf(r.id)).toBe("cancelled");
    expect(await auditActions(r.id)).toEqual(["reservation.no_show"]);
    expect(await pickUp(db, agent, pickupOf(r))).toMatchObject({ reason: "wrongState", status: "cancelled" });
  });

  it("a prepaid no-show marked by an admin is refunded through the gateway like a late cancellation, once", async () => {
    const r = await booked({ days: 3, vehicleKurus: 300_000 });
    const at = new Date(r.pickupAt.getTime() + 3 * HOUR);
    w.clock.now = at;
    const result = await markNoShow(db, w.setup.gateway, admin, { number: r.number, now: at });
    expect(result).toMatchObject({ ok: true, rule: "lateOneDay", refundKurus: 200_000, refundBy: "gateway" });
    expect(result.ok && result.refund).toMatchObject({ ok: true, refundedKurus: 200_000 });
    expect(await markNoShow(db, w.setup.gateway, admin, { number: r.number, now: at })).toMatchObject({
      repeated: true,
    });
    const [p] = await db.select().from(payments).where(eq(payments.id, r.paymentId!));
    expect(p).toMatchObject({ refundedKurus: 200_000, status: "partially_refunded" });
    expect(await auditActions(r.id)).toEqual(["reservation.no_show", "refund.issue"]);
  });

  it("a prepaid no-show marked by an office agent waits for finance with the amount decided", async () => {
    const r = await booked({ days: 5, vehicleKurus: 500_000 });
    const at = new Date(r.pickupAt.getTime() + 4 * HOUR);
    const result = await markNoShow(db, w.setup.gateway, agent, { number: r.number, now: at });
    expect(result).toMatchObject({ ok: true, rule: "lateTwoDays", refundKurus: 300_000, refundBy: "finance" });
    const [p] = await db.select().from(payments).where(eq(payments.id, r.paymentId!));
    expect(p?.refundedKurus).toBe(0);
    const [request] = await db
      .select()
      .from(cancellationRequests)
      .where(and(eq(cancellationRequests.reservationId, r.id), eq(cancellationRequests.status, "received")));
    expect(request).toMatchObject({ rule: "lateTwoDays", refundKurus: 300_000, reason: "no-show" });
    // Finance applies it later: refunded once, at the amount decided when it was marked.
    w.clock.now = new Date(at.getTime() + DAY);
    const applied = await applyCancellation(db, w.setup.gateway, {
      requestId: request!.id,
      actor: "staff:fin",
      now: w.clock.now,
    });
    expect(applied).toMatchObject({ ok: true, alreadyCancelled: true, refundKurus: 300_000 });
  });

  it("cancel on behalf: a reason is needed; the call centre's refund goes to finance; an admin's to the bank", async () => {
    const r = await booked({ days: 2, vehicleKurus: 300_000, assuranceKurus: 40_000 });
    const at = new Date(r.pickupAt.getTime() - 2 * HOUR);
    expect(
      await cancelOnBehalf(db, w.setup.gateway, callCentre, { number: r.number, reason: "  ", now: at }),
    ).toMatchObject({ field: "reason" });
    const byPhone = await cancelOnBehalf(db, w.setup.gateway, callCentre, {
      number: r.number,
      reason: "Customer called: flight cancelled",
      now: at,
    });
    expect(byPhone).toMatchObject({ ok: true, rule: "assuranceFree", refundKurus: 340_000, refundBy: "finance" });
    expect(await db.$count(cancellationRequests, eq(cancellationRequests.reservationId, r.id))).toBe(1);

    const s = await booked({ days: 2, vehicleKurus: 300_000 });
    const early = new Date(s.pickupAt.getTime() - 2 * DAY);
    w.clock.now = early;
    const byAdmin = await cancelOnBehalf(db, w.setup.gateway, admin, {
      number: s.number,
      reason: "Asked by e-mail",
      now: early,
    });
    expect(byAdmin).toMatchObject({ ok: true, rule: "earlyFull", refundKurus: 300_000, refundBy: "gateway" });
    expect(
      await cancelOnBehalf(db, w.setup.gateway, admin, { number: s.number, reason: "again", now: early }),
    ).toMatchObject({
      ok: true,
      repeated: true,
    });
    const [p] = await db.select().from(payments).where(eq(payments.id, s.paymentId!));
    expect(p).toMatchObject({ refundedKurus: 300_000, status: "refunded" });
    expect(await auditActions(s.id)).toEqual(["reservation.cancel", "refund.issue"]);

    // Picked up: no longer cancellable from the desk.
    const t = await booked({ days: 2, vehicleKurus: 300_000, paymentType: "office" });
    await pickUp(db, agent, pickupOf(t));
    expect(
      await cancelOnBehalf(db, w.setup.gateway, agent, { number: t.number, reason: "x", now: t.pickupAt }),
    ).toEqual({
      ok: false,
      reason: "wrongState",
      status: "active",
    });
  });
});
