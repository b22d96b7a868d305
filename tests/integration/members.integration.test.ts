// Members against a real database (PGlite, or PostgreSQL with DATABASE_URL): sign-up with the
// e-mail code (wrong, expired, once), sign-in with lockout, cookie flags, reset link once,
// password change, e-mail change, end of membership, and one member never reaching another's data.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import {
  memberConsents,
  memberDriverProfiles,
  members,
  memberSessions,
  memberVerifications,
  outbox,
  reservations,
} from "#app/server/db/schema.ts";
import { passwordChecksSoFar } from "#app/server/auth/auth.server.ts";
import { parseEnv, type Env } from "#app/server/env.server.ts";
import { listClaimableReservations, listMemberReservations } from "#app/server/repositories/members.server.ts";
import { addReservation, addUnit, at, buildFixture } from "./booking-fixture.ts";
import {
  changePassword,
  claimGuestReservations,
  confirmEmailChange,
  currentMember,
  endMembership,
  type Member,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  SIGN_IN_FAILURES_ALLOWED,
} from "#app/server/services/members.server.ts";
import { signUp, verifySignUpCode } from "#app/server/services/sign-up.server.ts";
import {
  forgetMemberDriverProfile,
  memberDriverProfile,
  saveMemberDriverProfile,
} from "#app/server/services/driver-profile.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let env: Env;
let deps: { db: Db; env: Env };
let ipCounter = 0;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  env = parseEnv({ APP_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
  deps = { db, env };
});
afterAll(async () => {
  await testDb.cleanup();
});

/** Each test its own client address, so per-IP limits of one test never touch another. */
const ip = () => `198.51.100.${++ipCounter}`;
const noCookies = () => new Headers();

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookiesFrom(headers: Headers): Headers {
  const pairs = headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((p) => p && !p.endsWith("="));
  return new Headers({ cookie: pairs.join("; ") });
}

async function mails(to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).orderBy(outbox.id);
  return rows
    .map((r) => r.payload as { to: string; subject: string; text: string })
    .filter((m) => m.to === to)
    .map(({ subject, text }) => ({ subject, text }));
}

