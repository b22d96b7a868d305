// The public forms' services (decision 0018) against a real database (PGlite, or PostgreSQL with DATABASE_URL):
// a security code works once, rate limits answer 429, bots are refused, submissions and both
// e-mails are stored before the reply, CVs are checked by content and stored through the storage
// port, and the lookup never tells whether a reservation number exists.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { departments, formSubmissions, outbox, reservations, storedFiles } from "#app/server/db/schema.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";
import type { FormGuardEnv } from "#app/server/security/form-guard.server.ts";
import { NUMBER_WORDS } from "#app/server/security/captcha.server.ts";
import { revealCaptchaAnswer } from "#app/server/security/test-hooks.server.ts";
import { signFormTimestamp } from "#app/server/security/honeypot.server.ts";
import { type FormReply, type FormRequest, formPage, submitContact } from "#app/server/services/forms.server.ts";
import { submitJobApplication } from "#app/server/services/job-applications.server.ts";
import { lookupReservation } from "#app/server/services/reservation-lookup.server.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import { departmentsData } from "#seed/content/departments.ts";
import { compoundFile, realDocx, realPdf, refusedCvSamples } from "#tests/support/cv-samples.ts";
import { addUnit, buildFixture, type Fixture } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const T0 = new Date("2027-03-01T07:00:00Z");
const SECRET = "integration-secret-integration-secret-0123";
const baseEnv: FormGuardEnv = {
  APP_ENV: "test",
  SESSION_SECRET: SECRET,
  FORM_RATE_LIMIT_IP: 1000,
  FORM_RATE_LIMIT_TARGET: 5,
  FORM_RATE_LIMIT_WINDOW_SECONDS: 600,
  FORM_MIN_FILL_MS: 2000,
  TEST_HOOKS: true,
};

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let ipCounter = 0;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await db.insert(departments).values(departmentsData);
});
afterAll(async () => {
  await testDb?.cleanup();
});

/** Each test its own client IP and clock, so limits never leak between tests. */
function request(env: Partial<FormGuardEnv> = {}, now: Date = T0): FormRequest {
  ipCounter += 1;
  return { db, env: { ...baseEnv, ...env }, lang: "tr", ip: `198.51.100.${ipCounter}`, now };
}

async function newCode(req: FormRequest): Promise<{ id: string; answer: string; stamp: string }> {
  const page = await formPage({ ...req, now: new Date(req.now.getTime() - 60_000) }, "contact");
  const answer = revealCaptchaAnswer(page.captcha.id);
  if (!answer) throw new Error("the test hook kept no answer");
  return { id: page.captcha.id, answer, stamp: page.stamp };
}

