// Ad clicks and consent answers share the kept page (docs/decisions/0070): the server renders a page
// without tracking parameters and without the day consent was given, so one kept copy serves them
// all, while the browser's address keeps the parameters for the analytics the visitor allowed.
import { expect, test } from "@playwright/test";

test("an ad click's gclid and a mail's utm_* stay in the address but not in the page; the page hydrates cleanly", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/sss", "/en/araclarimiz"]) {
    const response = await page.goto(`${path}?gclid=Cj0KCQiAad123&utm_source=newsletter&utm_medium=email`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toContain("gclid=Cj0KCQiAad123");
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("Cj0KCQiAad123");
    expect(html).not.toContain("newsletter");
    // Links built from the page's own address (the language switch) leave them out as well.
    const switchHref = await page.locator('a[href^="/dil/"]').first().getAttribute("href");
    expect(decodeURIComponent(switchHref ?? "")).not.toContain("gclid");
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test("100 ad clicks get the same page, byte for byte, and the site's own parameters still count", async ({
  request,
}) => {
  const first = await request.get("/sss?gclid=first");
  const tag = first.headers().etag;
  expect(tag).toBeTruthy();
  for (let i = 0; i < 100; i++) {
    const params = [`gclid=click${i}`, `fbclid=fb${i}`, `utm_campaign=c${i}&utm_source=s`, `msclkid=m${i}`][i % 4];
    const res = await request.get(`/sss?${params}`, { headers: { "if-none-match": tag ?? "" } });
    expect(res.status()).toBe(304);
  }
  // A search's own parameters make their own page.
  const searched = await request.get("/sss?q=depozito&utm_source=x");
  expect(await searched.text()).toContain(`value="depozito"`);
});

test("consent given on different days gets the same page, which carries no day", async ({ browser }) => {
  const pages = [];
  for (const day of ["20260105", "20260611", "20261127"]) {
    const context = await browser.newContext();
    await context.addCookies([
      { name: "yolda_consent", value: `v1.necessary-analytics.${day}`, url: test.info().project.use.baseURL! },
    ]);
    const res = await context.request.get("/sss");
    const html = await res.text();
    expect(html).not.toContain(day);
    pages.push(res.headers().etag);
    await context.close();
  }
  expect(new Set(pages).size).toBe(1);
});

test("a page that reads only its own parameters shares one copy with 100 unknown ones, and none is written into it", async ({
  request,
}) => {
  // The first render tells the server which parameters the FAQ reads (q); from then on others are dropped.
  const first = await request.get("/sss?q=depozito");
  expect(first.status()).toBe(200);
  const tag = (await request.get("/sss?q=depozito&ref=newsletter")).headers().etag;
  expect(tag).toBe(first.headers().etag);
  for (let i = 0; i < 100; i++) {
    const res = await request.get(`/sss?q=depozito&ref=r${i}&v${i}=${i}`, { headers: { "if-none-match": tag ?? "" } });
    expect(res.status()).toBe(304);
  }
  const html = await (await request.get("/sss?q=depozito&partner=acme-secret")).text();
  expect(html).toContain(`value="depozito"`);
  expect(html).not.toContain("acme-secret");
  // English too, and the page's own parameter still makes its own page.
  await request.get("/en/sss?q=deposit");
  const en = await (await request.get("/en/sss?q=deposit&ref=mail")).text();
  expect(en).toContain(`value="deposit"`);
  expect(en).not.toContain("ref=mail");
});
