// Card payment in the browser, against the sandbox bank. This file runs its OWN server (built app,
// own database, own log file, a short ACS window): it prepares the database before the server
// starts (a pending pay-now reservation and office-issued payment references), and at the end
// stops the server and searches the whole database, the outbox and the server's log for the test
// card numbers.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import pg from "pg";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { reservations } from "#app/server/db/schema.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";
import { issuePaymentReference } from "#app/server/services/payment-references.server.ts";
import { startCardPayment } from "#app/server/services/payments.server.ts";
import { seedDemo } from "#seed/run.ts";
import { flowLanguages } from "./support/languages.ts";

const PORT = Number(process.env.PAYMENT_E2E_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 17);
const BASE = `http://127.0.0.1:${PORT}`;
const ACS_SECONDS = 12;
const CARDS = {
  approved: "4355084355084358",
  declined: "4355080000005053",
  insufficient: "4355080000005152",
};
const SCREENSHOTS = process.env.PAYMENT_SCREENSHOTS;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

let server: ChildProcess | null = null;
let dataDir = "";
let logFile = "";
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | null = null;
const refs: Record<string, string> = {};
let pendingPaymentId = "";
let pendingNumber = "";
let officeNumber = "";

async function openTestDatabase(): Promise<Database> {
  return databaseUrl
    ? openDatabase({ url: databaseUrl, poolSize: 2 })
    : openDatabase({ dataDir: path.join(dataDir, "db") });
}

async function prepare(db: Database["db"]) {
  const unitRows = await db.execute(
    sql`select u.id, u.model_id, u.home_office_id from units u join vehicle_models m on m.id = u.model_id where u.in_service and m.active order by u.id limit 1`,
  );
  const unit = (unitRows as unknown as { rows: Array<{ id: number; model_id: number; home_office_id: number }> })
    .rows[0];
  if (!unit) throw new Error("the demo seed has no unit");
  let offset = 200;
  const reservation = async (status: "pending_payment" | "confirmed", totalKurus = 412_350) => {
    offset += 5;
    const pickupAt = new Date(Date.now() + offset * 86_400_000);
    const returnAt = new Date(pickupAt.getTime() + 2 * 86_400_000);
    const number = generateReservationNumber((n) => randomBytes(n));
    await db.insert(reservations).values({
      number,
      unitId: unit.id,
      modelId: unit.model_id,
      pickupOfficeId: unit.home_office_id,
      dropoffOfficeId: unit.home_office_id,
      pickupAt,
      returnAt,
      bufferMinutes: 120,
      held: heldRange(pickupAt, returnAt, 120),
      status,
      paymentType: status === "pending_payment" ? "card" : "office",
      totalKurus,
      vehicleKurus: totalKurus,
      depositKurus: 500_000,
      rentalDays: 2,
      lines: [],
      driver: {
        firstName: "Ayşe",
        lastName: "Işık",
        email: "ayse.isik@example.com",
        phone: "+905551112233",
        birthDate: "1988-04-02",
        licenceDate: "2008-06-01",
      },
      billing: { kind: "individual", name: "Ayşe Işık", address: "Kadıköy, İstanbul" },
      lang: "tr",
      holdExpiresAt: status === "pending_payment" ? new Date(Date.now() + 15 * 60_000) : null,
    });
    return number;
  };
  pendingNumber = await reservation("pending_payment");
  const started = await startCardPayment(db, { reservationNumber: pendingNumber, lang: "tr", ip: "127.0.0.1" });
  if (!started.ok) throw new Error(started.reason);
  pendingPaymentId = started.paymentId;
  officeNumber = await reservation("confirmed");
  // A reference is for what a reservation still owes, one live reference per reservation.
  for (const name of ["approvedEn", "declinedEn", "insufficientTr", "wrongCodeEn", "timeoutTr", "shots"]) {
    const office = await reservation("confirmed", 125_000);
    const issued = await issuePaymentReference(db, {
      reservationNumber: office,
      description: "Süre uzatma: 1 gün / Extension: 1 day",
    });
    if (!issued.ok) throw new Error(issued.reason);
    refs[name] = issued.reference.number;
  }
}

