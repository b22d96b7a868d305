// Members in the browser, in both languages: sign up with the e-mail code (read from the
// development mailbox), sign out, sign in with and without remember-me, reset the password, edit
// the profile, change the password, book while signed in and see it in the member area, end the
// membership and fail to sign in afterwards; and one member never reaching another's pages.
import { axeFor } from "./support/axe.ts";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { flowLanguages } from "./support/languages.ts";

type Lang = "tr" | "en";

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
    agreement: "Üyelik sözleşmesini okudum ve kabul ediyorum.",
    readAgreement: "Üyelik sözleşmesini oku",
    accept: "Okudum, kabul ediyorum",
    signUp: "Üye Ol",
    code: "Doğrulama kodu",
    verify: "Doğrula",
    codeWrong: "Kod hatalı. Lütfen e-postanızdaki kodu kontrol ediniz.",
    countdown: /Kalan süre: [0-3]:\d\d/,
    memberArea: "Üye İşlemleri",
    signOut: "Çıkış Yap",
    signedOut: "Oturumunuz kapatıldı.",
    signIn: "Giriş Yap",
    remember: "Beni hatırla",
    invalid: "E-posta adresi veya şifre hatalı.",
    passwordsDiffer: "Şifreler birbiriyle aynı olmalıdır.",
    tooShort: "Şifreniz en az 6 karakter olmalıdır.",
    kvkkRequired: /Aydınlatma Metni'ni okuduğunuzu onaylayınız/,
    forgot: "Şifremi unuttum",
    sendLink: "Bağlantı gönder",
    linkSent: "Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.",
    newPassword: "Yeni şifre",
    newPasswordRepeat: "Yeni şifre (tekrar)",
    savePassword: "Şifreyi kaydet",
    passwordReset: "Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.",
    resetInvalid: /bağlantısı geçersiz/,
    save: "Bilgilerimi kaydet",
    updated: "Bilgileriniz güncellendi.",
    current: "Mevcut şifre",
    changePassword: "Şifremi değiştir",
    changed: "Şifreniz değiştirildi.",
    currentWrong: "Mevcut şifreniz hatalı.",
    reservations: "Rezervasyonlarım",
    none: "Henüz rezervasyon yapılmadı.",
    nonePast: "Geçmiş rezervasyon bulunmamaktadır.",
    reason: "Üyeliğinizi neden sonlandırmak istiyorsunuz?",
    confirmEnd: /Üyeliğimin sonlandırılmasını/,
    end: "Üyeliğimi sonlandır",
    ended: "Üyeliğiniz sonlandırıldı. Bizi tercih ettiğiniz için teşekkür ederiz.",
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
    agreement: "I have read and accept the membership agreement.",
    readAgreement: "Read the membership agreement",
    accept: "I have read it and accept",
    signUp: "Sign Up",
    code: "Verification code",
    verify: "Verify",
    codeWrong: "The code is wrong. Please check the code in your e-mail.",
    countdown: /Time left: [0-3]:\d\d/,
    memberArea: "Member Area",
    signOut: "Sign Out",
    signedOut: "You have signed out.",
    signIn: "Sign In",
    remember: "Remember me",
    invalid: "The e-mail address or password is wrong.",
    passwordsDiffer: "The passwords must match.",
    tooShort: "Your password must be at least 6 characters.",
    kvkkRequired: /confirm that you have read the Personal Data Protection Notice/,
    forgot: "I forgot my password",
    sendLink: "Send the link",
    linkSent: "A password reset link has been sent to your e-mail address.",
    newPassword: "New password",
    newPasswordRepeat: "New password (again)",
    savePassword: "Save the password",
    passwordReset: "Your password has been updated. You can sign in with your new password.",
    resetInvalid: /reset link is not valid/,
    save: "Save my details",
    updated: "Your information has been updated.",
    current: "Current password",
    changePassword: "Change my password",
    changed: "Your password has been changed.",
    currentWrong: "Your current password is wrong.",
    reservations: "My Reservations",
    none: "No reservation made yet.",
    nonePast: "No past reservations.",
    reason: "Why do you want to end your membership?",
    confirmEnd: /I want my membership ended/,
    end: "End my membership",
    ended: "Your membership has ended. Thank you for choosing us.",
  },
} as const;

