// Trip pages and FAQ entries in the content editor (docs/decisions/0061): an editor
// (content role) edits an FAQ answer and it is on /en/sss within seconds; takes a trip page off the
// site, gives it a new English name and address (another trip's address is refused, nothing typed
// lost), previews it and publishes it: it is on /en/gezi-<new address> and in the sitemap. Axe
// finds nothing on the list, the edit pages and the preview.
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";

const shots = process.env.CONTENT_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${shots}/${name}-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an editor changes an FAQ answer and publishes a trip page in English: both are on /en within seconds", async ({
  page,
  browser,
  baseURL,
}) => {
  const mark = Date.now().toString(36);
  const answer = `Smoking is not allowed in our cars (${mark}); pets travel in a carrier.`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The visitor has the FAQ page (kept in the page cache) open before the change.
  await visitor.goto("/en/sss");
  await expect(visitor.getByText(answer)).toHaveCount(0);

  // The FAQ entry: its English answer edited beside the Turkish one; it is live at once.
  await signInAsStaff(page, "content", "en", "/en/yonetim/icerik?tur=sss");
  await expect(page.getByRole("link", { name: "Frequently asked questions" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await screenshot(page, "content-faq-list-en");
  await page.getByRole("link", { name: "Can I smoke in the car? Can I bring my pet?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit question" })).toBeVisible();
  await expect(page.getByLabel("Topic")).toHaveValue("vehicle");
  const en = page.getByRole("group", { name: "English" });
  await expect(page.getByRole("group", { name: "Turkish" }).getByLabel("Answer")).not.toHaveValue("");
  await en.getByLabel("Answer").fill(answer);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(en.getByLabel("Answer")).toHaveValue(answer);
  await expectAccessible(page);
  await screenshot(page, "content-faq-edit-en");
  await expect(async () => {
    await visitor.goto("/en/sss");
    await expect(visitor.getByText(answer)).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 10_000 });

  // The trip page: taken off the site, renamed, previewed, published again under a new address.
  await page.goto("/en/yonetim/icerik?tur=gezi");
  await expectAccessible(page);
  // Found by its address (a retried run finds it under the address the first attempt gave it).
  await page.getByTestId("content-row").filter({ hasText: "/gezi-sile-agva" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit trip page" })).toBeVisible();
  const oldSlug = await page.getByLabel("Address (slug)").inputValue();
  expect((await visitor.goto(`/en/gezi-${oldSlug}`))?.status()).toBe(200);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toHaveText("Unpublished; it is a draft again.");
  // The visitor's page came from the page cache a moment ago: gone within seconds on every server.
  await expect(async () => {
    expect((await visitor.goto(`/en/gezi-${oldSlug}`))?.status()).toBe(404);
  }).toPass({ timeout: 10_000 });

  const name = `Şile coast ${mark}`;
  const tripEn = page.getByRole("group", { name: "English" });
  await tripEn.getByLabel("Place name").fill(name);
  await page.getByLabel("Address (slug)").fill("kapadokya");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Another trip page already uses this address; choose another one.")).toBeVisible();
  await expect(tripEn.getByLabel("Place name")).toHaveValue(name);
  await expect(page.getByLabel("Address (slug)")).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, "content-trip-error-en");

  const slug = `sile-agva-${mark}`;
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.getByRole("link", { name: "English preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Preview: visitors cannot see this page (Draft).")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await screenshot(page, "content-trip-preview-en");
  await page.getByRole("link", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published; the page is on the site within seconds.");
  await expectAccessible(page);
  await screenshot(page, "content-trip-edit-en");
  await expect(async () => {
    expect((await visitor.goto(`/en/gezi-${slug}`))?.status()).toBe(200);
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectAccessible(visitor);
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${baseURL}/en/gezi-${slug}<`);
  await visitorContext.close();
});

test("tr the trip and FAQ lists and a new question's form in Turkish; a question without its answer is refused", async ({
  page,
}) => {
  await signInAsStaff(page, "content", "tr", "/yonetim/icerik?tur=gezi");
  await expect(page.getByRole("link", { name: "Gezi sayfaları" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("content-row").first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "content-trip-list-tr");
  await page.getByRole("link", { name: "Sıkça sorulan sorular" }).click();
  await page.getByRole("link", { name: "Yeni soru" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Yeni soru" })).toBeVisible();
  await page.getByLabel("Konu").selectOption("payment");
  await page.getByRole("group", { name: "Türkçe" }).getByLabel("Soru").fill("Havale ile ödeyebilir miyim?");
  await page.getByRole("button", { name: "Taslak olarak kaydet" }).click();
  await expect(page.getByRole("group", { name: "Türkçe" }).getByText("Yanıtı girin.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Türkçe" }).getByLabel("Soru")).toHaveValue(
    "Havale ile ödeyebilir miyim?",
  );
  await expectAccessible(page);
  await screenshot(page, "content-faq-new-tr");
});
