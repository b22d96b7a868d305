// A demo member (development only), so a signed-in visitor can be tried and measured without the
// sign-up code (bench/run.ts signs in as them: decision 0146). Same password as the demo staff,
// listed in the README. Production refuses it like the demo staff (SEED_DEMO cannot be set there,
// and this function throws when APP_ENV is production). The seed_runs row "demo-member-v1" marks it done.
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { memberAccounts, members, seedRuns } from "#app/server/db/schema.ts";
import type { Env } from "#app/server/env.server.ts";
import { DEMO_STAFF_PASSWORD } from "./staff.ts";

export const DEMO_MEMBER_SEED_NAME = "demo-member-v1";
export const demoMember = {
  id: "demo-member",
  firstName: "Deniz",
  lastName: "Örnek",
  email: "uye@yolda.test",
  password: DEMO_STAFF_PASSWORD,
} as const;

export async function seedDemoMember(db: Db, env: Pick<Env, "APP_ENV">): Promise<{ inserted: boolean }> {
  if (env.APP_ENV === "production") throw new Error("the demo member is never created in production");
  const already = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_MEMBER_SEED_NAME)).limit(1);
  if (already.length > 0) return { inserted: false };
  const passwordHash = await hashPassword(demoMember.password);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_MEMBER_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: false };
    await tx.insert(members).values({
      id: demoMember.id,
      name: `${demoMember.firstName} ${demoMember.lastName}`,
      email: demoMember.email,
      emailVerified: true,
      firstName: demoMember.firstName,
      lastName: demoMember.lastName,
      phone: "+905321234567",
      phoneCountry: "TR",
      lang: "tr",
    });
    await tx.insert(memberAccounts).values({
      id: `${demoMember.id}-credential`,
      accountId: demoMember.id,
      providerId: "credential",
      userId: demoMember.id,
      password: passwordHash,
    });
    return { inserted: true };
  });
}
