import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/page-checks.ts";

// OpenStreetMap tiles are never fetched in tests: every tile request fails, as it would offline.
const TILE_HOSTS = /tile\.openstreetmap\.org/;

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    if (TILE_HOSTS.test(msg.location().url)) return;
    problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await page.route(TILE_HOSTS, (route) => route.abort("internetdisconnected"));
  // A recorded cookie choice keeps the consent banner from covering the page.
  await context.addCookies([{ name: "yolda_consent", value: "v1:necessary:20260101", url: baseURL ?? "" }]);
});

test.describe("offices", () => {
  test("the list groups offices by city with today's hours and an OpenStreetMap link", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/hizmet-noktalarimiz");
    const istanbul = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "İstanbul" }) });
    const airport = istanbul.getByRole("listitem").filter({ hasText: "İstanbul Havalimanı" });
    await expect(airport.getByText("7/24 açık")).toBeVisible();
    const mapLink = airport.getByRole("link", { name: /Haritada aç/ });
    await expect(mapLink).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=41.2753&mlon=28.7519#map=16/41.2753/28.7519",
    );
    // City offices say how they open today (Istanbul date): hours or closed.
    const kadikoy = istanbul.getByRole("listitem").filter({ hasText: "Kadıköy" });
    await expect(kadikoy.getByText(/^Bugün (\d\d:\d\d – \d\d:\d\d|kapalı)$/)).toBeVisible();
    // Turkish alphabetical order of cities.
    const cities = await page.locator("main h2").allTextContents();
    expect(cities.indexOf("İstanbul")).toBeLessThan(cities.indexOf("Kayseri"));
    await expectAccessible(page);
    expect(problems, "console errors").toEqual([]);
  });

  test("an office page shows the week's hours and a map dialog that works by keyboard without tiles", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto("/ofis-istanbul-kadikoy");
    await expect(page.getByRole("heading", { level: 1, name: "İstanbul Kadıköy" })).toBeVisible();
    const hours = page.getByRole("table");
    await expect(hours.getByRole("row")).toHaveCount(8);
    await expect(hours.getByRole("rowheader", { name: /Pazartesi/ })).toBeVisible();
    await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "+90 216 555 01 03" })).toHaveAttribute("href", "tel:+902165550103");
    await expect(page.getByText("Yaklaşan özel günler")).toBeVisible();
    await expect.poll(() => jsonLdTypes(page)).toEqual(["AutoRental", "BreadcrumbList"]);
    await expectAccessible(page);

    const opener = page.getByRole("button", { name: "Haritada göster" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "İstanbul Kadıköy haritada" });
    await expect(dialog).toBeVisible();
    // The close button takes the focus first; the address and a plain link are there without tiles.
    await expect(dialog.getByRole("button", { name: "Haritayı kapat" })).toBeFocused();
    await expect(dialog.getByText("Caferağa Mah. Moda Cad. No:58")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Haritada aç/ })).toHaveAttribute(
      "href",
      /openstreetmap\.org\/\?mlat=/,
    );
    await expect(dialog.getByRole("status")).toHaveText(/yüklenemiyor/);
    await expect(dialog.locator(".leaflet-container")).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // It opens again after closing (the map is rebuilt in the same container).
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Haritayı kapat" }).click();
    await expect(dialog).toBeHidden();
    expect(problems, "console errors").toEqual([]);
  });

  test("the search on an office page starts from that office", async ({ page }) => {
    await page.goto("/en/ofis-istanbul-kadikoy");
    const search = page.locator("section", {
      has: page.getByRole("heading", { name: "Search for a car from this office" }),
    });
    await expect(search.locator("form")).toBeVisible();
    await expect(search.locator('[name="alis"]')).toHaveValue("KDK");
  });

  for (const [prefix, text] of [
    ["", "Lokasyon Bulunamadı"],
    ["/en", "Location Not Found"],
  ] as const) {
    test(`an unknown office is a 404 saying ${text}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/ofis-boyle-bir-ofis-yok`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        prefix ? "The page you are looking for was not found" : "Aradığınız Sayfa Bulunamadı",
      );
      await expectAccessible(page);
    });
  }

  test("an unknown blog post is a plain 404 without the location line", async ({ page }) => {
    const response = await page.goto("/blog-boyle-bir-yazi-yok");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Aradığınız Sayfa Bulunamadı")).toBeVisible();
    await expect(page.getByText("Lokasyon Bulunamadı")).toHaveCount(0);
  });
});

