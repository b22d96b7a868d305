// What content pages carry (docs/decisions/0052): only the texts their components use
// and no office list where no search bar shows; a client navigation from such a page to one with
// a search bar still gets the offices, and no page shows a raw message key.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";

/** A message key shown instead of its text ("pages.faq.title"): an area the route forgot. */
const RAW_KEY =
  /\b(?:app|nav|theme|footer|consent|errors|pages|search|list|fleet|content|faqFilter|help|appPage|home|booking|payment)\.[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*\b/;

/** The hydration data: the inline script that streams the loaders' data into the page. */
function hydrationBytes(html: string): number {
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
}

async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
}

async function expectAccessible(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("content pages carry only their own texts and data, in both languages", async ({ request }) => {
  // Hydration data per page, KB: what decision 0059's amendment "stop 24" measured plus about 1 KB
  // (the FAQ's answers, the legal texts, the fleet's and lists' cards are static parts now).
  // Before 0052: 55-99 KB on every one of these pages, the whole catalogue and the office list.
  const pages: Record<string, number> = {
    "/sss": 15.5,
    "/en/sss": 15.5,
    // The fleet page: 20.3 KB in English after stop 35's merges (the search bar's texts grew).
    "/araclarimiz": 20.5,
    "/en/araclarimiz": 20.5,
    "/hizmet-noktalarimiz": 18,
    "/en/hizmet-noktalarimiz": 18,
    // Office pages: only the office's texts and the search bar's (decision 0059, "stop 24"): 19.2 / 19.3 KB,
    // 20.0 KB after stop 35's merges.
    "/ofis-istanbul-havalimani": 20.5,
    "/en/ofis-istanbul-havalimani": 20.5,
    "/hakkimizda": 11.5,
    "/en/KVKK-Aydinlatma-Metni": 12,
    "/Tum_Blog": 20,
    "/tum_kampanyalar": 19.5,
  };
  for (const [path, kb] of Object.entries(pages)) {
    const html = await (await request.get(path)).text();
    // The booking and payment texts (about 15 KB) stay on the booking pages.
    for (const catalog of [tr, en]) expect(html, path).not.toContain(catalog.booking.search.invalidTitle);
    expect(html.match(RAW_KEY)?.[0] ?? null, path).toBeNull();
    expect(hydrationBytes(html), path).toBeLessThanOrEqual(kb * 1024);
  }
  // The search bar's office list goes packed (decision 0059): pages with a search bar were 27-30 KB,
  // and carry the offices' map positions and the nearest-offices texts (decision 0058). The lists
  // carry only their part of the content texts (0059, "hydra").
  const withSearchBar: Record<string, number> = {
    // The home page sends only its islands' data (decision 0063): 19.0 / 19.2 -> 12.7 KB.
    "/": 14,
    "/en": 14,
    "/ofis-istanbul-havalimani": 20.5,
    "/en/ofis-istanbul-havalimani": 20.5,
    "/Tum_Blog": 20,
    "/tum_kampanyalar": 19.5,
  };
  for (const [path, kb] of Object.entries(withSearchBar)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Levent");
    expect(hydrationBytes(html), path).toBeLessThanOrEqual(kb * 1024);
  }
  // A legal text has no search bar: no office list (the fleet page has it), only the chrome's texts.
  const data = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  expect(data(await (await request.get("/araclarimiz")).text())).toContain("Levent");
  const text = await (await request.get("/hakkimizda")).text();
  expect(data(text)).not.toContain("Levent");
  expect(hydrationBytes(text)).toBeLessThanOrEqual(20 * 1024);
});

test("from a page without a search bar, a client navigation to the fleet still offers every office", async ({
  page,
}) => {
  await page.goto("/sss");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.getByRole("banner").getByRole("link", { name: "Araçlarımız" }).first().click();
  await expect(page).toHaveURL(/\/araclarimiz$/);
  // The pick-up list (a native select until the enhanced field takes over) offers the offices.
  await page.waitForLoadState("networkidle");
  const pickup = page.getByRole("combobox", { name: "Alış ofisi" });
  if ((await pickup.evaluate((el) => el.tagName)) === "SELECT") {
    await expect(pickup.locator("option", { hasText: "İstanbul Havalimanı" })).toHaveCount(1);
  } else {
    await pickup.fill("IST");
    await expect(page.getByRole("option", { name: "İstanbul Havalimanı" })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  await expectNoRawKeys(page);
  await expectAccessible(page);
  // And on to a legal text and back to an office page, in English.
  await page.goto("/en/hakkimizda");
  await page.waitForLoadState("networkidle");
  await expectNoRawKeys(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Help", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/sss$/);
  await expectNoRawKeys(page);
});

test("static parts: a client navigation renders them from its data, and their links stay in the page", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  // A document whose cards are kept HTML (no cards in its data): a card's link is a client navigation.
  await page.goto("/Tum_Blog");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const card = page.locator("main section a[href^='/blog-']").first();
  const href = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Client navigations to pages with static parts: their data comes with the navigation.
  await page.getByRole("banner").getByRole("link", { name: "Araçlarımız" }).first().click();
  await expect(page).toHaveURL(/\/araclarimiz$/);
  const count = Number((await page.getByTestId("fleet-count").innerText()).match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(5);
  await expect(page.locator("main section ul > li")).toHaveCount(count);
  await expect(page.getByRole("link", { name: "Bu aracı kirala" }).first()).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Yardım", exact: true }).first().click();
  await expect(page).toHaveURL(/\/sss$/);
  const first = page.locator("main details").first();
  await first.locator("summary").click();
  await expect(first.locator("p")).not.toBeEmpty();
  await page.getByRole("searchbox", { name: "Sorularda ara" }).fill("depozito");
  await expect.poll(() => page.locator("main details").count()).toBeGreaterThan(0);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "KVKK Aydınlatma Metni" }).first().click();
  await expect(page).toHaveURL(/\/KVKK-Aydinlatma-Metni$/);
  await expect(page.locator("main article p").first()).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await expectNoRawKeys(page);

  // The office page's texts are its own (the slug route's areas by prefix) and its JSON-LD is kept
  // HTML on a document: a client navigation to one brings both, and on to a blog post the blog's texts.
  await page.goto("/hizmet-noktalarimiz");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("main a[href='/ofis-istanbul-kadikoy']").first().click();
  await expect(page).toHaveURL(/\/ofis-istanbul-kadikoy$/);
  await expect(page.getByRole("heading", { level: 1, name: "İstanbul Kadıköy" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /Pazartesi/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bu ofisten ara" })).toBeVisible();
  const officeJsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(officeJsonLd.map((b) => (JSON.parse(b) as { "@type": string })["@type"])).toEqual([
    "AutoRental",
    "BreadcrumbList",
  ]);
  await expectNoRawKeys(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A filter on the fleet's own document (same path): the cards come from the data, and so do
  // their texts, which the document's data left out.
  await page.goto("/araclarimiz");
  await page.waitForLoadState("networkidle");
  const all = await page.locator("#main").getByRole("article").count();
  await page.getByRole("checkbox", { name: /^SUV\b/ }).check();
  await expect(page).toHaveURL(/[?&]sinif=suv(&|$)/);
  await expect.poll(() => page.locator("#main").getByRole("article").count()).toBeLessThan(all);
  const suv = page.locator("#main").getByRole("article").first();
  await expect(suv).toContainText("veya benzeri");
  await expect(suv.getByRole("link", { name: /Bu aracı kirala/ })).toBeVisible();
  await expectNoRawKeys(page);
  expect(errors).toEqual([]);
});

test("static parts come back when the browser had to render the page itself (a hydration error)", async ({ page }) => {
  // Something changed the server's HTML before React read it (as a browser extension may): React
  // renders the page again in the browser, where a kept part has no HTML of its own to keep.
  await page.route(/\/sss$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)([^<]+)/, "$1$2 (changed)");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/sss");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("(changed)");
  const first = page.locator("main details").first();
  await first.locator("summary").click();
  await expect(first.locator("p").first()).not.toBeEmpty();
  await expectNoRawKeys(page);
});
