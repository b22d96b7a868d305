// The invoice office (decision 0104) against a real database: finance finds a refused invoice by
// a folded buyer name, its reservation or its number, with the integrator's reason; twenty
// corrections submitted at once issue ONE new invoice (new number and ETTN, the same money, a note
// naming the refused one) and leave the refused one exactly as it was; the new one is sent and
// accepted. The e-mail sent again is one outbox row per click even when the click arrives twenty
// times; an e-Arşiv invoice is cancelled inside its window only; only finance and admins may act.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDocument } from "#app/domain/invoices/invoice.ts";
import { checkUblTr } from "#app/domain/invoices/ubl-check.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, invoiceEmailResends, invoices, outbox, reservations } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import type { InvoicingDeps } from "#app/server/invoicing/invoice-issuing.server.ts";
import { sendDueInvoices } from "#app/server/invoicing/invoice-sending.server.ts";
import { SANDBOX_REFUSAL_REASON, createSandboxIntegrator } from "#app/server/invoicing/sandbox-integrator.server.ts";
import { findInvoice, listReservationInvoices } from "#app/server/repositories/invoices.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import {
  cancelEArchiveInvoice,
  correctInvoice,
  invoiceOfficeView,
  resendInvoiceEmail,
} from "#app/server/services/staff/invoice-office.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-05-01T07:00:00Z");
const DAY = 24 * 3_600_000;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;
let agent: StaffActor;
const finance: StaffActor = {
  id: "staff-fin",
  name: "Finans Kişisi",
  email: "fin@yolda.test",
  role: "finance",
  officeIds: [],
};
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
async function returnedWithAddress(address: string, surname: string) {
  offsetDays += 6;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const r = await bookedReservation(db, f, w, {
    at: T0,
    pickupAt,
    days: 3,
    vehicleKurus: 450_000,
    assuranceKurus: 90_000,
    paymentType: "card",
    pan: "4355084355084358",
    publicUrl: PUBLIC_URL,
  });
  await db
    .update(reservations)
    .set({ billing: { kind: "individual", name: `Şule Gül ${surname}`, tckn: "10000000146", address } })
    .where(eq(reservations.id, r.id));
  const plate = (await db.execute(sql`select plate from units where id = ${r.unitId}`)) as unknown as {
    rows: { plate: string }[];
  };
  expect(
    (
      await pickUp(db, agent, {
        number: r.number,
        plate: plate.rows[0]?.plate.toLowerCase().replace(/ /g, "") ?? "",
        odometerKm: 12_000,
        fuelEighths: 8,
        damageNotes: "",
        licenceSeen: true,
        depositKurus: 500_000,
        depositMethod: "card_preauth",
        now: r.pickupAt,
      })
    ).ok,
  ).toBe(true);
  const back = new Date(r.returnAt.getTime() - 3_600_000);
  expect(
    (
      await returnCar(db, agent, {
        number: r.number,
        odometerKm: 12_300,
        fuelEighths: 8,
        returnedAt: back,
        damages: [],
        now: back,
      })
    ).ok,
  ).toBe(true);
  const [invoice] = await listReservationInvoices(db, r.id);
  if (!invoice) throw new Error("no invoice");
  await sendDueInvoices(db, deps.integrator, new Date(back.getTime() + 60_000), { limit: 100 });
  return { r, invoice, back };
}

const mailsAbout = async (number: string) =>
  (await db.select().from(outbox)).filter((m) => (m.payload as EmailMessage).subject.includes(number));

