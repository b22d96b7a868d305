// The staff list and invitations (/yonetim/personel, docs/decisions/0035): an admin invites, the
// invitation e-mail carries a set-password link, the invited person sets a password through the
// invitation flow; every other role is refused; every change is audited with before and after.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeBoundRoles, staffRoles, type StaffActor, type StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, outbox } from "#app/server/db/schema.ts";
import { parseEnv, type Env } from "#app/server/env.server.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { findStaffRow } from "#app/server/repositories/staff.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import {
  changeRole,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  resendInvitation,
  setOffices,
} from "#app/server/services/staff/staff-accounts.server.ts";
import { setStaffPassword, signInStaff } from "#app/server/services/staff/staff-sessions.server.ts";
import { seedDemo } from "#seed/run.ts";
import { demoStaff, seedDemoStaff } from "#seed/staff.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let env: Env;
let ist: number;
let saw: number;
let ipCounter = 0;
const meta = () => ({ ip: `198.51.100.${++ipCounter}`, headers: new Headers(), now: new Date() });

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  env = parseEnv({ APP_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
  await seedDemo(db);
  await seedDemoStaff(db, env);
  const rows = await db.select({ id: offices.id, code: offices.code }).from(offices);
  ist = rows.find((o) => o.code === "IST")?.id ?? 0;
  saw = rows.find((o) => o.code === "SAW")?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

function actorFor(role: StaffRole): StaffActor {
  const person = demoStaff.find((p) => p.role === role);
  if (!person) throw new Error(role);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role,
    officeIds: officeBoundRoles.includes(role) ? [ist] : [],
  };
}

async function invitationFor(email: string): Promise<{ subject: string; text: string } | undefined> {
  const rows = await db.select().from(outbox).where(eq(outbox.kind, "email"));
  const mails = rows.map((r) => r.payload as { to: string; subject: string; text: string });
  return mails.filter((m) => m.to === email).at(-1);
}

describe("inviting a staff member", () => {
  it("creates the account without a password, e-mails a link, and the link sets the first password", async () => {
    const admin = actorFor("admin");
    const email = "Yeni.Ofis@Yolda.test";
    const result = await inviteStaff({ db, env }, admin, {
      name: "Deniz Arslan",
      email,
      role: "office",
      officeIds: [ist],
      lang: "en",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.staff).toMatchObject({
      email: "yeni.ofis@yolda.test",
      role: "office",
      lang: "en",
      officeIds: [ist],
      hasPassword: false,
      twoFactorEnabled: false,
      banned: false,
    });
    const list = await listStaff(db, admin);
    expect(list.map((p) => p.email)).toContain("yeni.ofis@yolda.test");

    const mail = await invitationFor("yeni.ofis@yolda.test");
    expect(mail?.subject).toBe("You are invited to the Yolda back office");
    const link = /http:\/\/127\.0\.0\.1:3000\/en\/yonetim\/davet\?token=([^\s"&]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");

    // Nobody can sign in before the password is set.
    expect(await signInStaff({ db, env }, { email, password: "herhangi-bir-sifre" }, meta())).toMatchObject({
      ok: false,
    });
    expect(await setStaffPassword({ db, env }, { token, password: "yeni-sifre-2026" })).toEqual({ ok: true });
    expect((await findStaffRow(db, result.staff.id))?.hasPassword).toBe(true);
    expect(await signInStaff({ db, env }, { email, password: "yeni-sifre-2026" }, meta())).toMatchObject({
      ok: true,
      next: "enrol",
    });
    // The link works once.
    expect(await setStaffPassword({ db, env }, { token, password: "baska-sifre-2026" })).toEqual({
      ok: false,
      reason: "invalidLink",
    });

    // Disabled: the password no longer opens a session; enabled again, it does.
    expect(await disableStaff(db, admin, result.staff.id)).toMatchObject({ ok: true });
    expect(await signInStaff({ db, env }, { email, password: "yeni-sifre-2026" }, meta())).toEqual({
      ok: false,
      reason: "disabled",
    });
    expect(await enableStaff(db, admin, result.staff.id)).toMatchObject({ ok: true });
    expect(await signInStaff({ db, env }, { email, password: "yeni-sifre-2026" }, meta())).toMatchObject({
      ok: true,
    });

    // A new link (a forgotten password) is another e-mail with a fresh token that works.
    expect(await resendInvitation({ db, env }, admin, result.staff.id)).toMatchObject({ ok: true });
    const again = /token=([^\s"&]+)/.exec((await invitationFor("yeni.ofis@yolda.test"))?.text ?? "");
    const token2 = decodeURIComponent(again?.[1] ?? "");
    expect(token2).not.toBe(token);
    expect(await setStaffPassword({ db, env }, { token: token2, password: "ucuncu-sifre-2026" })).toEqual({ ok: true });

    const [entry] = await auditOf(db, "staff", result.staff.id);
    expect(entry).toMatchObject({ action: "staff_account.invite", actorId: admin.id, before: null });
    expect(entry?.after).toMatchObject({ email: "yeni.ofis@yolda.test", role: "office", officeIds: [ist] });
  });

  it("refuses an e-mail already on the list and an office role without an office, sending nothing", async () => {
    const admin = actorFor("admin");
    const before = (await db.select().from(outbox)).length;
    expect(
      await inviteStaff({ db, env }, admin, {
        name: "Kopya",
        email: "ADMIN@yolda.test",
        role: "finance",
        officeIds: [],
        lang: "tr",
      }),
    ).toEqual({ ok: false, reason: "emailTaken" });
    expect(
      await inviteStaff({ db, env }, admin, {
        name: "Ofissiz",
        email: "ofissiz@yolda.test",
        role: "office",
        officeIds: [],
        lang: "tr",
      }),
    ).toEqual({ ok: false, reason: "officeRequired" });
    expect((await db.select().from(outbox)).length).toBe(before);
    expect((await listStaff(db, admin)).some((p) => p.email === "ofissiz@yolda.test")).toBe(false);
  });

  it("sends the invitation in Turkish to a person whose language is Turkish", async () => {
    const result = await inviteStaff({ db, env }, actorFor("admin"), {
      name: "Selin Koç",
      email: "selin@yolda.test",
      role: "finance",
      officeIds: [],
      lang: "tr",
    });
    expect(result.ok).toBe(true);
    const mail = await invitationFor("selin@yolda.test");
    expect(mail?.subject).toBe("Yolda yönetim paneline davetlisiniz");
    expect(mail?.text).toContain("http://127.0.0.1:3000/yonetim/davet?token=");
  });
});

describe("changing, disabling and enabling", () => {
  it("audits role, office, disable and enable changes with before and after", async () => {
    const admin = actorFor("admin");
    const invited = await inviteStaff({ db, env }, admin, {
      name: "Burak Tan",
      email: "burak@yolda.test",
      role: "call_centre",
      officeIds: [],
      lang: "tr",
    });
    if (!invited.ok) throw new Error(invited.reason);
    const id = invited.staff.id;

    expect(await changeRole(db, admin, id, { role: "office", officeIds: [] })).toEqual({
      ok: false,
      reason: "officeRequired",
    });
    const moved = await changeRole(db, admin, id, { role: "office", officeIds: [ist] });
    expect(moved).toMatchObject({ ok: true, staff: { role: "office", officeIds: [ist] } });
    const more = await setOffices(db, admin, id, [ist, saw]);
    expect(more).toMatchObject({ ok: true, staff: { officeIds: [ist, saw].sort((a, b) => a - b) } });
    expect(await disableStaff(db, admin, id)).toMatchObject({ ok: true, staff: { banned: true } });
    expect(await enableStaff(db, admin, id)).toMatchObject({ ok: true, staff: { banned: false } });

    const entries = await auditOf(db, "staff", id);
    expect(entries.map((e) => e.action)).toEqual([
      "staff_account.invite",
      "staff_account.role",
      "staff_account.offices",
      "staff_account.disable",
      "staff_account.enable",
    ]);
    expect(entries[1]).toMatchObject({
      before: { role: "call_centre", officeIds: [] },
      after: { role: "office", officeIds: [ist] },
    });
    expect(entries[3]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(entries[4]).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it("does not let an admin disable themselves", async () => {
    const admin = actorFor("admin");
    expect(await disableStaff(db, admin, admin.id)).toEqual({ ok: false, reason: "self" });
  });
});

describe("only admins manage staff", () => {
  const others = staffRoles.filter((r) => r !== "admin");
  it.each(others)("refuses every action to %s", async (role) => {
    const actor = actorFor(role);
    const target = demoStaff.find((p) => p.role === "content")?.id ?? "";
    const invite = {
      name: "X",
      email: `x-${role}@yolda.test`,
      role: "hr" as const,
      officeIds: [],
      lang: "tr" as const,
    };
    await expect(listStaff(db, actor)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(inviteStaff({ db, env }, actor, invite)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(changeRole(db, actor, target, { role: "admin", officeIds: [] })).rejects.toBeInstanceOf(
      StaffAccessDenied,
    );
    await expect(setOffices(db, actor, target, [ist])).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(disableStaff(db, actor, target)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(enableStaff(db, actor, target)).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(resendInvitation({ db, env }, actor, target)).rejects.toBeInstanceOf(StaffAccessDenied);
    expect((await findStaffRow(db, target))?.role).toBe("content");
    expect(await auditOf(db, "staff", target)).toEqual([]);
  });
});
