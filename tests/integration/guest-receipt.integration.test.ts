// Guests get their receipt (issue 26): a card booking made without an account is found by number
// and surname, and the lookup offers the receipt PDF by a signed link; the payment e-mail carries
// the receipt, drawn when the outbox sends it. Pay-at-office reservations not yet paid have none.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { deliverOutbox } from "#app/server/email/outbox.server.ts";
import type { FormGuardEnv } from "#app/server/security/form-guard.server.ts";
import {
  drawReceiptAttachment,
  GUEST_RECEIPT_TTL_MS,
  guestReceiptPdf,
} from "#app/server/services/guest-receipt.server.ts";
import { lookupReservation } from "#app/server/services/reservation-lookup.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const DAY = 86_400_000;
const SECRET = "guest-receipt-test-secret-0123456789abcdef";
const env: FormGuardEnv = {
  APP_ENV: "test",
  SESSION_SECRET: SECRET,
  FORM_RATE_LIMIT_IP: 10_000,
  FORM_RATE_LIMIT_TARGET: 10_000,
  FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
  FORM_MIN_FILL_MS: 2000,
  TEST_HOOKS: true,
};

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
});
afterAll(() => closeTestDatabase(testDb));

let ip = 0;
async function lookup(number: string, lastName: string, lang: "tr" | "en", now: Date) {
  const form = new FormData();
  form.set("number", number);
  form.set("lastName", lastName);
  ip += 1;
  return (await lookupReservation({ db, env, lang, ip: `198.51.100.${ip}`, now }, form, { virtualPayment: "/x" })).data;
}

describe("a guest's receipt", () => {
  it("the lookup by number and surname offers the paid booking's receipt; the link is signed and lasts an hour", async () => {
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt: new Date(T0.getTime() + 20 * DAY),
      days: 3,
      vehicleKurus: 420_000,
      lastName: "Öztürk",
      pan: "4355084355084358",
      publicUrl: PUBLIC_URL,
    });
    const found = await lookup(r.number, "ÖZTÜRK", "tr", T0);
    expect(found.reservation?.number).toBe(r.number);
    const query = new URLSearchParams(found.receiptQuery ?? "");
    expect(query.get("no")).toBe(r.number);
    // The link names the reservation, never the person.
    expect(found.receiptQuery).not.toMatch(/ztürk|ZTÜRK/i);

    const tr = await guestReceiptPdf(db, SECRET, query, "tr", T0);
    expect(tr?.fileName).toBe(`makbuz-${r.number}.pdf`);
    const text = await pdfText(tr!.pdf);
    expect(text).toContain(r.number);
    expect(text).toContain("4.200,00");
    const en = await guestReceiptPdf(db, SECRET, query, "en", T0);
    expect(en?.fileName).toBe(`receipt-${r.number}.pdf`);
    expect(await pdfText(en!.pdf)).toContain("4,200.00");

    // Expired, forged, or for another number: nothing.
    expect(
      await guestReceiptPdf(db, SECRET, query, "tr", new Date(T0.getTime() + GUEST_RECEIPT_TTL_MS + 1)),
    ).toBeNull();
    const forged = new URLSearchParams(query);
    forged.set("e", String(Number(query.get("e")) + 60_000));
    expect(await guestReceiptPdf(db, SECRET, forged, "tr", T0)).toBeNull();
    const other = new URLSearchParams(query);
    other.set("no", "YLD-AAAAAAA");
    expect(await guestReceiptPdf(db, SECRET, other, "tr", T0)).toBeNull();
    expect(await guestReceiptPdf(db, "another-secret-0123456789abcdef0123", query, "tr", T0)).toBeNull();
    // The wrong surname finds nothing, so no link either.
    expect((await lookup(r.number, "Yılmaz", "tr", T0)).receiptQuery).toBeUndefined();
  });

  it("a pay-at-office reservation not paid yet has no receipt to offer", async () => {
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt: new Date(T0.getTime() + 30 * DAY),
      days: 2,
      vehicleKurus: 300_000,
      paymentType: "office",
      lastName: "Kaya",
      pan: "4355084355084358",
      publicUrl: PUBLIC_URL,
    });
    const found = await lookup(r.number, "Kaya", "en", T0);
    expect(found.reservation?.number).toBe(r.number);
    expect(found.receiptQuery).toBeUndefined();
  });

  it("the payment e-mail carries the receipt PDF, drawn when the outbox sends it", async () => {
    const r = await bookedReservation(db, f, w, {
      at: T0,
      pickupAt: new Date(T0.getTime() + 40 * DAY),
      days: 2,
      vehicleKurus: 250_000,
      lang: "en",
      pan: "4355084355084358",
      publicUrl: PUBLIC_URL,
    });
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    const stored = rows.map((row) => row.payload as EmailMessage).find((m) => m.to === r.driver.email);
    // The row names the receipt; it does not hold the PDF.
    expect(stored?.attachments?.map((a) => [a.filename, a.content, a.receiptOf])).toEqual([
      [`${r.number}.ics`, expect.stringContaining("BEGIN:VCALENDAR"), undefined],
      [`receipt-${r.number}.pdf`, "", { number: r.number, lang: "en" }],
    ]);
    const sent: EmailMessage[] = [];
    await deliverOutbox(db, { send: async (m) => void sent.push(m) }, T0, {
      attach: (a) => drawReceiptAttachment(db, a),
    });
    const mail = sent.find((m) => m.to === r.driver.email);
    const pdf = mail?.attachments?.find((a) => a.contentType === "application/pdf");
    expect(pdf?.encoding).toBe("base64");
    const text = await pdfText(new Uint8Array(Buffer.from(pdf?.content ?? "", "base64")));
    expect(text).toContain(r.number);
    expect(text).toContain("2,500.00");
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, rows.find((x) => (x.payload as EmailMessage).to === r.driver.email)!.id));
    expect(row?.sentAt).not.toBeNull();
  });
});
