// Issue 31 item 5 (decisions 0121, 0122): a 45-day booking's monthly payments, in TL with dates,
// on the customer's lookup (tr and en, 390 and 1280 px) and on the staff reservation page (1280
// and 820 px): month 1 paid at booking, month 2's link e-mailed 5 days before it starts, km per month.
import { expect, type Page, test } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const words = {
  tr: {
    prefix: "",
    lastName: "Sürücünün soyadı",
    show: "Rezervasyonu göster",
    title: "Aylık ödemeler",
    month1: "1. ay",
    month2: "2. ay",
    // 45 days x 1 500 TL = 67 500 TL: 30 days and 15 days.
    first: "45.000,00 TL",
    second: "22.500,00 TL",
    total: "67.500,00 TL",
    kmPerMonth: "Aylık km hakkı: 9.000 km",
    km1: "9.000 km",
    km2: "4.500 km",
    paid: "Rezervasyonda kartla ödendi",
    scheduled: /^Bağlantı \d{2}\.\d{2}\.\d{4} tarihinde e-postayla gelecek$/,
    date: /^\d{2}\.\d{2}\.\d{4}$/,
  },
  en: {
    prefix: "/en",
    lastName: "Driver's last name",
    show: "Show reservation",
    title: "Monthly payments",
    month1: "Month 1",
    month2: "Month 2",
    first: "45,000.00 TL",
    second: "22,500.00 TL",
    total: "67,500.00 TL",
    kmPerMonth: "Km allowance per month: 9,000 km",
    km1: "9,000 km",
    km2: "4,500 km",
    paid: "Paid by card when booking",
    scheduled: /^Link arrives by e-mail on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    date: /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
  },
} as const;

async function book45(page: Page, lastName: string, lang: "tr" | "en") {
  const made = await page.request.post("/__test/reservations", {
    data: { lastName, paymentType: "card", days: 45, lang },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { number: string }).number;
}

async function expectSchedule(page: Page, w: (typeof words)["tr" | "en"]) {
  const plan = page.locator("[data-monthly-payments]");
  await expect(plan.getByRole("heading", { name: w.title })).toBeVisible();
  await expect(plan.getByTestId("km-per-month")).toHaveText(w.kmPerMonth);
  const rows = plan.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const first = rows.nth(0);
  const second = rows.nth(1);
  await expect(first.getByRole("rowheader")).toHaveText(w.month1);
  await expect(second.getByRole("rowheader")).toHaveText(w.month2);
  await expect(first.locator("[data-amount]")).toHaveText(w.first);
  await expect(second.locator("[data-amount]")).toHaveText(w.second);
  await expect(first.locator("td").nth(3)).toHaveText(w.km1);
  await expect(second.locator("td").nth(3)).toHaveText(w.km2);
  await expect(first.locator("td").nth(4)).toHaveText(w.paid);
  await expect(second.locator("td").nth(4)).toHaveText(w.scheduled);
  await expect(second.locator("td").nth(2)).toHaveText(w.date);
  await expect(plan.locator("[data-total]")).toHaveText(w.total);
}

for (const lang of flowLanguages("tr")) {
  const w = words[lang];
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px: the lookup shows a 45-day booking's two monthly payments in TL`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const lastName = lang === "tr" ? "Aylıkoğlu" : "Monthly";
      const number = await book45(page, lastName, lang);
      await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByLabel(w.lastName).fill(lastName);
      await page.getByRole("button", { name: w.show }).click();
      await expectSchedule(page, w);
      await expectAccessible(page);
      await page.locator("[data-monthly-payments]").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/monthly/lookup-${lang}-${width}.png`, fullPage: true });
      await page.locator("[data-monthly-payments]").screenshot({ path: `/tmp/monthly/plan-${lang}-${width}.png` });
    });
  }

  for (const width of [1280, 820]) {
    test(`${lang} at ${width} px: staff see the same months on the reservation page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const number = await book45(page, "Aylikstaff", lang);
      await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/rezervasyonlar/${number}`);
      await expectSchedule(page, w);
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/monthly/staff-${lang}-${width}.png`, fullPage: true });
    });
  }
}

