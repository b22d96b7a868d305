// Instalments (taksit) in the browser, in Turkish and English at 1280 and 390 px
// (decision 0044): a member books a car to pay by card, types the sandbox VISA, sees the options
// the card's BIN allows with the total of each, picks 3 instalments and pays through the sandbox
// bank's 3-D Secure page; /payres, the confirmation e-mail and the receipt PDF say "3 taksit x ...".
import { axeFor } from "./support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { skipPackages } from "./support/booking-steps.ts";

type Lang = "tr" | "en";
const SCREENSHOTS = process.env.INSTALMENT_SCREENSHOTS;

const x = {
  tr: {
    prefix: "",
    firstName: "Ad",
    lastName: "Soyad",
    email: "E-posta",
    country: "Ülke",
    phone: "GSM numarası",
    password: "Şifre",
    passwordRepeat: "Şifre (tekrar)",
    kvkkSignUp: /Aydınlatma Metni ?'ni okudum/,
    agreement: "Üyelik sözleşmesini okudum ve kabul ediyorum.",
    readAgreement: "Üyelik sözleşmesini oku",
    accept: "Okudum, kabul ediyorum",
    signUp: "Üye Ol",
    code: "Doğrulama kodu",
    verify: "Doğrula",
    next: "Sonraki adım",
    birth: "Doğum tarihi",
    licence: "Ehliyet veriliş tarihi",
    tckn: "T.C. kimlik numarası",
    address: "Fatura adresi",
    terms: /Kiralama koşullarını/,
    kvkk: /KVKK aydınlatma metnini/,
    payByCard: "Şimdi kartla öde",
    complete: "Rezervasyonu tamamla",
    holder: "Kart üzerindeki ad soyad",
    number: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    legend: "Taksit seçenekleri",
    single: /^Tek çekim/,
    three: /^3 taksit x/,
    pay: /Öde$/,
    confirm: "Onayla",
    approved: "Onaylandı",
    plan: /^3 taksit x [\d.]+,\d\d TL$/,
    receiptPlan: /3 taksit x [\d.]+,\d\d TL \(vade farkı [\d.]+,\d\d TL dahil\)/,
    mailPlan: /online kartla 3 taksit x [\d.]+,\d\d TL olarak ödendi/,
    typeCard: "Taksit seçeneklerini görmek için kart numaranızı girin.",
    singleOnly: "Bu kart ile yalnızca tek çekim yapılabilir.",
  },
  en: {
    prefix: "/en",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    country: "Country",
    phone: "Mobile number",
    password: "Password",
    passwordRepeat: "Password (again)",
    kvkkSignUp: /I have read and understood the/,
    agreement: "I have read and accept the membership agreement.",
    readAgreement: "Read the membership agreement",
    accept: "I have read it and accept",
    signUp: "Sign Up",
    code: "Verification code",
    verify: "Verify",
    next: "Next step",
    birth: "Date of birth",
    licence: "Licence issue date",
    tckn: "TC identity number",
    address: "Billing address",
    terms: /rental terms/,
    kvkk: /personal data notice/,
    payByCard: "Pay now by card",
    complete: "Complete the reservation",
    holder: "Name on the card",
    number: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    legend: "Instalment options",
    single: /^Single payment/,
    three: /^3 instalments of/,
    pay: /^Pay /,
    confirm: "Confirm",
    approved: "Approved",
    plan: /^3 instalments of [\d,]+\.\d\d TL$/,
    receiptPlan: /3 instalments of [\d,]+\.\d\d TL \(including a [\d,]+\.\d\d TL instalment surcharge\)/,
    mailPlan: /paid online by card in 3 instalments of [\d,]+\.\d\d TL/,
    typeCard: "Enter your card number to see the instalment options.",
    singleOnly: "This card allows a single payment only.",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

test.beforeEach(async ({ context, baseURL }) => {
  const day = istanbulDate(new Date()).replaceAll("-", "");
  await context.addCookies([{ name: "yolda_consent", value: `v1.necessary.${day}`, url: baseURL ?? "" }]);
});

/** The newest e-mail to `to` in the development mailbox: its text. */
async function lastMail(page: Page, to: string): Promise<string> {
  const html = await (await page.request.get("/dev/mailbox")).text();
  const article = html
    .split("<article")
    .slice(1)
    .find((a) => a.includes(`>${to}<`));
  return (/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article ?? "")?.[1] ?? "").replaceAll("&amp;", "&");
}

async function signUp(page: Page, lang: Lang, email: string) {
  const t = x[lang];
  await page.goto(`${t.prefix}/uye-ol`);
  await page.getByLabel(t.firstName, { exact: true }).fill("Elif");
  await page.getByLabel(t.lastName, { exact: true }).fill("Şahin");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.country, { exact: true }).selectOption("TR");
  await page.getByLabel(t.phone).fill("532 765 43 21");
  await page.getByLabel(t.password, { exact: true }).fill("gizli123");
  await page.getByLabel(t.passwordRepeat).fill("gizli123");
  await page.getByRole("checkbox", { name: t.kvkkSignUp }).check();
  await page.getByRole("button", { name: t.readAgreement }).click();
  await page.getByRole("button", { name: t.accept }).click();
  await page.getByRole("button", { name: t.signUp, exact: true }).click();
  await expect(page).toHaveURL(/adim=kod/);
  let code = "";
  await expect(async () => {
    code = /\b(\d{6})\b/.exec(await lastMail(page, email))?.[1] ?? "";
    expect(code).not.toBe("");
  }).toPass({ timeout: 5000 });
  await page.getByLabel(t.code).fill(code);
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
}

