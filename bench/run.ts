// `npm run bench`: starts the built server on a throw-away PGlite database (loopback only) and,
// beside it, a static anchor (nginx when installed, else bench/anchor.ts: bare Node with one
// pre-compressed 40 KB page). Measures requests/s, p50 and p99 of each page with autocannon
// (20 connections, a browser's Accept-Encoding), and of the anchor before and after the pages, and
// prints each page's req/s as a share of the anchor's, plus the JavaScript each page loads (bytes
// on the wire) and its HTML. Writes bench/results.md, keeping the notes below the NOTES marker.
// BENCH_PORT (default 3999; the anchor takes the next port), BENCH_DURATION seconds (default 10).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { scriptUrls, wireBytes } from "./page-weight.ts";

const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");
const port = Number(process.env.BENCH_PORT ?? 3999);
const anchorPort = port + 1;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;
const base = `http://127.0.0.1:${port}`;
const anchorBase = `http://127.0.0.1:${anchorPort}`;
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

function wait(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await wait(250);
  }
  throw new Error(`nothing answered at ${url}`);
}

type Load = { rps: number; p50: number; p99: number; bad: number };

/** `url`, or when `nextPath` is given, a new path from it for every request (on `url`'s server). */
function run(url: string, seconds = duration, nextPath?: () => string): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { "accept-encoding": ACCEPT_ENCODING },
        ...(nextPath ? { requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

/** nginx serving the anchor page with gzip_static, when nginx is installed; else null. */
function nginxPath(): string | null {
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

function startAnchor(dir: string): { child: ChildProcess; kind: string } {
  const nginx = nginxPath();
  if (nginx) {
    // The same page bench/anchor.ts serves, written out with its .gz beside it.
    execFileSync(process.execPath, ["bench/anchor.ts", "--write", path.join(dir, "index.html")]);
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(
      conf,
      [
        "daemon off; worker_processes auto; pid " + path.join(dir, "nginx.pid") + ";",
        "error_log stderr warn; events { worker_connections 1024; }",
        "http { access_log off; types { text/html html; } default_type text/html;",
        `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};`,
        `  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
        `  server { listen 127.0.0.1:${anchorPort}; root ${dir}; gzip_static on;`,
        "    location / { try_files /index.html =404; } } }",
      ].join("\n"),
    );
    return { child: spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] }), kind: "nginx" };
  }
  const child = spawn(process.execPath, ["bench/anchor.ts", String(anchorPort)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, kind: "bare Node (bench/anchor.ts)" };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const NOTES = "<!-- Notes below this line are written by hand; npm run bench keeps them. -->";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The booking search results page: pick-up in 30 days at 10:00, three days, at Istanbul airport. */
function searchPage(): string {
  return `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(30)}T10:00&donusTarihi=${day(33)}T10:00`;
}

/**
 * A search nobody asked before on every call (decision 0062: kept results do not help it): pick-up
 * 2-301 days ahead at one of 12 half hours, 1-10 days, at Istanbul airport; 36,000 before one repeats.
 */
function newSearches(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    const ahead = 2 + (i % 300);
    const hour = 10 + (Math.floor(i / 300) % 12) / 2;
    const days = 1 + (Math.floor(i / 3600) % 10);
    const time = `${String(Math.floor(hour)).padStart(2, "0")}:${hour % 1 ? "30" : "00"}`;
    return `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(ahead)}T${time}&donusTarihi=${day(ahead + days)}T${time}`;
  };
}
/** The row of the searches nobody asked before. */
const NEW_SEARCHES = "search results, a new search each time";

async function main() {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-bench-"));
  const anchorDir = mkdtempSync(path.join(tmpdir(), "yolda-anchor-"));
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      YOLDA_BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      STORAGE_DIR: path.join(dataDir, "uploads"),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const anchor = startAnchor(anchorDir);
  const stop = async () => {
    await Promise.all([stopChild(server), stopChild(anchor.child)]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(anchorDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/readyz`, 90_000);
    await waitFor(`${anchorBase}/`, 10_000);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const office = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? "").pathname)
      .find((p) => p.startsWith("/ofis-"));
    if (!office) throw new Error("no /ofis- page in the sitemap");
    const pages = ["/", "/araclarimiz", office, "/sss", "/en/hizmet-noktalarimiz", searchPage(), NEW_SEARCHES];

    const loadAtStart = (loadavg()[0] ?? 0).toFixed(1);
    const cpus = availableParallelism();
    await run(`${anchorBase}/`, 2);
    const anchorBefore = await run(`${anchorBase}/`);
    console.log(`anchor (${anchor.kind}): ${anchorBefore.rps.toFixed(0)} req/s`);
    const measured: { page: string; load: Load; cells: string[] }[] = [];
    for (const page of pages) {
      const fresh = page === NEW_SEARCHES ? newSearches() : undefined;
      // The page whose bytes are measured: for the new searches, one such search.
      const sample = base + (fresh ? searchPage() : page);
      const html = await (await fetch(sample)).text();
      const scripts = scriptUrls(html);
      const sizes = { gzip: 0, br: 0 };
      for (const src of scripts) {
        for (const enc of ["gzip", "br"] as const) sizes[enc] += await wireBytes(base + src, enc);
      }
      const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce(
        (n, m) => n + Buffer.byteLength(m[1] ?? ""),
        0,
      );
      const url = fresh ? base : sample;
      await run(url, 3, fresh); // warm-up
      const load = await run(url, duration, fresh);
      // After the runs: a kept page has its brotli body by now.
      const htmlRaw = await wireBytes(sample, "identity");
      const htmlBr = await wireBytes(sample, "br");
      measured.push({
        page,
        load,
        cells: [kb(sizes.br), kb(sizes.gzip), `${kb(htmlRaw)} / ${kb(htmlBr)}`, kb(inline)],
      });
      console.log(`measured ${page}: ${load.rps.toFixed(0)} req/s`);
    }
    const anchorAfter = await run(`${anchorBase}/`);
    const anchorRps = (anchorBefore.rps + anchorAfter.rps) / 2;

    const header = [
      "page",
      "req/s",
      "% of anchor",
      "p50",
      "p99",
      "non-2xx/errors",
      "JS brotli",
      "JS gzip",
      "HTML raw / brotli",
      "inline scripts",
    ];
    const rows = [
      [
        `anchor: ${anchor.kind}`,
        anchorRps.toFixed(0),
        "100 %",
        ms(anchorBefore.p50),
        ms(anchorBefore.p99),
        String(anchorBefore.bad + anchorAfter.bad),
        "",
        "",
        "40.0 KB",
        "",
      ],
      ...measured.map(({ page, load, cells }) => [
        page.length > 40 ? `${page.slice(0, 37)}...` : page,
        load.rps.toFixed(0),
        `${((100 * load.rps) / anchorRps).toFixed(1)} %`,
        ms(load.p50),
        ms(load.p99),
        String(load.bad),
        ...cells,
      ]),
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
    console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${rows.map(line).join("\n")}`);

    const md = [
      "# Benchmark results",
      "",
      `Measured ${new Date().toISOString()} with \`npm run bench\`: Node ${process.version}, built server on`,
      `127.0.0.1, fresh ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"} database with the demo seed, autocannon ${connections} connections for ${duration} s`,
      `per page (after a 3 s warm-up), Accept-Encoding "${ACCEPT_ENCODING}", no cookies (a first visit).`,
      `Anchor: ${anchor.kind} serving one pre-compressed 40 KB page, measured before and after the pages`,
      `(${anchorBefore.rps.toFixed(0)} and ${anchorAfter.rps.toFixed(0)} req/s; the share uses their mean). JS = every script the page's`,
      "HTML loads, bytes on the wire per encoding; inline scripts = the hydration data and other inline",
      "scripts in the HTML. The last two rows are the booking search results page (never kept by a browser or",
      "a CDN): one search asked again and again (kept by the server while availability stays the same,",
      "decision 0062), and a search nobody asked before on every request (rendered each time).",
      `Machine load (1-minute average): ${loadAtStart} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (on ${cpus} CPUs).`,
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
