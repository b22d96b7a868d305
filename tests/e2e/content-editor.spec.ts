// The content editor (/yonetim/icerik, docs/decisions/0049). Done when: an editor
// (content role) publishes an English news item and it appears on /en with its sitemap entry. On
// the way: a slug another news item uses is refused with what was typed kept; a draft is not on
// the site and its preview (staff only, noindex) shows it with the public page's components; a
// visitor who had the news list cached sees the item within seconds of publishing; markup typed
// into a body shows as text; axe finds nothing; roles without content.edit get the 403 page.
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

test("an editor publishes an English news item: it appears on /en, in the news list and in the sitemap", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = `e2e-news-${Date.now().toString(36)}`;
  const title = `Night desk opens at ${slug}`;
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const taken = /\/en\/haber-([a-z0-9-]+)</.exec(sitemap)?.[1] ?? "";
  expect(taken).not.toBe("");

  // A visitor has the English news list (now kept in the page cache) open before the item exists.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/en/tum_haberler");
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);

  await signInAsStaff(page, "content", "en", "/en/yonetim/icerik?tur=haber");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Content", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("content-row").first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "content-list-en");

  await page.getByRole("link", { name: "New news item" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New news item" })).toBeVisible();
  const tr = page.getByRole("group", { name: "Turkish" });
  const en = page.getByRole("group", { name: "English" });
  await page.getByLabel("Address (slug)").fill(taken);
  await page.getByLabel("Banner picture").selectOption("night-drive");
  await tr.getByLabel("Title").fill(`Gece masası açıldı ${slug}`);
  await tr.getByLabel("Summary").fill("Gece teslimleri artık mümkün.");
  await tr.getByLabel("Text").fill("Gece masamız açıldı.\n\n## Saatler\n\n- 22:00-06:00");
  await en.getByLabel("Title").fill(title);
  await en.getByLabel("Summary").fill("Night pick-ups are now possible.");
  await en.getByLabel("Text").fill(`Our night desk is open.\n\n<script>window.__xss = 1</script>\n\n- 22:00-06:00`);

  // A slug another news item already uses: refused, nothing typed is lost.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Another news item already uses this address; choose another one.")).toBeVisible();
  await expect(en.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Address (slug)")).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, "content-edit-error-en");

  // Saved as a draft: not on the site.
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft created.");
  await expect(page.getByRole("heading", { level: 1, name: "Edit news item" })).toBeVisible();
  expect((await visitor.goto(`/en/haber-${slug}`))?.status()).toBe(404);

  // The preview renders the draft with the public page's components, never cached, noindex.
  const previewResponse = page.waitForResponse((r) => r.url().includes("/onizleme"));
  await page.getByRole("link", { name: "English preview" }).click();
  const headers = (await previewResponse).headers();
  expect(headers["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Preview: visitors cannot see this page (Draft).")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await screenshot(page, "content-preview-en");
  await page.getByRole("link", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published; the page is on the site within seconds.");
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "content-edit-en");

  // The visitor's cached list shows it within seconds (every app server was told).
  await expect(async () => {
    await visitor.goto("/en/tum_haberler");
    await expect(visitor.getByRole("link", { name: title })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect((await visitor.goto(`/en/haber-${slug}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Markup typed into the body is text, never run.
  await expect(visitor.getByText("<script>window.__xss = 1</script>")).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expectAccessible(visitor);

  const after = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(after).toContain(`${baseURL}/en/haber-${slug}<`);
  await visitorContext.close();
});

test("tr the content list and a legal text in Turkish, and roles without content.edit get the 403 page", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, "content", "tr", "/yonetim/icerik");
  await expect(page.getByRole("heading", { level: 1, name: "İçerik" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Blog yazıları" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await screenshot(page, "content-list-tr");
  await page.getByTestId("content-row").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog yazısını düzenle" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Türkçe" }).getByLabel("Başlık")).not.toHaveValue("");
  await expectAccessible(page);
  await screenshot(page, "content-edit-tr");

  // The legal texts: edited in both languages side by side, previewed with the public components.
  await page.getByRole("link", { name: "İçerik listesine dön" }).click();
  await page.getByRole("link", { name: "Yasal ve bilgi metinleri" }).click();
  await page.getByRole("link", { name: "KVKK aydınlatma metni" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Metni düzenle: KVKK aydınlatma metni" })).toBeVisible();
  await expect(page.getByRole("group", { name: "İngilizce" }).getByLabel("Metin")).not.toHaveValue("");
  await expectAccessible(page);
  await screenshot(page, "content-text-tr");
  await page.getByRole("link", { name: "Türkçe önizleme" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "KVKK aydınlatma metni" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "content-text-preview-tr");

  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAsStaff(office, "office", "en");
  await expect(office.getByRole("link", { name: "Content", exact: true })).toHaveCount(0);
  expect((await office.goto("/en/yonetim/icerik"))?.status()).toBe(403);
  expect((await office.goto("/en/yonetim/icerik/haber/1/onizleme"))?.status()).toBe(403);
  await officeContext.close();
});
