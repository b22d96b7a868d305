// A member's personal data against a real database (decision 0067): the JSON and PDF copies carry
// what is stored about them; deleting the account leaves exactly what the retention rules keep
// (the paid reservation with its billing identity, payment and receipt, reachable by number and
// surname), erases the rest, signs out, and a second deletion changes nothing.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cancellationRequests,
  departments,
  formSubmissions,
  invoices,
  memberAccounts,
  memberConsents,
  memberDeletions,
  memberDriverProfiles,
  members,
  memberSessions,
  outbox,
  payments,
  reservations,
  smsMarketingConsents,
  smsOutbox,
  storedFiles,
} from "#app/server/db/schema.ts";
import { issueRentalInvoice } from "#app/server/invoicing/invoice-issuing.server.ts";
import { createSandboxIntegrator } from "#app/server/invoicing/sandbox-integrator.server.ts";
import { enqueueSms } from "#app/server/sms/sms.server.ts";
import { parseEnv, type Env } from "#app/server/env.server.ts";
import { saveDriverProfile } from "#app/server/repositories/members.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { deleteMemberAccount, memberDataFile, memberDataPage } from "#app/server/services/member-data.server.ts";
import { currentMember, type Member, signIn } from "#app/server/services/members.server.ts";
import { findOwnReservation } from "#app/server/services/reservation-lookup.server.ts";
import { signUp, verifySignUpCode } from "#app/server/services/sign-up.server.ts";
import { revealCaptchaAnswer } from "#app/server/security/test-hooks.server.ts";
import { formPage, submitContact } from "#app/server/services/forms.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { addUnit, at, buildFixture, type Fixture, insertReservationRow } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let env: Env;
let f: Fixture;
const warnings: unknown[] = [];
const log = { warn: (details: Record<string, unknown>) => void warnings.push(details) };

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  env = parseEnv({ APP_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
});
afterAll(async () => {
  await testDb.cleanup();
});

const EMAIL = "ayse.verilerim@example.com";
const CV_KEY = "cv/kvkk-test-cv.pdf";
const PASSWORD = "gizli123";
const noCookies = () => new Headers();

function cookiesFrom(headers: Headers): Headers {
  const pairs = headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((p) => p && !p.endsWith("="));
  return new Headers({ cookie: pairs.join("; ") });
}

async function lastCode(to: string): Promise<string> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).orderBy(outbox.id);
  const text = rows
    .map((r) => r.payload as { to: string; text: string })
    .filter((m) => m.to === to)
    .at(-1)?.text;
  const match = /\b(\d{6})\b/.exec(text ?? "");
  if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

async function registered(): Promise<{ member: Member; cookies: Headers }> {
  const deps = { db, env };
  await signUp(
    deps,
    {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: EMAIL,
      phone: "+905321234567",
      phoneCountry: "TR",
      password: PASSWORD,
      explicitConsent: true,
      lang: "tr",
    },
    { ip: "198.51.100.7", headers: noCookies(), now: new Date() },
  );
  const verified = await verifySignUpCode(
    deps,
    { email: EMAIL, code: await lastCode(EMAIL) },
    { headers: noCookies() },
  );
  if (!verified.ok) throw new Error(verified.reason);
  const cookies = cookiesFrom(verified.headers);
  const member = await currentMember(deps, cookies);
  if (!member) throw new Error("no session");
  return { member, cookies };
}

/** Outbox rows (e-mails) sent to the member or naming their address anywhere. */
async function mailsNamingMember(): Promise<{ to: string }[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`lower(${outbox.payload}::text) like ${`%${EMAIL}%`}`);
  return rows.map((r) => ({ to: (r.payload as { to: string }).to.toLowerCase() }));
}

const fullDriver = {
  firstName: "Ayşe",
  lastName: "Işık",
  email: EMAIL,
  phone: "+905321234567",
  birthDate: "10.05.1990",
  licenceDate: "01.02.2010",
  tckn: "10000000146",
  passport: null,
  note: "Uçağım gecikebilir",
};
const fullBilling = {
  kind: "individual" as const,
  name: "Ayşe Işık",
  tckn: "10000000146",
  address: "Kadıköy, İstanbul",
};

