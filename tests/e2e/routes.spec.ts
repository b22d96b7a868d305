import { expect, test, type Page } from "@playwright/test";
import { concretePath, routeTable, slugExamples } from "./route-table.ts";
import { expectAccessible } from "./support/page-checks.ts";

const table = routeTable;
const pages = table.filter((r) => ["page", "list", "form", "flow"].includes(r.kind));
// A visitor who opens a back-office address gets the staff sign-in page, the same page for all 60
// of them; that page is checked in the browser as its own row (/yonetim/giris). The back-office
// pages themselves are walked signed in by staff-a11y-walk.spec.ts (axe, Nu, every role). So these
// rows are checked over HTTP: 120 of this file's 196 browser tests visited that one page.
const visitorPages = pages.filter((r) => r.access !== "staff");
const staffPages = pages.filter((r) => r.access === "staff");

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

  test(`${lang} every back-office address sends a visitor to the staff sign-in, and back after it`, async ({
    request,
    baseURL,
  }) => {
    const slugs = await slugExamples(baseURL ?? "");
    for (const row of staffPages) {
      const path = prefix + concretePath(row, slugs);
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      const to = new URL(res.headers()["location"] ?? "", baseURL);
      expect(to.pathname, path).toBe(`${prefix}/yonetim/giris`);
      // Pages in the staff layout bring the visitor back to the address after signing in.
      if (row.layout === "staff") expect(to.searchParams.get("redirectTo"), path).toBe(path);
    }
  });

  for (const row of visitorPages) {
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
