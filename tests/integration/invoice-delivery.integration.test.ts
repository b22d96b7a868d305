// The invoice reaches people (decisions 0092, 0093), against a real database: the PDF copy of a
// stored invoice carries its number, ETTN and totals; the integrator's acceptance writes the
// invoice e-mail with the PDF into the outbox once; a member gets only their own invoices and a
// guest only by the lookup's signed link; a refund after the invoice issues one IADE invoice even
// when 20 arrive at once, and a cancellation's refund of money never invoiced issues none.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, payments, reservations } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import type { InvoicingDeps } from "#app/server/invoicing/invoice-issuing.server.ts";
import { sendDueInvoices } from "#app/server/invoicing/invoice-sending.server.ts";
import { createSandboxIntegrator } from "#app/server/invoicing/sandbox-integrator.server.ts";
import { listReservationInvoices } from "#app/server/repositories/invoices.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import {
  drawInvoiceAttachment,
  guestInvoiceLinks,
  guestInvoicePdf,
  memberInvoicePdf,
  memberInvoices,
} from "#app/server/services/invoice-documents.server.ts";
import { issueReturnInvoiceAfterRefund } from "#app/server/services/invoices.server.ts";
import { refundPayment } from "#app/server/services/payment-reversals.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
const SECRET = "test-secret-test-secret-test-secret";
const T0 = new Date("2027-04-01T07:00:00Z");
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
async function rentedAndReturned(memberId: string | null) {
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
    .set({
      memberId,
      lang: "en",
      billing: {
        kind: "individual",
        name: "Ayşe Nur Yılmaz",
        tckn: "10000000146",
        address: "Bağdat Caddesi 5, Kadıköy, İstanbul",
      },
    })
    .where(eq(reservations.id, r.id));
  const plate = (await db.execute(sql`select plate from units where id = ${r.unitId}`)) as unknown as {
    rows: { plate: string }[];
  };
  const out = await pickUp(db, agent, {
    number: r.number,
    plate: plate.rows[0]?.plate.toLowerCase().replace(/ /g, "") ?? "",
    odometerKm: 12_000,
    fuelEighths: 8,
    damageNotes: "",
    licenceSeen: true,
    depositKurus: 500_000,
    depositMethod: "card_preauth",
    now: r.pickupAt,
  });
  expect(out.ok).toBe(true);
  const back = new Date(r.returnAt.getTime() - 3_600_000);
  const done = await returnCar(db, agent, {
    number: r.number,
    odometerKm: 12_300,
    fuelEighths: 8,
    returnedAt: back,
    damages: [],
    now: back,
  });
  expect(done.ok).toBe(true);
  const [invoice] = await listReservationInvoices(db, r.id);
  if (!invoice) throw new Error("no invoice");
  return { r, invoice, back };
}

const tl = (kurus: number) => `${new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2 }).format(kurus / 100)} TL`;
const flat = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");

