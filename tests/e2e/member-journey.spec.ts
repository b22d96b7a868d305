// Signing in from the booking (decision 0057), in both languages at 1280 and 390 px: a visitor searches, signs
// in from the results and comes back to the same search with the member price, books and pays by
// card; then in the member area opens the reservation's details, downloads its receipt (a PDF) and
// cancels it at once with the refund at the bank (decision 0100). Another member asking for that reservation gets a 404. Before that,
// the reservation's "change" action (decision 0056) opens the change form with its number and
// prices a longer rental.
import { axeFor } from "./support/axe.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { bookingChangeEn, bookingChangeTr } from "#app/i18n/messages/booking-change.ts";
import { membersEn, membersTr } from "#app/i18n/messages/members.ts";
import { flowCases } from "./support/languages.ts";

const CHANGE = { tr: bookingChangeTr, en: bookingChangeEn } as const;
const MEMBERS = { tr: membersTr, en: membersEn } as const;

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
    kvkk: /Aydınlatma Metni ?'ni okudum/,
    readAgreement: "Üyelik sözleşmesini oku",
    accept: "Okudum, kabul ediyorum",
    signUp: "Üye Ol",
    code: "Doğrulama kodu",
    verify: "Doğrula",
    signIn: "Giriş Yap",
    bookingSignIn: "Giriş yap",
    memberPrice: /Üye fiyatı: /,
    memberApplied: /Üye fiyatı uygulandı/,
    next: "Sonraki adım",
    birth: "Doğum tarihi",
    licence: "Ehliyet veriliş tarihi",
    tckn: "T.C. kimlik numarası",
    address: "Fatura adresi",
    terms: /Kiralama koşullarını/,
    kvkkBooking: /KVKK aydınlatma metnini/,
    payByCard: "Şimdi kartla öde",
    complete: "Rezervasyonu tamamla",
    holder: "Kart üzerindeki ad soyad",
    cardNumber: "Kart numarası",
    month: "Ay",
    year: "Yıl",
    cvc: "Güvenlik kodu (CVC)",
    pay: /Öde$/,
    acsConfirm: "Onayla",
    approved: "Onaylandı",
    seeReservation: "Rezervasyonunuzu görün",
    details: (n: string) => `${n} numaralı rezervasyonun ayrıntıları`,
    receipt: (n: string) => `${n} numaralı rezervasyonun makbuzunu indir`,
    cancel: (n: string) => `${n} numaralı rezervasyonu hemen iptal et`,
    detailsHeading: (n: string) => `Rezervasyon ${n}`,
    reason: "İptal nedeni",
    sendCancel: "İptal talebini gönder",
    requested: /İptal talebiniz alındı/,
    cancelNowTitle: "Rezervasyonunuzu hemen iptal edin",
    cancelConfirm: "Evet, rezervasyonumu iptal et",
    willRefund: /kartınıza iade edilecek/,
    doneTitle: "Rezervasyonunuz iptal edildi",
    refunded: /kartınıza iade edildi/,
    reasonRequired: "Lütfen bir neden yazınız.",
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
    kvkk: /I have read and understood the/,
    readAgreement: "Read the membership agreement",
    accept: "I have read it and accept",
    signUp: "Sign Up",
    code: "Verification code",
    verify: "Verify",
    signIn: "Sign In",
    bookingSignIn: "Sign in",
    memberPrice: /Member price: /,
    memberApplied: /Member price applied/,
    next: "Next step",
    birth: "Date of birth",
    licence: "Licence issue date",
    tckn: "TC identity number",
    address: "Billing address",
    terms: /rental terms/,
    kvkkBooking: /personal data notice/,
    payByCard: "Pay now by card",
    complete: "Complete the reservation",
    holder: "Name on the card",
    cardNumber: "Card number",
    month: "Month",
    year: "Year",
    cvc: "Security code (CVC)",
    pay: /^Pay /,
    acsConfirm: "Confirm",
    approved: "Approved",
    seeReservation: "See your reservation",
    details: (n: string) => `Details of reservation ${n}`,
    receipt: (n: string) => `Download the receipt of reservation ${n}`,
    cancel: (n: string) => `Cancel reservation ${n} now`,
    detailsHeading: (n: string) => `Reservation ${n}`,
    reason: "Reason for cancelling",
    sendCancel: "Send the cancellation request",
    requested: /Your cancellation request was received/,
    cancelNowTitle: "Cancel your reservation now",
    cancelConfirm: "Yes, cancel my reservation",
    willRefund: /will be refunded to your card/,
    doneTitle: "Your reservation is cancelled",
    refunded: /has been refunded to your card/,
    reasonRequired: "Please write a reason.",
  },
} as const;
type Lang = keyof typeof x;

