// Member use cases: sign-in with lockout, sign-out, password reset, profile, e-mail and password
// changes, ending the membership (sign-up with an e-mail code is sign-up.server.ts). Better Auth
// keeps the accounts and sessions; this module adds our rate limits, consents, messages and the
// KVKK rules.
import { APIError } from "better-auth/api";
import { parse as parseCookies } from "cookie";
import type { Lang } from "#app/i18n/config.ts";
import { authFor, COOKIE_PREFIX, REMEMBERED_SESSION_SECONDS } from "#app/server/auth/auth.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { membershipEndedEmail } from "#app/server/email/member-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { Env } from "#app/server/env.server.ts";
import {
  claimReservations,
  endMembershipRow,
  findMemberByEmail,
  findMemberById,
  updateMemberProfile,
} from "#app/server/repositories/members.server.ts";
import {
  hitRateLimit,
  ipRateLimitKey,
  releaseRateLimitSlot,
  takeRateLimitSlot,
} from "#app/server/security/rate-limit.server.ts";

export type Member = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneCountry: string;
  lang: Lang;
};

export type MemberDeps = { db: Db; env: Env };

import { MEMBER_HINT_COOKIE, sessionCookieValue } from "#app/shared/members/member-hint.ts";
import { forgetCheckedSession, rememberCheckedSession } from "#app/server/auth/checked-sessions.server.ts";
export { MEMBER_HINT_COOKIE };

/**
 * Sign-in attempts per e-mail address whose password is checked in one lockout window (failures
 * keep their slot, successes give it back), and the window.
 */
export const SIGN_IN_FAILURES_ALLOWED = 5;
export const LOCKOUT_SECONDS = 15 * 60;
const SIGN_IN_PER_IP = { limit: 60, windowSeconds: 10 * 60 };
const CODES_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };
const RESETS_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };
const RESETS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

