// `npm run drills [kill|rolling|rolling-bare|postgres|replica ...]` (after `npm run build`; nginx and
// PostgreSQL's server binaries installed): failure drills on the cluster of `npm run cluster`
// (scripts/cluster/cluster.ts: nginx, three app servers, a PostgreSQL primary and a streaming
// replica of its own on ports 8098, 3111-3113, 55442-55443). Each drill runs at most 20 s of load
// from this process, six clients at once:
//   - four read pages through nginx (home, offices, English home, the API's office list);
//   - two book through the partner API (/api/v1/quotes then /api/v1/reservations, each with an
//     Idempotency-Key), retrying a failed step with the same key, as a partner's client must.
// Drills: kill (kill -9 an app server, start it again), rolling (restart every server in turn:
// taken out of nginx, SIGTERM drain, started, put back), rolling-bare (the same without nginx
// being told), reload (nginx reloaded every 0.2 s; GETs resent on a reset keep-alive connection as a
// browser does), postgres (restart the primary), replica
// (stop the replica, start it again, measure its catch-up). After each, the database is checked:
// every booking a client was told about exists once, no e-mail address (one per logical booking)
// has two reservations. Writes bench/results-drills.md. Exits 1 when a check fails.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as prettier from "prettier";
import { abortStartingClusters, type Cluster, startCluster } from "#scripts/cluster/cluster.ts";

const LOAD_SECONDS_MAX = 20;
/** How long a client waits for an answer (DRILLS_CLIENT_TIMEOUT_MS; nginx itself waits 30 s for an app server). */
const CLIENT_TIMEOUT_MS = Number(process.env.DRILLS_CLIENT_TIMEOUT_MS ?? 10_000);
const PAGE_CLIENTS = 4;
const BOOKING_CLIENTS = 2;
const PAGES = ["/", "/hizmet-noktalarimiz", "/en", "/api/v1/offices?lang=en", "SEARCH"];
/** A visitor's search (read from the replica when it is usable, docs/decisions/0098), a new window each time. */
const searchPath = (i: number) => {
  const day = 20 + (i % 200);
  return `/rezervasyon?alis=IST&donus=IST&alisTarihi=${istanbulDay(day, 10)}&donusTarihi=${istanbulDay(day + 3, 10)}`;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Stats = {
  pages: number;
  pageFailures: number;
  /** GETs sent again after their keep-alive connection was closed under them (getPage). */
  pageResent: number;
  bookingSteps: number;
  /** Booking steps whose first try failed (5xx, connection error, 409 in progress). */
  stepFailures: number;
  retries: number;
  booked: Map<string, string>;
  refused: number;
  /** Bookings still without an answer after every retry. */
  unanswered: string[];
  failureStatuses: Map<string, number>;
  /** The last answer of each step given up on (e.g. 409: the key still "in progress"). */
  gaveUp: Map<string, number>;
};

let token = "";
let models: number[] = [];

async function getToken(url: string) {
  const res = await fetch(`${url}/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("demo-partner:demo-partner-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  if (!res.ok) throw new Error(`token: ${res.status}`);
  token = ((await res.json()) as { access_token: string }).access_token;
}

const istanbulDay = (daysAhead: number, hour: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000 + 3 * 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

/** One API call, retried with the same Idempotency-Key while the answer is a failure of ours. */
async function step(url: string, pathName: string, key: string, body: object, stats: Stats) {
  stats.bookingSteps++;
  let status = 0;
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const res = await fetch(`${url}${pathName}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      status = res.status;
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (status < 500 && status !== 409) return { status, json };
      if (status === 409 && (json?.type as string | undefined)?.includes("idempotency") !== true) {
        return { status, json };
      }
    } catch {
      status = -1;
    }
    if (attempt === 0) {
      stats.stepFailures++;
      const label = status === -1 ? "connection" : String(status);
      stats.failureStatuses.set(label, (stats.failureStatuses.get(label) ?? 0) + 1);
    }
    stats.retries++;
    await wait(500);
  }
  const label = `${pathName} ${status === -1 ? "connection" : status}`;
  stats.gaveUp.set(label, (stats.gaveUp.get(label) ?? 0) + 1);
  return { status: 0, json: null };
}

