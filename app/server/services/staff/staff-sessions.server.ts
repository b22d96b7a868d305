// Staff sign-in (docs/decisions/0035): password, then a TOTP code from an authenticator app (or a
// one-time backup code); a person without TOTP set up gets a session that only opens the set-up
// page. Sessions live in staff_sessions and end after STAFF_IDLE_SECONDS without a request (the
// cookie itself dies with the browser). Limits live in PostgreSQL like the members' (decision
// 0017): per IP, and five password failures per address lock it for a quarter of an hour.
import { APIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { isStaffRole, type StaffActor } from "#app/domain/staff/permissions.ts";
import {
  STAFF_COOKIE_PREFIX,
  STAFF_MAX_PASSWORD_LENGTH,
  STAFF_MIN_PASSWORD_LENGTH,
  staffAuthFor,
} from "#app/server/auth/staff-auth.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { staffTwoFactors } from "#app/server/db/schema.ts";
import type { Env } from "#app/server/env.server.ts";
import { officeIdsOf } from "#app/server/repositories/staff.server.ts";
import {
  hitRateLimit,
  ipRateLimitKey,
  releaseRateLimitSlot,
  takeRateLimitSlot,
} from "#app/server/security/rate-limit.server.ts";

export type StaffDeps = { db: Db; env: Env };

export const STAFF_SIGN_IN_FAILURES_ALLOWED = 5;
export const STAFF_LOCKOUT_SECONDS = 15 * 60;
/** Sign-in and code attempts per client IP in ten minutes (STAFF_RATE_LIMIT_IP, default 30). */
const perIpWindow = (env: Env) => ({ limit: env.STAFF_RATE_LIMIT_IP, windowSeconds: 10 * 60 });

/** A signed-in staff member and whether their second factor is set up. */
export type StaffSession = { actor: StaffActor; lang: "tr" | "en"; twoFactorEnabled: boolean };

function errorCode(error: unknown): string | null {
  if (error instanceof APIError) {
    const body = error.body as { code?: unknown } | undefined;
    return typeof body?.code === "string" ? body.code : null;
  }
  return null;
}

const SESSION_COOKIE_RE = new RegExp(`^(__Secure-)?${STAFF_COOKIE_PREFIX.replace(".", "\\.")}\\.session_token=`);

/**
 * Better Auth's Set-Cookie headers, with the session cookie turned into a browser-session cookie:
 * the server ends an idle session, so the cookie needs no lifetime of its own (a deleting cookie,
 * Max-Age=0, is kept as it is).
 */
export function staffCookieHeaders(headers: Headers | undefined): Headers {
  const out = new Headers();
  for (const value of headers?.getSetCookie() ?? []) {
    const deleting = /;\s*Max-Age=0(;|$)/i.test(value);
    out.append(
      "Set-Cookie",
      SESSION_COOKIE_RE.test(value) && !deleting ? value.replace(/;\s*(Max-Age|Expires)=[^;]*/gi, "") : value,
    );
  }
  return out;
}

/** The staff session of this request (renewing its idle timer), or null. */
export async function currentStaff({ db, env }: StaffDeps, requestHeaders: Headers): Promise<StaffSession | null> {
  const cookie = requestHeaders.get("cookie") ?? "";
  if (!cookie.includes(`${STAFF_COOKIE_PREFIX}.session_token`)) return null;
  const session = await staffAuthFor(db, env).api.getSession({
    headers: requestHeaders,
    query: { disableCookieCache: true },
  });
  if (!session) return null;
  const user = session.user as unknown as Record<string, unknown>;
  if (user.banned === true || !isStaffRole(user.role)) return null;
  const id = String(user.id);
  return {
    actor: {
      id,
      name: String(user.name),
      email: String(user.email),
      role: user.role,
      officeIds: await officeIdsOf(db, id),
    },
    lang: user.lang === "en" ? "en" : "tr",
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

export type Limited = { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export type StaffSignInResult =
  /** Password right: the code comes next (a signed two-factor cookie carries the challenge). */
  | { ok: true; next: "code"; headers: Headers }
  /** Password right, no authenticator set up yet: a session that only opens the set-up page. */
  | { ok: true; next: "enrol"; headers: Headers }
  | { ok: false; reason: "invalid" | "disabled" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  | Limited;

function windowEnd(now: Date, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
}

/** First step of signing in: e-mail and password (each attempt takes a slot first, decision 0022). */
export async function signInStaff(
  { db, env }: StaffDeps,
  input: { email: string; password: string },
  meta: { ip: string; headers: Headers; now: Date },
): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase();
  const perIp = await hitRateLimit(db, {
    key: ipRateLimitKey(meta.ip, "staff-sign-in"),
    now: meta.now,
    ...perIpWindow(env),
  });
  if (!perIp.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perIp.retryAfterSeconds };
  const window = { key: `staff:${email}:sign-in`, windowSeconds: STAFF_LOCKOUT_SECONDS, now: meta.now };
  const slot = await takeRateLimitSlot(db, { ...window, limit: STAFF_SIGN_IN_FAILURES_ALLOWED });
  if (!slot.taken) return { ok: false, reason: "locked", retryAfterSeconds: slot.retryAfterSeconds };
  let keepSlot = false;
  try {
    const { headers, response } = await staffAuthFor(db, env).api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: meta.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: true, next: "code", headers: staffCookieHeaders(headers) };
    }
    return { ok: true, next: "enrol", headers: staffCookieHeaders(headers) };
  } catch (error) {
    const c = errorCode(error);
    if (c === "BANNED_USER") return { ok: false, reason: "disabled" };
    if (c === "INVALID_EMAIL_OR_PASSWORD" || c === "INVALID_EMAIL" || c === "INVALID_PASSWORD") {
      keepSlot = true;
      if (slot.used >= STAFF_SIGN_IN_FAILURES_ALLOWED) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((windowEnd(meta.now, STAFF_LOCKOUT_SECONDS) - meta.now.getTime()) / 1000),
        );
        return { ok: false, reason: "locked", retryAfterSeconds };
      }
      return { ok: false, reason: "invalid" };
    }
    if (c === "PASSWORD_TOO_LONG" || c === "PASSWORD_TOO_SHORT") {
      keepSlot = true;
      return { ok: false, reason: "invalid" };
    }
    throw error;
  } finally {
    if (!keepSlot) await releaseRateLimitSlot(db, window);
  }
}