describe("a refused invoice is replaced by a corrected new one", () => {
  it("finance finds it with the integrator's reason; 20 corrections at once issue one new invoice that is accepted", async () => {
    const { r, invoice, back } = await returnedWithAddress("REDDET Sokak 1, Kadıköy, İstanbul", "Çağlar");
    const refused = await findInvoice(db, invoice.id);
    expect(refused).toMatchObject({ sendStatus: "refused", refusedReason: SANDBOX_REFUSAL_REASON });
    expect(await mailsAbout(invoice.number)).toHaveLength(0);

    // Found by the buyer's name typed without Turkish letters, by the reservation and the number.
    for (const q of ["sule gul caglar", "ŞULE GÜL", r.number.toLowerCase(), invoice.number, invoice.ettn.slice(0, 8)]) {
      const view = await invoiceOfficeView(db, finance, { q });
      expect(
        view.rows.map((x) => x.number),
        q,
      ).toContain(invoice.number);
    }
    const view = await invoiceOfficeView(db, finance, { q: invoice.number, durum: "refused", tur: "earsiv" });
    expect(view.rows).toHaveLength(1);
    expect(view.rows[0]).toMatchObject({ status: "refused", refusedReason: SANDBOX_REFUSAL_REASON, canCorrect: true });
    expect((await invoiceOfficeView(db, finance, { q: invoice.number, tur: "efatura" })).total).toBe(0);
    expect((await invoiceOfficeView(db, finance, { q: invoice.number, durum: "accepted" })).total).toBe(0);

    const billing = {
      kind: "individual" as const,
      name: "Şule Gül Çağlar",
      tckn: "10000000146",
      address: "Moda Caddesi 12, Kadıköy, İstanbul",
    };
    const now = new Date(back.getTime() + 2 * 3_600_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => correctInvoice(db, deps, finance, { invoiceId: invoice.id, billing }, now)),
    );
    const all = await listReservationInvoices(db, r.id);
    expect(all).toHaveLength(2);
    const fresh = all.find((i) => i.id !== invoice.id);
    if (!fresh) throw new Error("no new invoice");
    expect(results.every((x) => x.ok && x.invoice.id === fresh.id)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    expect(fresh).toMatchObject({
      cause: "correction",
      correctsInvoiceId: invoice.id,
      typeCode: "SATIS",
      profile: "EARSIVFATURA",
      payableKurus: invoice.payableKurus,
      taxKurus: invoice.taxKurus,
      sendStatus: "pending",
    });
    expect(fresh.number).not.toBe(invoice.number);
    expect(fresh.ettn).not.toBe(invoice.ettn);
    expect(checkUblTr(fresh.xml).problems).toEqual([]);
    const doc = fresh.document as InvoiceDocument;
    const old = invoice.document as InvoiceDocument;
    expect(doc.buyer.address.street).toBe("Moda Caddesi 12, Kadıköy, İstanbul");
    expect(doc.lines.map((l) => [l.netKurus, l.vatKurus, l.grossKurus])).toEqual(
      old.lines.map((l) => [l.netKurus, l.vatKurus, l.grossKurus]),
    );
    expect(doc.notes.join(" ")).toContain(`${invoice.number} numaralı faturanın (ETTN ${invoice.ettn}) yerine`);
    expect(fresh.xml).toContain(invoice.number);

    // The refused invoice is exactly as it was.
    const still = await findInvoice(db, invoice.id);
    expect(still?.xml).toBe(invoice.xml);
    expect(still?.document).toEqual(invoice.document);
    expect(still?.sendStatus).toBe("refused");
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, "invoice.correct"), eq(auditLog.entityId, invoice.number))),
    ).toBe(1);

    // The sending job takes the new one; the sandbox integrator accepts it and the customer is e-mailed.
    await sendDueInvoices(db, deps.integrator, new Date(now.getTime() + 60_000), { limit: 100 });
    expect((await findInvoice(db, fresh.id))?.sendStatus).toBe("accepted");
    expect(await mailsAbout(fresh.number)).toHaveLength(1);
    const rows = (await invoiceOfficeView(db, finance, { q: r.number })).rows;
    expect(rows.find((x) => x.id === invoice.id)).toMatchObject({ correctedByNumber: fresh.number, canCorrect: false });
    expect(rows.find((x) => x.id === fresh.id)).toMatchObject({ correctsNumber: invoice.number, status: "accepted" });

    // A replaced invoice is never replaced twice, an accepted one not at all.
    const again = await correctInvoice(db, deps, finance, { invoiceId: invoice.id, billing }, now);
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect(await correctInvoice(db, deps, finance, { invoiceId: fresh.id, billing }, now)).toEqual({
      ok: false,
      reason: "notCorrectable",
    });
    expect(await listReservationInvoices(db, r.id)).toHaveLength(2);
  });

  it("a correction GİB could not take keeps nothing: no invoice, the billing details unchanged", async () => {
    const { r, invoice, back } = await returnedWithAddress("REDDET Sokak 2, Üsküdar, İstanbul", "Koç");
    const result = await correctInvoice(
      db,
      deps,
      finance,
      { invoiceId: invoice.id, billing: { kind: "company", title: "", taxOffice: "", taxNumber: "1", address: "x" } },
      new Date(back.getTime() + 3_600_000),
    );
    expect(result).toMatchObject({ ok: false, reason: "buyer" });
    expect(await listReservationInvoices(db, r.id)).toHaveLength(1);
    const [row] = await db
      .select({ billing: reservations.billing })
      .from(reservations)
      .where(eq(reservations.id, r.id));
    expect(row?.billing.address).toBe("REDDET Sokak 2, Üsküdar, İstanbul");
  });
});