async function bookOne(url: string, id: string, stats: Stats) {
  const day = 30 + Math.floor(Math.random() * 300);
  const modelId = models[Math.floor(Math.random() * models.length)];
  const quote = await step(
    url,
    "/api/v1/quotes",
    `q-${id}`,
    { pickupOffice: "IST", pickupAt: istanbulDay(day, 10), returnAt: istanbulDay(day + 2, 10), modelId },
    stats,
  );
  if (quote.status === 0) return void stats.unanswered.push(id);
  if (quote.status !== 201 && quote.status !== 200) return void stats.refused++;
  const reservation = await step(
    url,
    "/api/v1/reservations",
    `r-${id}`,
    {
      quoteId: quote.json?.id,
      paymentType: "office",
      driver: {
        firstName: "Tatbikat",
        lastName: "Müşteri",
        email: `${id}@drill.yolda.test`,
        phoneCountry: "TR",
        phone: "5321112233",
        birthDate: "10.05.1990",
        licenceDate: "01.02.2010",
        nationality: "tr",
        tckn: "10000000146",
        billingKind: "individual",
        billingName: "Tatbikat Müşteri",
        billingTckn: "10000000146",
        billingAddress: "Kadıköy, İstanbul",
        termsAccepted: true,
        kvkkAccepted: true,
      },
    },
    stats,
  );
  if (reservation.status === 0) return void stats.unanswered.push(id);
  if (reservation.status === 201 || reservation.status === 200) {
    stats.booked.set(id, String(reservation.json?.number));
  } else stats.refused++;
}

/** Load for `seconds` while `during` runs; stops when both are done. */
/**
 * A GET as a browser sends it: when the keep-alive connection it went out on is closed under it
 * (ECONNRESET, "other side closed": nginx's old workers close their idle connections on a reload,
 * and a request written at that instant meets the close), it is sent once more on a new connection
 * (RFC 9112 9.3.1: a client may retry an idempotent request; browsers do). Node's fetch does not.
 */
async function getPage(url: string, stats: Stats): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET" && code !== "EPIPE") throw error;
    stats.pageResent++;
    return fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  }
}

async function underLoad(url: string, name: string, seconds: number, during: () => Promise<void>): Promise<Stats> {
  const stats: Stats = {
    pages: 0,
    pageFailures: 0,
    pageResent: 0,
    bookingSteps: 0,
    stepFailures: 0,
    retries: 0,
    booked: new Map(),
    refused: 0,
    unanswered: [],
    failureStatuses: new Map(),
    gaveUp: new Map(),
  };
  const until = performance.now() + Math.min(seconds, LOAD_SECONDS_MAX) * 1000;
  let n = 0;
  const pageClient = async (c: number) => {
    for (let i = c; performance.now() < until; i++) {
      stats.pages++;
      try {
        const page = PAGES[i % PAGES.length] as string;
        const res = await getPage(`${url}${page === "SEARCH" ? searchPath(i) : page}`, stats);
        await res.arrayBuffer();
        if (res.status >= 500) {
          stats.pageFailures++;
          stats.failureStatuses.set(`page ${res.status}`, (stats.failureStatuses.get(`page ${res.status}`) ?? 0) + 1);
        }
      } catch (error) {
        stats.pageFailures++;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const key = `page connection (${cause?.code ?? cause?.message ?? (error as Error).message})`;
        stats.failureStatuses.set(key, (stats.failureStatuses.get(key) ?? 0) + 1);
      }
    }
  };
  const bookingClient = async () => {
    while (performance.now() < until) await bookOne(url, `${name}-${Date.now()}-${n++}`, stats);
  };
  await Promise.all([
    ...Array.from({ length: PAGE_CLIENTS }, (_, c) => pageClient(c)),
    ...Array.from({ length: BOOKING_CLIENTS }, () => bookingClient()),
    during(),
  ]);
  return stats;
}

type Row = { drill: string; ok: boolean; figures: string; when: string };
const rows: Row[] = [];

