// Units and maintenance blocks in the browser (decision 0046), in both languages:
// the office agent at Istanbul Airport blocks the office's only BMW 520i for service, the search
// stops offering it for those days (and offers it again when the block is removed), the fleet
// timeline draws the block as a link to the car, a bad plate is explained; axe finds nothing.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    nav: "Araçlar",
    title: "Araçlar",
    kind: "Neden",
    maintenance: "Bakım",
    from: "İlk gün",
    to: "Son gün",
    block: "Kapat",
    blocked: "Tarih aralığı kapatıldı.",
    removed: "Kapatma kaldırıldı.",
    remove: /kapatmasını kaldır$/,
    unavailable: "Bu tarihlerde kiralanamayan araçlar",
    plate: "Plaka",
    add: "Aracı ekle",
    addForm: "Araç ekle",
    removedTag: "(kaldırıldı)",
    provinceError: "İl kodu 01 ile 81 arasında olmalı.",
  },
  en: {
    prefix: "/en",
    nav: "Cars",
    title: "Cars",
    kind: "Reason",
    maintenance: "Maintenance",
    from: "First day",
    to: "Last day",
    block: "Block",
    blocked: "The date range is blocked.",
    removed: "The block is removed.",
    remove: /^Remove the block/,
    unavailable: "Not available for these dates",
    plate: "Plate",
    add: "Add the car",
    addForm: "Add a car",
    removedTag: "(removed)",
    provinceError: "The province code must be between 01 and 81.",
  },
};

function istanbulToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
}
function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// Both languages block the same car (the office's only BMW 520i): one after the other.
test.describe.configure({ mode: "serial" });

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang} an office agent blocks a car for service and the search stops offering it for those days`, async ({
    page,
    browser,
  }) => {
    // Far enough ahead that no other test books there; each language its own days.
    // Clear of the member journeys (61-76 days ahead) that may book the same car at the same time.
    const first = plusDays(istanbulToday(), lang === "tr" ? 131 : 141);
    const last = plusDays(first, 2);
    const search = `${w.prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${first}T10%3A00&donusTarihi=${plusDays(first, 1)}T10%3A00`;
    const visitor = await browser.newPage();
    const bmw = visitor.getByRole("heading", { level: 3, name: /^BMW 520i/ });
    await visitor.goto(search);
    await expect(bmw).toBeVisible();

    await signInAsStaff(page, "office", lang);
    await page.getByRole("navigation").getByRole("link", { name: w.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expectAccessible(page);
    // A plate with a province code that does not exist is explained on the field.
    const plate = page.getByRole("form", { name: w.addForm }).getByRole("textbox", { name: new RegExp(`^${w.plate}`) });
    await plate.fill("99 ABC 123");
    await page.getByRole("button", { name: w.add }).click();
    await expect(page.getByText(w.provinceError)).toBeVisible();

    const row = page.getByTestId("unit-row").filter({ hasText: "BMW 520i" });
    await expect(row).toHaveCount(1);
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^34 [A-Z]{3} \d{3}$/);
    const unitUrl = page.url();
    await page.getByRole("combobox", { name: new RegExp(`^${w.kind}`) }).selectOption({ label: w.maintenance });
    await page.getByLabel(w.from).fill(first);
    await page.getByLabel(w.to).fill(last);
    await page.getByRole("button", { name: w.block, exact: true }).click();
    await expect(page.getByText(w.blocked)).toBeVisible();
    // The live block (a removed one stays listed, marked removed).
    await expect(
      page.getByTestId("unit-block").filter({ hasText: w.maintenance }).filter({ hasNotText: w.removedTag }),
    ).toHaveCount(1);
    await expectAccessible(page);

    // The search no longer offers the car on those days: the model is listed as not available.
    await visitor.goto(search);
    await expect(visitor.getByRole("heading", { level: 2, name: w.unavailable })).toBeVisible();
    await expect(bmw).toHaveCount(0);
    await expect(
      visitor.getByRole("region", { name: w.unavailable }).getByText("BMW 520i", { exact: true }),
    ).toBeVisible();

    // The fleet timeline draws the block as a link to the car.
    await page.goto(`${w.prefix}/yonetim/filo?baslangic=${first}&gun=7`);
    const bar = page.getByRole("table").getByRole("link", { name: new RegExp(`^${w.maintenance}: `) });
    await expect(bar.first()).toBeVisible();
    await expect(bar.first()).toHaveAttribute("href", new URL(unitUrl).pathname);

    // Removed, the car is offered again.
    await page.goto(unitUrl);
    await page.getByRole("button", { name: w.remove }).first().click();
    await expect(page.getByText(w.removed)).toBeVisible();
    await visitor.goto(search);
    await expect(bmw).toBeVisible();
    await visitor.close();
  });
}
