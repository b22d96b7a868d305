// Signing demo staff in from browser tests: e-mail and password, then the code an authenticator
// app would show for the demo key (seed/staff.ts; README "Demo staff"). The first sign-in of a role
// in a language goes through the form; later calls in the same Playwright worker put that session's
// cookies into the test's own browser context and open the page (docs/decisions/0087). A session
// that no longer opens the page (signed out, revoked, idle too long) is replaced by a real sign-in.
// Tests of sign-in itself (or of anything that ends or changes the session) pass { fresh: true }.
import { expect, type Cookie, type Page } from "@playwright/test";
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

/** The staff cookies (Better Auth's, `yolda-staff.*`) of one signed-in session. */
const STAFF_COOKIE = /^yolda-staff\./;
/** A session ends after 30 minutes without a request (STAFF_IDLE_SECONDS); reuse it well within that. */
const REUSE_MS = 15 * 60 * 1000;
/** This worker's sessions, one per role and language: its cookies and when it last opened a page. */
const sessions = new Map<string, { cookies: Cookie[]; usedAt: number }>();

export type SignInOptions = {
  /** Sign in through the form even when this worker holds a session (tests of the session itself). */
  fresh?: boolean;
};

/**
 * Signs in as the demo staff member with this role and lands on `to` (default: Today). Reuses this
 * worker's session for the role and language when it still opens `to`; otherwise signs in through
 * the form, waiting for a fresh 30-second TOTP window when the current one is about to end.
 */
export async function signInAsStaff(
  page: Page,
  role: StaffRole,
  lang: Lang = "tr",
  to?: string,
  options: SignInOptions = {},
): Promise<DemoStaff> {
  const person = demoStaffMember(role);
  const prefix = lang === "en" ? "/en" : "";
  const target = to ?? `${prefix}/yonetim`;
  const key = `${role}:${lang}`;
  const held = options.fresh ? undefined : sessions.get(key);
  if (held && Date.now() - held.usedAt < REUSE_MS) {
    await page.context().addCookies(held.cookies);
    await page.goto(target);
    const url = new URL(page.url());
    if (url.pathname + url.search === target) {
      held.usedAt = Date.now();
      return person;
    }
    // The session has ended: forget it, take its cookies out of this context and sign in afresh.
    sessions.delete(key);
    await page.context().clearCookies({ name: STAFF_COOKIE });
  }
  await signInThroughForm(page, person, lang, target);
  if (!options.fresh) {
    const cookies = (await page.context().cookies()).filter((c) => STAFF_COOKIE.test(c.name));
    sessions.set(key, { cookies, usedAt: Date.now() });
  }
  return person;
}

async function signInThroughForm(page: Page, person: DemoStaff, lang: Lang, target: string) {
  const prefix = lang === "en" ? "/en" : "";
  const w = words[lang];
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
}
