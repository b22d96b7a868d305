// Invoices against a real database (decisions 0072, 0073): a card-paid rental returned at the
// desk gets one e-Arşiv invoice (internet sale) that passes the project's UBL-TR check and adds up
// to the receipt; repeats and 20 concurrent issues store one; the stored document cannot be
// edited or deleted; a company on the taxpayer list gets an e-Fatura; refunds get IADE invoices
// that never exceed the original; the sending job records accepted, refused (with the reason) and
// no-answer (retried with backoff) outcomes of the sandbox integrator, once across two workers.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleVkn } from "#app/domain/identity/vkn.ts";
import type { InvoiceDocument } from "#app/domain/invoices/invoice.ts";
import { parseInvoiceNumber } from "#app/domain/invoices/invoice-number.ts";
import { checkUblTr } from "#app/domain/invoices/ubl-check.ts";
import { receiptLayout } from "#app/domain/receipts/receipt-lines.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { efaturaTaxpayers, invoices, reservations } from "#app/server/db/schema.ts";
import type { InvoicingDeps } from "#app/server/invoicing/invoice-issuing.server.ts";
import { sendDueInvoices } from "#app/server/invoicing/invoice-sending.server.ts";
import { SANDBOX_REFUSAL_REASON, createSandboxIntegrator } from "#app/server/invoicing/sandbox-integrator.server.ts";
import {
  countUnsentInvoices,
  listReservationInvoices,
  requeueInvoice,
} from "#app/server/repositories/invoices.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { applyCancellation } from "#app/server/services/cancellation.server.ts";
import {
  issueInvoiceForCancellation,
  issueInvoiceForReturn,
  issueReturnInvoiceForRefund,
} from "#app/server/services/invoices.server.ts";
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
const deps: InvoicingDeps = { integrator: createSandboxIntegrator(), publicUrl: PUBLIC_URL };

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
async function booked(paymentType: "card" | "office" = "card", withAssurance = true) {
  offsetDays += 6;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  return bookedReservation(db, f, w, {
    at: T0,
    pickupAt,
    days: 3,
    vehicleKurus: 450_000,
    ...(withAssurance ? { assuranceKurus: 90_000 } : {}),
    paymentType,
    pan: "4355084355084358",
    publicUrl: PUBLIC_URL,
  });
}

const returned = (r: Awaited<ReturnType<typeof booked>>, damages?: { description: string; amountKurus: number }[]) =>
  pickUpAndReturn(db, agent, r, damages);

const docOf = (row: { document: unknown }) => row.document as InvoiceDocument;

