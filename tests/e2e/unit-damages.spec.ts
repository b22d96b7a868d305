// A car's open damages on its page (issue 27 item 3, decision 0078), in Turkish and English at 1280
// and 820 px: a damage found at hand-over is listed on the car's page with its photo link; staff
// close it as repaired with a note (an empty note is refused with the typed page kept), and it is
// gone from the list. axe finds nothing.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { fillMainDriver } from "./handover-helpers.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    plate: "Plaka",
    odometer: "Kilometre",
    fuel: "Yakıt (sekizde)",
    handOver: "Teslim et",
    rightZone: "Sağ yan: hasar ekle",
    kind: "Hasar türü",
    size: "Boyut (cm)",
    zone: "Bölge",
    scratch: "Çizik",
    item: "Sağ yan: çizik, 4 cm",
    note: "Onarım notu",
    close: "Onarıldı olarak kapat",
    required: "Onarım notunu yazın",
    closed: "Hasar onarıldı olarak kapatıldı.",
  },
  en: {
    plate: "Plate",
    odometer: "Odometer (km)",
    fuel: "Fuel (eighths)",
    handOver: "Hand over",
    rightZone: "Right side: add damage",
    kind: "Kind of damage",
    size: "Size (cm)",
    zone: "Zone",
    scratch: "Scratch",
    item: "Right side: scratch, 4 cm",
    note: "Repair note",
    close: "Close as repaired",
    required: "Write the repair note",
    closed: "The damage is closed as repaired.",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `/work/shots/running/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: the car's page lists its open damage and staff close it as repaired`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: { lastName: "Hasar", paymentType: "office", hoursUntilPickup: 1, days: 1, officeCode: "IST" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { number } = (await created.json()) as { number: string };
    await signInAsStaff(page, "office", lang, `${prefix}/yonetim/rezervasyonlar/${number}/teslim`);
    const plate = ((await page.getByTestId("desk-plate").textContent()) ?? "").trim();
    await page.getByLabel(w.plate, { exact: true }).fill(plate);
    await page.getByLabel(w.odometer, { exact: true }).fill("15000");
    await page.getByLabel(w.fuel).selectOption("8");
    await fillMainDriver(page, lang);
    await page.getByRole("button", { name: w.rightZone }).click();
    const rows = page.locator("fieldset").filter({ has: page.getByLabel(w.zone) });
    await rows.nth(0).getByLabel(w.kind).selectOption({ label: w.scratch });
    await rows.nth(0).getByLabel(w.size).fill("4");
    await page.getByRole("button", { name: w.handOver, exact: true }).click();
    await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);

    await page.goto(`${prefix}/yonetim/araclar?plaka=${encodeURIComponent(plate)}`);
    await page.getByRole("link", { name: plate }).first().click();
    const list = page.getByTestId("unit-damages");
    await expect(list).toContainText(w.item);
    await axeClean(page);
    await shots(page, `unit-damages-${lang}`);
    const item = list.getByRole("listitem").filter({ hasText: w.item });
    await item.getByRole("button", { name: w.close }).click();
    await expect(page.getByText(w.required)).toBeVisible();
    await page
      .getByTestId("unit-damages")
      .getByRole("listitem")
      .filter({ hasText: w.item })
      .getByLabel(w.note)
      .fill("Boya atölyesinde onarıldı");
    await page
      .getByTestId("unit-damages")
      .getByRole("listitem")
      .filter({ hasText: w.item })
      .getByRole("button", { name: w.close })
      .click();
    await expect(page.getByText(w.closed)).toBeVisible();
    await expect(page.getByText(w.item)).toHaveCount(0);
    await axeClean(page);
  });
}
