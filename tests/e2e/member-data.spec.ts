// /uye-verilerim in the browser (decision 0067), in both languages at 390 and 1280 px: a new member
// finds the page in the member menu, downloads their data as JSON (its contents checked) and as a
// PDF (their name in it), is refused a deletion with another address in their language, deletes
// the account with their own, and can no longer sign in; axe finds nothing on the way.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { memberDataEn, memberDataTr, personalDataPdfEn, personalDataPdfTr } from "#app/i18n/messages/member-data.ts";
import { membersEn, membersTr } from "#app/i18n/messages/members.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { axeClean, shot, watchConsole } from "./issue15-support.ts";
import { storeConsent } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const LANGS = {
  tr: { prefix: "", m: membersTr, d: memberDataTr, pdf: personalDataPdfTr },
  en: { prefix: "/en", m: membersEn, d: memberDataEn, pdf: personalDataPdfEn },
} as const;
type Lang = keyof typeof LANGS;

/** The newest six-digit code mailed to `to`, from the development mailbox. */
async function codeFor(page: Page, to: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const html = await (await page.request.get("/dev/mailbox")).text();
    const article = html
      .split("<article")
      .slice(1)
      .find((a) => a.includes(`>${to}<`));
    code = /\b(\d{6})\b/.exec(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article ?? "")?.[1] ?? "")?.[1] ?? "";
    expect(code).not.toBe("");
  }).toPass({ timeout: 5000 });
  return code;
}

