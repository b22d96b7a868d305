// `node bench/bad-input.ts`: starts the built server (PGlite in a temporary folder, loopback only)
// and sends it what a careless client or an attacker would: a 200 MB sign-in body (with and
// without Content-Length, streamed, never held in this process), four 50 MB posts at once, a NUL
// byte in form fields, a malformed multipart body and malformed JSON. Prints each status, how long
// the server took to answer, and the server's resident memory (RSS) before and after.
// Figures in docs/decisions/0025-bad-input-and-production-settings.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const buildDir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build");
const port = Number(process.env.BENCH_PORT ?? 3996);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Streams `bytes` of form body (urlencoded `a=xxxx...`) to `pathname`, 64 KB at a time, and resolves
 * with the status and the milliseconds until the response head arrived. The body is never held.
 */
function streamPost(
  pathname: string,
  bytes: number,
  options: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; ms: number; sent: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, ms: Date.now() - started, sent });
    };
    const req = request(
      `${base}${pathname}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes) }),
          ...options.headers,
        },
      },
      (res) => {
        res.resume();
        finish(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on("error", () => finish(-1));
    const chunk = Buffer.alloc(64 * 1024, "a");
    chunk.write("a=");
    const pump = () => {
      while (sent < bytes && !done) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

async function formPage(pathname: string) {
  const res = await fetch(`${base}${pathname}`);
  const html = await res.text();
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN=")) ?? "").split(";")[0] ?? "";
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "";
  return { html, cookie, xsrf: cookie.split("=")[1] ?? "", field };
}

async function main() {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) throw new Error("run npm run build first");
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-badinput-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
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
      LOG_LEVEL: "fatal",
      TEST_HOOKS: "1",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_IP: "1000",
      METRICS_TOKEN: "bench-metrics-token-0123456789abcdef",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const pid = server.pid ?? 0;
  const rows: string[][] = [];
  try {
    for (let i = 0; i < 360; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await wait(250);
    }
    await fetch(`${base}/giris`);
    await wait(500);
    const idle = rssMb(pid);
    rows.push(["server idle", "", "", `${idle} MB`]);

    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const four = await Promise.all([1, 2, 3, 4].map(() => streamPost("/giris", 50 * MB)));
    clearInterval(sampler);
    rows.push([
      "four 50 MB posts at once",
      four.map((r) => r.status).join(","),
      `${Math.max(...four.map((r) => r.ms))} ms`,
      `${before} -> peak ${peak} MB, after ${rssMb(pid)} MB`,
    ]);

    const big = await streamPost("/giris", 200 * MB);
    rows.push(["200 MB sign-in body (Content-Length)", String(big.status), `${big.ms} ms`, `${rssMb(pid)} MB`]);
    const chunked = await streamPost("/giris", 200 * MB, { chunked: true });
    rows.push(["200 MB sign-in body (chunked)", String(chunked.status), `${chunked.ms} ms`, `${rssMb(pid)} MB`]);

    // A NUL byte in the sign-in e-mail and in a contact message.
    const signIn = await formPage("/giris");
    const nulSignIn = await fetch(`${base}/giris`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: signIn.cookie },
      body: new URLSearchParams({ _xsrf: signIn.xsrf, email: "a\u0000b@example.com", password: "x".repeat(10) }),
      redirect: "manual",
    });
    rows.push(["NUL in the sign-in e-mail", String(nulSignIn.status), "", ""]);

    const contact = await formPage("/iletisim");
    const captchaId = contact.field("captchaId");
    const answer = await (await fetch(`${base}/__test/captcha/${captchaId}`)).text();
    const department = /<option value="(\d+)"/.exec(contact.html)?.[1] ?? "1";
    const nulContact = await fetch(`${base}/iletisim`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: contact.cookie },
      body: new URLSearchParams({
        _xsrf: contact.xsrf,
        form_ts: contact.field("form_ts"),
        type: "request",
        name: "Ayşe\u0000 Yılmaz",
        email: "ayse@example.com",
        phoneCountry: "TR",
        phone: "5321234567",
        subject: "Konu",
        message: "Merhaba\u0000 dünya",
        department,
        captchaId,
        captcha: answer,
      }),
      redirect: "manual",
    });
    rows.push(["NUL in a contact form field", String(nulContact.status), "", ""]);

    const malformed = await fetch(`${base}/iletisim`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=XYZ",
        cookie: contact.cookie,
        "x-xsrf-token": contact.xsrf,
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyşe\r\n--XY',
    });
    rows.push(["malformed multipart to /iletisim", String(malformed.status), "", ""]);

    const json = await fetch(`${base}/giris`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: signIn.cookie, "x-xsrf-token": signIn.xsrf },
      body: '{"email": "a@b.c", ',
    });
    rows.push(["malformed JSON to /giris", String(json.status), "", ""]);
    const hook = await fetch(`${base}/__test/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"lastName": ',
    });
    rows.push(["malformed JSON to /__test/reservations", String(hook.status), "", ""]);
    const search = await fetch(
      `${base}/rezervasyon?alis=IST%00&alisTarihi=2027-03-02T10:00&donusTarihi=2027-03-04T10:00`,
    );
    rows.push(["booking search with %00 in the query", String(search.status), "", ""]);
    const metrics = await fetch(`${base}/metrics`);
    rows.push(["/metrics without the token (METRICS_TOKEN set)", String(metrics.status), "", ""]);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("| request | status | answered after | server RSS |\n|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