/** "45.000,00 TL" / "45,000.00 TL" in kuruş. */
const kurusOf = (text: string, lang: "tr" | "en") => {
  const figure = /([\d.,]+) TL/.exec(text)?.[1] ?? "";
  const digits = lang === "tr" ? figure.replace(/\./g, "").replace(",", ".") : figure.replace(/,/g, "");
  return Math.round(Number(digits) * 100);
};

for (const lang of flowLanguages("tr")) {
  test(`${lang} at 390 px: a 45-day search's payment step says only month 1 is paid now, for each way of paying`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await storeConsent(page.context(), baseURL);
    const pickup = addDays(istanbulDate(new Date()), 200 + Math.floor(Math.random() * 100));
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(
      `${prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T10:00&donusTarihi=${addDays(pickup, 45)}T10:00`,
    );
    await page.getByTestId("vehicle-card").first().getByRole("button").click();
    await takePackages(page, lang);
    await driverThenPayment(page, lang, { firstName: "Ada", lastName: "Aylık", email: "ada@example.com", tckn: 3 });
    const notes = page.getByTestId("monthly-note");
    await expect(notes).toHaveCount(2);
    const months = lang === "tr" ? "(2 ay)" : "(2 months)";
    for (const [total, note] of [
      [page.getByTestId("office-total"), notes.nth(0)],
      [page.getByTestId("pay-now-total"), notes.nth(1)],
    ] as const) {
      const whole = kurusOf((await total.textContent())!, lang);
      const text = (await note.textContent())!;
      expect(text).toContain(months);
      // Month 1 is the first 30 of the 45 days' share of that way's total (rounded to the kuruş).
      expect(Math.abs(kurusOf(text, lang) * 45 - whole * 30)).toBeLessThanOrEqual(23);
    }
    await expectAccessible(page);
    if (process.env.MONTHLY_SHOTS) {
      await page.screenshot({ path: `${process.env.MONTHLY_SHOTS}/payment-step-${lang}-390.png`, fullPage: true });
    }
  });
}

