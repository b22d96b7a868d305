// Decisions 0053 and 0058 in the confirmation e-mail and on the driver step, in Turkish and English:
// a company invoice asks for the "unvan" (spelled the TDK way) in the page's language; the e-mail's
// subject says what the page says ("confirmed" in English) and it names the 24/7 roadside line and
// the office with their numbers as tel: links and the office's e-mail address.
import { expect, test } from "@playwright/test";
import { axeClean, B, consent, dayFromNow, fillDriver, lastMail, prefix, watchConsole } from "./issue15-support.ts";

const WORDS = {
  tr: {
    subject: (n: string) => `Rezervasyonunuz alındı: ${n}`,
    contacts: "Yol yardım ve ofisleriniz:",
    roadside: "7/24 yol yardım",
    office: "Alış ve iade ofisi",
  },
  en: {
    subject: (n: string) => `Your reservation is confirmed: ${n}`,
    contacts: "Roadside assistance and your offices:",
    roadside: "24/7 roadside assistance",
    office: "Pick-up and return office",
  },
} as const;

test.beforeEach(async ({ page, baseURL }) => {
  await consent(page, baseURL ?? "");
});

for (const [lang, car] of [
  ["tr", 10],
  ["en", 11],
] as const) {
  test(`${lang}: a company invoice asks for its title; the e-mail's subject and its roadside and office numbers`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const b = B[lang];
    const w = WORDS[lang];
    const email = `mail15-${lang}-${Date.now()}@example.com`;
    await page.goto(
      `${prefix(lang)}/rezervasyon?alis=IST&donus=IST&alisTarihi=${dayFromNow(33)}T10:00&donusTarihi=${dayFromNow(35)}T10:00`,
    );
    await page.getByTestId("vehicle-card").nth(car).getByRole("button").click();
    await expect(page).toHaveURL(/adim=2/);
    await page.locator('input[name="assurance"]').nth(1).check();
    await page.locator('input[name="km"]').nth(1).check();
    await page.getByRole("button", { name: b.next }).click();
    await expect(page).toHaveURL(/adim=3/);

    // A company invoice: the title's label and its message in the page's words ("unvan", never "ünvan").
    await page.getByRole("radio", { name: b.driver.company }).check();
    await expect(page.getByLabel(b.driver.companyTitle)).toBeVisible();
    await page.getByRole("button", { name: b.next }).click();
    await expect(page.getByText(b.errors.companyTitleRequired)).toBeVisible();
    await expect(page).toHaveURL(/adim=3/);
    await axeClean(page);
    expect(await page.locator("main").innerText()).not.toMatch(/ünvan/i);

    await page.getByRole("radio", { name: b.driver.individual }).check();
    await fillDriver(page, lang, { first: "Deniz", last: "Postacı", email });
    await page.getByRole("button", { name: b.next }).click();
    await expect(page).toHaveURL(/adim=4/);
    await page.getByRole("button", { name: b.payment.submit }).click();
    await expect(page).toHaveURL(/\/result\?no=YLD-/);
    const number = ((await page.getByTestId("reservation-number").textContent()) ?? "").trim();

    await expect.poll(async () => (await lastMail(page, email)).subject).toBe(w.subject(number));
    const { text } = await lastMail(page, email);
    const contacts = text.slice(text.indexOf(w.contacts));
    expect(contacts).toContain(w.contacts);
    expect(contacts).toContain(`${w.roadside}: 0850 555 96 54 (tel:+908505559654)`);
    expect(contacts).toMatch(new RegExp(`${w.office}: .*0212 555 01 01 \\(tel:\\+902125550101\\)`));
    expect(contacts).toContain("istanbul-havalimani@yolda.com.tr");
    expect(problems).toEqual([]);
  });
}
