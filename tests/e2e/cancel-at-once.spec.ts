// Issue 31 items 1 and 3 (decisions 0100, 0101): a booking the policy decides is cancelled at once
// from the lookup after the customer has seen what happens to the money, and the search form says
// what a later return costs, updated as the return time changes.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const words = {
  tr: {
    prefix: "",
    lastName: "Sürücünün soyadı",
    show: "Rezervasyonu göster",
    cancelNow: "Hemen iptal et",
    title: "Rezervasyonunuzu hemen iptal edin",
    nothing: "Ödemeniz gereken bir tutar yok: online ödeme yapılmadı, iptal ücretsizdir.",
    confirm: "Evet, rezervasyonumu iptal et",
    doneTitle: "Rezervasyonunuz iptal edildi",
    doneNothing: "Ödemeniz gereken bir tutar yok.",
    cancelled: "Rezervasyonu siz iptal ettiniz",
    terms: "İptal koşulları",
    // The site's one date style: "12.01.2027 10:00" in Turkish, "12 Jan 2027, 10:00" in English.
    date: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, /,
    form: "Araç ara",
    pickupDay: "Alış tarihi",
    returnDay: "Dönüş tarihi",
    pickupTime: "Alış saati",
    returnTime: "Dönüş saati",
    threeDays: "11:00'e kadar iade: 3 gün; 11:01'den sonra: 4 gün",
    fourDays: /kadar iade: 4 gün; .+sonra: 5 gün$/,
  },
  en: {
    prefix: "/en",
    lastName: "Driver's last name",
    show: "Show reservation",
    cancelNow: "Cancel now",
    title: "Cancel your reservation now",
    nothing: "Nothing to pay: nothing was paid online and cancelling is free.",
    confirm: "Yes, cancel my reservation",
    doneTitle: "Your reservation is cancelled",
    doneNothing: "There is nothing to pay.",
    cancelled: "You cancelled this reservation",
    terms: "Cancellation terms",
    date: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, /,
    form: "Find a car",
    pickupDay: "Pick-up date",
    returnDay: "Return date",
    pickupTime: "Pick-up time",
    returnTime: "Return time",
    threeDays: "Return by 11:00: 3 days; from 11:01: 4 days",
    fourDays: /^Return by .+: 4 days; from .+: 5 days$/,
  },
} as const;

for (const lang of flowLanguages("tr")) {
  const w = words[lang];
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px: a pay-at-office booking is cancelled at once from the lookup, nothing to pay`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const lastName = lang === "tr" ? "Hemenoğlu" : "Atonce";
      const made = await page.request.post("/__test/reservations", { data: { lastName, paymentType: "office" } });
      expect(made.ok()).toBe(true);
      const { number } = (await made.json()) as { number: string };
      await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByLabel(w.lastName).fill(lastName);
      await page.getByRole("button", { name: w.show }).click();
      await page.getByRole("button", { name: w.cancelNow }).click();

      // The confirmation step says what happens to the money, and takes the focus.
      const title = page.getByRole("heading", { name: w.title });
      await expect(title).toBeFocused();
      await expect(page.getByText(w.nothing)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: w.confirm }).click();

      const done = page.getByTestId("cancel-now-done");
      await expect(done.getByRole("heading", { name: w.doneTitle })).toBeVisible();
      await expect(done).toContainText(w.doneNothing);
      await expectAccessible(page);

      // The lookup now shows it cancelled, with no second cancellation on offer and no cancellation
      // deadline promised any more; its dates are written the page's language's way.
      await page.goto(`${w.prefix}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByLabel(w.lastName).fill(lastName);
      await page.getByRole("button", { name: w.show }).click();
      const shown = page.getByTestId("reservation");
      await expect(shown.getByText(w.cancelled, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: w.cancelNow })).toHaveCount(0);
      await expect(shown.getByRole("heading", { name: w.terms })).toHaveCount(0);
      await expect(shown.locator("dd").first()).toHaveText(w.date);
    });
  }

  test(`${lang}: the search form says what a later return costs, and again when the return time changes`, async ({
    page,
  }) => {
    await page.goto(`${w.prefix}/`);
    const advice = page.locator("[data-return-advice]").first();
    // The form hydrates on the first pointer over it: its date fields become day/month/year
    // segments and its times selects (a field still focused stays native until it is left).
    const form = page.getByRole("form", { name: w.form });
    await form.hover();
    const pickupDay = form.getByRole("group", { name: w.pickupDay, exact: true });
    const returnDay = form.getByRole("group", { name: w.returnDay, exact: true });
    await expect(returnDay).toBeVisible({ timeout: 20_000 });
    await pickupDay.getByRole("spinbutton").first().click();
    await page.keyboard.type("10032027");
    await form.getByRole("combobox", { name: w.pickupTime, exact: true }).selectOption("10:00");
    await returnDay.getByRole("spinbutton").first().click();
    await page.keyboard.type("13032027");
    const returnTime = form.getByRole("combobox", { name: w.returnTime, exact: true });
    await returnTime.selectOption("10:00");
    await expect(advice).toHaveText(w.threeDays);
    // 90 minutes late is past the hour of grace: a fourth day, and the advice moves to the next one.
    await returnTime.selectOption("11:30");
    await expect(advice).toHaveText(w.fourDays);
    await expect(advice).toHaveAttribute("aria-live", "polite");
  });
}