async function verify(cluster: Cluster, name: string, stats: Stats, extra: { ok: boolean; figures: string }) {
  const client = new pg.Client({ connectionString: cluster.primary.url });
  await client.connect();
  const { rows: found } = await client.query<{ email: string; numbers: string[] }>(
    `select driver->>'email' as email, array_agg(number) as numbers from reservations
       where driver->>'email' like $1 group by 1`,
    [`${name}-%`],
  );
  await client.end();
  const byEmail = new Map(found.map((r) => [r.email.split("@")[0] ?? "", r.numbers]));
  const doubled = found.filter((r) => r.numbers.length > 1).length;
  let lost = 0;
  for (const [id, number] of stats.booked) if (byEmail.get(id)?.[0] !== number) lost++;
  const unansweredMade = stats.unanswered.filter((id) => byEmail.has(id)).length;
  // A server that died during the drill is a failure; it is started again for the next drill.
  const dead = cluster.servers.filter((s) => s.process !== null && s.process.exitCode !== null);
  for (const server of dead) await server.start();
  const ok = doubled === 0 && lost === 0 && dead.length === 0 && extra.ok;
  const statuses = [...stats.failureStatuses].map(([k, v]) => `${k}: ${v}`).join(", ") || "none";
  const gaveUp = [...stats.gaveUp].map(([k, v]) => `${k}: ${v}`).join(", ");
  const figures =
    `${stats.pages} page requests, ${stats.pageFailures} failed (${stats.pageResent} sent again after a reset connection); ${stats.booked.size} bookings confirmed, ` +
    `${stats.refused} refused (no car / invalid), ${stats.unanswered.length} left without an answer after 30 retries in 15 s ` +
    `(${gaveUp ? `last answer ${gaveUp}; ` : ""}${unansweredMade} of them made); booking steps ${stats.bookingSteps}, ${stats.stepFailures} failed at the first try ` +
    `(${statuses}), ${stats.retries} retries; in the database: ${lost} confirmed bookings missing, ${doubled} doubled; ` +
    `${dead.length ? `app servers that died: ${dead.map((d) => d.index + 1).join(", ")}` : "no app server died"}. ${extra.figures}`;
  console.log(`${ok ? "ok  " : "FAIL"}  ${name}: ${figures}`);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
  rows.push({ drill: name, ok, figures, when: `${new Date().toISOString().slice(11, 16)}, ${load}` });
}

async function firstSuccessAfter(url: string, from: number): Promise<number> {
  while (performance.now() - from < 60_000) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return performance.now() - from;
    } catch {
      // down
    }
    await wait(100);
  }
  return NaN;
}

/**
 * After a PostgreSQL restart: the outbox is sent again (no e-mail due and unsent within 80 s) and
 * the background jobs ran again (job_leases.last_finished_at after the restart).
 */
async function outboxAndJobsSince(cluster: Cluster, since: Date) {
  const client = new pg.Client({ connectionString: cluster.primary.url });
  await client.connect();
  try {
    const started = performance.now();
    let pendingDue = 0;
    do {
      const due = await client.query<{ n: number }>(
        "select count(*)::int as n from outbox where status = 'pending' and next_attempt_at <= now()",
      );
      pendingDue = due.rows[0]?.n ?? 0;
      if (pendingDue > 0) await wait(500);
      // A job running when the database went away keeps its lease until it runs out (60 s,
      // DEFAULT_JOB_LEASE_MS) and runs again at its next interval (the outbox: 10 s).
    } while (pendingDue > 0 && performance.now() - started < 80_000);
    const sent = await client.query<{ n: number }>(
      "select count(*)::int as n from outbox where status = 'sent' and sent_at > $1",
      [since],
    );
    const jobs = await client.query<{ name: string }>(
      "select name from job_leases where last_finished_at > $1 order by name",
      [since],
    );
    return {
      pendingDue,
      waitedMs: performance.now() - started,
      sent: sent.rows[0]?.n ?? 0,
      jobs: jobs.rows.map((r) => r.name),
    };
  } finally {
    await client.end();
  }
}

/**
 * An SMTP catcher (compose has Mailpit): takes every message and keeps nothing, so the outbox has
 * somewhere to deliver and its job runs on the cluster.
 */
function smtpSink(port: number): net.Server {
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.on("error", () => undefined);
    socket.write("220 drills ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 OK\r\n");
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  server.listen(port, "127.0.0.1");
  return server;
}

/** yolda_replica_reads_total summed over the app servers. */
async function replicaReads(cluster: Cluster): Promise<{ replica: number; primary: number }> {
  const sum = { replica: 0, primary: 0 };
  for (const server of cluster.servers) {
    const text = await (await fetch(`${server.base}/metrics`)).text();
    sum.replica += Number(/^yolda_replica_reads_total\{to="replica"\} (\S+)$/m.exec(text)?.[1] ?? 0);
    sum.primary += Number(/^yolda_replica_reads_total\{to="primary"\} (\S+)$/m.exec(text)?.[1] ?? 0);
  }
  return sum;
}

