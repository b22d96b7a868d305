// A booked return corrected by a manager (decision 0108) on a real database: a reversing entry,
// never an edit (the booked charges stay, the correction's row refuses edits); 20 submissions of one
// form record one correction; the money paid above the corrected amount goes back to the card or is
// recorded as owed; the receipt and the return record are reissued; an invoiced rental gets one
// return invoice of the reduction; only managers of the reservation's offices may correct.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidOnlineKurus } from "#app/domain/payments/reservation-balance.ts";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  deskPayments,
  reservationCharges,
  reservations,
  returnCorrections,
  units,
} from "#app/server/db/schema.ts";
import { listReservationInvoices } from "#app/server/repositories/invoices.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import { deskBalanceOf, takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { agreementsFor } from "#app/server/services/desk/agreements.server.ts";
import { correctReturn, linesInForce, previewCorrection } from "#app/server/services/desk/return-correction.server.ts";
import { previewReturn, returnCar } from "#app/server/services/desk/return.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { staffReport } from "#app/server/services/staff/reports.server.ts";
import { listCardMovements } from "#app/server/repositories/finance.server.ts";
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
let manager: StaffActor;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
  agent = staff("office", [f.istAirport]);
  manager = staff("office_manager", [f.istAirport]);
});
afterAll(() => closeTestDatabase(testDb));

function staff(role: StaffRole, officeIds: number[] = []): StaffActor {
  return {
    id: `staff-${role}-${officeIds.join("-")}`,
    name: `Demo ${role}`,
    email: `${role}@yolda.test`,
    role,
    officeIds,
  };
}
const key = () => randomBytes(12).toString("hex");
let offsetDays = 10;
const rowOf = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

/** A rental picked up and returned a day late with 4/8 fuel missing and a 400 TL dent, all paid. */
async function returnedAndPaid(paymentType: "card" | "office") {
  offsetDays += 6;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const r = await bookedReservation(db, f, w, {
    days: 2,
    vehicleKurus: 300_000,
    paymentType,
    at: T0,
    pickupAt,
    pan: APPROVED,
    publicUrl: PUBLIC_URL,
  });
  const [unit] = await db.select().from(units).where(eq(units.id, r.unitId));
  const picked = await pickUp(db, agent, {
    number: r.number,
    plate: unit!.plate,
    odometerKm: 12_000,
    fuelEighths: 8,
    damageNotes: "",
    licenceSeen: true,
    depositKurus: 0,
    depositMethod: "cash",
    now: pickupAt,
    handover: { drivers: [driver], damages: [] },
  });
  expect(picked).toMatchObject({ ok: true });
  const returnedAt = new Date(r.returnAt.getTime() + 25 * 3_600_000);
  const back = {
    number: r.number,
    odometerKm: 12_100,
    fuelEighths: 4,
    returnedAt,
    damages: [{ description: "Dent, left door", amountKurus: 40_000 }],
    now: returnedAt,
  };
  const preview = await previewReturn(db, agent, back);
  if (!preview.ok) throw new Error("no preview");
  const inspection = { damages: [{ zone: "left" as const, kind: "dent" as const, sizeCm: 4, note: "", photos: [] }] };
  expect(
    await returnCar(db, agent, {
      ...back,
      inspection,
      previewedKurus: preview.charges.totalKurus,
      waivers: [],
      waiveLimitKurus: 0,
    }),
  ).toMatchObject({
    ok: true,
  });
  const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
  expect(
    await takeDeskPayment(db, agent, {
      number: r.number,
      amountKurus: owed,
      method: "cash",
      idempotencyKey: key(),
      now: returnedAt,
    }),
  ).toMatchObject({
    ok: true,
  });
  return { ...r, chargesKurus: preview.charges.totalKurus, returnedAt };
}

