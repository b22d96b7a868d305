// Signing demo staff in from browser tests: e-mail and password, then the code an authenticator
// app would show for the demo key (seed/staff.ts; README "Demo staff"). Each call signs in afresh,
// so tests may run in parallel with their own browser contexts.
import { expect, type Page } from "@playwright/test";
import type { StaffRole } from "#app/domain/staff/permissions.ts";
import { DEMO_STAFF_PASSWORD, demoStaff, type DemoStaff } from "#seed/staff.ts";
import { totpCode } from "#tests/support/totp.ts";

export type Lang = "tr" | "en";

export function demoStaffMember(role: StaffRole): DemoStaff {
  const person = demoStaff.find((p) => p.role === role);
  if (!person) throw new Error(`no demo staff member with role ${role}`);
  return person;
}

const words = {
  tr: { email: "E-posta", password: "Şifre", next: "Devam", code: "Kod", signIn: "Giriş yap" },
  en: { email: "E-mail", password: "Password", next: "Continue", code: "Code", signIn: "Sign in" },
};

/**
 * Signs in as the demo staff member with this role and lands on `to` (default: Today). Waits for a
 * fresh 30-second TOTP window when the current one is about to end, so the code stays valid.
 */
export async function signInAsStaff(page: Page, role: StaffRole, lang: Lang = "tr", to?: string): Promise<DemoStaff> {
  const person = demoStaffMember(role);
  const prefix = lang === "en" ? "/en" : "";
  const w = words[lang];
  const target = to ?? `${prefix}/yonetim`;
  await page.goto(`${prefix}/yonetim/giris?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel(w.email).fill(person.email);
  await page.getByLabel(w.password, { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: w.next }).click();
  await expect(page.getByLabel(w.code, { exact: true })).toBeVisible();
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 3) await page.waitForTimeout(secondsLeft * 1000 + 200);
  await page.getByLabel(w.code, { exact: true }).fill(totpCode(person.totpKey));
  await page.getByRole("button", { name: w.signIn }).click();
  await page.waitForURL((url) => url.pathname + url.search === target);
  return person;
}