const drills: Record<string, (cluster: Cluster) => Promise<void>> = {
  async kill(cluster) {
    const victim = cluster.servers[1];
    if (!victim) throw new Error("needs two servers");
    let restartMs = 0;
    const stats = await underLoad(cluster.url, "kill", 15, async () => {
      await wait(4_000);
      await victim.kill();
      await wait(3_000);
      const t = performance.now();
      await victim.start();
      restartMs = performance.now() - t;
    });
    await verify(cluster, "kill", stats, {
      ok: stats.pageFailures === 0 && stats.unanswered.length === 0,
      figures: `Server 2 killed with SIGKILL at 4 s, started again 3 s later (ready after ${(restartMs / 1000).toFixed(1)} s).`,
    });
  },
  async rolling(cluster) {
    const times: string[] = [];
    const stats = await underLoad(cluster.url, "rolling", 20, async () => {
      await wait(1_000);
      for (const server of cluster.servers) {
        const t = performance.now();
        await cluster.nginx.reload([server.index]);
        await server.stop();
        await server.start();
        await cluster.nginx.reload([]);
        times.push(((performance.now() - t) / 1000).toFixed(1));
      }
    });
    const failed = stats.pageFailures + stats.stepFailures;
    await verify(cluster, "rolling", stats, {
      ok: failed === 0,
      figures: `Each server out of nginx, drained and restarted in turn (${times.join(" s, ")} s); ${failed} requests failed.`,
    });
  },
  // nginx reloaded again and again under load (a configuration change, a certificate): each reload
  // ends the old workers, which close their idle keep-alive connections; no request may be lost.
  async reload(cluster) {
    let reloads = 0;
    const stats = await underLoad(cluster.url, "reload", 12, async () => {
      const until = performance.now() + 11_000;
      while (performance.now() < until) {
        await cluster.nginx.reload([]);
        reloads++;
        await wait(200);
      }
    });
    const failed = stats.pageFailures + stats.stepFailures;
    await verify(cluster, "reload", stats, {
      ok: stats.pageFailures === 0 && stats.unanswered.length === 0,
      figures: `nginx reloaded ${reloads} times under load: ${stats.pageResent} GETs met a keep-alive connection closed by an old worker and were sent again (as a browser does), ${stats.pageFailures} page requests lost; ${failed} requests failed at the first try.`,
    });
  },
  // The same without telling nginx (compose's `up -d` of one server at a time): the server drains
  // (/readyz 503, which nginx does not read), closes, and nginx notices the refused connections.
  async "rolling-bare"(cluster) {
    const times: string[] = [];
    const stats = await underLoad(cluster.url, "rolling-bare", 20, async () => {
      await wait(1_000);
      for (const server of cluster.servers) {
        const t = performance.now();
        await server.stop();
        await server.start();
        times.push(((performance.now() - t) / 1000).toFixed(1));
      }
    });
    const failed = stats.pageFailures + stats.stepFailures;
    await verify(cluster, "rolling-bare", stats, {
      ok: failed === 0,
      figures: `Each server drained and restarted in turn without taking it out of nginx first (${times.join(" s, ")} s); ${failed} requests failed.`,
    });
  },
  async postgres(cluster) {
    let downMs = 0;
    let readyMs = 0;
    let restartedAt = new Date();
    const stats = await underLoad(cluster.url, "postgres", 15, async () => {
      await wait(4_000);
      const t = performance.now();
      await cluster.primary.stop("fast");
      await cluster.primary.start();
      restartedAt = new Date();
      downMs = performance.now() - t;
      readyMs = await firstSuccessAfter(cluster.servers[0]?.base ?? cluster.url, t);
    });
    const resumed = await outboxAndJobsSince(cluster, restartedAt);
    await verify(cluster, "postgres", stats, {
      ok: stats.unanswered.length === 0 && resumed.pendingDue === 0 && resumed.jobs.length > 0,
      figures: `Primary stopped (fast) and started again at 4 s: down ${(downMs / 1000).toFixed(1)} s, servers ready again ${(readyMs / 1000).toFixed(1)} s after the stop; the failed first tries were retried with their keys. After the restart: ${resumed.sent} outbox e-mails sent, ${resumed.pendingDue} due and unsent ${(resumed.waitedMs / 1000).toFixed(1)} s after the load ended; jobs that finished a run: ${resumed.jobs.join(", ") || "none"}.`,
    });
  },
  async replica(cluster) {
    let lagAtRestart = 0;
    let catchUpMs = 0;
    let lagWhileDown = "";
    let readsBefore = { replica: 0, primary: 0 };
    let readsDown = { replica: 0, primary: 0 };
    const stats = await underLoad(cluster.url, "replica", 12, async () => {
      await wait(2_000);
      await cluster.replica.stop("fast");
      await wait(2_000);
      // The app servers' gauge: -1 while the replica does not answer (YoldaReplicaDown).
      const metrics = await (await fetch(`${cluster.servers[0]?.base}/metrics`)).text();
      lagWhileDown = /^yolda_replica_lag_seconds (\S+)$/m.exec(metrics)?.[1] ?? "missing";
      readsBefore = await replicaReads(cluster);
      await wait(3_000);
      readsDown = await replicaReads(cluster);
      await cluster.replica.start();
      lagAtRestart = await cluster.replicaLagBytes();
      const t = performance.now();
      while ((await cluster.replicaLagBytes()) > 0 && performance.now() - t < 20_000) await wait(100);
      catchUpMs = performance.now() - t;
    });
    const lagAfter = await cluster.replicaLagBytes();
    const failed = stats.pageFailures + stats.stepFailures;
    await verify(cluster, "replica", stats, {
      ok: failed === 0 && lagAfter === 0 && lagWhileDown === "-1" && readsDown.replica === readsBefore.replica,
      figures: `Replica stopped for 5 s under load: ${failed} requests failed; /metrics showed yolda_replica_lag_seconds ${lagWhileDown} meanwhile, and over 3 s of it ${readsDown.primary - readsBefore.primary} reads that may lag went to the primary, ${readsDown.replica - readsBefore.replica} to the replica; before the stop ${readsBefore.replica} had gone to the replica, ${readsBefore.primary} to the primary; on restart it was ${lagAtRestart} bytes of WAL behind and caught up in ${(catchUpMs / 1000).toFixed(1)} s (now ${lagAfter} bytes behind).`,
    });
  },
};

