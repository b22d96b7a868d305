import { axeFor } from "./support/axe.ts";
import { expect, test } from "@playwright/test";

// The API's reference page (/api/v1/docs): written from the OpenAPI document, readable, no script,
// nothing loaded from another origin, and axe finds nothing.
test("the API reference page lists every operation and problem type, loads nothing from elsewhere, and passes axe", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
  });
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const res = await page.goto("/api/v1/docs");
  expect(res?.status()).toBe(200);
  expect(res?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Yolda API");
  for (const path of ["/token", "/api/Locations/List", "/api/v1/reservations", "/api/v1/cancellation-requests"]) {
    await expect(page.getByRole("heading", { level: 3 }).filter({ hasText: path }).first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Problem types" }).click();
  await expect(page.locator("#problem-quoteExpired")).toContainText("Fiyat teklifinin süresi doldu");
  expect(await page.locator("script").count()).toBe(0);
  const results = await axeFor(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  if (process.env.API_SCREENSHOTS) {
    await page.goto("/api/v1/docs");
    await page.screenshot({ path: "/tmp/api/docs-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/api/docs-390.png" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/api/v1/docs#op-createReservation");
    await page.screenshot({ path: "/tmp/api/docs-dark-1280.png" });
  }
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