/** Search, vehicle, no packages, the driver (from the profile), pay now by card: on /pos3d. */
async function toCardForm(page: Page, lang: Lang, fromDay: number) {
  const t = x[lang];
  const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));
  await page.goto(
    `${t.prefix}/rezervasyon?alis=IST&alisTarihi=${day(fromDay)}T11:00&donusTarihi=${day(fromDay + 3)}T11:00`,
  );
  await page.getByTestId("vehicle-card").first().getByRole("button").click();
  await skipPackages(page, lang);
  const [y, m, d] = istanbulDate(new Date()).split("-");
  await page.getByLabel(t.birth).fill(`${d}.${m}.${Number(y) - 35}`);
  await page.getByLabel(t.licence).fill(`${d}.${m}.${Number(y) - 10}`);
  await page.getByLabel(t.tckn).first().fill("10000000146");
  await page.getByLabel(t.tckn).nth(1).fill("10000000146");
  await page.getByLabel(t.address).fill("Bağdat Cad. 10, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: t.terms }).check();
  await page.getByRole("checkbox", { name: t.kvkk }).check();
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/adim=4/);
  await page.getByRole("radio", { name: t.payByCard }).check();
  await page.getByRole("button", { name: t.complete }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
}

const runs = [
  { lang: "tr", width: 1280, fromDay: 61 },
  { lang: "en", width: 1280, fromDay: 66 },
  { lang: "tr", width: 390, fromDay: 71 },
  { lang: "en", width: 390, fromDay: 76 },
] as const;

for (const run of runs) {
  test.describe(`at ${run.width} px`, () => {
    test.use({ viewport: { width: run.width, height: run.width === 390 ? 844 : 900 } });

    test(`${run.lang}: pick 3 instalments, pay, see them on the result, in the e-mail and on the receipt`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = x[run.lang];
      const problems = watchConsole(page);
      const email = `taksit.${run.lang}.${run.width}.${Date.now()}@example.com`;
      await signUp(page, run.lang, email);
      await toCardForm(page, run.lang, run.fromDay);

      const options = page.getByRole("group", { name: t.legend });
      await expect(options.getByText(t.typeCard)).toBeVisible();
      await page.getByLabel(t.holder).fill("ELİF ŞAHİN");
      // The Troy test card is a debit card: its BIN allows a single payment only.
      await page.getByLabel(t.number).pressSequentially("9792030394440796");
      await expect(options.getByText(t.singleOnly)).toBeVisible();
      await expect(options.getByRole("radio")).toHaveCount(0);
      await page.getByLabel(t.number).fill("");
      await page.getByLabel(t.number).pressSequentially("4355084355084358");
      await page.getByLabel(t.month, { exact: true }).selectOption("12");
      await page.getByLabel(t.year, { exact: true }).selectOption("30");
      await page.getByLabel(t.cvc).fill("000");
      // The VISA's BIN allows 2, 3, 6 and 9: five choices, the single payment chosen.
      await expect(options.getByRole("radio")).toHaveCount(5);
      await expect(options.getByRole("radio", { name: t.single })).toBeChecked();
      const three = options.getByRole("radio", { name: t.three });
      await three.check();
      const total = /(?:Toplam|Total) ([\d.,]+ TL)/.exec(
        (await options.locator("label").filter({ hasText: t.three }).textContent()) ?? "",
      )?.[1];
      expect(total).toBeTruthy();
      await expect(page.getByRole("button", { name: t.pay })).toContainText(total ?? "");
      await axeClean(page);
      if (SCREENSHOTS) {
        await page.screenshot({
          path: `${SCREENSHOTS}/pos3d-instalments-${run.lang}-${run.width}.png`,
          fullPage: true,
        });
      }

      const gatePost = page.waitForRequest((r) => r.url().endsWith("/sandbox-bank/est3Dgate") && r.method() === "POST");
      await page.getByRole("button", { name: t.pay }).click();
      const posted = new URLSearchParams((await gatePost).postData() ?? "");
      expect(posted.get("taksit")).toBe("3");
      // Only the signed fields and the card go to the bank: no radio, no holder name.
      expect([...posted.keys()].filter((k) => /instal|holder/i.test(k))).toEqual([]);
      await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
      await page.getByRole("button", { name: t.confirm }).click();
      await expect(page).toHaveURL(/\/payres\?odeme=/);
      await expect(page.getByTestId("payment-outcome")).toContainText(t.approved);
      await expect(page.getByTestId("payment-instalments")).toHaveText(t.plan);
      await expect(page.getByText(total ?? "").first()).toBeVisible();
      if (SCREENSHOTS) {
        await page.screenshot({
          path: `${SCREENSHOTS}/payres-instalments-${run.lang}-${run.width}.png`,
          fullPage: true,
        });
      }

      await expect(async () => expect(await lastMail(page, email)).toMatch(t.mailPlan)).toPass({ timeout: 10_000 });
      await page.goto(`${t.prefix}/uye-faturalar`);
      const link = page.locator('a[href*="/uye-faturalar/"]').first();
      const pdf = await page.request.get((await link.getAttribute("href")) ?? "");
      expect(pdf.status()).toBe(200);
      const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, " ");
      expect(text).toMatch(t.receiptPlan);
      expect(text).toContain(total ?? "");
      expect(problems).toEqual([]);
    });
  });
}
