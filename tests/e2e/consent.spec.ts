import { axeFor } from "./support/axe.ts";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";

async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function daysLeft(expires: number | undefined) {
  return ((expires ?? 0) * 1000 - Date.now()) / 86_400_000;
}

const banner = (page: Page) => page.getByRole("region", { name: "Çerezleri nasıl kullanalım?" });

test.describe("cookie consent", () => {
  test("accept all is remembered for a year, without reloading the page", async ({ page, context }) => {
    await page.goto("/sss");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute(
      "href",
      "/Metin-Cerez-Politikasi",
    );
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await banner(page).getByRole("button", { name: "Tümünü kabul et" }).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(async () => (await cookie(context, "yolda_consent"))?.value)
      .toMatch(/^v1\.necessary-analytics-marketing\.\d{8}$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const days = daysLeft((await cookie(context, "yolda_consent"))?.expires);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.1);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sıkça Sorulan Sorular" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("reject is exactly as big as accept and records only the necessary cookies", async ({ page, context }) => {
    await page.goto("/");
    const accept = await banner(page).getByRole("button", { name: "Tümünü kabul et" }).boundingBox();
    const reject = await banner(page).getByRole("button", { name: "Reddet" }).boundingBox();
    expect(reject?.width).toBeCloseTo(accept?.width ?? 0, 0);
    expect(reject?.height).toBeCloseTo(accept?.height ?? 0, 0);
    await banner(page).getByRole("button", { name: "Reddet" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await cookie(context, "yolda_consent"))?.value).toMatch(/^v1\.necessary\.\d{8}$/);
    await page.goto("/araclarimiz");
    await expect(banner(page)).toHaveCount(0);
  });

  test("preferences open a dialog with the categories; the footer link changes the choice later", async ({
    page,
    context,
  }) => {
    await page.goto("/en/sss");
    const enBanner = page.getByRole("region", { name: "How may we use cookies?" });
    await enBanner.getByRole("link", { name: "Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Strictly necessary cookies" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Strictly necessary cookies" })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing cookies" })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole("switch", { name: "Analytics cookies" }).check();
    await dialog.getByRole("button", { name: "Save my preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(enBanner).toBeHidden();
    await expect
      .poll(async () => (await cookie(context, "yolda_consent"))?.value)
      .toMatch(/^v1\.necessary-analytics\.\d{8}$/);

    await page.reload();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Preferences" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).toBeChecked();
    await dialog.getByRole("switch", { name: "Analytics cookies" }).uncheck();
    await dialog.getByRole("switch", { name: "Marketing cookies" }).check();
    await dialog.getByRole("button", { name: "Save my preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await cookie(context, "yolda_consent"))?.value)
      .toMatch(/^v1\.necessary-marketing\.\d{8}$/);
    await expect(page).toHaveURL(/\/en\/sss$/);
  });

  test("the banner has no accessibility violations, in both colour modes", async ({ page, context, baseURL }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await context.addCookies([{ name: "yolda_theme", value: "dark", url: baseURL ?? "" }]);
    await page.goto("/sss");
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the banner and the footer preferences are plain forms that come back to the page", async ({
      page,
      context,
    }) => {
      await page.goto("/sss?q=iptal");
      await banner(page).getByRole("button", { name: "Reddet" }).click();
      await expect(page).toHaveURL(/\/sss\?q=iptal$/);
      await expect(banner(page)).toHaveCount(0);
      expect((await cookie(context, "yolda_consent"))?.value).toMatch(/^v1\.necessary\.\d{8}$/);

      await page.getByRole("contentinfo").getByRole("link", { name: "Çerez Tercihleri" }).click();
      await expect(page).toHaveURL(/\/sss\?q=iptal&cerez-tercihleri$/);
      const prefs = page.getByRole("region", { name: "Çerezleri nasıl kullanalım?" });
      await prefs.getByRole("switch", { name: "Pazarlama çerezleri" }).check();
      await prefs.getByRole("button", { name: "Tercihlerimi kaydet" }).click();
      await expect(page).toHaveURL(/\/sss\?q=iptal$/);
      await expect(banner(page)).toHaveCount(0);
      expect((await cookie(context, "yolda_consent"))?.value).toMatch(/^v1\.necessary-marketing\.\d{8}$/);
    });
  });

  test("the choice is posted with the XSRF rules: same-origin without a token is fine, cross-site is refused", async ({
    request,
    baseURL,
  }) => {
    const same = await request.post("/cerez-tercihleri", {
      form: { choice: "none", redirectTo: "https://evil.example/" },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(same.status()).toBe(303);
    expect(same.headers()["location"]).toBe("/");
    expect(same.headers()["set-cookie"]).toMatch(/yolda_consent=v1\.necessary\.\d{8}; Max-Age=31536000/);
    const cross = await request.post("/cerez-tercihleri", {
      form: { choice: "all" },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(cross.status()).toBe(403);
    const fetchSite = await request.post("/cerez-tercihleri", {
      form: { choice: "all" },
      headers: { "sec-fetch-site": "cross-site", origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(fetchSite.status()).toBe(403);
  });
});

test.describe("mobile app prompt", () => {
  const chosen = { name: "yolda_consent", value: "v1.necessary.20261121" };

  test("Android phones get the Google Play prompt; dismissing it is remembered for 180 days", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ ...chosen, url: baseURL ?? "" }]);
    const page = await context.newPage();
    await page.goto("/");
    const prompt = page.getByRole("complementary", { name: "Mobil uygulama" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Google Play'de aç" })).toHaveAttribute("href", /play\.google\.com/);
    await expectNoAxeViolations(page);
    await prompt.getByRole("button", { name: "Uygulama önerisini kapat" }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(async () => (await cookie(context, "yolda_app_prompt"))?.value).toBe("dismissed");
    const days = daysLeft((await cookie(context, "yolda_app_prompt"))?.expires);
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180.1);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await context.close();
  });

  test("no prompt on desktops or in iPhone Safari (it has its own banner); other iPhone browsers get the App Store", async ({
    browser,
    baseURL,
  }) => {
    for (const [ua, expected] of [
      [undefined, null],
      [IPHONE_SAFARI, null],
      [IPHONE_CHROME, /apps\.apple\.com/],
    ] as const) {
      const context = await browser.newContext(ua ? { userAgent: ua } : {});
      await context.addCookies([{ ...chosen, url: baseURL ?? "" }]);
      const page = await context.newPage();
      await page.goto("/sss");
      const prompt = page.getByTestId("app-prompt");
      if (expected)
        await expect(prompt.getByRole("link", { name: "App Store'da aç" })).toHaveAttribute("href", expected);
      else await expect(prompt).toHaveCount(0);
      await context.close();
    }
  });

  test("the prompt waits until the cookie choice is made", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ANDROID });
    const page = await context.newPage();
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(page.getByTestId("app-prompt")).toHaveCount(0);
    await context.close();
  });

  test("dismissing works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: ANDROID, javaScriptEnabled: false });
    await context.addCookies([{ ...chosen, url: baseURL ?? "" }]);
    const page = await context.newPage();
    await page.goto("/araclarimiz");
    await page.getByRole("button", { name: "Uygulama önerisini kapat" }).click();
    await expect(page).toHaveURL(/\/araclarimiz$/);
    await expect(page.getByTestId("app-prompt")).toHaveCount(0);
    expect((await cookie(context, "yolda_app_prompt"))?.value).toBe("dismissed");
    await context.close();
  });
});

test.describe("HTTP caching", () => {
  test("a content page is shareable, has an ETag and answers 304; it carries no cookie and no token", async ({
    request,
  }) => {
    const first = await request.get("/sss");
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(headers["etag"]).toMatch(/^W\/".+"$/);
    expect(headers["vary"]).toMatch(/Cookie/);
    expect(headers["set-cookie"]).toBeUndefined();
    expect(await first.text()).toMatch(/name="_xsrf" value=""/);

    const again = await request.get("/sss", { headers: { "if-none-match": headers["etag"] ?? "" } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    // The stored page keeps its own nonce: a 304 must not bring a different policy.
    expect(again.headers()["content-security-policy"]).toBeUndefined();

    const other = await request.get("/sss", { headers: { "if-none-match": 'W/"something-else"' } });
    expect(other.status()).toBe(200);

    // A visitor who already has a token still gets the token-free page.
    const token = "visitor-token-aaaaaaaaaaaaaaaaaaaaaa";
    const withToken = await request.get("/sss", { headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(await withToken.text()).not.toContain(token);
    expect(withToken.headers()["etag"]).toBe(headers["etag"]);
  });

  test("personal pages are not stored and get the XSRF cookie; so are answers to POST", async ({ request }) => {
    const booking = await request.get("/rezervasyon");
    expect(booking.headers()["cache-control"]).toBe("private, no-store");
    expect(booking.headers()["etag"]).toBeUndefined();
    expect(booking.headers()["set-cookie"]).toMatch(/XSRF-TOKEN=/);
    const post = await request.post("/cerez-tercihleri", {
      form: { choice: "none" },
      headers: { "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(post.headers()["cache-control"]).toBe("private, no-store");
    const navigationData = await request.get("/sss.data");
    expect(navigationData.headers()["cache-control"]).toBe("private, no-store");
  });
});
