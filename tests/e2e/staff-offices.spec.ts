// The offices editor (/yonetim/subeler, docs/decisions/0050) in both languages: an
// admin closes an office for a holiday and the search refuses that date with its message; new
// Saturday/Sunday hours show on the office's public page at once; office staff see their own
// office read-only; axe finds nothing on the list and the editor.
import { expect, test, type Page } from "@playwright/test";
import { addDays, weekdayOfDate } from "#app/domain/time/calendar.ts";
import { formatDateMask } from "#app/domain/time/date-mask.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    title: "Şubeler",
    // Ankara Kızılay: 08:30-19:30 on weekdays and Saturdays, closed on Sundays.
    office: { code: "KZL", slug: "ankara-kizilay", name: "Ankara Kızılay", day: "Cumartesi" },
    edit: "Ankara Kızılay şubesini düzenle",
    date: "Tarih",
    kind: "Tür",
    closedAllDay: "Tüm gün kapalı",
    noteTr: "Açıklama (Türkçe)",
    noteEn: "Açıklama (İngilizce)",
    add: "Ekle",
    added: "Tatil veya kısaltılmış gün kaydedildi.",
    refused: "Alış ofisi seçtiğiniz gün ve saatte kapalı. Lütfen ofisin açık olduğu bir saat seçin.",
    opening: "Cumartesi açılış",
    closing: "Cumartesi kapanış",
    save: "Kaydet",
    confirm: "Bu rezervasyonları gördüm; yine de kaydet.",
    saved: "Şube ayarları kaydedildi.",
    badClose: "Kapanış saati açılıştan sonra olmalı.",
  },
  en: {
    prefix: "/en",
    title: "Offices",
    // Izmir Alsancak: 08:30-19:30 Monday to Saturday, 10:00-17:00 on Sundays.
    office: { code: "ALS", slug: "izmir-alsancak", name: "Izmir Alsancak", day: "Sunday" },
    edit: "Edit the Izmir Alsancak office",
    date: "Date",
    kind: "Kind",
    closedAllDay: "Closed all day",
    noteTr: "Note (Turkish)",
    noteEn: "Note (English)",
    add: "Add",
    added: "Holiday or shortened day saved.",
    refused: "The pick-up office is closed at the chosen date and time. Please choose a time when it is open.",
    opening: "Sunday opening",
    closing: "Sunday closing",
    save: "Save",
    confirm: "I have seen these reservations; save anyway.",
    saved: "Office settings saved.",
    badClose: "The closing time must be after the opening time.",
  },
};

/** A day about a month ahead on which the office is normally open (not a Sunday). */
function holiday(offset: number): string {
  let day = addDays(istanbulDate(new Date()), offset);
  while (weekdayOfDate(day) === 6) day = addDays(day, 1);
  return day;
}

/** Submits a form; when it names reservations the change would strand, confirms and submits again. */
async function submitConfirming(page: Page, button: string, confirm: string) {
  const responded = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  const status = (await responded).status();
  if (status === 409) {
    await expect(page.getByTestId("stranded")).toBeVisible();
    await page.getByLabel(confirm).check();
    await page.getByRole("button", { name: button, exact: true }).click();
  }
}

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  const o = w.office;
  test(`${lang}: an admin closes an office for a holiday, the search refuses it, new hours show on the office page`, async ({
    page,
  }) => {
    await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/subeler`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: w.edit }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${o.name} (${o.code})` })).toBeVisible();
    await expectAccessible(page);

    // A holiday on a day the office is normally open.
    const day = holiday(lang === "tr" ? 30 : 31);
    await page.getByLabel(w.date, { exact: true }).fill(formatDateMask(day));
    await page.getByLabel(w.kind, { exact: true }).selectOption({ label: w.closedAllDay });
    await page.getByLabel(w.noteTr).fill("Yolda e2e tatili");
    await page.getByLabel(w.noteEn).fill("Yolda e2e holiday");
    await submitConfirming(page, w.add, w.confirm);
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(page.getByTestId("closures")).toContainText("Yolda e2e");

    // The search refuses that day straight away.
    const query = `alis=${o.code}&donus=${o.code}&alisTarihi=${day}T10:00&donusTarihi=${addDays(day, 2)}T10:00`;
    await page.goto(`${w.prefix}/rezervasyon?${query}`);
    await expect(page.getByRole("alert")).toContainText(w.refused);

    // Weekend hours: a closing before the opening is refused with what was typed kept; then saved.
    await page.goto(`${w.prefix}/yonetim/subeler`);
    await page.getByRole("link", { name: w.edit }).click();
    await page.getByLabel(w.opening).fill("11:00");
    await page.getByLabel(w.closing).fill("10:30");
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.badClose)).toBeVisible();
    await expect(page.getByLabel(w.opening)).toHaveValue("11:00");
    await page.getByLabel(w.closing).fill("13:30");
    await submitConfirming(page, w.save, w.confirm);
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.getByLabel(w.closing)).toHaveValue("13:30");
    await expectAccessible(page);

    // The office's public page shows the new hours and the holiday.
    await page.goto(`${w.prefix}/ofis-${o.slug}`);
    const row = page.getByRole("row", { name: new RegExp(o.day) });
    await expect(row).toContainText("11:00");
    await expect(row).toContainText("13:30");
    await expect(page.getByText("Yolda e2e", { exact: false })).toBeVisible();
  });
}

test("office staff see their own office read-only, and no other", async ({ page }) => {
  await signInAsStaff(page, "office", "tr", "/yonetim/subeler");
  await expect(page.getByRole("heading", { level: 1, name: "Şubeler" })).toBeVisible();
  const links = page.getByRole("table").getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links).toHaveText("İstanbul Havalimanı");
  await links.click();
  await expect(page.getByRole("heading", { level: 1, name: "İstanbul Havalimanı (IST)" })).toBeVisible();
  await expect(page.getByText("7/24 açık")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kaydet" })).toHaveCount(0);
  await expectAccessible(page);
  const other = await page.goto("/yonetim/subeler/3");
  expect(other?.status()).toBe(403);
});
