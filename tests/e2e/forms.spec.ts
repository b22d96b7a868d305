// The public forms (decision 0018) in the browser, in Turkish and English: contact, fleet request, job
// application, reservation lookup and cancellation. Good input is stored and e-mailed (seen in the
// development mailbox); each kind of bad input shows its message and keeps what was typed.
// Security codes are read through the test hook GET /__test/captcha/:id (mounted only with
// TEST_HOOKS=1, refused in production); test reservations come from POST /__test/reservations.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { axeClean, storeConsent, watchConsole } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";
const M = { tr: formsTr, en: formsEn } as const;
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const unique = () => randomBytes(4).toString("hex");

/** A refused post (4xx) is logged by the browser as a failed resource; that is the expected answer. */
const REFUSED = /status of (400|413|429)/;

test.beforeEach(({ context, baseURL }) => storeConsent(context, baseURL));

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form field by its label text (the label may end with the required mark or "(optional)"). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRe(label)}(\\s*\\*|\\s*\\([^)]*\\))?$`));
}

/** Types the answer of the security code on the page (read through the test hook). */
async function solveCaptcha(page: Page, lang: Lang, answer?: string) {
  const id = await page.locator("[data-captcha-id]").getAttribute("data-captcha-id");
  expect(id).toBeTruthy();
  const response = await page.request.get(`/__test/captcha/${id}`);
  expect(response.ok()).toBe(true);
  const code = await response.text();
  await field(page, M[lang].captcha.label).fill(answer ?? code.toLowerCase());
}

/** The development mailbox has a message to `to` whose subject contains `subject`. */
async function expectMail(page: Page, to: string, subject: string) {
  await expect
    .poll(async () => {
      const html = await (await page.request.get("/dev/mailbox")).text();
      return html.split("<article").some((a) => a.includes(`<span data-to>${to}</span>`) && a.includes(subject));
    })
    .toBe(true);
}

async function testReservation(page: Page, body: Record<string, unknown>): Promise<{ number: string; email: string }> {
  const response = await page.request.post("/__test/reservations", { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { number: string; email: string };
}

// The smallest real PDF (one blank page): the server parses a CV, a bare header is not enough.
const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

for (const lang of flowLanguages("en")) {
  const m = M[lang];

  test.describe(`forms (${lang})`, () => {
    test(`contact: every required field, invalid e-mail, wrong code, then sent and e-mailed (${lang})`, async ({
      page,
    }) => {
      const problems = watchConsole(page, REFUSED);
      await page.goto(`${prefix(lang)}/iletisim`);
      await axeClean(page);
      await page.getByRole("button", { name: m.contact.submit }).click();
      for (const message of [
        m.errors.nameRequired,
        m.errors.emailRequired,
        m.errors.phoneRequired,
        m.errors.subjectRequired,
        m.errors.messageRequired,
        m.errors.departmentRequired,
        m.errors.captchaRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await axeClean(page);

      const id = unique();
      const email = `contact-${id}@example.com`;
      const name = `Zeynep Çelik ${id}`;
      await page.getByRole("radio", { name: m.contact.types.complaint }).check();
      await field(page, m.fullName).fill(name);
      await field(page, m.email).fill("not-an-email");
      await field(page, m.email).blur();
      await expect(page.getByText(m.errors.emailInvalid)).toBeVisible();
      await field(page, m.email).fill(email);
      await field(page, m.phone).fill("532 123 45 67");
      await field(page, m.contact.department).selectOption({ index: 2 });
      await field(page, m.contact.city).selectOption({ index: 1 });
      await field(page, m.contact.subject).fill(`Teslim ofisi ${id}`);
      await field(page, m.contact.message).fill("Araç teslimi 20 dakika gecikti.\nİkinci satır.");
      await solveCaptcha(page, lang, "WRONG");
      await page.getByRole("button", { name: m.contact.submit }).click();
      await expect(page.getByText(m.errors.captchaWrong)).toBeVisible();
      // Nothing typed is lost; the used code is gone and a new image is shown.
      await expect(field(page, m.fullName)).toHaveValue(name);
      await expect(field(page, m.email)).toHaveValue(email);
      await expect(page.getByRole("radio", { name: m.contact.types.complaint })).toBeChecked();
      await expect(field(page, m.contact.message)).toHaveValue("Araç teslimi 20 dakika gecikti.\nİkinci satır.");
      await expect(field(page, m.captcha.label)).toHaveValue("");
      await axeClean(page);

      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.contact.submit }).click();
      await expect(page.getByRole("heading", { name: m.contact.successTitle })).toBeVisible();
      await expect(page.getByText(m.contact.success)).toBeVisible();
      await axeClean(page);
      await expectMail(page, email, `Teslim ofisi ${id}`);
      await expectMail(page, "musterihizmetleri@yolda.com.tr", name);
      expect(problems).toEqual([]);
    });

    test(`contact: the honeypot refuses a bot and a new code keeps the form (${lang})`, async ({ page }) => {
      const problems = watchConsole(page, REFUSED);
      await page.goto(`${prefix(lang)}/iletisim`);
      const name = `Bot ${unique()}`;
      await field(page, m.fullName).fill(name);
      const before = await page.locator("[data-captcha-id]").getAttribute("data-captcha-id");
      await page.getByRole("button", { name: m.captcha.refreshLabel }).click();
      await expect(page.locator("[data-captcha-id]")).not.toHaveAttribute("data-captcha-id", before ?? "");
      await expect(field(page, m.fullName)).toHaveValue(name);
      await expect(page.getByRole("alert")).toHaveCount(0);

      await field(page, m.email).fill(`bot-${unique()}@example.com`);
      await field(page, m.phone).fill("5321234567");
      await field(page, m.contact.department).selectOption({ index: 1 });
      await field(page, m.contact.subject).fill("Buy now");
      await field(page, m.contact.message).fill("Cheap offers");
      await page.locator('input[name="message_copy"]').evaluate((el: HTMLInputElement) => (el.value = "http://spam"));
      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.contact.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(m.refused);
      await expect(field(page, m.fullName)).toHaveValue(name);
      await expect(field(page, m.contact.subject)).toHaveValue("Buy now");
      expect(problems).toEqual([]);
    });

    test(`fleet request: info dialog, required fields, then received (${lang})`, async ({ page }) => {
      const problems = watchConsole(page, REFUSED);
      await page.goto(`${prefix(lang)}/Filo-Kiralama`);
      await axeClean(page);
      await page.getByRole("button", { name: m.fleet.infoButton }).click();
      const dialog = page.getByRole("dialog", { name: m.fleet.infoTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(m.fleet.infoBody[0] ?? "")).toBeVisible();
      await axeClean(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: m.fleet.submit }).click();
      for (const message of [
        m.errors.firstNameRequired,
        m.errors.lastNameRequired,
        m.errors.emailRequired,
        m.errors.phoneRequired,
        m.errors.companyRequired,
        m.errors.vehicleCountRequired,
        m.errors.durationRequired,
        m.errors.classesRequired,
        m.errors.citiesRequired,
        m.errors.captchaRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await axeClean(page);

      const id = unique();
      const email = `fleet-${id}@example.com`;
      await field(page, m.firstName).fill("Mert");
      await field(page, m.lastName).fill(`Aydın ${id}`);
      await field(page, m.email).fill(email);
      await field(page, m.phone).fill("+90 532 123 45 67");
      await field(page, m.fleet.companyName).fill(`Anadolu Lojistik ${id}`);
      await field(page, m.fleet.vehicleCount).fill("0");
      await field(page, m.fleet.vehicleCount).blur();
      await expect(page.getByText(m.errors.vehicleCountInvalid)).toBeVisible();
      await field(page, m.fleet.vehicleCount).fill("12");
      await field(page, m.fleet.duration).selectOption("12-24");
      await page.getByRole("group", { name: m.fleet.classes }).getByRole("checkbox").nth(0).check();
      await page.getByRole("group", { name: m.fleet.classes }).getByRole("checkbox").nth(1).check();
      await page.getByRole("group", { name: m.fleet.cities }).getByRole("checkbox").nth(0).check();
      await solveCaptcha(page, lang, "AAAAA");
      await page.getByRole("button", { name: m.fleet.submit }).click();
      await expect(page.getByText(m.errors.captchaWrong)).toBeVisible();
      await expect(field(page, m.fleet.companyName)).toHaveValue(`Anadolu Lojistik ${id}`);
      await expect(page.getByRole("group", { name: m.fleet.classes }).getByRole("checkbox").nth(1)).toBeChecked();
      await expect(field(page, m.fleet.duration)).toHaveValue("12-24");
      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.fleet.submit }).click();
      await expect(page.getByText(m.fleet.success)).toBeVisible();
      await axeClean(page);
      await expectMail(page, email, lang === "tr" ? "Filo kiralama talebinizi aldık" : "fleet rental request");
      await expectMail(page, "filo@yolda.com.tr", `Aydın ${id}`);
      expect(problems).toEqual([]);
    });

    test(`job application: required fields, fake and too large CVs, then uploaded with progress (${lang})`, async ({
      page,
    }) => {
      const problems = watchConsole(page, REFUSED);
      await page.goto(`${prefix(lang)}/ik`);
      await axeClean(page);
      await page.getByRole("button", { name: m.jobs.submit }).click();
      for (const message of [
        m.errors.firstNameRequired,
        m.errors.lastNameRequired,
        m.errors.emailRequired,
        m.errors.phoneRequired,
        m.errors.departmentsRequired,
        m.errors.cvRequired,
        m.errors.captchaRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await axeClean(page);

      const id = unique();
      const email = `job-${id}@example.com`;
      await field(page, m.firstName).fill("Elif");
      await field(page, m.lastName).fill(`Şahin ${id}`);
      await field(page, m.email).fill(email);
      await field(page, m.phone).fill("5321234567");
      const departments = page.getByRole("group", { name: m.jobs.departments });
      await departments.getByRole("checkbox").nth(0).check();
      await departments.getByRole("checkbox").nth(3).check();
      await field(page, m.jobs.note).fill("Hafta sonu çalışabilirim.");

      // Too large: refused in the browser before anything is sent.
      await field(page, m.jobs.cv).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([minimalPdf, Buffer.alloc(5 * 1024 * 1024)]),
      });
      await page.getByRole("button", { name: m.jobs.submit }).click();
      await expect(page.getByText(m.errors.cvTooLarge)).toBeVisible();

      // Named .pdf but not a PDF: the server reads the content and says so; the rest stays.
      await field(page, m.jobs.cv).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("MZ this is really an executable"),
      });
      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.jobs.submit }).click();
      await expect(page.getByText(m.errors.cvType)).toBeVisible();
      await expect(field(page, m.lastName)).toHaveValue(`Şahin ${id}`);
      await expect(departments.getByRole("checkbox").nth(3)).toBeChecked();
      await expect(field(page, m.jobs.note)).toHaveValue("Hafta sonu çalışabilirim.");
      await axeClean(page);

      await page
        .getByLabel(m.jobs.cv)
        .setInputFiles({ name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: minimalPdf });
      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.jobs.submit }).click();
      await expect(page.getByText(m.jobs.success)).toBeVisible();
      await expect(page.getByTestId("upload-progress")).toContainText(m.jobs.completed);
      await expect(page.getByRole("progressbar", { name: m.jobs.completed })).toHaveAttribute("value", "100");
      await axeClean(page);
      await expectMail(page, email, lang === "tr" ? "Başvurunuzu aldık" : "We received your application");
      await expectMail(page, "ik@yolda.com.tr", `Şahin ${id}`);
      expect(problems).toEqual([]);
    });

    test(`lookup: same answer for a wrong number and a wrong name, details, pay online (${lang})`, async ({ page }) => {
      const problems = watchConsole(page, REFUSED);
      const lastName = `Işıkçı${unique()}`;
      const office = await testReservation(page, { lastName, paymentType: "office" });
      await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${office.number}`);
      await expect(field(page, m.lookup.number)).toHaveValue(office.number);
      await axeClean(page);
      await page.getByRole("button", { name: m.lookup.submit }).click();
      await expect(page.getByText(m.errors.lastNameRequired)).toBeVisible();

      await field(page, m.lookup.lastName).fill("Yılmaz");
      await page.getByRole("button", { name: m.lookup.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(m.lookup.notFound);
      const wrongName = await page.locator("main").innerText();

      const other = `YLD-${"0123456789ABCDEFGHJKMNPQRSTVWXYZ"[Number.parseInt(unique(), 16) % 32]}ZZZZZZ`;
      await field(page, m.lookup.number).fill(other);
      await page.getByRole("button", { name: m.lookup.submit }).click();
      await expect(field(page, m.lookup.number)).toHaveValue(other);
      await expect(page.getByRole("alert")).toHaveText(m.lookup.notFound);
      const wrongNumber = await page.locator("main").innerText();
      expect(wrongNumber.replace(other, "")).toBe(wrongName.replace(office.number, ""));

      // Turkish-aware, case-insensitive last name; the number may be typed loosely.
      await field(page, m.lookup.number).fill(office.number.toLowerCase().replace("-", " "));
      await field(page, m.lookup.lastName).fill(lastName.toLocaleUpperCase("tr"));
      await page.getByRole("button", { name: m.lookup.submit }).click();
      const details = page.getByTestId("reservation");
      await expect(
        details.getByRole("heading", { name: m.lookup.title.replace("{{number}}", office.number) }),
      ).toBeVisible();
      await expect(details.getByText(m.lookup.payment.office, { exact: true })).toBeVisible();
      await expect(details.getByText(m.lookup.deadlines)).toBeVisible();
      await axeClean(page);
      // A pay-at-office booking is cancelled at once from here (decision 0100), not by a request.
      await expect(details.getByRole("button", { name: m.cancelNow.button })).toBeVisible();
      await expect(details.getByRole("link", { name: m.lookup.cancelLink })).toHaveCount(0);
      await details.getByRole("button", { name: m.lookup.payOnline }).click();
      await expect(page).toHaveURL(/\/sanal-odeme\?ref=REF-/);
      await expect(page.getByText(office.number).first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test(`cancellation: wrong code keeps the form, the refund is shown before confirming, then received (${lang})`, async ({
      page,
    }) => {
      const problems = watchConsole(page, REFUSED);
      const lastName = `Öztürk${unique()}`;
      const prepaid = await testReservation(page, { lastName, paymentType: "card", days: 3 });
      await page.goto(`${prefix(lang)}/Rezervasyon-Iptal`);
      await axeClean(page);
      await page.getByRole("button", { name: m.cancel.continue }).click();
      for (const message of [
        m.errors.reservationNumberRequired,
        m.errors.lastNameRequired,
        m.errors.reasonRequired,
        m.errors.captchaRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await field(page, m.cancel.number).fill("ABC");
      await field(page, m.cancel.number).blur();
      await expect(page.getByText(m.errors.reservationNumberInvalid)).toBeVisible();
      await field(page, m.cancel.number).fill(prepaid.number);
      await field(page, m.cancel.lastName).fill(lastName);
      await field(page, m.cancel.reason).fill("Uçuşum iptal edildi.");
      await solveCaptcha(page, lang, "XXXXX");
      await page.getByRole("button", { name: m.cancel.continue }).click();
      await expect(page.getByText(m.errors.captchaWrong)).toBeVisible();
      await expect(field(page, m.cancel.reason)).toHaveValue("Uçuşum iptal edildi.");
      await expect(field(page, m.cancel.lastName)).toHaveValue(lastName);

      await solveCaptcha(page, lang);
      await page.getByRole("button", { name: m.cancel.continue }).click();
      const preview = page.getByTestId("cancel-preview");
      await expect(preview.getByText(m.cancel.rules.earlyFull)).toBeVisible();
      await expect(preview.getByText(lang === "tr" ? "4.500,00 TL" : "4,500.00 TL").first()).toBeVisible();
      await axeClean(page);
      await preview.getByRole("button", { name: m.cancel.confirm }).click();
      await expect(page.getByText(m.cancel.success)).toBeVisible();
      await axeClean(page);
      await expectMail(page, prepaid.email, prepaid.number);
      await expectMail(page, "rezervasyon@yolda.com.tr", lastName);
      expect(problems).toEqual([]);
    });
  });
}

test("lookup: too many attempts for one reservation number answer 429 with a readable page", async ({ page }) => {
  const target = await testReservation(page, { lastName: "Kaya", paymentType: "office" });
  const problems = watchConsole(page, REFUSED);
  await page.goto("/Rezervasyon-On-Izleme");
  let status = 0;
  page.on("response", (r) => {
    if (r.request().method() === "POST") status = r.status();
  });
  for (let i = 0; i < 6; i++) {
    await field(page, formsTr.lookup.number).fill(target.number);
    await field(page, formsTr.lookup.lastName).fill(`Yanlış${i}`);
    await page.getByRole("button", { name: formsTr.lookup.submit }).click();
    await expect(page.getByRole("alert")).toBeVisible();
  }
  await expect(page.getByText(formsTr.tooManyTitle, { exact: true })).toBeVisible();
  expect(status).toBe(429);
  await axeClean(page);
  // The same wall in English, and the right name does not get through it either.
  await page.goto("/en/Rezervasyon-On-Izleme");
  await field(page, formsEn.lookup.number).fill(target.number);
  await field(page, formsEn.lookup.lastName).fill("Kaya");
  await page.getByRole("button", { name: formsEn.lookup.submit }).click();
  await expect(page.getByText(formsEn.tooManyTitle, { exact: true })).toBeVisible();
  await expect(page.getByTestId("reservation")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("job application: a plain multipart post checks the CV by content, keeps the text and sends", async ({
    page,
  }) => {
    const m = formsTr;
    await page.goto("/ik");
    const id = unique();
    const email = `nojs-${id}@example.com`;
    await field(page, m.firstName).fill("Can");
    await field(page, m.lastName).fill(`Demir ${id}`);
    await field(page, m.email).fill(email);
    await field(page, m.phone).fill("5321234567");
    await page.getByRole("group", { name: m.jobs.departments }).getByRole("checkbox").nth(1).check();
    await page
      .getByLabel(m.jobs.cv)
      .setInputFiles({ name: "cv.docx", mimeType: "application/pdf", buffer: Buffer.from("hello") });
    await solveCaptcha(page, "tr");
    await page.getByRole("button", { name: m.jobs.submit }).click();
    await expect(page.getByText(m.errors.cvType)).toBeVisible();
    await expect(field(page, m.lastName)).toHaveValue(`Demir ${id}`);
    await expect(page.getByRole("group", { name: m.jobs.departments }).getByRole("checkbox").nth(1)).toBeChecked();

    // Over 5 MB: the server answers with the field's message and keeps the text.
    await page.getByLabel(m.jobs.cv).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([minimalPdf, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await solveCaptcha(page, "tr");
    await page.getByRole("button", { name: m.jobs.submit }).click();
    await expect(page.getByText(m.errors.cvTooLarge)).toBeVisible();
    await expect(field(page, m.lastName)).toHaveValue(`Demir ${id}`);

    // A new security code without JavaScript: a post that keeps everything typed.
    await page.getByRole("button", { name: m.captcha.refreshLabel }).click();
    await expect(field(page, m.email)).toHaveValue(email);

    await field(page, m.jobs.cv).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await solveCaptcha(page, "tr");
    await page.getByRole("button", { name: m.jobs.submit }).click();
    await expect(page.getByText(m.jobs.success)).toBeVisible();
    await expectMail(page, email, "Başvurunuzu aldık");
  });
});

test("a job application body far over 5 MB is refused before it is read, with a readable page", async ({ request }) => {
  for (const [path, text] of [
    ["/ik", "Özgeçmiş dosyası en fazla 5 MB olabilir"],
    ["/en/ik/basvuru", "The CV file can be at most 5 MB"],
  ] as const) {
    const response = await request.post(path, {
      multipart: { cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(7 * 1024 * 1024) } },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain(text);
  }
});
