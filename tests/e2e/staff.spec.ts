// The staff area in the browser, in both languages: visitors are sent to the staff sign-in; the
// password alone opens nothing; the authenticator code signs in and comes back to the page asked
// for; the menu follows the role; sign-out ends the session; axe finds nothing.
import { expect, test } from "@playwright/test";
import { DEMO_STAFF_PASSWORD } from "#seed/staff.ts";
import { demoStaffMember, signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    signInTitle: "Personel girişi",
    codeTitle: "Doğrulama kodu",
    invalid: "E-posta adresi veya şifre hatalı.",
    codeWrong: "Kod hatalı. Lütfen uygulamadaki güncel kodu girin.",
    today: "Bugün",
    reservations: "Rezervasyonlar",
    forbidden: "Bu sayfaya erişiminiz yok",
    signOut: "Çıkış",
    signedOut: "Oturumunuz kapatıldı.",
    menu: "Yönetim menüsü",
    requests: "Talepler",
  },
  en: {
    prefix: "/en",
    signInTitle: "Staff sign-in",
    codeTitle: "Verification code",
    invalid: "Wrong e-mail address or password.",
    codeWrong: "Wrong code. Please enter the current code from the app.",
    today: "Today",
    reservations: "Reservations",
    forbidden: "You cannot open this page",
    signOut: "Sign out",
    signedOut: "You are signed out.",
    menu: "Back office menu",
    requests: "Requests",
  },
};

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang} a visitor is sent to the staff sign-in, and a wrong password or code opens nothing`, async ({
    page,
  }) => {
    await page.goto(`${w.prefix}/yonetim`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/yonetim/giris\\?redirectTo=`));
    await expect(page.getByRole("heading", { level: 1, name: w.signInTitle })).toBeVisible();
    await expectAccessible(page);
    const agent = demoStaffMember("office");
    const email = lang === "tr" ? "E-posta" : "E-mail";
    const password = lang === "tr" ? "Şifre" : "Password";
    const next = lang === "tr" ? "Devam" : "Continue";
    await page.getByLabel(email).fill(agent.email);
    await page.getByLabel(password, { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: next }).click();
    await expect(page.getByText(w.invalid)).toBeVisible();
    await expect(page.getByLabel(email)).toHaveValue(agent.email);

    await page.getByLabel(password, { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole("button", { name: next }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.codeTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(lang === "tr" ? "Kod" : "Code", { exact: true }).fill("000000");
    await page.getByRole("button", { name: lang === "tr" ? "Giriş yap" : "Sign in" }).click();
    await expect(page.getByText(w.codeWrong)).toBeVisible();
    // Still not signed in.
    await page.goto(`${w.prefix}/yonetim`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/yonetim/giris`));
  });

  test(`${lang} an office agent signs in with the authenticator code, sees their menu, and signs out`, async ({
    page,
  }) => {
    // Through the form, and a session of its own (the test signs it out).
    const agent = await signInAsStaff(page, "office", lang, undefined, { fresh: true });
    await expect(page.getByRole("heading", { level: 1, name: w.today })).toBeVisible();
    const menu = page.getByRole("navigation", { name: w.menu });
    await expect(menu.getByRole("link", { name: w.today })).toBeVisible();
    await expect(page.getByRole("banner").getByText(agent.name)).toBeVisible();
    await expectAccessible(page);
    const response = await page.request.get(`${w.prefix}/yonetim`);
    expect(response.headers()["cache-control"]).toMatch(/no-store/);

    await page.getByRole("button", { name: w.signOut }).click();
    await expect(page.getByText(w.signedOut)).toBeVisible();
    await page.goto(`${w.prefix}/yonetim`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/yonetim/giris`));
  });

  test(`${lang} HR sees no desk menu, and is refused a reservation typed by hand`, async ({ page }) => {
    await signInAsStaff(page, "hr", lang);
    // HR's menu holds the requests inbox (job applications) and nothing of the desk.
    await expect(page.getByRole("navigation", { name: w.menu }).getByRole("link")).toHaveText([w.requests]);
    const response = await page.goto(`${w.prefix}/yonetim/rezervasyonlar/YLD-DEM0001`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: w.forbidden })).toBeVisible();
  });
}
