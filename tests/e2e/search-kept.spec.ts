// The booking search's results kept by the server (docs/decisions/0062): a search asked again by
// visitors without a session is answered from memory, carries nobody's XSRF token, and a car chosen
// from it goes on to the next step with and without JavaScript.
import { expect, test, type APIResponse } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { flowLanguages } from "./support/languages.ts";

/** A search no other test asks: a pick-up 150-249 days ahead at Istanbul Airport. */
function ownSearch(lang: "tr" | "en") {
  const pickup = addDays(istanbulDate(new Date()), 150 + Math.floor(Math.random() * 100));
  const prefix = lang === "en" ? "/en" : "";
  return `${prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T11:30&donusTarihi=${addDays(pickup, 4)}T11:30`;
}

const xsrfCookie = (res: APIResponse) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => /XSRF-TOKEN=([^;]+)/.exec(h.value)?.[1])
    .find(Boolean) ?? null;

for (const lang of flowLanguages("tr")) {
  test(`${lang}: a search asked again is answered from memory without anyone's token, and its cars can be chosen`, async ({
    playwright,
    baseURL,
    browser,
  }) => {
    const url = ownSearch(lang);
    // Three visitors without cookies ask the same search.
    const visitors = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL: baseURL! })));
    const first = await visitors[0]!.get(url);
    expect(first.status()).toBe(200);
    const firstToken = xsrfCookie(first);
    expect(firstToken).toBeTruthy();
    const firstHtml = await first.text();
    // Results are the same for everyone: even the page rendered for this visitor carries no token
    // (its forms are checked by origin, decision 0062), though the visitor gets its cookie.
    expect(firstHtml.includes(firstToken!)).toBe(false);
    expect(firstHtml.includes('name="_xsrf" value=""')).toBe(true);
    const second = await visitors[1]!.get(url);
    expect(second.status()).toBe(200);
    await second.text();
    // Asked a second time, the results were kept: the third visitor gets them from memory, with no
    // cookie set, no one's token inside, and never for a browser or a CDN to keep. Another test's
    // booking empties the kept copies (decision 0062), also between two of these asks (CI's flaky
    // run): a visitor who still got a render is followed by a new one, without cookies.
    let third = await visitors[2]!.get(url);
    for (let attempt = 0; attempt < 5 && xsrfCookie(third) !== null; attempt++) {
      await third.text();
      await new Promise((resolve) => setTimeout(resolve, 250));
      const another = await playwright.request.newContext({ baseURL: baseURL! });
      visitors.push(another);
      third = await another.get(url);
    }
    expect(third.status()).toBe(200);
    expect(xsrfCookie(third)).toBeNull();
    expect(third.headers()["cache-control"]).toBe("private, no-store");
    const kept = await third.text();
    expect(kept.includes(firstToken!)).toBe(false);
    expect(kept.includes('name="_xsrf" value=""')).toBe(true);
    const cards = (html: string) => [...html.matchAll(/data-testid="vehicle-card"/g)].length;
    expect(cards(kept)).toBeGreaterThan(0);
    expect(cards(kept)).toBe(cards(firstHtml));
    await Promise.all(visitors.map((v) => v.dispose()));

    // A visitor with JavaScript, and one without, choose a car from the kept page: step 2.
    for (const javaScriptEnabled of [true, false]) {
      // No cookies at all, like the visitors above: the same copy. Another test's booking empties
      // the kept copies (decision 0062); asked twice again, the search is kept again.
      let context = await browser.newContext({ javaScriptEnabled });
      let page = await context.newPage();
      let fromMemory = false;
      for (let attempt = 0; attempt < 5 && !fromMemory; attempt++) {
        if (attempt > 0) {
          await context.close();
          for (let ask = 0; ask < 2; ask++) {
            const asker = await playwright.request.newContext({ baseURL: baseURL! });
            await (await asker.get(url)).text();
            await asker.dispose();
          }
          context = await browser.newContext({ javaScriptEnabled });
          page = await context.newPage();
        }
        const response = await page.goto(url);
        fromMemory = !(await response?.headerValue("set-cookie"));
      }
      expect(fromMemory).toBe(true);
      await page.getByTestId("vehicle-card").first().getByRole("button").click();
      await expect(page).toHaveURL(/adim=2/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await context.close();
    }
  });
}

test("a car chosen the moment the results appear, while React takes the page over, goes on to step 2", async ({
  browser,
  baseURL,
}) => {
  // Hydrated as a transition, 3 to 5 of 8 such clicks were lost (no request left the browser).
  for (let attempt = 0; attempt < 4; attempt++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}${ownSearch("tr")}`, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Araç seçimi", exact: true }).waitFor();
    await page.getByTestId("vehicle-card").nth(attempt).getByRole("button").click();
    await expect(page).toHaveURL(/adim=2/);
    await context.close();
  }
});
