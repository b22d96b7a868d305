// `node bench/two-servers.ts` (after `npm run build`): two app servers from the production build
// on one fresh PostgreSQL database, started at the same moment. Checks that both come up (the
// migrations run under an advisory lock), drives bookings through both (the test hook
// POST /__test/reservations: spread-out ones, then a burst for one pick-up time that leaves more
// customers than cars), has e-mails delivered to an SMTP peer in this process that stalls now and
// then, and checks the database afterwards: no unit held twice, every outbox row sent once and
// received once (by Message-ID), each background job run by one server at a time. Last, one server
// is stopped: its /readyz answers 503 "draining" while the other stays ready.
// Loopback PostgreSQL only: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used
// as admin to create a yolda_two_* database, dropped at the end. TWO_SERVERS_PORT (default 3941)
// and the next port; BOOKINGS (200), BURST (360), EMAILS (150) size the runs. Exits 1 when a check fails.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "#app/server/db/client.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { outboxMessageId } from "#app/server/email/message.server.ts";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const FIRST_PORT = Number(process.env.TWO_SERVERS_PORT ?? 3941);
const BOOKINGS = Number(process.env.BOOKINGS ?? 200);
const BURST = Number(process.env.BURST ?? 360);
const EMAILS = Number(process.env.EMAILS ?? 150);
const DRAIN_MS = 2_000;
const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");

if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(ADMIN_URL)) {
  throw new Error("bench/two-servers.ts runs against a loopback PostgreSQL only");
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const checks: Array<{ name: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail: string) {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"}  ${name}: ${detail}`);
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function waitForReady(base: string, server: ChildProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`${base} exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await wait(100);
  }
  throw new Error(`${base} did not become ready`);
}

/** Runs `task(i)` for i < n with `concurrency` at a time. */
async function pool<T>(n: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

type Booked = { server: number; ok: boolean; ms: number };

async function book(base: string, server: number, body: object): Promise<Booked> {
  const t = performance.now();
  try {
    const res = await fetch(`${base}/__test/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { server, ok: res.ok, ms: performance.now() - t };
  } catch {
    return { server, ok: false, ms: performance.now() - t };
  }
}

function describeRun(label: string, results: Booked[], seconds: number) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const p95 = ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] ?? 0;
  const per = [0, 1].map((s) => results.filter((r) => r.server === s && r.ok).length);
  console.log(
    `${label}: ${results.filter((r) => r.ok).length}/${results.length} booked in ${seconds.toFixed(1)} s ` +
      `(server A ${per[0]}, server B ${per[1]}), p95 ${p95.toFixed(0)} ms`,
  );
}

