// The staff reservation page with a long history at 820 px (a tablet held upright): a reason
// pasted with a long link and a long surname once made the Turkish page 847 px wide (sideways
// scroll). The story's words break anywhere and the page keeps one column no wider than the
// window; the story table scrolls inside its own region when it must. tr and en, 1280 and 820 px,
// axe clean; screenshots to /work/shots/finance2 (or LONG_HISTORY_SHOTS).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { axeClean } from "./support/page-checks.ts";
import { quietCookies, testReservation } from "./support/customer-requests.ts";
import { flowLanguages } from "./support/languages.ts";

const SHOTS = process.env.LONG_HISTORY_SHOTS ?? "/work/shots/finance2";

const x = {
  tr: {
    prefix: "",
    reason: "İptal nedeni",
    cancel: "Rezervasyonu iptal et",
    cancelled: "Rezervasyon iptal edildi.",
    text: "Müşteri aradı, yazışma: ",
  },
  en: {
    prefix: "/en",
    reason: "Reason",
    cancel: "Cancel the reservation",
    cancelled: "The reservation was cancelled.",
    text: "The customer called, thread: ",
  },
} as const;

/** A pasted support link with a long token: no hyphen or space to break at. */
const LINK =
  "https://destek.yolda.example/talepler?kayit=IST0001234567890&anahtar=AbCdEf0123456789GhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz";

/** How far the page scrolls sideways (0 = it fits the window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

for (const lang of flowLanguages("en")) {
  test(`${lang}: a reservation with a long history fits 820 px without sideways scroll`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = x[lang];
    const booking = await testReservation(page, {
      lastName: "Wolfeschlegelsteinhausenbergerdorff",
      paymentType: "office",
      days: 2,
      officeCode: "IST",
    });
    const base = `${w.prefix}/yonetim/rezervasyonlar/${booking.number}`;
    await signInAsStaff(page, "call_centre", lang, `${base}/iptal`);
    await page.getByLabel(w.reason).fill(`${w.text}${LINK}`);
    await page.getByRole("button", { name: w.cancel }).click();
    await expect(page.getByRole("status").filter({ hasText: w.cancelled })).toBeVisible();

    await page.goto(base);
    const story = page.locator("#story").locator("xpath=..");
    await expect(story).toContainText(LINK);
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sideways(page), `${width} px`).toBe(0);
      await axeClean(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: path.join(SHOTS, `reservation-long-history-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
