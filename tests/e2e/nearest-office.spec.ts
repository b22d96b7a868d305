// Decision 0042: the offices page lists the offices nearest to the visitor, only after they ask,
// with the distance and a directions link; a refused permission leaves the city list as it was.
import { axeFor } from "./support/axe.ts";
import { expect, test } from "@playwright/test";

// A visitor standing on Kızılay square in Ankara.
const KIZILAY = { latitude: 39.9206, longitude: 32.8541 };

const pages = [
  {
    lang: "tr",
    path: "/hizmet-noktalarimiz",
    button: "Bana en yakın ofisleri göster",
    title: "Size en yakın ofisler",
    first: "Ankara Kızılay",
    second: "Ankara Esenboğa Havalimanı",
    distance: /0,\d km uzaklıkta/,
    directions: "Yol tarifi al",
    denied: "Konum izni verilmedi.",
  },
  {
    lang: "en",
    path: "/en/hizmet-noktalarimiz",
    button: "Show the offices nearest to me",
    title: "Offices nearest to you",
    first: "Ankara Kızılay",
    second: "Ankara Esenboğa Airport",
    distance: /0\.\d km away/,
    directions: "Get directions",
    denied: "Location permission was not given.",
  },
] as const;

for (const p of pages) {
  for (const width of [390, 1280]) {
    test(`${p.lang} ${width}px: the nearest offices come first, with distance and directions`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        geolocation: KIZILAY,
        permissions: ["geolocation"],
      });
      const page = await context.newPage();
      await page.goto(p.path);
      // Nothing is asked or shown before the visitor presses the button.
      await expect(page.getByRole("heading", { level: 2, name: p.title })).toHaveClass(/sr-only/);
      await page.getByRole("button", { name: p.button }).click();
      const heading = page.getByRole("heading", { level: 2, name: p.title });
      await expect(heading).toBeFocused();
      const items = page.locator("section[aria-labelledby=nearest-title] ol > li");
      await expect(items).toHaveCount(5);
      await expect(items.nth(0).getByRole("link").first()).toHaveText(p.first);
      await expect(items.nth(1).getByRole("link").first()).toHaveText(p.second);
      await expect(items.nth(0)).toContainText(p.distance);
      const directions = items.nth(0).getByRole("link", { name: new RegExp(p.directions) });
      const href = await directions.getAttribute("href");
      expect(href).toContain("openstreetmap.org/directions");
      expect(decodeURIComponent(href ?? "")).toContain("39.92060,32.85410;39.9208,32.8541");
      await expect(directions).toHaveAttribute("target", "_blank");
      // The office link leads to the office's page.
      await items.nth(0).getByRole("link", { name: p.first, exact: true }).click();
      await expect(page).toHaveURL(/ofis-ankara-kizilay$/);
      await page.goBack();
      const results = await axeFor(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await context.close();
    });
  }

  test(`${p.lang}: a refused permission says so and keeps the list by city`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: [] });
    const page = await context.newPage();
    // The browser's answer when the visitor says no.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "geolocation", {
        value: {
          getCurrentPosition(_ok: unknown, fail: (e: { code: number; PERMISSION_DENIED: number }) => void) {
            setTimeout(() => fail({ code: 1, PERMISSION_DENIED: 1 }), 10);
          },
        },
      });
    });
    await page.goto(p.path);
    await page.getByRole("button", { name: p.button }).click();
    await expect(page.getByRole("status").filter({ hasText: p.denied })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=nearest-title] ol")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Ankara" })).toBeVisible();
    await context.close();
  });
}
