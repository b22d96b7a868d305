// Issue 26 item 6 in the browser: the payment pages a customer reaches with a reference a clerk
// issued (/sanal-odeme, then the card form /pos3d), in Turkish and English, at 390 and 1280 px.
// The customer reads "Yolda" and the reservation number, never the clerk's name (the clerk's
// note used to show "YLD-… · Zeynep Demir"), and a Turkish page carries no English word (it used
// to show "Açıklama: YLD-… · change").
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { inboxEn, inboxTr } from "#app/i18n/messages/inbox.ts";
import { demoStaff } from "#seed/staff.ts";
import { signInAsStaff } from "./staff-session.ts";
import { prefix, quietCookies, staffBrowser, testReservation } from "./support/customer-requests.ts";
import { axeClean } from "./support/page-checks.ts";

const M = { tr: inboxTr, en: inboxEn } as const;
const PAY = {
  tr: { reference: "Ödeme referans numarası", find: "Sorgula", payByCard: "Kartla öde" },
  en: { reference: "Payment reference number", find: "Look up", payByCard: "Pay by card" },
} as const;
/** English words a Turkish payment page must not show (words, not parts of words: "Mastercard" is a name). */
const ENGLISH =
  /\b(change|payment|reference|card|pay|total|the|and|your|instalments?|amount|description|reservation|online payment|approved|declined|back)\b/i;

/** The page's own text (the main region): what the customer reads about the payment. */
const mainText = async (page: Page) => ((await page.locator("main").innerText()) ?? "").replace(/\s+/g, " ");

test.beforeEach(async ({ context, baseURL }) => quietCookies(context, baseURL));

for (const lang of ["tr", "en"] as const) {
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px: /sanal-odeme and the card page say Yolda and the number, no clerk, no stray language`, async ({
      browser,
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const booking = await testReservation(page, {
        lastName: `Kelime${randomBytes(3).toString("hex")}`,
        paymentType: "office",
      });
      const agent = await staffBrowser(browser, baseURL);
      const clerk = await signInAsStaff(
        agent,
        "call_centre",
        lang,
        `${prefix(lang)}/yonetim/rezervasyonlar/${booking.number}/referans`,
      );
      await agent.getByRole("button", { name: M[lang].references.issue }).click();
      const row = agent.getByTestId("reference-row");
      await expect(row).toHaveCount(1);
      const reference = ((await row.locator("td").first().textContent()) ?? "").trim();
      await agent.context().close();

      const t = PAY[lang];
      await page.goto(`${prefix(lang)}/sanal-odeme`);
      await page.getByLabel(t.reference).fill(reference);
      await page.getByRole("button", { name: t.find }).click();
      await expect(page.getByText(`Yolda · ${booking.number}`).first()).toBeVisible();
      const pages = [await mainText(page)];
      await axeClean(page);
      await page.screenshot({ path: `/work/shots/refund-paths/sanal-odeme-${lang}-${width}.png`, fullPage: true });
      await page.getByRole("button", { name: t.payByCard }).click();
      await expect(page).toHaveURL(/\/pos3d\?odeme=/);
      await expect(page.getByText(booking.number).first()).toBeVisible();
      pages.push(await mainText(page));
      await axeClean(page);
      await page.screenshot({ path: `/work/shots/refund-paths/pos3d-reference-${lang}-${width}.png`, fullPage: true });

      for (const text of pages) {
        expect(text).toContain("Yolda");
        expect(text).toContain(booking.number);
        // No clerk's name: neither the one who issued it nor any other staff member.
        expect(clerk.name).not.toBe("");
        for (const person of demoStaff) expect(text).not.toContain(person.name);
        if (lang === "tr") expect(text.match(ENGLISH)?.[0] ?? null).toBeNull();
      }
    });
  }
}
