// `npm run bench:timeline` (also run by `npm run bench`): the fleet timeline for every office, 300
// units x 30 days, on a fresh database with the demo seed (300 units) and ~5,000 generated
// reservations and payment holds around today. Measures what the page's loader and server render
// do: the service (its SQL queries and the layout) and React's renderToString of the table.
// PGlite by default (what `npm start` runs on); TIMELINE_BENCH_DB=postgres uses a throw-away
// database on the loopback PostgreSQL at DATABASE_URL. Target: under 300 ms (decision 0045).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createServer } from "vite";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { type Database, type Db, openDatabase } from "#app/server/db/client.server.ts";
import { reservations, units } from "#app/server/db/schema.ts";
import {
  listTimelineBookings,
  listTimelineOffices,
  listTimelineUnits,
} from "#app/server/repositories/fleet-timeline.server.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import type { FleetTimelineView } from "#app/shared/staff/fleet-timeline.ts";
import { seedDemo } from "#seed/run.ts";

const RUNS = Number(process.env.TIMELINE_BENCH_RUNS ?? 20);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TIMELINE_BENCH_DB !== "postgres") {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  if (!/@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(adminUrl)) throw new Error("loopback PostgreSQL only");
  const name = `yolda_bench_timeline_${randomBytes(4).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      // TIMELINE_BENCH_KEEP=1 keeps the seeded database for bench/timeline-explain.ts.
      if (process.env.TIMELINE_BENCH_KEEP === "1") console.log(`  kept: ${url.toString()}`);
      else await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Back-to-back rentals of 1-6 days with 0-3 free days between, from 10 days ago to 40 days ahead. */
async function generateBookings(db: Db, now: Date): Promise<number> {
  const random = prng(2027_0301);
  const unitRows = await db.select({ id: units.id, modelId: units.modelId, office: units.homeOfficeId }).from(units);
  const officeIds = [...new Set(unitRows.map((u) => u.office))];
  const rows: (typeof reservations.$inferInsert)[] = [];
  for (const unit of unitRows) {
    let t = now.getTime() - 10 * DAY + Math.floor(random() * 48) * 30 * 60_000;
    while (t < now.getTime() + 40 * DAY) {
      const pickupAt = new Date(t);
      const returnAt = new Date(t + (1 + Math.floor(random() * 6)) * DAY + Math.floor(random() * 8) * HOUR);
      const status =
        returnAt.getTime() < now.getTime()
          ? "completed"
          : pickupAt.getTime() < now.getTime()
            ? "active"
            : random() < 0.05
              ? "pending_payment"
              : "confirmed";
      const dropoff =
        random() < 0.2 ? (officeIds[Math.floor(random() * officeIds.length)] ?? unit.office) : unit.office;
      rows.push({
        number: generateReservationNumber((n) => randomBytes(n)),
        unitId: unit.id,
        modelId: unit.modelId,
        pickupOfficeId: unit.office,
        dropoffOfficeId: dropoff,
        pickupAt,
        returnAt,
        bufferMinutes: 120,
        held: heldRange(pickupAt, returnAt, 120),
        status,
        paymentType: random() < 0.5 ? "card" : "office",
        totalKurus: 250_000,
        vehicleKurus: 250_000,
        depositKurus: 500_000,
        rentalDays: 2,
        lines: [],
        driver: {
          firstName: ["Ayşe", "Mehmet", "Zeynep", "Can", "Elif"][Math.floor(random() * 5)] ?? "Ayşe",
          lastName: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik"][Math.floor(random() * 5)] ?? "Yılmaz",
          email: "bench@yolda.test",
          phone: "+905550000000",
          birthDate: "1990-01-01",
          licenceDate: "2010-01-01",
        },
        billing: { kind: "individual", name: "Bench", address: "İstanbul" },
        lang: "tr",
        holdExpiresAt: status === "pending_payment" ? new Date(now.getTime() + 15 * 60_000) : null,
      });
      t = returnAt.getTime() + (1 + Math.floor(random() * 3)) * DAY;
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(reservations).values(rows.slice(i, i + 500));
  return rows.length;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;

async function main() {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true },
  });
  const { database, drop } = await openBenchDatabase();
  try {
    const now = new Date();
    await seedDemo(database.db, { today: now });
    const generated = await generateBookings(database.db, now);
    await database.db.execute(sql`analyze`);
    const { renderTimeline } = (await vite.ssrLoadModule("/bench/timeline-render.tsx")) as {
      renderTimeline: (view: FleetTimelineView, lang: "tr" | "en") => string;
    };
    const admin: StaffActor = { id: "bench", name: "Bench", email: "bench@yolda.test", role: "admin", officeIds: [] };
    const from = istanbulDate(now);
    const { start, end } = {
      start: new Date(`${from}T00:00:00+03:00`),
      end: new Date(`${addDays(from, 30)}T00:00:00+03:00`),
    };
    const once = async () => {
      const sqlStarted = performance.now();
      await Promise.all([
        listTimelineOffices(database.db, "tr"),
        listTimelineUnits(database.db, "tr", null),
        listTimelineBookings(database.db, { officeIds: null, from: start, to: end, now }),
      ]);
      const started = performance.now();
      const view = await fleetTimeline(database.db, admin, { lang: "tr", officeId: null, from, days: 30, now });
      const loaded = performance.now();
      const html = renderTimeline(view, "tr");
      const rendered = performance.now();
      return {
        view,
        html,
        sql: started - sqlStarted,
        query: loaded - started,
        render: rendered - loaded,
        total: rendered - started,
      };
    };
    for (let i = 0; i < 3; i++) await once(); // warm-up: JIT, query plans, PGlite's caches
    const runs: Awaited<ReturnType<typeof once>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once());
    const last = runs[runs.length - 1];
    const bars = last?.view.rows.reduce((n, r) => n + r.segments.filter((s) => s.kind === "busy").length, 0) ?? 0;
    const stat = (key: "sql" | "query" | "render" | "total") => {
      const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
      return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
    };
    console.log(
      `fleet timeline (${database.kind}): ${last?.view.rows.length} units x ${last?.view.days} days from ${from} to ${addDays(from, 29)}, ` +
        `${generated} reservations generated, ${bars} bars drawn, HTML ${((last?.html.length ?? 0) / 1024).toFixed(0)} KB`,
    );
    console.log(`  the three queries alone: ${stat("sql")}`);
    console.log(`  service (SQL + layout): ${stat("query")}`);
    console.log(`  renderToString:         ${stat("render")}`);
    console.log(`  total:                  ${stat("total")}  (target < 300 ms)`);
  } finally {
    await drop();
    await vite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
