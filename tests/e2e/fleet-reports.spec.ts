// The fleet timeline and the reports in the browser (decision 0045), in both languages:
// an office agent sees only their office's cars and is refused another office and the reports;
// finance opens the reports (charts with their text, tables) and downloads a CSV; axe finds nothing.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    timeline: "Filo takvimi",
    office: "Ofis",
    car: "Araç",
    forbidden: "403",
    reports: "Raporlar",
    headings: [
      "Doluluk: sınıf ve ofise göre, haftalık",
      "Gelir: aylık, ödeme tipine göre",
      "Rezervasyonlar ne kadar önceden yapılıyor",
      "İptaller ve iadeler",
      "Kampanya kullanımı",
    ],
    csv: "CSV indir (Gelir: aylık, ödeme tipine göre)",
    csvHeader: "\uFEFFAy;Ödeme tipi;Rezervasyon;Tutar",
    charges: "Dönüş ücretleri",
    fleetNav: "Filo",
    confirmed: "Onaylı",
    reportsNav: "Raporlar",
  },
  en: {
    prefix: "/en",
    timeline: "Fleet timeline",
    office: "Office",
    car: "Car",
    forbidden: "403",
    reports: "Reports",
    headings: [
      "Utilisation by class and office, per week",
      "Revenue by month and payment type",
      "How far ahead people book",
      "Cancellations and refunds",
      "Campaign use",
    ],
    csv: "Download CSV (Revenue by month and payment type)",
    csvHeader: "\uFEFFMonth,Payment type,Reservations,Amount",
    charges: "Return charges",
    fleetNav: "Fleet",
    confirmed: "Confirmed",
    reportsNav: "Reports",
  },
};

for (const lang of flowLanguages("tr")) {
  const w = x[lang];

  test(`${lang} an office agent sees only their office's cars on the fleet timeline, by keyboard too`, async ({
    page,
  }) => {
    const lastName = lang === "tr" ? "Takvimoğlu" : "Timelineson";
    // A confirmed reservation at Istanbul Airport two days ahead, made by the test hook: the public
    // booking is booking.spec.ts's subject; here only its bar on the timeline is.
    const made = await page.request.post("/__test/reservations", {
      data: { lastName, paymentType: "office", officeCode: "IST", hoursUntilPickup: 48 },
    });
    expect(made.ok()).toBe(true);
    const { number } = (await made.json()) as { number: string };
    expect(number).toMatch(/^YLD-/);
    await signInAsStaff(page, "office", lang);
    await page.getByRole("navigation").getByRole("link", { name: w.fleetNav }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.timeline })).toBeVisible();
    const officeSelect = page.getByRole("combobox", { name: new RegExp(`^${w.office}`) });
    const options = await officeSelect.locator("option").allTextContents();
    expect(options).toHaveLength(1);
    const officeName = options[0] ?? "";
    const grid = page.getByRole("table");
    await expect(grid.getByRole("columnheader", { name: w.car })).toBeVisible();
    await expect(grid.getByRole("columnheader")).toHaveCount(15);
    // The cars' rows (the shortage rows above them are per class, decision 0095).
    const rowHeaders = grid.locator("tbody:not(.tl-shortage)").getByRole("rowheader");
    expect(await rowHeaders.count()).toBeGreaterThan(0);
    for (const text of await rowHeaders.allTextContents()) expect(text).toContain(officeName);

    // Every bar is a link (or, for another office's customer, text) that says who, when, state, return office.
    const bars = grid.getByRole("link");
    const booked = grid.getByRole("link", {
      name: new RegExp(`^Deniz ${lastName}, .* – .*, ${w.confirmed}, .*${officeName}$`),
    });
    await expect(booked).toHaveCount(1);
    await expect(booked).toHaveAttribute("href", `${w.prefix}/yonetim/rezervasyonlar/${number}`);
    const firstBar = bars.first();
    // The grid region takes focus, then the first bar link comes next in reading order.
    await page.getByRole("region", { name: new RegExp(officeName) }).focus();
    await page.keyboard.press("Tab");
    await expect(firstBar).toBeFocused();
    await expectAccessible(page);

    // Another office's timeline, asked for by hand, is refused.
    const otherOffice = (await officeSelect.inputValue()) === "1" ? "2" : "1";
    await page.goto(`${w.prefix}/yonetim/filo?ofis=${otherOffice}`);
    await expect(page.getByText(w.forbidden, { exact: true })).toBeVisible();
    // And the reports are not theirs.
    await page.goto(`${w.prefix}/yonetim/raporlar`);
    await expect(page.getByText(w.forbidden, { exact: true })).toBeVisible();
  });

  test(`${lang} finance opens the reports, each a chart with its text and a table, and downloads a CSV`, async ({
    page,
  }) => {
    await signInAsStaff(page, "finance", lang);
    await page.getByRole("navigation").getByRole("link", { name: w.reportsNav }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.reports })).toBeVisible();
    for (const heading of w.headings)
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    // Revenue always draws (zero months included): a labelled image, a caption, a table.
    const revenue = page.getByRole("region", { name: w.headings[1] });
    await expect(revenue.getByRole("img")).toHaveAccessibleName(/.+/);
    await expect(revenue.locator("figcaption")).not.toBeEmpty();
    await expect(revenue.getByRole("table")).toBeVisible();
    // Return charges in force beside the booked totals (decision 0134).
    await expect(revenue.getByRole("columnheader", { name: w.charges })).toBeVisible();
    await expectAccessible(page);
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await revenue.screenshot({ path: `/work/shots/finance2/revenue-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const download = page.waitForEvent("download");
    await revenue.getByRole("link", { name: w.csv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^yolda-gelir-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(path, "utf8");
    expect(text.split("\r\n")[0]).toBe(w.csvHeader);

    // The fleet timeline is not finance's.
    await page.goto(`${w.prefix}/yonetim/filo`);
    await expect(page.getByText(w.forbidden, { exact: true })).toBeVisible();
  });
}