async function lastCode(to: string): Promise<string> {
  const list = await mails(to);
  const match = /\b(\d{6})\b/.exec(list.at(-1)?.text ?? "");
  if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

const newMember = (email: string, password = "gizli123") => ({
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email,
  phone: "+905321234567",
  phoneCountry: "TR",
  password,
  explicitConsent: false,
  lang: "tr" as const,
});

async function registered(email: string, password = "gizli123"): Promise<{ member: Member; cookies: Headers }> {
  await signUp(deps, newMember(email, password), { ip: ip(), headers: noCookies(), now: new Date() });
  const result = await verifySignUpCode(deps, { email, code: await lastCode(email) }, { headers: noCookies() });
  if (!result.ok) throw new Error(`verification failed: ${result.reason}`);
  const cookies = cookiesFrom(result.headers);
  const member = await currentMember(deps, cookies);
  if (!member) throw new Error("no session after verification");
  return { member, cookies };
}

describe("sign-up with the e-mail code", () => {
  it("sends a 6-digit code; the account cannot sign in before it; the right code opens it and signs in", async () => {
    const email = "ayse.signup@example.com";
    expect(await signUp(deps, newMember(email), { ip: ip(), headers: noCookies(), now: new Date() })).toEqual({
      ok: true,
    });
    const [mail] = await mails(email);
    expect(mail?.subject).toMatch(/doğrulama kodu/);
    expect(mail?.text).toMatch(/3 dakika/);

    const early = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(early).toMatchObject({ ok: false, reason: "unverified" });

    const verified = await verifySignUpCode(deps, { email, code: await lastCode(email) }, { headers: noCookies() });
    expect(verified.ok).toBe(true);
    const member = verified.ok ? await currentMember(deps, cookiesFrom(verified.headers)) : null;
    expect(member).toMatchObject({ email, firstName: "Ayşe", lastName: "Yılmaz", phone: "+905321234567", lang: "tr" });

    const consents = await db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.memberId, member?.id ?? ""));
    expect(consents.map((c) => [c.kind, c.given]).sort()).toEqual([
      ["explicit_consent", false],
      ["kvkk_notice", true],
      ["membership_agreement", true],
    ]);
    expect(consents.every((c) => /@v\d+$/.test(c.textVersion) && c.ip?.startsWith("198.51.100."))).toBe(true);
  });

  it("refuses a wrong code and an expired one, and a code works only once", async () => {
    const email = "mehmet.codes@example.com";
    await signUp(deps, newMember(email), { ip: ip(), headers: noCookies(), now: new Date() });
    const right = await lastCode(email);
    const wrong = right === "000000" ? "111111" : "000000";
    expect(await verifySignUpCode(deps, { email, code: wrong }, { headers: noCookies() })).toEqual({
      ok: false,
      reason: "wrong",
    });

    await db
      .update(memberVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${memberVerifications.identifier} like ${"%" + email}`);
    expect(await verifySignUpCode(deps, { email, code: right }, { headers: noCookies() })).toEqual({
      ok: false,
      reason: "expired",
    });

    await signUp(deps, newMember(email), { ip: ip(), headers: noCookies(), now: new Date() });
    const fresh = await lastCode(email);
    expect((await verifySignUpCode(deps, { email, code: fresh }, { headers: noCookies() })).ok).toBe(true);
    expect(await verifySignUpCode(deps, { email, code: fresh }, { headers: noCookies() })).toMatchObject({ ok: false });
  });

  it("answers a registered address like a new one and tells its owner instead", async () => {
    const email = "zeynep.twice@example.com";
    await registered(email);
    const before = (await db.select().from(members).where(eq(members.email, email)))[0];
    expect(
      await signUp(
        deps,
        { ...newMember(email, "baska999"), firstName: "Kötü" },
        { ip: ip(), headers: noCookies(), now: new Date() },
      ),
    ).toEqual({ ok: true });
    const after = (await db.select().from(members).where(eq(members.email, email)))[0];
    expect(after?.firstName).toBe(before?.firstName);
    expect((await mails(email)).at(-1)?.subject).toBe("Bu e-posta adresiyle zaten üyesiniz");
    // The old password still works; the intruder's does not.
    const bad = await signIn(
      deps,
      { email, password: "baska999", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(bad).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("sign-in and sessions", () => {
  it("remember-me gives a 30-day cookie, otherwise a browser-session cookie; both HttpOnly and SameSite=Lax", async () => {
    const email = "can.cookies@example.com";
    await registered(email);
    const remembered = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: true },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    const session = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    if (!remembered.ok || !session.ok) throw new Error("sign-in failed");
    const tokenCookie = (h: Headers) => h.getSetCookie().find((c) => c.startsWith("yolda.session_token=")) ?? "";
    expect(tokenCookie(remembered.headers)).toMatch(/HttpOnly/i);
    expect(tokenCookie(remembered.headers)).toMatch(/SameSite=Lax/i);
    expect(tokenCookie(remembered.headers)).toMatch(/Max-Age=2592000/);
    expect(tokenCookie(session.headers)).toMatch(/HttpOnly/i);
    expect(tokenCookie(session.headers)).not.toMatch(/Max-Age|Expires/i);
    expect(await currentMember(deps, cookiesFrom(session.headers))).toMatchObject({ email });

    const out = await signOut(deps, cookiesFrom(session.headers));
    expect(out.getSetCookie().some((c) => /^yolda\.session_token=;/.test(c))).toBe(true);
    expect(await currentMember(deps, cookiesFrom(session.headers))).toBeNull();
    expect(await currentMember(deps, cookiesFrom(remembered.headers))).toMatchObject({ email });
  });

  it("marks the session cookie Secure in production", async () => {
    const prodEnv = parseEnv({
      APP_ENV: "production",
      PUBLIC_URL: "https://yolda.example",
      SESSION_SECRET: "a-production-secret-of-more-than-32-chars",
      PAYMENT_MODE: "live",
      PAYMENT_GATE_URL: "https://bank.example/gate",
      PAYMENT_API_URL: "https://bank.example/api",
      PAYMENT_STORE_KEY: "a-real-store-key",
      PAYMENT_API_PASSWORD: "a-real-api-password",
      TRUST_PROXY: "1",
    });
    const email = "secure.cookie@example.com";
    await registered(email);
    const result = await signIn(
      { db, env: prodEnv },
      { email, password: "gizli123", rememberMe: true },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = result.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "";
    expect(cookie).toMatch(/^__Secure-yolda\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
  });

  it("locks an address after repeated failures with the same answer whether it is registered or not", async () => {
    const email = "lock.me@example.com";
    await registered(email);
    const now = new Date();
    const attempt = (address: string, password: string) =>
      signIn(deps, { email: address, password, rememberMe: false }, { ip: ip(), headers: noCookies(), now });
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED - 1; i++) {
      expect(await attempt(email, "yanlis1")).toMatchObject({ ok: false, reason: "invalid" });
      expect(await attempt("nobody.here@example.com", "yanlis1")).toMatchObject({ ok: false, reason: "invalid" });
    }
    expect(await attempt(email, "yanlis1")).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt("nobody.here@example.com", "yanlis1")).toMatchObject({ ok: false, reason: "locked" });
    // Even the right password waits for the window to pass.
    expect(await attempt(email, "gizli123")).toMatchObject({ ok: false, reason: "locked" });
    const later = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date(now.getTime() + 16 * 60_000) },
    );
    expect(later.ok).toBe(true);
  });
});

describe("sign-in lockout under a parallel burst", () => {
  it("checks at most 5 passwords for one account when 100 guesses from 100 addresses arrive at once", async () => {
    const email = "burst.target@example.com";
    await registered(email);
    const now = new Date();
    const rightAt = 50;
    const before = await passwordChecksSoFar();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(
          deps,
          { email, password: i === rightAt ? "gizli123" : `yanlis${i}`, rememberMe: false },
          { ip: `203.0.113.${i + 1}`, headers: noCookies(), now },
        ),
      ),
    );
    const checked = (await passwordChecksSoFar()) - before;
    const answered = results.filter((r) => !(r.ok === false && r.reason === "locked")).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_FAILURES_ALLOWED);
    expect(answered).toBeLessThanOrEqual(SIGN_IN_FAILURES_ALLOWED);
    // The right password, sent after the slots were used up, was refused unchecked ...
    expect(results[rightAt]).toMatchObject({ ok: false, reason: "locked" });
    // ... and stays refused, without a check, until the window ends.
    const again = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: "203.0.113.201", headers: noCookies(), now },
    );
    expect(again).toMatchObject({ ok: false, reason: "locked" });
    expect((await passwordChecksSoFar()) - before).toBe(checked);
    const later = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: "203.0.113.202", headers: noCookies(), now: new Date(now.getTime() + 16 * 60_000) },
    );
    expect(later.ok).toBe(true);
  });

  it("a successful sign-in does not use up the account's attempts", async () => {
    const email = "often.in@example.com";
    await registered(email);
    const now = new Date();
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED + 3; i++) {
      const result = await signIn(
        deps,
        { email, password: "gizli123", rememberMe: false },
        { ip: ip(), headers: noCookies(), now },
      );
      expect(result.ok).toBe(true);
    }
  });
});

describe("password reset", () => {
  it("always answers the same, mails a link only to members; the link works once and ends every session", async () => {
    const email = "reset.once@example.com";
    const { cookies } = await registered(email);
    const sentBefore = (await mails(email)).length;
    await requestPasswordReset(deps, "no.such.member@example.com", { ip: ip(), now: new Date() });
    expect(await mails("no.such.member@example.com")).toEqual([]);
    await requestPasswordReset(deps, email, { ip: ip(), now: new Date() });
    const list = await mails(email);
    expect(list.length).toBe(sentBefore + 1);
    const link = /(http\S+ForgetMyPassword\?token=\S+)/.exec(list.at(-1)?.text ?? "")?.[1] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    expect(await resetPassword(deps, { token, password: "yeni4567" })).toEqual({ ok: true });
    expect(await resetPassword(deps, { token, password: "ucuncu890" })).toEqual({ ok: false, reason: "invalidToken" });
    expect(await currentMember(deps, cookies)).toBeNull();
    const old = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(old).toMatchObject({ ok: false, reason: "invalid" });
    const fresh = await signIn(
      deps,
      { email, password: "yeni4567", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(fresh.ok).toBe(true);
  });
});

describe("profile, password and e-mail changes", () => {
  it("changes the password only with the right old one and signs out other browsers", async () => {
    const email = "change.pw@example.com";
    const { cookies } = await registered(email);
    const other = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: true },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    if (!other.ok) throw new Error("sign-in failed");
    expect(await changePassword(deps, { current: "yanlis00", next: "yepyeni1" }, { headers: cookies })).toEqual({
      ok: false,
      reason: "wrongPassword",
    });
    const changed = await changePassword(deps, { current: "gizli123", next: "yepyeni1" }, { headers: cookies });
    expect(changed.ok).toBe(true);
    expect(await currentMember(deps, cookiesFrom(other.headers))).toBeNull();
    const again = await signIn(
      deps,
      { email, password: "yepyeni1", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(again.ok).toBe(true);
  });

  it("changes the e-mail address only with the code sent to the new one", async () => {
    const email = "old.address@example.com";
    const { member, cookies } = await registered(email);
    const next = "new.address@example.com";
    expect(await requestEmailChange(deps, member, next, { headers: cookies, now: new Date() })).toEqual({ ok: true });
    const right = await lastCode(next);
    expect(
      await confirmEmailChange(
        deps,
        { newEmail: next, code: right === "000000" ? "111111" : "000000" },
        { headers: cookies },
      ),
    ).toEqual({ ok: false, reason: "wrong" });
    expect((await confirmEmailChange(deps, { newEmail: next, code: right }, { headers: cookies })).ok).toBe(true);
    expect(await currentMember(deps, cookies)).toMatchObject({ id: member.id, email: next });
  });
});

describe("saved driver details", () => {
  it("are the member's own, saved without empty fields, deleted on request and with the membership", async () => {
    const a = await registered("driver.a@example.com");
    const b = await registered("driver.b@example.com");
    await saveMemberDriverProfile(
      db,
      a.member,
      { birthDate: "14.03.1988", tckn: "10000000146", billingAddress: "  Bağdat Cad. 10  ", taxOffice: "" },
      new Date(),
    );
    expect(await memberDriverProfile(db, a.member)).toEqual({
      birthDate: "14.03.1988",
      tckn: "10000000146",
      billingAddress: "Bağdat Cad. 10",
    });
    expect(await memberDriverProfile(db, b.member)).toEqual({});
    // Saving again replaces the whole profile.
    await saveMemberDriverProfile(db, a.member, { licenceDate: "02.07.2008" }, new Date());
    expect(await memberDriverProfile(db, a.member)).toEqual({ licenceDate: "02.07.2008" });
    await forgetMemberDriverProfile(db, a.member, new Date());
    expect(await memberDriverProfile(db, a.member)).toEqual({});

    await saveMemberDriverProfile(db, b.member, { passport: "U12345678", nationality: "foreign" }, new Date());
    await endMembership(deps, b.member, "Taşındım", new Date());
    const left = await db.select().from(memberDriverProfiles).where(eq(memberDriverProfiles.memberId, b.member.id));
    expect(left).toEqual([]);
  });
});

describe("ending the membership", () => {
  it("signs out everywhere, anonymises the member, keeps the reason and refuses sign-in afterwards", async () => {
    const email = "leaving@example.com";
    const { member, cookies } = await registered(email);
    const other = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: true },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    if (!other.ok) throw new Error("sign-in failed");
    await endMembership(deps, member, "Artık araç kiralamıyorum", new Date());
    expect(await currentMember(deps, cookies)).toBeNull();
    expect(await currentMember(deps, cookiesFrom(other.headers))).toBeNull();
    expect(await db.select().from(memberSessions).where(eq(memberSessions.userId, member.id))).toEqual([]);
    const [row] = await db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ firstName: "-", lastName: "-", phone: "-" });
    expect(row?.email).not.toContain("leaving");
    expect(row?.endedAt).not.toBeNull();
    const again = await signIn(
      deps,
      { email, password: "gizli123", rememberMe: false },
      { ip: ip(), headers: noCookies(), now: new Date() },
    );
    expect(again).toMatchObject({ ok: false, reason: "invalid" });
    // The address is free for a new membership.
    await registered(email);
  });
});

describe("a member's reservations", () => {
  it("lists only the member's own, and claims guest ones made with the member's proven e-mail", async () => {
    const a = await registered("owner.a@example.com");
    const b = await registered("owner.b@example.com");
    const fx = await buildFixture(db);
    const unit = await addUnit(db, fx.clio, fx.istAirport);
    const reservation = (days: number) =>
      addReservation(db, {
        unitId: unit,
        modelId: fx.clio,
        from: fx.istAirport,
        to: fx.istAirport,
        pickupAt: at(days),
        returnAt: at(days + 2),
      });
    const own = await reservation(10);
    const guest = await reservation(20);
    const strangers = await reservation(30);
    await db.update(reservations).set({ memberId: a.member.id }).where(eq(reservations.id, own));
    await db
      .update(reservations)
      .set({ driver: sql`jsonb_set(${reservations.driver}, '{email}', '"Owner.A@Example.com"')` })
      .where(eq(reservations.id, guest));
    const numberOf = async (id: string) =>
      (await db.select({ number: reservations.number }).from(reservations).where(eq(reservations.id, id)))[0]?.number;

    expect((await listMemberReservations(db, a.member.id, "tr")).map((r) => r.number)).toEqual([await numberOf(own)]);
    expect(await listMemberReservations(db, b.member.id, "tr")).toEqual([]);
    expect(await listClaimableReservations(db, b.member.email)).toEqual([]);
    expect(await listClaimableReservations(db, a.member.email)).toEqual([await numberOf(guest)]);

    expect(await claimGuestReservations(deps, b.member)).toBe(0);
    expect(await claimGuestReservations(deps, a.member)).toBe(1);
    expect(await claimGuestReservations(deps, a.member)).toBe(0);
    const mine = (await listMemberReservations(db, a.member.id, "tr")).map((r) => r.number).sort();
    expect(mine).toEqual([await numberOf(own), await numberOf(guest)].sort());
    expect(mine).not.toContain(await numberOf(strangers));
  });
});
