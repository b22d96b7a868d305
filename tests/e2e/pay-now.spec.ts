// Pay now or pay at the office, and the flight number (decision 0055), in
// Turkish and English at 1280 and 390 px: the results show both totals, step 4 offers both with
// their totals, paying now sends the discounted total to the sandbox bank; a wrongly shaped flight
// number is refused in the page's language with everything typed kept, then accepted, and the
// Istanbul Airport desk sees it on the reservation.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { signInAsStaff } from "./staff-session.ts";
import { skipPackages } from "./support/booking-steps.ts";

const SCREENSHOTS = process.env.PAY_NOW_SCREENSHOTS;

const x = {
  tr: {
    prefix: "",
    office: "Ofiste öde",
    payNow: "Şimdi öde",
    firstName: "Ad",
    lastName: "Soyad",
    email: "E-posta",
    country: "Ülke",
    phone: "GSM numarası",
    birth: "Doğum tarihi",
    licence: "Ehliyet veriliş tarihi",
    tckn: "T.C. kimlik numarası",
    billingName: "Ad soyad",
    address: "Fatura adresi",
    flight: "Uçuş numarası",
    flightError: /Uçuş numarası havayolu kodu ve 1-4 rakamdan oluşur/,
    terms: /Kiralama koşullarını/,
    kvkk: /KVKK aydınlatma metnini/,
    next: "Sonraki adım",
    payByCard: "Şimdi kartla öde",
    complete: "Rezervasyonu tamamla",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /Öde$/,
    confirm: "Onayla",
    approved: "Onaylandı",
    flightLabel: "Uçuş numarası",
    lookupLastName: "Sürücünün soyadı",
    lookupShow: "Rezervasyonu göster",
    driverTitle: "Sürücü bilgileri",
  },
  en: {
    prefix: "/en",
    office: "Pay at the office",
    payNow: "Pay now",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    country: "Country",
    phone: "Mobile number",
    birth: "Date of birth",
    licence: "Licence issue date",
    tckn: "TC identity number",
    billingName: "Full name",
    address: "Billing address",
    flight: "Flight number",
    flightError: /A flight number is the airline code and 1 to 4 digits/,
    terms: /rental terms/,
    kvkk: /personal data notice/,
    next: "Next step",
    payByCard: "Pay now by card",
    complete: "Complete the reservation",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pay /,
    confirm: "Confirm",
    approved: "Approved",
    flightLabel: "Flight number",
    lookupLastName: "Driver's last name",
    lookupShow: "Show reservation",
    driverTitle: "Driver details",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** "1.234,56 TL" or "1,234.56 TL" as kuruş. */
function kurus(text: string | null): number {
  const digits = (text ?? "").replace(/[^\d]/g, "");
  return Number(digits);
}

async function shot(page: Page, name: string, part?: Locator) {
  if (!SCREENSHOTS) return;
  const path = `${SCREENSHOTS}/${name}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

test.beforeEach(async ({ context, baseURL }) => {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await context.addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" }]);
});

const runs = [
  { lang: "tr", width: 1280, fromDay: 81 },
  { lang: "en", width: 1280, fromDay: 86 },
  { lang: "tr", width: 390, fromDay: 91 },
  { lang: "en", width: 390, fromDay: 96 },
] as const;

for (const run of runs) {
  test.describe(`at ${run.width} px`, () => {
    test.use({ viewport: { width: run.width, height: run.width === 390 ? 844 : 900 } });

    test(`${run.lang}: both totals, flight number refused then kept, pay now charges the discounted total, the desk sees the flight`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const t = x[run.lang];
      const tag = `${run.lang}-${run.width}`;
      const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));
      await page.goto(
        `${t.prefix}/rezervasyon?alis=IST&alisTarihi=${day(run.fromDay)}T11:00&donusTarihi=${day(run.fromDay + 3)}T11:00`,
      );
      const card = page.getByTestId("vehicle-card").first();
      await expect(card.getByText(t.office, { exact: true })).toBeVisible();
      await expect(card.getByText(t.payNow, { exact: true })).toBeVisible();
      const office = kurus(await card.getByTestId("offer-total").textContent());
      const payNow = kurus(await card.getByTestId("offer-pay-now").textContent());
      // 5 % off by default, rounded half-up to the kuruş.
      expect(payNow).toBe(office - Math.round(office * 0.05));
      await axeClean(page);
      await shot(page, `results-${tag}`, card);

      await card.getByRole("button").click();
      await skipPackages(page, run.lang);

      const [y, m, d] = istanbulDate(new Date()).split("-");
      const lastName = `Ucar${run.lang === "tr" ? "Tekin" : "Ekin"}${run.width === 390 ? "Dar" : "Genis"}`;
      await page.getByLabel(t.firstName, { exact: true }).fill("Deniz");
      await page.getByLabel(t.lastName, { exact: true }).fill(lastName);
      await page.getByLabel(t.email, { exact: true }).fill(`deniz.${tag}@example.com`);
      await page.getByLabel(t.country, { exact: true }).selectOption("TR");
      await page.getByLabel(t.phone).fill("532 123 45 67");
      await page.getByLabel(t.birth).fill(`${d}.${m}.${Number(y) - 35}`);
      await page.getByLabel(t.licence).fill(`${d}.${m}.${Number(y) - 10}`);
      await page.getByLabel(t.tckn).first().fill("10000000146");
      await page.getByLabel(t.billingName).fill(`Deniz ${lastName}`);
      await page.getByLabel(t.tckn).nth(1).fill("10000000146");
      await page.getByLabel(t.address).fill("Atatürk Cad. 1, Kadıköy, İstanbul");
      await page.getByRole("checkbox", { name: t.terms }).check();
      await page.getByRole("checkbox", { name: t.kvkk }).check();
      const flight = page.getByLabel(new RegExp(t.flight));
      await flight.fill("TK 21245");
      await page.getByRole("button", { name: t.next }).click();
      await expect(page.getByText(t.flightError)).toBeVisible();
      await expect(flight).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(/adim=3/);
      // What was typed is still there.
      await expect(page.getByLabel(t.lastName, { exact: true })).toHaveValue(lastName);
      await expect(flight).toHaveValue("TK 21245");
      await axeClean(page);
      await shot(page, `flight-error-${tag}`, page.getByRole("region", { name: t.driverTitle }));
      await flight.fill("tk 2124");
      await page.getByRole("button", { name: t.next }).click();
      await expect(page).toHaveURL(/adim=4/);

      expect(kurus(await page.getByTestId("office-total").textContent())).toBe(office);
      expect(kurus(await page.getByTestId("pay-now-total").textContent())).toBe(payNow);
      await axeClean(page);
      await shot(page, `payment-choice-${tag}`);
      await page.getByRole("radio", { name: t.payByCard }).check();
      await page.getByRole("button", { name: t.complete }).click();
      await expect(page).toHaveURL(/\/pos3d\?odeme=/);

      await page.getByLabel(t.holder).fill(`DENIZ ${lastName.toUpperCase()}`);
      await page.getByLabel(t.number).pressSequentially("4355084355084358");
      await page.getByLabel(t.month, { exact: true }).selectOption("12");
      await page.getByLabel(t.year, { exact: true }).selectOption("30");
      await page.getByLabel(t.cvc).fill("000");
      await expect(page.getByRole("button", { name: t.pay })).toBeVisible();
      expect(kurus(await page.getByRole("button", { name: t.pay }).textContent())).toBe(payNow);
      const gatePost = page.waitForRequest((r) => r.url().endsWith("/sandbox-bank/est3Dgate") && r.method() === "POST");
      await page.getByRole("button", { name: t.pay }).click();
      const posted = new URLSearchParams((await gatePost).postData() ?? "");
      expect(posted.get("amount")).toBe((payNow / 100).toFixed(2));
      await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
      await page.getByRole("button", { name: t.confirm }).click();
      await expect(page).toHaveURL(/\/payres\?odeme=/);
      await expect(page.getByTestId("payment-outcome")).toContainText(t.approved);
      const number = /YLD-[0-9A-HJKMNP-TV-Z]{7}/.exec((await page.locator("main").textContent()) ?? "")?.[0] ?? "";
      expect(number).not.toBe("");
      // The customer's lookup shows the flight the office waits for.
      await page.goto(`${t.prefix}/Rezervasyon-On-Izleme?no=${number}`);
      await page.getByLabel(t.lookupLastName).fill(lastName);
      await page.getByRole("button", { name: t.lookupShow }).click();
      const shown = page.getByTestId("reservation");
      await expect(shown.getByText(t.flightLabel, { exact: true })).toBeVisible();
      await expect(shown.getByText("TK2124", { exact: true })).toBeVisible();

      await page.setViewportSize({ width: run.width === 390 ? 820 : 1280, height: 900 });
      await signInAsStaff(page, "office", run.lang, `${t.prefix}/yonetim/rezervasyonlar/${number}`);
      await expect(page.getByTestId("flight-number")).toHaveText("TK2124");
      await expect(page.getByText(t.flightLabel, { exact: true })).toBeVisible();
      await axeClean(page);
      await shot(page, `desk-${tag}`);
    });
  });
}

// The admin's form: the current rate shown, a wrong one refused in the page's language with the
// typed value kept (nothing saved, so the other tests keep their 5 %).
const adminRuns = [
  { lang: "tr", width: 1280, prefix: "", label: "İndirim oranı (%)", save: "İndirimi kaydet", error: /Oran 0 ile 50/ },
  {
    lang: "en",
    width: 820,
    prefix: "/en",
    label: "Discount (%)",
    save: "Save the discount",
    error: /The rate must be/,
  },
] as const;

for (const run of adminRuns) {
  test(`${run.lang} at ${run.width} px: the admin sees the pay-now rate and a wrong one is refused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: run.width, height: 900 });
    await signInAsStaff(page, "admin", run.lang, `${run.prefix}/yonetim/fiyatlar/paketler`);
    const field = page.getByLabel(run.label);
    await expect(field).toHaveValue("5");
    await field.fill("75");
    await page.getByRole("button", { name: run.save }).click();
    await expect(page.getByText(run.error)).toBeVisible();
    await expect(page.getByLabel(run.label)).toHaveValue("75");
    await expect(page.getByLabel(run.label)).toHaveAttribute("aria-invalid", "true");
    await axeClean(page);
    await shot(
      page,
      `admin-${run.lang}-${run.width}`,
      page.locator("section", { has: page.locator("#pay-now-title") }),
    );
  });
}
