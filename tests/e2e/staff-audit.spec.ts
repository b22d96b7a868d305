// The audit screen (/yonetim/denetim, docs/decisions/0066) in both languages: an admin changes an
// office's English address, finds the entry on the audit screen with the action as a sentence and
// the readable before/after, filters by person, downloads the CSV; axe finds nothing; at 1280 and
// 820 px the page never scrolls sideways. Office staff are refused with the staff 403 page.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    office: "Antalya Lara",
    edit: "Antalya Lara şubesini düzenle",
    addressEn: "Adres (İngilizce)",
    save: "Kaydet",
    confirm: "Bu rezervasyonları gördüm; yine de kaydet.",
    saved: "Şube ayarları kaydedildi.",
    menu: "Denetim kaydı",
    title: "Denetim kaydı",
    sentence: "Ofis ayarlarını değiştirdi.",
    record: "Ofis",
    field: "Adres (İngilizce)",
    person: "Kişi",
    show: "Göster",
    download: "CSV indir",
    csvHeader: "\uFEFFNe zaman;Kim;Ne yaptı;Kayıt türü;Kayıt;Değişiklik;Not",
    forbidden: "Bu sayfaya erişiminiz yok",
  },
  en: {
    prefix: "/en",
    office: "Istanbul Kadıköy",
    edit: "Edit the Istanbul Kadıköy office",
    addressEn: "Address (English)",
    save: "Save",
    confirm: "I have seen these reservations; save anyway.",
    saved: "Office settings saved.",
    menu: "Audit log",
    title: "Audit log",
    sentence: "Changed an office's settings.",
    record: "Office",
    field: "Address (English)",
    person: "Person",
    show: "Show",
    download: "Download CSV",
    csvHeader: "\uFEFFWhen,Who,What they did,Record kind,Record,Changes,Note",
  },
};

/** Submits the office form; when it names reservations the change would strand, confirms and submits again. */
async function submitConfirming(page: Page, button: string, confirm: string) {
  const responded = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  if ((await responded).status() === 409) {
    await page.getByLabel(confirm).check();
    await page.getByRole("button", { name: button, exact: true }).click();
  }
}

async function noSidewaysScroll(page: Page) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
  }
}

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang}: an admin's office change is on the audit screen with its before and after, filtered by person and as CSV`, async ({
    page,
  }) => {
    const admin = await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/subeler`);

    // The change: the office's English address, toggled so the test can run again on the same data.
    await page.getByRole("link", { name: w.edit }).click();
    const address = page.getByLabel(w.addressEn, { exact: true });
    const before = await address.inputValue();
    const after = before.endsWith(" (e2e)") ? before.slice(0, -" (e2e)".length) : `${before} (e2e)`;
    await address.fill(after);
    await submitConfirming(page, w.save, w.confirm);
    await expect(page.getByText(w.saved)).toBeVisible();

    // The menu leads to the audit screen; the newest entry is that change, readable.
    await page.getByRole("navigation").getByRole("link", { name: w.menu, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    const entry = page
      .getByTestId("audit-entry")
      .filter({ hasText: w.sentence })
      .filter({ has: page.getByRole("cell", { name: after, exact: true }) })
      .first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(admin.name);
    // The record by its name, linked to its page.
    const record = entry.getByRole("link", { name: `${w.record} ${w.office}`, exact: true });
    await expect(record).toHaveAttribute("href", new RegExp(`^${w.prefix}/yonetim/subeler/\\d+$`));
    const row = entry.getByRole("row").filter({ has: page.getByRole("rowheader", { name: w.field, exact: true }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(before);
    await expect(row.getByRole("cell").nth(1)).toHaveText(after);
    // Only the changed field is listed.
    await expect(entry.getByRole("row")).toHaveCount(2);
    await expectAccessible(page);
    await noSidewaysScroll(page);

    // Filter by person: the address keeps the choice and every entry is that person's.
    await page.getByLabel(w.person, { exact: true }).selectOption({ label: admin.name });
    await page.getByRole("button", { name: w.show, exact: true }).click();
    await page.waitForURL(/kisi=/);
    await expect(page.getByLabel(w.person, { exact: true })).toHaveValue(/.+/);
    const entries = page.getByTestId("audit-entry");
    await expect(entries.first()).toBeVisible();
    // Retried until the filtered list is shown: the address can change a moment before the new
    // list replaces the old one, which held another person's entry (a flaky failure).
    await expect(entries.filter({ hasNotText: admin.name })).toHaveCount(0);
    for (const text of await entries.allTextContents()) expect(text).toContain(admin.name);
    await expect(entries.filter({ hasText: w.sentence }).first()).toBeVisible();

    // The CSV: the filtered entries, the screen's columns, BOM, the change readable.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: w.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^yolda-denetim-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), "utf8");
    const [header, ...rows] = text.split("\r\n");
    expect(header).toBe(w.csvHeader);
    expect(rows.some((r) => r.includes(w.sentence) && r.includes(after))).toBe(true);
    expect(rows.filter((r) => r !== "").every((r) => r.includes(admin.name))).toBe(true);
  });
}

test("office staff are refused the audit screen and its CSV, and do not see it in the menu", async ({ page }) => {
  await signInAsStaff(page, "office", "tr", "/yonetim");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Denetim kaydı" })).toHaveCount(0);
  const screen = await page.goto("/yonetim/denetim");
  expect(screen?.status()).toBe(403);
  await expect(page.getByText(x.tr.forbidden)).toBeVisible();
  const csv = await page.request.get("/yonetim/denetim/csv");
  expect(csv.status()).toBe(403);
});
