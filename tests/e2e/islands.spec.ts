// The home page is server HTML with islands (docs/decisions/0063): React DOM hydrates the header,
// search bar, cookie banner, app prompt and footer link on their own, without React Router's client.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";

/** Console errors and warnings (a hydration mismatch is reported there) and uncaught errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Each island's name and whether React has a root on it. */
function islands(page: Page) {
  return page.locator("[data-island]").evaluateAll((elements) =>
    elements.map((e) => ({
      name: (e as HTMLElement).dataset["island"],
      hydrated: Object.keys(e).some((key) => key.startsWith("__reactContainer")),
    })),
  );
}

/**
 * Ids inside the islands that the server and the browser disagree on: React keeps the server's
 * attribute on hydration and renders with its own, so compare each element's attributes with the
 * props React holds for it, and check every reference points at an element.
 */
function idMismatches(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const attributes = [
      ["id", "id"],
      ["for", "htmlFor"],
      ["aria-labelledby", "aria-labelledby"],
      ["aria-describedby", "aria-describedby"],
      ["aria-controls", "aria-controls"],
    ] as const;
    for (const island of document.querySelectorAll("[data-island]")) {
      for (const el of island.querySelectorAll("*")) {
        const propsKey = Object.keys(el).find((key) => key.startsWith("__reactProps"));
        const props = propsKey ? ((el as unknown as Record<string, Record<string, unknown>>)[propsKey] ?? {}) : {};
        for (const [attribute, prop] of attributes) {
          const value = el.getAttribute(attribute);
          if (propsKey && typeof props[prop] === "string" && props[prop] !== value)
            found.push(`${attribute}: server ${value}, browser ${String(props[prop])}`);
          if (attribute === "id" || !value) continue;
          for (const id of value.split(/\s+/))
            if (!document.getElementById(id)) found.push(`${attribute}=${id} missing`);
        }
      }
    }
    return found;
  });
}

for (const [lang, path, accept, dark] of [
  ["tr", "/", "Tümünü kabul et", "Koyu"],
  ["en", "/en", "Accept all", "Dark"],
] as const) {
  test(`${lang}: the home page hydrates its islands without React Router's client, errors or lost ids`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await islands(page)).toEqual(
      ["consent", "header", "search", "cookie-link", "app-prompt"].map((name) => ({ name, hydrated: true })),
    );
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(await idMismatches(page)).toEqual([]);

    // A fetcher's post changes the page in place: the banner goes, the colour mode applies, no reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("button", { name: accept }).click();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: dark }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("banner").getByRole("button", { name: dark })).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "yolda_theme")?.value)
      .toBe("dark");

    // A search bar's validation message is tied to its field once hydrated.
    await page.locator("select").first().selectOption({ index: 0 });
    await page.getByRole("button", { name: lang === "tr" ? "Araç Bul" : "Find a Car" }).click();
    expect(await idMismatches(page)).toEqual([]);
    const results = await axeFor(page).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Links are document loads, and the next page is a React Router page again.
    await page
      .getByRole("banner")
      .getByRole("link", { name: lang === "tr" ? "Araçlarımız" : "Our Fleet" })
      .first()
      .click();
    await expect(page).toHaveURL(lang === "tr" ? /\/araclarimiz$/ : /\/en\/araclarimiz$/);
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(errors).toEqual([]);
  });
}
