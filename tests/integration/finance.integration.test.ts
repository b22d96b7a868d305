// The finance office's day (decision 0075) on a real database and the sandbox bank: cash per
// office and day, an end-of-day close submitted 20 times at once records one close, a closed day
// refuses desk cash (not the card terminal), and the reconciliation of the sandbox bank's
// day-end list finds an order only the bank has and one only Yolda has.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSettlement, formatSettlement } from "#app/domain/finance/settlement-file.ts";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, bankReconciliations, departments, manualRefunds, tillCloses, units } from "#app/server/db/schema.ts";
import { newSaleEntry } from "#app/server/payments/sandbox-bank/sandbox-ledger.server.ts";
import { sandboxDayEndFile } from "#app/server/payments/sandbox-bank/sandbox-settlement.server.ts";
import { takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { refundPayment } from "#app/server/services/payment-reversals.server.ts";
import { payBackAnotherWay } from "#app/server/services/refunds-paid-otherwise.server.ts";
import { closeTillDay, financeView, reconcileBankDay } from "#app/server/services/staff/finance.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
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

const staff = (role: StaffRole, officeIds: number[] = []): StaffActor => ({
  id: `staff-${role}-${officeIds.join("-")}`,
  name: `Demo ${role}`,
  email: `${role}@yolda.test`,
  role,
  officeIds,
});
const finance = staff("finance");
const key = () => randomBytes(12).toString("hex");

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
});
afterAll(() => closeTestDatabase(testDb));

describe("the end-of-day close", () => {
  it("counts the desk's cash, records one close for 20 submissions, and then refuses cash but not the card terminal", async () => {
    const agent = staff("office", [f.istAirport]);
    const other = staff("office", [f.izmir]);
    const pickupAt = new Date(T0.getTime() + 10 * DAY);
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt,
      days: 2,
      vehicleKurus: 300_000,
      paymentType: "office",
      pan: APPROVED,
      publicUrl: PUBLIC_URL,
    });
    const [unit] = await db.select().from(units).where(eq(units.id, r.unitId));
    const out = await pickUp(db, agent, {
      number: r.number,
      plate: unit!.plate,
      odometerKm: 1000,
      fuelEighths: 8,
      damageNotes: "",
      licenceSeen: true,
      depositKurus: 500_000,
      depositMethod: "cash",
      now: pickupAt,
    });
    expect(out.ok).toBe(true);
    const pay = (amountKurus: number, method: "cash" | "card_terminal", now: Date) =>
      takeDeskPayment(db, agent, {
        number: r.number,
        amountKurus,
        method,
        ...(method === "card_terminal" ? { authCode: "AB1234" } : {}),
        idempotencyKey: key(),
        now,
      });
    expect(await pay(123_450, "cash", new Date(pickupAt.getTime() + 5 * 60_000))).toMatchObject({ ok: true });
    expect(await pay(50_000, "card_terminal", new Date(pickupAt.getTime() + 6 * 60_000))).toMatchObject({ ok: true });
    const day = istanbulDate(pickupAt);

    // The day's figures: the cash deposit is a hold, not money collected.
    const view = await financeView(db, finance, { lang: "tr", from: day, to: day, today: day, sandboxBank: false });
    expect(view.days.find((d) => d.officeId === f.istAirport)).toMatchObject({
      cashKurus: 123_450,
      deskCardKurus: 50_000,
      netKurus: 173_450,
      close: null,
    });

    // Another office's agent cannot close this office; a future day cannot be closed; a short count needs a reason.
    const close = (actor: StaffActor, countedKurus: number | null, reason: string) =>
      closeTillDay(db, actor, { officeId: f.istAirport, date: day, countedKurus, reason, now: pickupAt, today: day });
    await expect(close(other, 123_450, "")).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(
      await closeTillDay(db, agent, {
        officeId: f.istAirport,
        date: "2099-01-01",
        countedKurus: 0,
        reason: "",
        now: pickupAt,
        today: day,
      }),
    ).toEqual({ ok: false, reason: "future" });
    expect(await close(agent, 123_000, "  ")).toEqual({ ok: false, reason: "invalid", errors: { reason: "required" } });

    // 20 submissions at once: one close, one audit entry, every answer the same close.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => close(agent, 123_000, "4,50 TL bozuk para eksik")),
    );
    expect(results.every((x) => x.ok)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    expect(new Set(results.map((x) => (x.ok ? x.close.id : "")))).toHaveProperty("size", 1);
    const rows = await db.select().from(tillCloses).where(eq(tillCloses.officeId, f.istAirport));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      businessDate: day,
      expectedCashKurus: 123_450,
      countedCashKurus: 123_000,
      differenceKurus: -450,
    });
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, "till.close"), eq(auditLog.entityId, String(f.istAirport)))),
    ).toBe(1);

    // The closed day is locked for cash; the card terminal still works; the next day takes cash again.
    const later = new Date(pickupAt.getTime() + HOUR);
    expect(await pay(1_000, "cash", later)).toEqual({
      ok: false,
      reason: "invalid",
      field: "method",
      code: "dayClosed",
    });
    expect(await pay(1_000, "card_terminal", later)).toMatchObject({ ok: true });
    expect(await pay(1_000, "cash", new Date(pickupAt.getTime() + DAY))).toMatchObject({ ok: true });
  });
});

