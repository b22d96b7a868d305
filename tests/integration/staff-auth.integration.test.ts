// Staff sign-in against a real database (PGlite, or PostgreSQL with DATABASE_URL): password then
// TOTP code (wrong, right, backup code once), lockout, disabled accounts, the idle timeout, the
// browser-session cookie, and setting up two-step sign-in from scratch.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_IDLE_SECONDS, staffAuthFor } from "#app/server/auth/staff-auth.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, staffSessions, staffUsers } from "#app/server/db/schema.ts";
import { parseEnv, type Env } from "#app/server/env.server.ts";
import {
  confirmTotpEnrolment,
  currentStaff,
  pendingTotpKey,
  signInStaff,
  signOutStaff,
  STAFF_SIGN_IN_FAILURES_ALLOWED,
  startTotpEnrolment,
  verifyStaffCode,
} from "#app/server/services/staff/staff-sessions.server.ts";
import { seedDemo } from "#seed/run.ts";
import { DEMO_STAFF_PASSWORD, demoStaff, seedDemoStaff } from "#seed/staff.ts";
import { totpCode } from "#tests/support/totp.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let env: Env;
let deps: { db: Db; env: Env };
let ipCounter = 0;
const ip = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  env = parseEnv({ APP_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
  deps = { db, env };
  await seedDemo(db);
  await seedDemoStaff(db, env);
}, 120_000);
afterAll(async () => {
  await testDb.cleanup();
});

function demo(role: string) {
  const person = demoStaff.find((p) => p.role === role);
  if (!person) throw new Error(role);
  return person;
}

