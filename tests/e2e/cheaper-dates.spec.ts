// Issue 31 items 2 and 4 in the browser, tr and en at 390 and 1280 px: the cheaper-dates grid
// (decision 0116) read as a table and followed by a cell's link from the keyboard, and a
// 21-year-old driver's refused classes set apart with the reason (decision 0117). Axe on each.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { expectAccessible, storeConsent, watchConsole } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";
const SHOTS = "/work/shots/cust-search";

const texts = {
  tr: {
    base: "/rezervasyon",
    current: "Aramanız",
    cheapest: "En ucuz",
    age: "Sürücü yaşı",
    licence: "Ehliyet yılı",
    apply: "Sürücüye göre göster",
    refusedTitle: "Bu sürücünün kiralayamayacağı sınıflar",
    reason: /^21 yaşındaki sürücüler bu sınıfı kiralayamaz: en az (2[2-9]) yaş$/,
    ageInvalid: "Sürücü yaşı 18 ile 99 arasında bir tam sayı olmalıdır.",
  },
  en: {
    base: "/en/rezervasyon",
    current: "Your search",
    cheapest: "Cheapest",
    age: "Driver's age",
    licence: "Years of licence",
    apply: "Show for this driver",
    refusedTitle: "Classes this driver cannot rent",
    reason: /^21-year-old drivers cannot rent this class: minimum age (2[2-9])$/,
    ageInvalid: "The driver's age must be a whole number from 18 to 99.",
  },
} as const;

// Istanbul Airport is open around the clock: every pair of the grid is a valid search.
const day = addDays(istanbulDate(new Date()), 24);
const searchUrl = (lang: Lang, from = day, to = addDays(day, 3)) =>
  `${texts[lang].base}?alis=IST&donus=IST&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00&kampanya=`;

/** The part of the page a test is about, and the whole page for its layout. */
async function shot(page: Page, part: Locator, name: string) {
  await part.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-page.png`, fullPage: true });
}

for (const lang of flowLanguages("tr")) {
  for (const width of [390, 1280] as const) {
    test.describe(`${lang} ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the cheaper-dates grid is a table whose cells link to their searches", async ({
        page,
        context,
        baseURL,
      }) => {
        await storeConsent(context, baseURL);
        const problems = watchConsole(page);
        await page.goto(searchUrl(lang));
        const grid = page.locator("table[data-date-grid]");
        await expect(grid).toBeVisible();
        await expect(grid.locator("caption")).not.toBeEmpty();
        await expect(grid.locator('thead th[scope="col"]')).toHaveCount(7);
        await expect(grid.locator('tbody th[scope="row"]')).toHaveCount(7);
        // The searched pair is marked, and costs what the cheapest card shown costs.
        const current = grid.locator('a[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toContainText(texts[lang].current);
        const cheapestCard = (await page.getByTestId("offer-total").first().textContent())?.trim() ?? "";
        expect(cheapestCard).toMatch(/TL$/);
        await expect(current).toContainText(cheapestCard);
        // The cheapest is said in words, not only in colour.
        await expect(grid.getByText(texts[lang].cheapest).first()).toBeVisible();
        // A return before the pick-up cannot be booked, and the cell says so.
        await expect(grid.locator('td[data-cell="3,-3"]')).not.toContainText("TL");
        await expect(grid.locator('td[data-cell="3,-3"]')).not.toBeEmpty();
        await expectAccessible(page);
        await shot(page, page.getByTestId("date-grid-section"), `grid-${lang}-${width}`);
        // The grid scrolls inside its box; the page itself never scrolls sideways (its cells'
        // screen-reader texts once widened a 390 px page to 850 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // Next day's pick-up and return, by the keyboard: the link's search opens with that pair marked.
        const next = grid.locator('td[data-cell="1,1"] a');
        const price = (await next.locator("span").first().textContent())?.trim() ?? "";
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`alisTarihi=${addDays(day, 1)}T10%3A00`));
        await expect(page).toHaveURL(new RegExp(`donusTarihi=${addDays(day, 4)}T10%3A00`));
        const moved = page.locator('table[data-date-grid] a[aria-current="page"]');
        await expect(moved).toContainText(price);
        await expect(page.locator('table[data-date-grid] td[data-cell="0,0"] a')).toHaveAttribute(
          "href",
          /alisTarihi=/,
        );
        expect(problems).toEqual([]);
      });

      test("a 21-year-old sees the classes they cannot rent apart, with the reason", async ({
        page,
        context,
        baseURL,
      }) => {
        await storeConsent(context, baseURL);
        const problems = watchConsole(page);
        const t = texts[lang];
        await page.goto(searchUrl(lang));
        const allCars = await page.getByTestId("vehicle-card").count();
        // A typing slip is said in words and kept in the field.
        await page.getByLabel(t.age).fill("12");
        await page.getByRole("button", { name: t.apply }).click();
        await expect(page.getByRole("alert").filter({ hasText: t.ageInvalid })).toBeVisible();
        await expect(page.getByLabel(t.age)).toHaveValue("12");
        await page.getByLabel(t.age).fill("21");
        await page.getByLabel(t.licence).fill("3");
        await page.getByRole("button", { name: t.apply }).click();
        await expect(page).toHaveURL(/surucuYasi=21/);
        await expect(page.getByLabel(t.age)).toHaveValue("21");
        const refused = page.getByTestId("refused-classes");
        await expect(refused.getByRole("heading", { name: t.refusedTitle })).toBeVisible();
        const items = refused.getByTestId("refused-class");
        expect(await items.count()).toBeGreaterThan(0);
        const reason = items.first().getByText(t.reason);
        await expect(reason).toBeVisible();
        // Those models are not offered as bookable: none of them has a card.
        const names = (await items.locator("p:last-child").allTextContents()).flatMap((s) => s.split(", "));
        const cards = page.getByTestId("vehicle-card");
        const bookable = await cards.count();
        expect(bookable).toBe(allCars - names.length);
        for (const name of names) await expect(cards.filter({ hasText: name })).toHaveCount(0);
        // The filters keep the figures.
        await expect(page.locator(`form[aria-label] input[name="surucuYasi"]`)).toHaveValue("21");
        await expectAccessible(page);
        await shot(page, refused, `refused-${lang}-${width}`);
        await page.getByTestId("driver-years-form").screenshot({ path: `${SHOTS}/driver-form-${lang}-${width}.png` });
        expect(problems).toEqual([]);
      });
    });
  }
}