describe("cash paid back at the desk (decision 0127)", () => {
  it("comes out of the expected drawer: 1.234,50 TL taken, 450,00 TL paid back, 784,50 TL expected; once per form; not after the close", async () => {
    const agent = staff("office", [f.istAirport]);
    const pickupAt = new Date(T0.getTime() + 40 * DAY);
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt,
      days: 2,
      vehicleKurus: 300_000,
      paymentType: "office",
      pan: APPROVED,
      publicUrl: PUBLIC_URL,
    });
    const [unit] = await db.select().from(units).where(eq(units.id, r.unitId));
    const out = await pickUp(db, agent, {
      number: r.number,
      plate: unit!.plate,
      odometerKm: 1000,
      fuelEighths: 8,
      damageNotes: "",
      licenceSeen: true,
      depositKurus: 0,
      depositMethod: "cash",
      now: pickupAt,
    });
    expect(out.ok).toBe(true);
    const taken = await takeDeskPayment(db, agent, {
      number: r.number,
      amountKurus: 123_450,
      method: "cash",
      idempotencyKey: key(),
      now: new Date(pickupAt.getTime() + 5 * 60_000),
    });
    expect(taken).toMatchObject({ ok: true });
    const day = istanbulDate(pickupAt);

    // Finance pays 450,00 TL back in cash at the counter; the same form sent three times is one pay-back.
    const form = key();
    const payBack = (now: Date, k = form) =>
      payBackAnotherWay(db, finance, {
        number: r.number,
        amountKurus: 45_000,
        method: "cash",
        note: "Fazla ödenen tutar kasadan elden iade edildi, imzalı makbuz",
        key: k,
        now,
      });
    const at = new Date(pickupAt.getTime() + 30 * 60_000);
    const answers = await Promise.all([payBack(at), payBack(at), payBack(at)]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.ok && !a.repeated)).toHaveLength(1);
    expect(await db.$count(manualRefunds, eq(manualRefunds.reservationId, r.id))).toBe(1);
    expect(await db.$count(auditLog, and(eq(auditLog.action, "refund.manual"), eq(auditLog.entityId, r.id)))).toBe(1);

    const view = await financeView(db, finance, { lang: "tr", from: day, to: day, today: day, sandboxBank: false });
    expect(view.days.find((d) => d.officeId === f.istAirport)).toMatchObject({
      cashKurus: 123_450,
      cashPaidBackKurus: 45_000,
      drawerKurus: 78_450,
      netKurus: 78_450,
    });

    // The drawer counted at 784,50 TL closes with no difference and no reason.
    const closed = await closeTillDay(db, agent, {
      officeId: f.istAirport,
      date: day,
      countedKurus: 78_450,
      reason: "",
      now: new Date(pickupAt.getTime() + HOUR),
      today: day,
    });
    expect(closed).toMatchObject({
      ok: true,
      repeated: false,
      close: { expectedCashKurus: 78_450, differenceKurus: 0 },
    });

    // A closed day pays no more cash out of its drawer; the next day's drawer does.
    expect(await payBack(new Date(pickupAt.getTime() + 2 * HOUR), key())).toEqual({ ok: false, reason: "dayClosed" });
    expect(await payBack(new Date(pickupAt.getTime() + DAY), key())).toMatchObject({ ok: true, repeated: false });
  });
});

