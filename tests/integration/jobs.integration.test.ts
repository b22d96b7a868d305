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
import { type TestDatabase, withTestDatabase } from "./test-database.ts";
import { readFileSync } from "node:fs";
import path from "node:path";

let test: TestDatabase | undefined;
let db: Db;
const logger = createLogger("silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** A job that records who ran it and when, taking `takesMs`. */
function recordingJob(name: string, everyMs: number, owner: string, runs: Run[], takesMs = 20): Job {
  return {
    name,
    everyMs,
    async run() {
      const startedAt = Date.now();
      await sleep(takesMs);
      runs.push({ job: name, owner, startedAt, endedAt: Date.now() });
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
  it("two schedulers: each job runs once per interval across both, never twice at once", async () => {
    const runs: Run[] = [];
    const everyMs = 300;
    const names = ["outbox", "holds", "clean-up"];
    const make = (owner: string) =>
      scheduleJobs(
        db,
        names.map((n) => recordingJob(n, everyMs, owner, runs)),
        { logger, owner, leaseMs: 2_000 },
      );
    const a = make("server-a");
    const b = make("server-b");
    await sleep(2_400);
    const stoppedAt = Date.now();
    await Promise.all([a.stop(), b.stop()]);

    const leases = await listJobLeases(db);
    for (const name of names) {
      const mine = runs.filter((r) => r.job === name);
      const first = Math.min(...mine.map((r) => r.startedAt));
      // Run k is due k intervals after the first: never more runs than intervals since then.
      const ticks = Math.floor((stoppedAt - first + 50) / everyMs) + 1;
      expect(mine.length).toBeLessThanOrEqual(ticks);
      expect(mine.length).toBeGreaterThanOrEqual(Math.floor(ticks / 2));
      expect(overlapping(mine)).toBe(false);
      // Every run was recorded by its lease row: no run without a claim.
      expect(leases.find((l) => l.name === name)?.runs).toBe(mine.length);
    }
    // Without the lease each scheduler would have run every job itself: about twice as many runs.
    expect(runs.length).toBeLessThanOrEqual(
      names.length * (Math.floor((stoppedAt - runs[0]!.startedAt) / everyMs) + 2),
    );
  });

  it("a server that stops cleanly leaves the jobs to the other at the next interval", async () => {
    const runs: Run[] = [];
    const a = scheduleJobs(db, [recordingJob("holds", 200, "server-a", runs)], { logger, owner: "server-a" });
    const b = scheduleJobs(db, [recordingJob("holds", 200, "server-b", runs)], { logger, owner: "server-b" });
    await sleep(700);
    await a.stop();
    const aStopped = Date.now();
    await sleep(1_000);
    await b.stop();
    const after = runs.filter((r) => r.startedAt > aStopped);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.every((r) => r.owner === "server-b")).toBe(true);
    expect(overlapping(runs)).toBe(false);
  });

  it("a server that crashed while holding a job: another takes it over once the lease has run out", async () => {
    // The first half of a run: server A claims the job with a 1.5 s lease, then dies.
    const claimedAt = Date.now();
    expect(
      await claimJobLease(db, { name: "outbox", owner: "server-a", token: "a", leaseMs: 1_500, everyMs: 100 }),
    ).toBe(true);
    const runs: Run[] = [];
    const b = scheduleJobs(db, [recordingJob("outbox", 100, "server-b", runs)], { logger, owner: "server-b" });
    await sleep(2_300);
    await b.stop();
    expect(runs.length).toBeGreaterThan(0);
    // Nothing ran while A's lease held; B took over right after it.
    expect(runs[0]!.startedAt).toBeGreaterThanOrEqual(claimedAt + 1_500 - 30);
    expect(runs[0]!.startedAt).toBeLessThan(claimedAt + 1_500 + 1_500);
    const [lease] = await listJobLeases(db);
    expect(lease).toMatchObject({ name: "outbox", owner: "server-b", leaseUntil: null });
  });

  it("a run longer than its lease keeps it (renewed), so no second server starts it meanwhile", async () => {
    const runs: Run[] = [];
    const a = scheduleJobs(db, [recordingJob("stale-payments", 50, "server-a", runs, 2_000)], {
      logger,
      owner: "server-a",
      leaseMs: 600,
    });
    const b = scheduleJobs(db, [recordingJob("stale-payments", 50, "server-b", runs, 2_000)], {
      logger,
      owner: "server-b",
      leaseMs: 600,
    });
    await sleep(2_600);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(overlapping(runs)).toBe(false);
  });

  it("a failing job is logged on its lease row and keeps its schedule", async () => {
    let calls = 0;
    const s = scheduleJobs(
      db,
      [
        {
          name: "failing",
          everyMs: 50,
          async run() {
            calls += 1;
            throw new Error("boom");
          },
        },
      ],
      { logger, owner: "server-a" },
    );
    await sleep(400);
    await s.stop();
    const settled = calls;
    expect(calls).toBeGreaterThanOrEqual(2);
    const [lease] = await listJobLeases(db);
    expect(lease).toMatchObject({ name: "failing", runs: calls, leaseUntil: null, lastError: "Error: boom" });
    // stop() means stop: nothing runs afterwards.
    await sleep(150);
    expect(calls).toBe(settled);
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
    // Without SMTP there is nothing to deliver: the rows wait for /dev/mailbox.
    expect(jobs.map((j) => j.name).sort()).toEqual([
      "clean-up",
      "publish-scheduled-content",
      "release-expired-holds",
      "resolve-stale-payments",
    ]);
    for (const job of jobs.filter((j) => j.name !== "resolve-stale-payments")) await job.run();

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["ip:new"]);
    expect((await db.select().from(captchaChallenges)).map((r) => r.id)).toEqual([fresh]);
    expect((await db.select().from(bookingDrafts)).map((r) => r.browserKeyHash)).toEqual(["new"]);
    expect((await db.select().from(sandboxSessions)).map((r) => r.id)).toEqual(["new-session"]);
  });
});