describe("the invoice reaches the customer", () => {
  it("acceptance writes one e-mail in the reservation's language with the PDF copy; the PDF has number, ETTN and totals", async () => {
    const { r, invoice } = await rentedAndReturned(null);
    const before = await db.select().from(outbox);
    const now = new Date("2028-01-01T09:00:00Z");
    await Promise.all([
      sendDueInvoices(db, deps.integrator, now, { limit: 100 }),
      sendDueInvoices(db, deps.integrator, now, { limit: 100 }),
    ]);
    const after = await db.select().from(outbox);
    const mails = after
      .filter((m) => !before.some((b) => b.id === m.id))
      .map((m) => m.payload as EmailMessage)
      .filter((m) => m.subject.includes(invoice.number));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    expect(mail.subject).toBe(`Your invoice ${invoice.number} (reservation ${r.number})`);
    expect(mail.text).toContain("attached");
    const attachment = mail.attachments?.[0];
    expect(attachment).toMatchObject({
      filename: `invoice-${invoice.number}.pdf`,
      invoiceOf: { number: invoice.number, lang: "en" },
    });
    const drawn = await drawInvoiceAttachment(db, attachment ?? { filename: "", contentType: "", content: "" });
    expect(drawn).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    const text = await flat(new Uint8Array(Buffer.from(drawn.content, "base64")));
    expect(text).toContain("e-Arşiv Fatura / e-Archive Invoice");
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.ettn);
    expect(text).toContain(`Ödenecek Tutar / Amount Payable ${tl(invoice.payableKurus)}`);
    expect(text).toContain(r.number);
    // A second run sends nothing again and writes no second e-mail.
    await sendDueInvoices(db, deps.integrator, new Date(now.getTime() + 60_000));
    const again = (await db.select().from(outbox)).filter((m) =>
      (m.payload as EmailMessage).subject.includes(invoice.number),
    );
    expect(again).toHaveLength(1);
  });

  it("a member downloads their own invoice; another member and a malformed number get nothing", async () => {
    const { invoice } = await rentedAndReturned("member-a");
    const own = await memberInvoicePdf(db, "member-a", invoice.number, "tr");
    expect(own?.fileName).toBe(`fatura-${invoice.number}.pdf`);
    expect(await flat(own?.pdf ?? new Uint8Array())).toContain(invoice.ettn);
    expect(await memberInvoicePdf(db, "member-b", invoice.number, "tr")).toBeNull();
    expect(await memberInvoicePdf(db, "member-a", "../etc/passwd", "tr")).toBeNull();
    expect((await memberInvoices(db, "member-a")).map((i) => i.number)).toContain(invoice.number);
    expect((await memberInvoices(db, "member-b")).map((i) => i.number)).not.toContain(invoice.number);
  });

  it("a guest gets the invoice by the signed link only; a forged or expired link gets nothing", async () => {
    const { r, invoice } = await rentedAndReturned(null);
    const now = new Date();
    const [link] = await guestInvoiceLinks(db, SECRET, r.number, now);
    expect(link?.number).toBe(invoice.number);
    const ok = await guestInvoicePdf(db, SECRET, new URLSearchParams(link?.query), "tr", now);
    expect(await flat(ok?.pdf ?? new Uint8Array())).toContain(invoice.number);
    const forged = new URLSearchParams(link?.query);
    forged.set("s", `${forged.get("s")?.slice(0, -2)}xx`);
    expect(await guestInvoicePdf(db, SECRET, forged, "tr", now)).toBeNull();
    expect(
      await guestInvoicePdf(db, "other-secret-other-secret-other-secret", new URLSearchParams(link?.query), "tr", now),
    ).toBeNull();
    expect(
      await guestInvoicePdf(
        db,
        SECRET,
        new URLSearchParams(link?.query),
        "tr",
        new Date(now.getTime() + 2 * 3_600_000),
      ),
    ).toBeNull();
  });
});

describe("a refund after the invoice", () => {
  it("issues one IADE invoice referring to it, even when 20 arrive at once", async () => {
    const { r, invoice, back } = await rentedAndReturned(null);
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, r.id));
    if (!payment) throw new Error("no payment");
    const refunded = await refundPayment(
      db,
      w.setup.gateway,
      {
        paymentId: payment.id,
        amountKurus: 50_000,
        actor: "finance",
        reason: "goodwill",
        idempotencyKey: `goodwill-${r.id}`,
      },
      { now: new Date(back.getTime() + DAY) },
    );
    expect(refunded.ok).toBe(true);
    const list = await listReservationInvoices(db, r.id);
    const iade = list.filter((i) => i.typeCode === "IADE");
    expect(iade).toHaveLength(1);
    expect(iade[0]).toMatchObject({ returnsInvoiceId: invoice.id, payableKurus: 50_000 });
    // The same refund's hook run 20 times at once (a retried job, several servers): still one.
    const key = `refund:goodwill-${r.id}`;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => issueReturnInvoiceAfterRefund(tx, r.id, key, new Date(), deps)),
      ),
    );
    expect((await listReservationInvoices(db, r.id)).filter((i) => i.typeCode === "IADE")).toHaveLength(1);
    // 20 different keys at once after the same refund: nothing more is due, nothing is issued.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) => issueReturnInvoiceAfterRefund(tx, r.id, `other-${i}`, new Date(), deps)),
      ),
    );
    expect((await listReservationInvoices(db, r.id)).filter((i) => i.typeCode === "IADE")).toHaveLength(1);
  });

  it("a refund with no invoice issues nothing", async () => {
    offsetDays += 6;
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt: new Date(T0.getTime() + offsetDays * DAY),
      days: 2,
      vehicleKurus: 300_000,
      paymentType: "card",
      pan: "4355084355084358",
      publicUrl: PUBLIC_URL,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, r.id));
    const done = await refundPayment(db, w.setup.gateway, {
      paymentId: payment?.id ?? "",
      amountKurus: 10_000,
      actor: "finance",
      reason: "goodwill",
      idempotencyKey: `no-invoice-${r.id}`,
    });
    expect(done.ok).toBe(true);
    expect(await listReservationInvoices(db, r.id)).toHaveLength(0);
  });
});
