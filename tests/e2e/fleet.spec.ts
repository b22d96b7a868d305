import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./support/page-checks.ts";

// The fleet page: filters and sort live in the URL and are applied by the server.

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

const cards = (page: Page) => page.locator("#main").getByRole("article");
const count = (page: Page) => page.getByTestId("fleet-count");

/** "1.234,56 TL" (tr) or "1,234.56 TL" (en) as kuruş. */
function kurus(text: string, lang: "tr" | "en" = "tr"): number {
  const number = text.replace(" TL", "").trim();
  const plain = lang === "tr" ? number.replace(/\./g, "").replace(",", ".") : number.replace(/,/g, "");
  return Math.round(Number(plain) * 100);
}

async function prices(page: Page): Promise<number[]> {
  return (await page.getByTestId("from-price").allTextContents()).map((t) => kurus(t));
}

async function names(page: Page): Promise<string[]> {
  return (await cards(page).locator("h3").allTextContents()).map((t) => t.replace(/\s*veya benzeri$/, "").trim());
}

async function eachCard(list: Locator, check: (card: Locator) => Promise<void>) {
  const n = await list.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await check(list.nth(i));
}

test.describe.configure({ mode: "parallel" });

test("every model shows its facts, prices and campaign gain", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/araclarimiz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Araçlarımız");
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(20);
  await expect(count(page)).toHaveText(`${total} araç bulundu`);
  // The search bar stays in the banner.
  await expect(page.getByRole("button", { name: "Araç Bul" })).toBeVisible();

  const togg = cards(page).filter({ has: page.getByRole("heading", { name: /Togg T10X/ }) });
  await expect(togg).toContainText("SUV · IFAR");
  await expect(togg).toContainText("veya benzeri");
  await expect(togg.getByRole("img")).toHaveAttribute("src", "/images/cars/suv-grey.svg");
  await expect(togg.getByRole("img")).toHaveAttribute("alt", "Togg T10X, gri SUV");
  for (const text of [
    "Elektrik",
    "Otomatik",
    "16,9 kWh/100 km",
    "218 HP",
    "Günde 300 km",
    "25 yaş",
    "En az 3 yıl",
    "15.000,00 TL",
  ]) {
    await expect(togg).toContainText(text);
  }
  await expect(togg).toContainText(/Üyelere %15 indirimle günlük [\d.]+,\d\d TL/);
  const gain = togg.getByTestId("campaign-gain");
  await expect(gain).toContainText(/koduyla \d+ günlük kiralamada [\d.]+,\d\d TL indirim/);
  await expect(gain.getByRole("link")).toHaveAttribute("href", /^\/kampanya-/);

  const egea = cards(page).filter({ has: page.getByRole("heading", { name: /Fiat Egea Sedan/ }) });
  await expect(egea).toContainText("4,4 lt/100 km");
  // Member price = from price - 10%.
  const from = kurus((await egea.getByTestId("from-price").textContent()) ?? "");
  const member = (from - Math.round(from / 10)) / 100;
  const tl = member.toLocaleString("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(egea).toContainText(`%10 indirimle günlük ${tl} TL`);
  expect(problems, "console errors").toEqual([]);
});

test("filters by class and brand; the URL carries them", async ({ page }) => {
  await page.goto("/araclarimiz");
  await page.getByRole("checkbox", { name: /^SUV\b/ }).check();
  await expect(page).toHaveURL(/[?&]sinif=suv(&|$)/);
  // The URL changes before the filtered list arrives: wait until the list is narrowed.
  await expect(count(page)).not.toHaveText("40 araç bulundu");
  await expect(count(page)).toHaveText(/^\d+ araç bulundu$/);
  const suvs = await cards(page).count();
  await expect(count(page)).toHaveText(`${suvs} araç bulundu`);
  await eachCard(cards(page), (card) => expect(card).toContainText("SUV · IFAR"));

  await page.getByRole("checkbox", { name: /^Premium\b/ }).check();
  await expect(page).toHaveURL(/sinif=suv&sinif=premium/);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(suvs);

  await page.getByRole("checkbox", { name: /^Peugeot\b/ }).check();
  await expect(page).toHaveURL(/sinif=suv&sinif=premium&marka=peugeot/);
  await expect.poll(() => names(page)).toEqual(["Peugeot 2008", "Peugeot 3008"]);
  await expect(count(page)).toHaveText("2 araç bulundu");

  // The URL alone gives the same page (shareable, reloadable), comma lists included.
  await page.goto("/araclarimiz?sinif=suv,premium&marka=peugeot");
  expect(await names(page)).toEqual(["Peugeot 2008", "Peugeot 3008"]);
  await expect(page.getByRole("checkbox", { name: /^Peugeot\b/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^SUV\b/ })).toBeChecked();

  await page.getByRole("link", { name: "Filtreleri temizle" }).first().click();
  await expect(page).toHaveURL(/\/araclarimiz$/);
  await expect(page.getByRole("checkbox", { name: /^Peugeot\b/ })).not.toBeChecked();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(2);
});