describe("issuing at the desk return", () => {
  it("a card-paid rental returned with charges gets one e-Arşiv invoice that matches the receipt and passes the check", async () => {
    const r = await booked();
    await db
      .update(reservations)
      .set({
        billing: {
          kind: "individual",
          name: "Ayşe Nur Yılmaz",
          tckn: "10000000146",
          address: "Bağdat Caddesi 5, Kadıköy, İstanbul",
        },
      })
      .where(eq(reservations.id, r.id));
    await returned(r);
    const [inv, ...more] = await listReservationInvoices(db, r.id);
    expect(more).toHaveLength(0);
    if (!inv) throw new Error("no invoice");
    const check = checkUblTr(inv.xml);
    expect(check.problems).toEqual([]);
    expect(inv.profile).toBe("EARSIVFATURA");
    expect(inv.typeCode).toBe("SATIS");
    expect(parseInvoiceNumber(inv.number)).toMatchObject({ series: "YEA", year: 2027 });
    const receipt = await loadReceipt(db, r.number);
    if (!receipt) throw new Error("no receipt");
    // The invoice charges what the receipt shows: the booked total plus the return's charges.
    expect(inv.payableKurus).toBe(receiptLayout(receipt).total.gross);
    const doc = docOf(inv);
    expect(doc.internetSale).toMatchObject({
      paymentMeans: "KREDIKARTI/BANKAKARTI",
      webAddress: expect.stringMatching(/^https?:\/\/[^/]+$/),
    });
    expect(doc.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(["rental", "assurance", "damage", "fuel"]));
    expect(doc.buyer).toMatchObject({
      kind: "person",
      tckn: "10000000146",
      firstName: "Ayşe Nur",
      familyName: "Yılmaz",
      address: { district: "Kadıköy", city: "İstanbul" },
    });
  });

  it("repeating the issue (and 20 at once) stores one invoice and returns the first", async () => {
    const r = await booked("office");
    await returned(r, []);
    const [first] = await listReservationInvoices(db, r.id);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => issueInvoiceForReturn(tx, r.id, new Date(), deps))),
    );
    for (const a of again) expect(a).toMatchObject({ ok: true, repeated: true, invoice: { id: first?.id } });
    expect(await listReservationInvoices(db, r.id)).toHaveLength(1);
    // Paid at the office: no internet-sale details.
    expect(docOf(first ?? { document: {} }).internetSale).toBeNull();
  });

  it("an issued invoice is never edited or deleted; only its sending columns change", async () => {
    const [inv] = await db.select().from(invoices).limit(1);
    if (!inv) throw new Error("no invoice");
    await expect(
      db
        .update(invoices)
        .set({ payableKurus: inv.payableKurus + 1 })
        .where(eq(invoices.id, inv.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(invoices)
        .set({ xml: `${inv.xml} ` })
        .where(eq(invoices.id, inv.id)),
    ).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, inv.id))).rejects.toThrow();
    await db.update(invoices).set({ lastError: "note" }).where(eq(invoices.id, inv.id));
    const [after] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after?.xml).toBe(inv.xml);
  });

  it("a company on the integrator's taxpayer list gets an e-Fatura (TEMELFATURA) and the answer is cached", async () => {
    const r = await booked();
    const vkn = exampleVkn(5);
    await db
      .update(reservations)
      .set({
        billing: {
          kind: "company",
          title: "Anadolu Lojistik A.Ş.",
          taxOffice: "Çankaya",
          taxNumber: vkn,
          address: "Atatürk Bulvarı 100, Çankaya, Ankara",
        },
      })
      .where(eq(reservations.id, r.id));
    await returned(r, []);
    const [inv] = await listReservationInvoices(db, r.id);
    expect(inv).toMatchObject({ profile: "TEMELFATURA", buyerId: vkn, buyerName: "Anadolu Lojistik A.Ş." });
    expect(checkUblTr(inv?.xml ?? "").problems).toEqual([]);
    expect(docOf(inv ?? { document: {} }).internetSale).toBeNull();
    expect(parseInvoiceNumber(inv?.number ?? "")?.series).toBe("YEF");
    expect((await db.select().from(efaturaTaxpayers).where(eq(efaturaTaxpayers.vkn, vkn)))[0]?.isUser).toBe(true);
  });

  it("billing details GİB would refuse leave the return done and issue nothing", async () => {
    const r = await booked("office");
    await db
      .update(reservations)
      .set({
        billing: { kind: "company", title: "Eksik Ltd.", taxOffice: "", taxNumber: "1234567891", address: "Ankara" },
      })
      .where(eq(reservations.id, r.id));
    await returned(r, []);
    expect(
      (
        (await db.execute(sql`select status from reservations where id = ${r.id}`)) as unknown as {
          rows: { status: string }[];
        }
      ).rows[0]?.status,
    ).toBe("completed");
    expect(await listReservationInvoices(db, r.id)).toHaveLength(0);
    const result = await db.transaction((tx) => issueInvoiceForReturn(tx, r.id, new Date(), deps));
    expect(result).toMatchObject({ ok: false, reason: "buyer", problems: ["vkn", "taxOffice"] });
  });
});

describe("return invoices and the cancellation deduction", () => {
  it("refunds after the invoice get IADE invoices referring to it, once per refund, never above the invoice", async () => {
    const r = await booked();
    const back = await returned(r, []);
    const [sale] = await listReservationInvoices(db, r.id);
    if (!sale) throw new Error("no invoice");
    const at = new Date(back.getTime() + DAY);
    const first = await db.transaction((tx) => issueReturnInvoiceForRefund(tx, r.id, "refund-1", 100_000, at, deps));
    const repeat = await db.transaction((tx) => issueReturnInvoiceForRefund(tx, r.id, "refund-1", 100_000, at, deps));
    expect(first).toMatchObject({
      ok: true,
      repeated: false,
      invoice: { typeCode: "IADE", returnsInvoiceId: sale.id, payableKurus: 100_000 },
    });
    expect(repeat).toMatchObject({ ok: true, repeated: true });
    const iade = first.ok ? first.invoice : null;
    expect(checkUblTr(iade?.xml ?? "").problems).toEqual([]);
    expect(iade?.xml).toContain(`<cbc:ID>${sale.number}</cbc:ID>`);
    // A second refund larger than what is left returns only what is left.
    const second = await db.transaction((tx) =>
      issueReturnInvoiceForRefund(tx, r.id, "refund-2", sale.payableKurus, at, deps),
    );
    expect(second).toMatchObject({ ok: true, invoice: { payableKurus: sale.payableKurus - 100_000 } });
    const third = await db.transaction((tx) => issueReturnInvoiceForRefund(tx, r.id, "refund-3", 1, at, deps));
    expect(third).toMatchObject({ ok: false, reason: "nothingToInvoice" });
  });

  it("a refund with no invoice issues nothing; a cancellation deduction is invoiced once", async () => {
    const r = await booked();
    const now = new Date(T0.getTime() + DAY);
    expect(await db.transaction((tx) => issueReturnInvoiceForRefund(tx, r.id, "x", 1000, now, deps))).toMatchObject({
      ok: false,
      reason: "noInvoiceToReturn",
    });
    const none = await db.transaction((tx) => issueInvoiceForCancellation(tx, r.id, 0, now, deps));
    expect(none).toMatchObject({ ok: false, reason: "nothingToInvoice" });
    const ded = await db.transaction((tx) => issueInvoiceForCancellation(tx, r.id, 161_250, now, deps));
    expect(ded).toMatchObject({ ok: true, invoice: { payableKurus: 161_250, cause: "cancellation" } });
    expect(checkUblTr(ded.ok ? ded.invoice.xml : "").problems).toEqual([]);
    expect(await db.transaction((tx) => issueInvoiceForCancellation(tx, r.id, 161_250, now, deps))).toMatchObject({
      repeated: true,
    });
  });
});

