import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";

async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

const questions = (page: Page) => page.locator("main details summary");

test("the FAQ filter narrows the questions as you type, Turkish-aware, and says how many match", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/sss");
  const all = await questions(page).count();
  expect(all).toBeGreaterThan(10);
  const input = page.getByRole("searchbox", { name: "Sorularda ara" });
  const status = page.locator("[aria-live=polite]").filter({ hasText: /soru bulundu|bulunamadı/ });

  await input.pressSequentially("depoz", { delay: 20 });
  await expect.poll(() => questions(page).count()).toBeLessThan(all);
  const narrowed = await questions(page).count();
  expect(narrowed).toBeGreaterThan(0);
  await expect(status).toHaveText(narrowed === 1 ? "1 soru bulundu" : `${narrowed} soru bulundu`);
  for (const text of await page.locator("main details").allInnerTexts())
    expect(text.toLocaleLowerCase("tr")).toContain("depoz");
  expect(new URL(page.url()).search).toBe(""); // filtered in the page, no navigation

  // Dotted and dotless I: "İPTAL" (Turkish keyboard) and "iptal" find the same questions.
  await input.fill("iptal");
  await expect.poll(() => questions(page).count()).toBeGreaterThan(0);
  const lower = await questions(page).allInnerTexts();
  await input.fill("İPTAL");
  await expect.poll(() => questions(page).allInnerTexts()).toEqual(lower);

  await input.fill("zzqxw");
  await expect(questions(page)).toHaveCount(0);
  await expect(page.getByText("Aramanızla eşleşen soru bulunamadı.").first()).toBeVisible();
  await expect(status).toHaveText("Aramanızla eşleşen soru bulunamadı.");

  await input.fill("");
  await expect(questions(page)).toHaveCount(all);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter is a search form: ?q= is filtered on the server", async ({ page }) => {
    await page.goto("/sss");
    const all = await questions(page).count();
    await page.getByRole("searchbox", { name: "Sorularda ara" }).fill("ehliyet");
    await page.getByRole("button", { name: "Ara", exact: true }).click();
    await expect(page).toHaveURL(/\/sss\?q=ehliyet$/);
    const found = await questions(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await expect(page.getByText(new RegExp(`^${found} soru bulundu$`))).toBeVisible();
    // The structured data still lists every question.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.mainEntity).toHaveLength(all);

    await page.goto("/en/sss?q=nothing-matches-this");
    await expect(page.getByText("No matching questions.").first()).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
  });
});

test("the FAQ page has no accessibility violations, with and without a filter", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "yolda_consent", value: "v1.necessary.20261121", url: baseURL ?? "" }]);
  await page.goto("/sss");
  await expectNoAxeViolations(page);
  await page.goto("/en/sss?q=deposit");
  await expectNoAxeViolations(page);
});
