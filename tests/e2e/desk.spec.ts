// The desk in the browser (decision 0041), in Turkish and English: the demo
// office agent signs in with a code, opens today's pick-up, hands the car over, takes it back a day
// late and sees the extra day charged, records the desk payment and downloads the receipt, whose
// text shows the extra day and the desk payment. axe finds nothing on the desk pages.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "#tests/pdf-text.ts";
import { fillMainDriver } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    plate: "Plaka",
    odometer: "Kilometre",
    handOver: "Teslim et",
    handedOver: "Araç teslim edildi.",
    takeBack: "Ücretleri önizle",
    confirm: "Onayla ve aracı geri al",
    extraDay: "Ek gün (1 × 1.500,00 TL)",
    amount: "Tutar (TL)",
    method: "Ödeme şekli",
    cash: "Nakit",
    record: "Ödemeyi kaydet",
    recorded: "Ödeme kaydedildi.",
    receipt: "Makbuzu indir (PDF)",
    pdfExtra: "Ek gün, geç iade (1 gün)",
    pdfDesk: "Ofiste nakit",
    owed: "3.000,00 TL",
    zero: "0,00 TL",
  },
  en: {
    plate: "Plate",
    odometer: "Odometer (km)",
    handOver: "Hand over",
    handedOver: "The car was handed over.",
    takeBack: "Preview the charges",
    confirm: "Confirm and take the car back",
    extraDay: "Extra days (1 × 1,500.00 TL)",
    amount: "Amount (TL)",
    method: "Method",
    cash: "Cash",
    record: "Record payment",
    recorded: "The payment was recorded.",
    receipt: "Download the receipt (PDF)",
    pdfExtra: "Extra days, late return (1 day)",
    pdfDesk: "Cash at the office",
    owed: "3,000.00 TL",
    zero: "0.00 TL",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  if (!process.env.DESK_SCREENSHOTS) return;
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `/tmp/desk/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: an agent hands today's pick-up over, takes it back a day late, takes the payment and downloads the receipt`, async ({
    page,
  }) => {
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    // Today's pick-up at the agent's office: a 1-day pay-at-office rental picked up in an hour.
    const created = await page.request.post("/__test/reservations", {
      data: {
        lastName: lang === "tr" ? "Öztürkmen" : "Walker",
        paymentType: "office",
        hoursUntilPickup: 1,
        days: 1,
        officeCode: "IST",
      },
    });
    expect(created.ok()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    await signInAsStaff(page, "office", lang, `${base}/teslim`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
    await axeClean(page);
    await shots(page, `pickup-${lang}`);
    const plate = (await page.getByTestId("desk-plate").textContent()) ?? "";
    await page.getByLabel(w.plate, { exact: true }).fill(plate.trim());
    await page.getByLabel(w.odometer, { exact: true }).fill("15000");
    await fillMainDriver(page, lang);
    await page.getByRole("button", { name: w.handOver }).click();
    await expect(page.getByText(w.handedOver)).toBeVisible();

    // A day passes (the test moves the rental two days back): the car comes back a day late.
    const moved = await page.request.post(`/__test/reservations/${number}/shift`, { data: { hours: -48 } });
    expect(moved.status()).toBe(204);
    await page.goto(`${base}/iade`);
    await page.getByLabel(w.odometer, { exact: true }).fill("15200");
    await axeClean(page);
    await shots(page, `return-${lang}`);
    await page.getByRole("button", { name: w.takeBack }).click();
    await expect(page.getByTestId("return-preview")).toBeVisible();
    await axeClean(page);
    await shots(page, `return-preview-${lang}`);
    // The cookie banner covers the bottom of the page at 900 px: confirm from the keyboard.
    await page.getByRole("button", { name: w.confirm }).press("Enter");
    await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
    await expect(page.getByText(w.extraDay)).toBeVisible();
    await expect(page.getByTestId("desk-owed")).toHaveText(w.owed);
    await axeClean(page);
    await shots(page, `payment-${lang}`);

    await page.getByLabel(w.method).selectOption({ label: w.cash });
    await page.getByRole("button", { name: w.record }).click();
    await expect(page.getByText(w.recorded)).toBeVisible();
    await expect(page.getByTestId("desk-owed")).toHaveText(w.zero);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: w.receipt }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const text = await pdfText(new Uint8Array(await readFile(path)));
    expect(text).toContain(number);
    expect(text).toContain(w.pdfExtra);
    expect(text).toContain(w.pdfDesk);
    expect(text).toContain(w.owed);
  });
}

const y = {
  tr: {
    forbidden: 403,
    reason: "İptal nedeni",
    cancel: "Rezervasyonu iptal et",
    cancelled: "Rezervasyon iptal edildi. İade edilecek tutar yok.",
    car: "Araç",
    assign: "Aracı ata",
    noShowTitle: "Gelmedi",
  },
  en: {
    forbidden: 403,
    reason: "Reason",
    cancel: "Cancel the reservation",
    cancelled: "The reservation was cancelled. There is nothing to refund.",
    car: "Car",
    assign: "Assign car",
    noShowTitle: "No-show",
  },
} as const;

for (const lang of flowLanguages("tr")) {
  test(`${lang}: the call centre may not hand a car over but cancels for the customer; the car and no-show pages pass axe`, async ({
    page,
    browser,
  }) => {
    const w = y[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: { lastName: "Aksoy", paymentType: "office", days: 2, officeCode: "IST" },
    });
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    await signInAsStaff(page, "call_centre", lang, `${base}/iptal`);
    expect((await page.request.get(`${base}/teslim`)).status()).toBe(w.forbidden);
    expect((await page.request.get(`${base}/arac`)).status()).toBe(w.forbidden);
    await axeClean(page);
    await shots(page, `cancel-${lang}`);
    await page
      .getByLabel(w.reason)
      .fill(lang === "tr" ? "Müşteri telefonla iptal etti" : "The customer called to cancel");
    await page.getByRole("button", { name: w.cancel }).click();
    await expect(page.getByRole("status").filter({ hasText: w.cancelled })).toBeVisible();
    await expect(page.getByTestId("desk-status")).toHaveText(lang === "tr" ? "İptal edildi" : "Cancelled");

    // An admin's car and no-show pages (another reservation, not yet due for a no-show).
    const other = await page.request.post("/__test/reservations", {
      data: { lastName: "Demir", paymentType: "office", days: 2, officeCode: "IST" },
    });
    const second = ((await other.json()) as { number: string }).number;
    const admin = await browser.newContext();
    const page2 = await admin.newPage();
    await signInAsStaff(page2, "admin", lang, `${prefix}/yonetim/rezervasyonlar/${second}/arac`);
    await expect(page2.getByLabel(w.car)).toBeVisible();
    await axeClean(page2);
    await shots(page2, `unit-${lang}`);
    await page2.goto(`${prefix}/yonetim/rezervasyonlar/${second}/gelmedi`);
    await expect(page2.getByRole("heading", { level: 1 })).toContainText(w.noShowTitle);
    await axeClean(page2);
    await admin.close();
  });
}
