// The browser coverage audit (docs/issue-15-coverage.md) at 390 px where the other specs leave a
// language out: a refused card keeps the booking in English (item 2, decision 0038; Turkish at 390
// is in journey.spec.ts), and a pay-at-office booking changed online from the lookup in Turkish
// (item 15, decision 0056; English at 390 is in change-booking.spec.ts).
import { expect, test } from "@playwright/test";
import {
  axeClean,
  B,
  consent,
  dayFromNow,
  F,
  fill,
  fillDriver,
  P,
  payByCard,
  prefix,
  shot,
  testReservation,
  watchConsole,
} from "./issue15-support.ts";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await consent(page, baseURL ?? "");
});

test("en at 390 px: a refused card keeps the search, the packages and the driver; another card books it", async ({
  page,
}) => {
  const lang = "en";
  const problems = watchConsole(page);
  const b = B[lang];
  const p = P[lang];
  const from = dayFromNow(27);
  const to = dayFromNow(30);
  await page.goto(`${prefix(lang)}/rezervasyon?alis=IST&donus=IST&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00`);
  await page.getByTestId("vehicle-card").nth(8).getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await page.getByRole("radio", { name: /Full Protection/ }).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page).toHaveURL(/adim=3/);
  await fillDriver(page, lang, { first: "Çağrı", last: "Öztürk", email: "cagri.phone@example.com" });
  await page.getByRole("button", { name: b.next }).click();
  await expect(page).toHaveURL(/adim=4/);
  await page.getByRole("radio", { name: b.payment.card }).check();
  await page.getByRole("button", { name: b.payment.submit }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
  // 4355 0800 0000 5053 is the sandbox's "do not honour" card.
  await payByCard(page, lang, "CAGRI OZTURK", "4355080000005053");
  const outcome = page.getByTestId("payment-outcome");
  await expect(outcome).toContainText(p.result.rejected);
  await expect(outcome).toContainText(p.result.keptDraft);
  await axeClean(page);
  await shot(page, `payres-declined-en-390`);
  const refused = (await page.locator("dd.font-semibold").first().textContent()) ?? "";
  expect(refused).toMatch(/^YLD-/);

  await page.getByRole("link", { name: p.result.retryCard }).click();
  await expect(page).toHaveURL(/adim=4/);
  await expect(page.getByTestId("retry-notice")).toHaveText(fill(b.payment.retryNotice, { number: refused }));
  // Nothing to type again: the search (office and dates), the package and the driver are all there.
  const search = page.getByRole("region", { name: b.yourSearch });
  const day = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  await expect(search).toContainText(`Istanbul Airport · ${day(from)}, 10:00`);
  await expect(search).toContainText(`Istanbul Airport · ${day(to)}, 10:00`);
  // The rental length is read out as such (it was announced as "Return date and time: 3 days").
  expect(await search.ariaSnapshot()).toMatch(/term: Rental length\s+- definition: 3 days/);
  await expect(page.getByRole("row", { name: /Full Protection/ })).toBeVisible();
  await expect(page.getByText("Çağrı Öztürk").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: b.payment.card })).toBeChecked();
  await axeClean(page);
  await shot(page, `step4-retry-en-390`);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: b.payment.submit }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
  await payByCard(page, lang, "cagri ozturk", "4355084355084358");
  await expect(page.getByTestId("payment-outcome")).toContainText(p.result.approved);
  await page.getByRole("link", { name: p.result.continue }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  await expect(page.getByRole("row", { name: /Full Protection/ })).toBeVisible();
  expect(problems).toEqual([]);
});

function dayAfter(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test("tr at 390 px: a pay-at-office booking made a day longer from the lookup, confirmed, then shown", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const m = F.tr;
  const lastName = `Telefonoğlu${Date.now() % 100000}`;
  const { number } = await testReservation(page, { lastName, paymentType: "office", days: 2, officeCode: "IST" });
  const lookUp = async () => {
    await page.goto(`/Rezervasyon-On-Izleme?no=${number}`);
    await page.getByRole("textbox", { name: m.lookup.lastName }).fill(lastName);
    await page.getByRole("button", { name: m.lookup.submit }).click();
    return page.getByTestId("reservation");
  };
  await (await lookUp()).getByRole("button", { name: "Rezervasyonu değiştir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rezervasyonu Değiştir" })).toBeVisible();
  const oldTotal = (await page.getByTestId("current-total").textContent()) ?? "";
  const returnDate = page.getByLabel("İade tarihi");
  const longer = dayAfter(await returnDate.inputValue());
  await returnDate.fill(longer);
  await page.getByLabel("Alış saati").fill("10:00");
  await page.getByLabel("İade saati").fill("10:00");
  await page.getByRole("button", { name: "Yeni fiyatı hesapla" }).click();
  const summary = page.getByTestId("change-summary");
  await expect(summary.getByRole("heading", { name: "Fiyat farkı" })).toBeFocused();
  await expect(page.getByTestId("old-total")).toHaveText(oldTotal);
  await expect(page.getByTestId("difference")).toHaveText(/^\+ /);
  await expect(summary.getByText("Yeni toplamı alışta ofiste ödersiniz.")).toBeVisible();
  const newTotal = (await page.getByTestId("new-total").textContent()) ?? "";
  expect(newTotal).not.toBe(oldTotal);
  await axeClean(page);
  await shot(page, `change-difference-tr-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await summary.getByRole("button", { name: "Değişikliği onayla" }).click();
  await expect(page.getByRole("heading", { name: "Rezervasyonunuz değiştirildi" })).toBeFocused();
  await shot(page, `change-done-tr-390`);

  const after = await lookUp();
  const [y, mo, d] = longer.split("-");
  await expect(after).toContainText(`${d}.${mo}.${y} 10:00`);
  await expect(after).toContainText(newTotal);
  expect(problems).toEqual([]);
});
