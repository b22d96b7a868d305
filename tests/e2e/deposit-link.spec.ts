// The card deposit by an e-mailed link (issue 27 item 4), in Turkish and English at 1280 and 820 px:
// the office agent hands the car over with a card deposit and, instead of the tablet, e-mails the
// customer the link; the customer opens it in a browser of their own, pre-authorises the deposit on
// the sandbox bank's 3-D page and is told it is held; the desk's deposit page then says it is held.
// The bank's ledger shows the PreAuth. axe finds nothing on the desk's and the customer's pages.
import { expect, test } from "@playwright/test";
import { fillMainDriver } from "./handover-helpers.ts";
import { lastMail } from "./issue15-support.ts";
import { expectAccessible, storeConsent } from "./support/page-checks.ts";
import { signInAsStaff } from "./staff-session.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    plate: "Plaka",
    odometer: "Kilometre",
    fuel: "Yakıt (sekizde)",
    handOver: "Teslim et",
    sendLink: "Bağlantıyı müşteriye e-postayla gönder",
    sent: (to: string) => `Provizyon bağlantısı ${to} adresine gönderildi.`,
    title: "Depozito provizyonu",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: "3.000,00 TL provizyonu onayla",
    confirmCode: "Onayla",
    customerHeld: "Teşekkürler, provizyon alındı. Araç iade edildiğinde borç kalmazsa serbest bırakılır.",
    deskHeld: /Kart provizyonu alındı: 3\.000,00 TL/,
  },
  en: {
    plate: "Plate",
    odometer: "Odometer (km)",
    fuel: "Fuel (eighths)",
    handOver: "Hand over",
    sendLink: "E-mail the link to the customer",
    sent: (to: string) => `The pre-authorisation link was sent to ${to}.`,
    title: "Deposit pre-authorisation",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: "Confirm the 3,000.00 TL pre-authorisation",
    confirmCode: "Confirm",
    customerHeld:
      "Thank you, the pre-authorisation is taken. It is released when the car comes back with nothing owed.",
    deskHeld: /Card pre-authorisation taken: 3,000\.00 TL/,
  },
} as const;

for (const lang of flowLanguages("tr")) {
  test(`${lang}: the desk e-mails the deposit link; the customer pre-authorises on their own device; the desk sees it held`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const w = x[lang];
    const prefix = lang === "en" ? "/en" : "";
    const created = await page.request.post("/__test/reservations", {
      data: {
        lastName: lang === "tr" ? "Bağlantıoğlu" : "Linkson",
        paymentType: "card",
        hoursUntilPickup: -2,
        officeCode: "IST",
      },
    });
    expect(created.ok()).toBe(true);
    const { number, email } = (await created.json()) as { number: string; email: string };
    const base = `${prefix}/yonetim/rezervasyonlar/${number}`;

    // Hand-over with a 3.000 TL card deposit, left pending for the bank.
    await signInAsStaff(page, "office", lang, `${base}/teslim`);
    const plate = (await page.getByTestId("desk-plate").textContent()) ?? "";
    await page.getByLabel(w.plate, { exact: true }).fill(plate.trim());
    await page.getByLabel(w.odometer, { exact: true }).fill("21000");
    await page.getByLabel(w.fuel).selectOption("8");
    await page.locator('input[name="deposit"]').fill("3000");
    await page.locator('select[name="depositMethod"]').selectOption("card_preauth");
    await fillMainDriver(page, lang);
    await page.getByRole("button", { name: w.handOver, exact: true }).click();
    await expect(page).toHaveURL(/\/sozlesme\?durum=teslim$/);

    // The deposit page: the link goes by e-mail; the outcome is announced and takes the focus.
    await page.goto(`${base}/depozito`);
    await page.getByRole("button", { name: w.sendLink }).click();
    const sent = page.getByRole("status").filter({ hasText: w.sent(email) });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 1000 });
      await expectAccessible(page);
      await page.screenshot({ path: `/work/shots/deposit-link/desk-sent-${lang}-${width}.png`, fullPage: true });
    }

    // The customer's own browser: the link from the e-mail (the reservation is in Turkish; the
    // English customer reads the same link under /en).
    let link = "";
    await expect(async () => {
      const mail = await lastMail(page, email);
      expect(mail.subject).toContain(number);
      link = /https?:\/\/\S+\/depozito\?\S+/.exec(mail.text)?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    const customer = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await storeConsent(customer, baseURL ?? "");
    const phone = await customer.newPage();
    const path = new URL(link).pathname + new URL(link).search;
    await phone.goto(lang === "en" ? `/en${path}` : path);
    await expect(phone.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(phone.getByTestId("reservation-number")).toHaveText(number);
    await expectAccessible(phone);
    await phone.screenshot({ path: `/work/shots/deposit-link/customer-form-${lang}-390.png`, fullPage: true });
    // The card holder is the driver (the card form says so).
    await phone.getByLabel(w.holder).fill(lang === "tr" ? "Deniz Bağlantıoğlu" : "Deniz Linkson");
    await phone.getByLabel(w.number).pressSequentially("4355084355084358");
    await phone.getByLabel(w.month, { exact: true }).selectOption("12");
    await phone.getByLabel(w.year, { exact: true }).selectOption("30");
    await phone.getByLabel(w.cvc).fill("000");
    await phone.getByRole("button", { name: w.pay }).click();
    await expect(phone.getByRole("heading", { name: /3-D Secure/ })).toBeVisible();
    await phone.locator("#code").fill((await phone.locator("#acs-code").textContent()) ?? "");
    await phone.getByRole("button", { name: w.confirmCode }).click();
    await expect(phone.getByTestId("deposit-outcome")).toHaveText(w.customerHeld);
    await expect(phone.getByLabel(w.number)).toHaveCount(0);
    await expectAccessible(phone);
    await phone.screenshot({ path: `/work/shots/deposit-link/customer-held-${lang}-390.png`, fullPage: true });
    await customer.close();

    // The desk: held, with no card form left.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/depozito`);
    await expect(page.getByTestId("deposit-state")).toContainText(w.deskHeld);
    await expect(page.getByRole("button", { name: w.sendLink })).toHaveCount(0);
  });
}
