// Better Auth for staff (docs/decisions/0035): a second instance beside the members' one, on its
// own tables and cookies, with the admin plugin (one of our six roles per person; a ban is a
// disabled account) and the two-factor plugin (TOTP, required before any staff page). Like the
// members' instance it is a library: our routes call `staffAuthFor(...).api.*` from their actions
// behind our XSRF check and rate limits; no HTTP handler is mounted.
import { betterAuth } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { localizePath } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "#app/server/db/schema.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { staffInviteEmail } from "#app/server/email/staff-emails.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { authBaseOptions } from "./auth-base.server.ts";
import { perHandle } from "./per-handle.server.ts";

/** Cookie names start with this: `yolda-staff.session_token`, `yolda-staff.two_factor`. */
export const STAFF_COOKIE_PREFIX = "yolda-staff";
/** A staff session ends after this much inactivity (renewed at most once a minute while used). */
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_SESSION_REFRESH_SECONDS = 60;
/** An invitation (or a new-password link an admin sends) works once, for three days. */
export const STAFF_INVITE_TTL_SECONDS = 3 * 24 * 60 * 60;
/** Minutes between the password and the code at sign-in. */
export const STAFF_TWO_FACTOR_WINDOW_SECONDS = 10 * 60;
export const STAFF_MIN_PASSWORD_LENGTH = 10;
export const STAFF_MAX_PASSWORD_LENGTH = 128;
export const STAFF_ISSUER = "Yolda Yönetim";

/** The admin plugin's roles are our six; only `admin` holds the plugin's own user powers. */
const roles = {
  admin: adminAc,
  office: userAc,
  call_centre: userAc,
  finance: userAc,
  content: userAc,
  hr: userAc,
  office_manager: userAc,
};

function buildStaffAuth(db: Db, env: Env) {
  return betterAuth({
    appName: STAFF_ISSUER,
    ...authBaseOptions(db, env, {
      basePath: "/api/staff-auth",
      cookiePrefix: STAFF_COOKIE_PREFIX,
      tables: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      additionalFields: {
        lang: { type: "string", required: false, defaultValue: "tr", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Nobody signs up: an admin invites (app/server/services/staff/staff-accounts.server.ts).
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: STAFF_MIN_PASSWORD_LENGTH,
      maxPasswordLength: STAFF_MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: STAFF_INVITE_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The invitation is a "set your password" link; the same link serves a new password later.
      async sendResetPassword({ user, token }) {
        const rows = await db.select({ lang: staffUsers.lang }).from(staffUsers).where(eq(staffUsers.id, user.id));
        const lang = rows[0]?.lang === "en" ? "en" : "tr";
        const link = new URL(
          `${localizePath("/yonetim/davet", lang)}?token=${encodeURIComponent(token)}`,
          env.PUBLIC_URL,
        ).href;
        await enqueueEmail(db, staffInviteEmail({ lang, to: user.email, name: user.name, link }));
      },
    },
    session: { expiresIn: STAFF_IDLE_SECONDS, updateAge: STAFF_SESSION_REFRESH_SECONDS },
    // The library's rate limit is off; our PostgreSQL counters limit sign-in (staff-accounts.server.ts).
    plugins: [
      admin({ roles, defaultRole: "office", adminRoles: ["admin"] }),
      twoFactor({
        issuer: STAFF_ISSUER,
        twoFactorTable: "twoFactor",
        twoFactorCookieMaxAge: STAFF_TWO_FACTOR_WINDOW_SECONDS,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof buildStaffAuth>;

/** One staff Better Auth instance per database handle and configuration. */
export const staffAuthFor: (db: Db, env: Env) => StaffAuth = perHandle(buildStaffAuth);