async function axeClean(page: Page, selector?: string) {
  const builder = axeFor(page);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const consent = () => `v1.necessary.${istanbulDate(new Date()).replaceAll("-", "")}`;

async function codeFor(page: Page, to: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const html = await (await page.request.get("/dev/mailbox")).text();
    const article = html
      .split("<article")
      .slice(1)
      .find((a) => a.includes(`>${to}<`));
    const text = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article ?? "")?.[1] ?? "";
    code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
    expect(code).not.toBe("");
  }).toPass({ timeout: 5000 });
  return code;
}

/** A member made in a browser of its own (so the visitor's browser stays signed out). */
async function newMember(browser: Browser, baseURL: string, lang: Lang, email: string) {
  const t = x[lang];
  const context = await browser.newContext();
  await context.addCookies([{ name: "yolda_consent", value: consent(), url: baseURL }]);
  const page = await context.newPage();
  await page.goto(`${t.prefix}/uye-ol`);
  await page.getByLabel(t.firstName, { exact: true }).fill("Elif");
  await page.getByLabel(t.lastName, { exact: true }).fill("Şahin");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.country, { exact: true }).selectOption("TR");
  await page.getByLabel(t.phone).fill("532 765 43 21");
  await page.getByLabel(t.password, { exact: true }).fill("gizli123");
  await page.getByLabel(t.passwordRepeat).fill("gizli123");
  await page.getByRole("checkbox", { name: t.kvkk }).check();
  await page.getByRole("button", { name: t.readAgreement }).click();
  await page.getByRole("button", { name: t.accept }).click();
  await page.getByRole("button", { name: t.signUp, exact: true }).click();
  await expect(page).toHaveURL(/adim=kod/);
  await page.getByLabel(t.code).fill(await codeFor(page, email));
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page).toHaveURL(/uye-profil/);
  return context;
}

const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));

const cases = [
  { lang: "tr", width: 1280, days: 61 },
  { lang: "en", width: 1280, days: 66 },
  { lang: "tr", width: 390, days: 71 },
  { lang: "en", width: 390, days: 76 },
] as const;

