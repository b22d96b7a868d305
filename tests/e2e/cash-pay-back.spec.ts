// Cash paid back at the desk leaves the drawer (decision 0127), in Turkish and English: finance
// takes 1.234,50 TL in cash on a pay-at-office booking at Istanbul Airport, then pays 450,00 TL back
// from the drawer on the reservation's payment page (a blank note is refused with the amount kept;
// the page lists one pay-back and 784,50 TL left to pay back). /yonetim/finans shows the office's
// day: cash 1.234,50 TL, cash paid back 450,00 TL and 784,50 TL expected in the drawer (the close's
// figure; tests/integration/finance.integration.test.ts closes it). Each language at its own office
// (Istanbul Airport, Sabiha Gökçen) so their days stay apart. Staff pages at 1280 and 820 px, axe
// clean; screenshots to /work/shots/cash-pay-back (or CASH_PAY_BACK_SHOTS).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { quietCookies, testReservation } from "./support/customer-requests.ts";
import { axeClean } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = process.env.CASH_PAY_BACK_SHOTS ?? "/work/shots/cash-pay-back";

const x = {
  tr: {
    prefix: "",
    amount: "Tutar (TL)",
    method: "Ödeme şekli",
    cash: "Nakit",
    record: "Ödemeyi kaydet",
    backAmount: "Geri ödenen tutar (TL)",
    backNote: "Açıklama",
    backSubmit: "Nakit geri ödemeyi kaydet",
    noteError: "Neden ve makbuzu yazın (5-1000 karakter).",
    backDone: "450,00 TL kasadan nakit geri ödendi olarak kaydedildi.",
    keeps: "Geri ödenebilecek en fazla tutar: 784,50 TL",
    taken: "1.234,50",
    back: "450,00",
    code: "IST",
    office: "İstanbul Havalimanı",
    figures: ["1.234,50 TL", "450,00 TL", "784,50 TL"],
  },
  en: {
    prefix: "/en",
    amount: "Amount (TL)",
    method: "Method",
    cash: "Cash",
    record: "Record payment",
    backAmount: "Amount paid back (TL)",
    backNote: "Note",
    backSubmit: "Record the cash paid back",
    noteError: "Write why and the receipt (5-1000 characters).",
    backDone: "450.00 TL recorded as paid back in cash from the drawer.",
    keeps: "The most that can be paid back: 784.50 TL",
    taken: "1,234.50",
    back: "450.00",
    code: "SAW",
    office: "Sabiha Gökçen Airport",
    figures: ["1,234.50 TL", "450.00 TL", "784.50 TL"],
  },
} as const;

async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

for (const lang of flowLanguages("en")) {
  test(`${lang}: finance pays cash back at the desk; the finance day shows it and the close expects that much less`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = x[lang];
    const lastName = `Kasa${randomBytes(3)
      .toString("hex")
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "x")}`;
    const booking = await testReservation(page, { lastName, paymentType: "office", officeCode: w.code, lang });
    const paymentPage = `${w.prefix}/yonetim/rezervasyonlar/${booking.number}/odeme`;
    await signInAsStaff(page, "finance", lang, paymentPage);

    // 1.234,50 TL cash in.
    await page.getByLabel(w.amount, { exact: true }).fill(w.taken);
    await page.getByLabel(w.method).selectOption("cash");
    await page.getByRole("button", { name: w.record }).click();
    await expect(page).toHaveURL(/durum=alindi/);

    // 450,00 TL paid back: a blank note is refused and the amount stays.
    const section = page.getByTestId("pay-back");
    await section.getByLabel(w.backAmount).fill(w.back);
    await section.getByLabel(w.backNote).fill("ok");
    await section.getByRole("button", { name: w.backSubmit }).click();
    await expect(section.getByText(w.noteError)).toBeVisible();
    await expect(section.getByLabel(w.backAmount)).toHaveValue(w.back);
    const note =
      lang === "tr"
        ? "Fazla ödenen tutar elden iade, imzalı makbuz 12"
        : "Overpaid, given back by hand, signed receipt 12";
    await section.getByLabel(w.backNote).fill(note);
    await section.getByRole("button", { name: w.backSubmit }).click();
    await expect(section.getByText(w.backDone)).toBeVisible();
    await expect(section.getByTestId("pay-back-keeps")).toHaveText(w.keeps);
    await expect(section.locator("tbody tr")).toHaveCount(1);
    await shots(page, `payment-page-${lang}`);

    // The finance day: cash 1.234,50, paid back 450,00, expected in the drawer 784,50.
    const today = istanbulDate(new Date());
    await page.goto(`${w.prefix}/yonetim/finans?baslangic=${today}&bitis=${today}`);
    const row = page.locator("tbody tr").filter({ hasText: w.office });
    await expect(row.getByTestId("cash-paid-back")).toHaveText(w.figures[1]);
    await expect(row.getByTestId("drawer")).toHaveText(w.figures[2]);
    await expect(row).toContainText(w.figures[0]);
    await shots(page, `finance-day-${lang}`);
  });
}