async function axeClean(page: Page) {
  const result = await axeFor(page).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    // A refused form answers 400 on purpose; the browser logs that status, not a fault.
    if (msg.type() === "error" && !/status of 400 \(Bad Request\)/.test(msg.text())) problems.push(msg.text());
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
  const response = await page.request.get("/dev/mailbox");
  const html = await response.text();
  const articles = html
    .split("<article")
    .slice(1)
    .filter((a) => a.includes(`>${to}<`));
  // The mailbox lists the newest first.
  const text = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(articles[0] ?? "")?.[1] ?? "";
  return text.replaceAll("&amp;", "&");
}

async function codeFor(page: Page, to: string): Promise<string> {
  let code = "";
  await expect(async () => {
    code = /\b(\d{6})\b/.exec(await lastMail(page, to))?.[1] ?? "";
    expect(code).not.toBe("");
  }).toPass({ timeout: 5000 });
  return code;
}

async function fillSignUp(page: Page, lang: Lang, email: string, password = "gizli123") {
  const t = x[lang];
  await page.getByLabel(t.firstName, { exact: true }).fill("Elif");
  await page.getByLabel(t.lastName, { exact: true }).fill("Şahin");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.country, { exact: true }).selectOption("TR");
  await page.getByLabel(t.phone).fill("532 765 43 21");
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.passwordRepeat).fill(password);
  await page.getByRole("checkbox", { name: t.kvkk }).check();
}

async function signUpAndVerify(page: Page, lang: Lang, email: string, password = "gizli123") {
  const t = x[lang];
  await page.goto(`${t.prefix}/uye-ol`);
  await fillSignUp(page, lang, email, password);
  await page.getByRole("button", { name: t.readAgreement }).click();
  await page.getByRole("button", { name: t.accept }).click();
  await expect(page.getByRole("checkbox", { name: t.agreement })).toBeChecked();
  await page.getByRole("button", { name: t.signUp, exact: true }).click();
  await expect(page).toHaveURL(/adim=kod/);
  const code = await codeFor(page, email);
  await page.getByLabel(t.code).fill(code);
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
}

async function signIn(page: Page, lang: Lang, email: string, password: string, remember: boolean) {
  const t = x[lang];
  await page.goto(`${t.prefix}/giris`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  if (remember) await page.getByRole("checkbox", { name: t.remember }).check();
  await page.getByRole("main").getByRole("button", { name: t.signIn }).click();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "yolda.session_token");
}