export type StaffCodeResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrong"; headers: Headers }
  /** The challenge expired or was used up: sign in with the password again. */
  | { ok: false; reason: "expired" | "locked"; headers: Headers }
  | Limited;

/** Second step: the TOTP code (or a backup code) for the challenge in the request's cookie. */
export async function verifyStaffCode(
  { db, env }: StaffDeps,
  input: { code: string; backup: boolean },
  meta: { ip: string; headers: Headers; now: Date },
): Promise<StaffCodeResult> {
  const perIp = await hitRateLimit(db, {
    key: ipRateLimitKey(meta.ip, "staff-code"),
    now: meta.now,
    ...perIpWindow(env),
  });
  if (!perIp.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perIp.retryAfterSeconds };
  const api = staffAuthFor(db, env).api;
  try {
    const { headers } = input.backup
      ? await api.verifyBackupCode({ body: { code: input.code.trim() }, headers: meta.headers, returnHeaders: true })
      : await api.verifyTOTP({
          body: { code: input.code.replace(/\s/g, "") },
          headers: meta.headers,
          returnHeaders: true,
        });
    return { ok: true, headers: staffCookieHeaders(headers) };
  } catch (error) {
    const c = errorCode(error);
    const headers = staffCookieHeaders(
      error instanceof APIError && error.headers ? new Headers(error.headers) : undefined,
    );
    if (c === "INVALID_CODE" || c === "INVALID_BACKUP_CODE") return { ok: false, reason: "wrong", headers };
    if (c === "ACCOUNT_TEMPORARILY_LOCKED") return { ok: false, reason: "locked", headers };
    if (
      c === "INVALID_TWO_FACTOR_COOKIE" ||
      c === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" ||
      c === "TOTP_NOT_ENABLED" ||
      c === "BACKUP_CODES_NOT_ENABLED" ||
      c === "BANNED_USER"
    ) {
      return { ok: false, reason: "expired", headers };
    }
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "wrong", headers };
    throw error;
  }
}

