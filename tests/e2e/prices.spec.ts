// The price editor (decision 0047): a customer books a car for a later week; an admin raises
// the season covering that week, sees the preview of a sample rental, saves; the next search for
// the same week shows the preview's price while the earlier reservation keeps its own. Axe finds
// nothing on the price pages, in Turkish and English.
import { expect, test } from "@playwright/test";
import { formatTl } from "#app/domain/money/money.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";

/** "1.234,56 TL" -> 123456 kuruş. */
const kurusOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

const iso = (dmy: string) => dmy.trim().split(".").reverse().join("-");

test("an admin raises a season: the next search shows it, an earlier reservation keeps its price", async ({
  page,
  browser,
  baseURL,
}) => {
  await storeConsent(page.context(), baseURL);

  // The admin looks up a season that covers three days at least 150 days ahead (no other
  // browser test searches that far), Istanbul Airport, 10:00 to 10:00.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, "admin", "tr", "/yonetim/fiyatlar");
  await expect(admin.getByRole("heading", { name: "Fiyatlar", level: 1 })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Sezonlar" }).click();
  await expect(admin).toHaveURL(/\/yonetim\/fiyatlar\/sezonlar$/);
  const earliest = addDays(istanbulDate(new Date()), 150);
  const rows = admin.getByRole("region", { name: "Sezonlar (tarihler dahil)" }).locator("tbody tr");
  // The URL changes before the page has drawn its table: wait for the rows before reading them.
  await expect(rows.first()).toBeVisible();
  let seasonRow = null;
  let pickupDay = "";
  for (const row of await rows.all()) {
    const [starts = "", ends = ""] = await row.locator("td").allTextContents();
    const from = iso(starts) > earliest ? iso(starts) : earliest;
    if (!seasonRow && addDays(from, 3) <= iso(ends)) {
      seasonRow = row;
      pickupDay = from;
    }
  }
  if (!seasonRow) throw new Error(`no season covers four days from ${earliest}`);
  const returnDay = addDays(pickupDay, 3);
  const searchUrl = `/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickupDay}T10:00&donusTarihi=${returnDay}T10:00`;

  // The customer books the cheapest car for that week, paying at the office.
  await page.goto(searchUrl);
  const card = page.getByTestId("vehicle-card").first();
  const carName =
    ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").split(/\s+(?:veya|or)\s/)[0] ?? "";
  const listTotal = kurusOf(await card.getByTestId("offer-total").textContent());
  expect(listTotal).toBeGreaterThan(0);
  await card.getByRole("button").click();
  await takePackages(page);
  await driverThenPayment(page, "tr", {
    firstName: "Selin",
    lastName: "Fiyatoğlu",
    email: "selin@example.com",
    tckn: 7,
  });
  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  const number = ((await page.getByTestId("reservation-number").textContent()) ?? "").trim();

  // The admin raises that season by 50 points.
  await seasonRow.getByRole("link").click();
  const factor = admin.getByLabel("Katsayı (%)");
  await expect(factor).toBeVisible();
  await expectAccessible(admin);
  const raised = String(Number((await factor.inputValue()).replace(",", ".")) + 50);
  await factor.fill(raised);
  await admin.getByLabel("Model", { exact: true }).selectOption({ label: carName.trim() });
  await admin.getByLabel("Alış ofisi").selectOption({ label: "İstanbul Havalimanı (IST)" });
  await admin.getByLabel("Dönüş ofisi").selectOption({ label: "İstanbul Havalimanı (IST)" });
  await admin.getByLabel("Alış günü (10:00)").fill(pickupDay);
  await admin.getByLabel("Dönüş günü (10:00)").fill(returnDay);
  await admin.getByRole("button", { name: "Önizle" }).click();
  const before = admin.getByTestId("preview-before");
  await expect(before).toHaveText(/TL/);
  expect(kurusOf(await before.textContent())).toBe(listTotal);
  const after = kurusOf(await admin.getByTestId("preview-after").textContent());
  expect(after).toBeGreaterThan(listTotal);
  // Nothing typed is lost by the preview.
  await expect(factor).toHaveValue(raised);
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Kaydet" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Kaydedildi" })).toBeVisible();
  await expect(seasonRow.getByRole("cell", { name: `%${raised}` })).toBeVisible();

  // The next search shows the preview's price; the reservation keeps the price it was made with.
  await page.goto(searchUrl);
  const sameCar = page.getByTestId("vehicle-card").filter({ hasText: carName.trim() }).first();
  await expect(sameCar.getByTestId("offer-total")).toBeVisible();
  expect(kurusOf(await sameCar.getByTestId("offer-total").textContent())).toBe(after);
  await admin.goto(`/yonetim/rezervasyonlar/${number}`);
  await expect(admin.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
  // Its vehicle line is still the price the search showed before the change.
  await expect(admin.locator("main")).toContainText(`Araç kirası${formatTl(listTotal, "tr")}`);
  await expect(admin.locator("main")).not.toContainText(formatTl(after, "tr"));
  await adminContext.close();
});

test("the price pages read well in English and axe finds nothing on them", async ({ page }) => {
  await signInAsStaff(page, "admin", "en", "/en/yonetim/fiyatlar");
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "31+ days" })).toBeVisible();
  for (const [tab, path] of [
    ["One-way fees", "/en/yonetim/fiyatlar/tek-yon"],
    ["Packages and extras", "/en/yonetim/fiyatlar/paketler"],
  ] as const) {
    await page.getByRole("link", { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectAccessible(page);
  }
  // A negative price is refused in English, and what was typed stays.
  await page
    .getByRole("link", { name: /^Edit the price of/ })
    .first()
    .click();
  const price = page.getByLabel(/^Price: Amount/);
  await price.fill("-5");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("A price cannot be negative.")).toBeVisible();
  await expect(price).toHaveValue("-5");
  await expectAccessible(page);
});
