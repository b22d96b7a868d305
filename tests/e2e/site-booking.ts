// A customer's booking made on the public site (Turkish pages, pay at the office), for staff tests
// that need a reservation to look at.
import { expect, type Page } from "@playwright/test";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { storeConsent } from "./support/page-checks.ts";

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
  await storeConsent(page.context(), baseURL);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Araç ara" });
  await form.hover();
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
  await page.getByRole("combobox", { name: "Alış ofisi" }).fill("IST");
  await page.getByRole("option", { name: "İstanbul Havalimanı" }).click();
  await form.getByRole("button", { name: "Araç Bul" }).click();
  await expect(page.getByRole("heading", { name: "Araç seçimi", exact: true })).toBeVisible();
  await page.getByTestId("vehicle-card").nth(card).getByRole("button").click();
  await takePackages(page);
  await driverThenPayment(page, "tr", { firstName: "Elif", lastName, email: "elif@example.com", tckn: 7 });
  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/result\?no=YLD-/);
  return (await page.getByTestId("reservation-number").textContent()) ?? "";
}
