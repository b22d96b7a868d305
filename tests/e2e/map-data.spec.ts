// Decision 0141: the offices' map data editor. An admin finds a city's places by search, adds a
// place (swapped coordinates are refused with the reason, what was typed kept), edits it and
// retires it; an office manager of İstanbul sees İstanbul only. Both languages, 1280 and 820 px.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = "/work/shots/mapdata";

const x = {
  tr: {
    prefix: "",
    link: "Harita verisi (adrese teslim için ilçe ve mahalleler)",
    title: "Harita verisi",
    city: "Şehir",
    search: "İlçe veya mahalle ara",
    show: "Göster",
    list: "Trabzon: yerler",
    district: "İlçe",
    neighbourhood: "Mahalle (isteğe bağlı)",
    lat: "Enlem",
    lng: "Boylam",
    add: "Yeri ekle",
    save: "Değişikliği kaydet",
    outside: "Bu koordinat Türkiye'nin dışında kalıyor",
    added: "eklendi.",
    saved: "kaydedildi.",
    retiredDone: "kullanımdan kaldırıldı; artık adreslerle eşleşmez.",
    edit: (p: string) => `${p} yerini düzenle`,
    editTitle: (p: string) => `Yeri düzenle: ${p}`,
    retire: (p: string) => `${p} yerini kullanımdan kaldır`,
    retired: "Kullanımdan kaldırıldı",
    count: /^\d+ \/ \d+ yer gösteriliyor\.$/,
  },
  en: {
    prefix: "/en",
    link: "Map data (districts and neighbourhoods for delivery)",
    title: "Map data",
    city: "City",
    search: "Search a district or neighbourhood",
    show: "Show",
    list: "Trabzon: places",
    district: "District",
    neighbourhood: "Neighbourhood (optional)",
    lat: "Latitude",
    lng: "Longitude",
    add: "Add the place",
    save: "Save the change",
    outside: "This coordinate is outside Türkiye",
    added: "was added.",
    saved: "was saved.",
    retiredDone: "was retired; it no longer matches addresses.",
    edit: (p: string) => `Edit ${p}`,
    editTitle: (p: string) => `Edit the place: ${p}`,
    retire: (p: string) => `Retire ${p}`,
    retired: "Retired",
    count: /^Showing \d+ of \d+ places\.$/,
  },
} as const;

const run = Date.now() % 100_000;

for (const lang of flowLanguages("tr")) {
  const w = x[lang];
  for (const width of [1280, 820] as const) {
    test(`${lang} at ${width} px: an admin adds, edits and retires a place of Trabzon's map data`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/subeler`);
      await page.getByRole("link", { name: w.link }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      await page.getByLabel(w.city, { exact: true }).selectOption("trabzon");
      await page.getByLabel(w.search, { exact: true }).fill("yomra");
      await page.getByRole("button", { name: w.show }).click();
      const list = page.getByRole("region", { name: w.list, exact: true });
      await expect(list.getByRole("cell", { name: "Yomra", exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("map-data-count")).toHaveText(w.count);

      // A mistyped latitude (49 for 40) lands outside Türkiye: refused with the reason, what was typed kept.
      const name = `Kaşüstü ${lang} ${width} ${run}`;
      await page.getByLabel(w.district, { exact: true }).fill("Yomra");
      await page.getByLabel(w.neighbourhood, { exact: true }).fill(name);
      await page.getByLabel(w.lat, { exact: true }).fill("49,9702");
      await page.getByLabel(w.lng, { exact: true }).fill("39,8601");
      await page.getByRole("button", { name: w.add }).click();
      await expect(page.getByRole("alert")).toContainText(w.outside);
      await expect(page.getByLabel(w.neighbourhood, { exact: true })).toHaveValue(name);
      await expect(page.getByLabel(w.lat, { exact: true })).toHaveValue("49,9702");
      await expect(page.getByLabel(w.lat, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/refused-${lang}-${width}.png`, fullPage: true });

      await page.getByLabel(w.lat, { exact: true }).fill("40,9702");
      await page.getByLabel(w.lng, { exact: true }).fill("39,8601");
      await page.getByRole("button", { name: w.add }).click();
      await expect(page.getByRole("status").filter({ hasText: w.added })).toContainText(`${name}, Yomra`);
      const place = `${name}, Yomra`;
      const row = page.locator("tr", { has: page.getByRole("cell", { name, exact: true }) });
      await expect(row).toContainText(lang === "tr" ? "40,9702" : "40.9702");
      // The add form is empty again for the next place.
      await expect(page.getByLabel(w.neighbourhood, { exact: true })).toHaveValue("");

      // Edit: the form opens with the place's values; a changed longitude is saved.
      await page.getByRole("link", { name: w.edit(place) }).click();
      await expect(page.getByRole("heading", { name: w.editTitle(place) })).toBeVisible();
      await expect(page.getByLabel(w.neighbourhood, { exact: true })).toHaveValue(name);
      await page.getByLabel(w.lng, { exact: true }).fill("39.87");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
      await expect(row).toContainText(lang === "tr" ? "39,87" : "39.87");

      // Retire: it stays listed, marked, and can be brought back.
      await page.getByRole("button", { name: w.retire(place) }).click();
      await expect(page.getByRole("status").filter({ hasText: w.retiredDone })).toBeVisible();
      await expect(row).toContainText(w.retired);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/retired-${lang}-${width}.png`, fullPage: true });
    });

    test(`${lang} at ${width} px: an İstanbul office manager edits İstanbul's map data only`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page, "office_manager", lang, `${w.prefix}/yonetim/subeler/harita-verisi`);
      const city = page.getByLabel(w.city, { exact: true });
      await expect(city.locator("option")).toHaveCount(1);
      await expect(city.locator("option")).toHaveText(lang === "en" ? "Istanbul" : "İstanbul");
      // Asking for Ankara by address shows İstanbul: the server gives a manager their cities only.
      await page.goto(`${w.prefix}/yonetim/subeler/harita-verisi?sehir=ankara`);
      await expect(page.getByLabel(w.city, { exact: true })).toHaveValue("istanbul");
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/manager-${lang}-${width}.png`, fullPage: true });
    });
  }
}
