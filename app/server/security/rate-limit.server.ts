// Fixed-window request counters in PostgreSQL: shared by every server process, one round trip
// per hit (rate_limit_hit: INSERT ... ON CONFLICT DO UPDATE ... RETURNING count, in a PL/pgSQL
// function whose plan is made once per connection), no read-then-write race.
// Slots (takeRateLimitSlot) are counters that stop at their limit: a caller takes one before the
// guarded work starts, so parallel callers can never run the work more than `limit` times.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { rateLimits } from "#app/server/db/schema.ts";

export type RateLimitDecision = {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (for the Retry-After header); 0 when allowed. */
  retryAfterSeconds: number;
};

/** The fixed window of `windowSeconds` that contains `now`: its start (ms) and the seconds until it ends (at least 1). */
function windowOf(windowSeconds: number, now: Date): { windowStart: number; retryAfterSeconds: number } {
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0)
    throw new Error("windowSeconds must be a positive integer");
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  return { windowStart, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000)) };
}

/**
 * Takes one of the counter's slots below `below` in the window starting at `windowStart` (creating
 * it at 1) in one statement and returns the new count; at the limit it changes nothing and returns
 * undefined.
 */
async function countSlot(db: Db, key: string, windowStart: number, below: number): Promise<number | undefined> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: lt(rateLimits.count, below),
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count;
}

/** Counts one hit for `key` in the window containing `now` and says whether it is within `limit`. */
export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowSeconds: number; now: Date },
): Promise<RateLimitDecision> {
  const { key, limit, windowSeconds, now } = options;
  if (!Number.isInteger(limit) || limit < 0) throw new Error("limit must be a non-negative integer");
  const window = fixedWindow(windowSeconds, now);
  // One hit in one statement, the function's plan made once per connection (migration 0069).
  const result = await db.execute(
    sql`select rate_limit_hit(${key}, ${window.start.toISOString()}::timestamptz) as count`,
  );
  return window.decide(Number((result as unknown as { rows: { count: unknown }[] }).rows[0]?.count), limit);
}

/** What a counter at `count` (this hit included) means under `limit`. */
function decisionOf(count: number, limit: number, retryAfterSeconds: number): RateLimitDecision {
  const allowed = count <= limit;
  return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds: allowed ? 0 : retryAfterSeconds };
}

/**
 * The fixed window of `windowSeconds` containing `now`, for a hit counted in SQL (the API's
 * admit_api_call, decision 0164): where its counter starts, and what the count it returns (that
 * hit included) means under a limit.
 */
export function fixedWindow(
  windowSeconds: number,
  now: Date,
): { start: Date; decide: (count: number, limit: number) => RateLimitDecision } {
  const { windowStart, retryAfterSeconds } = windowOf(windowSeconds, now);
  return {
    start: new Date(windowStart),
    decide: (count, limit) => {
      if (!Number.isInteger(limit) || limit < 0) throw new Error("limit must be a non-negative integer");
      if (!Number.isInteger(count)) throw new Error("rate limit upsert returned no row");
      return decisionOf(count, limit, retryAfterSeconds);
    },
  };
}

/** Deletes windows that ended before `now - maxWindowSeconds` (pass the longest window in use). */
export async function deleteOldRateLimitWindows(db: Db, now: Date, maxWindowSeconds: number): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - maxWindowSeconds * 1000)))
    .returning({ key: rateLimits.key });
  return rows.length;
}

/** Groups IPv6 clients by their /64 (one subscriber's whole prefix) and unwraps IPv4-mapped ones. */
export function normalizeClientIp(ip: string): string {
  const value = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  if (!value.includes(":")) return value;
  const [head = "", tail = ""] = value.split("::");
  const left = head ? head.split(":") : [];
  const right = value.includes("::") && tail ? tail.split(":") : [];
  const groups = value.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return value;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Key for hits from one client on one form, e.g. `ip:203.0.113.7:contact`. */
export function ipRateLimitKey(ip: string, action: string): string {
  return `ip:${normalizeClientIp(ip)}:${action}`;
}

/** Key for hits aimed at one target whatever the source, e.g. `target:YLD12345:lookup`. */
export function targetRateLimitKey(target: string, action: string): string {
  return `target:${target.trim().toUpperCase()}:${action}`;
}

/** Hits counted so far for `key` in the window containing `now` (without counting one). */
export async function peekRateLimit(
  db: Db,
  options: { key: string; windowSeconds: number; now: Date },
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { windowStart, retryAfterSeconds } = windowOf(options.windowSeconds, options.now);
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, options.key), eq(rateLimits.windowStart, new Date(windowStart))));
  return {
    count: rows[0]?.count ?? 0,
    retryAfterSeconds,
  };
}

export type SlotDecision =
  | { taken: true; /** Slots used in this window, this one included. */ used: number }
  | { taken: false; retryAfterSeconds: number };

/**
 * Takes one of `limit` slots for `key` in the window containing `now`, atomically in one
 * statement: the counter only moves while it is below the limit, so a burst of N parallel
 * callers gets at most `limit` slots, and a refused caller changes nothing.
 */
export async function takeRateLimitSlot(
  db: Db,
  options: { key: string; limit: number; windowSeconds: number; now: Date },
): Promise<SlotDecision> {
  const { key, limit, windowSeconds, now } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error("limit must be a positive integer");
  const { windowStart, retryAfterSeconds } = windowOf(windowSeconds, now);
  const used = await countSlot(db, key, windowStart, limit);
  if (used === undefined) {
    return { taken: false, retryAfterSeconds };
  }
  return { taken: true, used };
}

/** Gives back a slot taken with takeRateLimitSlot (same key, window and `now`). */
export async function releaseRateLimitSlot(
  db: Db,
  options: { key: string; windowSeconds: number; now: Date },
): Promise<void> {
  const { windowStart } = windowOf(options.windowSeconds, options.now);
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(eq(rateLimits.key, options.key), eq(rateLimits.windowStart, new Date(windowStart)), gt(rateLimits.count, 0)),
    );
}
