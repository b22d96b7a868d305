// Better Auth on our database (docs/decisions/0016-members-with-better-auth.md): e-mail and
// password accounts, a 6-digit e-mail code to open the account, reset links, sessions in
// PostgreSQL. Pages call `auth.api.*` on the server; the library's HTTP handler is not mounted,
// so every request passes our XSRF check, our rate limits and our messages.
import { betterAuth } from "better-auth";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { emailOTP } from "better-auth/plugins/email-otp";
import { eq } from "drizzle-orm";
import client from "prom-client";
import { isLang, localizePath, type Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { memberAccounts, members, memberSessions, memberVerifications } from "#app/server/db/schema.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { memberCodeEmail, memberExistsEmail, passwordResetEmail } from "#app/server/email/member-emails.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { authBaseOptions } from "./auth-base.server.ts";
import { perHandle } from "./per-handle.server.ts";

/** Minutes a sign-up or e-mail-change code is valid (domain-rules: 3 minutes, with a countdown). */
export const CODE_TTL_SECONDS = 180;
/** A reset link works once, for one hour. */
export const RESET_TTL_SECONDS = 3600;
/** "Remember me": 30 days, renewed daily while used. Without it the cookie dies with the browser. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const COOKIE_PREFIX = "yolda";

/**
 * Every stored password hash compared with a typed password (sign-in, password change), by
 * result. The sign-in lockout promises a bound on these per account; the lockout test counts
 * them. Not in any registry yet: register it where /metrics is served to expose it.
 */
export const passwordChecks = new client.Counter({
  name: "yolda_member_password_checks_total",
  help: "Stored password hashes compared with a typed password, by result",
  labelNames: ["result"] as const,
  registers: [],
});

/** Password checks so far in this process (both results). */
export async function passwordChecksSoFar(): Promise<number> {
  const { values } = await passwordChecks.get();
  return values.reduce((sum, v) => sum + v.value, 0);
}

async function memberLang(db: Db, email: string): Promise<Lang> {
  const rows = await db.select({ lang: members.lang }).from(members).where(eq(members.email, email.toLowerCase()));
  const lang = rows[0]?.lang;
  return isLang(lang) ? lang : "tr";
}

function buildAuth(db: Db, env: Env) {
  const absolute = (path: string) => new URL(path, env.PUBLIC_URL).href;
  return betterAuth({
    appName: env.APP_NAME,
    ...authBaseOptions(db, env, {
      basePath: "/api/auth",
      cookiePrefix: COOKIE_PREFIX,
      tables: { user: members, session: memberSessions, account: memberAccounts, verification: memberVerifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: true },
        phone: { type: "string", required: true },
        phoneCountry: { type: "string", required: true },
        lang: { type: "string", required: false, defaultValue: "tr" },
        endedAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The library's scrypt, with every comparison counted (see passwordChecks).
      password: {
        hash: hashPassword,
        async verify(input) {
          const matches = await verifyPassword(input);
          passwordChecks.inc({ result: matches ? "match" : "mismatch" });
          return matches;
        },
      },
      async sendResetPassword({ user, token }) {
        const lang = await memberLang(db, user.email);
        const link = absolute(`${localizePath("/ForgetMyPassword", lang)}?token=${encodeURIComponent(token)}`);
        await enqueueEmail(db, passwordResetEmail({ lang, to: user.email, name: user.name, link }));
      },
      // Sign-up with a registered address answers like a new one; the owner hears about it.
      async onExistingUserSignUp({ user }) {
        if (!user.emailVerified) return;
        const lang = await memberLang(db, user.email);
        const signIn = absolute(localizePath("/giris", lang));
        const reset = absolute(localizePath("/sifremi-unuttum", lang));
        await enqueueEmail(db, memberExistsEmail({ lang, to: user.email, name: user.name, signIn, reset }));
      },
    },
    emailVerification: { autoSignInAfterVerification: true },
    session: { expiresIn: REMEMBERED_SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: 5,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }, ctx) {
          const sessionLang = (ctx?.context.session?.user as { lang?: unknown } | undefined)?.lang;
          const lang = type === "change-email" && isLang(sessionLang) ? sessionLang : await memberLang(db, email);
          const purpose = type === "change-email" ? "changeEmail" : "signUp";
          await enqueueEmail(
            db,
            memberCodeEmail({ lang, to: email, code: otp, purpose, minutes: CODE_TTL_SECONDS / 60 }),
          );
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

/** One Better Auth instance per database handle and configuration (the app has one of each). */
export const authFor: (db: Db, env: Env) => Auth = perHandle(buildAuth);
