// Decision 0058: the 24/7 roadside line and the reservation's office as click-to-call links on
// the booking result and the reservation lookup (national display, E.164 in the href), and item 17's
// rest: the search bar sorts its offices by distance from the visitor, only after they ask, with the
// distance and a directions link; a refused permission says so and keeps the list by city.
import { mkdirSync } from "node:fs";
import { axeFor } from "./support/axe.ts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { en } from "#app/i18n/messages/en.ts";
import { formsEn, formsTr } from "#app/i18n/messages/forms.ts";
import { searchEn, searchTr } from "#app/i18n/messages/search.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { bookAtIstanbulAirport } from "./site-booking.ts";

type Lang = "tr" | "en";
const LANGS = ["tr", "en"] as const;
const S = { tr: searchTr, en: searchEn } as const;
const F = { tr: formsTr, en: formsEn } as const;
const C = { tr: tr.contactChannels.reservation, en: en.contactChannels.reservation } as const;
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const SHOTS = process.env.CONTACT_SCREENSHOTS;

// The roadside line (company setting) and the seeded offices' numbers.
const ROADSIDE = { display: "0850 555 96 54", href: "tel:+908505559654" };
const IST = { display: "0212 555 01 01", href: "tel:+902125550101", email: "istanbul-havalimani@yolda.com.tr" };
const KZL = { display: "0312 555 01 06", href: "tel:+903125550106", email: "ankara-kizilay@yolda.com.tr" };
// A visitor standing on Kızılay square in Ankara.
const KIZILAY = { latitude: 39.9206, longitude: 32.8541 };

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function consent(page: Page, baseURL: string) {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await page.context().addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL }]);
}

/** The contacts block shows the roadside line and the office, each a tel: link with the right number. */
async function expectContacts(page: Page, lang: Lang, office: typeof IST, officeLabel: string) {
  const c = C[lang];
  const block = page.getByTestId("reservation-contacts");
  await expect(block.getByRole("heading", { name: c.title })).toBeVisible();
  const roadside = block.getByRole("link", { name: new RegExp(ROADSIDE.display) });
  await expect(roadside).toHaveAttribute("href", ROADSIDE.href);
  await expect(roadside).toHaveText(ROADSIDE.display);
  await expect(block.getByTestId("roadside")).toContainText(c.roadside);
  const officeItem = block.getByTestId("office-contact");
  await expect(officeItem).toHaveCount(1);
  await expect(officeItem).toContainText(officeLabel);
  const call = officeItem.getByRole("link", { name: new RegExp(office.display) });
  await expect(call).toHaveAttribute("href", office.href);
  await expect(officeItem.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
  // Big enough to tap on a phone.
  expect((await roadside.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test("the booking result names the roadside line and the office as click-to-call links (tr, en; 1280 and 390 px)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const number = await bookAtIstanbulAirport(page, baseURL ?? "", "Aramaoglu", 7);
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(lang)}/result?no=${number}`);
      await expect(page.getByTestId("reservation-number")).toHaveText(number);
      // The same office for pick-up and return is named once.
      await expectContacts(page, lang, IST, C[lang].same);
      await shot(page, `result-${lang}-${width}`);
      await axeClean(page);
    }
  }
});

for (const lang of LANGS) {
  test(`${lang}: the reservation lookup shows the roadside line and the office's phone as links (1280 and 390 px)`, async ({
    page,
    baseURL,
  }) => {
    await consent(page, baseURL ?? "");
    const lastName = `Telefon${Date.now() % 100000}`;
    const response = await page.request.post("/__test/reservations", {
      data: { lastName, paymentType: "office", officeCode: "KZL" },
    });
    expect(response.ok()).toBe(true);
    const { number } = (await response.json()) as { number: string };
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(lang)}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByRole("textbox", { name: F[lang].lookup.lastName }).fill(lastName);
      await page.getByRole("button", { name: F[lang].lookup.submit }).click();
      await expect(page.getByTestId("reservation")).toBeVisible();
      await expectContacts(page, lang, KZL, C[lang].same);
      await shot(page, `lookup-${lang}-${width}`);
      await axeClean(page);
    }
  });
}