describe("the e-mail sent again", () => {
  it("is one outbox row and one audit row per click, even when the click arrives 20 times", async () => {
    const { invoice, back } = await returnedWithAddress("Bağdat Caddesi 5, Kadıköy, İstanbul", "Yıldız");
    expect((await findInvoice(db, invoice.id))?.sendStatus).toBe("accepted");
    expect(await mailsAbout(invoice.number)).toHaveLength(1);
    const click = "6f0c2b9e-1d3a-4c5b-8e7f-0a1b2c3d4e5f";
    const now = new Date(back.getTime() + 3_600_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        resendInvoiceEmail(db, finance, { invoiceId: invoice.id, clickKey: click }, now),
      ),
    );
    expect(results.every((x) => x.ok && x.number === invoice.number)).toBe(true);
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    expect(await mailsAbout(invoice.number)).toHaveLength(2);
    expect(await db.$count(invoiceEmailResends, eq(invoiceEmailResends.invoiceId, invoice.id))).toBe(1);
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, "invoice.email"), eq(auditLog.entityId, invoice.number))),
    ).toBe(1);
    const mail = (await mailsAbout(invoice.number)).at(-1)?.payload as EmailMessage;
    expect(mail.attachments?.[0]).toMatchObject({ invoiceOf: { number: invoice.number } });

    // A new click sends again.
    const second = await resendInvoiceEmail(
      db,
      finance,
      { invoiceId: invoice.id, clickKey: "7a1d3c0f-2e4b-4d6c-9f80-1b2c3d4e5f60" },
      now,
    );
    expect(second).toMatchObject({ ok: true, repeated: false });
    expect(await mailsAbout(invoice.number)).toHaveLength(3);
  });

  it("a refused invoice has no e-mail to send again", async () => {
    const { invoice } = await returnedWithAddress("REDDET Sokak 3, Beşiktaş, İstanbul", "Öztürk");
    expect(
      await resendInvoiceEmail(db, finance, {
        invoiceId: invoice.id,
        clickKey: "8b2e4d10-3f5c-4e7d-a091-2c3d4e5f6071",
      }),
    ).toEqual({ ok: false, reason: "notAccepted" });
    expect(await mailsAbout(invoice.number)).toHaveLength(0);
  });
});

describe("cancelling an e-Arşiv invoice", () => {
  it("works inside the window once, is refused after it, and only finance and admins may", async () => {
    const a = await returnedWithAddress("Bağdat Caddesi 7, Kadıköy, İstanbul", "Aydın");
    const b = await returnedWithAddress("Bağdat Caddesi 9, Kadıköy, İstanbul", "Şahin");
    await expect(cancelEArchiveInvoice(db, deps, agent, { invoiceId: a.invoice.id })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    await expect(invoiceOfficeView(db, agent, {})).rejects.toBeInstanceOf(StaffAccessDenied);
    const inWindow = new Date(a.invoice.issuedAt.getTime() + 6 * DAY);
    expect(await cancelEArchiveInvoice(db, deps, finance, { invoiceId: a.invoice.id }, inWindow)).toEqual({
      ok: true,
      repeated: false,
      number: a.invoice.number,
    });
    expect(await cancelEArchiveInvoice(db, deps, finance, { invoiceId: a.invoice.id }, inWindow)).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect((await findInvoice(db, a.invoice.id))?.sendStatus).toBe("cancelled");
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, "invoice.cancel"), eq(auditLog.entityId, a.invoice.number))),
    ).toBe(1);
    const late = new Date(b.invoice.issuedAt.getTime() + 9 * DAY);
    expect(await cancelEArchiveInvoice(db, deps, finance, { invoiceId: b.invoice.id }, late)).toEqual({
      ok: false,
      reason: "windowClosed",
    });
    expect((await db.select().from(invoices).where(eq(invoices.id, b.invoice.id)))[0]?.sendStatus).toBe("accepted");
  });
});
