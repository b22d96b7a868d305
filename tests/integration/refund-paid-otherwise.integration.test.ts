// Money paid back another way (decision 0106) against a real database: after a card rental was
// returned and invoiced, finance pays the customer back in cash at the desk and by bank transfer;
// each is recorded once per form key, audited, never above what the customer keeps, and followed
// by a return invoice (IADE) referring to the rental's invoice that passes the project's UBL-TR
// check. A closed day takes no cash out of the drawer.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkUblTr } from "#app/domain/invoices/ubl-check.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, manualRefunds, tillCloses } from "#app/server/db/schema.ts";
import { listReservationInvoices } from "#app/server/repositories/invoices.server.ts";
import { payBackAnotherWay } from "#app/server/services/refunds-paid-otherwise.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { pickUpAndReturn } from "./desk-return.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const DAY = 24 * 3_600_000;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;
let agent: StaffActor;
const finance: StaffActor = {
  id: "staff-finance",
  name: "Demo Finans",
  email: "f@yolda.test",
  role: "finance",
  officeIds: [],
};

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
  agent = {
    id: "staff-office",
    name: "Demo office",
    email: "office@yolda.test",
    role: "office",
    officeIds: [f.istAirport],
  };
});
afterAll(() => closeTestDatabase(testDb));

let offsetDays = 10;
async function returnedRental() {
  offsetDays += 6;
  const r = await bookedReservation(db, f, w, {
    at: T0,
    pickupAt: new Date(T0.getTime() + offsetDays * DAY),
    days: 3,
    vehicleKurus: 450_000,
    assuranceKurus: 90_000,
    paymentType: "card",
    pan: "4355084355084358",
    publicUrl: PUBLIC_URL,
  });
  // Back on time, full, unhurt: the invoice is what the customer paid online (5.400 TL).
  const back = await pickUpAndReturn(db, agent, r, [], 8);
  const [sale] = await listReservationInvoices(db, r.id);
  if (!sale) throw new Error("no rental invoice");
  return { r, back, sale };
}

describe("paying a customer back another way", () => {
  it("cash at the desk and a bank transfer each issue one return invoice of the rental's invoice", async () => {
    const { r, back, sale } = await returnedRental();
    expect(sale.payableKurus).toBe(540_000);
    const at = new Date(back.getTime() + 2 * 3_600_000);
    const cash = {
      number: r.number,
      amountKurus: 100_000,
      method: "cash" as const,
      note: "Ayna için iyi niyet iadesi, kasa fişi 12",
    };

    // The office agent may not pay money back; a blank note and more than was paid are refused.
    await expect(payBackAnotherWay(db, agent, { ...cash, key: "k-agent", now: at })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    expect(await payBackAnotherWay(db, finance, { ...cash, note: " ok ", key: "k-blank", now: at })).toEqual({
      ok: false,
      reason: "invalidNote",
    });
    expect(await payBackAnotherWay(db, finance, { ...cash, amountKurus: 540_001, key: "k-too-much", now: at })).toEqual(
      { ok: false, reason: "moreThanKept" },
    );

    const first = await payBackAnotherWay(db, finance, { ...cash, key: "k-cash", now: at });
    expect(first).toMatchObject({
      ok: true,
      repeated: false,
      refund: { method: "cash", amountKurus: 100_000, officeId: r.dropoffOfficeId, staffName: "Demo Finans" },
      invoice: { ok: true, invoice: { typeCode: "IADE", returnsInvoiceId: sale.id, payableKurus: 100_000 } },
    });
    const iade = first.ok && first.invoice?.ok ? first.invoice.invoice : null;
    expect(checkUblTr(iade?.xml ?? "").problems).toEqual([]);
    expect(iade?.xml).toContain("<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>");
    expect(iade?.xml).toContain(`<cbc:ID>${sale.number}</cbc:ID>`);

    // A double click (the same form's key), 5 at once: one row, one return invoice.
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => payBackAnotherWay(db, finance, { ...cash, key: "k-cash", now: at })),
    );
    expect(repeats.every((x) => x.ok && x.repeated)).toBe(true);

    const transfer = await payBackAnotherWay(db, finance, {
      number: r.number,
      amountKurus: 50_000,
      method: "bank_transfer",
      note: "TR12 0006 4000 0011 2345 6789 01 IBAN'a havale, dekont 4471",
      key: "k-transfer",
      now: at,
    });
    expect(transfer).toMatchObject({
      ok: true,
      refund: { method: "bank_transfer", officeId: null },
      invoice: { ok: true, invoice: { typeCode: "IADE", payableKurus: 50_000 } },
    });
    const invoices = await listReservationInvoices(db, r.id);
    expect(invoices.map((i) => [i.typeCode, i.payableKurus])).toEqual([
      ["SATIS", 540_000],
      ["IADE", 100_000],
      ["IADE", 50_000],
    ]);
    // Never more than the customer keeps: 5.400 − 1.000 − 500 = 3.900 TL left.
    expect(await payBackAnotherWay(db, finance, { ...cash, amountKurus: 390_001, key: "k-over", now: at })).toEqual({
      ok: false,
      reason: "moreThanKept",
    });
    const rows = await db.select().from(manualRefunds).where(eq(manualRefunds.reservationId, r.id));
    expect(rows.map((m) => m.amountKurus).sort()).toEqual([100_000, 50_000].sort());
    const audits = await db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, r.id))
      .orderBy(asc(auditLog.id));
    expect(audits.filter((a) => a.action === "refund.manual").map((a) => a.after)).toEqual([
      { amountKurus: 100_000, method: "cash", note: cash.note },
      {
        amountKurus: 50_000,
        method: "bank_transfer",
        note: "TR12 0006 4000 0011 2345 6789 01 IBAN'a havale, dekont 4471",
      },
    ]);
  });

  it("a closed day takes no cash out of the office's drawer; a transfer is still recorded", async () => {
    const { r, back } = await returnedRental();
    const at = new Date(back.getTime() + 3_600_000);
    await db.insert(tillCloses).values({
      officeId: r.dropoffOfficeId,
      businessDate: istanbulDate(at),
      expectedCashKurus: 0,
      countedCashKurus: 0,
      differenceKurus: 0,
      staffId: "staff-office",
      staffName: "Demo office",
      closedAt: at,
    });
    const input = { number: r.number, amountKurus: 20_000, note: "Yakıt farkı iadesi", now: at };
    expect(await payBackAnotherWay(db, finance, { ...input, method: "cash", key: "c-closed" })).toEqual({
      ok: false,
      reason: "dayClosed",
    });
    expect(
      await payBackAnotherWay(db, finance, { ...input, method: "bank_transfer", key: "c-transfer" }),
    ).toMatchObject({
      ok: true,
      repeated: false,
      invoice: { ok: true, invoice: { typeCode: "IADE", payableKurus: 20_000 } },
    });
  });
});