// Decision 0131: a 30+ day search's card shows the monthly amount (month 1, due now) beside the
// total, which stays visible; the demo's models have monthly rates from the seed.
for (const lang of flowLanguages("tr")) {
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px: a 45-day search's cards show the amount a month beside the total`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await storeConsent(page.context(), baseURL);
      const pickup = addDays(istanbulDate(new Date()), 120 + Math.floor(Math.random() * 60));
      const prefix = lang === "en" ? "/en" : "";
      await page.goto(
        `${prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T10:00&donusTarihi=${addDays(pickup, 45)}T10:00`,
      );
      const card = page.getByTestId("vehicle-card").first();
      const total = card.getByTestId("offer-total");
      await expect(total).toBeVisible();
      const monthly = card.getByTestId("offer-monthly");
      await expect(monthly).toBeVisible();
      const perMonth = lang === "tr" ? /^Aylık [\d.]+,\d{2} TL$/ : /^[\d,]+\.\d{2} TL a month$/;
      await expect(monthly.locator("p").first()).toHaveText(perMonth);
      await expect(monthly).toContainText(
        lang === "tr" ? "2 ay; şimdi yalnızca 1. ay ödenir" : "2 months; only month 1 is due now",
      );
      // Month 1 is the first 30 of the 45 days' share of the total.
      const whole = kurusOf((await total.textContent())!, lang);
      const month = kurusOf((await monthly.locator("p").first().textContent())!, lang);
      expect(Math.abs(month * 45 - whole * 30)).toBeLessThanOrEqual(23);
      await expectAccessible(page);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/monthly2/search-card-${lang}-${width}.png` });
    });
  }
}

// Decision 0130: month 1 of a pay-at-office monthly booking taken at the desk is marked paid on the
// staff reservation page (and month 2 still comes by link).
const desk = {
  tr: { amount: "Tutar (TL)", method: "Ödeme şekli", record: "Ödemeyi kaydet", paidAtOffice: "Ofiste ödendi" },
  en: { amount: "Amount (TL)", method: "Method", record: "Record payment", paidAtOffice: "Paid at the office" },
} as const;

for (const lang of flowLanguages("en")) {
  const w = words[lang];
  test(`${lang}: month 1 taken at the desk shows as paid at the office on the staff page (1280 and 820 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const made = await page.request.post("/__test/reservations", {
      data: { lastName: "Aylikmasa", paymentType: "office", days: 45, lang },
    });
    expect(made.ok()).toBe(true);
    const { number } = (await made.json()) as { number: string };
    await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/rezervasyonlar/${number}/odeme`);
    // 45.000,00 TL: month 1 of 67.500,00 TL.
    await page.getByLabel(desk[lang].amount, { exact: true }).fill(lang === "tr" ? "45.000,00" : "45,000.00");
    await page.getByLabel(desk[lang].method).selectOption("cash");
    await page.getByRole("button", { name: desk[lang].record }).click();
    await expect(page).toHaveURL(/durum=alindi/);
    await page.goto(`${w.prefix}/yonetim/rezervasyonlar/${number}`);
    const rows = page.locator("[data-monthly-payments] tbody tr");
    await expect(rows.nth(0).locator("td").nth(4)).toHaveText(desk[lang].paidAtOffice);
    await expect(rows.nth(0).locator("[data-amount]")).toHaveText(w.first);
    await expect(rows.nth(1).locator("td").nth(4)).toHaveText(w.scheduled);
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      await page.locator("[data-monthly-payments]").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/monthly2/desk-paid-${lang}-${width}.png` });
    }
  });
}

// Decision 0138: the desk says which month the money is for; month 2 chosen is month 2 paid, month 1
// (oldest) stays open. The form at 1280 and 820 px, axe clean.
const forMonth = {
  tr: { label: "Hangi ay için", month2: /^2\. ay \(.+ başlar, 15 gün\): kalan 22\.500,00 TL$/ },
  en: { label: "For which month", month2: /^Month 2 \(starts .+, 15 days\): 22,500\.00 TL left$/ },
} as const;

for (const lang of flowLanguages("tr")) {
  const w = words[lang];
  test(`${lang}: money taken at the desk for month 2 pays month 2, not month 1 (1280 and 820 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const made = await page.request.post("/__test/reservations", {
      data: { lastName: "Aylikiki", paymentType: "office", days: 45, lang },
    });
    expect(made.ok()).toBe(true);
    const { number } = (await made.json()) as { number: string };
    await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/rezervasyonlar/${number}/odeme`);
    const select = page.getByLabel(forMonth[lang].label);
    const options = select.locator("option");
    await expect(options).toHaveCount(3);
    await expect(options.nth(2)).toHaveText(forMonth[lang].month2);
    await select.selectOption("2");
    await page.getByLabel(desk[lang].amount, { exact: true }).fill(lang === "tr" ? "22.500,00" : "22,500.00");
    await page.getByLabel(desk[lang].method).selectOption("cash");
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      await page.screenshot({ path: `/work/shots/monthly2/desk-for-month-${lang}-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: desk[lang].record }).click();
    await expect(page).toHaveURL(/durum=alindi/);
    // Month 2 can no longer be chosen: only month 1 is left in the list.
    await expect(page.getByLabel(forMonth[lang].label).locator("option")).toHaveCount(2);
    await page.goto(`${w.prefix}/yonetim/rezervasyonlar/${number}`);
    const rows = page.locator("[data-monthly-payments] tbody tr");
    await expect(rows.nth(1).locator("td").nth(4)).toHaveText(desk[lang].paidAtOffice);
    await expect(rows.nth(0).locator("td").nth(4)).not.toHaveText(desk[lang].paidAtOffice);
  });
}