async function homeSearch(browser: Browser, baseURL: string, lang: Lang, width: number, granted: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    ...(granted ? { geolocation: KIZILAY, permissions: ["geolocation"] } : { permissions: [] }),
  });
  const page = await context.newPage();
  await consent(page, baseURL);
  if (!granted) {
    // The browser's answer when the visitor says no.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "geolocation", {
        value: {
          getCurrentPosition(_ok: unknown, fail: (e: { code: number; PERMISSION_DENIED: number }) => void) {
            setTimeout(() => fail({ code: 1, PERMISSION_DENIED: 1 }), 10);
          },
        },
      });
    });
  }
  await page.goto(lang === "en" ? "/en" : "/");
  const form = page.getByRole("form", { name: S[lang].title });
  // The search bar's widgets (and the button) arrive on the first interaction with the form.
  await form.hover();
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
  return { context, page, form };
}

for (const lang of LANGS) {
  const s = S[lang];
  for (const width of [1280, 390]) {
    test(`${lang} ${width}px: the search bar sorts its offices by distance once the visitor asks`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page, form } = await homeSearch(browser, baseURL ?? "", lang, width, true);
      const status = form.getByRole("status").filter({ hasText: /\S/ });
      // Nothing is asked before the click: the list is by city and no distance is shown.
      await expect(status).toHaveCount(0);
      await form.getByRole("button", { name: s.nearest.button }).click();
      const km = lang === "tr" ? "0,0" : "0.0";
      await expect(status).toHaveText(s.nearest.sorted.replace("{{name}}", "Ankara Kızılay").replace("{{km}}", km));
      const combo = page.getByRole("combobox", { name: s.pickupOffice });
      await form.locator('[data-search-field="pickupOffice"]').getByRole("button").first().click();
      const options = page.getByRole("option");
      await expect(options.first()).toContainText("Ankara Kızılay");
      await expect(options.first()).toContainText(`${km} km`);
      await expect(options.nth(1)).toContainText(
        lang === "tr" ? "Ankara Esenboğa Havalimanı" : "Ankara Esenboğa Airport",
      );
      await expect(page.getByRole("listbox").getByText(s.nearest.heading)).toBeVisible();
      await shot(page, `search-nearest-${lang}-${width}`, false);
      await options.first().click();
      await expect(combo).toHaveValue("Ankara Kızılay");
      const chosen = form.getByTestId("nearest-chosen");
      await expect(chosen).toContainText(s.nearest.chosen.replace("{{name}}", "Ankara Kızılay").replace("{{km}}", km));
      const directions = chosen.getByRole("link", { name: new RegExp(s.nearest.directions) });
      await expect(directions).toHaveAttribute("target", "_blank");
      await shot(page, `search-chosen-${lang}-${width}`, false);
      const href = decodeURIComponent((await directions.getAttribute("href")) ?? "");
      expect(href).toContain("openstreetmap.org/directions");
      expect(href).toContain("39.92060,32.85410;");
      await axeClean(page);
      await context.close();
    });
  }

  test(`${lang}: a refused location says so and the search keeps its offices by city`, async ({ browser, baseURL }) => {
    const { context, page, form } = await homeSearch(browser, baseURL ?? "", lang, 1280, false);
    await form.getByRole("button", { name: s.nearest.button }).click();
    await expect(form.getByRole("status").filter({ hasText: s.nearest.denied })).toBeVisible();
    await form.locator('[data-search-field="pickupOffice"]').getByRole("button").first().click();
    // Still grouped by city (Adana first in both languages' alphabetical order), no distances.
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByText(s.nearest.heading)).toHaveCount(0);
    await expect(listbox.getByText("Adana", { exact: true })).toBeVisible();
    await expect(page.getByRole("option").first()).not.toContainText("km");
    await expect(form.getByTestId("nearest-chosen")).toHaveCount(0);
    await shot(page, `search-refused-${lang}`, false);
    await page.keyboard.press("Escape");
    await expect(listbox).toHaveCount(0);
    await axeClean(page);
    await context.close();
  });
}