// Each language once and each width once (decision 0185): Turkish at 390 px, English at 1280 px.
for (const { lang, width, days } of flowCases(cases, (c) => (c.lang === "tr") === (c.width === 390))) {
  test(`${lang} at ${width} px: sign in from the results, book at the member price, then details, receipt and cancellation`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = x[lang];
    const base = baseURL ?? "";
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([{ name: "yolda_consent", value: consent(), url: base }]);
    const email = `journey.${lang}.${width}.${Date.now()}@example.com`;
    const other = await newMember(browser, base, lang, email);
    await other.close();

    // A visitor's search: every card offers the member price and the page offers to sign in.
    const search = `alis=IST&alisTarihi=${day(days)}T11%3A00&donusTarihi=${day(days + 3)}T11%3A00`;
    await page.goto(`${t.prefix}/rezervasyon?${search}&sirala=name`);
    const prompt = page.getByTestId("booking-account");
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId("vehicle-card").first()).toContainText(t.memberPrice);
    await axeClean(page, '[data-testid="booking-account"]');
    await page.screenshot({ path: `/tmp/member-results-${lang}-${width}.png` });

    await prompt.getByRole("link", { name: t.bookingSignIn }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/giris\\?redirectTo=`));
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill("gizli123");
    await page.getByRole("main").getByRole("button", { name: t.signIn }).click();

    // Back on the same search (filters and sort too), signed in: the member price applies.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/rezervasyon\\?.*alis=IST.*sirala=name`));
    expect(new URL(page.url()).searchParams.get("alisTarihi")).toBe(`${day(days)}T11:00`);
    await expect(page.getByTestId("booking-account")).toHaveCount(0);
    const card = page.getByTestId("vehicle-card").filter({ hasText: t.memberApplied }).first();
    await expect(card).toBeVisible();
    await card.getByRole("button").click();
    await expect(page).toHaveURL(/adim=2/);
    await page.locator('input[name="assurance"]').nth(1).check();
    await page.locator('input[name="km"]').nth(1).check();
    await page.getByRole("button", { name: t.next }).click();
    await expect(page).toHaveURL(/adim=3/);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
    const [y, m, d] = istanbulDate(new Date()).split("-");
    await page.getByLabel(t.birth).fill(`${d}.${m}.${Number(y) - 35}`);
    await page.getByLabel(t.licence).fill(`${d}.${m}.${Number(y) - 10}`);
    await page.getByLabel(t.tckn).first().fill("10000000146");
    await page.getByLabel(t.tckn).nth(1).fill("10000000146");
    await page.getByLabel(t.address).fill("Bağdat Cad. 10, Kadıköy, İstanbul");
    await page.getByRole("checkbox", { name: t.terms }).check();
    await page.getByRole("checkbox", { name: t.kvkkBooking }).check();
    await page.getByRole("button", { name: t.next }).click();
    await expect(page).toHaveURL(/adim=4/);
    await page.getByRole("radio", { name: t.payByCard }).check();
    await page.getByRole("button", { name: t.complete }).click();
    await expect(page).toHaveURL(/\/pos3d\?odeme=/);
    await page.getByLabel(t.holder).fill("ELIF SAHIN");
    await page.getByLabel(t.cardNumber).pressSequentially("4355084355084358");
    await page.getByLabel(t.month, { exact: true }).selectOption("12");
    await page.getByLabel(t.year, { exact: true }).selectOption("30");
    await page.getByLabel(t.cvc).fill("000");
    await page.getByRole("button", { name: t.pay }).click();
    await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
    await page.getByRole("button", { name: t.acsConfirm }).click();
    await expect(page.getByTestId("payment-outcome")).toContainText(t.approved);
    await page.getByRole("link", { name: t.seeReservation }).click();
    const number = ((await page.getByTestId("reservation-number").textContent()) ?? "").trim();
    expect(number).toMatch(/^YLD-/);

    // The member area: the card's actions, the details, the receipt, the cancellation request.
    await page.goto(`${t.prefix}/uye-rezervasyonlar`);
    await page.getByRole("link", { name: t.details(number) }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-rezervasyonlar\\?no=${number}$`));
    await expect(page.getByRole("heading", { name: t.detailsHeading(number) })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `/tmp/member-details-${lang}-${width}.png`, fullPage: true });

    // Change it from the member area: the form opens with the number filled in; a day longer is priced.
    const c = CHANGE[lang];
    const changeLabel = MEMBERS[lang].reservation.changeLabel.replace("{{number}}", number);
    await page.getByRole("link", { name: changeLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Rezervasyon-Degistir\\?no=${number}$`));
    await expect(page.getByLabel(c.number)).toHaveValue(number);
    await page.getByLabel(c.lastName).fill("Şahin");
    await page.getByRole("button", { name: c.find }).click();
    const oldTotal = (await page.getByTestId("current-total").textContent()) ?? "";
    const returnDate = page.getByLabel(c.returnDate);
    const longer = new Date(`${await returnDate.inputValue()}T12:00:00Z`);
    longer.setUTCDate(longer.getUTCDate() + 1);
    await returnDate.fill(longer.toISOString().slice(0, 10));
    await page.getByRole("button", { name: c.preview }).click();
    await expect(page.getByTestId("change-summary").getByRole("heading", { name: c.summary })).toBeFocused();
    await expect(page.getByTestId("old-total")).toHaveText(oldTotal);
    await expect(page.getByTestId("difference")).toHaveText(/^\+ /);
    await expect(page.getByRole("button", { name: c.confirmPay })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `/tmp/member-change-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${t.prefix}/uye-rezervasyonlar?no=${number}`);
    const href = (await page.getByRole("link", { name: t.receipt(number) }).getAttribute("href")) ?? "";
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // A card booking the cancellation terms decide is cancelled at once (decision 0100): the
    // amount first, then the refund at the (sandbox) bank, and no second cancellation on offer.
    await page.getByRole("link", { name: t.cancel(number) }).click();
    await expect(page).toHaveURL(/&islem=iptal$/);
    const preview = page.getByTestId("cancel-now");
    await expect(preview.getByRole("heading", { name: t.cancelNowTitle })).toBeFocused();
    await expect(page.getByTestId("cancel-now-money")).toHaveText(t.willRefund);
    await axeClean(page);
    await page.screenshot({ path: `/tmp/member-cancel-${lang}-${width}.png`, fullPage: true });
    await preview.getByRole("button", { name: t.cancelConfirm }).click();
    // Back on the reservation: the outcome announced, and where the money stands.
    await expect(page).toHaveURL(/&durum=iptalEdildi$/);
    await expect(page.getByRole("status").filter({ hasText: t.doneTitle })).toBeVisible();
    await expect(page.getByText(t.refunded)).toBeVisible();
    await expect(page.getByRole("link", { name: t.cancel(number) })).toHaveCount(0);
    await axeClean(page);

    // Another member, and a visitor, never see it.
    const stranger = await newMember(browser, base, lang, `stranger.${lang}.${width}.${Date.now()}@example.com`);
    const strangerPage = await stranger.newPage();
    expect((await strangerPage.goto(`${t.prefix}/uye-rezervasyonlar?no=${number}`))?.status()).toBe(404);
    const cancel = await strangerPage.request.get(`${t.prefix}/uye-rezervasyonlar?no=${number}&islem=iptal`);
    expect(cancel.status()).toBe(404);
    await stranger.close();
  });
}

