// `node bench/date-grid.ts [units]`: what the cheaper-dates grid (decision 0116) adds to a search on
// a large generated fleet (2,000 units by default, 100 reservations a unit; bench/search.ts builds
// it). Loopback PostgreSQL only (DATABASE_URL as admin, a yolda_bench_grid_* database dropped at
// the end). Three figures over the same searches, each a new search:
//   1. in the process: searchAvailability alone; the grid's one query alone; and both as the results
//      page runs them (the grid's query beside the search's, then the cheapest car's class priced),
//      with what that adds to the search alone, per search;
//   3. the built server (`npm run build` first; started as the README's `npm start` runs it, on
//      DATE_GRID_BENCH_PORT, default 4317, within 4300-4399): the results page with the grid, p50/p95.
// Writes bench/results-date-grid.md.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { offices } from "#app/server/db/schema.ts";
import { gridAvailability, priceDateGrid } from "#app/server/services/date-grid.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { seedDemo } from "#seed/run.ts";

process.env.BENCH_NO_MAIN = "1";
const { freshDatabase, generateLargeFleet, makeSearches } = await import("./search.ts");

const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.DATE_GRID_BENCH_PORT ?? 4317);
const SEARCHES = Number(process.env.DATE_GRID_SEARCHES ?? 200);
const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const figures = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) ?? Number.NaN, n: s.length };
};
const ms = (v: number) => v.toFixed(1);

async function waitForReady(base: string, server: ChildProcess): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become ready");
}

