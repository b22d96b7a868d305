import { expect, test, type Page } from "@playwright/test";
import { concretePath, routeTable, slugExamples } from "./route-table.ts";
import { expectAccessible } from "./support/page-checks.ts";

const table = routeTable;
const pages = table.filter((r) => ["page", "list", "form", "flow"].includes(r.kind));

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

test.describe.configure({ mode: "parallel" });

for (const lang of ["tr", "en"] as const) {
  const prefix = lang === "tr" ? "" : "/en";

  for (const row of pages) {
    test(`${lang} ${row.path} answers as the route table says`, async ({ page, baseURL }) => {
      const slugs = await slugExamples(baseURL ?? "");
      const path = prefix + (row.path === "/" && lang === "en" ? "" : concretePath(row, slugs));
      const problems = watchConsole(page);
      const response = await page.goto(path || "/en");
      expect(response?.status(), path).toBe(200);
      if (row.access === "member") {
        // Visitors are sent to sign in and back to where they were.
        expect(new URL(page.url()).pathname).toBe(`${prefix}/giris`);
        expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
      }
      if (row.access === "staff") {
        // Staff pages send visitors to the staff sign-in (desk pages: and back).
        expect(new URL(page.url()).pathname).toBe(`${prefix}/yonetim/giris`);
        if (row.layout === "staff") expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
      }
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(/ - Yolda$/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectAccessible(page);
      expect(problems, "console errors").toEqual([]);
    });
  }

  test(`${lang} old home designs redirect permanently to the home page`, async ({ request }) => {
    for (const row of table.filter((r) => r.kind === "redirect")) {
      const res = await request.get(`${prefix}${row.path}`, { maxRedirects: 0 });
      expect(res.status(), row.path).toBe(301);
      expect(res.headers()["location"]).toBe(lang === "tr" ? "/" : "/en");
    }
  });

  test(`${lang} an unknown route is a real 404 with the spec's texts`, async ({ page }) => {
    const response = await page.goto(`${prefix}/bu-sayfa-yok/hic`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    if (lang === "tr") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aradığınız Sayfa Bulunamadı");
      await expect(page.getByText("Ana Sayfaya Dönerek Sitemizi Gezebilirsiniz.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Ana Sayfa", exact: true }).last()).toHaveAttribute("href", "/");
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The page you are looking for was not found");
      await expect(page.getByRole("link", { name: "Home", exact: true }).last()).toHaveAttribute("href", "/en");
    }
    // The address shown is the one the visitor asked for, its /en included.
    await expect(
      page.getByText(lang === "tr" ? "İstenen adres: /bu-sayfa-yok/hic" : "Requested address: /en/bu-sayfa-yok/hic"),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test(`${lang} unknown slug prefixes and slugs are 404`, async ({ request }) => {
    for (const path of ["/foo-bar", "/blog-bu-yazi-yok", "/ofis-yok-boyle-ofis", "/uye-bilinmeyen", "/kampanya-yok"]) {
      const res = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });
}

test("the payment callback only accepts the bank's POST", async ({ request }) => {
  const res = await request.get("/odemecallback", { maxRedirects: 0 });
  expect(res.status()).toBe(405);
});

test("sitemap lists every public page in both languages with alternates; robots points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  for (const path of ["/", "/en", "/araclarimiz", "/en/araclarimiz", "/sss", "/en/sss"]) expect(locs).toContain(path);
  expect(xml).toContain('hreflang="x-default"');
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
