// The desk's money (decisions 0080, 0081) on a real database: a pay-at-office balance paid at the
// desk before hand-over (with the POS slip's approval code), the office that refuses a hand-over
// while money is owed, and 20 submissions of one form recording one payment.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  deskPayments,
  offices,
  rentalCheckins,
  reservationCharges,
  reservations,
  units,
} from "#app/server/db/schema.ts";
import { listChargeWaivers } from "#app/server/repositories/desk-money.server.ts";
import { previewReturn, returnCar } from "#app/server/services/desk/return.server.ts";
import { deskBalanceOf, takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { pickupBalance } from "#app/server/services/desk/pickup-balance.server.ts";
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
  agent = staff("office", [f.istAirport]);
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

async function officeBooking(days = 2, vehicleKurus = 300_000) {
  offsetDays += days + 3;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const row = await bookedReservation(db, f, w, {
    days,
    vehicleKurus,
    paymentType: "office",
    at: T0,
    pickupAt,
    pan: APPROVED,
    publicUrl: PUBLIC_URL,
  });
  const [unit] = await db.select().from(units).where(eq(units.id, row.unitId));
  return { ...row, plate: unit!.plate };
}
const rowOf = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const pickupOf = (r: { number: string; plate: string; pickupAt: Date }) => ({
  number: r.number,
  plate: r.plate,
  odometerKm: 12_000,
  fuelEighths: 8,
  damageNotes: "",
  licenceSeen: true,
  depositKurus: 0,
  depositMethod: "cash" as const,
  now: r.pickupAt,
});

describe("paying before the car leaves", () => {
  it("takes a pay-at-office balance before hand-over: 20 submissions of one form record one payment", async () => {
    const r = await officeBooking();
    const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
    expect(owed).toBeGreaterThan(0);
    const form = {
      number: r.number,
      amountKurus: owed,
      method: "card_terminal" as const,
      authCode: "a1b2c3",
      idempotencyKey: key(),
      now: T0,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => takeDeskPayment(db, agent, form)));
    expect(results.every((x) => x.ok)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    const rows = await db.select().from(deskPayments).where(eq(deskPayments.reservationId, r.id));
    expect(rows.map((p) => [p.amountKurus, p.method, p.authCode])).toEqual([[owed, "card_terminal", "A1B2C3"]]);
    expect((await deskBalanceOf(db, await rowOf(r.id))).owedKurus).toBe(0);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(audits.map((a) => a.action)).toEqual(["payment.desk"]);
    expect(await pickupBalance(db, await rowOf(r.id))).toEqual({ owedKurus: 0, refuse: false });
  });

  it("a card payment without the slip's approval code is refused and records nothing", async () => {
    const r = await officeBooking();
    const base = { number: r.number, amountKurus: 10_000, idempotencyKey: key(), now: T0 };
    for (const authCode of [undefined, "", "12", "12 34", "ABCDEFGHIJKLM"]) {
      expect(await takeDeskPayment(db, agent, { ...base, method: "card_terminal", authCode })).toMatchObject({
        ok: false,
        code: "authCode",
      });
    }
    expect(await db.$count(deskPayments, eq(deskPayments.reservationId, r.id))).toBe(0);
    // Cash needs no approval code.
    expect(await takeDeskPayment(db, agent, { ...base, method: "cash" })).toMatchObject({ ok: true });
  });

  it("hands over with money owed where the office only warns, and refuses where it requires payment", async () => {
    const warned = await officeBooking();
    expect((await pickupBalance(db, await rowOf(warned.id))).refuse).toBe(false);
    expect(await pickUp(db, agent, pickupOf(warned))).toEqual({ ok: true, repeated: false });

    await db.update(offices).set({ pickupRequiresPayment: true }).where(eq(offices.id, f.istAirport));
    try {
      const r = await officeBooking();
      const owed = (await deskBalanceOf(db, await rowOf(r.id))).owedKurus;
      expect(await pickupBalance(db, await rowOf(r.id))).toEqual({ owedKurus: owed, refuse: true });
      expect(await pickUp(db, agent, pickupOf(r))).toMatchObject({ ok: false, code: "owedAtPickup" });
      expect((await rowOf(r.id)).status).toBe("confirmed");
      // Part paid is still owed; paid in full, the car goes.
      await takeDeskPayment(db, agent, { ...payment(r.number, owed - 100) });
      expect(await pickUp(db, agent, pickupOf(r))).toMatchObject({ ok: false, code: "owedAtPickup" });
      await takeDeskPayment(db, agent, { ...payment(r.number, 100) });
      expect(await pickUp(db, agent, pickupOf(r))).toEqual({ ok: true, repeated: false });
      expect((await rowOf(r.id)).status).toBe("active");
    } finally {
      await db.update(offices).set({ pickupRequiresPayment: false }).where(eq(offices.id, f.istAirport));
    }
  });
});

function payment(number: string, amountKurus: number) {
  return { number, amountKurus, method: "cash" as const, idempotencyKey: key(), now: T0 };
}

describe("the return as preview, then confirm with waivers", () => {
  async function outOnTheRoad() {
    const r = await officeBooking(2, 300_000);
    expect(await pickUp(db, agent, { ...pickupOf(r), fuelEighths: 8 })).toMatchObject({ ok: true });
    return r;
  }
  // A day late (1 x 1.500 TL), 4/8 fuel missing and a 400 TL dent.
  const back = (r: { number: string; returnAt: Date }) => {
    const returnedAt = new Date(r.returnAt.getTime() + 25 * 3_600_000);
    return {
      number: r.number,
      odometerKm: 12_100,
      fuelEighths: 4,
      returnedAt,
      damages: [{ description: "Dent, left door", amountKurus: 40_000 }],
      now: returnedAt,
    };
  };

  it("previews without booking; an agent waives under the limit with a reason; 20 confirms book one return", async () => {
    const r = await outOnTheRoad();
    const preview = await previewReturn(db, agent, back(r));
    if (!preview.ok) throw new Error("no preview");
    const kinds = preview.charges.lines.map((l) => l.kind);
    expect(kinds).toEqual(["extra_days", "fuel", "damage"]);
    expect((await rowOf(r.id)).status).toBe("active");
    const damage = kinds.indexOf("damage");
    const confirm = {
      ...back(r),
      previewedKurus: preview.charges.totalKurus,
      waiveLimitKurus: 50_000,
      waivers: [{ index: damage, amountKurus: 0, reason: "Dent was there at hand-over" }],
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => returnCar(db, agent, confirm)));
    expect(results.every((x) => x.ok)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    const booked = await db.select().from(reservationCharges).where(eq(reservationCharges.reservationId, r.id));
    expect(booked.map((c) => c.kind)).toEqual(["extra_days", "fuel"]);
    const [checkin] = await db.select().from(rentalCheckins).where(eq(rentalCheckins.reservationId, r.id));
    expect(checkin!.chargesKurus).toBe(preview.charges.totalKurus - 40_000);
    const waivers = await listChargeWaivers(db, r.id);
    expect(waivers.map((w) => [w.kind, w.computedKurus, w.bookedKurus, w.reason])).toEqual([
      ["damage", 40_000, 0, "Dent was there at hand-over"],
    ]);
    const audits = (await db.select().from(auditLog).where(eq(auditLog.entityId, r.id))).map((a) => a.action);
    expect(audits.filter((a) => a === "charges.waive")).toHaveLength(1);
    expect(audits.filter((a) => a === "reservation.return")).toHaveLength(1);
    // What is owed follows what was booked, not what was computed.
    const row = await rowOf(r.id);
    expect((await deskBalanceOf(db, row)).dueKurus).toBe(row.totalKurus + checkin!.chargesKurus);
  });

  it("refuses a cut without a reason, above the limit for an agent, and a stale preview; a manager may", async () => {
    const r = await outOnTheRoad();
    const preview = await previewReturn(db, agent, back(r));
    if (!preview.ok) throw new Error("no preview");
    const fuel = preview.charges.lines.findIndex((l) => l.kind === "fuel");
    const base = { ...back(r), previewedKurus: preview.charges.totalKurus, waiveLimitKurus: 10_000 };
    expect(
      await returnCar(db, agent, { ...base, waivers: [{ index: fuel, amountKurus: 0, reason: "" }] }),
    ).toMatchObject({ ok: false, field: `waive${fuel}`, code: "reasonRequired" });
    expect(
      await returnCar(db, agent, { ...base, waivers: [{ index: fuel, amountKurus: 0, reason: "Customer refuelled" }] }),
    ).toMatchObject({ ok: false, code: "needsPermission" });
    expect(await returnCar(db, agent, { ...base, previewedKurus: base.previewedKurus + 1 })).toMatchObject({
      ok: false,
      code: "previewStale",
    });
    expect((await rowOf(r.id)).status).toBe("active");
    expect(await listChargeWaivers(db, r.id)).toEqual([]);
    const manager = staff("office_manager", [f.istAirport]);
    expect(
      await returnCar(db, manager, {
        ...base,
        waivers: [{ index: fuel, amountKurus: 0, reason: "Customer refuelled" }],
      }),
    ).toMatchObject({ ok: true, repeated: false });
    expect((await listChargeWaivers(db, r.id)).map((w) => w.staffId)).toEqual([manager.id]);
  });
});