async function waitForReady(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`payment test server did not become ready at ${url}`);
}

async function stopServer() {
  if (!server) return;
  const exited = new Promise((r) => server?.once("exit", r));
  server.kill("SIGTERM");
  await exited;
  server = null;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "yolda-pay-e2e-"));
  logFile = path.join(dataDir, "server.log");
  if (process.env.DATABASE_URL) {
    const name = `yolda_pay_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openTestDatabase();
  await database.migrate();
  await seedDemo(database.db);
  await prepare(database.db);
  await database.close();

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    APP_ENV: "test",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: BASE,
    LOG_LEVEL: "info",
    PAYMENT_MODE: "sandbox",
    SANDBOX_ACS_SECONDS: String(ACS_SECONDS),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  const log = createWriteStream(logFile);
  server = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForReady(`${BASE}/readyz`, 90_000);
});

test.afterAll(async () => {
  await stopServer();
  if (dropDatabase) await dropDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  // The consent banner and the app prompt are other pages' business.
  await context.addCookies([
    { name: "yolda_consent", value: "v1.necessary.20261121", url: BASE },
    { name: "yolda_app_prompt", value: "dismissed", url: BASE },
  ]);
});

async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const T = {
  tr: {
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /Öde$/,
    reference: "Ödeme referans numarası",
    find: "Sorgula",
    payByCard: "Kartla öde",
    confirm: "Onayla",
    approved: "Onaylandı",
    rejected: "Reddedildi",
    error: "Ödeme işleminde bir hata oluştu",
    insufficient: "Kartınızın bakiyesi ya da limiti yetersiz.",
    authFailed: "3-D Secure doğrulaması tamamlanamadı",
    tryAgain: "Tekrar deneyin",
  },
  en: {
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pay /,
    reference: "Payment reference number",
    find: "Look up",
    payByCard: "Pay by card",
    confirm: "Confirm",
    approved: "Approved",
    rejected: "Rejected",
    error: "There was an error in the payment process",
    declined: "Your bank did not approve the transaction.",
    authFailed: "3-D Secure verification was not completed",
    tryAgain: "Try again",
  },
} as const;

type Lang = keyof typeof T;

async function fillCard(page: Page, lang: Lang, pan: string, holder = "Ayşe Işık") {
  const t = T[lang];
  await page.getByLabel(t.holder).fill(holder);
  await page.getByLabel(t.number).pressSequentially(pan);
  await page.getByLabel(t.month, { exact: true }).selectOption("12");
  await page.getByLabel(t.year, { exact: true }).selectOption("30");
  await page.getByLabel(t.cvc).fill("000");
}

/** /sanal-odeme: look the reference up, see what it is for, go to the card form. */
async function openReference(page: Page, lang: Lang, ref: string) {
  const t = T[lang];
  await page.goto(lang === "tr" ? "/sanal-odeme" : "/en/sanal-odeme");
  await page.getByLabel(t.reference).fill(ref.toLowerCase());
  await page.getByRole("button", { name: t.find }).click();
  // Who is paid and for which reservation; never the note the clerk wrote (decision 0074).
  await expect(page.getByText(/^Yolda · YLD-/).first()).toBeVisible();
  await expect(page.getByText("Süre uzatma")).toHaveCount(0);
  await expect(page.getByText(/1\.250,00|1,250\.00/).first()).toBeVisible();
  await page.getByRole("button", { name: t.payByCard }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
}

/** On the sandbox ACS page: read the code it shows and type it (or a wrong one). */
async function enterCode(page: Page, lang: Lang, code?: string) {
  await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
  const shown = (await page.locator("#acs-code").textContent()) ?? "";
  await page.locator("#code").fill(code ?? shown);
  await page.getByRole("button", { name: T[lang].confirm }).click();
}

test("pay now for a held reservation: validated card form straight to the bank, approved", async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  await page.goto(`/pos3d?odeme=${pendingPaymentId}`);
  await expect(page.getByTestId("reservation-number")).toHaveText(pendingNumber);
  await expect(page.getByText("Kart sahibi sürücü olmalıdır: Ayşe Işık")).toBeVisible();
  await expect(page.getByTestId("hold-countdown")).toHaveText(/^1[45]:\d\d$/);
  await expectNoAxeViolations(page);
  await shot(page, "pos3d-tr");

  // Invalid entries are stopped in the browser, each with its own message.
  await page.getByRole("button", { name: T.tr.pay }).click();
  await expect(page.getByText("Kart sahibinin adını ve soyadını girin.")).toBeVisible();
  await expect(page.getByText("Kart numarasını girin.")).toBeVisible();
  await expect(page.getByText("Son kullanma ayını seçin.")).toBeVisible();
  await expect(page.getByText("Güvenlik kodu 3 ya da 4 rakamdan oluşmalıdır.")).toBeVisible();
  await fillCard(page, "tr", "4355084355084359", "Mehmet Yılmaz");
  await expect(page.getByLabel(T.tr.number)).toHaveValue("4355 0843 5508 4359");
  await page.getByRole("button", { name: T.tr.pay }).click();
  await expect(page.getByText("Kart sahibi rezervasyondaki sürücü (Ayşe Işık) olmalıdır.")).toBeVisible();
  await expect(page.getByText("Kart numarası geçerli değil. Lütfen kontrol edin.")).toBeVisible();
  await expect(page).toHaveURL(/\/pos3d/);
  await expectNoAxeViolations(page);
  await shot(page, "pos3d-tr-errors");

  // Turkish-aware: upper case with dotted/dotless I is the same person.
  await page.getByLabel(T.tr.holder).fill("AYŞE IŞIK");
  await page.getByLabel(T.tr.number).fill("");
  await page.getByLabel(T.tr.number).pressSequentially(CARDS.approved);
  const gatePost = page.waitForRequest((r) => r.url().endsWith("/sandbox-bank/est3Dgate") && r.method() === "POST");
  await page.getByRole("button", { name: T.tr.pay }).click();
  const names = [...new URLSearchParams((await gatePost).postData() ?? "").keys()];
  expect(names.sort()).toEqual(
    [
      "clientid",
      "storetype",
      "amount",
      "oid",
      "okUrl",
      "failUrl",
      "rnd",
      "lang",
      "currency",
      "taksit",
      "TranType",
      "hashAlgorithm",
      "hash",
      "pan",
      "Ecom_Payment_Card_ExpDate_Month",
      "Ecom_Payment_Card_ExpDate_Year",
      "cv2",
    ].sort(),
  );
  expect(new URLSearchParams((await gatePost).postData() ?? "").get("pan")).toBe(CARDS.approved);
  await expect(page.getByText("435508******4358")).toBeVisible();
  await expect(page.locator("#acs-timer")).toHaveText(/^00:(0\d|1[0-2])$/);
  await shot(page, "acs-tr");
  await enterCode(page, "tr");
  await expect(page).toHaveURL(/\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.tr.approved);
  await expect(page.getByText("435508******4358")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rezervasyonunuzu görün" })).toHaveAttribute(
    "href",
    `/result?no=${pendingNumber}`,
  );
  await expectNoAxeViolations(page);
  await shot(page, "payres-tr-approved");
  // The card form of a settled payment now shows the result.
  await page.goto(`/pos3d?odeme=${pendingPaymentId}`);
  await expect(page).toHaveURL(/\/payres\?odeme=/);
  // The same link in another browser (shared, or leaked): the outcome, not the payment's details.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId("payment-outcome")).toContainText(T.tr.approved);
    await expect(other.getByTestId("payment-details-hidden")).toBeVisible();
    await expect(other.locator("main")).not.toContainText(pendingNumber);
    await expect(other.locator("main")).not.toContainText("4358");
    await expect(other.getByRole("link", { name: "Rezervasyonunuzu görün" })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
  expect(errors).toEqual([]);
});

test("payment reference in English: approved", async ({ page }) => {
  const errors = watchConsole(page);
  await openReference(page, "en", refs.approvedEn!);
  await expect(page.getByText("The card holder must be the driver: Ayşe Işık")).toBeVisible();
  await expectNoAxeViolations(page);
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expectNoAxeViolations(page);
    await shot(page, "pos3d-en-390-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await fillCard(page, "en", CARDS.approved);
  await page.getByRole("button", { name: T.en.pay }).click();
  await expect(page.getByText("Test bank (sandbox)")).toBeVisible();
  await enterCode(page, "en");
  await expect(page).toHaveURL(/\/en\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.en.approved);
  // The reference is settled: it cannot be paid twice.
  await page.goto(`/en/sanal-odeme?ref=${refs.approvedEn}`);
  await expect(page.getByText("This payment reference has already been paid.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("declined card (05), in English, offers to try again", async ({ page }) => {
  await openReference(page, "en", refs.declinedEn!);
  await fillCard(page, "en", CARDS.declined);
  await page.getByRole("button", { name: T.en.pay }).click();
  await enterCode(page, "en");
  await expect(page).toHaveURL(/\/en\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.en.rejected);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.en.error);
  await expect(page.getByTestId("bank-message")).toContainText(T.en.declined);
  await expectNoAxeViolations(page);
  await shot(page, "payres-en-declined");
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expectNoAxeViolations(page);
    await shot(page, "payres-en-390-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole("link", { name: T.en.tryAgain }).click();
  await expect(page.getByRole("button", { name: T.en.payByCard })).toBeVisible();
});

test("insufficient funds (51), in Turkish", async ({ page }) => {
  await openReference(page, "tr", refs.insufficientTr!);
  await fillCard(page, "tr", CARDS.insufficient);
  await page.getByRole("button", { name: T.tr.pay }).click();
  await enterCode(page, "tr");
  await expect(page).toHaveURL(/\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.tr.rejected);
  await expect(page.getByTestId("bank-message")).toHaveText(T.tr.insufficient);
  await shot(page, "payres-tr-insufficient");
});

test("a wrong one-time code three times fails the authentication, in English", async ({ page }) => {
  await openReference(page, "en", refs.wrongCodeEn!);
  await fillCard(page, "en", CARDS.approved);
  await page.getByRole("button", { name: T.en.pay }).click();
  await enterCode(page, "en", "000000");
  await expect(page.getByText("Wrong code. Please try again.")).toBeVisible();
  await expect(page.locator("#acs-attempts")).toHaveText("2");
  await enterCode(page, "en", "000001");
  await expect(page.locator("#acs-attempts")).toHaveText("1");
  await enterCode(page, "en", "000002");
  await expect(page).toHaveURL(/\/en\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.en.rejected);
  await expect(page.getByTestId("bank-message")).toContainText(T.en.authFailed);
});

test("the one-time code page times out with its countdown, in Turkish", async ({ page }) => {
  test.setTimeout(60_000);
  await openReference(page, "tr", refs.timeoutTr!);
  await fillCard(page, "tr", CARDS.approved);
  await page.getByRole("button", { name: T.tr.pay }).click();
  await expect(page.locator("#acs-timer")).toHaveText(/^00:\d\d$/);
  await expect(page).toHaveURL(/\/payres\?odeme=/, { timeout: (ACS_SECONDS + 10) * 1000 });
  await expect(page.getByTestId("payment-outcome")).toContainText(T.tr.rejected);
  await expect(page.getByTestId("bank-message")).toContainText(T.tr.authFailed);
});

test("sandbox documentation page lists the test cards", async ({ page }) => {
  await page.goto("/sandbox-bank?lang=en");
  await expect(page.getByRole("heading", { name: "Sandbox bank: test cards" })).toBeVisible();
  await expect(page.getByText("4355 0843 5508 4358")).toBeVisible();
  await expect(page.getByText("Insufficient funds", { exact: true })).toBeVisible();
});

const LOOKUP = {
  tr: {
    path: "/Rezervasyon-On-Izleme",
    lastName: "Sürücünün soyadı",
    submit: "Rezervasyonu göster",
    payOnline: "Online öde",
    office: "Ofiste ödeme",
    paidByReference: "Online ödendi (ödeme referansı ile)",
    paidOnline: "Online ödenen",
    referencePaid: "Bu ödeme referansı zaten ödenmiş.",
  },
  en: {
    path: "/en/Rezervasyon-On-Izleme",
    lastName: "Driver's last name",
    submit: "Show reservation",
    payOnline: "Pay online",
    office: "Pay at the office",
    paidByReference: "Paid online (payment reference)",
    paidOnline: "Paid online",
    referencePaid: "This payment reference has already been paid.",
  },
} as const;

async function lookUp(page: Page, lang: Lang, number: string) {
  const l = LOOKUP[lang];
  await page.goto(`${l.path}?no=${number}`);
  await page.getByLabel(l.lastName).fill("Işık");
  await page.getByRole("button", { name: l.submit }).click();
  await expect(page.getByTestId("reservation")).toBeVisible();
}

test("a pay-at-office reservation paid by reference shows as paid and offers no second payment", async ({ page }) => {
  const errors = watchConsole(page);
  await lookUp(page, "tr", officeNumber);
  const details = page.getByTestId("reservation");
  await expect(details.getByText(LOOKUP.tr.office, { exact: true })).toBeVisible();
  await details.getByRole("button", { name: LOOKUP.tr.payOnline }).click();
  await expect(page).toHaveURL(/\/sanal-odeme\?ref=REF-/);
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  await expect(page.getByText(/4\.123,50/).first()).toBeVisible();
  await page.getByRole("button", { name: T.tr.payByCard }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
  await fillCard(page, "tr", CARDS.approved);
  await page.getByRole("button", { name: T.tr.pay }).click();
  await enterCode(page, "tr");
  await expect(page).toHaveURL(/\/payres\?odeme=/);
  await expect(page.getByTestId("payment-outcome")).toContainText(T.tr.approved);

  // Each page loaded once per language (both are rate-limited), then looked at 1280 and 390 wide.
  const bothWidths = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `${name}-${width}`);
    }
  };
  for (const lang of flowLanguages("en")) {
    const l = LOOKUP[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${lang === "tr" ? "" : "/en"}/sanal-odeme?ref=${ref}`);
    await expect(page.getByText(l.referencePaid)).toBeVisible();
    await expect(page.getByRole("button", { name: T[lang].payByCard })).toHaveCount(0);
    await bothWidths(`sanal-odeme-paid-${lang}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookUp(page, lang, officeNumber);
    const shown = page.getByTestId("reservation");
    await expect(shown.getByText(l.paidByReference, { exact: true })).toBeVisible();
    await expect(shown.getByText(l.paidOnline, { exact: true })).toBeVisible();
    await expect(shown.getByText(l.office, { exact: true })).toHaveCount(0);
    await expect(shown.getByRole("button", { name: l.payOnline })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await bothWidths(`lookup-paid-by-reference-${lang}`);
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

// Last: it stops the server to read its whole log.
test("no card number in the database, the outbox or the server log", async () => {
  await stopServer();
  const log = readFileSync(logFile, "utf8");
  // The log did record the run (so an empty file cannot pass this test).
  expect(log).toContain("/odemecallback");
  const database = await openTestDatabase();
  try {
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let text = "";
    for (const { table_name } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows) {
      const rows = await database.db.execute(sql.raw(`select t::text as row from "${table_name}" t`));
      text += (rows as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join("\n");
    }
    expect(text).toContain("435508******4358");
    // The approved booking's confirmation e-mail is in the outbox, and it was searched too.
    const mails = await database.db.execute(sql`select payload::text as payload from outbox`);
    const payloads = (mails as unknown as { rows: Array<{ payload: string }> }).rows.map((r) => r.payload);
    expect(payloads.some((p) => p.includes(pendingNumber))).toBe(true);
    for (const pan of Object.values(CARDS)) {
      const grouped = pan.replace(/(\d{4})(?=\d)/g, "$1 ");
      for (const haystack of [text, log]) {
        expect(haystack).not.toContain(pan);
        expect(haystack).not.toContain(grouped);
      }
    }
    expect(log).not.toMatch(/Ecom_Payment_Card_ExpDate|cv2=/);
  } finally {
    await database.close();
  }
});
