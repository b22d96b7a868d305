// Transactional SMS in the browser (issue 31 item 9, decision 0118), in both languages at 390 and
// 1280 px: a pay-at-office booking made on the public site queues its confirmation SMS in the
// booking's language, and the sandbox provider's page /dev/sms shows it, sent, with its text, its
// parts and encoding; axe finds nothing on the result page nor on /dev/sms.
import { expect, test } from "@playwright/test";
import { driverThenPayment, takePackages } from "./support/booking-steps.ts";
import { axeClean, shot, watchConsole } from "./issue15-support.ts";
import { storeConsent } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const COMPLETE = { tr: "Rezervasyonu tamamla", en: "Complete the reservation" } as const;
const VEHICLES = { tr: "Araç seçimi", en: "Choose a vehicle" } as const;
/** Letters only, as on a licence. */
const SURNAME = { 390: "Çağlar", 1280: "Şahin" } as const;

let run = 0;
for (const lang of flowLanguages("tr")) {
  for (const width of [390, 1280] as const) {
    test(`${lang} at ${width} px: a booking's confirmation SMS is on /dev/sms with its text`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await storeConsent(context, baseURL);
      const problems = watchConsole(page);
      const prefix = lang === "en" ? "/en" : "";
      // Days of their own, far ahead, so no other test holds the car.
      const offset = 200 + ((Math.floor(Date.now() / 1000) + (run += 7)) % 120);
      const pickup = addDays(new Date().toISOString().slice(0, 10), offset);
      await page.goto(
        `${prefix}/rezervasyon?alis=IST&donus=IST&alisTarihi=${pickup}T10:00&donusTarihi=${addDays(pickup, 3)}T10:00`,
      );
      await expect(page.getByRole("heading", { name: VEHICLES[lang], exact: true })).toBeVisible();
      await page.getByTestId("vehicle-card").first().getByRole("button").click();
      await takePackages(page, lang);
      await driverThenPayment(page, lang, {
        firstName: "Şule",
        lastName: SURNAME[width],
        email: "sule@example.com",
        tckn: 7,
        phone: "532 765 43 21",
      });
      await page.getByRole("button", { name: COMPLETE[lang] }).click();
      await expect(page).toHaveURL(/\/result\?no=YLD-/);
      const number = (await page.getByTestId("reservation-number").textContent()) ?? "";
      expect(number).toMatch(/^YLD-[0-9A-Z]{7}$/);
      await axeClean(page);
      // The booking made no console error (the bare development page below has no favicon).
      expect(problems).toEqual([]);

      // The sandbox provider's page: the message, sent by the background job, in the booking's language.
      await page.goto("/dev/sms");
      const sms = page.locator("article").filter({ hasText: number });
      await expect(sms).toHaveCount(1);
      await expect(sms).toHaveAttribute("data-kind", "confirmation");
      await expect(sms.locator("[data-to]")).toHaveText("+905327654321");
      const [y, m, d] = pickup.split("-");
      const when = lang === "tr" ? `${d}.${m}.${y} 10:00` : `${Number(d)} ${EN_MONTHS[Number(m) - 1]} ${y}, 10:00`;
      const text =
        lang === "tr"
          ? new RegExp(
              `^Yolda: ${number} rezervasyonunuz onaylandı\\. Alış: ${when}, İstanbul Havalimanı\\. Ofis: \\+?[\\d ]+$`,
            )
          : new RegExp(
              `^Yolda: booking ${number} is confirmed\\. Pick-up: ${when}, [Iİ]stanbul Airport\\. Office: \\+?[\\d ]+$`,
            );
      await expect(sms.locator("[data-body]")).toHaveText(text);
      // Turkish letters go as UCS-2 in two parts; the English text as GSM-7 in one.
      await expect(sms.locator("[data-segments]")).toHaveText(lang === "tr" ? "2" : "1");
      await expect(sms).toContainText(lang === "tr" ? "UCS-2" : "GSM-7");
      await expect(async () => {
        await page.reload();
        await expect(page.locator("article").filter({ hasText: number }).locator("[data-status]")).toHaveText("sent");
      }).toPass({ timeout: 30_000 });
      await axeClean(page);
      await shot(page, `dev-sms-${lang}-${width}`);
    });
  }
}
