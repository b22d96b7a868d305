// Checks the browser specs make on every page they visit: axe finds nothing, the console stays
// clean, and a stored cookie choice keeps the consent banner out of the way.
import { axeFor } from "./axe.ts";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";

/** Axe finds no violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** Axe finds nothing once the page's loading bar (shown while data reloads after a post) is gone. */
export async function axeClean(page: Page) {
  await expect(page.locator('div[role="progressbar"]')).toHaveCount(0);
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Collects console errors and uncaught page errors. A refused post is logged by the browser as a
 * failed resource: the statuses in `expected` (e.g. /status of (400|429)/) are the expected answer.
 */
export function watchConsole(page: Page, expected?: RegExp) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !expected?.test(msg.text())) problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

/** Stores today's "necessary only" cookie choice, so the consent banner stays out of the way. */
export async function storeConsent(context: BrowserContext, baseURL: string | undefined) {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await context.addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" }]);
}