test("tr: signing in from the driver step keeps what was typed and fills the rest from the profile", async ({
  page,
  browser,
  baseURL,
}) => {
  const t = x.tr;
  const base = baseURL ?? "";
  await page.context().addCookies([{ name: "yolda_consent", value: consent(), url: base }]);
  const email = `driverstep.${Date.now()}@example.com`;
  await (await newMember(browser, base, "tr", email)).close();
  await page.goto(`/rezervasyon?alis=IST&alisTarihi=${day(81)}T11%3A00&donusTarihi=${day(83)}T11%3A00`);
  await page.getByTestId("vehicle-card").first().getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await page.locator('input[name="assurance"]').nth(1).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/adim=3/);
  await page.getByLabel(t.firstName, { exact: true }).fill("Elifnur");
  await page.getByLabel(t.address).fill("Moda Cad. 5, Kadıköy, İstanbul");
  await page.getByTestId("booking-account").getByRole("link", { name: t.bookingSignIn }).click();
  await expect(page).toHaveURL(/\/giris\?redirectTo=.*adim%3D3/);
  // The save-then-redirect runs through a fetcher: once the sign-in page has settled, nothing
  // re-renders it under the typing (CI on a loaded machine once found the e-mail field empty).
  await page.waitForLoadState("networkidle");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(t.password, { exact: true }).fill("gizli123");
  await page.getByRole("main").getByRole("button", { name: t.signIn }).click();
  await expect(page).toHaveURL(/\/rezervasyon\?taslak=.*adim=3/);
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue("Elifnur");
  await expect(page.getByLabel(t.address)).toHaveValue("Moda Cad. 5, Kadıköy, İstanbul");
  await expect(page.getByLabel(t.lastName, { exact: true })).toHaveValue("Şahin");
  await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
  await expect(page.getByTestId("booking-account")).toHaveCount(0);
});