async function main() {
  const asked = process.argv.slice(2);
  const names = asked.length ? asked : Object.keys(drills);
  for (const n of names) if (!drills[n]) throw new Error(`unknown drill ${n} (${Object.keys(drills).join(", ")})`);
  let running: Cluster | null = null;
  process.once("SIGINT", () => void (running ? running.stop() : abortStartingClusters()).then(() => process.exit(130)));
  const nginxPort = Number(process.env.DRILLS_NGINX_PORT ?? 8098);
  const smtpPort = nginxPort + 10;
  const smtp = smtpSink(smtpPort);
  const cluster = await startCluster({
    nginxPort,
    firstAppPort: Number(process.env.DRILLS_APP_PORT ?? nginxPort + 1),
    pgPort: Number(process.env.DRILLS_PG_PORT ?? 55442),
    appEnv: { LOG_LEVEL: "fatal", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
  running = cluster;
  try {
    const admin = new pg.Client({ connectionString: cluster.primary.url });
    await admin.connect();
    await admin.query("update api_clients set rate_limit_per_minute = 100000 where client_id = 'demo-partner'");
    await admin.end();
    await getToken(cluster.url);
    const availability = await fetch(
      `${cluster.url}/api/v1/availability?pickupOffice=IST&pickupAt=${istanbulDay(40, 10)}&returnAt=${istanbulDay(42, 10)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    models = ((await availability.json()) as { models: Array<{ modelId: number }> }).models.map((m) => m.modelId);
    if (models.length === 0) throw new Error("no models available at IST");
    for (const name of names) await drills[name]?.(cluster);
  } finally {
    await cluster.stop();
    smtp.close();
  }
  const file = path.resolve("bench", "results-drills.md");
  // Drills run alone replace their own rows; the others' rows (with their time) stay.
  const kept = existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => /^\| [a-z-]+ +\| (ok|FAILED) /.test(line))
        .filter((line) => !rows.some((r) => line.startsWith(`| ${r.drill} `)))
        // A row from before the time column: "earlier run".
        .map((line) =>
          /^\| [a-z-]+ +\| (ok|FAILED) +\| \d\d:\d\d, /.test(line)
            ? line
            : line.replace(/^(\| [a-z-]+ +\| (?:ok|FAILED) +)\|/, "$1| earlier run |"),
        )
    : [];
  const table = [
    ...kept,
    ...rows.map((r) => `| ${r.drill} | ${r.ok ? "ok" : "FAILED"} | ${r.when} | ${r.figures} |`),
  ].join("\n");
  const text =
    `# Failure drills (npm run drills)\n\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 shared cores): nginx, ` +
    `three app servers, PostgreSQL primary and streaming replica (scripts/cluster/cluster.ts). ` +
    `Load: ${PAGE_CLIENTS} page clients and ${BOOKING_CLIENTS} API booking clients (each waits ${CLIENT_TIMEOUT_MS / 1000} s for an answer), at most ${LOAD_SECONDS_MAX} s per drill. ` +
    `The machine is shared with other engineers' tests: the load average beside each drill says how loaded it was. ` +
    `What the results mean: docs/operations.md "The cluster on one machine, and the drills".\n\n` +
    `| drill | result | measured (UTC, load average) | figures |\n| --- | --- | --- | --- |\n${table}\n`;
  writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
