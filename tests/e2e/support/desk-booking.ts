// The desk's booking form in the browser (/yonetim/rezervasyon-yeni, decision 0076): search, pick the
// first model offered, fill the driver and billing, choose the payment, post; and the booked number.
import { expect, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { deskBookingEn, deskBookingTr } from "#app/i18n/messages/desk-booking.ts";
import { yearsAgo } from "./booking-steps.ts";

type Lang = "tr" | "en";
const D = { tr: deskBookingTr, en: deskBookingEn } as const;

/** "YYYY-MM-DDTHH:mm" in Istanbul, `hours` from now on the search's half-hour grid. */
export function localIn(hours: number): string {
  const slot = 30 * 60_000;
  return formatIstanbulLocal(new Date(Math.ceil((Date.now() + hours * 3_600_000) / slot) * slot));
}

export type Person = { first: string; last: string; email: string; tckn: number };

/** The desk's search, the first class offered, the driver and billing, the payment; lands on the result. */
export async function deskBooking(
  page: Page,
  lang: Lang,
  options: {
    walkIn: boolean;
    office: string | null;
    person: Person;
    payment: "cash" | "link";
    /** Screenshots (and axe) of the search and the filled form. */
    shots?: (page: Page, name: string) => Promise<void>;
    /** Choices beyond the driver and the payment, made just before the post (e.g. a package). */
    beforeSubmit?: (page: Page) => Promise<void>;
  },
) {
  const staffShots = options.shots ?? (async () => {});
  const d = D[lang];
  const office = page.getByLabel(d.search.pickupOffice);
  if (options.office) await office.selectOption({ label: options.office });
  else await office.selectOption({ index: 1 });
  if (options.walkIn) {
    await page.getByLabel(d.search.walkIn).check();
    await page.getByLabel(d.search.returnAt).fill(localIn(24));
  } else {
    await page.getByLabel(d.search.pickupAt).fill(localIn(72));
    await page.getByLabel(d.search.returnAt).fill(localIn(120));
  }
  await page.getByRole("button", { name: d.search.submit }).click();
  const choose = page.getByRole("link", { name: new RegExp(`^${d.search.choose}: `) }).first();
  await expect(choose).toBeVisible();
  await staffShots(page, `desk-search-${options.walkIn ? "walkin" : options.payment}-${lang}`);
  await choose.click();
  await expect(page.getByRole("heading", { name: d.form.title })).toBeVisible();
  const p = options.person;
  await page.getByLabel(d.form.customerLang).selectOption(lang);
  await page.getByLabel(d.form.firstName, { exact: true }).fill(p.first);
  await page.getByLabel(d.form.lastName, { exact: true }).fill(p.last);
  await page.getByLabel(d.form.email, { exact: true }).fill(p.email);
  await page.getByLabel(d.form.phone, { exact: true }).fill("532 123 45 67");
  await page.getByLabel(d.form.birthDate).fill(yearsAgo(35));
  await page.getByLabel(d.form.licenceDate).fill(yearsAgo(10));
  await page.getByLabel(d.form.tckn, { exact: true }).fill(exampleTckn(p.tckn));
  await page.getByLabel(d.form.billingName, { exact: true }).fill(`${p.first} ${p.last}`);
  await page.getByLabel(d.form.billingTckn).fill(exampleTckn(p.tckn));
  await page.getByLabel(d.form.billingAddress).fill("Atatürk Cad. 1, Kadıköy, İstanbul");
  await page.getByLabel(d.form.consents).check();
  await page.getByLabel(d.form.kvkk).check();
  await page.getByLabel(options.payment === "cash" ? d.form.cash : d.form.link).check();
  await staffShots(page, `desk-form-${options.walkIn ? "walkin" : options.payment}-${lang}`);
  if (options.beforeSubmit) await options.beforeSubmit(page);
  await page.getByRole("button", { name: d.form.submit }).click();
}

/**
 * The number on the desk's result page ("Rezervasyon YLD-… oluşturuldu"): the post answers within
 * 30 s (a booking is a few queries and one transaction; it once seemed to hang for a minute).
 */
export async function bookedNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\?tamam=YLD-/, { timeout: 30_000 });
  // The address changes before the result page has replaced the form's heading.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/YLD-[0-9A-Z]+/);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const number = /YLD-[0-9A-Z]+/.exec(heading)?.[0] ?? "";
  expect(number).not.toBe("");
  return number;
}
