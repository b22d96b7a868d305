// Several app servers on one database: migrations under an advisory lock, and background jobs
// that run once across the cluster (a lease row per job), with takeover after a server stops.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, migrationsFolder, openDatabase } from "#app/server/db/client.server.ts";
import { bookingDrafts, captchaChallenges, jobLeases, rateLimits, sandboxSessions } from "#app/server/db/schema.ts";
import { appJobs } from "#app/server/jobs/app-jobs.server.ts";
import { type Job, scheduleJobs } from "#app/server/jobs/scheduler.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { createPaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import { claimJobLease, listJobLeases } from "#app/server/repositories/job-leases.server.ts";
import { ManualClock } from "#tests/support/manual-clock.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";
import { readFileSync } from "node:fs";
import path from "node:path";

let test: TestDatabase | undefined;
let db: Db;
const logger = createLogger("silent");

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
});
afterAll(async () => {
  await test?.cleanup();
});
beforeEach(async () => {
  await db.delete(jobLeases);
});

type Run = { job: string; owner: string; startedAt: number; endedAt: number };

/**
 * A job that records who ran it and when (on the test's clock). A run that `takesMs` moves the
 * clock on by that much while it lasts (timers due meanwhile fire: lease renewals, other servers'
 * polls); every run also makes a round trip to the database, so two runs at once would overlap
 * for real: `active` counts the runs in progress and `maxActive` keeps the most at once.
 */
function recordingJob(
  clock: ManualClock,
  name: string,
  everyMs: number,
  owner: string,
  runs: Run[],
  takesMs = 0,
  active = { now: 0, max: 0 },
): Job {
  return {
    name,
    everyMs,
    async run() {
      const startedAt = clock.ms;
      active.now += 1;
      active.max = Math.max(active.max, active.now);
      await db.execute(sql`select 1`);
      if (takesMs > 0) await clock.advance(takesMs);
      active.now -= 1;
      runs.push({ job: name, owner, startedAt, endedAt: clock.ms });
    },
  };
}

function overlapping(runs: Run[]): boolean {
  const sorted = [...runs].sort((a, b) => a.startedAt - b.startedAt);
  return sorted.some((r, i) => i > 0 && r.startedAt < sorted[i - 1]!.endedAt);
}

