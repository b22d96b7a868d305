// Issue 31: every office on one map of Turkey on /hizmet-noktalarimiz, drawn on the server
// (decision 0103): it shows without JavaScript, each point is a link to its office's page in the
// page's language, keyboard focus on a point is visible, and the list of offices stays below.
import { axeFor } from "./support/axe.ts";
import { expect, test } from "@playwright/test";

const pages = [
  {
    lang: "tr",
    path: "/hizmet-noktalarimiz",
    title: "Haritada ofislerimiz",
    ankara: "Ankara Kızılay (Ankara)",
    href: "/ofis-",
    summary: (n: number) => new RegExp(`^\\d+ şehirde ${n} ofis\\.`),
  },
  {
    lang: "en",
    path: "/en/hizmet-noktalarimiz",
    title: "Our offices on the map",
    ankara: "Ankara Kızılay (Ankara)",
    href: "/en/ofis-",
    summary: (n: number) => new RegExp(`^${n} offices in \\d+ cities\\.`),
  },
] as const;

for (const p of pages) {
  test(`${p.lang}: the offices' map works without JavaScript, one link per office, and leads to the office`, async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(p.path);
      const map = page.getByRole("group", { name: p.title });
      await expect(map).toBeVisible();
      const points = map.getByRole("link");
      // Every office in the list below has exactly one point on the map.
      const listed = await page.locator('main section h3 a[href*="ofis-"]').count();
      expect(listed).toBeGreaterThan(5);
      await expect(points).toHaveCount(listed);
      for (const href of await points.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
        expect(href.startsWith(p.href)).toBe(true);
      }
      const box = await map.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      // The summary counts what is drawn.
      await expect(page.getByText(p.summary(listed))).toBeVisible();
      await page.getByRole("link", { name: p.ankara }).click();
      await expect(page).toHaveURL(new RegExp(`${p.href}ankara-kizilay$`));
      await context.close();
    }
  });

  test(`${p.lang}: a point on the map takes keyboard focus with a visible ring, and axe finds nothing`, async ({
    page,
  }) => {
    await page.goto(p.path);
    const point = page.getByRole("link", { name: p.ankara });
    await point.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(point).toBeFocused();
    // The focus ring is a drawn circle that only shows while the point has keyboard focus.
    const ring = point.locator("circle").nth(2);
    await expect(ring).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(ring).toBeHidden();
    const axe = await axeFor(page).include("[data-offices-map]").analyze();
    expect(axe.violations).toEqual([]);
  });
}
