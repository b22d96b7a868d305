// The campaigns editor (/yonetim/kampanyalar, docs/decisions/0048): content staff
// create a campaign in the back office and it works as a code in the public booking; the list then
// shows the use and what it cost. An admin in English meets a taken code (everything typed stays)
// and edits the page text. Other roles get the 403 page and no menu entry; axe finds nothing.
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";

const shots = process.env.CAMPAIGN_SCREENSHOTS;
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${shots}/${name}-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = () => istanbulDate(new Date());
/** Fills the Turkish form's code, rules and page text. */
async function fillCampaign(page: Page, code: string, slug: string) {
  await page.getByLabel("Kampanya kodu").fill(code.toLowerCase());
  await page.getByLabel("Sayfa adresi").fill(slug);
  await page.getByLabel("Yüzde").check();
  await page.getByLabel("İndirim", { exact: true }).fill("30");
  await page.getByLabel("İlk alış günü").fill(today());
  await page.getByLabel("Son alış günü").fill(addDays(today(), 30));
  await page.getByLabel("Kullanım sınırı").fill("1");
  await page.getByLabel("Sayfa görseli").selectOption("bosphorus");
  await page.getByLabel("Başlık (Türkçe)").fill("Boğaz'da %30");
  await page.getByLabel("Kısa açıklama (Türkçe)").fill("İstanbul'da tek seferlik yüzde otuz indirim.");
  await page.getByLabel("Koşullar (Türkçe)").fill("Kod bir kez kullanılabilir.\n\n- Tüm sınıflarda geçerlidir.");
  await page.getByLabel("Başlık (İngilizce)").fill("30% off by the Bosphorus");
  await page.getByLabel("Kısa açıklama (İngilizce)").fill("Thirty per cent off, once, in Istanbul.");
  await page.getByLabel("Koşullar (İngilizce)").fill("The code can be used once.\n\n- Valid in every class.");
}

/** The booking's vehicle step at Istanbul Airport, two days ahead for three days, with `code`. */
function searchUrl(code: string): string {
  const pickup = addDays(today(), 2);
  return `/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T10:00&donusTarihi=${addDays(pickup, 3)}T10:00&kampanya=${code}`;
}

/** A customer books at Istanbul Airport with `code` (pay at the office); returns the reservation number. */
async function bookWithCode(page: Page, baseURL: string, code: string): Promise<string> {
  await storeConsent(page.context(), baseURL);
  await page.goto(searchUrl(code));
  await expect(page.getByRole("heading", { name: "Araç seçimi", exact: true })).toBeVisible();
  await expect(page.getByTestId("campaign-notice")).toHaveCount(0);
  const card = page.getByTestId("vehicle-card").nth(5);
  await expect(card).toContainText("Kampanya kazancı");
  await card.getByRole("button").click();
  await takePackages(page);
  await driverThenPayment(page, "tr", {
    firstName: "Deniz",
    lastName: "Kampanyacı",
    email: "deniz@example.com",
    tckn: 8,
    phone: "532 123 45 68",
  });
  await expect(page.getByRole("main")).toContainText(code);
  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  return (await page.getByTestId("reservation-number").textContent()) ?? "";
}

test("a campaign created in the back office works as a code in the booking, and its use and cost show", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const slug = `e2e-${code.toLowerCase()}`;
  await signInAsStaff(page, "content", "tr", "/yonetim/kampanyalar");
  await expect(page.getByRole("heading", { level: 1, name: "Kampanyalar" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Kampanyalar" })).toBeVisible();
  await expect(page.getByTestId("campaign-row").filter({ hasText: "ERKEN15" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "list-tr");

  await page.getByRole("link", { name: "Yeni kampanya" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Yeni kampanya" })).toBeVisible();
  await fillCampaign(page, code, slug);
  await page.getByLabel("Son alış günü").fill(addDays(today(), -1));
  await page.getByRole("button", { name: "Kampanyayı oluştur" }).click();
  await expect(page.getByText("Son alış günü ilk alış gününden önce olamaz.")).toBeVisible();
  await expect(page.getByLabel("Kampanya kodu")).toHaveValue(code.toLowerCase());
  await page.getByLabel("Son alış günü").fill(addDays(today(), 30));
  await expectAccessible(page);
  await screenshot(page, "new-tr");
  await page.getByRole("button", { name: "Kampanyayı oluştur" }).click();
  await expect(page.getByText("Kampanya oluşturuldu; kodu hemen kullanılabilir.")).toBeVisible();
  await expect(page).toHaveURL(/\/yonetim\/kampanyalar\/\d+\?ok=created$/);
  await expect(page.getByLabel("Kampanya kodu")).toHaveValue(code);
  const editUrl = new URL(page.url()).pathname;

  // A customer (no staff session) books with the new code.
  const customer = await browser.newContext();
  const shop = await customer.newPage();
  const number = await bookWithCode(shop, baseURL ?? "", code);
  expect(number).toMatch(/^YLD-/);
  // The only use is taken: the code is refused now.
  await shop.goto(searchUrl(code));
  await expect(shop.getByTestId("campaign-notice")).toBeVisible();
  await customer.close();

  await page.goto("/yonetim/kampanyalar");
  const row = page.getByTestId("campaign-row").filter({ hasText: code });
  await expect(row).toContainText("1 / 1");
  await expect(row).toContainText("TL");
  await expect(row.locator("td").nth(6)).toHaveText("1");
  await page.goto(editUrl);
  await expect(page.getByRole("region", { name: "Kullanım" })).toContainText("1 / 1");
  await screenshot(page, "edit-tr");
  // The limit cannot go below the use made.
  await page.getByLabel("Kullanım sınırı").fill("0");
  await page.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
  await expect(page.getByText("Kullanım sınırı 1 veya daha büyük bir tam sayı olmalı.")).toBeVisible();
});

test("en: an admin meets a taken code with everything typed kept, then edits the page text", async ({ page }) => {
  await signInAsStaff(page, "admin", "en", "/en/yonetim/kampanyalar");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expectAccessible(page);
  // On a tablet the table scrolls; the keyboard reaches the scrolling region.
  await page.setViewportSize({ width: 820, height: 1100 });
  await expect(page.getByRole("region", { name: "Campaign list" })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "list-en");
  await page.getByRole("link", { name: "Edit the campaign 20% Off Long-Term Rentals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaign: 20% Off Long-Term Rentals" })).toBeVisible();
  await page.getByLabel("Campaign code").fill("haftasonu10");
  await page.getByLabel("Summary (English)").fill("Rent for 16 days or more and get an extra 20% off.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Another campaign already uses this code.")).toBeVisible();
  await expect(page.getByLabel("Summary (English)")).toHaveValue("Rent for 16 days or more and get an extra 20% off.");
  await expect(page.getByLabel("Campaign code")).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, "edit-en");
  await page.getByLabel("Campaign code").fill("uzun20");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await page.goto("/en/kampanya-uzun-donem");
  await expect(page.getByText("Rent for 16 days or more and get an extra 20% off.").first()).toBeVisible();
});

test("staff without campaigns.manage get the 403 page and no menu entry", async ({ page }) => {
  await signInAsStaff(page, "office", "en");
  await expect(page.getByRole("link", { name: "Campaigns" })).toHaveCount(0);
  const res = await page.goto("/en/yonetim/kampanyalar");
  expect(res?.status()).toBe(403);
});
