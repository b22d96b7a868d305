// The finance office's day in the browser (decision 0075), tr and en: finance closes an office's
// day with a counted drawer typed the Turkish way, is told the difference needs a reason, closes it
// with one, then reconciles an uploaded bank day-end file; every outcome heading takes the focus.
// Screenshots at 1280 and 820 px with FINANCE_SCREENSHOTS=1; axe finds nothing.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    title: "Kasa ve mutabakat",
    day: "2026-01-05",
    officeIndex: 0,
    counted: "12.345,50",
    reasonError: "Beklenen nakitle fark var; nedenini yazın.",
    closed: /günü kapatıldı\. Beklenen nakit 0,00 TL, sayılan 12\.345,50 TL: 12\.345,50 TL fazla\.$/,
    reconciled:
      "5 Ocak 2026 mutabakatı: 0 işlem eşleşti, 2 işlem yalnız bankada, 0 işlem yalnız Yolda'da, 0 işlemde tutar farkı var.",
    totals: "Banka net toplamı 1.250,00 TL, Yolda net toplamı 0,00 TL.",
    labels: {
      counted: "Sayılan nakit (TL)",
      reason: "Fark nedeni",
      close: "Günü kapat",
      file: "Bankanın dosyasını yükle",
      upload: "Gün sonu dosyası (CSV)",
      reconcile: "Mutabakat yap",
      office: "Ofis",
      date: "Gün",
    },
  },
  en: {
    prefix: "/en",
    title: "Cash and reconciliation",
    day: "2026-01-06",
    officeIndex: 1,
    counted: "12,345.50",
    reasonError: "The count differs from the expected cash; say why.",
    closed: /is closed\. Expected cash 0\.00 TL, counted 12,345\.50 TL: 12,345\.50 TL over\.$/,
    reconciled:
      "Reconciliation of 6 January 2026: 0 matched, 2 only at the bank, 0 only at Yolda, 0 with a different amount.",
    totals: "Bank net total 1,250.00 TL, Yolda net total 0.00 TL.",
    labels: {
      counted: "Cash counted (TL)",
      reason: "Reason for the difference",
      close: "Close the day",
      file: "Upload the bank's file",
      upload: "Day-end file (CSV)",
      reconcile: "Reconcile",
      office: "Office",
      date: "Day",
    },
  },
};

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang} finance closes an office's day and reconciles a bank day-end file`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, "finance", lang, `${w.prefix}/yonetim/finans`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();

    // The close: a count that differs from the expected cash and no reason is refused, the count kept.
    const closePanel = page.getByRole("region", { name: /kasa kapanışı|drawer close/ });
    await closePanel.getByRole("combobox", { name: w.labels.office }).selectOption({ index: w.officeIndex });
    await closePanel.getByLabel(w.labels.date, { exact: true }).fill(w.day);
    await closePanel.getByLabel(w.labels.counted).fill(w.counted);
    await closePanel.getByRole("button", { name: w.labels.close }).click();
    const outcome = page.locator("#finance-outcome");
    await expect(closePanel.getByText(w.reasonError)).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(closePanel.getByLabel(w.labels.counted)).toHaveValue(w.counted);
    await closePanel
      .getByLabel(w.labels.reason)
      .fill(lang === "tr" ? "Kasa avansı sayıma karıştı" : "The float was counted in");
    await closePanel.getByRole("button", { name: w.labels.close }).click();
    await expect(outcome).toHaveText(w.closed);
    await expect(outcome).toBeFocused();

    // The reconciliation of an uploaded file: two bank transactions Yolda has no record of.
    const file = [
      "order_id,auth_code,trans_id,type,amount,currency,date",
      `YLD-BANK001-1,111111,T1,SALE,1500.00,TRY,${w.day} 10:15:00`,
      `YLD-BANK001-1,111111,T2,REFUND,250.00,TRY,${w.day} 16:40:00`,
      "",
    ].join("\r\n");
    const recPanel = page.getByRole("region", { name: /Banka mutabakatı|Bank reconciliation/ });
    await recPanel.getByLabel(w.labels.date, { exact: true }).fill(w.day);
    await recPanel.getByLabel(w.labels.file).check();
    await recPanel
      .getByLabel(w.labels.upload)
      .setInputFiles({ name: "gunsonu.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await recPanel.getByRole("button", { name: w.labels.reconcile }).click();
    await expect(outcome).toHaveText(w.reconciled);
    await expect(outcome).toBeFocused();
    await expect(page.getByText(w.totals)).toBeVisible();
    await expectAccessible(page);
    if (process.env.FINANCE_SCREENSHOTS) {
      await page.screenshot({ path: `/tmp/finance/finance-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 820, height: 1100 });
      await page.screenshot({ path: `/tmp/finance/finance-${lang}-820.png`, fullPage: true });
      await expectAccessible(page);
    }
  });
}