describe("the cancellation hook", () => {
  it("a prepaid booking cancelled late is invoiced for what Yolda keeps; repeating the cancellation adds nothing", async () => {
    // Without an assurance package (with one, a cancellation before pick-up is free).
    const r = await booked("card", false);
    const late = new Date(r.pickupAt.getTime() - 2 * 3_600_000);
    const done = await applyCancellation(db, w.setup.gateway, { reservationId: r.id, actor: "test", now: late });
    if (!done.ok) throw new Error(done.reason);
    const kept = r.totalKurus - done.refundKurus;
    expect(kept).toBeGreaterThan(0);
    const again = await applyCancellation(db, w.setup.gateway, { reservationId: r.id, actor: "test", now: late });
    expect(again.ok).toBe(true);
    const list = await listReservationInvoices(db, r.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ cause: "cancellation", typeCode: "SATIS", payableKurus: kept });
    expect(checkUblTr(list[0]?.xml ?? "").problems).toEqual([]);
  });

  it("a pay-at-office booking cancelled without payment gets no invoice", async () => {
    const r = await booked("office");
    const done = await applyCancellation(db, w.setup.gateway, {
      reservationId: r.id,
      actor: "test",
      now: new Date(r.pickupAt.getTime() - 3_600_000),
    });
    expect(done.ok).toBe(true);
    expect(await listReservationInvoices(db, r.id)).toHaveLength(0);
  });
});

describe("sending through the sandbox integrator", () => {
  it("accepted, refused with the reason, no answer retried with backoff; two workers send each once", async () => {
    // Two more invoices whose buyer addresses ask the sandbox for a refusal and for silence.
    const refuse = await booked("office");
    await db
      .update(reservations)
      .set({
        billing: {
          kind: "individual",
          name: "Can Demir",
          tckn: "10000000146",
          address: "REDDET Sokak 1, Kadıköy, İstanbul",
        },
      })
      .where(eq(reservations.id, refuse.id));
    await returned(refuse, []);
    const silent = await booked("office");
    await db
      .update(reservations)
      .set({
        billing: {
          kind: "individual",
          name: "Can Demir",
          tckn: "10000000146",
          address: "YANITSIZ Sokak 2, Kadıköy, İstanbul",
        },
      })
      .where(eq(reservations.id, silent.id));
    await returned(silent, []);

    const total = Number(
      (
        (await db.execute(sql`select count(*)::int as n from invoices where send_status = 'pending'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
    // Invoices are due from their issue time (the returns happened in 2027 on this clock).
    const now = new Date("2028-01-01T09:00:00Z");
    const [a, b] = await Promise.all([
      sendDueInvoices(db, deps.integrator, now, { limit: 100 }),
      sendDueInvoices(db, deps.integrator, now, { limit: 100 }),
    ]);
    expect((a?.accepted ?? 0) + (b?.accepted ?? 0)).toBe(total - 2);
    expect((a?.refused ?? 0) + (b?.refused ?? 0)).toBe(1);
    expect((a?.retried ?? 0) + (b?.retried ?? 0)).toBe(1);

    const [refused] = await listReservationInvoices(db, refuse.id);
    expect(refused).toMatchObject({ sendStatus: "refused", refusedReason: SANDBOX_REFUSAL_REASON });
    const [waiting] = await listReservationInvoices(db, silent.id);
    expect(waiting).toMatchObject({ sendStatus: "pending", sendAttempts: 1 });
    expect(waiting?.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    expect(await countUnsentInvoices(db)).toEqual({ pending: 1, refused: 1, failed: 0 });

    // Nothing is due before the backoff: a second run sends nothing.
    expect(await sendDueInvoices(db, deps.integrator, new Date(now.getTime() + 30_000))).toMatchObject({
      accepted: 0,
      retried: 0,
    });
    // Finance re-sends the refused one: it goes back to the queue (and is refused again, the document unchanged).
    expect(await requeueInvoice(db, refused?.id ?? "", now)).toBe(true);
    expect(await requeueInvoice(db, refused?.id ?? "", now)).toBe(false);
  });
});