async function signUp(page: Page, lang: Lang, email: string, password: string) {
  const { prefix, m } = LANGS[lang];
  await page.goto(`${prefix}/uye-ol`);
  await page.getByLabel(m.fields.firstName, { exact: true }).fill("Gülşen");
  await page.getByLabel(m.fields.lastName, { exact: true }).fill("Işıkçı");
  await page.getByLabel(m.fields.email, { exact: true }).fill(email);
  await page.getByLabel(m.fields.phoneCountry, { exact: true }).selectOption("TR");
  await page.getByLabel(m.fields.phone).fill("532 765 43 21");
  await page.getByLabel(m.fields.password, { exact: true }).fill(password);
  await page.getByLabel(m.fields.passwordRepeat).fill(password);
  await page
    .getByRole("checkbox", { name: lang === "tr" ? /Aydınlatma Metni ?'ni okudum/ : /I have read and understood the/ })
    .check();
  await page
    .getByRole("button", { name: lang === "tr" ? "Üyelik sözleşmesini oku" : "Read the membership agreement" })
    .click();
  await page
    .getByRole("button", { name: lang === "tr" ? "Okudum, kabul ediyorum" : "I have read it and accept" })
    .click();
  await page.getByRole("button", { name: lang === "tr" ? "Üye Ol" : "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/adim=kod/);
  await page.getByLabel(m.fields.code).fill(await codeFor(page, email));
  await page.getByRole("button", { name: lang === "tr" ? "Doğrula" : "Verify" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/uye-profil`));
}

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const path = await file.path();
  return readFile(path);
}

for (const lang of flowLanguages("tr")) {
  for (const width of [390, 1280] as const) {
    test(`${lang} at ${width} px: download my data as JSON and PDF, then delete the account`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const { prefix, m, d, pdf: pdfTexts } = LANGS[lang];
      await page.setViewportSize({ width, height: 900 });
      await storeConsent(context, baseURL);
      const problems = watchConsole(page);
      const email = `gulsen.${lang}.${width}.${Date.now()}@example.com`;
      const password = "gizli123";
      await signUp(page, lang, email, password);

      // The page is in the member menu.
      const menuLink = page.locator(`a[href="${prefix}/uye-verilerim"]`).first();
      await expect(menuLink).toHaveText(m.area.myData);
      await page.goto(`${prefix}/uye-verilerim`);
      await expect(page.getByRole("heading", { level: 2, name: m.area.myData })).toBeVisible();
      await expect(page.getByText(d.categories.paidReservations)).toBeVisible();
      await expect(page.getByText(d.keptRestricted)).toBeVisible();
      // What the law keeps, each with its legal reason and time: invoices 10 years, the record of
      // the deletion 3 years; the SMS copies are deleted.
      const kept = page.locator("li").filter({ hasText: d.categories.invoices });
      await expect(kept).toContainText(d.bases.commercialAndTaxLaw);
      await expect(kept).toContainText(lang === "tr" ? "10 yıl" : "10 years");
      const record = page.locator("li").filter({ hasText: d.categories.deletionRecord });
      await expect(record).toContainText(d.bases.deletionRegulation);
      await expect(record).toContainText(lang === "tr" ? "3 yıl" : "3 years");
      await expect(page.getByText(d.categories.smsMessages)).toBeVisible();
      await axeClean(page);
      await shot(page, `member-data-${lang}-${width}`);

      // The JSON file: the account, its consents and this session, nothing secret.
      const json = JSON.parse((await download(page, d.downloadJson)).toString("utf8"));
      expect(json).toMatchObject({
        format: "yolda-personal-data",
        account: { email, firstName: "Gülşen", lastName: "Işıkçı", phone: "+905327654321", lang },
        driverProfile: null,
        reservations: [],
        payments: [],
      });
      expect(json.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
        "explicit_consent",
        "kvkk_notice",
        "membership_agreement",
      ]);
      expect(json.sessions.length).toBeGreaterThan(0);
      const sessionToken = (await context.cookies()).find((c) => c.name === "yolda.session_token")?.value ?? "";
      expect(sessionToken).not.toBe("");
      expect(JSON.stringify(json)).not.toContain(sessionToken.split(".")[0]);

      // The PDF: a PDF, in the page's language, with the member's name in Turkish letters.
      const pdf = await download(page, d.downloadPdf);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = await pdfText(new Uint8Array(pdf));
      expect(text).toContain("Gülşen Işıkçı");
      expect(text).toContain(pdfTexts.pdf.title);

      // Another address is refused, in the member's language; then their own deletes the account.
      const confirm = page.getByLabel(d.confirmLabel);
      await confirm.fill("baska@example.com");
      await page.getByRole("button", { name: d.submit }).click();
      await expect(page.getByText(d.errors.emailMismatch)).toBeVisible();
      await axeClean(page);
      await shot(page, `member-data-refused-${lang}-${width}`);
      await confirm.fill(email.toUpperCase());
      await page.getByRole("button", { name: d.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/giris\\?durum=deleted`));
      await expect(page.getByText(m.signIn.deleted)).toBeVisible();
      await axeClean(page);
      await shot(page, `member-data-deleted-${lang}-${width}`);
      expect((await context.cookies()).find((c) => c.name === "yolda.session_token")).toBeUndefined();

      // Gone: the files send the visitor to sign in, and the password no longer signs in.
      const after = await page.request.get(`${prefix}/uye-verilerim/verilerim.json`);
      expect(after.url()).toContain(`${prefix}/giris`);
      await page.getByLabel(m.fields.email, { exact: true }).fill(email);
      await page.getByLabel(m.fields.password, { exact: true }).fill(password);
      await page
        .getByRole("main")
        .getByRole("button", { name: lang === "tr" ? "Giriş Yap" : "Sign In" })
        .click();
      await expect(page.getByText(m.errors.signInInvalid)).toBeVisible();

      // The address is free again: it signs up as a new account, whose copy holds nothing of the old.
      await signUp(page, lang, email, password);
      await page.goto(`${prefix}/uye-verilerim`);
      const fresh = JSON.parse((await download(page, d.downloadJson)).toString("utf8"));
      expect(fresh.account.email).toBe(email);
      expect(fresh.account.id).not.toBe(json.account.id);
      expect(fresh.sessions).toHaveLength(1);
      expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    });
  }
}