for (const lang of flowLanguages("tr")) {
  test(`${lang}: sign up with the e-mail code, sign out, sign in with and without remember-me`, async ({
    page,
    context,
  }) => {
    const t = x[lang];
    const problems = watchConsole(page);
    const email = `elif.${lang}.${Date.now()}@example.com`;

    // Bad input first: each field says what is wrong and nothing typed is lost.
    await page.goto(`${t.prefix}/uye-ol`);
    await axeClean(page);
    await fillSignUp(page, lang, email, "abc");
    await page.getByLabel(t.passwordRepeat).fill("abd");
    await page.getByRole("checkbox", { name: t.kvkk }).uncheck();
    await page.getByRole("button", { name: t.signUp, exact: true }).click();
    await expect(page.getByText(t.tooShort)).toBeVisible();
    await expect(page.getByText(t.passwordsDiffer)).toBeVisible();
    await expect(page.getByText(t.kvkkRequired)).toBeVisible();
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(t.lastName, { exact: true })).toHaveValue("Şahin");

    // The code step: a countdown, a wrong code refused, the right one opens the account.
    await fillSignUp(page, lang, email);
    await page.getByRole("button", { name: t.readAgreement }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await axeClean(page);
    await page.getByRole("button", { name: t.accept }).click();
    await page.getByRole("button", { name: t.signUp, exact: true }).click();
    await expect(page).toHaveURL(/adim=kod/);
    await expect(page.getByText(t.countdown)).toBeVisible();
    await axeClean(page);
    const code = await codeFor(page, email);
    await page.getByLabel(t.code).fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page.getByText(t.codeWrong)).toBeVisible();
    await page.getByLabel(t.code).fill(code);
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
    await expect(page.getByRole("heading", { level: 1, name: t.memberArea })).toBeVisible();
    await axeClean(page);
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    // Signed in, the sign-in page sends the member to the member area.
    await page.goto(`${t.prefix}/giris`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));

    await page.getByRole("button", { name: t.signOut }).click();
    await expect(page.getByText(t.signedOut)).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    await signIn(page, lang, email, "yanlis99", false);
    await expect(page.getByText(t.invalid)).toBeVisible();
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);

    await signIn(page, lang, email, "gizli123", false);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
    const browserSession = await sessionCookie(context);
    expect(browserSession?.expires).toBe(-1);
    await page.getByRole("button", { name: t.signOut }).click();
    await expect(page.getByText(t.signedOut)).toBeVisible();

    await signIn(page, lang, email, "gizli123", true);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
    const remembered = await sessionCookie(context);
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(problems).toEqual([]);
  });

  test(`${lang}: reset the password with a link that works once`, async ({ page }) => {
    const t = x[lang];
    const email = `reset.${lang}.${Date.now()}@example.com`;
    await signUpAndVerify(page, lang, email);
    await page.getByRole("button", { name: t.signOut }).click();
    await expect(page.getByText(t.signedOut)).toBeVisible();

    await page.goto(`${t.prefix}/sifremi-unuttum`);
    await axeClean(page);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: t.sendLink }).click();
    await expect(page.getByText(t.linkSent)).toBeVisible();
    let link = "";
    await expect(async () => {
      link = /(http\S+ForgetMyPassword\?token=\S+)/.exec(await lastMail(page, email))?.[1] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 5000 });
    const path = new URL(link).pathname + new URL(link).search;
    await page.goto(path);
    await axeClean(page);
    await page.getByLabel(t.newPassword, { exact: true }).fill("yeni12345");
    await page.getByLabel(t.newPasswordRepeat).fill("yeni12345");
    await page.getByRole("button", { name: t.savePassword }).click();
    await expect(page.getByText(t.passwordReset)).toBeVisible();

    await page.goto(path);
    await page.getByLabel(t.newPassword, { exact: true }).fill("ucuncu999");
    await page.getByLabel(t.newPasswordRepeat).fill("ucuncu999");
    await page.getByRole("button", { name: t.savePassword }).click();
    await expect(page.getByText(t.resetInvalid)).toBeVisible();

    await signIn(page, lang, email, "yeni12345", false);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-profil`));
  });

  test(`${lang}: edit the profile, change the password, see reservations, end the membership`, async ({ page }) => {
    const t = x[lang];
    const problems = watchConsole(page);
    const email = `profile.${lang}.${Date.now()}@example.com`;
    await signUpAndVerify(page, lang, email);

    await page.getByLabel(t.firstName, { exact: true }).fill("Elifnur");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue("Elifnur");

    await page.goto(`${t.prefix}/uye-sifre-degistir`);
    await axeClean(page);
    await page.getByLabel(t.current).fill("yanlis00");
    await page.getByLabel(t.newPassword, { exact: true }).fill("degisti1");
    await page.getByLabel(t.newPasswordRepeat).fill("degisti1");
    await page.getByRole("button", { name: t.changePassword }).click();
    await expect(page.getByText(t.currentWrong)).toBeVisible();
    await page.getByLabel(t.current).fill("gizli123");
    await page.getByLabel(t.newPassword, { exact: true }).fill("degisti1");
    await page.getByLabel(t.newPasswordRepeat).fill("degisti1");
    await page.getByRole("button", { name: t.changePassword }).click();
    await expect(page.getByText(t.changed)).toBeVisible();

    await page.goto(`${t.prefix}/uye-rezervasyonlar`);
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByText(t.nonePast)).toBeVisible();
    await axeClean(page);
    for (const slug of ["aktif-kiralamalar", "gecmis", "faturalar", "kampanyalar", "indirimler", "uyelik-sonlandir"]) {
      await page.goto(`${t.prefix}/uye-${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: t.memberArea })).toBeVisible();
      await axeClean(page);
    }

    await page.getByLabel(t.reason).fill("Şehir dışına taşındım");
    await page.getByRole("checkbox", { name: t.confirmEnd }).check();
    await page.getByRole("button", { name: t.end }).click();
    await expect(page.getByText(t.ended)).toBeVisible();
    await signIn(page, lang, email, "degisti1", false);
    await expect(page.getByText(t.invalid)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

const driverText = {
  tr: {
    menu: "Sürücü Bilgilerim",
    birth: "Doğum tarihi",
    licence: "Ehliyet veriliş tarihi",
    tckn: "T.C. kimlik numarası",
    address: "Fatura adresi",
    dateInvalid: "Tarihi gg.aa.yyyy biçiminde giriniz (ör. 15.04.1990).",
    save: "Sürücü bilgilerimi kaydet",
    saved: /Sürücü bilgileriniz kaydedildi/,
    forget: "Kayıtlı bilgilerimi sil",
    forgotten: "Kayıtlı sürücü bilgileriniz silindi.",
    next: "Sonraki adım",
    choose: "Araç seçimi",
  },
  en: {
    menu: "My Driver Details",
    birth: "Date of birth",
    licence: "Licence issue date",
    tckn: "TC identity number",
    address: "Billing address",
    dateInvalid: "Enter the date as dd.mm.yyyy (e.g. 15.04.1990).",
    save: "Save my driver details",
    saved: /Your driver details are saved/,
    forget: "Delete my saved details",
    forgotten: "Your saved driver details were deleted.",
    next: "Next step",
    choose: "Choose a vehicle",
  },
} as const;

for (const lang of flowLanguages("en")) {
  test(`${lang}: saved driver details fill in the booking's driver step, and can be deleted`, async ({ page }) => {
    const t = x[lang];
    const d = driverText[lang];
    const problems = watchConsole(page);
    await signUpAndVerify(page, lang, `driver.${lang}.${Date.now()}@example.com`);
    // The profile shows the phone as it is written in its country, not in its stored E.164 form.
    await expect(page.getByLabel(t.phone)).toHaveValue("0532 765 43 21");

    await page.getByRole("link", { name: d.menu }).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/uye-surucu-bilgileri$`));
    await axeClean(page);
    // A wrong date is refused with its reason; what else was typed stays.
    await page.getByLabel(d.birth).fill("31.02.1990");
    await page.getByLabel(d.address).fill("Bağdat Cad. 10, Kadıköy, İstanbul");
    await page.getByRole("button", { name: d.save }).click();
    await expect(page.getByText(d.dateInvalid)).toBeVisible();
    await expect(page.getByLabel(d.address)).toHaveValue("Bağdat Cad. 10, Kadıköy, İstanbul");
    await page.getByLabel(d.birth).fill("14.03.1988");
    await page.getByLabel(d.licence).fill("02.07.2008");
    await page.getByLabel(d.tckn).first().fill("10000000146");
    await page.getByLabel(d.tckn).nth(1).fill("10000000146");
    await page.getByRole("button", { name: d.save }).click();
    await expect(page.getByText(d.saved)).toBeVisible();
    await expect(page.getByLabel(d.birth)).toHaveValue("14.03.1988");

    // The next booking's driver step comes filled in.
    const day = (n: number) => istanbulDate(new Date(Date.now() + n * 86_400_000));
    await page.goto(`${t.prefix}/rezervasyon?alis=ESB&alisTarihi=${day(40)}T10:00&donusTarihi=${day(42)}T10:00`);
    await expect(page.getByRole("heading", { name: d.choose, exact: true })).toBeVisible();
    // On a loaded machine a click can land while the page is still hydrating: choose again then
    // (a second choice only makes another draft).
    await expect(async () => {
      await page
        .getByTestId("vehicle-card")
        .nth(lang === "tr" ? 5 : 6)
        .getByRole("button")
        .click();
      await expect(page).toHaveURL(/adim=2/, { timeout: 8000 });
    }).toPass({ timeout: 30_000 });
    await page.locator('input[name="assurance"]').nth(1).check();
    await page.locator('input[name="km"]').nth(1).check();
    await page.getByRole("button", { name: d.next }).click();
    await expect(page).toHaveURL(/adim=3/);
    await expect(page.getByLabel(d.birth)).toHaveValue("14.03.1988");
    await expect(page.getByLabel(d.licence)).toHaveValue("02.07.2008");
    await expect(page.getByLabel(d.tckn).first()).toHaveValue("10000000146");
    await expect(page.getByLabel(d.address)).toHaveValue("Bağdat Cad. 10, Kadıköy, İstanbul");
    await expect(page.getByLabel(t.phone)).toHaveValue("0532 765 43 21");

    await page.goto(`${t.prefix}/uye-surucu-bilgileri`);
    await page.getByRole("button", { name: d.forget }).click();
    await expect(page.getByText(d.forgotten)).toBeVisible();
    await expect(page.getByLabel(d.birth)).toHaveValue("");
    expect(problems).toEqual([]);
  });
}

test("member pages send visitors to sign in and back, and never show another member's data", async ({ browser }) => {
  const owner = await browser.newPage();
  const email = `owner.${Date.now()}@example.com`;
  await owner
    .context()
    .addCookies([
      { name: "yolda_consent", value: "v1.necessary.20261121", url: test.info().project.use.baseURL ?? "" },
    ]);
  await signUpAndVerify(owner, "tr", email);
  await owner.goto("/uye-profil");
  await expect(owner.getByText(email)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/uye-rezervasyonlar");
  await expect(visitor).toHaveURL(/\/giris\?redirectTo=%2Fuye-rezervasyonlar/);
  const other = `other.${Date.now()}@example.com`;
  await signUpAndVerify(visitor, "tr", other);
  await visitor.goto("/giris?redirectTo=https://evil.example/");
  await expect(visitor).toHaveURL(/\/uye-profil$/);
  for (const slug of ["profil", "rezervasyonlar", "faturalar"]) {
    await visitor.goto(`/uye-${slug}`);
    await expect(visitor.getByText(email)).toHaveCount(0);
  }
  await owner.close();
  await visitor.close();
});

test("tr: a member's card booking gets the member price, shows in the member area, and its receipt PDF downloads", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const email = `booker.${Date.now()}@example.com`;
  await signUpAndVerify(page, "tr", email);

  // A search of its own (other days than the booking tests) so no other test takes its car.
  const day = (n: number) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return istanbulDate(d);
  };
  await page.goto(`/rezervasyon?alis=IST&alisTarihi=${day(20)}T11:00&donusTarihi=${day(23)}T11:00`);
  const card = page
    .getByTestId("vehicle-card")
    .filter({ hasText: /Üye fiyatı uygulandı/ })
    .nth(2);
  await card.getByRole("button").click();
  await expect(page).toHaveURL(/adim=2/);
  await page.locator('input[name="assurance"]').nth(1).check();
  await page.locator('input[name="km"]').nth(1).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=3/);

  // The driver step starts from the profile.
  await expect(page.getByLabel("Ad", { exact: true })).toHaveValue("Elif");
  await expect(page.getByLabel("Soyad", { exact: true })).toHaveValue("Şahin");
  await expect(page.getByLabel("E-posta", { exact: true })).toHaveValue(email);
  const [y, m, d] = istanbulDate(new Date()).split("-");
  await page.getByLabel("Doğum tarihi").fill(`${d}.${m}.${Number(y) - 35}`);
  await page.getByLabel("Ehliyet veriliş tarihi").fill(`${d}.${m}.${Number(y) - 10}`);
  await page.getByLabel("T.C. kimlik numarası").first().fill("10000000146");
  await page.getByLabel("T.C. kimlik numarası").nth(1).fill("10000000146");
  await page.getByLabel("Fatura adresi").fill("Bağdat Cad. 10, Kadıköy, İstanbul");
  await page.getByRole("checkbox", { name: /Kiralama koşullarını/ }).check();
  await page.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await expect(page).toHaveURL(/adim=4/);

  await page.getByRole("radio", { name: "Şimdi kartla öde" }).check();
  await page.getByRole("button", { name: "Rezervasyonu tamamla" }).click();
  await expect(page).toHaveURL(/\/pos3d\?odeme=/);
  await page.getByLabel("Kart üzerindeki ad soyad").fill("ELİF ŞAHİN");
  await page.getByLabel("Kart numarası").pressSequentially("4355084355084358");
  await page.getByLabel("Ay", { exact: true }).selectOption("12");
  await page.getByLabel("Yıl", { exact: true }).selectOption("30");
  await page.getByLabel("Güvenlik kodu (CVC)").fill("000");
  await page.getByRole("button", { name: /Öde$/ }).click();
  await page.locator("#code").fill((await page.locator("#acs-code").textContent()) ?? "");
  await page.getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByTestId("payment-outcome")).toContainText("Onaylandı");
  await page.getByRole("link", { name: "Rezervasyonunuzu görün" }).click();
  const number = (await page.getByTestId("reservation-number").textContent()) ?? "";
  expect(number).toMatch(/^YLD-/);

  await page.goto("/uye-rezervasyonlar");
  await expect(page.getByText(number)).toBeVisible();
  await page.goto("/uye-faturalar");
  await axeClean(page);
  const link = page.getByRole("link", { name: `${number} numaralı rezervasyonun makbuzunu indir` });
  const href = (await link.getAttribute("href")) ?? "";
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(problems).toEqual([]);

  // Another member (and a visitor) asking for the same receipt get nothing.
  const stranger = await browser.newPage();
  await signUpAndVerify(stranger, "tr", `stranger.${Date.now()}@example.com`);
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.goto("/uye-faturalar");
  await expect(stranger.getByText(number)).toHaveCount(0);
  const visitor = await browser.newPage();
  const anonymous = await visitor.request.get(href, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await stranger.close();
  await visitor.close();
});
