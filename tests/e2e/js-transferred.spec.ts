// The JavaScript a visitor's browser moves for each booking page (issue 29 item 5, decision 0114):
// every script response's body as sent (brotli), from a cold cache, until the page is quiet and
// nobody has touched it — what Lighthouse weighs, not only what the HTML names. Step 2 moved
// 196 KB (brotli) while its HTML named 109 KB: it fetched the driver step's forms chunk at once.
// And the search results' inline data (React Router's data stream) stays under its limit.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { fillDriverStep, takePackages } from "./support/booking-steps.ts";
import { flowLanguages } from "./support/languages.ts";

/** The page's inline scripts (React Router's data stream, its manifest, the theme), KB: not JSON-LD. */
function inlineKb(html: string): number {
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0) / 1024;
}

/** What the i18n layer says of a key the page's texts lack (app/i18n/translate.ts), in any page. */
const missingTexts: string[] = [];

/**
 * Brotli KB of every script the page fetched from a cold cache, untouched, until the network is
 * quiet; and its inline scripts' KB.
 */
async function scriptsTransferredKb(
  context: BrowserContext,
  url: string,
): Promise<{ kb: number; named: number; inline: number }> {
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/i18n: (missing|plural)/.test(message.text())) missingTexts.push(`${url}: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => {
          if (process.env.JS_TRANSFERRED_DEBUG) console.log(url.slice(0, 60), response.url(), s.responseBodySize);
          return s.responseBodySize;
        }),
    );
  });
  const answer = await page.goto(url);
  const html = (await answer?.text()) ?? "";
  await page.waitForLoadState("networkidle");
  // A late lazy chunk would show here (the step's code asked for after hydration).
  await page.waitForTimeout(1500);
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await page.close();
  const named = new Set([
    ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ]);
  return { kb: bytes / 1024, named: named.size, inline: inlineKb(html) };
}

/** The inline scripts' data stream (window.__reactRouterContext.streamController), KB. */
function dataStreamKb(html: string): number {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  return (
    scripts.filter((s) => s.includes("streamController.enqueue")).reduce((n, s) => n + Buffer.byteLength(s), 0) / 1024
  );
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function chooseFirstCar(page: Page) {
  await page.getByTestId("vehicle-card").last().getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
}

for (const lang of flowLanguages("en")) {
  test(`${lang}: the search results and every booking step move at most their budget of JavaScript, untouched`, async ({
    browser,
    request,
  }) => {
    const prefix = lang === "en" ? "/en" : "";
    // Far ahead and at an hour of its own, so other tests' bookings do not take the car.
    const offset = lang === "en" ? 171 : 163;
    const search = `${prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(offset)}T13:30&donusTarihi=${day(offset + 3)}T13:30`;
    // The data stream of the results: 50.0 KB before decision 0114 (the later steps' texts, the
    // forms' texts, the cards' data), 19.9-20.0 KB after; 20.7 KB with the driver form and its
    // texts (decision 0117; the cheaper-dates grid and the sold-out list are kept as server HTML).
    // 18.75 / 18.72 KB (tr / en) once written as a single-quoted string (decision 0151). Held there.
    expect(dataStreamKb(await (await request.get(search)).text())).toBeLessThanOrEqual(19.25);

    const context = await browser.newContext();
    const results = await scriptsTransferredKb(context, search);
    // Budgets, KB brotli as transferred (issue 29: 120 KB for every step). Decision 0114: results
    // 117.7, packages 119.9 (196 before: the driver step's forms chunk came at once), payment 119.0,
    // driver 183.4 (the forms chunk: Conform, zod, phone metadata); 0116-0117 put the date grid and
    // the driver-years form in the route's chunk: 119.5 / 122.0 / 186.8 / 120.9. Decisions 0150-0151:
    // the results' cars in a chunk of their own and the driver step's validation loaded on the
    // first touch: 119.7 / 117.9 / 124.2 / 116.6 (the driver step 4.2 KB over: its fields need
    // Conform's form state, the form-fields chunk, 7.6 KB). Decision 0156: the search bar loads with
    // the "change" dialog, and the shell keeps only the chrome: 113.1 / 111.4 / 117.6 / 110.1.
    const budget = 120;
    expect(results.kb, "results").toBeLessThanOrEqual(budget);

    const page = await context.newPage();
    page.on("console", (message) => {
      if (/i18n: (missing|plural)/.test(message.text())) missingTexts.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto(search);
    await chooseFirstCar(page);
    const packages = await scriptsTransferredKb(context, page.url());
    expect(packages.kb, "step 2 (packages)").toBeLessThanOrEqual(budget);

    await takePackages(page, lang);
    const driver = await scriptsTransferredKb(context, page.url());
    expect(driver.kb, "step 3 (driver)").toBeLessThanOrEqual(budget);

    await fillDriverStep(page, lang, { firstName: "Ayşe", lastName: "Bütçe", email: "ayse@example.com", tckn: 7 });
    await page.getByRole("button", { name: lang === "en" ? "Next step" : "Sonraki adım" }).click();
    await expect(page).toHaveURL(/adim=4/);
    const payment = await scriptsTransferredKb(context, page.url());
    expect(payment.kb, "step 4 (payment)").toBeLessThanOrEqual(budget);
    console.log(
      `${lang} KB brotli transferred: results ${results.kb.toFixed(1)}, packages ${packages.kb.toFixed(1)}, driver ${driver.kb.toFixed(1)}, payment ${payment.kb.toFixed(1)}`,
    );
    console.log(
      `${lang} KB inline scripts: results ${results.inline.toFixed(1)}, packages ${packages.inline.toFixed(1)}, driver ${driver.inline.toFixed(1)}, payment ${payment.inline.toFixed(1)}`,
    );
    // Inline scripts, KB (the data stream, React Router's manifest, the theme and scroll scripts).
    // Before decision 0150 (bench/run.ts, issue 29): results 25.6-25.9, step 2 60.9 (every step's
    // texts). After 0150-0151, tr / en: results 22.9 / 23.3, packages 27.1 / 27.4, driver 64.8 /
    // 64.4 (its country list and the rental terms), payment 25.0 / 25.4. After 0161 (no error
    // screen texts, the bare layout's three chrome texts, the driver figures' form kept as HTML):
    // results 19.2 / 19.7, packages 24.3 / 24.7, driver 61.9 / 61.7, payment 22.2 / 22.8. Issue
    // 29's 20 KB for the results is held; the others at today's figures.
    expect(results.inline, "results' inline scripts").toBeLessThanOrEqual(20);
    expect(packages.inline, "step 2's inline scripts").toBeLessThanOrEqual(25.5);
    expect(driver.inline, "step 3's inline scripts").toBeLessThanOrEqual(62.5);
    expect(payment.inline, "step 4's inline scripts").toBeLessThanOrEqual(23.5);
    // Every text each step says is in its page, in the document and after each client navigation.
    expect(missingTexts).toEqual([]);
    await context.close();
  });
}
