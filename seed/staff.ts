// Demo staff for the back office (development only; docs/decisions/0035): one person per role,
// the office agent at Istanbul Airport, one password and a fixed authenticator key each, listed in
// the README. Production refuses them twice: SEED_DEMO cannot be set there, and this function
// throws when APP_ENV is production. The seed_runs row "demo-staff-v1" marks it done.
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, seedRuns, staffAccounts, staffOffices, staffTwoFactors, staffUsers } from "#app/server/db/schema.ts";
import type { Env } from "#app/server/env.server.ts";

export const DEMO_STAFF_SEED_NAME = "demo-staff-v1";
export const DEMO_STAFF_PASSWORD = "Yolda-Demo-2026";

export type DemoStaff = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Office codes (offices.code) the person is assigned to. */
  offices: string[];
  /** The authenticator key (RFC 4648 base32), as typed into an authenticator app. */
  totpKey: string;
  /** One-time backup codes (each works once). */
  backupCodes: string[];
};

/** Ten codes shaped like the generated ones ("abcde-12345"): `${tag}-demo0` ... `${tag}-demo9`. */
const backup = (tag: string) => Array.from({ length: 10 }, (_, i) => `${tag}-demo${i}`);

export const demoStaff: readonly DemoStaff[] = [
  {
    id: "demo-admin",
    name: "Ayşe Yılmaz",
    email: "admin@yolda.test",
    role: "admin",
    offices: [],
    totpKey: "YOLDAADMINDEMOTOTPSECRETKEY23456",
    backupCodes: backup("admin"),
  },
  {
    id: "demo-office-ist",
    name: "Mehmet Kaya",
    email: "ofis.ist@yolda.test",
    role: "office",
    offices: ["IST"],
    totpKey: "YOLDAOFFICEDEMOTOTPSECRETKEY2345",
    backupCodes: backup("ofist"),
  },
  {
    id: "demo-manager-ist",
    name: "Selin Arslan",
    email: "ofis.mudur@yolda.test",
    role: "office_manager",
    offices: ["IST"],
    totpKey: "YOLDAOFFICEMANAGERDEMOTOTPKEY234",
    backupCodes: backup("mudur"),
  },
  {
    id: "demo-finance",
    name: "Zeynep Demir",
    email: "finans@yolda.test",
    role: "finance",
    offices: [],
    totpKey: "YOLDAFINANCEDEMOTOTPSECRETKEY234",
    backupCodes: backup("finan"),
  },
  {
    id: "demo-call-centre",
    name: "Emre Şahin",
    email: "cagri@yolda.test",
    role: "call_centre",
    offices: [],
    totpKey: "YOLDACALLCENTREDEMOTOTPSECRET234",
    backupCodes: backup("cagri"),
  },
  {
    id: "demo-hr",
    name: "Elif Aydın",
    email: "ik@yolda.test",
    role: "hr",
    offices: [],
    totpKey: "YOLDAHUMANRESOURCESDEMOTOTPKEY23",
    backupCodes: backup("ikdem"),
  },
  {
    id: "demo-content",
    name: "Can Öztürk",
    email: "icerik@yolda.test",
    role: "content",
    offices: [],
    totpKey: "YOLDACONTENTDEMOTOTPSECRETKEY234",
    backupCodes: backup("icerk"),
  },
];

/** Inserts the demo staff unless already there. Needs the offices of the demo catalogue. */
export async function seedDemoStaff(
  db: Db,
  env: Pick<Env, "APP_ENV" | "SESSION_SECRET">,
): Promise<{ inserted: boolean }> {
  if (env.APP_ENV === "production") throw new Error("demo staff are never created in production");
  const already = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_STAFF_SEED_NAME)).limit(1);
  if (already.length > 0) return { inserted: false };
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const secrets = await Promise.all(
    demoStaff.map(async (person) => ({
      secret: await symmetricEncrypt({ key: env.SESSION_SECRET, data: `base32:${person.totpKey}` }),
      backupCodes: await symmetricEncrypt({ key: env.SESSION_SECRET, data: JSON.stringify(person.backupCodes) }),
    })),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_STAFF_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: false };
    const officeRows = await tx.select({ id: offices.id, code: offices.code }).from(offices);
    const officeId = (code: string) => {
      const row = officeRows.find((o) => o.code === code);
      if (!row) throw new Error(`demo staff: unknown office ${code}`);
      return row.id;
    };
    await tx.insert(staffUsers).values(
      demoStaff.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        emailVerified: true,
        role: p.role,
        twoFactorEnabled: true,
      })),
    );
    await tx.insert(staffAccounts).values(
      demoStaff.map((p) => ({
        id: `${p.id}-credential`,
        accountId: p.id,
        providerId: "credential",
        userId: p.id,
        password: passwordHash,
      })),
    );
    await tx.insert(staffTwoFactors).values(
      demoStaff.map((p, i) => ({
        id: `${p.id}-totp`,
        userId: p.id,
        secret: secrets[i]?.secret ?? "",
        backupCodes: secrets[i]?.backupCodes ?? "",
        verified: true,
      })),
    );
    const assignments = demoStaff.flatMap((p) =>
      p.offices.map((code) => ({ staffId: p.id, officeId: officeId(code) })),
    );
    if (assignments.length > 0) await tx.insert(staffOffices).values(assignments);
    return { inserted: true };
  });
}
