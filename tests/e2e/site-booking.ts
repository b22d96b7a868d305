// A customer's booking made on the public site (Turkish pages, pay at the office), for staff tests
// that need a reservation to look at.
import { expect, type Page } from "@playwright/test";
import { exampleTckn } from "../../app/domain/identity/tckn.ts";
import { istanbulDate } from "../../app/domain/time/istanbul.ts";

const yearsAgo = (years: number) => {
  const [y, m, d] = istanbulDate(new Date()).split("-");
  return `${d}.${m}.${Number(y) - years}`;
};

/**
 * A customer books at Istanbul Airport on the public site (pay at the office), so the agent's
 * timeline has a bar. Each test takes its own car (booking.spec.ts takes cards 0-3).
 */
export async function bookAtIstanbulAirport(
  page: Page,
  baseURL: string,
  lastName: string,
  card: number,
): Promise<string> {
  // A stored cookie choice keeps the consent banner out of the way.
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await page.context().addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL }]);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Araç ara" });
  await form.hover();
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
  await page.getByRole("combobox", { name: "Alış ofisi" }).fill("IST");
  await page.getByRole("option", { name: "İstanbul Havalimanı" }).click();
  await form.getByRole("button", { name: "Araç Bul" }).click();
  await expect(page.getByRole("heading", { name: "Araç seçimi", exact: true })).toBeVisible();
  await page.getByTestId("vehicle-card").nth(card).getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await page.locator('input[name="assurance"]').nth(1).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=3/);
  await page.getByLabel("Ad", { exact: true }).fill("Elif");
  await page.getByLabel("Soyad", { exact: true }).fill(lastName);
  await page.getByLabel("E-posta", { exact: true }).fill("elif@example.com");
  await page.getByLabel("Ülke", { exact: true }).selectOption("TR");
  await page.getByLabel("GSM numarası").fill("532 123 45 67");
  await page.getByLabel("Doğum tarihi").fill(yearsAgo(35));
  await page.getByLabel("Ehliyet veriliş tarihi").fill(yearsAgo(10));
  await page.getByLabel("T.C. kimlik numarası").first().fill(exampleTckn(7));
  await page.getByLabel("Ad soyad").fill(`Elif ${lastName}`);
  await page.getByLabel("T.C. kimlik numarası").nth(1).fill(exampleTckn(7));
  await page.getByLabel("Fatura adresi").fill("Atatürk Cad. 1, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: /Kiralama koşullarını/ }).check();
  await page.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=4/);
  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  return (await page.getByTestId("reservation-number").textContent()) ?? "";
}
