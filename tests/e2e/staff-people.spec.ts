// The staff list and invitations (/yonetim/personel) in both languages: an admin invites someone,
// the list shows them as invited, a row's role and offices change and the account is disabled; a bad invitation keeps what was typed; other roles get the 403
// page and no menu entry; axe finds nothing.
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./staff-session.ts";
import { expectAccessible } from "./support/page-checks.ts";
import { flowLanguages } from "./support/languages.ts";

const x = {
  tr: {
    prefix: "",
    title: "Personel",
    name: "Ad soyad",
    email: "E-posta",
    role: "Rol",
    finance: "Finans",
    office: "Ofis personeli",
    submit: "Davet gönder",
    invited: (e: string) => `Davet e-postası gönderildi: ${e}`,
    pending: "Davet bekliyor",
    officeRequired: "Ofis personeli için en az bir ofis seçin.",
    taken: "Bu e-posta adresiyle bir personel hesabı zaten var.",
    change: "Değiştir",
    roleOf: (n: string) => `${n} rolü`,
    save: (n: string) => `${n} için rol ve ofisleri kaydet`,
    saved: "Rol ve ofisler kaydedildi.",
    disable: (n: string) => `${n} hesabını kapat`,
    disabledNotice: "Hesap kapatıldı; açık oturumları sona erdi.",
    disabled: "Kapalı",
  },
  en: {
    prefix: "/en",
    title: "Staff",
    name: "Full name",
    email: "E-mail",
    role: "Role",
    finance: "Finance",
    office: "Office staff",
    submit: "Send invitation",
    invited: (e: string) => `Invitation e-mail sent to ${e}`,
    pending: "Invitation pending",
    officeRequired: "Choose at least one office for office staff.",
    taken: "A staff account with this e-mail address already exists.",
    change: "Change",
    roleOf: (n: string) => `Role of ${n}`,
    save: (n: string) => `Save role and offices for ${n}`,
    saved: "Role and offices saved.",
    disable: (n: string) => `Disable the account of ${n}`,
    disabledNotice: "Account disabled; its open sessions ended.",
    disabled: "Disabled",
  },
};

for (const lang of flowLanguages("en")) {
  const w = x[lang];
  test(`${lang} an admin invites a staff member, the list shows them, a row is changed and disabled`, async ({
    page,
  }) => {
    const email = `e2e-${lang}-${Date.now().toString(36)}@yolda.test`;
    await signInAsStaff(page, "admin", lang, `${w.prefix}/yonetim/personel`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole("link", { name: w.title, exact: true })).toBeVisible();
    await expect(page.getByText("ofis.ist@yolda.test")).toBeVisible();
    await expectAccessible(page);
    if (process.env.PEOPLE_SCREENSHOTS) {
      await page.screenshot({ path: `/tmp/people/people-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 820, height: 1100 });
      await page.screenshot({ path: `/tmp/people/people-${lang}-820.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // An office role without an office is refused; what was typed stays.
    await page.getByLabel(w.name).fill("Deniz Test");
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.role, { exact: true }).selectOption({ label: w.office });
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.officeRequired)).toBeVisible();
    await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(email);
    await expectAccessible(page);

    // An address already on the list is refused.
    await page.getByLabel(w.email, { exact: true }).fill("admin@yolda.test");
    await page.getByLabel(w.role, { exact: true }).selectOption({ label: w.finance });
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.taken)).toBeVisible();

    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.invited(email))).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Deniz Test");
    await expect(row).toContainText(w.finance);
    await expect(row).toContainText(w.pending);
    await expectAccessible(page);

    // Per row: the role changes (office staff need an office), then the account is disabled.
    await row.getByText(w.change).click();
    await row.getByLabel(w.roleOf("Deniz Test")).selectOption({ label: w.office });
    await row.getByRole("checkbox", { name: /\(IST\)$/ }).check();
    await row.getByRole("button", { name: w.save("Deniz Test") }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const changed = page.getByRole("row").filter({ hasText: email });
    await expect(changed).toContainText(w.office);
    await expect(changed).toContainText("(IST)");
    // The row's change panel stays open after the save.
    if ((await changed.locator("details").getAttribute("open")) === null) await changed.getByText(w.change).click();
    await expectAccessible(page);
    await changed.getByRole("button", { name: w.disable("Deniz Test") }).click();
    await expect(page.getByText(w.disabledNotice)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText(w.disabled);
  });
}

test("staff other than admins get the 403 page and no menu entry", async ({ page }) => {
  await signInAsStaff(page, "office", "en");
  await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  const res = await page.goto("/en/yonetim/personel");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toHaveCount(0);
});
