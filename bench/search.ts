// `node bench/search.ts [units]`: search latency and booking throughput on a large generated fleet
// (2,000 units by default, 100 reservations a unit over two years with one-way chains) and on the
// demo data.
// Loopback PostgreSQL only (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, used
// as admin to create yolda_bench_* databases, which are dropped at the end). Writes
// bench/results-booking.md (results-booking-<units>.md for other sizes). BENCH_SECONDS sets each run's length (default 15).
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { type Database, type Db, DEFAULT_POOL_SIZE, openDatabase } from "#app/server/db/client.server.ts";
import { offices, units, vehicleModels } from "#app/server/db/schema.ts";
import { countFeasibleUnitsByModel, searchQueryForExplain } from "#app/server/repositories/availability.server.ts";
import { enableCatalogueCache } from "#app/server/services/catalogue-cache.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { seedDemo } from "#seed/run.ts";
import { type BenchSearch, type LoadStats, runBookingBench, runClients } from "./booking.ts";

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 20;
/** `node bench/search.ts 8000`: the fleet size (default 2,000 units), 100 reservations a unit. */
const UNITS = Number(process.argv[2] ?? 2_000);
if (!Number.isInteger(UNITS) || UNITS < 100 || UNITS > 50_000) throw new Error("fleet size: 100-50000 units");
const RESERVATIONS = UNITS * 100;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const SLOT = 30 * 60_000;

if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(ADMIN_URL)) {
  throw new Error("bench/search.ts runs against a loopback PostgreSQL only");
}