describe("a member's personal data: the copy, then the deletion", () => {
  let member: Member;
  let cookies: Headers;
  let paid: { id: string; number: string };
  let unpaid: { id: string; number: string };
  let upcoming: { id: string; number: string };
  let otherFormId: string;
  let invoiceId: string;

  beforeAll(async () => {
    ({ member, cookies } = await registered());
    await saveDriverProfile(db, member.id, { birthDate: "10.05.1990", tckn: "10000000146" }, new Date());
    const reservation = async (
      status: "completed" | "expired" | "confirmed",
      paymentType: "card" | "office",
      day: number,
    ) => {
      const unitId = await addUnit(db, f.clio, f.istAirport);
      const row = await insertReservationRow(db, f, {
        unitId,
        pickupAt: at(day),
        returnAt: at(day + 2),
        status,
        paymentType,
        totalKurus: 250_000,
        lastName: "Işık",
        email: EMAIL,
        memberId: member.id,
      });
      await db
        .update(reservations)
        .set({ driver: fullDriver, billing: fullBilling, flightNumber: "TK2124" })
        .where(eq(reservations.id, row.id));
      return { id: row.id, number: row.number };
    };
    paid = await reservation("completed", "card", -20);
    await db.insert(payments).values({
      reservationId: paid.id,
      orderId: `kvkk-${paid.number}`,
      amountKurus: 250_000,
      status: "approved",
      model: "3d_pay",
      lang: "tr",
      maskedPan: "435508******4358",
      authCode: "654321",
      clientIp: "203.0.113.9",
    });
    await db.insert(cancellationRequests).values({
      reservationId: paid.id,
      reason: "Planlarım değişti",
      lang: "tr",
      rule: "full",
      refundKurus: 0,
      deductionKurus: 0,
      status: "duplicate",
      clientIp: "203.0.113.9",
      requestedAt: at(-21),
    });
    unpaid = await reservation("expired", "card", -40);
    upcoming = await reservation("confirmed", "office", 30);
    // A contact message through the real form (security code read through the test hook).
    const req = {
      db,
      env: {
        APP_ENV: "test" as const,
        SESSION_SECRET: "integration-secret-integration-secret-0123",
        FORM_RATE_LIMIT_IP: 1000,
        FORM_RATE_LIMIT_TARGET: 5,
        FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
        FORM_MIN_FILL_MS: 0,
        TEST_HOOKS: true,
      },
      lang: "tr" as const,
      ip: "203.0.113.9",
      now: new Date(),
    };
    const page = await formPage({ ...req, now: new Date(req.now.getTime() - 60_000) }, "contact");
    const [department] = await db.select().from(departments).where(eq(departments.slug, "musteri-hizmetleri"));
    const form = new FormData();
    for (const [k, v] of Object.entries({
      type: "request",
      name: "Ayşe Yılmaz",
      email: "Ayse.Verilerim@Example.com",
      phoneCountry: "TR",
      phone: "532 123 45 67",
      subject: "Fatura",
      message: "Faturamı e-posta ile alabilir miyim?",
      department: String(department?.id),
      captchaId: page.captcha.id,
      captcha: (revealCaptchaAnswer(page.captcha.id) ?? "").toLowerCase(),
      form_ts: page.stamp,
    })) {
      form.set(k, v);
    }
    expect((await submitContact(req, form)).status).toBe(200);
    // Delivered: the member's copy and the department's, which names the address.
    await db.update(outbox).set({ status: "sent", sentAt: new Date() });
    // A job application with its CV in file storage, sent with the same address.
    await postgresFileStorage(db).put(CV_KEY, new TextEncoder().encode("%PDF-1.4 cv"), "application/pdf");
    await db.insert(formSubmissions).values({
      kind: "job",
      lang: "tr",
      name: "Ayşe Yılmaz",
      email: EMAIL,
      data: { note: "Yaz dönemi için" },
      attachmentKey: CV_KEY,
    });
    const [other] = await db
      .insert(formSubmissions)
      .values({
        kind: "contact",
        lang: "tr",
        name: "Başka Biri",
        email: "baska@example.com",
        data: { message: "Merhaba" },
      })
      .returning({ id: formSubmissions.id });
    otherFormId = other?.id ?? "";
    // The paid rental's invoice, and an SMS about each of the paid and the upcoming booking.
    const issued = await issueRentalInvoice(
      db,
      { integrator: createSandboxIntegrator(), publicUrl: "http://127.0.0.1:3000" },
      paid.id,
      new Date(),
    );
    if (!issued.ok) throw new Error("no invoice");
    invoiceId = issued.invoice.id;
    for (const [r, kind] of [
      [paid, "confirmation"],
      [upcoming, "reminder"],
    ] as const) {
      await enqueueSms(
        db,
        {
          dedupeKey: `${kind}:${r.id}`,
          kind,
          phone: "+905321234567",
          lang: "tr",
          body: `Yolda: ${r.number}`,
          reservationId: r.id,
        },
        new Date(),
      );
    }
  });

  it("the sign-up's marketing consent is recorded for İYS with its source, number and time", async () => {
    const rows = await db.select().from(smsMarketingConsents).where(eq(smsMarketingConsents.memberId, member.id));
    expect(rows).toEqual([
      expect.objectContaining({ phone: "+905321234567", given: true, source: "HS_WEB", ip: "198.51.100.7" }),
    ]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it("the page lists the rules and what they will do to this member's rows", async () => {
    const page = await memberDataPage(db, member);
    expect(page.counts).toEqual({ keepForTax: 1, anonymise: 1, keepUntilEnded: 1, formSubmissions: 2 });
    expect(page.rules.filter((r) => r.outcome === "kept").map((r) => r.category)).toEqual([
      "paidReservations",
      "payments",
      "receipts",
      "invoices",
      "cancellationRequests",
      "deletionRecord",
    ]);
  });

  it("the JSON copy carries the account, saved driver, reservations, masked payments, requests, forms, consents and sessions", async () => {
    const file = await memberDataFile(db, member, "json", new Date());
    expect(file?.fileName).toMatch(/^kisisel-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const text = new TextDecoder().decode(file?.body);
    const doc = JSON.parse(text);
    expect(doc.account).toMatchObject({ id: member.id, email: EMAIL, firstName: "Ayşe", lastName: "Yılmaz" });
    expect(doc.driverProfile).toEqual({ birthDate: "10.05.1990", tckn: "10000000146" });
    expect(doc.reservations.map((r: { number: string }) => r.number).sort()).toEqual(
      [paid.number, unpaid.number, upcoming.number].sort(),
    );
    const paidRow = doc.reservations.find((r: { number: string }) => r.number === paid.number);
    expect(paidRow).toMatchObject({ totalKurus: 250_000, driver: { tckn: "10000000146" }, billing: fullBilling });
    expect(paidRow.vehicle).toMatch(/Clio/);
    expect(doc.payments).toEqual([
      expect.objectContaining({ reservationNumber: paid.number, maskedPan: "435508******4358", amountKurus: 250_000 }),
    ]);
    expect(doc.cancellationRequests).toEqual([
      expect.objectContaining({ reservationNumber: paid.number, reason: "Planlarım değişti" }),
    ]);
    expect(doc.formSubmissions.map((x: { kind: string }) => x.kind)).toEqual(["contact", "job"]);
    expect(doc.formSubmissions[0].data.message).toMatch(/Faturamı/);
    expect(doc.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      "explicit_consent",
      "kvkk_notice",
      "membership_agreement",
    ]);
    expect(doc.sessions.length).toBeGreaterThan(0);
    // The SMS sent about the bookings, and the marketing SMS consent recorded for İYS.
    expect(doc.smsMessages).toEqual([
      expect.objectContaining({ reservationNumber: paid.number, kind: "confirmation", phone: "+905321234567" }),
      expect.objectContaining({ reservationNumber: upcoming.number, kind: "reminder", status: "pending" }),
    ]);
    expect(doc.smsConsents).toEqual([
      { phone: "+905321234567", given: true, source: "HS_WEB", ip: "198.51.100.7", at: expect.any(String) },
    ]);
    // Never a token, password hash or the bank's authorisation code.
    const [session] = await db.select().from(memberSessions).where(eq(memberSessions.userId, member.id));
    const [account] = await db.select().from(memberAccounts).where(eq(memberAccounts.userId, member.id));
    expect(text).not.toContain(session?.token ?? "no-token");
    expect(text).not.toContain(account?.password ?? "no-password");
    expect(text).not.toContain("654321");
  });

  it("the PDF copy is in the member's language with Turkish letters", async () => {
    const file = await memberDataFile(db, member, "pdf", new Date());
    expect(file?.contentType).toBe("application/pdf");
    const text = await pdfText(file?.body ?? new Uint8Array());
    expect(text).toContain("Kişisel verilerim");
    expect(text).toContain("Ayşe Yılmaz");
    expect(text).toContain(paid.number);
    expect(text).toContain("435508******4358");
    expect(text).toContain("Kadıköy, İstanbul");
    // Stored codes read in the member's language.
    expect(text).toContain("Tamamlandı");
    expect(text).toContain("Açık rıza (pazarlama)");
    expect(text).toContain("SMS pazarlama izni (İYS)");
    expect(text).toContain("Rezervasyon onayı");
    expect(text).not.toContain("kvkk_notice");
  });

  it("refuses a deletion whose typed address is not the account's, and changes nothing", async () => {
    expect(await deleteMemberAccount({ db, env, log }, member, "baska@example.com")).toEqual({
      ok: false,
      reason: "emailMismatch",
    });
    expect(await currentMember({ db, env }, cookies)).not.toBeNull();
  });

  it("deletes the account and keeps exactly what the law keeps", async () => {
    // Before: the sign-up code, the form's answer to the member and the department's copy.
    const departmentCopy = (await mailsNamingMember()).filter((m) => m.to !== EMAIL);
    expect(departmentCopy).toHaveLength(1);
    const result = await deleteMemberAccount({ db, env, log }, member, "  AYSE.VERILERIM@example.com ");
    expect(result).toMatchObject({
      ok: true,
      counts: { keepForTax: 1, anonymise: 1, keepUntilEnded: 1, formSubmissions: 2 },
    });
    // Signed out: the session cookie is cleared and the old cookie opens nothing.
    const setCookies = result.ok ? result.headers.getSetCookie().join("\n") : "";
    expect(setCookies).toMatch(/session_token=; Path=\/; Max-Age=0/);
    expect(await currentMember({ db, env }, cookies)).toBeNull();
    const again = await signIn(
      { db, env },
      { email: EMAIL, password: PASSWORD, rememberMe: false },
      { ip: "198.51.100.8", headers: noCookies(), now: new Date() },
    );
    expect(again).toMatchObject({ ok: false, reason: "invalid" });

    // Gone: the account, its sessions, password, saved driver, consents and the form submission.
    expect(await db.select().from(members).where(eq(members.id, member.id))).toEqual([]);
    expect(await db.select().from(members).where(eq(members.email, EMAIL))).toEqual([]);
    expect(await db.select().from(memberSessions).where(eq(memberSessions.userId, member.id))).toEqual([]);
    expect(await db.select().from(memberAccounts).where(eq(memberAccounts.userId, member.id))).toEqual([]);
    expect(await db.select().from(memberDriverProfiles).where(eq(memberDriverProfiles.memberId, member.id))).toEqual(
      [],
    );
    expect(await db.select().from(memberConsents).where(eq(memberConsents.memberId, member.id))).toEqual([]);
    const forms = await db.select({ id: formSubmissions.id }).from(formSubmissions);
    expect(forms).toEqual([{ id: otherFormId }]);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.key, CV_KEY)), "the CV file").toEqual([]);
    expect(await mailsNamingMember()).toEqual([]);
    expect(
      await db.select().from(reservations).where(eq(reservations.memberId, member.id)),
      "no reservation links to the account",
    ).toEqual([]);

    // Kept: the paid reservation with its billing identity and the name on the receipt, nothing more.
    const [kept] = await db.select().from(reservations).where(eq(reservations.id, paid.id));
    expect(kept?.billing).toEqual(fullBilling);
    expect(kept?.driver).toEqual({
      firstName: "Ayşe",
      lastName: "Işık",
      email: "-",
      phone: "-",
      birthDate: "-",
      licenceDate: "-",
      tckn: null,
      passport: null,
      note: null,
    });
    expect(kept?.totalKurus).toBe(250_000);
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, paid.id));
    expect(payment).toMatchObject({ amountKurus: 250_000, status: "approved", maskedPan: "435508******4358" });
    expect(payment?.clientIp).toBeNull();
    const [request] = await db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.reservationId, paid.id));
    expect(request).toMatchObject({ reason: "Planlarım değişti", clientIp: null });
    // Its receipt is still made for finance, and the number + surname lookup still finds it.
    const receipt = await loadReceipt(db, paid.number);
    expect(receipt).toMatchObject({ number: paid.number, memberId: null, driverName: "Ayşe Işık" });
    expect(receipt?.billing).toMatchObject({ kind: "individual", name: "Ayşe Işık", tcknMasked: expect.any(String) });
    const pdf = receipt ? await pdfText(await renderReceiptPdf(receipt, "tr")) : "";
    expect(pdf).toContain(paid.number);
    expect(pdf).toContain("Ayşe Işık");
    expect(await findOwnReservation(db, paid.number, "ISIK")).not.toBeNull();

    // The unpaid one keeps no personal field; the upcoming one stays whole for the contract.
    const [gone] = await db.select().from(reservations).where(eq(reservations.id, unpaid.id));
    expect(JSON.stringify([gone?.driver, gone?.billing])).not.toMatch(/Ayşe|Işık|example|10000000146|Kadıköy/);
    expect(gone?.flightNumber).toBeNull();
    const [running] = await db.select().from(reservations).where(eq(reservations.id, upcoming.id));
    expect(running).toMatchObject({ memberId: null, driver: fullDriver, billing: fullBilling, status: "confirmed" });
    expect(await findOwnReservation(db, upcoming.number, "Işık")).not.toBeNull();

    // The invoice is a kept document: unchanged, with the buyer it was issued to.
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ reservationId: paid.id, buyerName: "Ayşe Işık" });
    // SMS: the paid (ended) booking's copy is gone; the upcoming one's reminder stays for the contract.
    expect((await db.select().from(smsOutbox)).map((r) => r.reservationId)).toEqual([upcoming.id]);
    expect(await db.select().from(smsMarketingConsents)).toEqual([]);
    // The record of the deletion: what was kept, without any personal data.
    const records = await db.select().from(memberDeletions);
    expect(records).toEqual([
      expect.objectContaining({
        keptReservations: [paid.number],
        anonymisedReservations: 1,
        liveReservations: 1,
        deletedForms: 2,
        deletedSms: 1,
      }),
    ]);
    expect(JSON.stringify(records)).not.toMatch(/Ayşe|Işık|Yılmaz|verilerim|5321234567|10000000146|member/i);
    expect(warnings).toEqual([]);
  });

  it("nothing personal is left anywhere in the database but on the kept documents and the running booking", async () => {
    // Every row of every table, as JSON, searched for the member's address, phone, identity
    // number, birth date, note and flight number.
    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    const found: Record<string, string[]> = {};
    const markers = {
      email: "ayse.verilerim",
      phone: "5321234567",
      tckn: "10000000146",
      birth: "10.05.1990",
      note: "Uçağım gecikebilir",
      flight: "TK2124",
      surname: "Yılmaz",
    };
    for (const name of names) {
      const result = await db.execute(sql`select row_to_json(t)::text as j from ${sql.identifier(name)} t`);
      for (const { j } of (result as unknown as { rows: { j: string }[] }).rows) {
        for (const [marker, value] of Object.entries(markers)) {
          if (j.toLowerCase().includes(value.toLowerCase())) {
            // The sign-in attempted after the deletion (above) counts its own new slot.
            if (name === "rate_limits" && j.includes(":sign-in")) continue;
            const where = j.includes(upcoming.id) ? `${name}(upcoming)` : name;
            const list = (found[marker] ??= []);
            if (!list.includes(where)) list.push(where);
          }
        }
      }
    }
    for (const list of Object.values(found)) list.sort();
    expect(found).toEqual({
      // The running booking (its driver, and its reminder SMS), and the kept invoice's buyer
      // identity number (the TCKN the invoice was issued to; VUK art. 230).
      // The e-Arşiv invoice names the address it was sent to: a kept document, never edited.
      email: ["invoices", "reservations(upcoming)"],
      phone: ["reservations(upcoming)", "sms_outbox(upcoming)"],
      tckn: ["invoices", "reservations", "reservations(upcoming)"],
      birth: ["reservations(upcoming)"],
      note: ["reservations(upcoming)"],
      flight: ["reservations(upcoming)"],
    });
  });

  it("the address can sign up again, as a new account", async () => {
    const again = await registered();
    expect(again.member.id).not.toBe(member.id);
    expect(again.member.email).toBe(EMAIL);
  });

  it("a second deletion is a no-op that does not fail", async () => {
    const ids = [paid.id, unpaid.id, upcoming.id];
    const before = await db.select().from(reservations).where(inArray(reservations.id, ids));
    const formsBefore = await db.select().from(formSubmissions);
    const result = await deleteMemberAccount({ db, env, log }, member, EMAIL);
    expect(result).toMatchObject({ ok: true, counts: null });
    expect(await db.select().from(reservations).where(inArray(reservations.id, ids))).toEqual(before);
    expect(await db.select().from(formSubmissions)).toEqual(formsBefore);
    expect(await memberDataFile(db, member, "json", new Date())).toBeNull();
  });
});