/** payments - refunds: card payments net of refunds plus desk payments (no deposit here). */
async function received(reservationId: string) {
  const card = paidOnlineKurus(await listCountedPayments(db, reservationId));
  const desk = (await db.select().from(deskPayments).where(eq(deskPayments.reservationId, reservationId))).reduce(
    (s, p) => s + p.amountKurus,
    0,
  );
  return card + desk;
}

const driver: DriverIdentity = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  licenceNumber: "123456",
  licenceClass: "B",
  licenceCountry: "TR",
  licenceIssued: "2015-04-01",
  licenceExpires: "2035-04-01",
  idKind: "tckn",
  idNumber: exampleTckn(11),
  idCountry: "TR",
};

const damageChange = async (reservationId: string) => {
  const lines = await linesInForce(db, reservationId);
  return { lines, index: lines.findIndex((l) => l.kind === "damage") };
};

describe("correcting a booked return", () => {
  it("a pay-at-office rental: 20 submissions record one reversing correction; the cash paid above is owed back", async () => {
    const r = await returnedAndPaid("office");
    const { lines, index } = await damageChange(r.id);
    expect(index).toBeGreaterThanOrEqual(0);
    const form = {
      number: r.number,
      changes: [{ index, amountKurus: 0, reason: "Dent on the hand-over photo" }],
      reason: "Damage was there before the rental",
      previewedKurus: r.chargesKurus,
      requestKey: key(),
      now: new Date(r.returnedAt.getTime() + DAY),
    };
    const preview = await previewCorrection(db, manager, form);
    expect(preview).toMatchObject({
      ok: true,
      preview: { plan: { reductionKurus: 40_000 }, back: { refundKurus: 0, owedKurus: 40_000 } },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => correctReturn(db, manager, w.setup.gateway, form)),
    );
    expect(results.every((x) => x.ok)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    const rows = await db.select().from(returnCorrections).where(eq(returnCorrections.reservationId, r.id));
    expect(rows.map((c) => [c.version, c.reversedKurus, c.chargesKurus, c.refundKurus, c.owedKurus])).toEqual([
      [1, r.chargesKurus, r.chargesKurus - 40_000, 0, 40_000],
    ]);
    // The booked lines stay as they were; the lines in force are the corrected ones.
    const booked = await db.select().from(reservationCharges).where(eq(reservationCharges.reservationId, r.id));
    expect(booked.map((c) => c.kind)).toEqual(lines.map((l) => l.kind));
    expect((await linesInForce(db, r.id)).map((l) => l.kind)).toEqual(
      lines.filter((l) => l.kind !== "damage").map((l) => l.kind),
    );
    // The balance follows: nothing owed, and received (payments - refunds) is due + what is owed back.
    const row = await rowOf(r.id);
    const balance = await deskBalanceOf(db, row);
    expect(balance.dueKurus).toBe(row.totalKurus + r.chargesKurus - 40_000);
    expect(balance.owedKurus).toBe(0);
    expect(balance.paidKurus).toBe(await received(r.id));
    expect(balance.paidKurus - 40_000).toBe(balance.dueKurus);
    const audits = (await db.select().from(auditLog).where(eq(auditLog.entityId, r.id))).map((a) => a.action);
    expect(audits.filter((a) => a === "charges.correct")).toHaveLength(1);
    // The receipt is reissued with the corrected lines and names the correction.
    const receipt = await loadReceipt(db, r.number);
    expect(receipt?.charges?.map((c) => c.kind)).toEqual(lines.filter((l) => l.kind !== "damage").map((l) => l.kind));
    expect(receipt?.correction).toMatchObject({ version: 1, reversedKurus: r.chargesKurus, owedBackKurus: 40_000 });
    // An invoice issued at the return gets one return invoice (IADE) of the reduction.
    const invoices = await listReservationInvoices(db, r.id);
    expect(invoices.filter((i) => i.typeCode === "SATIS")).toHaveLength(1);
    expect(invoices.filter((i) => i.typeCode === "IADE").map((i) => i.payableKurus)).toEqual([40_000]);
    // The return record is reissued as a new document naming the one it replaces.
    const docs = (await agreementsFor(db, manager, r.number))!.filter((d) => d.kind === "return");
    expect(docs.map((d) => d.version)).toEqual([1, 2]);
    expect(docs[1]!.refersTo).toBe(docs[0]!.id);
    expect(docs[1]!.body).toContain(docs[0]!.bodySha256);
    expect(docs[1]!.body).toContain("Damage was there before the rental");
    expect(docs[0]!.body).toContain("Dent, left door");
    expect(rows[0]!.agreementId).toBe(docs[1]!.id);
    // The correction's money is never edited or deleted.
    await expect(
      db.execute(sql`update return_corrections set charges_kurus = 0 where reservation_id = ${r.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from return_corrections where reservation_id = ${r.id}`)).rejects.toThrow();
  });

  it("a card-paid rental: the reduction is refunded to the card once; a second correction reverses the first's lines", async () => {
    const r = await returnedAndPaid("card");
    const before = await received(r.id);
    const { index } = await damageChange(r.id);
    const first = await correctReturn(db, manager, w.setup.gateway, {
      number: r.number,
      changes: [{ index, amountKurus: 10_000, reason: "Smaller than charged" }],
      reason: "Repair quote came lower",
      previewedKurus: r.chargesKurus,
      requestKey: key(),
      now: new Date(r.returnedAt.getTime() + DAY),
    });
    expect(first).toMatchObject({
      ok: true,
      correction: { refundKurus: 30_000, owedKurus: 0, refundState: "refunded" },
    });
    expect(await received(r.id)).toBe(before - 30_000);
    // The second correction works on what the first left in force.
    const inForce = await linesInForce(db, r.id);
    const fuel = inForce.findIndex((l) => l.kind === "fuel");
    const second = await correctReturn(db, manager, w.setup.gateway, {
      number: r.number,
      changes: [{ index: fuel, amountKurus: 0, reason: "Tank was full" }],
      reason: "Fuel gauge was wrong",
      previewedKurus: r.chargesKurus - 30_000,
      requestKey: key(),
      now: new Date(r.returnedAt.getTime() + 2 * DAY),
    });
    expect(second).toMatchObject({ ok: true, correction: { version: 2, reversedKurus: r.chargesKurus - 30_000 } });
    const row = await rowOf(r.id);
    const balance = await deskBalanceOf(db, row);
    expect(balance.paidKurus).toBe(await received(r.id));
    expect(balance.owedKurus).toBe(0);
    expect(balance.paidKurus).toBe(balance.dueKurus);
    // One IADE per correction, of its reduction; the card refunds added none (decision 0093's rule).
    const invoices = await listReservationInvoices(db, r.id);
    const fuelKurus = inForce[fuel]!.amountKurus;
    expect(
      invoices
        .filter((i) => i.typeCode === "IADE")
        .map((i) => i.payableKurus)
        .sort((a, b) => a - b),
    ).toEqual([30_000, fuelKurus].sort((a, b) => a - b));
  });

  it("only a manager of the reservation's office or an admin corrects; nothing lowered, no reason or a stale preview is refused", async () => {
    const r = await returnedAndPaid("office");
    const { index } = await damageChange(r.id);
    const form = {
      number: r.number,
      changes: [{ index, amountKurus: 0, reason: "Old dent" }],
      reason: "Checked the photos",
      previewedKurus: r.chargesKurus,
      requestKey: key(),
      now: new Date(r.returnedAt.getTime() + DAY),
    };
    await expect(correctReturn(db, agent, w.setup.gateway, form)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(
      correctReturn(db, staff("office_manager", [f.istAirport + 999]), w.setup.gateway, form),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await correctReturn(db, manager, w.setup.gateway, { ...form, changes: [] })).toMatchObject({
      ok: false,
      error: { code: "noChange" },
    });
    expect(await correctReturn(db, manager, w.setup.gateway, { ...form, reason: " " })).toMatchObject({
      ok: false,
      error: { code: "correctionReason" },
    });
    expect(
      await correctReturn(db, manager, w.setup.gateway, { ...form, previewedKurus: r.chargesKurus + 1 }),
    ).toMatchObject({
      ok: false,
      field: "preview",
    });
    expect(await db.$count(returnCorrections, eq(returnCorrections.reservationId, r.id))).toBe(0);
    expect(await correctReturn(db, staff("admin"), w.setup.gateway, form)).toMatchObject({ ok: true, repeated: false });
  });
});

describe("the finance reports after a correction (decision 0134)", () => {
  it("revenue counts a corrected return's charges once, at the corrected amount; the day's card money counts each refund once", async () => {
    // A month of its own (April 2028): the report's figures are this rental's alone.
    offsetDays = 400;
    const r = await returnedAndPaid("card");
    const month = r.pickupAt.toISOString().slice(0, 7);
    const finance: StaffActor = staff("finance");
    const revenue = async () => {
      const report = await staffReport(db, finance, "gelir", {
        lang: "tr",
        from: `${month}-01`,
        to: `${month}-28`,
        today: "2028-12-31",
      });
      if (report.name !== "gelir") throw new Error("not the revenue report");
      return report.data;
    };
    const totalKurus = (await rowOf(r.id)).totalKurus;
    expect(await revenue()).toMatchObject({
      months: [month],
      card: [{ bookings: 1, totalKurus }],
      charges: [{ returns: 1, chargesKurus: r.chargesKurus }],
      chargesKurus: r.chargesKurus,
      totalKurus: totalKurus + r.chargesKurus,
    });
    const { index } = await damageChange(r.id);
    expect(
      await correctReturn(db, manager, w.setup.gateway, {
        number: r.number,
        changes: [{ index, amountKurus: 10_000, reason: "Smaller than charged" }],
        reason: "Repair quote came lower",
        previewedKurus: r.chargesKurus,
        requestKey: key(),
        now: new Date(r.returnedAt.getTime() + DAY),
      }),
    ).toMatchObject({ ok: true, correction: { refundKurus: 30_000 } });
    expect(await revenue()).toMatchObject({
      charges: [{ returns: 1, chargesKurus: r.chargesKurus - 30_000 }],
      totalKurus: totalKurus + r.chargesKurus - 30_000,
    });
    // A second correction: the latest one is in force, the first is not counted beside it.
    const inForce = await linesInForce(db, r.id);
    const fuel = inForce.findIndex((l) => l.kind === "fuel");
    const fuelKurus = inForce[fuel]!.amountKurus;
    expect(
      await correctReturn(db, manager, w.setup.gateway, {
        number: r.number,
        changes: [{ index: fuel, amountKurus: 0, reason: "Tank was full" }],
        reason: "Fuel gauge was wrong",
        previewedKurus: r.chargesKurus - 30_000,
        requestKey: key(),
        now: new Date(r.returnedAt.getTime() + 2 * DAY),
      }),
    ).toMatchObject({ ok: true, correction: { version: 2 } });
    const after = await revenue();
    expect(after.charges).toEqual([{ returns: 1, chargesKurus: r.chargesKurus - 30_000 - fuelKurus }]);
    expect(after.card).toEqual([{ bookings: 1, totalKurus }]);
    expect(after.totalKurus).toBe(totalKurus + r.chargesKurus - 30_000 - fuelKurus);
    // The finance day reads money that moved: the card charge, then each correction's refund once.
    const moved = (await listCardMovements(db, new Date(0), new Date("2100-01-01T00:00:00Z"))).filter(
      (m) => m.reservation === r.number,
    );
    expect(moved.filter((m) => m.kind === "approved").map((m) => m.amountKurus)).toEqual([totalKurus]);
    expect(moved.filter((m) => m.kind === "refunded").map((m) => m.amountKurus)).toEqual([30_000, fuelKurus]);
  });
});
