import { axeFor } from "./support/axe.ts";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { scriptUrls, wireBytes } from "#bench/page-weight.ts";

test("the language switcher opens the same page in the other language and remembers the choice", async ({
  page,
  context,
}) => {
  await page.goto("/sss");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await page.getByRole("link", { name: "Sayfayı İngilizce görüntüle" }).click();
  await expect(page).toHaveURL(/\/en\/sss$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookie = (await context.cookies()).find((c) => c.name === "yolda_lang");
  expect(cookie?.value).toBe("en");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.1);
  // The Turkish home page now sends this visitor to the English one.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole("link", { name: "Bu sayfayı Türkçe görüntüle" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("the language switch on a slug page keeps the slug", async ({ page }) => {
  await page.goto("/hizmet-noktalarimiz");
  await page
    .getByRole("link", { name: /İstanbul Havalimanı/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ofis-[a-z-]+$/);
  const trPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Sayfayı İngilizce görüntüle" }).click();
  await expect(page).toHaveURL(new RegExp(`/en${trPath}$`));
});

test("colour mode is remembered and applied before the first paint", async ({ page, request }) => {
  await page.goto("/");
  const saved = page.waitForResponse((r) => r.url().includes("/tema") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Koyu" }).first().click();
  await saved;
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // Server-rendered: the class is in the HTML itself, so there is no flash.
  const html = await request.get("/", { headers: { cookie: "yolda_theme=dark" } });
  expect(await html.text()).toMatch(/<html lang="tr" class="dark"/);
});

test("state-changing requests without the XSRF token are refused", async ({ request }) => {
  const refused = await request.post("/tema", { form: { theme: "dark" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  await request.get("/");
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  expect(token).not.toBe("");
  const accepted = await request.post("/tema", {
    form: { theme: "dark", _xsrf: token, redirectTo: "/sss" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()["location"]).toBe("/sss");
  const wrong = await request.post("/tema", { form: { theme: "dark", _xsrf: "forged" }, maxRedirects: 0 });
  expect(wrong.status()).toBe(403);
});

test("redirects go only to same-site paths", async ({ request }) => {
  for (const next of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
    const res = await request.get(`/dil/en?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    expect(res.headers()["location"]).toBe("/en");
  }
});

test("pages carry a nonce-based CSP, security headers, the theme colour and store links", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-request-id"]).toBeTruthy();
  const scripts = await page
    .locator("script:not([type='application/ld+json'])")
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const n of scripts) expect(n).toBe(nonce);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#000000");
  await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute("content", /app-id=\d+/);
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest.related_applications.map((a: { platform: string }) => a.platform)).toEqual(["play", "itunes"]);
});

test("health and readiness endpoints answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect(await (await request.get("/readyz")).text()).toBe("ready");
});

test("a malformed URL gets the error screen with a request id, never a stack trace", async ({ request }) => {
  const res = await request.get("/ofis-%E0%A4%A");
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bir hata oluştu");
  expect(html).toContain(`Hata kodu: ${res.headers()["x-request-id"]}`);
  expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  const en = await (await request.get("/en/ofis-%E0%A4%A")).text();
  expect(en).toContain("An error occurred");
  expect(en).toContain('<html lang="en">');
});

test("a missing page shows its error screen in place, with and without JavaScript (the screen loads lazily, decision 0059)", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const res = await page.goto("/ofis-olmayan-bir-yer-xyz");
    expect(res?.status()).toBe(404);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: "Aradığınız Sayfa Bulunamadı" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ana Sayfa" })).toBeVisible();
    await expect(page).toHaveTitle("Aradığınız Sayfa Bulunamadı - Yolda");
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a slow navigation shows the 3 px loading bar, and the page stays accessible while it shows", async ({ page }) => {
  await page.goto("/sss");
  await expect(page.getByRole("link", { name: "Sayfayı İngilizce görüntüle" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Hakkımızda" }).click();
  const bar = page.getByRole("progressbar", { name: "Sayfa yükleniyor" });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(3);
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/hakkimizda$/);
  await expect(bar).toHaveCount(0);
});

/** Brotli bytes of every script a page's HTML loads. */
async function scriptKb(request: APIRequestContext, baseURL: string | undefined, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = scriptUrls(html);
  expect(scripts.length, path).toBeGreaterThan(0);
  let brotli = 0;
  for (const src of scripts) brotli += await wireBytes(`${baseURL}${src}`, "br");
  return brotli / 1024;
}

test("the home page's JavaScript stays within its 90 KB brotli budget (decisions 0015, 0063)", async ({
  request,
  baseURL,
}) => {
  // Before the islands (decision 0063): 99.3 KB, of which React Router's client about 36 KB.
  expect(await scriptKb(request, baseURL, "/")).toBeLessThanOrEqual(90);
  expect(await scriptKb(request, baseURL, "/en")).toBeLessThanOrEqual(90);
});

test("the booking search results and the fleet page load no form or back-office code (decision 0059)", async ({
  request,
  baseURL,
}) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const search = `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(30)}T10:00&donusTarihi=${day(33)}T10:00`;
  // Before: 175 KB (the driver step's forms chunk, 65 KB) and 190 KB (forms and staff chunks).
  expect(await scriptKb(request, baseURL, search)).toBeLessThanOrEqual(120);
  // The fleet page: 117.1 KB after stop 35's merges (the card components it shares with the results
  // page); held at the 120 KB a booking step may move (issue 29).
  expect(await scriptKb(request, baseURL, "/araclarimiz")).toBeLessThanOrEqual(120);
});
