// Today (/yonetim) for people who see several offices (issue 28 item 6; decision 0082): the office
// filter narrows the day to one office, nothing scrolls sideways at 1280 or 820 px, axe finds
// nothing, and no public cookie banner appears anywhere under /yonetim, even with no consent stored.
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: { prefix: "", office: "Ofis", show: "Göster", title: "Bugün", banner: "Çerezleri nasıl kullanalım?" },
  en: { prefix: "/en", office: "Office", show: "Show", title: "Today", banner: "How may we use cookies?" },
};

async function noSidewaysScroll(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/staff-today-${name}-${width}.png`, fullPage: true });
  }
}

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  test(`${lang}: the call centre narrows Today to one office; no sideways scroll, no cookie banner`, async ({
    page,
  }) => {
    await page.context().clearCookies({ name: "yolda_consent" });
    await signInAsStaff(page, "call_centre", lang, `${w.prefix}/yonetim`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(w.banner)).toHaveCount(0);
    const select = page.getByRole("combobox", { name: w.office, exact: true });
    await expect(select.locator("option").nth(2)).toBeAttached();
    const options = await select.locator("option").allTextContents();
    expect(options.length).toBeGreaterThan(2);
    await select.selectOption({ label: options[1] ?? "" });
    await page.getByRole("button", { name: w.show, exact: true }).click();
    await expect(page).toHaveURL(/[?&]ofis=\d+/);
    await expect(page.getByText(options[1] ?? "?", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(w.banner)).toHaveCount(0);
    await noSidewaysScroll(page, lang);
    await expectAccessible(page);
  });
}