async function contactForm(req: FormRequest, fields: Record<string, string> = {}): Promise<FormData> {
  const code = await newCode(req);
  const [department] = await db.select().from(departments).where(eq(departments.slug, "musteri-hizmetleri"));
  const form = new FormData();
  const values: Record<string, string> = {
    type: "complaint",
    name: "Zeynep Çelik",
    email: `z${randomBytes(3).toString("hex")}@example.com`,
    phoneCountry: "TR",
    phone: "532 123 45 67",
    subject: "Gecikme",
    message: "Araç 20 dakika geç teslim edildi.",
    department: String(department?.id),
    captchaId: code.id,
    captcha: code.answer.toLowerCase(),
    form_ts: code.stamp,
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

const errorsOf = (reply: FormReply) => reply.data.result.error ?? {};

describe("contact form", () => {
  it("stores the message and queues both e-mails before answering; the same code never works twice", async () => {
    const req = request();
    const form = await contactForm(req);
    const email = String(form.get("email"));
    const first = await submitContact(req, form);
    expect(first.status).toBe(200);
    expect(first.data.sent).toEqual({ email });
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.email, email));
    expect(row).toMatchObject({ kind: "contact", name: "Zeynep Çelik", lang: "tr" });
    expect(row?.data).toMatchObject({ type: "complaint", phone: "+905321234567", subject: "Gecikme" });
    const mails = (await db.select().from(outbox)).map((r) => r.payload as EmailMessage);
    expect(mails.some((m) => m.to === email && m.subject.includes("Gecikme"))).toBe(true);
    expect(mails.some((m) => m.to === "musterihizmetleri@yolda.com.tr" && m.text.includes(email))).toBe(true);

    // The same code again (another sender): refused, nothing stored, typed values come back.
    form.set("email", "someone-else@example.com");
    const again = await submitContact(req, form);
    expect(again.status).toBe(400);
    expect(errorsOf(again).captcha).toEqual(["forms.errors.captchaWrong"]);
    expect(again.data.result.initialValue).toMatchObject({ email: "someone-else@example.com", subject: "Gecikme" });
    expect(again.data.result.initialValue?.captcha).toBeUndefined();
    expect(again.data.captcha.id).not.toBe(form.get("captchaId"));
    expect(await db.$count(formSubmissions, eq(formSubmissions.email, "someone-else@example.com"))).toBe(0);
  });

  it("offers the security code as a question in words instead of the image, checked on the server (WCAG 1.1.1)", async () => {
    for (const lang of ["tr", "en"] as const) {
      const req = { ...request(), lang };
      const form = await contactForm(req);
      // "Ask a question instead": the form is not sent; a question comes back, with no image.
      form.set("intent", "captcha-question");
      const asked = await submitContact(req, form);
      expect(asked.status).toBe(200);
      expect(asked.data.sent).toBeUndefined();
      expect(asked.data.captcha).toMatchObject({ mode: "question", svg: "" });
      const words = lang === "tr" ? ["iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"] : ["two", "three"];
      expect(lang === "en" || words.includes(asked.data.captcha.question?.a ?? "")).toBe(true);
      const answer = revealCaptchaAnswer(asked.data.captcha.id) ?? "";
      expect(answer).toMatch(/^\d{1,2}$/);

      // A wrong answer is refused like a wrong image code, and the next code stays a question.
      form.delete("intent");
      form.set("captchaMode", "question");
      form.set("captchaId", asked.data.captcha.id);
      form.set("captcha", String(Number(answer) + 1));
      const wrong = await submitContact(req, form);
      expect(errorsOf(wrong).captcha).toEqual(["forms.errors.captchaWrong"]);
      expect(wrong.data.captcha.mode).toBe("question");

      // The right answer, written in words of the page's language, sends the form.
      form.set("captchaId", wrong.data.captcha.id);
      const sum = Number(revealCaptchaAnswer(wrong.data.captcha.id));
      form.set("captcha", NUMBER_WORDS[lang][sum] ?? "");
      const sent = await submitContact(req, form);
      expect(sent.status).toBe(200);
      expect(sent.data.sent).toEqual({ email: String(form.get("email")) });
    }
  });

  it("gives every required field its message and does not use the code up", async () => {
    const req = request();
    const form = await contactForm(req, {
      name: "",
      email: "nope",
      subject: "",
      message: "",
      phone: "",
      department: "",
    });
    form.delete("type");
    const reply = await submitContact(req, form);
    expect(reply.status).toBe(400);
    expect(errorsOf(reply)).toMatchObject({
      type: ["forms.errors.typeRequired"],
      name: ["forms.errors.nameRequired"],
      email: ["forms.errors.emailInvalid"],
      phone: ["forms.errors.phoneRequired"],
      subject: ["forms.errors.subjectRequired"],
      message: ["forms.errors.messageRequired"],
      department: ["forms.errors.departmentRequired"],
    });
    // The code was not tried, so it still works once.
    const fixed = await contactForm(req);
    fixed.set("captchaId", String(form.get("captchaId")));
    fixed.set("captcha", String(form.get("captcha")));
    expect((await submitContact(req, fixed)).status).toBe(200);
  });

  it("refuses a filled honeypot and a form sent faster than a person can, keeping what was typed", async () => {
    const req = request();
    const bot = await contactForm(req, { message_copy: "http://spam.example" });
    const refused = await submitContact(req, bot);
    expect(refused.status).toBe(400);
    expect(refused.data.notice).toBe("refused");
    expect(refused.data.result.initialValue).toMatchObject({ subject: "Gecikme" });
    const fast = await contactForm(req, { form_ts: signFormTimestamp(SECRET, new Date(T0.getTime() - 500)) });
    expect((await submitContact(req, fast)).data.notice).toBe("refused");
    expect(await db.$count(formSubmissions, eq(formSubmissions.email, String(bot.get("email"))))).toBe(0);
  });

  it("asks again for a form rendered more than 2 hours ago, keeping what was typed and renewing its stamp", async () => {
    const req = request();
    const old = await contactForm(req, {
      form_ts: signFormTimestamp(SECRET, new Date(T0.getTime() - 2 * 3600_000 - 1000)),
    });
    const stale = await submitContact(req, old);
    expect(stale.status).toBe(400);
    expect(stale.data.notice).toBe("stale");
    expect(stale.data.result.initialValue).toMatchObject({ subject: "Gecikme", name: "Zeynep Çelik" });
    expect(stale.data.stamp).not.toBe(old.get("form_ts"));
    expect(await db.$count(formSubmissions, eq(formSubmissions.email, String(old.get("email"))))).toBe(0);
    // Sent again with the reply's stamp a minute later (and a new code): accepted.
    const later = { ...req, now: new Date(T0.getTime() + 60_000) };
    const again = await contactForm(later, { email: String(old.get("email")) });
    again.set("form_ts", stale.data.stamp);
    expect((await submitContact(later, again)).status).toBe(200);
    // Just under 2 hours is still fine.
    const slow = await contactForm(req, {
      form_ts: signFormTimestamp(SECRET, new Date(T0.getTime() - 2 * 3600_000 + 1000)),
    });
    expect((await submitContact(req, slow)).status).toBe(200);
  });

  it("answers 429 past the per-target limit (same e-mail) and past the per-IP limit", async () => {
    const req = request({ FORM_RATE_LIMIT_TARGET: 2 });
    const email = `limit-${randomBytes(3).toString("hex")}@example.com`;
    expect((await submitContact(req, await contactForm(req, { email }))).status).toBe(200);
    expect((await submitContact(req, await contactForm(req, { email }))).status).toBe(200);
    const third = await submitContact(req, await contactForm(req, { email }));
    expect(third.status).toBe(429);
    expect(third.data.notice).toBe("tooMany");
    expect(Number(third.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(third.data.result.initialValue).toMatchObject({ email });

    const byIp = request({ FORM_RATE_LIMIT_IP: 2 });
    await submitContact(byIp, await contactForm(byIp, { name: "" }));
    await submitContact(byIp, await contactForm(byIp, { name: "" }));
    const blocked = await submitContact(byIp, await contactForm(byIp));
    expect(blocked.status).toBe(429);
    // A new window lets the visitor in again.
    const later = { ...byIp, now: new Date(T0.getTime() + 11 * 60_000) };
    expect((await submitContact(later, await contactForm(later))).status).toBe(200);
  });
});

describe("job application", () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await realPdf();
  });

  async function jobForm(req: FormRequest, cv: File): Promise<FormData> {
    const code = await newCode(req);
    const [hr] = await db.select().from(departments).where(eq(departments.slug, "operasyon"));
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: "Elif",
      lastName: "Şahin",
      email: `elif-${randomBytes(3).toString("hex")}@example.com`,
      phoneCountry: "TR",
      phone: "5321234567",
      departments: String(hr?.id),
      note: "Hafta sonu çalışabilirim.",
      captchaId: code.id,
      captcha: code.answer,
      form_ts: code.stamp,
    }))
      form.set(k, v);
    form.set("cv", cv);
    return form;
  }

  it("checks the CV by content, not by name, and stores a real one through the storage port", async () => {
    const storage = postgresFileStorage(db);
    const req = request();
    const fake = await jobForm(req, new File(["MZ not a pdf"], "cv.pdf", { type: "application/pdf" }));
    const refused = await submitJobApplication(req, fake, storage);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).cv).toEqual(["forms.errors.cvType"]);
    expect(refused.data.result.initialValue).toMatchObject({ lastName: "Şahin", note: "Hafta sonu çalışabilirim." });

    const good = await jobForm(req, new File([new Uint8Array(pdf)], "resume.txt", { type: "text/plain" }));
    const sent = await submitJobApplication(req, good, storage);
    expect(sent.status).toBe(200);
    const [row] = await db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, String(good.get("email"))));
    expect(row?.kind).toBe("job");
    expect(row?.attachmentKey).toMatch(/^cv\/2027\/03\/[0-9a-f-]{36}\.pdf$/);
    expect(await storage.get(row?.attachmentKey ?? "")).toEqual(pdf);
    const mails = (await db.select().from(outbox)).map((r) => r.payload as EmailMessage);
    expect(mails.some((m) => m.to === "ik@yolda.com.tr" && m.text.includes(row?.attachmentKey ?? "?"))).toBe(true);
  });

  it("refuses hostile or broken CVs by their content, in the visitor's language, keeping what was typed", async () => {
    const storage = postgresFileStorage(db);
    const filesBefore = await db.$count(storedFiles);
    const samples = await refusedCvSamples();
    for (const [index, [what, bytes]] of samples.entries()) {
      const lang = index % 2 === 0 ? "tr" : "en";
      const req = { ...request(), lang } as const;
      const form = await jobForm(req, new File([new Uint8Array(bytes)], "cv.pdf", { type: "application/pdf" }));
      const reply = await submitJobApplication(req, form, storage);
      expect(reply.status, what).toBe(400);
      // An empty file is "no file" for the form; everything else gets the type message.
      expect(errorsOf(reply).cv, what).toEqual([
        bytes.length === 0 ? "forms.errors.cvRequired" : "forms.errors.cvType",
      ]);
      expect(reply.data.result.initialValue, what).toMatchObject({
        firstName: "Elif",
        lastName: "Şahin",
        email: String(form.get("email")),
        note: "Hafta sonu çalışabilirim.",
      });
      expect(await db.$count(formSubmissions, eq(formSubmissions.email, String(form.get("email")))), what).toBe(0);
    }
    expect(await db.$count(storedFiles)).toBe(filesBefore);
    // The field's message exists in both languages the form is shown in.
    expect(serverT("tr")("forms.errors.cvType")).toContain("PDF, DOC veya DOCX");
    expect(serverT("en")("forms.errors.cvType")).toContain("PDF, DOC or DOCX");
  });

  it("accepts a real DOCX and a real DOC and stores their exact bytes where every server reads them", async () => {
    const storage = postgresFileStorage(db);
    for (const [bytes, kind] of [
      [realDocx(), "docx"],
      [compoundFile(), "doc"],
    ] as const) {
      const req = request();
      const form = await jobForm(req, new File([new Uint8Array(bytes)], `cv.${kind}`));
      const reply = await submitJobApplication(req, form, storage);
      expect(reply.status).toBe(200);
      const [row] = await db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.email, String(form.get("email"))));
      expect(row?.attachmentKey).toMatch(new RegExp(`^cv/2027/03/[0-9a-f-]{36}\\.${kind}$`));
      expect(row?.data).toMatchObject({ cvKind: kind, cvBytes: bytes.length });
      const [file] = await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, row?.attachmentKey ?? ""));
      expect(file?.contentType).toBe(
        kind === "doc"
          ? "application/msword"
          : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(await storage.get(row?.attachmentKey ?? "")).toEqual(bytes);
    }
  });

  it("refuses a CV over 5 MB with the field's message", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    const req = request();
    const reply = await submitJobApplication(
      req,
      await jobForm(req, new File([big], "cv.pdf")),
      postgresFileStorage(db),
    );
    expect(errorsOf(reply).cv).toEqual(["forms.errors.cvTooLarge"]);
  });
});

