// `npm run bench`: starts the built server on a throw-away PGlite database (loopback only), then
// measures requests/s and p95 latency of three pages with autocannon, and the JavaScript each page
// loads (raw, gzip and brotli bytes on the wire) and its HTML. Prints a table and writes
// bench/results.md, keeping the hand-written notes below the NOTES marker.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { scriptUrls, wireBytes } from "./page-weight.ts";

const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");
const port = Number(process.env.BENCH_PORT ?? 3999);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;
const base = `http://127.0.0.1:${port}`;

function wait(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitForReady(timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await wait(250);
  }
  throw new Error(`server did not become ready at ${base}`);
}

function run(url: string): Promise<{ rps: number; p95: number; non2xx: number; errors: number }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? NaN;
      resolve({ rps: result.requests.average, p95, non2xx: result.non2xx, errors: result.errors });
    });
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const NOTES = "<!-- Notes below this line are written by hand; npm run bench keeps them. -->";

async function main() {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-bench-"));
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      YOLDA_BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      STORAGE_DIR: path.join(dataDir, "uploads"),
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(90_000);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const office = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? "").pathname)
      .find((p) => p.startsWith("/ofis-"));
    if (!office) throw new Error("no /ofis- page in the sitemap");
    const pages = ["/", "/araclarimiz", office];

    const loadAtStart = (loadavg()[0] ?? 0).toFixed(1);
    const cpus = availableParallelism();
    const rows: string[][] = [];
    for (const page of pages) {
      const html = await (await fetch(base + page)).text();
      const scripts = scriptUrls(html);
      const sizes = { identity: 0, gzip: 0, br: 0 };
      for (const src of scripts) {
        for (const enc of ["identity", "gzip", "br"] as const) sizes[enc] += await wireBytes(base + src, enc);
      }
      const htmlRaw = await wireBytes(base + page, "identity");
      const htmlBr = await wireBytes(base + page, "br");
      await run(base + page); // warm-up pass is the first second of a short run
      const load = await run(base + page);
      rows.push([
        page,
        load.rps.toFixed(0),
        `${load.p95.toFixed(1)} ms`,
        String(load.non2xx + load.errors),
        String(scripts.length),
        kb(sizes.identity),
        kb(sizes.gzip),
        kb(sizes.br),
        `${kb(htmlRaw)} / ${kb(htmlBr)}`,
      ]);
      console.log(`measured ${page}`);
    }

    const header = [
      "page",
      "req/s",
      "p95",
      "non-2xx/errors",
      "JS files",
      "JS raw",
      "JS gzip",
      "JS brotli",
      "HTML raw / brotli",
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
    console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${rows.map(line).join("\n")}`);

    const md = [
      "# Benchmark results",
      "",
      `Measured ${new Date().toISOString()} with \`npm run bench\`: Node ${process.version}, built server on`,
      `127.0.0.1, fresh PGlite database with the demo seed, autocannon ${connections} connections for ${duration} s`,
      "per page (after a warm-up run of the same length). JS = every script the page's HTML loads",
      "(module preloads and the entry import), bytes on the wire for each Accept-Encoding (files under",
      "1 KB are sent uncompressed). Budget: 100 KB brotli of JavaScript on the home page",
      "(docs/decisions/0015-javascript-budget.md). Machine load (1-minute average) when measured:",
      `${loadAtStart} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (on ${cpus} CPUs).`,
      "",
      // Padded like Prettier pads tables, so the committed file stays formatted.
      `| ${header.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`,
      `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
      ...rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`),
      "",
    ].join("\n");
    const file = path.resolve("bench/results.md");
    const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
    const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : `${NOTES}\n`;
    writeFileSync(file, `${md}\n${notes}`);
    console.log("\nwritten bench/results.md");
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