/** The pending (not yet confirmed) authenticator key of a signed-in person, base32 for the app. */
export async function pendingTotpKey({ db, env }: StaffDeps, staffId: string): Promise<string | null> {
  const rows = await db
    .select({ secret: staffTwoFactors.secret, verified: staffTwoFactors.verified })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, staffId));
  const row = rows[0];
  if (!row || row.verified) return null;
  const secret = await symmetricDecrypt({ key: env.SESSION_SECRET, data: row.secret });
  return secret.startsWith("base32:") ? secret.slice(7).toUpperCase() : base32(new TextEncoder().encode(secret));
}

/** RFC 4648 base32 without padding (how authenticator apps take a key typed by hand). */
export function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export type EnrolStart =
  | { ok: true; key: string; uri: string; backupCodes: string[] }
  | { ok: false; reason: "wrongPassword" | "alreadyEnabled" };

/** Set-up, step one: the password again, then a new authenticator key and backup codes. */
export async function startTotpEnrolment(
  { db, env }: StaffDeps,
  input: { password: string },
  meta: { headers: Headers },
): Promise<EnrolStart> {
  try {
    const result = await staffAuthFor(db, env).api.enableTwoFactor({
      body: { password: input.password.slice(0, STAFF_MAX_PASSWORD_LENGTH), method: "totp" },
      headers: meta.headers,
    });
    const uri = "totpURI" in result && typeof result.totpURI === "string" ? result.totpURI : "";
    const key = new URL(uri).searchParams.get("secret") ?? "";
    const backupCodes = "backupCodes" in result && Array.isArray(result.backupCodes) ? result.backupCodes : [];
    return { ok: true, key, uri, backupCodes };
  } catch (error) {
    const c = errorCode(error);
    if (c === "INVALID_PASSWORD" || c === "PASSWORD_TOO_LONG") return { ok: false, reason: "wrongPassword" };
    if (c === "TOTP_ALREADY_ENABLED") return { ok: false, reason: "alreadyEnabled" };
    throw error;
  }
}

/** Set-up, step two: the first code from the app turns two-step sign-in on (a new session cookie). */
export async function confirmTotpEnrolment(
  { db, env }: StaffDeps,
  input: { code: string },
  meta: { headers: Headers },
): Promise<{ ok: true; headers: Headers } | { ok: false; reason: "wrong" }> {
  try {
    const { headers } = await staffAuthFor(db, env).api.verifyTOTP({
      body: { code: input.code.replace(/\s/g, "") },
      headers: meta.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: staffCookieHeaders(headers) };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "wrong" };
    throw error;
  }
}

/** Ends the session of this request. */
export async function signOutStaff({ db, env }: StaffDeps, requestHeaders: Headers): Promise<Headers> {
  try {
    const { headers } = await staffAuthFor(db, env).api.signOut({ headers: requestHeaders, returnHeaders: true });
    return staffCookieHeaders(headers);
  } catch (error) {
    if (error instanceof APIError) return new Headers();
    throw error;
  }
}

export type SetPasswordResult = { ok: true } | { ok: false; reason: "invalidLink" | "tooShort" | "tooLong" };

/** The invitation link: sets the first password (or a new one an admin sent) and spends the link. */
export async function setStaffPassword(
  { db, env }: StaffDeps,
  input: { token: string; password: string },
): Promise<SetPasswordResult> {
  if (input.password.length < STAFF_MIN_PASSWORD_LENGTH) return { ok: false, reason: "tooShort" };
  if (input.password.length > STAFF_MAX_PASSWORD_LENGTH) return { ok: false, reason: "tooLong" };
  try {
    await staffAuthFor(db, env).api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "invalidLink" };
    throw error;
  }
}