export type Limited = { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

function code(error: unknown): string | null {
  if (error instanceof APIError) {
    const body = error.body as { code?: unknown } | undefined;
    return typeof body?.code === "string" ? body.code : null;
  }
  return null;
}

function hintCookie(env: Env, maxAgeSeconds: number | null): string {
  const secure = env.APP_ENV === "production" ? "; Secure" : "";
  const age = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${MEMBER_HINT_COOKIE}=${maxAgeSeconds === 0 ? "" : "1"}; Path=/; SameSite=Lax${age}${secure}`;
}

/** Set-Cookie headers of Better Auth's answer plus our hint cookie. */
export function withHint(headers: Headers | undefined, env: Env, maxAgeSeconds: number | null): Headers {
  const out = cookiesOf(headers);
  out.append("Set-Cookie", hintCookie(env, maxAgeSeconds));
  return out;
}

/** Only the Set-Cookie headers of Better Auth's answer (what the page passes on to the browser). */
function cookiesOf(headers: Headers | undefined): Headers {
  const out = new Headers();
  for (const value of headers?.getSetCookie() ?? []) out.append("Set-Cookie", value);
  return out;
}

function toMember(user: Record<string, unknown>): Member | null {
  if (user.endedAt) return null;
  const lang = user.lang === "en" ? "en" : "tr";
  return {
    id: String(user.id),
    email: String(user.email),
    firstName: String(user.firstName ?? ""),
    lastName: String(user.lastName ?? ""),
    phone: String(user.phone ?? ""),
    phoneCountry: String(user.phoneCountry ?? "TR"),
    lang,
  };
}

/** The signed-in member of this request, or null (no cookie, expired, signed out, ended). */
export async function currentMember({ db, env }: MemberDeps, requestHeaders: Headers): Promise<Member | null> {
  const cookie = requestHeaders.get("cookie") ?? "";
  if (!cookie.includes(`${COOKIE_PREFIX}.session_token`)) return null;
  const session = await authFor(db, env).api.getSession({
    headers: requestHeaders,
    query: { disableCookieCache: true },
  });
  const member = session ? toMember(session.user as unknown as Record<string, unknown>) : null;
  // What the kept member search results are opened by (decision 0146).
  const value = sessionCookieValue(parseCookies(cookie));
  if (member) rememberCheckedSession(value);
  else forgetCheckedSession(value);
  return member;
}

/** Sends a new sign-up code (the old one stops working). Silent for unknown addresses. */
export async function sendSignUpCode(
  { db, env }: MemberDeps,
  email: string,
  meta: { now: Date },
): Promise<{ ok: true } | Limited> {
  const normalized = email.trim().toLowerCase();
  const limit = await hitRateLimit(db, { key: `email:${normalized}:code`, now: meta.now, ...CODES_PER_EMAIL });
  if (!limit.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  const member = await findMemberByEmail(db, normalized);
  if (!member || member.emailVerified || member.endedAt) return { ok: true };
  await authFor(db, env).api.sendVerificationOTP({ body: { email: normalized, type: "email-verification" } });
  return { ok: true };
}

export type CodeResult =
  { ok: true; headers: Headers } | { ok: false; reason: "wrong" | "expired" | "tooManyAttempts" };

/** Why a code was refused; anything but "expired" and "too many tries" reads "wrong code". */
export function codeFailure(error: unknown): CodeResult {
  const c = code(error);
  if (c === "OTP_EXPIRED") return { ok: false, reason: "expired" };
  if (c === "TOO_MANY_ATTEMPTS") return { ok: false, reason: "tooManyAttempts" };
  if (!(error instanceof APIError)) throw error;
  return { ok: false, reason: "wrong" };
}

export type SignInResult =
  | { ok: true; headers: Headers; member: Member }
  | { ok: false; reason: "invalid" | "unverified" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  | Limited;

/** Key of an account's sign-in attempt slots: the normalised address, registered or not. */
function signInSlotKey(email: string): string {
  return `email:${email}:sign-in`;
}

/**
 * Signs in. Each attempt first takes one of the address's five slots for the current 15-minute
 * window, atomically in the database, before any password is compared; with no slot left the
 * answer is "locked" and the password is never checked, so a burst from many addresses checks at
 * most five passwords per account and window. A failed attempt keeps its slot (the fifth failure
 * already answers "locked"); a successful one gives it back, so signing in often never locks a
 * member out. Registered or not, an address is treated the same, so the answer never tells
 * whether it exists. The per-IP limit comes first and stays.
 */
export async function signIn(
  { db, env }: MemberDeps,
  input: { email: string; password: string; rememberMe: boolean },
  meta: { ip: string; headers: Headers; now: Date },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const perIp = await hitRateLimit(db, { key: ipRateLimitKey(meta.ip, "sign-in"), now: meta.now, ...SIGN_IN_PER_IP });
  if (!perIp.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perIp.retryAfterSeconds };
  const window = { key: signInSlotKey(email), windowSeconds: LOCKOUT_SECONDS, now: meta.now };
  const slot = await takeRateLimitSlot(db, { ...window, limit: SIGN_IN_FAILURES_ALLOWED });
  if (!slot.taken) return { ok: false, reason: "locked", retryAfterSeconds: slot.retryAfterSeconds };
  let keepSlot = false;
  try {
    const { headers, response } = await authFor(db, env).api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: meta.headers,
      returnHeaders: true,
    });
    const member = toMember(response.user as unknown as Record<string, unknown>);
    if (!member) {
      keepSlot = true;
      return { ok: false, reason: "invalid" };
    }
    return { ok: true, member, headers: withHint(headers, env, input.rememberMe ? REMEMBERED_SESSION_SECONDS : null) };
  } catch (error) {
    const c = code(error);
    if (c === "EMAIL_NOT_VERIFIED") {
      await sendSignUpCode({ db, env }, email, meta);
      return { ok: false, reason: "unverified" };
    }
    if (c === "INVALID_EMAIL_OR_PASSWORD" || c === "INVALID_EMAIL" || c === "INVALID_PASSWORD") {
      keepSlot = true;
      if (slot.used >= SIGN_IN_FAILURES_ALLOWED) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((windowEnd(meta.now, LOCKOUT_SECONDS) - meta.now.getTime()) / 1000),
        );
        return { ok: false, reason: "locked", retryAfterSeconds };
      }
      return { ok: false, reason: "invalid" };
    }
    throw error;
  } finally {
    if (!keepSlot) await releaseRateLimitSlot(db, window);
  }
}

/** End of the fixed window (epoch milliseconds) that contains `now`. */
function windowEnd(now: Date, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
}

/** Ends this browser's session. */
export async function signOut({ db, env }: MemberDeps, requestHeaders: Headers): Promise<Headers> {
  forgetCheckedSession(sessionCookieValue(parseCookies(requestHeaders.get("cookie") ?? "")));
  try {
    const { headers } = await authFor(db, env).api.signOut({ headers: requestHeaders, returnHeaders: true });
    return withHint(headers, env, 0);
  } catch {
    return withHint(undefined, env, 0);
  }
}

/** Always answers the same; sends a link only to a live, verified account, within the limits. */
export async function requestPasswordReset(
  { db, env }: MemberDeps,
  email: string,
  meta: { ip: string; now: Date },
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const perIp = await hitRateLimit(db, { key: ipRateLimitKey(meta.ip, "reset"), now: meta.now, ...RESETS_PER_IP });
  const perEmail = await hitRateLimit(db, { key: `email:${normalized}:reset`, now: meta.now, ...RESETS_PER_EMAIL });
  if (!perIp.allowed || !perEmail.allowed) return;
  const member = await findMemberByEmail(db, normalized);
  if (!member || !member.emailVerified || member.endedAt) return;
  await authFor(db, env).api.requestPasswordReset({ body: { email: normalized } });
}

/** Sets the new password with a reset link's token (once, within its hour); every session ends. */
export async function resetPassword(
  { db, env }: MemberDeps,
  input: { token: string; password: string },
): Promise<{ ok: true } | { ok: false; reason: "invalidToken" }> {
  try {
    await authFor(db, env).api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return { ok: true };
  } catch (error) {
    if (code(error) === "INVALID_TOKEN") return { ok: false, reason: "invalidToken" };
    throw error;
  }
}

export async function updateProfile(
  { db }: MemberDeps,
  member: Member,
  profile: { firstName: string; lastName: string; phone: string; phoneCountry: string; lang: Lang },
  now: Date,
): Promise<void> {
  await updateMemberProfile(db, member.id, profile, now);
}

/** Sends a code to the new address; the change happens only when that code comes back. */
export async function requestEmailChange(
  { db, env }: MemberDeps,
  member: Member,
  newEmail: string,
  meta: { headers: Headers; now: Date },
): Promise<{ ok: true } | { ok: false; reason: "same" } | Limited> {
  const normalized = newEmail.trim().toLowerCase();
  if (normalized === member.email) return { ok: false, reason: "same" };
  const limit = await hitRateLimit(db, { key: `member:${member.id}:email-change`, now: meta.now, ...CODES_PER_EMAIL });
  if (!limit.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  await authFor(db, env).api.requestEmailChangeEmailOTP({ body: { newEmail: normalized }, headers: meta.headers });
  return { ok: true };
}

export async function confirmEmailChange(
  { db, env }: MemberDeps,
  input: { newEmail: string; code: string },
  meta: { headers: Headers },
): Promise<CodeResult> {
  try {
    const { headers } = await authFor(db, env).api.changeEmailEmailOTP({
      body: { newEmail: input.newEmail.trim().toLowerCase(), otp: input.code.trim() },
      headers: meta.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    // A wrong code, or an address someone registered meanwhile: both read "wrong code".
    return codeFailure(error);
  }
}

/** Changes the password after checking the old one; other browsers are signed out. */
export async function changePassword(
  { db, env }: MemberDeps,
  input: { current: string; next: string },
  meta: { headers: Headers },
): Promise<{ ok: true; headers: Headers } | { ok: false; reason: "wrongPassword" }> {
  try {
    const { headers } = await authFor(db, env).api.changePassword({
      body: { currentPassword: input.current, newPassword: input.next, revokeOtherSessions: true },
      headers: meta.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    const c = code(error);
    if (c === "INVALID_PASSWORD" || c === "INVALID_EMAIL_OR_PASSWORD") return { ok: false, reason: "wrongPassword" };
    throw error;
  }
}

/**
 * Ends the membership: the reason is kept, every session ends, personal data is anonymised;
 * reservations and payments stay (the law's retention), detached from any identity but the id.
 */
export async function endMembership(
  { db, env }: MemberDeps,
  member: Member,
  reason: string,
  now: Date,
): Promise<Headers> {
  const row = await findMemberById(db, member.id);
  const ended = await endMembershipRow(db, member.id, reason, now);
  if (ended && row) {
    await enqueueEmail(db, membershipEndedEmail({ lang: member.lang, to: row.email, name: row.firstName }), now);
  }
  const out = new Headers();
  const secure = env.APP_ENV === "production" ? "; Secure" : "";
  const name = `${env.APP_ENV === "production" ? "__Secure-" : ""}${COOKIE_PREFIX}.session_token`;
  out.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  out.append("Set-Cookie", hintCookie(env, 0));
  return out;
}

/** Guest reservations made with the member's (proven) e-mail join the member's list. */
export async function claimGuestReservations({ db }: MemberDeps, member: Member): Promise<number> {
  return claimReservations(db, member.id, member.email);
}
