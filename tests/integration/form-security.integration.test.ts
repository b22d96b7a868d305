// The forms' security code and rate limits against a real database (PGlite, or PostgreSQL with
// DATABASE_URL): single use, expiry, no second chance after a wrong answer, one winner when two
// requests race, exact counts under concurrency, windows that roll over.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { captchaChallenges, rateLimits } from "#app/server/db/schema.ts";
import {
  CAPTCHA_TTL_MS,
  createCaptcha,
  deleteExpiredCaptchas,
  generateCaptchaCode,
  type RandomSource,
  verifyCaptcha,
} from "#app/server/security/captcha.server.ts";
import {
  deleteOldRateLimitWindows,
  hitRateLimit,
  ipRateLimitKey,
  targetRateLimitKey,
} from "#app/server/security/rate-limit.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const T0 = new Date("2027-03-01T07:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

/** mulberry32, so the test knows the code `createCaptcha` draws with the same seed. */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let testDb: TestDatabase;
let db: Db;
let nextSeed = 1;

async function newChallenge(now = T0, seed = nextSeed++): Promise<{ id: string; code: string; svg: string }> {
  const code = generateCaptchaCode(seeded(seed));
  const { id, svg } = await createCaptcha(db, now, seeded(seed));
  return { id, code, svg };
}

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("captcha", () => {
  it("accepts the right answer once, in any case and with spaces around it", async () => {
    const { id, code, svg } = await newChallenge();
    expect(svg).toMatch(/^<svg /);
    expect(await verifyCaptcha(db, id, `  ${code.toLowerCase()} `, at(MIN))).toBe("ok");
    expect(await verifyCaptcha(db, id, code, at(2 * MIN))).toBe("used");
  });

  it("stores only a salted hash of the answer, valid for 10 minutes", async () => {
    const a = await newChallenge();
    const rows = await db.select().from(captchaChallenges).where(eq(captchaChallenges.id, a.id));
    const row = rows[0];
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash).not.toContain(a.code);
    expect(row?.expiresAt.getTime()).toBe(T0.getTime() + CAPTCHA_TTL_MS);
    expect(row?.usedAt).toBeNull();
    // Same code, another challenge: another hash (the id salts it).
    const b = await newChallenge(T0, 1000);
    const again = await newChallenge(T0, 1000);
    expect(again.code).toBe(b.code);
    const hashes = await db
      .select({ id: captchaChallenges.id, h: captchaChallenges.answerHash })
      .from(captchaChallenges);
    const byId = new Map(hashes.map((r) => [r.id, r.h]));
    expect(byId.get(b.id)).not.toBe(byId.get(again.id));
  });

  it("uses the code up on a wrong answer, so the right one fails afterwards", async () => {
    const { id, code } = await newChallenge();
    expect(await verifyCaptcha(db, id, "XXXXX", at(MIN))).toBe("wrong");
    expect(await verifyCaptcha(db, id, code, at(MIN))).toBe("used");
    const rows = await db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(rows[0]?.usedAt?.getTime()).toBe(at(MIN).getTime());
  });

  it("treats an empty answer as an attempt", async () => {
    const { id, code } = await newChallenge();
    expect(await verifyCaptcha(db, id, "", at(MIN))).toBe("wrong");
    expect(await verifyCaptcha(db, id, code, at(MIN))).toBe("used");
  });

  it("expires after 10 minutes, and an expired code stays unusable", async () => {
    const fresh = await newChallenge();
    expect(await verifyCaptcha(db, fresh.id, fresh.code, at(CAPTCHA_TTL_MS - 1))).toBe("ok");
    const { id, code } = await newChallenge();
    expect(await verifyCaptcha(db, id, code, at(CAPTCHA_TTL_MS))).toBe("expired");
    expect(await verifyCaptcha(db, id, code, at(CAPTCHA_TTL_MS + 1))).toBe("used");
  });

  it("answers unknown for ids that do not exist or are not ids", async () => {
    expect(await verifyCaptcha(db, "5b0c3f4e-2f7a-4c8e-9a59-1f8f0a2b3c4d", "ACDEF", T0)).toBe("unknown");
    expect(await verifyCaptcha(db, "'; drop table captcha_challenges; --", "ACDEF", T0)).toBe("unknown");
    expect(await verifyCaptcha(db, "", "ACDEF", T0)).toBe("unknown");
  });

  it("lets exactly one of several simultaneous right answers through", async () => {
    for (let round = 0; round < 5; round++) {
      const { id, code } = await newChallenge();
      const results = await Promise.all(Array.from({ length: 6 }, () => verifyCaptcha(db, id, code, at(MIN))));
      expect(results.filter((r) => r === "ok")).toHaveLength(1);
      expect(results.filter((r) => r === "used")).toHaveLength(5);
    }
  });

  it("deletes expired challenges only", async () => {
    const later = at(24 * 60 * MIN);
    const live = await newChallenge(later);
    const removed = await deleteExpiredCaptchas(db, at(24 * 60 * MIN + 1));
    expect(removed).toBeGreaterThan(0);
    const left = await db.select({ id: captchaChallenges.id }).from(captchaChallenges);
    expect(left.map((r) => r.id)).toEqual([live.id]);
    expect(await verifyCaptcha(db, live.id, live.code, at(24 * 60 * MIN + MIN))).toBe("ok");
  });
});

