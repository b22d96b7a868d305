// `TIMELINE_EXPLAIN_URL=postgres://… node bench/timeline-explain.ts`: against a database kept by
// `TIMELINE_BENCH_KEEP=1 TIMELINE_BENCH_DB=postgres npm run bench:timeline`, times the fleet
// timeline's service 20 times (every office, and one office) and prints EXPLAIN (ANALYZE, BUFFERS)
// of each query one call makes, slowest first, to find what to make faster (issue 28 item 5).
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import {
  listTimelineBookings,
  listTimelineClassesAndModels,
  listTimelineOffices,
  listTimelineUnits,
} from "#app/server/repositories/fleet-timeline.server.ts";
import { listLiveTransfersFrom } from "#app/server/repositories/unit-transfers.server.ts";
import { listBlocksOverlapping } from "#app/server/repositories/units.server.ts";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import { rangeBounds } from "#app/domain/fleet/timeline.ts";

const url = process.env.TIMELINE_EXPLAIN_URL;
if (!url || !/@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error("TIMELINE_EXPLAIN_URL: loopback only");
const RUNS = 20;

const pool = new pg.Pool({ connectionString: url, max: 4 });
let captured: { query: string; params: unknown[] }[] | null = null;
const db = drizzle(pool, {
  schema,
  casing: "snake_case",
  logger: { logQuery: (query, params) => captured?.push({ query, params }) },
}) as unknown as Db;

const admin: StaffActor = { id: "bench", name: "Bench", email: "bench@yolda.test", role: "admin", officeIds: [] };
const now = new Date();
const from = istanbulDate(now);
const busiest = await pool.query<{ id: number }>(
  "select home_office_id as id from units group by 1 order by count(*) desc limit 1",
);
const oneOffice = Number(busiest.rows[0]?.id);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;

for (const officeId of [null, oneOffice]) {
  const call = () => fleetTimeline(db, admin, { lang: "tr", officeId, from, days: 30, now });
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = (await call()).rows.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `service, ${officeId === null ? "every office" : `office ${officeId}`} (${rows} units x 30 days), ${RUNS} calls: ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

// Each read alone (every office), one after another: where the service's time goes.
const { start, end } = rangeBounds({ from, days: 30 });
const unitIds = (await listTimelineUnits(db, "tr", null)).map((u) => u.id);
const reads: [string, () => Promise<unknown>][] = [
  ["offices", () => listTimelineOffices(db, "tr")],
  ["units", () => listTimelineUnits(db, "tr", null, {}, start)],
  ["bookings", () => listTimelineBookings(db, { officeIds: null, from: start, to: end, now })],
  ["classes and models", () => listTimelineClassesAndModels(db, "tr")],
  ["blocks", () => listBlocksOverlapping(db, { unitIds, from: start, to: end })],
  ["transfers", () => listLiveTransfersFrom(db, { unitIds, from: start })],
];
for (const [name, read] of reads) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`);
}

captured = [];
await fleetTimeline(db, admin, { lang: "tr", officeId: null, from, days: 30, now });
const queries = captured;
captured = null;
const plans: { ms: number; plan: string; query: string }[] = [];
for (const q of queries) {
  const result = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${q.query}`, q.params);
  const plan = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
  plans.push({ ms, plan, query: q.query });
}
plans.sort((a, b) => b.ms - a.ms);
for (const p of plans) console.log(`\n--- ${p.ms.toFixed(1)} ms: ${p.query.slice(0, 160)}\n${p.plan}`);
await pool.end();
