// Filling the hand-over's drivers part in the browser (decision 0078): the main driver's licence
// and identity document, as an agent types them at the counter.
import { expect, type Page } from "@playwright/test";
import { exampleTckn } from "#app/domain/identity/tckn.ts";

export const driverLabels = {
  tr: {
    licenceNumber: "Ehliyet numarası",
    licenceClass: "Ehliyet sınıfı",
    licenceCountry: "Ehliyeti veren ülke",
    licenceIssued: "Ehliyet veriliş tarihi",
    licenceExpires: "Ehliyet geçerlilik sonu",
    idKind: "Kimlik belgesi",
    tckn: "T.C. kimlik numarası",
    idNumber: "Kimlik / pasaport numarası",
  },
  en: {
    licenceNumber: "Licence number",
    licenceClass: "Licence class",
    licenceCountry: "Licence issuing country",
    licenceIssued: "Licence issue date",
    licenceExpires: "Licence expiry date",
    idKind: "Identity document",
    tckn: "Turkish ID number (TCKN)",
    idNumber: "ID / passport number",
  },
} as const;

export async function fillMainDriver(page: Page, lang: "tr" | "en", licenceExpires = "01.01.2040") {
  const l = driverLabels[lang];
  await page.getByLabel(l.licenceNumber).fill("B-482913");
  await page.getByLabel(l.licenceClass).fill("B");
  await page.getByLabel(l.licenceCountry).fill("TR");
  await page.getByLabel(l.licenceIssued).fill("15.06.2012");
  await page.getByLabel(l.licenceExpires).fill(licenceExpires);
  await page.getByLabel(l.idKind).selectOption({ label: l.tckn });
  await page.getByLabel(l.idNumber).fill(exampleTckn(4242));
}

const handOverWords = {
  tr: { plate: "Plaka", odometer: "Kilometre", fuel: "Yakıt (sekizde)", handOver: "Teslim et" },
  en: { plate: "Plate", odometer: "Odometer (km)", fuel: "Fuel (eighths)", handOver: "Hand over" },
} as const;

/**
 * Fills the hand-over at `${base}/teslim` (the page is open) without sending it: the plate shown,
 * 15.000 km, the fuel (a full tank unless told), the main driver, an optional deposit.
 */
export async function fillHandOver(
  page: Page,
  lang: "tr" | "en",
  options: { fuel?: string; deposit?: { amount: string; method: "cash" | "card_preauth" } } = {},
) {
  const w = handOverWords[lang];
  const plate = (await page.getByTestId("desk-plate").textContent()) ?? "";
  await page.getByLabel(w.plate, { exact: true }).fill(plate.trim());
  await page.getByLabel(w.odometer, { exact: true }).fill("15000");
  await page.getByLabel(w.fuel).selectOption(options.fuel ?? "8");
  if (options.deposit) {
    await page.locator('input[name="deposit"]').fill(options.deposit.amount);
    await page.locator('select[name="depositMethod"]').selectOption(options.deposit.method);
  }
  await fillMainDriver(page, lang);
}

/** Hands the car over as fillHandOver fills it; lands on the agreement page. */
export async function handOverAtDesk(
  page: Page,
  lang: "tr" | "en",
  options: { deposit?: { amount: string; method: "cash" | "card_preauth" } } = {},
) {
  await fillHandOver(page, lang, options);
  await page.getByRole("button", { name: handOverWords[lang].handOver, exact: true }).click();
  await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);
}