async function main() {
  const now = new Date();
  const { database, name } = await freshDatabase("grid");
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-grid-"));
  let server: ChildProcess | null = null;
  try {
    const { db } = database;
    await seedDemo(db, { today: now });
    const fleet = await generateLargeFleet(db, now);
    console.log(`fleet: ${fleet.units} units, ${fleet.reservations} reservations (${(fleet.ms / 1000).toFixed(1)} s)`);
    const searches = await makeSearches(db, now, SEARCHES);
    // Warm the catalogue and the connection pool as a running server has them.
    for (const s of searches.slice(0, 10)) await searchAvailability(db, s, { now });

    const searchMs: number[] = [];
    const gridSqlMs: number[] = [];
    const pageWayMs: number[] = [];
    const addedMs: number[] = [];
    let cells = 0;
    let priced = 0;
    for (const s of searches) {
      // 1. The search alone.
      let t = performance.now();
      const found = await searchAvailability(db, s, { now });
      const alone = performance.now() - t;
      searchMs.push(alone);
      const cheapest = found.ok ? found.models[0] : undefined;
      if (!cheapest) continue;
      // 2. The grid's query alone (every model, as the page asks it).
      t = performance.now();
      await gridAvailability(db, s, { now });
      gridSqlMs.push(performance.now() - t);
      // 3. As the results page does it: the grid's query beside the search's, then the class priced.
      t = performance.now();
      const free = gridAvailability(db, s, { now });
      const again = await searchAvailability(db, s, { now });
      const classId = again.ok ? (again.models[0]?.model.classId ?? cheapest.model.classId) : cheapest.model.classId;
      const grid = await priceDateGrid(db, s, await free, { classId, now });
      const both = performance.now() - t;
      pageWayMs.push(both);
      addedMs.push(both - alone);
      cells += grid?.cells.length ?? 0;
      priced += grid?.cells.filter((c) => c.totalKurus !== null).length ?? 0;
    }
    const search = figures(searchMs);
    const gridSql = figures(gridSqlMs);
    const pageWay = figures(pageWayMs);
    const added = figures(addedMs);
    console.log(`search alone:            p50 ${ms(search.p50)} ms, p95 ${ms(search.p95)} ms (n=${search.n})`);
    console.log(`grid query alone:        p50 ${ms(gridSql.p50)} ms, p95 ${ms(gridSql.p95)} ms (n=${gridSql.n})`);
    console.log(`search + grid (page):    p50 ${ms(pageWay.p50)} ms, p95 ${ms(pageWay.p95)} ms`);
    console.log(`added by the grid:       p50 ${ms(added.p50)} ms, p95 ${ms(added.p95)} ms, max ${ms(added.max)} ms`);
    const probe: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await db.execute(sql`select 1`);
      probe.push(performance.now() - t);
    }
    const noise = figures(probe);
    console.log(`select 1 (machine noise): p50 ${ms(noise.p50)} ms, p95 ${ms(noise.p95)} ms`);

    // The built server on the same database: the results page of each search, with its grid.
    let page: ReturnType<typeof figures> | null = null;
    if (existsSync(path.join(buildDir, "server", "index.js"))) {
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      server = spawn(process.execPath, ["server/index.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          APP_ENV: "test",
          YOLDA_BUILD_DIR: buildDir,
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          STORAGE_DIR: path.join(dataDir, "uploads"),
          PORT: String(PORT),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${PORT}`,
          // The database already holds the demo data and the generated fleet.
          SEED_DEMO: "0",
          LOG_LEVEL: "fatal",
        },
        stdio: ["ignore", "inherit", "inherit"],
      });
      const base = `http://127.0.0.1:${PORT}`;
      await waitForReady(base, server);
      const ids = [...new Set(searches.flatMap((s) => [s.pickupOfficeId, s.dropoffOfficeId]))];
      const codes = new Map(
        (await db.select({ id: offices.id, code: offices.code }).from(offices).where(inArray(offices.id, ids))).map(
          (o) => [o.id, o.code],
        ),
      );
      const href = (s: (typeof searches)[number]) =>
        `${base}/rezervasyon?alis=${codes.get(s.pickupOfficeId)}&donus=${codes.get(s.dropoffOfficeId)}` +
        `&alisTarihi=${formatIstanbulLocal(s.pickupAt)}&donusTarihi=${formatIstanbulLocal(s.returnAt)}&kampanya=`;
      for (const s of searches.slice(0, 10)) await (await fetch(href(s))).text();
      const pageMs: number[] = [];
      let withGrid = 0;
      for (const s of searches) {
        const t = performance.now();
        const html = await (await fetch(href(s))).text();
        pageMs.push(performance.now() - t);
        if (html.includes("data-date-grid")) withGrid += 1;
      }
      page = figures(pageMs);
      console.log(
        `results page (built server): p50 ${ms(page.p50)} ms, p95 ${ms(page.p95)} ms; ${withGrid} with a grid`,
      );
    } else console.log(`no build in ${buildDir}: the server pages were not measured (npm run build)`);

    const report = `# The cheaper-dates grid's cost (bench/date-grid.ts)

${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} CPUs (shared), Node ${process.version}, PostgreSQL on loopback.
Fleet: ${fleet.units} units, ${fleet.reservations} reservations. ${searches.length} searches (1-60 days ahead, 1-14 days long), each new.

| what | p50 ms | p95 ms | max ms | n |
| --- | ---: | ---: | ---: | ---: |
| search alone (searchAvailability) | ${ms(search.p50)} | ${ms(search.p95)} | ${ms(search.max)} | ${search.n} |
| the grid's one query alone (gridAvailability, 49 pairs, every model) | ${ms(gridSql.p50)} | ${ms(gridSql.p95)} | ${ms(gridSql.max)} | ${gridSql.n} |
| search and grid as the results page runs them (query beside the search's, then priced) | ${ms(pageWay.p50)} | ${ms(pageWay.p95)} | ${ms(pageWay.max)} | ${pageWay.n} |
| **added by the grid** (the line above minus the search alone, per search) | ${ms(added.p50)} | ${ms(added.p95)} | ${ms(added.max)} | ${added.n} |
| \`select 1\` (the shared machine's noise) | ${ms(noise.p50)} | ${ms(noise.p95)} | ${ms(noise.max)} | ${noise.n} |
${page ? `| results page with the grid (built server, GET /rezervasyon) | ${ms(page.p50)} | ${ms(page.p95)} | ${ms(page.max)} | ${page.n} |\n` : ""}
Cells: ${cells}, priced: ${priced}. Target: the grid adds under 30 ms at p95.
`;
    writeFileSync(path.join(import.meta.dirname, "results-date-grid.md"), report);
    console.log("wrote bench/results-date-grid.md");
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((r) => server?.once("exit", r));
    }
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  }
}

await main();
