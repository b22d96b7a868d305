// `npm run bench` (issue 29, item 1): measures what users run. The built site is started exactly as
// the README's `npm start` starts it (NODE_ENV=production, `.env` if there is one, the default
// LOG_LEVEL, PGlite in a throw-away directory, its log written to a file as a container would),
// and beside it nginx (2 workers, gzip_static) serving each measured page's own bytes. wrk
// (Debian's package; 2 threads, 32 connections, a browser's Accept-Encoding) measures both in the
// same run, 3 rounds, nginx and the site one after the other for every row. Two tables: the exact
// cached addresses, and realistic visitors (ad landing with a new ?gclid= each time, consent
// answered on different days, a member, a search nobody asked, booking step 2, the API's
// availability). Writes bench/results.md, keeping the notes below the NOTES marker.
// BENCH_PORT (default 3999; nginx takes the next port), BENCH_DURATION seconds per measurement
// (default 5), BENCH_ROUNDS (default 3), BENCH_NO_WRITE=1 prints without writing, BENCH_ROWS measures
// only the rows whose label holds one of its comma-separated words (e.g. "search,step 2,API"; then
// results.md is not written either). A LOG_LEVEL set by the caller is used and said in the
// results (then they are not the default).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, constants as zlib } from "node:zlib";
import { openSync } from "node:fs";
import prettier from "prettier";
import { scriptUrls, wireBytes } from "./page-weight.ts";

const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");
const port = Number(process.env.BENCH_PORT ?? 3999);
const nginxPort = port + 1;
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const THREADS = 2;
const CONNECTIONS = 32;
const base = `http://127.0.0.1:${port}`;
const nginxBase = `http://127.0.0.1:${nginxPort}`;
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const callerLogLevel = process.env.LOG_LEVEL;
const rowFilter = (process.env.BENCH_ROWS ?? "")
  .split(",")
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
// The API rows' client (decision 0145): created by the demo seed with this run's secret and a limit
// high enough to measure the service rather than the limiter. Production clients keep their limits.
const benchApiSecret = randomBytes(24).toString("base64url");

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

function which(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/bin"]) {
    const file = path.join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

type Load = { rps: number; p50: number; p95: number; p99: number; bad: number; requests: number };

/** wrk's latency ("1.23ms", "850.00us", "1.02s") in ms. */
function latencyMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

/**
 * The Lua script wrk runs for a row: a fixed request, or one built per request (a counter per
 * thread, the thread's number mixed in, so no two requests of a run are the same).
 */
function luaScript(dir: string, name: string, body: string): string {
  const file = path.join(dir, `${name}.lua`);
  writeFileSync(
    file,
    [
      "local threads = 0",
      "function setup(thread) thread:set('tid', threads); threads = threads + 1 end",
      "counter = 0",
      "local function n() counter = counter + 1; return counter * 16 + (tid or 0) end",
      "local function day(offset) return os.date('!%Y-%m-%d', os.time() + offset * 86400) end",
      "local function compact(offset) return os.date('!%Y%m%d', os.time() - offset * 86400) end",
      "local seed = tostring(os.time())",
      body,
      // wrk --latency prints 50/75/90/99: the 95th is printed here for the rows' p95 targets.
      'function done(summary, latency, requests) io.write(string.format("p95: %dus\\n", latency:percentile(95))) end',
    ].join("\n"),
  );
  return file;
}

function wrk(url: string, headers: Record<string, string>, script: string | null, seconds = duration): Load {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries({ "Accept-Encoding": ACCEPT_ENCODING, ...headers })) {
    args.push("-H", `${name}: ${value}`);
  }
  if (script) args.push("-s", script);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8", maxBuffer: 1 << 20 });
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const requests = num(/(\d+) requests in/);
  const bad =
    num(/Non-2xx or 3xx responses: (\d+)/) +
    [...(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out) ?? [])]
      .slice(1)
      .reduce((a, b) => a + Number(b), 0);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: latencyMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p95: num(/p95: (\d+)us/) / 1000 || Number.NaN,
    p99: latencyMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    bad,
    requests,
  };
}

