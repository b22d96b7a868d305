// `node bench/search-speed.ts`: new searches (issue 29 item 5) against the built server started as
// the README starts it (`npm start`'s NODE_ENV=production, the default LOG_LEVEL, PGlite in a
// throw-away DATA_DIR), on SEARCH_BENCH_PORT (default 4200). Every request is a search nobody asked
// before (its own office pair, day and hours), so neither the page cache nor the search cache can
// answer it. 32 keep-alive connections from this process, 3 rounds of SEARCH_BENCH_SECONDS (default
// 10) after a warm-up; prints requests/s, p50, p95 and p99 per round with the load average before
// and after each, and the page's inline data (React Router's data stream, and every inline script as
// tests/e2e/page-data.spec.ts counts it) and the scripts its HTML names (brotli bytes).
// The machine is shared: read the figures beside the load average they were taken under.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { scriptUrls, wireBytes } from "./page-weight.ts";

const port = Number(process.env.SEARCH_BENCH_PORT ?? 4200);
const seconds = Number(process.env.SEARCH_BENCH_SECONDS ?? 10);
const rounds = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);
const connections = Number(process.env.SEARCH_BENCH_CONNECTIONS ?? 32);
const base = `http://127.0.0.1:${port}`;
const OFFICES = ["IST", "SAW", "KDK", "LVT", "ESB", "KZL", "ADB", "ALS", "AYT", "LRA", "DLM", "BJV", "ADA", "TZX"];
const DAY = 86_400_000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** A search nobody asked before: every call moves on in (office, day, hour, length) space. */
let counter = 0;
export function newSearchPath(n = counter++): string {
  const office = OFFICES[n % OFFICES.length] ?? "IST";
  const rest = Math.floor(n / OFFICES.length);
  const hour = 9 + (rest % 8);
  const minute = (rest >> 3) % 2 === 0 ? "00" : "30";
  const start = 10 + ((rest >> 4) % 150);
  const days = 1 + ((rest >> 4) % 13);
  const length = days + Math.floor(rest / (16 * 150));
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const at = `T${String(hour).padStart(2, "0")}:${minute}`;
  return `/rezervasyon?alis=${office}&donus=${office}&alisTarihi=${day(start)}${at}&donusTarihi=${day(start + length)}${at}`;
}

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing answered at ${url}`);
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${pathname}`,
      { agent, headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

type Round = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bad: number;
  cpuMs: number;
  before: string;
  after: string;
};

/** The server's CPU time so far (user + system), ms: per request it holds better than req/s on a busy machine. */
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

let serverPid: number | undefined;

async function round(ms: number): Promise<Round> {
  const before = load();
  const cpuBefore = cpuMsOf(serverPid);
  const times: number[] = [];
  let bad = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const status = await get(newSearchPath()).catch(() => 0);
        times.push(performance.now() - t);
        if (status !== 200) bad++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const cpuMs = (cpuMsOf(serverPid) - cpuBefore) / Math.max(1, times.length);
  return {
    rps: times.length / (ms / 1000),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    bad,
    cpuMs,
    before,
    after: load(),
  };
}

/** Inline data of a page, as tests/e2e/page-data.spec.ts counts it, and the data stream alone. */
export function inlineData(html: string): { scripts: number; stream: number } {
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
  const all = scripts.reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
  const stream = scripts
    .filter((m) => (m[1] ?? "").includes("streamController.enqueue"))
    .reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
  return { scripts: all, stream };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-search-speed-"));
  console.log(`load before start: ${load()}`);
  const server = spawn(process.execPath, ["--env-file-if-exists=.env", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  serverPid = server.pid;
  try {
    await waitFor(`${base}/`, 180_000);
    const html = await (await fetch(`${base}${newSearchPath(999_999)}`)).text();
    const data = inlineData(html);
    let brotli = 0;
    for (const src of scriptUrls(html)) brotli += await wireBytes(`${base}${src}`, "br");
    console.log(
      `search page: inline scripts ${(data.scripts / 1024).toFixed(1)} KB, data stream ${(data.stream / 1024).toFixed(1)} KB, ` +
        `scripts the HTML names ${(brotli / 1024).toFixed(1)} KB brotli, HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
    );
    await round(3000); // warm-up
    console.log(`new searches, ${connections} connections, ${seconds} s a round`);
    console.log(
      "| round | req/s | p50 ms | p95 ms | p99 ms | non-200 | server CPU ms/req | load before | load after |",
    );
    console.log(
      "| ----- | ----- | ------ | ------ | ------ | ------- | ----------------- | ----------- | ---------- |",
    );
    for (let i = 1; i <= rounds; i++) {
      const r = await round(seconds * 1000);
      console.log(
        `| ${i} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.bad} | ${r.cpuMs.toFixed(1)} | ${r.before} | ${r.after} |`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
