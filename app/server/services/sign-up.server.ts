// Sign-up with an e-mail code: the account is created unusable, the code opens it and signs the
// member in. Better Auth keeps the account; this module adds our rate limits and the consents.
import { checkPhone } from "#app/shared/phone.ts";
import { recordMarketingSmsConsent } from "#app/server/sms/sms.server.ts";
import { parse as parseCookies } from "cookie";
import type { Lang } from "#app/i18n/config.ts";
import { authFor, REMEMBERED_SESSION_SECONDS } from "#app/server/auth/auth.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { findMemberByEmail, recordConsents } from "#app/server/repositories/members.server.ts";
import { hitRateLimit, ipRateLimitKey } from "#app/server/security/rate-limit.server.ts";
import {
  codeFailure,
  type CodeResult,
  type Limited,
  type MemberDeps,
  sendSignUpCode,
  withHint,
} from "./members.server.ts";

/** Sign-ups per client IP in an hour: `SIGN_UP_RATE_LIMIT_IP` (default 30). */
const SIGN_UP_WINDOW_SECONDS = 60 * 60;

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  password: string;
  explicitConsent: boolean;
  lang: Lang;
};

/**
 * Creates the account (not usable until the code is entered) and sends the code. A registered
 * address gets the same answer; its owner is told by e-mail instead (no enumeration).
 */
export async function signUp(
  { db, env }: MemberDeps,
  input: SignUpInput,
  meta: { ip: string; headers: Headers; now: Date },
): Promise<{ ok: true } | Limited> {
  const perIp = await hitRateLimit(db, {
    key: ipRateLimitKey(meta.ip, "sign-up"),
    now: meta.now,
    limit: env.SIGN_UP_RATE_LIMIT_IP,
    windowSeconds: SIGN_UP_WINDOW_SECONDS,
  });
  if (!perIp.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perIp.retryAfterSeconds };
  const email = input.email.trim().toLowerCase();
  const before = await findMemberByEmail(db, email);
  await authFor(db, env).api.signUpEmail({
    headers: meta.headers,
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      phoneCountry: input.phoneCountry,
      lang: input.lang,
    },
  });
  if (!before) {
    const created = await findMemberByEmail(db, email);
    if (created) {
      await recordConsents(
        db,
        created.id,
        [
          { kind: "kvkk_notice", given: true },
          { kind: "membership_agreement", given: true },
          { kind: "explicit_consent", given: input.explicitConsent },
        ],
        meta.ip,
      );
      // Marketing by SMS only with this consent, recorded for İYS with its source and time (0118).
      const phone = checkPhone(input.phoneCountry, input.phone);
      if (input.explicitConsent && phone.ok) {
        await recordMarketingSmsConsent(
          db,
          { memberId: created.id, phone: phone.e164, given: true, ip: meta.ip },
          meta.now,
        );
      }
    }
  } else if (!before.emailVerified) {
    // An unfinished sign-up with this address: a fresh code lets its owner finish it.
    await sendSignUpCode({ db, env }, email, meta);
  }
  return { ok: true };
}

/** Opens the account with the e-mail code and signs the member in. */
export async function verifySignUpCode(
  { db, env }: MemberDeps,
  input: { email: string; code: string },
  meta: { headers: Headers },
): Promise<CodeResult> {
  try {
    const { headers } = await authFor(db, env).api.verifyEmailOTP({
      body: { email: input.email.trim().toLowerCase(), otp: input.code.trim() },
      headers: meta.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: withHint(headers, env, REMEMBERED_SESSION_SECONDS) };
  } catch (error) {
    return codeFailure(error);
  }
}

/** The cookie that carries the address between the sign-up form and its code step (30 minutes). */
export const SIGN_UP_COOKIE = "yolda_signup";

export function signUpCookie(env: Env, email: string | null): string {
  const secure = env.APP_ENV === "production" ? "; Secure" : "";
  const value = email ? encodeURIComponent(email.trim().toLowerCase()) : "";
  return `${SIGN_UP_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${email ? 1800 : 0}${secure}`;
}

/**
 * The address of the sign-up waiting for its code, from the sign-up cookie ("" when none). The
 * cookie parser decodes the value once; decoding again would change an address with a "%" in it
 * and throw on a malformed one.
 */
export function pendingSignUpEmail(requestHeaders: Headers): string {
  return parseCookies(requestHeaders.get("cookie") ?? "")[SIGN_UP_COOKIE] ?? "";
}

export { signUpCodeExpiry } from "#app/server/repositories/members.server.ts";