describe("the bank reconciliation", () => {
  it("matches the sandbox bank's day-end list with Yolda's payments and refunds, and names what only one side has", async () => {
    const at = new Date(T0.getTime() + 2 * DAY);
    const day = istanbulDate(at);
    const a = await bookedReservation(db, f, w, {
      at,
      pickupAt: new Date(at.getTime() + 20 * DAY),
      days: 2,
      vehicleKurus: 645_000,
      pan: APPROVED,
      publicUrl: PUBLIC_URL,
    });
    const b = await bookedReservation(db, f, w, {
      at: new Date(at.getTime() + 60_000),
      pickupAt: new Date(at.getTime() + 30 * DAY),
      days: 3,
      vehicleKurus: 346_275,
      pan: APPROVED,
      publicUrl: PUBLIC_URL,
    });
    // A partial refund the bank approves, the same day.
    w.clock.now = new Date(at.getTime() + HOUR);
    const refund = await refundPayment(
      db,
      w.setup.gateway,
      { paymentId: a.paymentId!, amountKurus: 100_000, actor: "staff:finance", reason: "test", idempotencyKey: key() },
      { now: w.clock.now },
    );
    expect(refund).toMatchObject({ ok: true });
    const sandbox = { deps: w.setup.sandbox!, clientId: w.setup.sandbox!.merchants[0]!.clientId };

    const clean = await reconcileBankDay(db, finance, {
      date: day,
      source: "sandbox",
      fileName: "",
      text: "",
      now: at,
      sandbox,
    });
    if (!clean.ok) throw new Error(clean.reason);
    expect([clean.run.matched, clean.run.bankOnly, clean.run.yoldaOnly, clean.run.differences]).toEqual([3, 0, 0, 0]);
    expect(clean.run.bankTotalKurus).toBe(645_000 + 346_275 - 100_000);
    expect(clean.run.yoldaTotalKurus).toBe(clean.run.bankTotalKurus);

    // The bank has a sale Yolda never recorded (missing on Yolda's side)...
    await sandbox.deps.ledger.insert(
      newSaleEntry(
        {
          clientId: sandbox.clientId,
          orderId: "YLD-LOST-1",
          amountKurus: 12_345,
          instalments: 1,
          maskedPan: "435508******4358",
          brand: "VISA",
          outcome: "approved",
        },
        new Date(at.getTime() + 2 * HOUR),
      ),
    );
    const sandboxRun = await reconcileBankDay(db, finance, {
      date: day,
      source: "sandbox",
      fileName: "",
      text: "",
      now: at,
      sandbox,
    });
    if (!sandboxRun.ok) throw new Error(sandboxRun.reason);
    expect(sandboxRun.run.bankOnlyLines.map((l) => [l.orderId, l.type, l.amountKurus])).toEqual([
      ["YLD-LOST-1", "sale", 12_345],
    ]);

    // ...and a real bank's file (the same format, uploaded) lacks B's sale (extra on Yolda's side).
    const file = parseSettlement(await sandboxDayEndFile(sandbox.deps.ledger, sandbox.clientId, day));
    if (!file.ok) throw new Error("file");
    const orderB = file.rows.find((row) => row.amountKurus === 346_275)!.orderId;
    const uploaded = formatSettlement(file.rows.filter((row) => row.orderId !== orderB));
    const fileRun = await reconcileBankDay(db, finance, {
      date: day,
      source: "file",
      fileName: "bank-gunsonu.csv",
      text: uploaded,
      now: at,
      sandbox: null,
    });
    if (!fileRun.ok) throw new Error(fileRun.reason);
    expect(fileRun.run.bankOnlyLines.map((l) => l.orderId)).toEqual(["YLD-LOST-1"]);
    expect(fileRun.run.yoldaOnlyLines.map((l) => [l.orderId, l.reservation, l.amountKurus])).toEqual([
      [orderB, b.number, 346_275],
    ]);
    expect(fileRun.run.matched).toBe(2);

    // Stored with who, when and the file's hash, and shown again from the store; audited.
    const stored = await db.select().from(bankReconciliations).where(eq(bankReconciliations.id, fileRun.run.id));
    expect(stored[0]).toMatchObject({
      staffName: "Demo finance",
      source: "file",
      fileName: "bank-gunsonu.csv",
      yoldaOnlyCount: 1,
    });
    expect(stored[0]!.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await financeView(db, finance, {
      lang: "en",
      today: day,
      reconciliationId: fileRun.run.id,
      sandboxBank: true,
    });
    expect(again.shown?.yoldaOnlyLines).toEqual(fileRun.run.yoldaOnlyLines);
    expect(await db.$count(auditLog, eq(auditLog.action, "bank.reconcile"))).toBe(3);

    // A file that is not a day-end list names the line; an office agent may not reconcile.
    expect(
      await reconcileBankDay(db, finance, {
        date: day,
        source: "file",
        fileName: "x.csv",
        text: `${uploaded}oops\r\n`,
        now: at,
        sandbox: null,
      }),
    ).toMatchObject({ ok: false, reason: "line" });
    await expect(
      reconcileBankDay(db, staff("office", [f.istAirport]), {
        date: day,
        source: "sandbox",
        fileName: "",
        text: "",
        now: at,
        sandbox,
      }),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
  });
});