describe("reservation lookup", () => {
  async function reservation(lastName: string): Promise<string> {
    const unitId = await addUnit(db, f.clio, f.istAirport);
    const pickupAt = new Date(T0.getTime() + 20 * 86_400_000);
    const returnAt = new Date(pickupAt.getTime() + 3 * 86_400_000);
    const number = generateReservationNumber((n) => randomBytes(n));
    await db.insert(reservations).values({
      number,
      unitId,
      modelId: f.clio,
      pickupOfficeId: f.istAirport,
      dropoffOfficeId: f.istAirport,
      pickupAt,
      returnAt,
      bufferMinutes: 120,
      held: heldRange(pickupAt, returnAt, 120),
      status: "confirmed",
      paymentType: "office",
      totalKurus: 345_600,
      vehicleKurus: 345_600,
      depositKurus: 500_000,
      rentalDays: 3,
      lines: [],
      driver: {
        firstName: "Ayşe",
        lastName,
        email: "ayse@example.com",
        phone: "+905321112233",
        birthDate: "1990-01-01",
        licenceDate: "2010-01-01",
      },
      billing: { kind: "individual", name: `Ayşe ${lastName}`, address: "İstanbul" },
      lang: "tr",
    });
    return number;
  }

  const form = (number: string, lastName: string) => {
    const fd = new FormData();
    fd.set("number", number);
    fd.set("lastName", lastName);
    return fd;
  };
  const paths = { virtualPayment: "/sanal-odeme" };
  /** The reply without the echo of what was typed. */
  const shape = (reply: Awaited<ReturnType<typeof lookupReservation>>) => ({
    status: reply.status,
    headers: reply.headers,
    data: { ...reply.data, result: { ...reply.data.result, initialValue: undefined } },
  });

  it("answers a wrong number and a wrong name the same way, and a right pair with the details", async () => {
    const number = await reservation("Işıkçı");
    const missing = number.slice(0, -1) + (number.endsWith("Z") ? "Y" : "Z");
    const wrongName = await lookupReservation(request(), form(number, "Yılmaz"), paths);
    const wrongNumber = await lookupReservation(request(), form(missing, "Işıkçı"), paths);
    expect(wrongName.data.notice).toBe("notFound");
    expect(shape(wrongNumber)).toEqual(shape(wrongName));
    expect(JSON.stringify(wrongName.data)).not.toContain("Ayşe");

    const found = await lookupReservation(request(), form(number.toLowerCase().replace("-", " "), "IŞIKÇI"), paths);
    expect(found.status).toBe(200);
    expect(found.data.reservation).toMatchObject({
      number,
      status: "confirmed",
      paymentType: "office",
      days: 3,
      daysRemaining: 20,
      deadline: { kind: "office" },
      canCancel: true,
      canPayOnline: true,
    });
  });

  it("finds a reservation by the last name typed without Turkish letters", async () => {
    const number = await reservation("Öztürk");
    for (const typed of ["ozturk", "OZTURK", "Öztürk"]) {
      const found = await lookupReservation(request(), form(number, typed), paths);
      expect(found.data.reservation?.number).toBe(number);
    }
    expect((await lookupReservation(request(), form(number, "Ozturkcu"), paths)).data.notice).toBe("notFound");
  });

  it("rate-limits per number whether or not it exists, with the same 429", async () => {
    const number = await reservation("Kaya");
    const missing = number.slice(0, -1) + (number.endsWith("Z") ? "Y" : "Z");
    const replies = [];
    for (const n of [number, missing]) {
      for (let i = 0; i < 5; i++) await lookupReservation(request(), form(n, `Deneme${i}`), paths);
      replies.push(await lookupReservation(request(), form(n, "Kaya"), paths));
    }
    const [existing, absent] = replies;
    expect(existing?.status).toBe(429);
    expect(existing?.data.reservation).toBeUndefined();
    expect(shape(absent ?? existing!)).toEqual(shape(existing!));
  });

  it("sends a pay-at-office reservation to the virtual payment page with one reusable reference", async () => {
    const number = await reservation("Demir");
    const pay = form(number, "Demir");
    pay.set("intent", "pay");
    const first = await lookupReservation(request(), pay, paths);
    expect(first.redirectTo).toMatch(/^\/sanal-odeme\?ref=REF-[0-9A-Z]{8}$/);
    const second = await lookupReservation(request(), pay, paths);
    expect(second.redirectTo).toBe(first.redirectTo);
  });
});
