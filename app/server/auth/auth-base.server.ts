// What the members' and the staff Better Auth instances share (docs/decisions/0016, 0035): our
// database through the Drizzle adapter on the instance's own tables, the session secret, quiet
// logging, the library's rate limit off (our PostgreSQL counters limit every app server), and
// session cookies that are http-only, same-site lax and secure in production under the
// instance's own prefix.
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";

export function authBaseOptions<Tables extends Record<string, unknown>>(
  db: Db,
  env: Env,
  own: { basePath: string; cookiePrefix: string; tables: Tables },
) {
  return {
    baseURL: env.PUBLIC_URL,
    basePath: own.basePath,
    secret: env.SESSION_SECRET,
    // Wrong passwords and unknown addresses are expected traffic, not warnings.
    logger: { level: "error" as const },
    database: drizzleAdapter(db, { provider: "pg", schema: own.tables }),
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: own.cookiePrefix,
      useSecureCookies: env.APP_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, path: "/" },
    },
  };
}
