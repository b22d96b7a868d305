// What axe cannot see (decision 0028): where the keyboard focus is, whether it can be seen, and
// whether the cookie banner hides it (WCAG 2.2 SC 2.4.11, SC 1.4.11).
import { expect, test, type Page } from "@playwright/test";
import { contrast } from "./contrast.ts";
import { concretePath, routeTable, slugExamples } from "./route-table.ts";

const table = routeTable;
// The public site's pages: the back office (/yonetim) shows no public cookie banner (decision 0082),
// and its own checks are in the staff specs.
const pages = table.filter((r) => ["page", "list", "form", "flow"].includes(r.kind) && !r.path.startsWith("/yonetim"));

/**
 * Focuses every tabbable element of the page in document order, as Tab would (the browser scrolls
 * each into view), and reports those the cookie banner overlaps, with where the banner comes.
 */
async function focusStops(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=true]";
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest("[inert], dialog:not([open])") &&
        el.checkVisibility({ visibilityProperty: true }) &&
        el.getClientRects().length > 0,
    );
    const covered: string[] = [];
    let firstInBanner = -1;
    all.forEach((el, i) => {
      if (banner?.contains(el)) {
        if (firstInBanner < 0) firstInBanner = i;
        return;
      }
      el.focus({ focusVisible: true } as FocusOptions);
      if (document.activeElement !== el || !banner) return;
      const a = el.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      if (overlap > 0.5 && across > 0.5) covered.push(el.outerHTML.slice(0, 80));
    });
    return { stops: all.length, covered, firstInBanner, hasBanner: banner !== null };
  });
}

async function waitForHydration(page: Page) {
  // The banner's script measures it; until then the CSS guess stands.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--consent-banner-h")))
    .not.toBe("");
}

/** After a resize: the banner's script has measured it again for this viewport (its resize listener). */
async function waitForMeasuredBanner(page: Page, width: number) {
  await expect
    .poll(() =>
      page.evaluate((w) => {
        const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
        if (!banner || window.innerWidth !== w) return false;
        const expected = `${Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top))}px`;
        return document.documentElement.style.getPropertyValue("--consent-banner-h") === expected;
      }, width),
    )
    .toBe(true);
}

for (const lang of ["tr", "en"] as const) {
  test(`${lang}: the cookie banner covers no focused element on any route (390 and 1280 px) and comes first`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const prefix = lang === "tr" ? "" : "/en";
    const slugs = await slugExamples(baseURL ?? "");
    const problems: string[] = [];
    let total = 0;
    for (const [i, row] of pages.entries()) {
      // Every route at the phone width (the banner is tallest there); every third also on a desktop.
      const widths = i % 3 === 0 ? [390, 1280] : [390];
      const path = prefix + (row.path === "/" && prefix ? "" : concretePath(row, slugs));
      for (const [w, width] of widths.entries()) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        if (w === 0) {
          await page.goto(path || "/");
          await waitForHydration(page);
        } else {
          // The same page made wider, as a window is (no second load): the walk left the focus and
          // the scroll where it ended, so both go back to the top before the banner is measured again.
          await page.evaluate(() => {
            (document.activeElement as HTMLElement | null)?.blur();
            window.scrollTo(0, 0);
          });
          await waitForMeasuredBanner(page, width);
        }
        const result = await focusStops(page);
        total += result.stops;
        expect(result.hasBanner, path).toBe(true);
        if (result.covered.length) problems.push(`${path} @${width}: ${result.covered.join(" | ")}`);
        expect(result.firstInBanner, `${path}: Tab stops before the banner`).toBe(0);
      }
    }
    expect(problems, `focused elements under the banner (${total} stops checked)`).toEqual([]);
  });
}

test("Escape folds the cookie banner into one button that brings it back, and keeps the focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hizmet-noktalarimiz");
  await waitForHydration(page);
  const banner = page.getByTestId("consent-banner");
  await expect(banner).toBeVisible();
  // The banner is first in the Tab order.
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("link", { name: "Çerez Politikası" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner).toHaveCount(0);
  const expand = page.getByRole("button", { name: "Çerez tercihlerinizi seçin" });
  await expect(expand).toBeFocused();
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  await expand.press("Enter");
  await expect(banner).toBeVisible();
  // From the page, Escape folds it too and the focus stays where it was.
  const link = page.getByRole("main").getByRole("link").first();
  await link.focus();
  await page.keyboard.press("Escape");
  await expect(banner).toHaveCount(0);
  await expect(link).toBeFocused();
});

test("the focus ring has at least 3:1 against the page in light and dark mode", async ({ page, context, baseURL }) => {
  await page.goto("/sss");
  await page.keyboard.press("Tab");
  const ring = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { colour: style.outlineColor, width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
  const light = await ring();
  expect(light.style).toBe("solid");
  expect(light.width).toBeGreaterThanOrEqual(2);
  for (const background of ["#ffffff", "#f8fafc"]) {
    expect(contrast(light.colour, background), `${light.colour} on ${background}`).toBeGreaterThanOrEqual(3);
  }
  await context.addCookies([{ name: "yolda_theme", value: "dark", url: baseURL ?? "" }]);
  await page.goto("/sss");
  await page.keyboard.press("Tab");
  const dark = await ring();
  for (const background of ["#020617", "#0f172a"]) {
    expect(contrast(dark.colour, background), `${dark.colour} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test("the cookie preferences dialog opens with the focus inside it, each time", async ({ page }) => {
  await page.goto("/sss");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Çerez tercihleri" });
  for (let round = 0; round < 2; round++) {
    await page.getByTestId("consent-banner").getByRole("link", { name: "Tercihler" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Kapat" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("banner titles and subtitles keep 4.5:1 over the artwork on a phone", async ({ page, context, baseURL }) => {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  await context.addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const slugs = await slugExamples(baseURL ?? "");
  const failures: string[] = [];
  for (const row of pages.filter((r) => r.layout.startsWith("banner") && r.access !== "member")) {
    const path = concretePath(row, slugs);
    await page.goto(path);
    for (const selector of ["main section h1", "main section h1 + p"]) {
      const text = page.locator(selector).first();
      if ((await text.count()) === 0) continue;
      // The text's colour, then the artwork behind it with the text made invisible.
      const colour = await text.evaluate((el) => {
        // Painted once to read it as sRGB (Tailwind's colours compute to oklch()).
        const ctx = new OffscreenCanvas(1, 1).getContext("2d") as OffscreenCanvasRenderingContext2D;
        ctx.fillStyle = getComputedStyle(el).color;
        ctx.fillRect(0, 0, 1, 1);
        return `rgb(${[...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(", ")})`;
      });
      await text.evaluate((el) => ((el as HTMLElement).style.color = "transparent"));
      // Where the glyphs are (the element's box may run on past the end of a short line).
      const box = await text.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return r.width > 0 ? { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height } : null;
      });
      if (!box) continue;
      const shot = await page.screenshot({ clip: box, fullPage: true });
      await text.evaluate((el) => ((el as HTMLElement).style.color = ""));
      const lightest = await page.evaluate(async (png) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, img.width, img.height).data;
        let best = [0, 0, 0];
        let bestSum = -1;
        for (let i = 0; i < data.length; i += 4) {
          const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
          const sum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
          if (sum > bestSum) [bestSum, best] = [sum, [r, g, b]];
        }
        return `rgb(${best.join(", ")})`;
      }, shot.toString("base64"));
      const ratio = contrast(colour, lightest);
      if (ratio < 4.5) failures.push(`${path} ${selector}: ${ratio.toFixed(2)} (${colour} on ${lightest})`);
    }
  }
  expect(failures).toEqual([]);
});
