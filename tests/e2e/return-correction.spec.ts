// A booked return corrected by a manager (issue 27 item 5, decision 0108), in Turkish and English
// at 1280 and 820 px: an office agent takes the car back with a 1.200 TL damage and takes the whole
// balance in cash; the office manager opens "Correct the return" from the reservation's actions, removes the
// damage line with a reason, previews the reversing entry and the 1.200 TL owed back in cash,
// confirms; the page announces the outcome, lists the correction, and the return record is reissued as a new
// document. axe finds nothing on any state of the page.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { handOverAtDesk } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    odometer: "Kilometre",
    damage1: "Hasar 1",
    damage1Amount: "Hasar 1 tutarı (TL)",
    damageText: "Sol kapıda göçük",
    preview: "Ücretleri önizle",
    confirmReturn: "Onayla ve aracı geri al",
    amount: "Tutar (TL)",
    method: "Ödeme şekli",
    cash: "Nakit",
    pay: "Ödemeyi kaydet",
    paid: "Ödeme kaydedildi.",
    action: "Dönüşü düzelt (ters kayıt)",
    newAmount: "Hasar: Sol kapıda göçük: yeni tutar (TL)",
    lineReason: "Hasar: Sol kapıda göçük: indirim nedeni",
    reason: "Düzeltme gerekçesi",
    previewCorrection: "Düzeltmeyi önizle",
    confirm: "Düzeltmeyi onayla",
    reversal: "-1.200,00 TL",
    corrected: "0,00 TL",
    owed: "Müşteriye başka yolla geri ödenecek (nakit, POS)",
    done: "Dönüş düzeltildi (düzeltme no 1): ücretler 1.200,00 TL yerine 0,00 TL.",
    owedBack: "1.200,00 TL müşteriye kasadan veya POS ile geri ödenecek olarak kaydedildi.",
    noReason: "Düzeltmenin gerekçesini yazın (en fazla 300 karakter).",
  },
  en: {
    odometer: "Odometer (km)",
    damage1: "Damage 1",
    damage1Amount: "Damage 1 amount (TL)",
    damageText: "Dent in the left door",
    preview: "Preview the charges",
    confirmReturn: "Confirm and take the car back",
    amount: "Amount (TL)",
    method: "Method",
    cash: "Cash",
    pay: "Record payment",
    paid: "The payment was recorded.",
    action: "Correct the return (reversing entry)",
    newAmount: "Damage: Dent in the left door: new amount (TL)",
    lineReason: "Damage: Dent in the left door: reason for the waiver",
    reason: "Reason for the correction",
    previewCorrection: "Preview the correction",
    confirm: "Confirm the correction",
    reversal: "-1,200.00 TL",
    corrected: "0.00 TL",
    owed: "To be paid back another way (cash, terminal)",
    done: "Return corrected (correction no 1): charges 0.00 TL instead of 1,200.00 TL.",
    owedBack: "1,200.00 TL recorded as owed back to the customer from the till or the terminal.",
    noReason: "Write the reason for the correction (at most 300 characters).",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await axeClean(page);
    await page.screenshot({ path: `/work/shots/desk-correct/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("tr")) {
  test(`${lang}: a manager corrects a booked return with a reversing entry; the money goes back and the documents are reissued`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: {
        lastName: lang === "tr" ? "Düzeltmeoğlu" : "Correction",
        paymentType: "office",
        hoursUntilPickup: -20,
        days: 2,
        officeCode: "IST",
      },
    });
    expect(created.ok()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    // The office agent: hand-over, the return with a 1.200 TL damage, paid in cash.
    await signInAsStaff(page, "office", lang, `${base}/teslim`);
    await handOverAtDesk(page, lang);
    await page.goto(`${base}/iade`);
    await page.getByLabel(w.odometer, { exact: true }).fill("15100");
    await page.getByLabel(w.damage1, { exact: true }).fill(w.damageText);
    await page.getByLabel(w.damage1Amount).fill("1200");
    await page.getByRole("button", { name: w.preview }).click();
    await expect(page.getByTestId("return-preview")).toBeVisible();
    await page.getByRole("button", { name: w.confirmReturn }).click();
    await expect(page).toHaveURL(/\/odeme\?durum=iade$/);
    // The whole balance (the rental and the damage) in cash: the amount offered is what is owed.
    await expect(page.getByLabel(w.amount, { exact: true })).not.toHaveValue("");
    await page.getByLabel(w.method).selectOption({ label: w.cash });
    await page.getByRole("button", { name: w.pay }).click();
    await expect(page.getByText(w.paid)).toBeVisible();
    // An office agent is not offered the correction.
    await page.goto(base);
    await expect(page.getByRole("link", { name: w.action })).toHaveCount(0);

    // The office manager, at another desk: from the reservation's actions to the correction page.
    const managerContext = await browser.newContext();
    const m = await managerContext.newPage();
    await signInAsStaff(m, "office_manager", lang, base);
    await m.getByRole("link", { name: w.action }).click();
    await expect(m).toHaveURL(new RegExp(`${number}/iade-duzeltme$`));
    await shots(m, `correct-form-${lang}`);

    // A correction without its reason is refused with everything typed kept.
    await m.getByLabel(w.newAmount).fill("0");
    await m.getByLabel(w.lineReason).fill(lang === "tr" ? "Hasar teslimden önce vardı" : "Damage was there before");
    await m.getByLabel(w.reason).fill(" ");
    await m.getByRole("button", { name: w.previewCorrection }).click();
    await expect(m.getByRole("alert")).toContainText(w.noReason);
    await expect(m.getByLabel(w.newAmount)).toHaveValue("0");

    await m
      .getByLabel(w.reason)
      .fill(lang === "tr" ? "Teslim fotoğrafında hasar görülüyor" : "The hand-over photo shows the dent");
    await m.getByRole("button", { name: w.previewCorrection }).click();
    const preview = m.getByTestId("correct-preview");
    await expect(preview).toBeVisible();
    await expect(m.getByTestId("correct-reversal")).toHaveText(w.reversal);
    await expect(m.getByTestId("correct-corrected")).toHaveText(w.corrected);
    await expect(preview).toContainText(w.owed);
    await expect(m.getByTestId("correct-owed")).toHaveText(w.reversal.replace("-", ""));
    await shots(m, `correct-preview-${lang}`);

    await m.getByRole("button", { name: w.confirm }).click();
    await expect(m).toHaveURL(/\?duzeltme=1$/);
    const outcome = m.getByRole("status").filter({ hasText: w.done });
    await expect(outcome).toContainText(w.owedBack);
    await expect(m.getByTestId("correct-history")).toContainText(lang === "tr" ? "Düzeltme 1" : "Correction 1");
    await shots(m, `correct-done-${lang}`);

    // The return record reissued: a new document naming the one it replaces (Turkish always there).
    await m.goto(`${base}/sozlesme`);
    await expect(m.getByText("ARAÇ İADE TUTANAĞI: DÜZELTME").first()).toBeVisible();
    await shots(m, `agreement-${lang}`);
    // The reissued receipt: a PDF.
    const receipt = await m.request.get(`${base}/makbuz`);
    expect(receipt.headers()["content-type"]).toContain("application/pdf");
    await managerContext.close();
  });
}
