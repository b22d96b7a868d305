// Decision 0038: a visitor who cannot see the security code image sends the cancellation, fleet
// request and job application forms (the contact form is walked in journey.spec.ts), in Turkish
// and English. The walk uses only what a screen reader offers: fields by their labels and roles,
// the image's text alternative, and the written question read from the accessibility tree; the
// image itself and the test hook that knows its code are never read.
import { expect, type Page, test } from "@playwright/test";
import { NUMBER_WORDS } from "#app/server/security/captcha.server.ts";
import {
  axeClean,
  consent,
  escapeRe,
  F,
  field,
  LANGS,
  type Lang,
  prefix,
  shot,
  testReservation,
  watchConsole,
} from "./issue15-support.ts";

test.beforeEach(async ({ page, baseURL }) => {
  await consent(page, baseURL ?? "");
});

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/**
 * Hears the image's text alternative, asks for the question instead, reads the question from the
 * accessibility tree and answers it: in words in Turkish, in digits in English (both are accepted).
 */
async function answerWithoutTheImage(page: Page, lang: Lang) {
  const c = F[lang].captcha;
  // The image announces what it is and that a question can replace it.
  await expect(page.getByRole("img", { name: fill5(c.imageAlt) })).toBeVisible();
  await page.getByRole("button", { name: c.askQuestion }).click();
  const answer = page.getByRole("textbox", { name: new RegExp(`^${escapeRe(c.questionLabel)}`) });
  await expect(answer).toBeFocused();
  // The image is gone from the tree; the question is the answer box's description.
  await expect(page.getByRole("img", { name: fill5(c.imageAlt) })).toHaveCount(0);
  const pattern = new RegExp(
    escapeRe(c.question).replace("\\{\\{a\\}\\}", "(\\p{L}+)").replace("\\{\\{b\\}\\}", "(\\p{L}+)"),
    "u",
  );
  await expect(answer).toHaveAccessibleDescription(pattern);
  const tree = await page.getByRole("main").ariaSnapshot();
  const [, a = "", b = ""] = pattern.exec(tree) ?? [];
  const words = NUMBER_WORDS[lang] as readonly string[];
  const sum = words.indexOf(a) + words.indexOf(b);
  expect(words.indexOf(a)).toBeGreaterThanOrEqual(0);
  expect(words.indexOf(b)).toBeGreaterThanOrEqual(0);
  await answer.fill(lang === "tr" ? (words[sum] ?? "") : String(sum));
}
const fill5 = (text: string) => text.replace("{{length}}", "5");

const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

for (const lang of LANGS) {
  const m = F[lang];

  test(`${lang}: a cancellation request sent with the written question instead of the image`, async ({ page }) => {
    const problems = watchConsole(page);
    const lastName = `Gorme${unique()}`;
    const r = await testReservation(page, { lastName, paymentType: "office" });
    await page.goto(`${prefix(lang)}/Rezervasyon-Iptal`);
    await field(page, m.cancel.number).fill(r.number);
    await field(page, m.cancel.lastName).fill(lastName);
    await field(page, m.cancel.reason).fill(lang === "tr" ? "Planlarım değişti." : "My plans changed.");
    await answerWithoutTheImage(page, lang);
    await axeClean(page);
    await shot(page, `captcha-question-cancel-${lang}`);
    await page.getByRole("button", { name: m.cancel.continue }).click();
    await page.getByRole("button", { name: m.cancel.confirm }).click();
    await expect(page.getByText(m.cancel.success)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${lang}: a fleet rental request sent with the written question instead of the image`, async ({ page }) => {
    const problems = watchConsole(page);
    const id = unique();
    await page.goto(`${prefix(lang)}/Filo-Kiralama`);
    await field(page, m.firstName).fill("Mert");
    await field(page, m.lastName).fill(`Aydın ${id}`);
    await field(page, m.email).fill(`fleet-sr-${id}@example.com`);
    await field(page, m.phone).fill("532 123 45 67");
    await field(page, m.fleet.companyName).fill(`Anadolu Lojistik ${id}`);
    await field(page, m.fleet.vehicleCount).fill("12");
    await field(page, m.fleet.duration).selectOption("12-24");
    await page.getByRole("group", { name: m.fleet.classes }).getByRole("checkbox").first().check();
    await page.getByRole("group", { name: m.fleet.cities }).getByRole("checkbox").first().check();
    await answerWithoutTheImage(page, lang);
    await page.getByRole("button", { name: m.fleet.submit }).click();
    await expect(page.getByText(m.fleet.success)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${lang}: a job application with a CV sent with the written question instead of the image`, async ({ page }) => {
    const problems = watchConsole(page);
    const id = unique();
    await page.goto(`${prefix(lang)}/ik`);
    await field(page, m.firstName).fill("Elif");
    await field(page, m.lastName).fill(`Şahin ${id}`);
    await field(page, m.email).fill(`job-sr-${id}@example.com`);
    await field(page, m.phone).fill("5321234567");
    await page.getByRole("group", { name: m.jobs.departments }).getByRole("checkbox").first().check();
    await field(page, m.jobs.cv).setInputFiles({
      name: "ozgecmis.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf,
    });
    await answerWithoutTheImage(page, lang);
    await page.getByRole("button", { name: m.jobs.submit }).click();
    await expect(page.getByText(m.jobs.success)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: m.jobs.completed })).toHaveAttribute("value", "100");
    expect(problems).toEqual([]);
  });
}