/** nginx with 2 workers serving `root` (every page's own bytes, with its .gz beside it). */
function startNginx(nginx: string, dir: string, root: string): ChildProcess {
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    [
      `daemon off; worker_processes 2; pid ${path.join(dir, "nginx.pid")};`,
      "error_log stderr warn; events { worker_connections 1024; }",
      "http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;",
      "  types { text/html html; application/json json; } default_type text/html;",
      `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};`,
      `  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
      `  server { listen 127.0.0.1:${nginxPort}; root ${root}; gzip_static on;`,
      "    location / { try_files $uri =404; } } }",
    ].join("\n"),
  );
  return spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/**
 * `npm start`'s command from package.json: the environment it sets and Node's arguments before
 * `server/index.ts` (the memory flags of docs/decisions/0154 included), so the bench runs what
 * users run.
 */
function startCommand(script?: string): { env: Record<string, string>; nodeArgs: string[] } {
  const command =
    script ?? (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i] ?? ""); i++) {
    const word = words[i] ?? "";
    env[word.slice(0, word.indexOf("="))] = word.slice(word.indexOf("=") + 1);
  }
  const entry = words.indexOf("server/index.ts");
  if (words[i] !== "node" || entry < i) throw new Error(`npm start is not "node ... server/index.ts": ${command}`);
  return { env, nodeArgs: words.slice(i + 1, entry) };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Where the server's memory is, from its /metrics (MB): V8's heap, external, the page caches, PGlite's. */
async function memoryParts(): Promise<string> {
  try {
    // Right after wrk the pooled connection may be gone: one new try.
    const text = await fetch(`${base}/metrics`)
      .catch(() => wait(500).then(() => fetch(`${base}/metrics`, { headers: { connection: "close" } })))
      .then((res) => res.text());
    const value = (name: string, label = "") => {
      const re = new RegExp(`^${name}${label ? `\\{[^}]*${label}[^}]*\\}` : "(?:\\{[^}]*\\})?"} ([0-9.e+]+)$`, "m");
      const m = re.exec(text);
      return m ? Number(m[1]) / 1048576 : Number.NaN;
    };
    const mb = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : "-");
    return [
      `heap used ${mb(value("nodejs_heap_size_used_bytes"))} of ${mb(value("nodejs_heap_size_total_bytes"))}`,
      `external ${mb(value("nodejs_external_memory_bytes"))}`,
      `page caches ${mb(value("page_cache_bytes", 'cache="content"'))} + ${mb(value("page_cache_bytes", 'cache="search"'))}`,
      `PGlite ${mb(value("embedded_database_memory_bytes"))}`,
    ].join(", ");
  } catch (error) {
    return `no /metrics (${String(error)})`;
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : "-");
const NOTES = "<!-- Notes below this line are written by hand; npm run bench keeps them. -->";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const load1 = () => (loadavg()[0] ?? 0).toFixed(2);

/** One row: the site's request (fixed, or per request from a Lua script) and the bytes nginx serves for it. */
interface Row {
  table: "exact" | "visitors";
  label: string;
  /** Path measured on the site (a script may replace it per request). */
  path: string;
  headers?: Record<string, string>;
  script?: string | null;
  /** The page whose bytes nginx serves, fetched from the site with these headers. */
  sample: { path: string; headers?: Record<string, string> };
  /** Settings other than the defaults, said beside the figure. */
  note?: string;
  results: { site: Load; nginx: Load; load: string }[];
  bytes?: string[];
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers, redirect: "manual" });
}

/** Booking step 2 for a new draft: choose the first car of a search; null (with why) when it cannot. */
async function stepTwo(): Promise<{ path: string; cookie: string } | { why: string }> {
  const search = `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(40)}T10:00&donusTarihi=${day(43)}T10:00`;
  const first = await fetchText(base + search, { "accept-encoding": "identity" });
  const html = await first.text();
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(first);
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const select = forms.find((f) =>
    /name="intent"[^>]*value="select"|value="select"[^>]*name="intent"/.test(f[2] ?? ""),
  );
  if (!select) return { why: "no car to choose on the search page" };
  const action = /action="([^"]*)"/.exec(select[1] ?? "")?.[1]?.replace(/&amp;/g, "&") ?? search;
  const body = new URLSearchParams();
  for (const input of (select[2] ?? "").matchAll(/<(?:input|button)\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
    if (name && !body.has(name)) body.set(name, value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const posted = await fetch(base + action, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(), origin: base },
    body,
  });
  keep(posted);
  const location = posted.headers.get("location");
  if (!location || !/adim=2/.test(location)) return { why: `choosing a car answered ${posted.status}` };
  const target = new URL(location, base);
  const check = await fetchText(base + target.pathname + target.search, { cookie: cookieHeader() });
  if (check.status !== 200) return { why: `step 2 answered ${check.status}` };
  return { path: target.pathname + target.search, cookie: cookieHeader() };
}

/**
 * A signed-in member's cookies (session and hint): the demo member (seed/members.ts) signs in on
 * /giris as a browser would; null (with why) when it cannot.
 */
async function memberSession(): Promise<{ cookie: string } | { why: string }> {
  const body = new URLSearchParams({ email: "uye@yolda.test", password: "Yolda-Demo-2026", redirectTo: "/" });
  const res = await fetch(`${base}/giris`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body,
  });
  const cookies = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => /=./.test(pair));
  if (!cookies.some((pair) => pair.includes("session_token="))) return { why: `signing in answered ${res.status}` };
  return { cookie: cookies.join("; ") };
}

/** A token for the bench's own API client; without one (an older build), the demo mobile client's. */
async function apiToken(): Promise<{ token: string; bench: boolean } | null> {
  const bench = await fetch(`${base}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "yolda-bench",
      client_secret: benchApiSecret,
    }),
  });
  if (bench.ok) {
    const token = ((await bench.json()) as { access_token?: string }).access_token;
    if (token) return { token, bench: true };
  }
  const res = await fetch(`${base}/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ Name: "yolda-mobile", Password: "yolda-mobile-demo" }),
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { access_token?: string };
  return body.access_token ? { token: body.access_token, bench: false } : null;
}

async function main() {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`);
  }
  const nginx = which("nginx");
  if (!nginx) throw new Error("nginx is not installed (apt-get install nginx-light): the bench compares with it");
  if (!which("wrk")) throw new Error("wrk is not installed (apt-get install wrk)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-bench-"));
  const nginxDir = mkdtempSync(path.join(tmpdir(), "yolda-nginx-"));
  const root = path.join(nginxDir, "root");
  mkdirSync(root);
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "w");
  // As `npm start`: its command read from package.json (environment, Node's flags, `.env` if there
  // is one), default log level. Only where it listens and keeps its data are set here.
  const start = startCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.env,
    NODE_ENV: "production",
    YOLDA_BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, "uploads"),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    BENCH_API_CLIENT_SECRET: benchApiSecret,
  };
  // BENCH_SERVER_ENTRY: another entry file, to measure an older build with its own entry.
  const entry = process.env.BENCH_SERVER_ENTRY ?? "server/index.ts";
  const server: ChildProcess = spawn(process.execPath, [...start.nodeArgs, entry], {
    env,
    stdio: ["ignore", log, log],
  });
  console.log(
    `server: ${Object.entries(start.env)
      .map(([k, v]) => `${k}=${v} `)
      .join("")}node ${start.nodeArgs.join(" ")} ${entry}`,
  );
  let nginxChild: ChildProcess | null = null;
  const stop = async () => {
    await Promise.all([stopChild(server), nginxChild ? stopChild(nginxChild) : Promise.resolve()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(nginxDir, { recursive: true, force: true });
  };
  try {
    const startedAt = Date.now();
    await waitFor(`${base}/readyz`, 120_000);
    const readyMs = Date.now() - startedAt;
    await wait(2000);
    const rssReady = rssMb(server.pid);
    const partsReady = await memoryParts();
    console.log(`RSS when ready ${rssReady.toFixed(0)} MB: ${partsReady}`);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    const office = paths.find((p) => p.startsWith("/ofis-"));
    if (!office) throw new Error("no /ofis- page in the sitemap");

    const rows: Row[] = [];
    const exact = (label: string, p: string) =>
      rows.push({ table: "exact", label, path: p, sample: { path: p }, results: [] });
    exact("home /", "/");
    exact("/en", "/en");
    exact("fleet /araclarimiz", "/araclarimiz");
    exact(`office ${office}`, office);
    exact("FAQ /sss", "/sss");
    exact("blog /Tum_Blog", "/Tum_Blog");

    const scripts = path.join(nginxDir, "lua");
    mkdirSync(scripts);
    rows.push({
      table: "visitors",
      label: "ad landing: home with a new ?gclid= each request",
      path: "/",
      script: luaScript(
        scripts,
        "gclid",
        `request = function() return wrk.format(nil, "/?gclid=Cj0KCQ" .. seed .. "x" .. n()) end`,
      ),
      sample: { path: "/" },
      results: [],
    });
    rows.push({
      table: "visitors",
      label: "consent answered on another day each request (home)",
      path: "/",
      script: luaScript(
        scripts,
        "consent",
        `request = function()
  local i = n()
  local cats = (i % 2 == 0) and "necessary-analytics" or "necessary"
  return wrk.format(nil, "/", { Cookie = "yolda_consent=v1." .. cats .. "." .. compact(i % 700) })
end`,
      ),
      sample: { path: "/", headers: { cookie: `yolda_consent=v1.necessary-analytics.${day(-3).replace(/-/g, "")}` } },
      results: [],
    });
    rows.push({
      table: "visitors",
      label: "member cookie on home (yolda_member hint, no session)",
      path: "/",
      headers: { Cookie: "yolda_member=1" },
      sample: { path: "/", headers: { cookie: "yolda_member=1" } },
      note: "the member hint cookie without a session: the render path a member takes, minus the session lookup",
      results: [],
    });
    // A signed-in member (the demo member's session), beside a visitor on the same addresses.
    const member = await memberSession();
    const sameSearch = `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(20)}T10:00&donusTarihi=${day(23)}T10:00`;
    if ("cookie" in member) {
      for (const [label, p] of [
        ["signed-in member (session cookie): home /", "/"],
        ["signed-in member (session cookie): fleet /araclarimiz", "/araclarimiz"],
        ["signed-in member (session cookie): the same search each request", sameSearch],
      ] as const) {
        rows.push({
          table: "visitors",
          label,
          path: p,
          headers: { Cookie: member.cookie },
          sample: { path: p, headers: { cookie: member.cookie } },
          results: [],
        });
      }
      rows.push({
        table: "visitors",
        label: "visitor: the same search each request",
        path: sameSearch,
        sample: { path: sameSearch },
        results: [],
      });
    } else {
      console.log(`signed-in member not measured: ${member.why}`);
    }
    rows.push({
      table: "visitors",
      label: "a search nobody asked (new dates each request)",
      path: "/rezervasyon",
      script: luaScript(
        scripts,
        "search",
        `request = function()
  local i = n() + (tonumber(seed) % 997) * 7
  local ahead = 2 + (i % 300)
  local half = math.floor(i / 300) % 12
  local days = 1 + (math.floor(i / 3600) % 10)
  local t = string.format("%02d:%s", 10 + math.floor(half / 2), (half % 2 == 1) and "30" or "00")
  return wrk.format(nil, "/rezervasyon?alis=IST&donus=IST&alisTarihi=" .. day(ahead) .. "T" .. t .. "&donusTarihi=" .. day(ahead + days) .. "T" .. t)
end`,
      ),
      sample: { path: `/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(30)}T10:00&donusTarihi=${day(33)}T10:00` },
      results: [],
    });
    const step = await stepTwo();
    if ("path" in step) {
      rows.push({
        table: "visitors",
        label: "booking step 2 (a draft of this browser)",
        path: step.path,
        headers: { Cookie: step.cookie },
        sample: { path: step.path, headers: { cookie: step.cookie } },
        results: [],
      });
    } else {
      console.log(`booking step 2 not measured: ${step.why}`);
    }
    const api = await apiToken();
    if (api) {
      const { token } = api;
      const limitNote = api.bench
        ? "the bench's own API client (yolda-bench, 100,000 calls a minute; decision 0145)"
        : "the demo mobile client's limit, 600 calls a minute: answers over it are 429 (non-2xx)";
      rows.push({
        table: "visitors",
        label: "API availability (new dates each call)",
        path: "/api/v1/availability",
        headers: { Authorization: `Bearer ${token}` },
        script: luaScript(
          scripts,
          "api",
          `request = function()
  local i = n() + (tonumber(seed) % 997) * 7
  local ahead = 2 + (i % 300)
  local days = 1 + (math.floor(i / 300) % 10)
  return wrk.format(nil, "/api/v1/availability?pickupOffice=IST&pickupAt=" .. day(ahead) .. "T10:00&returnAt=" .. day(ahead + days) .. "T10:00")
end`,
        ),
        sample: {
          path: `/api/v1/availability?pickupOffice=IST&pickupAt=${day(30)}T10:00&returnAt=${day(33)}T10:00`,
          headers: { authorization: `Bearer ${token}` },
        },
        note: limitNote,
        results: [],
      });
      // A quote (POST, a new Idempotency-Key and window each call) for a model the sample offers.
      const sample = await fetch(
        `${base}/api/v1/availability?pickupOffice=IST&pickupAt=${day(30)}T10:00&returnAt=${day(33)}T10:00`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const modelId = sample.ok
        ? ((await sample.json()) as { models?: { modelId: number }[] }).models?.[0]?.modelId
        : undefined;
      if (api.bench && modelId) {
        rows.push({
          table: "visitors",
          label: "API quote (new dates each call)",
          path: "/api/v1/quotes",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          script: luaScript(
            scripts,
            "quote",
            `request = function()
  local i = n() + (tonumber(seed) % 997) * 7
  local ahead = 2 + (i % 300)
  local days = 1 + (math.floor(i / 300) % 10)
  local body = '{"pickupOffice":"IST","pickupAt":"' .. day(ahead) .. 'T10:00","returnAt":"' .. day(ahead + days) .. 'T10:00","modelId":${modelId}}'
  -- wrk.format's headers replace wrk.headers (the token): copy them.
  local h = {}
  for k, v in pairs(wrk.headers) do h[k] = v end
  h["Idempotency-Key"] = "bench-" .. seed .. "-" .. i
  return wrk.format("POST", "/api/v1/quotes", h, body)
end`,
          ),
          sample: {
            path: `/api/v1/availability?pickupOffice=IST&pickupAt=${day(30)}T10:00&returnAt=${day(33)}T10:00`,
            headers: { authorization: `Bearer ${token}` },
          },
          note: "a POST measured against nginx serving the availability sample's bytes; a few quotes may be 409/422 where the model is sold out for a window",
          results: [],
        });
      }
    } else {
      console.log("API availability not measured: no token for the demo mobile client");
    }
    if (rowFilter.length) {
      const kept = rows.filter((r) => rowFilter.some((w) => r.label.toLowerCase().includes(w)));
      rows.splice(0, rows.length, ...kept);
      console.log(`BENCH_ROWS: measuring ${rows.map((r) => r.label).join("; ")}`);
    }

    // Each row's own bytes for nginx (identity and gzip -9, as gzip_static serves them).
    for (const [i, row] of rows.entries()) {
      const res = await fetchText(base + row.sample.path, { "accept-encoding": "identity", ...row.sample.headers });
      const body = Buffer.from(await res.arrayBuffer());
      const ext = row.path.startsWith("/api/") ? "json" : "html";
      const file = `row${i}.${ext}`;
      writeFileSync(path.join(root, file), body);
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }));
      (row as Row & { file?: string }).file = file;
      if (ext === "html") {
        const html = body.toString("utf8");
        const js = { br: 0 };
        for (const src of scriptUrls(html)) js.br += await wireBytes(base + src, "br");
        const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce(
          (n, m) => n + Buffer.byteLength(m[1] ?? ""),
          0,
        );
        row.bytes = [kb(body.length), kb(inline), kb(js.br)];
      } else {
        row.bytes = [kb(body.length), "", ""];
      }
    }
    nginxChild = startNginx(nginx, nginxDir, root);
    // The first row's own file (row0.json when only API rows are measured).
    await waitFor(`${nginxBase}/${(rows[0] as (Row & { file?: string }) | undefined)?.file ?? "row0.html"}`, 10_000);

    const loadAtStart = load1();
    console.log(
      `load average at the start: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    // Warm-up: every row once on the site and on nginx.
    for (const [i, row] of rows.entries()) {
      wrk(base + row.path, row.headers ?? {}, row.script ?? null, 1);
      wrk(`${nginxBase}/${(row as Row & { file?: string }).file ?? `row${i}.html`}`, {}, null, 1);
    }
    const logBefore = statSync(logFile).size;
    let requestsOnSite = 0;
    const loads: string[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const row of rows) {
        const file = (row as Row & { file?: string }).file ?? "";
        const nginxLoad = wrk(`${nginxBase}/${file}`, {}, null);
        const site = wrk(base + row.path, row.headers ?? {}, row.script ?? null);
        requestsOnSite += site.requests;
        row.results.push({ site, nginx: nginxLoad, load: load1() });
        console.log(
          `round ${r + 1} ${row.label}: ${site.rps.toFixed(0)} req/s (nginx ${nginxLoad.rps.toFixed(0)}), p50 ${ms(site.p50)}, p95 ${ms(site.p95)}, p99 ${ms(site.p99)}, non-2xx ${site.bad}, load ${load1()}`,
        );
      }
      loads.push(load1());
    }
    const logBytes = statSync(logFile).size - logBefore;
    const logLines = readFileSync(logFile, "utf8").slice(logBefore).split("\n").filter(Boolean).length;
    const rssAfter = rssMb(server.pid);
    const partsAfter = await memoryParts();
    console.log(`RSS after the load ${rssAfter.toFixed(0)} MB (load ${load1()}): ${partsAfter}`);
    await wait(5000);
    const rssSettled = rssMb(server.pid);
    const partsSettled = await memoryParts();
    console.log(`RSS 5 s later ${rssSettled.toFixed(0)} MB: ${partsSettled}`);

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    const fmt = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-US"));
    const header = [
      "page",
      "req/s per round",
      "nginx req/s per round",
      "% of nginx",
      "p50",
      "p99",
      "non-2xx",
      "HTML raw",
      "inline",
      "JS br",
    ];
    const cells = (row: Row) => {
      const shares = row.results.map((x) => (100 * x.site.rps) / x.nginx.rps);
      const share = median(shares);
      return [
        row.note ? `${row.label} (*)` : row.label,
        row.results.map((x) => fmt(x.site.rps)).join(" / "),
        row.results.map((x) => fmt(x.nginx.rps)).join(" / "),
        `${share.toFixed(share < 1 ? 2 : 1)} %`,
        ms(median(row.results.map((x) => x.site.p50))),
        ms(median(row.results.map((x) => x.site.p99))),
        String(row.results.reduce((n, x) => n + x.site.bad, 0)),
        ...(row.bytes ?? ["", "", ""]),
      ];
    };
    const table = (which: Row["table"]) => {
      const body = rows.filter((r) => r.table === which).map(cells);
      const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
      return [
        `| ${header.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`,
        `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
        ...body.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`),
      ].join("\n");
    };
    const notes = rows.filter((r) => r.note).map((r) => `- (*) ${r.label}: ${r.note}.`);
    const settings = callerLogLevel
      ? `LOG_LEVEL=${callerLogLevel} set by the caller (not npm start's default)`
      : "npm start's default LOG_LEVEL";
    const md = [
      "# Benchmark results",
      "",
      `Measured ${new Date().toISOString()} with \`npm run bench\` (bench/run.ts): Node ${process.version}, the build started`,
      `as \`npm start\` starts it (${settings}; log written to a file), fresh`,
      `${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite (throw-away directory)"} with the demo seed, on 127.0.0.1. Beside it nginx (2 workers,`,
      "gzip_static, access log off) serving each row's own bytes (the page as the site sent it, with its",
      `gzip -9 beside it). wrk ${THREADS} threads, ${CONNECTIONS} connections, ${duration} s per measurement, Accept-Encoding`,
      `"${ACCEPT_ENCODING}"; ${rounds} rounds, each row measured on nginx then on the site; "% of nginx" is the`,
      "median of the rounds' shares, p50/p99 the medians. Rows with a script send a new address or cookie on every",
      "request. HTML raw, inline scripts and JS (brotli as sent) are of the page nginx serves for the row.",
      `Load average (1 min, ${availableParallelism()} CPUs): ${loadAtStart} at the start, after each round ${loads.join(", ")}.`,
      `Server: ready in ${(readyMs / 1000).toFixed(1)} s, RSS ${rssReady.toFixed(0)} MB when ready, ${rssAfter.toFixed(0)} MB after the load,`,
      `${rssSettled.toFixed(0)} MB 5 s later (when ready: ${partsReady}; 5 s after the load: ${partsSettled}). Access log: ${logLines} lines (${kb(logBytes)}) for ${requestsOnSite.toLocaleString("en-US")} requests measured.`,
      "",
      "## The exact cached address (no cookie)",
      "",
      table("exact"),
      "",
      "## Realistic visitors",
      "",
      table("visitors"),
      "",
      ...(notes.length ? [...notes, ""] : []),
    ].join("\n");
    console.log(`\n${md}`);
    const out = path.resolve("bench/results.md");
    const previous = existsSync(out) ? readFileSync(out, "utf8") : "";
    const kept = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : `${NOTES}\n`;
    if (process.env.BENCH_NO_WRITE !== "1" && !rowFilter.length) {
      // Written as prettier writes it, so `npm run lint` passes on the file as it is.
      const text = `${md}\n${kept}`;
      writeFileSync(out, await prettier.format(text, { ...(await prettier.resolveConfig(out)), filepath: out }));
      console.log("\nwritten bench/results.md");
    }
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
