// The customer's journey mended (decision 0038) in the browser, in Turkish and
// English: a card embossed without Turkish letters, a refused card that keeps the booking, one
// cancellation request per reservation, and the security code answered without seeing the image.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { bookingEn, bookingTr } from "#app/i18n/messages/booking.ts";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { paymentEn, paymentTr } from "#app/i18n/messages/payment.ts";
import { NUMBER_WORDS } from "#app/server/security/captcha.server.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { axeClean, storeConsent, watchConsole } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";
const F = { tr: formsTr, en: formsEn } as const;
const B = { tr: bookingTr, en: bookingEn } as const;
const P = { tr: paymentTr, en: paymentEn } as const;
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const unique = () => randomBytes(3).toString("hex");
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A refused post (4xx) is logged by the browser as a failed resource; that is the expected answer. */
const REFUSED = /status of (400|409|429)/;

test.beforeEach(({ context, baseURL }) => storeConsent(context, baseURL));

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRe(label)}(\\s*\\*|\\s*\\([^)]*\\))?$`));
}
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

async function testReservation(page: Page, body: Record<string, unknown>): Promise<{ number: string; email: string }> {
  const response = await page.request.post("/__test/reservations", { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { number: string; email: string };
}

async function solveCaptcha(page: Page, lang: Lang) {
  const id = await page.locator("[data-captcha-id]").getAttribute("data-captcha-id");
  const code = await (await page.request.get(`/__test/captcha/${id}`)).text();
  await field(page, F[lang].captcha.label).fill(code);
}

// ---------------------------------------------------------------------------------------------
// Items 1 and 2: a refused card keeps the booking; the holder typed as an embossed card prints it.

/** The search to step 4 with the i-th car: default packages, the driver Çağrı Öztürk. */
async function toPaymentStep(page: Page, lang: Lang, car: number) {
  const from = istanbulDate(new Date(Date.now() + (20 + car) * 86_400_000));
  const to = istanbulDate(new Date(Date.now() + (23 + car) * 86_400_000));
  await page.goto(`${prefix(lang)}/rezervasyon?alis=IST&donus=IST&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00`);
  await page.getByTestId("vehicle-card").nth(car).getByRole("button").click();
  await takePackages(page, lang);
  await driverThenPayment(page, lang, { firstName: "Çağrı", lastName: "Öztürk", email: "cagri@example.com", tckn: 11 });
}

async function payByCard(page: Page, lang: Lang, holder: string, pan: string) {
  const card = P[lang].form;
  await page.getByLabel(card.holder).fill(holder);
  await page.getByLabel(card.number).pressSequentially(pan);
  await page.getByLabel(card.month, { exact: true }).selectOption("12");
  await page.getByLabel(card.year, { exact: true }).selectOption("30");
  await page.getByLabel(card.cvc).fill("000");
  await page.getByRole("button", { name: lang === "tr" ? /Öde$/ : /^Pay / }).click();
  await expect(page.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
  await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
  await page.getByRole("button", { name: lang === "tr" ? "Onayla" : "Confirm" }).click();
  await expect(page).toHaveURL(/\/payres\?odeme=/);
}

for (const [lang, width, car] of [
  ["tr", 390, 4],
  ["en", 1280, 5],
] as const) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`${lang}: a refused card keeps the booking; the holder as an embossed card prints it is accepted`, async ({
      page,
    }) => {
      const problems = watchConsole(page, REFUSED);
      const b = B[lang];
      const p = P[lang];
      await toPaymentStep(page, lang, car);
      await page.getByRole("radio", { name: b.payment.card }).check();
      await page.getByRole("button", { name: b.payment.submit }).click();
      await expect(page).toHaveURL(/\/pos3d\?odeme=/);
      // "CAGRI OZTURK" is the driver Çağrı Öztürk (item 1): no holder error, the form goes to the bank.
      await payByCard(page, lang, "CAGRI OZTURK", "4355080000005053");
      const outcome = page.getByTestId("payment-outcome");
      await expect(outcome).toContainText(p.result.rejected);
      await expect(outcome).toContainText(p.result.keptDraft);
      await axeClean(page);
      await shot(page, `payres-declined-${lang}-${width}`);
      const refused = (await page.locator("dd.font-semibold").first().textContent()) ?? "";
      expect(refused).toMatch(/^YLD-/);

      // Pay at the office instead: step 4 again with everything kept, the office choice made.
      await page.getByRole("link", { name: p.result.payAtOffice }).click();
      await expect(page).toHaveURL(/adim=4/);
      await expect(page.getByTestId("retry-notice")).toHaveText(fill(b.payment.retryNotice, { number: refused }));
      await expect(page.getByText("Çağrı Öztürk").first()).toBeVisible();
      await expect(page.getByRole("radio", { name: b.payment.office })).toBeChecked();
      await axeClean(page);
      await shot(page, `step4-retry-${lang}-${width}`);
      // Or another card: the card choice is made for them.
      await page.goBack();
      await page.getByRole("link", { name: p.result.retryCard }).click();
      await expect(page.getByRole("radio", { name: b.payment.card })).toBeChecked();
      await page.getByRole("button", { name: b.payment.submit }).click();
      await expect(page).toHaveURL(/\/pos3d\?odeme=/);
      await payByCard(page, lang, "cagri ozturk", "4355084355084358");
      await expect(page.getByTestId("payment-outcome")).toContainText(p.result.approved);
      await page.getByRole("link", { name: p.result.continue }).click();
      await expect(page).toHaveURL(/\/result\?no=YLD-/);
      const booked = (await page.getByTestId("reservation-number").textContent()) ?? "";
      expect(booked).not.toBe(refused);
      expect(problems).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Items 1 and 3: the lookup finds "ozturk"; one cancellation request per reservation.

for (const lang of flowLanguages("en")) {
  const m = F[lang];

  test(`${lang}: lookup by a last name without Turkish letters; a second cancellation request is refused`, async ({
    page,
  }) => {
    const problems = watchConsole(page, REFUSED);
    const id = unique();
    const lastName = `Öztürk${id}`;
    const r = await testReservation(page, { lastName, paymentType: "office" });
    const lookUp = async () => {
      await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${r.number}`);
      await field(page, m.lookup.lastName).fill(`ozturk${id}`);
      await page.getByRole("button", { name: m.lookup.submit }).click();
      return page.getByTestId("reservation");
    };
    const details = await lookUp();
    // A free cancellation the policy decides is offered at once (decision 0100); the request form
    // stays open by its address, and one request per reservation holds there.
    await expect(details.getByRole("button", { name: m.cancelNow.button })).toBeVisible();
    await expect(details.getByTestId("cancellation-request")).toHaveCount(0);

    const requestCancellation = async () => {
      await page.goto(`${prefix(lang)}/Rezervasyon-Iptal?no=${r.number}`);
      await field(page, m.cancel.number).fill(r.number);
      await field(page, m.cancel.lastName).fill(`OZTURK${id}`);
      await field(page, m.cancel.reason).fill("Planlarım değişti.");
      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.cancel.continue }).click();
    };
    await requestCancellation();
    await page.getByTestId("cancel-preview").getByRole("button", { name: m.cancel.confirm }).click();
    await expect(page.getByText(m.cancel.success)).toBeVisible();

    // The second request: refused with a clear message, no refund preview, no e-mail claim.
    await requestCancellation();
    const alert = page.getByRole("alert").filter({ hasText: m.cancel.alreadyRequested.split("{{when}}")[0]!.trim() });
    await expect(alert).toBeVisible();
    await expect(page.getByTestId("cancel-preview")).toHaveCount(0);
    await expect(page.getByText(m.cancel.success)).toHaveCount(0);
    await expect(field(page, m.cancel.reason)).toHaveValue("Planlarım değişti.");
    await axeClean(page);
    await shot(page, `cancel-again-${lang}`);

    // The lookup shows the request and no longer offers to make one.
    const after = await lookUp();
    await expect(after.getByTestId("cancellation-request")).toContainText(m.lookup.cancelRequest.received);
    await expect(after.getByRole("link", { name: m.lookup.cancelLink })).toHaveCount(0);
    await expect(after.getByRole("button", { name: m.cancelNow.button })).toHaveCount(0);
    await axeClean(page);
    await shot(page, `lookup-requested-${lang}`);
    expect(problems).toEqual([]);
  });

  test(`${lang}: the lookup says a passed full-refund deadline has passed`, async ({ page }) => {
    const lastName = `Kaya${unique()}`;
    const r = await testReservation(page, { lastName, paymentType: "card", hoursUntilPickup: 6 });
    await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${r.number}`);
    await field(page, m.lookup.lastName).fill(lastName);
    await page.getByRole("button", { name: m.lookup.submit }).click();
    const details = page.getByTestId("reservation");
    await expect(details.getByText(m.lookup.deadlinePrepaidPassed.split("{{when}}")[0]!.trim())).toBeVisible();
    await expect(details.getByText(m.lookup.deadlinePrepaid.split("{{when}}")[1]!.trim())).toHaveCount(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Item 7: the contact form completed without seeing the image, as a screen reader user does.

const wordValue = (lang: Lang, word: string) => NUMBER_WORDS[lang].findIndex((w) => w === word);

for (const lang of flowLanguages("tr")) {
  const m = F[lang];
  test(`${lang}: the security code answered through its text question, walked by the accessibility tree`, async ({
    page,
  }) => {
    const problems = watchConsole(page, REFUSED);
    await page.goto(`${prefix(lang)}/iletisim`);
    // What a screen reader announces for the image: what it is and that a question can replace it.
    await expect(page.getByRole("img", { name: m.captcha.imageAlt.replace("{{length}}", "5") })).toBeVisible();
    await page.getByRole("radio", { name: m.contact.types.complaint }).check();
    await field(page, m.fullName).fill("Görme Engelli Ziyaretçi");
    await field(page, m.email).fill(`sr${unique()}@example.com`);
    await field(page, m.phone).fill("532 123 45 67");
    await field(page, m.contact.department).selectOption({ index: 2 });
    await field(page, m.contact.subject).fill("Erişilebilirlik");
    await field(page, m.contact.message).fill("Merhaba.");

    await page.getByRole("button", { name: m.captcha.askQuestion }).click();
    const answerBox = page.getByRole("textbox", { name: new RegExp(`^${escapeRe(m.captcha.questionLabel)}`) });
    await expect(answerBox).toBeFocused();
    await expect(page.getByRole("img", { name: /./ }).and(page.locator("[data-captcha-id]"))).toHaveCount(0);
    // The question is the answer box's description: read it and answer in words.
    const described = (await answerBox.getAttribute("aria-describedby")) ?? "";
    const question = await page.locator(`[id="${described.split(" ")[0]}"]`).innerText();
    const pattern = new RegExp(
      escapeRe(m.captcha.question).replace("\\{\\{a\\}\\}", "(.+?)").replace("\\{\\{b\\}\\}", "(.+?)"),
    );
    const [, a = "", b = ""] = pattern.exec(question) ?? [];
    const sum = wordValue(lang, a) + wordValue(lang, b);
    expect(sum).toBeGreaterThan(3);
    await axeClean(page);
    await shot(page, `captcha-question-${lang}`);
    await answerBox.fill(NUMBER_WORDS[lang][sum] ?? "");
    await page.getByRole("button", { name: m.contact.submit }).click();
    await expect(page.getByText(m.contact.success)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------
// Item 8: on a phone the cars come first; the filters wait behind one "Filtrele"; menus are not cut.

for (const lang of flowLanguages("tr")) {
  const b = B[lang];
  const from = istanbulDate(new Date(Date.now() + 40 * 86_400_000));
  const to = istanbulDate(new Date(Date.now() + 43 * 86_400_000));
  const results = `${prefix(lang)}/rezervasyon?alis=IST&donus=IST&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00`;

  test.describe(`${lang} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`${lang}: the first car is on the first screen, the filters behind one disclosure`, async ({ page }) => {
      const problems = watchConsole(page, REFUSED);
      await page.goto(results);
      const classMenu = page.locator(`select[name="sinif"]`);
      await expect(classMenu).toBeHidden();
      const firstCar = page.getByTestId("vehicle-card").first();
      const box = await firstCar.boundingBox();
      expect(box && box.y).toBeLessThan(844);
      // The search summary keeps its text on full lines beside no button.
      const summary = page.getByRole("region", { name: b.yourSearch });
      const change = summary.getByRole("button", { name: b.summary.change });
      const dl = summary.locator("dl");
      expect((await dl.boundingBox())!.width).toBeGreaterThan(300);
      expect((await change.boundingBox())!.y).toBeGreaterThan((await dl.boundingBox())!.y);
      await axeClean(page);
      await shot(page, `results-${lang}-390`);

      await page.getByText(b.vehicles.filterToggle, { exact: true }).click();
      await expect(classMenu).toBeVisible();
      await classMenu.selectOption({ index: 1 });
      await page.getByRole("button", { name: b.vehicles.apply }).click();
      await expect(page).toHaveURL(/sinif=/);
      await expect(
        page.getByText(fill(b.vehicles.filtersActive.one ?? b.vehicles.filtersActive.other, { count: "1" })),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });

    test(`${lang}: the phone's country menu is not cut beside the number`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/iletisim`);
      const country = page.getByLabel(new RegExp(`^${escapeRe(F[lang].phoneCountry)}`));
      const phone = page.getByLabel(new RegExp(`^${escapeRe(F[lang].phone)}`));
      const [c, p] = [(await country.boundingBox())!, (await phone.boundingBox())!];
      expect(p.y).toBeGreaterThan(c.y);
      expect(c.width).toBeGreaterThan(250);
    });
  });

  test(`${lang}: on a wide screen the filters show without a disclosure`, async ({ page }) => {
    await page.goto(results);
    await expect(page.locator(`select[name="sinif"]`)).toBeVisible();
    await expect(page.getByText(b.vehicles.filterToggle, { exact: true })).toBeHidden();
  });
}

// ---------------------------------------------------------------------------------------------
// Items 6, 9 and 10: the one-way fee is named, the CV bar's words, a campaign code that does not
// work, the home page's office hours, the footer phone.

/** The first Monday at least `days` from now (Adana's office is open on Mondays). */
function mondayAfter(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const amount = (text: string, lang: Lang) =>
  Number((lang === "tr" ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "")).replace(/[^0-9.]/g, ""));

for (const lang of flowLanguages("tr")) {
  const b = B[lang];
  const m = F[lang];

  test(`${lang}: a one-way result names its fee, so the daily price adds up to the total`, async ({ page }) => {
    const from = mondayAfter(50);
    const to = istanbulDate(new Date(Date.parse(`${from}T12:00:00Z`) + 4 * 86_400_000));
    await page.goto(
      `${prefix(lang)}/rezervasyon?alis=IST&donus=ADA&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00&kampanya=YOKBOYLE`,
    );
    const card = page.getByTestId("vehicle-card").first();
    const total = amount((await card.getByTestId("offer-total").textContent()) ?? "", lang);
    const daily = amount(
      (await card
        .getByText(lang === "tr" ? /^Günlük [0-9]/ : /^[0-9][0-9.,]* TL per day$/)
        .first()
        .textContent()) ?? "",
      lang,
    );
    const fee = amount((await card.getByTestId("offer-one-way").textContent()) ?? "", lang);
    expect(fee).toBeGreaterThan(0);
    expect(Math.abs(daily * 4 + fee - total)).toBeLessThan(0.05);
    // An unknown campaign code is said at once, without opening the chip.
    await expect(page.getByTestId("campaign-notice")).toHaveText(b.campaign.unknown);
    await axeClean(page);
    await shot(page, `results-one-way-${lang}`);
  });

  test(`${lang}: the home page's words on office hours and the footer phone on one line at 1280 px`, async ({
    page,
  }) => {
    await page.goto(lang === "en" ? "/en" : "/");
    const text = lang === "tr" ? "pazar günü kapalı" : "close on Sundays";
    await expect(page.getByText(text)).toBeVisible();
    const phone = page.locator("footer a[href^='tel:']").first();
    const box = (await phone.boundingBox())!;
    const lineHeight = await phone.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(box.height).toBeLessThan(lineHeight * 1.5);
  });

  test(`${lang}: a refused CV never reads "completed"; the percent is written the language's way`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/ik`);
    await field(page, m.firstName).fill("Elif");
    await field(page, m.lastName).fill("Şahin");
    await field(page, m.email).fill(`cv${unique()}@example.com`);
    await field(page, m.phone).fill("5321234567");
    await page.getByRole("group", { name: m.jobs.departments }).getByRole("checkbox").first().check();
    await field(page, m.jobs.cv).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ this is really an executable"),
    });
    await solveCaptcha(page, lang);
    await page.getByRole("button", { name: m.jobs.submit }).click();
    await expect(page.getByText(m.errors.cvType)).toBeVisible();
    const bar = page.getByTestId("upload-progress");
    await expect(bar).toContainText(m.jobs.notSent);
    await expect(bar).not.toContainText(m.jobs.completed);
    // No full bar and no "100 %" for an application that was not sent.
    await expect(bar).not.toContainText("100");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
}