describe("rate limits", () => {
  it("allows the limit, then refuses with the seconds until the window ends", async () => {
    const key = ipRateLimitKey("203.0.113.7", "contact");
    const now = new Date("2027-03-01T07:00:15Z"); // 15 s into a 60 s window
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await hitRateLimit(db, { key, limit: 3, windowSeconds: 60, now }));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(decisions.map((d) => d.retryAfterSeconds)).toEqual([0, 0, 0, 45, 45]);
    const later = await hitRateLimit(db, {
      key,
      limit: 3,
      windowSeconds: 60,
      now: new Date("2027-03-01T07:00:59.500Z"),
    });
    expect(later).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
  });

  it("starts counting again in the next window", async () => {
    const key = targetRateLimitKey("YLD12345", "lookup");
    const hit = (iso: string) => hitRateLimit(db, { key, limit: 2, windowSeconds: 3600, now: new Date(iso) });
    expect((await hit("2027-03-01T07:10:00Z")).allowed).toBe(true);
    expect((await hit("2027-03-01T07:50:00Z")).allowed).toBe(true);
    expect(await hit("2027-03-01T07:59:59Z")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    expect(await hit("2027-03-01T08:00:00Z")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it("keeps keys apart", async () => {
    const now = T0;
    const a = await hitRateLimit(db, {
      key: ipRateLimitKey("198.51.100.1", "fleet"),
      limit: 1,
      windowSeconds: 60,
      now,
    });
    const b = await hitRateLimit(db, {
      key: ipRateLimitKey("198.51.100.2", "fleet"),
      limit: 1,
      windowSeconds: 60,
      now,
    });
    const c = await hitRateLimit(db, { key: ipRateLimitKey("198.51.100.1", "jobs"), limit: 1, windowSeconds: 60, now });
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, true]);
  });

  it("counts every simultaneous hit exactly once", async () => {
    const key = ipRateLimitKey("192.0.2.50", "cancel");
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(db, { key, limit: 5, windowSeconds: 600, now: T0 })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds === 600)).toBe(true);
    const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(rows.map((r) => r.count)).toEqual([20]);
  });

  it("refuses everything with a limit of 0", async () => {
    const d = await hitRateLimit(db, { key: "ip:192.0.2.99:contact", limit: 0, windowSeconds: 60, now: T0 });
    expect(d).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
  });

  it("cleans up windows older than the longest window only", async () => {
    const key = "ip:192.0.2.77:cleanup";
    await hitRateLimit(db, { key, limit: 5, windowSeconds: 60, now: new Date("2027-03-02T10:00:00Z") });
    await hitRateLimit(db, { key, limit: 5, windowSeconds: 60, now: new Date("2027-03-02T11:00:00Z") });
    const removed = await deleteOldRateLimitWindows(db, new Date("2027-03-02T11:00:30Z"), 3600);
    expect(removed).toBeGreaterThanOrEqual(1);
    const rows = await db.select({ start: rateLimits.windowStart }).from(rateLimits);
    expect(rows.map((r) => r.start.toISOString())).toEqual(["2027-03-02T11:00:00.000Z"]);
  });
});