describe("migrations", () => {
  it("three servers migrating one fresh database at once all succeed", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const name = `yolda_test_mig_${randomUUID().slice(0, 8)}`;
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const servers = await Promise.all([0, 1, 2].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
      try {
        const outcomes = await Promise.allSettled(servers.map((s) => s.migrate()));
        expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
        const applied = await servers[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(Number((applied as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(journal.entries.length);
        // The schema is whole: the last migration's table answers on every server.
        for (const s of servers) expect(await s.db.select().from(jobLeases)).toEqual([]);
      } finally {
        await Promise.all(servers.map((s) => s.close()));
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    } else {
      // PGlite: one process owns the data, so there is nobody to race; running again is a no-op.
      const database = await openDatabase({});
      try {
        await database.migrate();
        await database.migrate();
        const applied = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(Number((applied as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(journal.entries.length);
      } finally {
        await database.close();
      }
    }
  });
});

describe("background jobs across servers", () => {
  // The schedulers run on a clock the test moves: the polls of both servers fall due at the same
  // instants and race for the lease row in the database, and nothing waits for the wall clock.
  it("two schedulers: each job runs once per interval across both, never twice at once", async () => {
    const clock = new ManualClock();
    const runs: Run[] = [];
    const everyMs = 300;
    const names = ["outbox", "holds", "clean-up"];
    const active = Object.fromEntries(names.map((n) => [n, { now: 0, max: 0 }]));
    const make = (owner: string) =>
      scheduleJobs(
        db,
        names.map((n) => recordingJob(clock, n, everyMs, owner, runs, 0, active[n])),
        { logger, owner, leaseMs: 2_000, clock },
      );
    const start = clock.ms;
    const a = make("server-a");
    const b = make("server-b");
    await clock.advance(2_400);
    await Promise.all([a.stop(), b.stop()]);

    const leases = await listJobLeases(db);
    for (const name of names) {
      const mine = runs.filter((r) => r.job === name);
      // Both servers poll every 75 ms; the first poll takes the job, then one run per 300 ms:
      // 75, 375, ..., 2175 ms. Without the lease each server would run it at every due poll.
      expect(mine.map((r) => r.startedAt - start)).toEqual([75, 375, 675, 975, 1275, 1575, 1875, 2175]);
      expect(active[name]!.max).toBe(1);
      // Every run was recorded by its lease row: no run without a claim.
      expect(leases.find((l) => l.name === name)?.runs).toBe(mine.length);
    }
    expect(clock.pending).toBe(0);
  });

  it("a server that stops cleanly leaves the jobs to the other at the next interval", async () => {
    const clock = new ManualClock();
    const runs: Run[] = [];
    const start = clock.ms;
    const a = scheduleJobs(db, [recordingJob(clock, "holds", 200, "server-a", runs)], {
      logger,
      owner: "server-a",
      clock,
    });
    const b = scheduleJobs(db, [recordingJob(clock, "holds", 200, "server-b", runs)], {
      logger,
      owner: "server-b",
      clock,
    });
    await clock.advance(700);
    await a.stop();
    expect(runs.map((r) => r.startedAt - start)).toEqual([50, 250, 450, 650]);
    await clock.advance(1_000);
    await b.stop();
    const after = runs.filter((r) => r.startedAt > start + 700);
    expect(after.map((r) => [r.startedAt - start, r.owner])).toEqual([
      [850, "server-b"],
      [1050, "server-b"],
      [1250, "server-b"],
      [1450, "server-b"],
      [1650, "server-b"],
    ]);
  });

  it("a server that crashed while holding a job: another takes it over once the lease has run out", async () => {
    const clock = new ManualClock();
    // The first half of a run: server A claims the job with a 1.5 s lease, then dies.
    const claimedAt = clock.ms;
    expect(
      await claimJobLease(db, {
        name: "outbox",
        owner: "server-a",
        token: "a",
        leaseMs: 1_500,
        everyMs: 100,
        at: clock.now(),
      }),
    ).toBe(true);
    const runs: Run[] = [];
    const b = scheduleJobs(db, [recordingJob(clock, "outbox", 100, "server-b", runs)], {
      logger,
      owner: "server-b",
      clock,
    });
    await clock.advance(2_300);
    await b.stop();
    // Nothing ran while A's lease held (B polled every 25 ms); B took over the moment it ran
    // out, then ran once per interval.
    expect(runs.map((r) => r.startedAt - claimedAt)).toEqual([1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300]);
    const [lease] = await listJobLeases(db);
    expect(lease).toMatchObject({ name: "outbox", owner: "server-b", leaseUntil: null, runs: 10 });
  });

  it("a run longer than its lease keeps it (renewed), so no second server starts it meanwhile", async () => {
    const clock = new ManualClock();
    const runs: Run[] = [];
    const active = { now: 0, max: 0 };
    const options = (owner: string) => ({ logger, owner, leaseMs: 600, clock });
    // Each run takes 2 s of the clock, more than three leases; the other server polls every 20 ms.
    const a = scheduleJobs(db, [recordingJob(clock, "stale-payments", 50, "server-a", runs, 2_000, active)], {
      ...options("server-a"),
    });
    const b = scheduleJobs(db, [recordingJob(clock, "stale-payments", 50, "server-b", runs, 2_000, active)], {
      ...options("server-b"),
    });
    const start = clock.ms;
    await clock.advance(2_600);
    await Promise.all([a.stop(), b.stop()]);
    // The first run 20 ms to 2,020 ms; the next poll after it, at 2,040 ms, starts the second.
    expect(runs.map((r) => [r.startedAt - start, r.endedAt - start])).toEqual([
      [20, 2_020],
      [2_040, 4_040],
    ]);
    expect(active.max).toBe(1);
    expect(overlapping(runs)).toBe(false);
  });

  it("a failing job is logged on its lease row and keeps its schedule", async () => {
    const clock = new ManualClock();
    const calls: number[] = [];
    const start = clock.ms;
    const s = scheduleJobs(
      db,
      [
        {
          name: "failing",
          everyMs: 50,
          async run() {
            calls.push(clock.ms - start);
            throw new Error("boom");
          },
        },
      ],
      { logger, owner: "server-a", clock },
    );
    await clock.advance(400);
    await s.stop();
    // Polled every 20 ms; due every 50 ms from the first run, failures or not.
    expect(calls).toEqual([20, 80, 120, 180, 220, 280, 320, 380]);
    const [lease] = await listJobLeases(db);
    expect(lease).toMatchObject({ name: "failing", runs: calls.length, leaseUntil: null, lastError: "Error: boom" });
    // stop() means stop: no timer is left, nothing runs afterwards.
    expect(clock.pending).toBe(0);
    await clock.advance(1_000);
    expect(calls).toHaveLength(8);
  });

  it("the clean-up job removes old rate-limit windows, run-out codes, drafts and sandbox sessions", async () => {
    const now = Date.now();
    const day = 86_400_000;
    await db.insert(rateLimits).values([
      { key: "ip:old", windowStart: new Date(now - 2 * day), count: 3 },
      { key: "ip:new", windowStart: new Date(now - 60_000), count: 3 },
    ]);
    const fresh = randomUUID();
    await db.insert(captchaChallenges).values([
      { id: randomUUID(), answerHash: "x", expiresAt: new Date(now - 1000) },
      { id: fresh, answerHash: "x", expiresAt: new Date(now + 600_000) },
    ]);
    await db.insert(bookingDrafts).values([
      { browserKeyHash: "old", data: {}, expiresAt: new Date(now - 1000) },
      { browserKeyHash: "new", data: {}, expiresAt: new Date(now + 600_000) },
    ]);
    await db.insert(sandboxSessions).values([
      { id: "old-session", data: {}, version: 1, createdAt: new Date(now - 2 * day) },
      { id: "new-session", data: {}, version: 1 },
    ]);
    const jobs = appJobs({
      db,
      logger,
      transport: null,
      messageIdDomain: "test.yolda.example",
      gateway: createPaymentSetup(parseEnv({}), db).gateway,
    });
    // Without SMTP there is no e-mail to deliver: the rows wait for /dev/mailbox. SMS go through
    // the sandbox provider (decision 0118). Monthly rentals' payment links (decision 0122).
    expect(jobs.map((j) => j.name).sort()).toEqual([
      "arrive-transfers",
      "clean-up",
      "deliver-sms",
      "monthly-payment-links",
      "publish-scheduled-content",
      "release-expired-holds",
      "resolve-stale-payments",
      "send-invoices",
      "sms-reminders",
    ]);
    for (const job of jobs.filter((j) => j.name !== "resolve-stale-payments")) await job.run();

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["ip:new"]);
    expect((await db.select().from(captchaChallenges)).map((r) => r.id)).toEqual([fresh]);
    expect((await db.select().from(bookingDrafts)).map((r) => r.browserKeyHash)).toEqual(["new"]);
    expect((await db.select().from(sandboxSessions)).map((r) => r.id)).toEqual(["new-session"]);
  });
});