test.describe("campaigns", () => {
  test("'use this campaign' brings the search with the campaign code", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/kampanya-erken-rezervasyon");
    await expect(page.getByText("ERKEN15", { exact: true })).toBeVisible();
    const search = page.locator("#kampanya-ara");
    const code = search.getByLabel(/Kampanya kodu/);
    await expect(code).toHaveValue("ERKEN15");
    // Even after the visitor cleared it, the action puts the code back.
    await code.fill("");
    await page.getByRole("link", { name: "Bu kampanyayı kullan" }).click();
    await expect(search.getByLabel(/Kampanya kodu/)).toHaveValue("ERKEN15");
    await expect(search.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(search).toBeInViewport();
    await expectAccessible(page);
    expect(problems, "console errors").toEqual([]);
  });

  test("a member campaign is marked, not usable by visitors and absent from their list", async ({ page }) => {
    await page.goto("/tum_kampanyalar");
    await expect(page.getByRole("link", { name: /Erken Rezervasyon/ })).toBeVisible();
    await expect(page.locator('a[href="/kampanya-uye-ozel"]')).toHaveCount(0);

    const response = await page.goto("/kampanya-uye-ozel");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Bu kampanya yalnızca üyelerimize özeldir", { exact: false })).toBeVisible();
    const signIn = page.getByRole("link", { name: "Giriş yap ve kullan" });
    await expect(signIn).toHaveAttribute("href", "/giris?redirectTo=%2Fkampanya-uye-ozel");
    await expect(page.getByRole("link", { name: "Bu kampanyayı kullan" })).toHaveCount(0);
    await expect(page.locator("#kampanya-ara")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("validity dates are written in the page's language", async ({ page }) => {
    await page.goto("/en/kampanya-erken-rezervasyon");
    await expect(
      page.getByText(/^For pick-ups from \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}$/),
    ).toBeVisible();
    await page.goto("/kampanya-erken-rezervasyon");
    await expect(
      page.getByText(/^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} – \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} arası alışlarda$/),
    ).toBeVisible();
  });

  test("the language switch on a slug page keeps the slug", async ({ page }) => {
    await page.goto("/kampanya-hafta-sonu");
    await page.getByRole("link", { name: "Sayfayı İngilizce görüntüle" }).click();
    await expect(page).toHaveURL(/\/en\/kampanya-hafta-sonu$/);
    await expect(page.getByRole("link", { name: "Use this campaign" })).toBeVisible();
  });
});

test.describe("carousels", () => {
  test("the buttons and arrow keys move the slides and keep the focus where it was", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/gezi-kapadokya");
    const carousel = page.locator('section[aria-roledescription="karusel"]', {
      has: page.getByRole("heading", { name: "Diğer gezi rotaları" }),
    });
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('[role="group"][aria-roledescription="slayt"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    await expect(slides.first()).toHaveAttribute("aria-label", `1 / ${count}`);
    const track = carousel.locator('[id][class*="snap-x"]');
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);

    const previous = carousel.getByRole("button", { name: "Önceki: Diğer gezi rotaları" });
    const next = carousel.getByRole("button", { name: "Sonraki: Diğer gezi rotaları" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(next).toBeFocused();
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    const afterOne = await scrollLeft();
    await page.keyboard.press("Space");
    await expect.poll(scrollLeft).toBeGreaterThan(afterOne + 50);
    await expect(next).toBeFocused();

    await previous.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBeLessThan(3);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toBeFocused();

    // Arrow keys work from inside the carousel, e.g. on a slide's link.
    await slides.first().getByRole("link").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(scrollLeft).toBeGreaterThan(100);

    // The trip page has the campaign carousel too, with the trip's own campaign first.
    await expect(page.getByRole("heading", { name: "Bu rota için kampanyalar" })).toBeVisible();
    await expect.poll(() => jsonLdTypes(page)).toEqual(["BreadcrumbList"]);
    await expectAccessible(page);
    expect(problems, "console errors").toEqual([]);
  });

  test("a trip with a campaign prefills the banner search with its code and office", async ({ page }) => {
    await page.goto("/gezi-alacati-cesme");
    const campaigns = page.locator('section[aria-roledescription="karusel"]', {
      has: page.getByRole("heading", { name: "Bu rota için kampanyalar" }),
    });
    await expect(campaigns.locator('[role="group"]').first()).toContainText(/Ege/i);
    await expect(page.getByLabel(/Kampanya kodu/).first()).toHaveValue("EGE500");
    await expect(page.locator('[name="alis"]').first()).toHaveValue("ADB");
  });

  test("campaign pages carry carousels of other campaigns and destinations", async ({ page }) => {
    await page.goto("/en/kampanya-erken-rezervasyon");
    const other = page.locator('section[aria-roledescription="carousel"]', {
      has: page.getByRole("heading", { name: "Other campaigns" }),
    });
    await expect(other.locator('[role="group"][aria-roledescription="slide"]').first()).toBeVisible();
    await expect(other.locator('a[href="/en/kampanya-erken-rezervasyon"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Trip ideas" })).toBeVisible();
  });
});

test.describe("blog and news", () => {
  test("the blog list is paginated by ?sayfa with rel prev/next", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/Tum_Blog");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(9);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/Tum_Blog\?sayfa=2$/);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.getByText("Sayfa 1 / 2")).toBeVisible();
    await page.getByRole("link", { name: "Sonraki sayfa" }).click();
    await expect(page).toHaveURL(/\/Tum_Blog\?sayfa=2$/);
    await expect(cards).toHaveCount(1);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/Tum_Blog$/);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/Tum_Blog\?sayfa=2$/);
    await expectAccessible(page);
    const beyond = await page.goto("/Tum_Blog?sayfa=3");
    expect(beyond?.status()).toBe(404);
    expect(
      problems.filter((p) => !p.includes("404")),
      "console errors",
    ).toEqual([]);
  });

  test("a blog post and a news item carry their article and breadcrumb data", async ({ page }) => {
    await page.goto("/Tum_Blog");
    await page.locator("main article a").first().click();
    await expect(page).toHaveURL(/\/blog-/);
    await expect.poll(() => jsonLdTypes(page)).toEqual(["BlogPosting", "BreadcrumbList"]);
    const [posting] = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = JSON.parse(posting ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      inLanguage: "tr-TR",
      author: { "@type": "Person" },
      publisher: { "@type": "Organization" },
    });
    expect(String(data.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByText(/^Yayın tarihi: /)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/en/tum_haberler");
    await page.locator("main article a").first().click();
    await expect(page).toHaveURL(/\/en\/haber-/);
    await expect.poll(() => jsonLdTypes(page)).toEqual(["NewsArticle", "BreadcrumbList"]);
    await expectAccessible(page);
  });
});