/** The Cookie header a browser sends back after these Set-Cookie headers (deleted ones dropped). */
function cookiesFrom(headers: Headers, previous?: Headers): Headers {
  const jar = new Map<string, string>();
  for (const pair of (previous?.get("cookie") ?? "").split("; ").filter(Boolean)) {
    const [name = "", ...rest] = pair.split("=");
    jar.set(name, rest.join("="));
  }
  for (const cookie of headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name = "", ...rest] = pair.split("=");
    const value = rest.join("=");
    if (!value || /Max-Age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return new Headers({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") });
}

const meta = (headers = new Headers()) => ({ ip: ip(), headers, now: new Date() });

async function signedIn(role: string): Promise<Headers> {
  const person = demo(role);
  const first = await signInStaff(deps, { email: person.email, password: DEMO_STAFF_PASSWORD }, meta());
  if (!first.ok || first.next !== "code") throw new Error(`password step: ${JSON.stringify(first)}`);
  const challenge = cookiesFrom(first.headers);
  const second = await verifyStaffCode(deps, { code: totpCode(person.totpKey), backup: false }, meta(challenge));
  if (!second.ok) throw new Error(`code step: ${JSON.stringify(second)}`);
  return cookiesFrom(second.headers, challenge);
}

describe("sign-in with password and authenticator code", () => {
  it("asks for the code after the right password, refuses a wrong code, and signs in with the right one", async () => {
    const agent = demo("office");
    const first = await signInStaff(deps, { email: agent.email, password: DEMO_STAFF_PASSWORD }, meta());
    expect(first).toMatchObject({ ok: true, next: "code" });
    if (!first.ok) return;
    const challenge = cookiesFrom(first.headers);
    // The password alone opens nothing.
    expect(await currentStaff(deps, challenge)).toBeNull();

    const right = totpCode(agent.totpKey);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(await verifyStaffCode(deps, { code: wrong, backup: false }, meta(challenge))).toMatchObject({
      ok: false,
      reason: "wrong",
    });
    const second = await verifyStaffCode(deps, { code: right, backup: false }, meta(challenge));
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    // A browser-session cookie: the server ends idle sessions, the cookie has no lifetime of its own.
    const sessionCookie = second.headers.getSetCookie().find((c) => c.startsWith("yolda-staff.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);

    const session = await currentStaff(deps, cookiesFrom(second.headers, challenge));
    const [ist] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, "IST"));
    expect(session).toMatchObject({
      twoFactorEnabled: true,
      actor: { id: agent.id, role: "office", email: agent.email, officeIds: [ist?.id] },
    });
  });

  it("refuses a wrong password with one answer for known and unknown addresses, and locks after five", async () => {
    const finance = demo("finance");
    const unknown = await signInStaff(deps, { email: "nobody@yolda.test", password: "whatever-123" }, meta());
    expect(unknown).toEqual({ ok: false, reason: "invalid" });
    const answers = [];
    for (let i = 0; i < STAFF_SIGN_IN_FAILURES_ALLOWED + 1; i++) {
      answers.push(await signInStaff(deps, { email: finance.email, password: "wrong-password" }, meta()));
    }
    expect(answers.slice(0, STAFF_SIGN_IN_FAILURES_ALLOWED - 1).every((a) => !a.ok && a.reason === "invalid")).toBe(
      true,
    );
    expect(answers.at(-1)).toMatchObject({ ok: false, reason: "locked" });
    // Even the right password waits for the window to end.
    const right = await signInStaff(deps, { email: finance.email, password: DEMO_STAFF_PASSWORD }, meta());
    expect(right).toMatchObject({ ok: false, reason: "locked" });
  });

  it("signs in once with a backup code, and never twice with the same one", async () => {
    const hr = demo("hr");
    const code = hr.backupCodes[0] ?? "";
    const start = async () => {
      const first = await signInStaff(deps, { email: hr.email, password: DEMO_STAFF_PASSWORD }, meta());
      if (!first.ok) throw new Error("password step");
      return cookiesFrom(first.headers);
    };
    const once = await verifyStaffCode(deps, { code, backup: true }, meta(await start()));
    expect(once.ok).toBe(true);
    const twice = await verifyStaffCode(deps, { code, backup: true }, meta(await start()));
    expect(twice).toMatchObject({ ok: false, reason: "wrong" });
  });

  it("refuses a disabled account even with the right password, and ends its open sessions", async () => {
    const callCentre = demo("call_centre");
    const cookies = await signedIn("call_centre");
    expect(await currentStaff(deps, cookies)).not.toBeNull();
    await db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, callCentre.id));
    expect(await currentStaff(deps, cookies)).toBeNull();
    const again = await signInStaff(deps, { email: callCentre.email, password: DEMO_STAFF_PASSWORD }, meta());
    expect(again).toEqual({ ok: false, reason: "disabled" });
    await db.update(staffUsers).set({ banned: false }).where(eq(staffUsers.id, callCentre.id));
  });
});

describe("sessions end after inactivity", () => {
  it("renews the idle timer while used and ends the session after 30 idle minutes", async () => {
    const cookies = await signedIn("admin");
    const admin = demo("admin");
    const [row] = await db.select().from(staffSessions).where(eq(staffSessions.userId, admin.id));
    const idleMs = row ? row.expiresAt.getTime() - Date.now() : 0;
    expect(idleMs).toBeGreaterThan((STAFF_IDLE_SECONDS - 60) * 1000);
    expect(idleMs).toBeLessThanOrEqual(STAFF_IDLE_SECONDS * 1000);

    // Used 5 minutes after the last renewal: the timer starts again from now.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await db
      .update(staffSessions)
      .set({ expiresAt: new Date(fiveMinutesAgo.getTime() + STAFF_IDLE_SECONDS * 1000), updatedAt: fiveMinutesAgo })
      .where(eq(staffSessions.userId, admin.id));
    expect(await currentStaff(deps, cookies)).not.toBeNull();
    const [renewed] = await db.select().from(staffSessions).where(eq(staffSessions.userId, admin.id));
    expect((renewed?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan((STAFF_IDLE_SECONDS - 60) * 1000);

    // Not used for 30 minutes: gone.
    await db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.userId, admin.id));
    expect(await currentStaff(deps, cookies)).toBeNull();
  });

  it("signing out ends the session", async () => {
    const cookies = await signedIn("content");
    await signOutStaff(deps, cookies);
    expect(await currentStaff(deps, cookies)).toBeNull();
  });
});

describe("setting up two-step sign-in", () => {
  it("lets a new person in only to the set-up, which needs the password and then a code from the app", async () => {
    const email = "yeni.personel@yolda.test";
    const password = "uzun-bir-sifre-42";
    await staffAuthFor(db, env).api.createUser({ body: { email, name: "Yeni Personel", role: "office", password } });

    const first = await signInStaff(deps, { email, password }, meta());
    expect(first).toMatchObject({ ok: true, next: "enrol" });
    if (!first.ok) return;
    let cookies = cookiesFrom(first.headers);
    const before = await currentStaff(deps, cookies);
    expect(before?.twoFactorEnabled).toBe(false);

    expect(await startTotpEnrolment(deps, { password: "not-the-password" }, { headers: cookies })).toEqual({
      ok: false,
      reason: "wrongPassword",
    });
    const started = await startTotpEnrolment(deps, { password }, { headers: cookies });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.key).toMatch(/^[A-Z2-7]{32,}$/);
    expect(started.backupCodes).toHaveLength(10);
    expect(await pendingTotpKey(deps, before?.actor.id ?? "")).toBe(started.key);

    expect(await confirmTotpEnrolment(deps, { code: "000000" }, { headers: cookies })).toMatchObject({ ok: false });
    const confirmed = await confirmTotpEnrolment(deps, { code: totpCode(started.key) }, { headers: cookies });
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    cookies = cookiesFrom(confirmed.headers, cookies);
    expect((await currentStaff(deps, cookies))?.twoFactorEnabled).toBe(true);

    // From now on the password alone asks for the code.
    const next = await signInStaff(deps, { email, password }, meta());
    expect(next).toMatchObject({ ok: true, next: "code" });
  });
});