async function main() {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`);
  }
  const name = `yolda_two_${Date.now()}`;
  await admin(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-two-"));

  // The relay: records each message's Message-ID; every 10th waits 1.5 s before answering.
  const received: string[] = [];
  let seen = 0;
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "(none)";
        setTimeout(
          () => {
            received.push(id);
            callback();
          },
          ++seen % 10 === 0 ? 1_500 : 0,
        );
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const smtpUrl = `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;

  const ports = [FIRST_PORT, FIRST_PORT + 1];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const publicHost = "two-servers.yolda.test";
  const servers = ports.map((port) =>
    spawn(process.execPath, ["server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "test",
        YOLDA_BUILD_DIR: buildDir,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        STORAGE_DIR: path.join(dataDir, "uploads"),
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://${publicHost}:${port}`,
        SMTP_URL: smtpUrl,
        TEST_HOOKS: "1",
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        // The burst's refused bookings (no car left) would each log an error.
        LOG_LEVEL: "fatal",
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  const exits = servers.map((s) => new Promise<number | null>((resolve) => s.once("exit", (code) => resolve(code))));
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as { rows: T[] };

  try {
    // 1. Both servers start at the same moment on the empty database.
    const ready = await Promise.allSettled(servers.map((s, i) => waitForReady(bases[i]!, s, 120_000)));
    check(
      "both servers come up together on an empty database",
      ready.every((r) => r.status === "fulfilled"),
      ready
        .map((r, i) =>
          r.status === "fulfilled"
            ? `${"AB"[i]} ready after ${(r.value / 1000).toFixed(1)} s`
            : `${"AB"[i]} ${r.reason}`,
        )
        .join(", "),
    );
    if (!ready.every((r) => r.status === "fulfilled")) return;
    const migrations = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const seeds = await rows<{ n: number }>(sql`select count(*)::int as n from seed_runs`);
    const unitCount = await rows<{ n: number }>(sql`select count(*)::int as n from units where in_service`);
    console.log(
      `migrations applied once: ${migrations.rows[0]?.n}; demo seed runs: ${seeds.rows[0]?.n}; units: ${unitCount.rows[0]?.n}`,
    );

    // 2. Bookings spread over the year, alternating between the servers, 16 at a time.
    let t = performance.now();
    const spread = await pool(BOOKINGS, 16, (i) => book(bases[i % 2]!, i % 2, { lastName: `Spread${i}` }));
    describeRun("spread bookings", spread, (performance.now() - t) / 1000);

    // 3. A burst for one pick-up time through both servers, 60 at a time: more customers than
    //    cars, so late ones find none (the hook answers 500 then) and the rest race for the last.
    t = performance.now();
    const burst = await pool(BURST, 60, (i) =>
      book(bases[i % 2]!, i % 2, { lastName: `Burst${i}`, hoursUntilPickup: 24 * 20, days: 3 }),
    );
    describeRun("burst for one pick-up time", burst, (performance.now() - t) / 1000);

    const doubles = await rows<{ n: number }>(sql`
      select count(*)::int as n from reservations a join reservations b
        on a.unit_id = b.unit_id and a.id < b.id and a.held && b.held
      where a.status in ('pending_payment', 'confirmed', 'active') and b.status in ('pending_payment', 'confirmed', 'active')`);
    const live = await rows<{ n: number }>(
      sql`select count(*)::int as n from reservations where status in ('pending_payment', 'confirmed', 'active')`,
    );
    const booked = spread.filter((r) => r.ok).length + burst.filter((r) => r.ok).length;
    check(
      "no unit held twice at once",
      doubles.rows[0]?.n === 0 && live.rows[0]?.n === booked,
      `${live.rows[0]?.n} live reservations for ${booked} answered bookings, ${doubles.rows[0]?.n} overlapping pairs`,
    );

    // 4. E-mails: written to the outbox as a booking writes its confirmation; the servers' delivery
    //    job (every 10 s, one server at a time) sends them through the stalling relay.
    const ids: number[] = [];
    for (let i = 0; i < EMAILS; i++) {
      ids.push(
        await enqueueEmail(database.db, {
          to: `customer${i}@example.com`,
          subject: `Rezervasyonunuz alındı ${i}`,
          text: "text",
          html: "<p>html</p>",
        }),
      );
    }
    t = performance.now();
    for (let i = 0; i < 120; i++) {
      const pending = await rows<{ n: number }>(sql`select count(*)::int as n from outbox where status = 'pending'`);
      if (pending.rows[0]?.n === 0) break;
      await wait(1_000);
    }
    const deliverySeconds = (performance.now() - t) / 1000;
    await wait(500);
    const statuses = await rows<{ status: string; n: number; attempts: number }>(
      sql`select status, count(*)::int as n, max(attempts)::int as attempts from outbox group by status`,
    );
    const sent = statuses.rows.find((r) => r.status === "sent")?.n ?? 0;
    const counts = new Map<string, number>();
    for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
    const repeats = [...counts.values()].filter((n) => n > 1).length;
    const expected = new Set(ids.map((id) => outboxMessageId(id, publicHost)));
    const missing = [...expected].filter((id) => !counts.has(id)).length;
    check(
      "every outbox row sent once and received once",
      sent === EMAILS && repeats === 0 && missing === 0 && received.length === EMAILS,
      `${sent}/${EMAILS} rows sent in ${deliverySeconds.toFixed(1)} s, ${received.length} messages at the relay, ` +
        `${counts.size} distinct Message-IDs, ${repeats} repeated, ${missing} missing` +
        ` (statuses: ${statuses.rows.map((r) => `${r.status} ${r.n}, max attempts ${r.attempts}`).join("; ")})`,
    );

    const leases = await rows<{ name: string; owner: string; runs: number; lease_until: unknown }>(
      sql`select name, owner, runs::int as runs, lease_until from job_leases order by name`,
    );
    console.log("background jobs (lease rows):");
    for (const l of leases.rows) console.log(`  ${l.name}: ${l.runs} runs, last by ${l.owner}`);
    check(
      "background jobs run from lease rows",
      leases.rows.some((l) => l.name === "deliver-outbox") && leases.rows.every((l) => l.runs >= 1),
      `${leases.rows.length} jobs`,
    );

    // 5. Server A is stopped: it answers 503 "draining" at once, B stays ready, A exits cleanly.
    servers[0]!.kill("SIGTERM");
    await wait(300);
    const drainingA = await fetch(`${bases[0]}/readyz`).then(async (r) => `${r.status} ${await r.text()}`);
    const readyB = await fetch(`${bases[1]}/readyz`).then(async (r) => `${r.status} ${await r.text()}`);
    const stillServing = await book(bases[0]!, 0, { lastName: "WhileDraining" });
    const codeA = await exits[0];
    check(
      "a stopping server drains",
      drainingA === "503 draining" && readyB === "200 ready" && codeA === 0,
      `A /readyz "${drainingA}" (still booking: ${stillServing.ok}), B /readyz "${readyB}", A exit code ${codeA}`,
    );
  } finally {
    for (const s of servers) if (s.exitCode === null) s.kill("SIGTERM");
    await Promise.all(exits);
    await database.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(failed.length === 0 ? "\nall checks passed" : `\n${failed.length} check(s) failed`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