test("filters by a price range on the daily from price", async ({ page }) => {
  await page.goto("/araclarimiz");
  await page.getByLabel("En az").fill("1000");
  await page.getByLabel("En çok").fill("1500");
  await page.getByRole("button", { name: "Filtreleri uygula" }).click();
  await expect(page).toHaveURL(/fiyatMin=1000&fiyatMax=1500/);
  await expect(page.getByLabel("En az")).toHaveValue("1000");
  await expect.poll(async () => (await prices(page)).every((p) => p >= 100_000 && p <= 150_000)).toBe(true);
  const shown = (await prices(page)).length;
  expect(shown).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${shown} araç bulundu`);
});

test("a price typed before the page's scripts have run is kept after they start", async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/araclarimiz", { waitUntil: "domcontentloaded" });
  await page.getByLabel("En az").fill("1000");
  release();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("En çok").fill("1500");
  await page.getByRole("button", { name: "Filtreleri uygula" }).click();
  await expect(page).toHaveURL(/fiyatMin=1000&fiyatMax=1500/);
});

test("campaign-only keeps exactly the models with a campaign gain", async ({ page }) => {
  await page.goto("/araclarimiz");
  const withGain = await cards(page)
    .filter({ has: page.getByTestId("campaign-gain") })
    .count();
  await page.getByRole("checkbox", { name: "Yalnızca kampanyalı araçlar" }).check();
  await expect(page).toHaveURL(/kampanya=1/);
  await expect(count(page)).toHaveText(withGain === 1 ? "1 araç bulundu" : `${withGain} araç bulundu`);
  if (withGain > 0) await eachCard(cards(page), (card) => expect(card.getByTestId("campaign-gain")).toBeVisible());
});

test("sorts by price both ways and by name both ways", async ({ page }) => {
  await page.goto("/araclarimiz");
  const sort = page.getByLabel("Sırala");

  await sort.selectOption("fiyat-artan");
  await expect(page).toHaveURL(/sirala=fiyat-artan/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) <= v);
    })
    .toBe(true);

  await sort.selectOption("fiyat-azalan");
  await expect(page).toHaveURL(/sirala=fiyat-azalan/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) >= v) && (p[0] ?? 0) > (p.at(-1) ?? 0);
    })
    .toBe(true);

  const collator = new Intl.Collator("tr", { sensitivity: "base", numeric: true });
  await sort.selectOption("ad-artan");
  await expect(page).toHaveURL(/sirala=ad-artan/);
  await expect
    .poll(async () => {
      const n = await names(page);
      return n.join("|") === [...n].sort(collator.compare).join("|") && n[0]?.startsWith("Audi");
    })
    .toBe(true);

  await sort.selectOption("ad-azalan");
  await expect(page).toHaveURL(/sirala=ad-azalan/);
  await expect
    .poll(async () => {
      const n = await names(page);
      return n.join("|") === [...n].sort(collator.compare).reverse().join("|") && n[0]?.startsWith("Volvo");
    })
    .toBe(true);
});

test("works without JavaScript: a plain GET form filtered and sorted by the server", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/araclarimiz");
  await page.getByRole("checkbox", { name: /^SUV\b/ }).check();
  await page.getByRole("checkbox", { name: /^Ekonomik\b/ }).check();
  await page.getByLabel("En çok").fill("3000");
  await page.getByLabel("Sırala").selectOption("fiyat-azalan");
  await page.getByRole("button", { name: "Filtreleri uygula" }).click();
  await expect(page).toHaveURL(/sinif=ekonomik&sinif=suv/);
  await expect(page).toHaveURL(/fiyatMax=3000/);
  await expect(page).toHaveURL(/sirala=fiyat-azalan/);
  const p = await prices(page);
  expect(p.length).toBeGreaterThan(1);
  expect(p.every((v) => v <= 300_000)).toBe(true);
  expect([...p].sort((a, b) => b - a)).toEqual(p);
  await eachCard(cards(page), (card) => expect(card).toContainText(/^(Ekonomik|SUV) · /));
  await expect(count(page)).toHaveText(`${p.length} araç bulundu`);

  // The sort has its own button without JavaScript.
  await page.getByLabel("Sırala").selectOption("ad-artan");
  await page.getByRole("button", { name: "Sırala", exact: true }).click();
  await expect(page).toHaveURL(/sirala=ad-artan/);
  await expect(page).toHaveURL(/sinif=ekonomik/);

  await page.getByRole("checkbox", { name: "Yalnızca kampanyalı araçlar" }).check();
  await page.getByRole("button", { name: "Filtreleri uygula" }).click();
  await expect(page).toHaveURL(/kampanya=1/);
  await context.close();
});

test("says clearly when nothing matches, in Turkish and English, with a way back", async ({ page }) => {
  await page.goto("/araclarimiz?fiyatMin=1&fiyatMax=2");
  await expect(page.getByText("Seçtiğiniz filtrelere uyan araç bulunamadı.")).toBeVisible();
  await expect(count(page)).toHaveText("0 araç bulundu");
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Filtreleri temizle" }).last().click();
  await expect(page).toHaveURL(/\/araclarimiz$/);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);

  await page.goto("/en/araclarimiz?kampanya=1&fiyatMax=1&sirala=ad-artan");
  await expect(page.getByText("No model matches your filters.")).toBeVisible();
  await expect(count(page)).toHaveText("0 models found");
  const clear = page.getByRole("link", { name: "Clear filters" }).last();
  await expect(clear).toHaveAttribute("href", "/en/araclarimiz?sirala=ad-artan");
  await expectAccessible(page);
  await clear.click();
  await expect(page).toHaveURL(/\/en\/araclarimiz\?sirala=ad-artan$/);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
});

test("bad query values are ignored, not errors", async ({ page }) => {
  const all = await (async () => {
    await page.goto("/araclarimiz");
    return cards(page).count();
  })();
  const response = await page.goto(
    "/araclarimiz?sinif=uzay&marka=%00&fiyatMin=abc&fiyatMax=-3&kampanya=evet&sirala=rastgele",
  );
  expect(response?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(all);
  // A reversed range is read the right way round.
  await page.goto("/araclarimiz?fiyatMin=1500&fiyatMax=1000");
  expect((await prices(page)).every((p) => p >= 100_000 && p <= 150_000)).toBe(true);
});

test("English page: texts, formats and sort", async ({ page }) => {
  await page.goto("/en/araclarimiz?marka=togg");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Fleet");
  await expect(count(page)).toHaveText("1 model found");
  const card = cards(page).first();
  await expect(card).toContainText("16.9 kWh/100 km");
  await expect(card).toContainText("15,000.00 TL");
  await expect(card.getByRole("img")).toHaveAttribute("alt", "Togg T10X, a grey SUV");
  await expect(page.getByRole("checkbox", { name: /^Togg\b/ })).toBeChecked();
  await expect(page.getByLabel("Sort by")).toBeVisible();
});

test("on a phone the filters fold into a disclosure", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  await page.goto("/araclarimiz?sinif=suv");
  const toggle = page.locator("summary", { hasText: "Filtreler (1)" });
  await expect(toggle).toBeVisible();
  const suv = page.getByRole("checkbox", { name: /^SUV\b/ });
  await expect(suv).toBeHidden();
  await toggle.click();
  await expect(suv).toBeVisible();
  await expect(suv).toBeChecked();
  await expectAccessible(page);
  await context.close();
});

for (const [lang, path] of [
  ["tr", "/araclarimiz"],
  ["en", "/en/araclarimiz"],
] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`${lang} ${theme}: axe finds nothing, no console errors`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "yolda_theme", value: theme, url: baseURL ?? "" }]);
      const problems = watchConsole(page);
      await page.goto(`${path}?sinif=suv&sirala=fiyat-artan`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectAccessible(page);
      expect(problems, "console errors").toEqual([]);
    });
  }
}