/** Small seeded PRNG (mulberry32): the same fleet every run. */
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
const random = prng(20_261_121);
const pick = <T>(list: readonly T[]): T => {
  const v = list[Math.floor(random() * list.length)];
  if (v === undefined) throw new Error("empty list");
  return v;
};
const slotFloor = (ms: number) => Math.floor(ms / SLOT) * SLOT;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(label: string): Promise<{ database: Database; name: string }> {
  const name = `yolda_bench_${label}_${randomBytes(4).toString("hex")}`;
  await admin(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // The pool an app server opens (decision 0181): 20 customers share its connections.
  const database = await openDatabase({ url: url.toString(), poolSize: DEFAULT_POOL_SIZE });
  await database.migrate();
  return { database, name };
}

type OfficeInfo = { id: number; cityId: number; turnaround: number };

async function loadOffices(db: Db): Promise<OfficeInfo[]> {
  const rows = await db
    .select({ id: offices.id, cityId: offices.cityId, turnaround: offices.turnaroundMinutes })
    .from(offices);
  return rows;
}

/** Adds units up to UNITS and writes one-way chains of reservations for every unit. */
export async function generateLargeFleet(
  db: Db,
  now: Date,
): Promise<{ units: number; reservations: number; ms: number }> {
  const started = performance.now();
  const officeList = await loadOffices(db);
  const models = await db.select({ id: vehicleModels.id }).from(vehicleModels);
  const existing = await db.select({ id: units.id }).from(units);
  const extra = Array.from({ length: UNITS - existing.length }, (_, i) => ({
    plate: `99 BNC ${String(i).padStart(4, "0")}`,
    modelId: pick(models).id,
    homeOfficeId: pick(officeList).id,
  }));
  for (let i = 0; i < extra.length; i += 500) await db.insert(units).values(extra.slice(i, i + 500));
  const allUnits = await db.select({ id: units.id, modelId: units.modelId, home: units.homeOfficeId }).from(units);
  const byCity = new Map<number, OfficeInfo[]>();
  for (const o of officeList) byCity.set(o.cityId, [...(byCity.get(o.cityId) ?? []), o]);
  const officeById = new Map(officeList.map((o) => [o.id, o]));

  // Build the rows column-wise for INSERT ... SELECT FROM unnest(...).
  const cols = {
    number: [] as string[],
    unit: [] as number[],
    model: [] as number[],
    from: [] as number[],
    to: [] as number[],
    pickup: [] as string[],
    ret: [] as string[],
    buffer: [] as number[],
    status: [] as string[],
    hold: [] as (string | null)[],
    total: [] as number[],
  };
  const numbers = new Set<string>();
  const perUnit = Math.ceil(RESERVATIONS / allUnits.length);
  const start = now.getTime() - 365 * DAY;
  const end = now.getTime() + 365 * DAY;
  for (const unit of allUnits) {
    let at = start + random() * 3 * DAY;
    let office = officeById.get(unit.home) ?? pick(officeList);
    for (let n = 0; n < perUnit && cols.unit.length < RESERVATIONS; n++) {
      const pickup = slotFloor(at + (1 + random() * 4) * DAY);
      const days = 1 + Math.floor(random() * random() * 10);
      const ret = pickup + days * DAY + slotFloor(random() * 6 * HOUR);
      if (ret > end) break;
      const roll = random();
      const sameCity = byCity.get(office.cityId) ?? [office];
      const drop = roll < 0.82 ? office : roll < 0.92 ? pick(sameCity) : pick(officeList);
      const future = pickup > now.getTime();
      const active = pickup <= now.getTime() && ret > now.getTime();
      // Cancelled trips start and end at the same office, so they never break the chain.
      const cancelled = drop.id === office.id && random() < 0.05;
      const pending = future && !cancelled && random() < 0.002;
      const status = cancelled
        ? "cancelled"
        : active
          ? "active"
          : !future
            ? "completed"
            : pending
              ? "pending_payment"
              : "confirmed";
      let number = generateReservationNumber((k) => randomBytes(k));
      while (numbers.has(number)) number = generateReservationNumber((k) => randomBytes(k));
      numbers.add(number);
      cols.number.push(number);
      cols.unit.push(unit.id);
      cols.model.push(unit.modelId);
      cols.from.push(office.id);
      cols.to.push(drop.id);
      cols.pickup.push(new Date(pickup).toISOString());
      cols.ret.push(new Date(ret).toISOString());
      cols.buffer.push(drop.turnaround);
      cols.status.push(status);
      cols.hold.push(pending ? new Date(now.getTime() + 10 * 60_000).toISOString() : null);
      cols.total.push(100_000 * days);
      if (!cancelled) {
        office = drop;
        at = ret + drop.turnaround * 60_000;
      } else at = ret;
    }
  }

  // Bulk load without the availability indexes, then build them (and so check the chains) once.
  await db.execute(sql`alter table reservations drop constraint reservations_no_double_hold`);
  // unit_stays is rebuilt once for every unit after the load (the trigger would rebuild each
  // batch's units without the indexes it reads through).
  await db.execute(sql`alter table reservations disable trigger reservations_unit_stays_insert`);
  await db.execute(
    sql`drop index reservations_unit_return_idx, reservations_unit_pickup_idx, reservations_recent_returns_idx`,
  );
  const person = JSON.stringify({
    firstName: "Deneme",
    lastName: "Müşteri",
    email: "bench@example.com",
    phone: "+905550000000",
    birthDate: "1985-01-01",
    licenceDate: "2005-01-01",
  });
  const bill = JSON.stringify({ kind: "individual", name: "Deneme Müşteri", address: "İstanbul" });
  for (let i = 0; i < cols.unit.length; i += 10_000) {
    const s = (a: unknown[]) => sql.param(a.slice(i, i + 10_000));
    await db.execute(sql`
      insert into reservations (number, unit_id, model_id, pickup_office_id, dropoff_office_id, pickup_at, return_at,
        buffer_minutes, held, status, payment_type, total_kurus, vehicle_kurus, deposit_kurus, rental_days, lines,
        driver, billing, lang, hold_expires_at)
      select n, u, m, f, t, p, r, b, tstzrange(p, r + make_interval(mins => b), '[)'), st, 'office', tot, tot, 500000,
        greatest(1, ceil(extract(epoch from (r - p - interval '1 hour')) / 86400))::int, '[]'::jsonb,
        ${person}::jsonb, ${bill}::jsonb, 'tr', h
      from unnest(${s(cols.number)}::text[], ${s(cols.unit)}::int[], ${s(cols.model)}::int[], ${s(cols.from)}::int[],
        ${s(cols.to)}::int[], ${s(cols.pickup)}::timestamptz[], ${s(cols.ret)}::timestamptz[], ${s(cols.buffer)}::int[],
        ${s(cols.status)}::text[], ${s(cols.total)}::bigint[], ${s(cols.hold)}::timestamptz[])
        as x(n, u, m, f, t, p, r, b, st, tot, h)`);
  }
  await db.execute(sql`
    create index reservations_unit_return_idx on reservations (unit_id, return_at)
      where status in ('pending_payment', 'confirmed', 'active', 'completed')`);
  await db.execute(sql`
    create index reservations_unit_pickup_idx on reservations (unit_id, pickup_at)
      where status in ('pending_payment', 'confirmed', 'active', 'completed')`);
  await db.execute(sql`
    create index reservations_recent_returns_idx on reservations (return_at)
      include (unit_id, dropoff_office_id, status, hold_expires_at)
      where status in ('pending_payment', 'confirmed', 'active', 'completed')`);
  await db.execute(sql`
    alter table reservations add constraint reservations_no_double_hold
      exclude using gist (unit_id with =, held with &&) where (status in ('pending_payment', 'confirmed', 'active'))`);
  await db.execute(sql`alter table reservations enable trigger reservations_unit_stays_insert`);
  await db.execute(sql`select refresh_unit_stays(array(select id from units))`);
  await db.execute(sql`vacuum analyze reservations`);
  await db.execute(sql`vacuum analyze unit_stays`);
  await db.execute(sql`analyze`);
  return { units: allUnits.length, reservations: cols.unit.length, ms: performance.now() - started };
}

/** Searches customers would make: 1-60 days ahead, 1-14 days long, mostly returned where picked up. */
export async function makeSearches(db: Db, now: Date, count: number): Promise<BenchSearch[]> {
  const officeList = await loadOffices(db);
  const byCity = new Map<number, OfficeInfo[]>();
  for (const o of officeList) byCity.set(o.cityId, [...(byCity.get(o.cityId) ?? []), o]);
  const candidates: BenchSearch[] = [];
  const todayLocal = Math.floor((now.getTime() + 3 * HOUR) / DAY) * DAY - 3 * HOUR;
  while (candidates.length < count * 3) {
    const from = pick(officeList);
    const roll = random();
    const to = roll < 0.8 ? from : roll < 0.9 ? pick(byCity.get(from.cityId) ?? [from]) : pick(officeList);
    const day = todayLocal + (1 + Math.floor(random() * 60)) * DAY;
    const pickupAt = new Date(day + (10 + Math.floor(random() * 12) / 2) * HOUR);
    const returnAt = new Date(pickupAt.getTime() + (1 + Math.floor(random() * 14)) * DAY);
    candidates.push({ pickupOfficeId: from.id, dropoffOfficeId: to.id, pickupAt, returnAt });
  }
  // Keep the ones the search rules accept (office hours, holidays), so every timed call does the full work.
  const valid: BenchSearch[] = [];
  for (const s of candidates) {
    if (valid.length >= count) break;
    if ((await searchAvailability(db, s, { now })).ok) valid.push(s);
  }
  return valid;
}

/**
 * EXPLAIN ANALYZE of the availability query, and the plan of the statement inside the database
 * function feasible_units (migration 0035), which plain EXPLAIN shows as one Function Scan:
 * auto_explain on one connection, its nested statements' plans sent back as notices.
 */
export async function explainSearch(db: Db, search: BenchSearch, now: Date): Promise<string> {
  const result = (await db.execute(
    sql`explain (analyze, buffers, costs off) ${searchQueryForExplain({ ...search, now })}`,
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  const outer = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  const current = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(ADMIN_URL);
  url.pathname = `/${current.rows[0]?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const notices: string[] = [];
  client.on("notice", (n) => notices.push(n.message ?? ""));
  try {
    await client.query("load 'auto_explain'");
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
      set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_timing = on;
      set auto_explain.log_level = 'notice'`);
    const query = new PgDialect().sqlToQuery(searchQueryForExplain({ ...search, now }));
    // Twice: the second run shows the plan the session keeps (the first one pays for planning).
    await client.query(query.sql, query.params);
    notices.length = 0;
    await client.query(query.sql, query.params);
  } finally {
    await client.end();
  }
  // Each notice: "duration: … plan:", the statement's text, then its plan (the lines from the first node on).
  const inner = notices
    .filter((n) => !n.includes("feasible_units"))
    .map((n) => {
      const lines = n.split("\n");
      const first = lines.findIndex((l) => l.includes("(cost=") || l.includes("(actual time="));
      return [lines[0], ...lines.slice(first)].join("\n");
    })
    .join("\n");
  return `${outer}\n\nInside feasible_units (auto_explain, the plan the session keeps):\n${inner}`;
}

type Figures = {
  label: string;
  units: number;
  reservations: number;
  sql: LoadStats;
  search: LoadStats;
  booking: Awaited<ReturnType<typeof runBookingBench>> | null;
  avgModels: number;
};

async function measure(db: Db, label: string, searches: BenchSearch[], withBooking: boolean): Promise<Figures> {
  const now = new Date();
  // As an app server keeps it (server/app.ts): a quote prices with the kept catalogue after reading
  // the public change versions in its own transaction (decision 0155); reservations read it fresh.
  enableCatalogueCache(db);
  const counts = (await db.execute(
    sql`select (select count(*) from units)::int as units, (select count(*) from reservations)::int as reservations`,
  )) as unknown as { rows: { units: number; reservations: number }[] };
  // Warm-up: caches and JIT, not timed.
  await runClients(CLIENTS, 2, async (c, i) => {
    const s = searches[(c * 31 + i) % searches.length];
    if (s) await searchAvailability(db, s, { now });
  });
  let modelsSeen = 0;
  let calls = 0;
  const sqlOnly = await runClients(CLIENTS, Math.max(3, SECONDS / 3), async (c, i) => {
    const s = searches[(c * 131 + i * 17) % searches.length];
    if (s) await countFeasibleUnitsByModel(db, { ...s, now });
  });
  const search = await runClients(CLIENTS, SECONDS, async (c, i) => {
    const s = searches[(c * 977 + i * 13) % searches.length];
    if (!s) return;
    const r = await searchAvailability(db, s, { now });
    if (!r.ok) throw new Error(`search refused: ${r.reason}`);
    modelsSeen += r.models.length;
    calls += 1;
  });
  const booking = withBooking
    ? await runBookingBench(db, searches, { clients: CLIENTS, seconds: SECONDS, now: () => new Date() })
    : null;
  return {
    label,
    units: counts.rows[0]?.units ?? 0,
    reservations: counts.rows[0]?.reservations ?? 0,
    sql: sqlOnly,
    search,
    booking,
    avgModels: calls ? modelsSeen / calls : 0,
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function table(figures: Figures[]): string {
  const rows = [
    "| data | units | reservations | what | calls | per s | p50 | p95 | p99 | errors |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const f of figures) {
    const line = (what: string, s: LoadStats) =>
      `| ${f.label} | ${f.units} | ${f.reservations} | ${what} | ${s.requests} | ${s.perSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} |`;
    rows.push(line("availability SQL only", f.sql));
    rows.push(line("searchAvailability", f.search));
    if (f.booking) rows.push(line("search + quote + reserve", f.booking));
  }
  return rows.join("\n");
}

async function main(): Promise<void> {
  const created: string[] = [];
  const open: Database[] = [];
  const hardStop = setTimeout(() => {
    console.error("bench: time limit reached");
    process.exit(2);
  }, 20 * 60_000);
  try {
    const now = new Date();
    console.log(`bench: ${os.cpus().length} CPUs, Node ${process.version}, ${SECONDS}s per run, ${CLIENTS} clients`);

    const large = await freshDatabase("large");
    created.push(large.name);
    open.push(large.database);
    await seedDemo(large.database.db, { today: now });
    const generated = await generateLargeFleet(large.database.db, now);
    console.log(
      `large fleet: ${generated.units} units, ${generated.reservations} reservations in ${(generated.ms / 1000).toFixed(1)} s`,
    );
    const largeSearches = await makeSearches(large.database.db, now, 400);
    const explain = await explainSearch(large.database.db, largeSearches[0]!, new Date());
    console.log(explain);
    const largeFigures = await measure(large.database.db, "large generated fleet", largeSearches, true);

    const demo = await freshDatabase("demo");
    created.push(demo.name);
    open.push(demo.database);
    await seedDemo(demo.database.db, { today: now });
    const demoSearches = await makeSearches(demo.database.db, now, 400);
    const demoFigures = await measure(demo.database.db, "demo seed", demoSearches, true);

    const figures = [largeFigures, demoFigures];
    const out = table(figures);
    console.log(out);
    const booking = figures
      .map((f) =>
        f.booking
          ? `- ${f.label}: ${f.booking.booked} bookings made (${(f.booking.booked / f.booking.seconds).toFixed(1)}/s), ` +
            `${f.booking.lostRace} lost a race (noLongerAvailable), ${f.booking.nothingFree} found nothing to book; ` +
            `${f.avgModels.toFixed(1)} models per search on average`
          : "",
      )
      .filter(Boolean)
      .join("\n");
    const p95 = largeFigures.search.p95;
    const report = `# Booking benchmark results

Measured ${new Date().toISOString()} with \`node bench/search.ts\`: Node ${process.version}, ${os.cpus().length} CPUs
(${os.cpus()[0]?.model ?? "unknown"}), PostgreSQL on 127.0.0.1, ${CLIENTS} concurrent in-process clients sharing a pool
of ${DEFAULT_POOL_SIZE} connections (an app server's pool), the catalogue kept as an app server keeps it, ${SECONDS} s per run after a 2 s warm-up. Each database is created fresh, migrated and
dropped at the end. Target (decision 0037): searchAvailability p95 at most 50 ms at 2,000 units — here
${generated.units} units: **${ms(p95)}**; at 8,000 units no more than twice the 2,000-unit figure.

Large fleet: the demo seed plus generated units up to ${generated.units}, and ${generated.reservations} reservations
over two years (one year back, one ahead): each unit runs a chain of rentals of 1-10 days with 1-5 idle days, 82%
returned to the pick-up office, 10% to another office in the same city, 8% anywhere (one-way), 5% cancelled, a few
pay-now holds; past ones completed. Generated in ${(generated.ms / 1000).toFixed(1)} s (indexes and the exclusion
constraint built after the load, which also proves the chains never double-hold a unit).

Searches: pick-up 1-60 days ahead at 10:00-15:30, 1-14 days, 80% same office, 10% same city, 10% one-way; only
searches the rules accept. "availability SQL only" is the one query per search (countFeasibleUnitsByModel);
"searchAvailability" is the whole service (validation, offices, rates, seasons, campaign, the availability query
and pricing every model with quoteRental); "search + quote + reserve" is one customer's whole flow ending in a
pay-at-office booking (one transaction with the outbox e-mail).

${out}

${booking}

## EXPLAIN (ANALYZE, BUFFERS) of the availability query on the large fleet

\`\`\`
${explain}
\`\`\`
`;
    const file = `results-booking${UNITS === 2_000 ? "" : `-${UNITS}`}.md`;
    writeFileSync(path.join(import.meta.dirname, file), report);
    console.log(`wrote bench/${file}`);
  } finally {
    clearTimeout(hardStop);
    for (const d of open) await d.close().catch(() => undefined);
    for (const name of created) await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  }
}

if (process.env.BENCH_NO_MAIN !== "1") await main();
