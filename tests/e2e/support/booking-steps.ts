// The public booking's steps as a customer walks them in the browser, for the specs that book: the
// driver form's labels in both languages, step 2's packages and step 3 filled for a Turkish driver.
import { expect, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { bookingEn, bookingTr } from "#app/i18n/messages/booking.ts";

type Lang = "tr" | "en";

/** The date `years` years before today in Istanbul, as the form takes it (dd.mm.yyyy). */
export const yearsAgo = (years: number) => {
  const [y, m, d] = istanbulDate(new Date()).split("-");
  return `${d}.${m}.${Number(y) - years}`;
};

/** Step 3's field labels. */
export const DRIVER_LABELS = {
  tr: {
    firstName: "Ad",
    lastName: "Soyad",
    email: "E-posta",
    country: "Ülke",
    phone: "GSM numarası",
    birth: "Doğum tarihi",
    licence: "Ehliyet veriliş tarihi",
    tckn: "T.C. kimlik numarası",
    billingName: "Ad soyad",
    address: "Fatura adresi",
    terms: /Kiralama koşullarını/,
    kvkk: /KVKK aydınlatma metnini/,
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    country: "Country",
    phone: "Mobile number",
    birth: "Date of birth",
    licence: "Licence issue date",
    tckn: "TC identity number",
    billingName: "Full name",
    address: "Billing address",
    terms: /rental terms/,
    kvkk: /personal data notice/,
  },
} as const;

const NEXT = { tr: bookingTr.next, en: bookingEn.next } as const;
const CONTINUE_WITHOUT = { tr: bookingTr.packages.confirmContinue, en: bookingEn.packages.confirmContinue } as const;

/** Step 2: the second assurance and KM packages, then on to step 3. */
export async function takePackages(page: Page, lang: Lang = "tr") {
  await expect(page).toHaveURL(/adim=2/);
  await page.locator('input[name="assurance"]').nth(1).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: NEXT[lang] }).click();
  await expect(page).toHaveURL(/adim=3/);
}

/**
 * Step 2 without packages: "next", then "continue without" where the page asks it: in its dialog
 * once the page has hydrated, or on the page the server answers when the click came before the
 * page's script (a busy machine; a visitor on a slow phone meets the same). booking.spec.ts holds
 * each of the two ways on its own.
 */
export async function skipPackages(page: Page, lang: Lang = "tr") {
  await expect(page).toHaveURL(/adim=2/);
  await page.getByRole("button", { name: NEXT[lang] }).click();
  await page.getByRole("button", { name: CONTINUE_WITHOUT[lang] }).click();
  await expect(page).toHaveURL(/adim=3/);
}

export type Driver = {
  firstName: string;
  lastName: string;
  email: string;
  /** The seed of the example TC identity number, for driver and billing. */
  tckn: number;
  phone?: string;
};

/**
 * Step 3 for a Turkish driver aged 35 with a ten-year licence, billed to themselves in Kadıköy,
 * terms and KVKK accepted; stays on step 3.
 */
export async function fillDriverStep(page: Page, lang: Lang, d: Driver) {
  const x = DRIVER_LABELS[lang];
  await page.getByLabel(x.firstName, { exact: true }).fill(d.firstName);
  await page.getByLabel(x.lastName, { exact: true }).fill(d.lastName);
  await page.getByLabel(x.email, { exact: true }).fill(d.email);
  await page.getByLabel(x.country, { exact: true }).selectOption("TR");
  await page.getByLabel(x.phone).fill(d.phone ?? "532 123 45 67");
  await page.getByLabel(x.birth).fill(yearsAgo(35));
  await page.getByLabel(x.licence).fill(yearsAgo(10));
  await page.getByLabel(x.tckn).first().fill(exampleTckn(d.tckn));
  await page.getByLabel(x.billingName).fill(`${d.firstName} ${d.lastName}`);
  await page.getByLabel(x.tckn).nth(1).fill(exampleTckn(d.tckn));
  await page.getByLabel(x.address).fill("Atatürk Cad. 1, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: x.terms }).check();
  await page.getByRole("checkbox", { name: x.kvkk }).check();
}

/** Step 3 filled as `fillDriverStep` does, then on to step 4 (payment choice). */
export async function driverThenPayment(page: Page, lang: Lang, d: Driver) {
  await fillDriverStep(page, lang, d);
  await page.getByRole("button", { name: NEXT[lang] }).click();
  await expect(page).toHaveURL(/adim=4/);
}
