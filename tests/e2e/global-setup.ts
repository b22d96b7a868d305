// Starts the built app on its own database: a fresh PostgreSQL database when DATABASE_URL is
// set (dropped afterwards), otherwise embedded PGlite in a temporary folder.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const port = Number(process.env.E2E_PORT ?? 3210);

async function waitForHealth(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready at ${url}`);
}

export default async function globalSetup() {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-e2e-"));
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const name = `yolda_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.href;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  // Forms (decision 0018): the browser tests read security codes through the test hook (never in production),
  // fill forms faster than people do, and all come from 127.0.0.1, so the per-IP limit is raised;
  // the per-target limit stays at its real value (forms.spec.ts tests the 429 on its own target).
  env.TEST_HOOKS = "1";
  env.FORM_MIN_FILL_MS = process.env.FORM_MIN_FILL_MS ?? "300";
  env.FORM_RATE_LIMIT_IP = process.env.FORM_RATE_LIMIT_IP ?? "500";
  // Staff sign-in: the suite signs demo staff in some 45 times within ten minutes from one address
  // (each test afresh); the per-account lockout keeps its real value.
  env.STAFF_RATE_LIMIT_IP = process.env.STAFF_RATE_LIMIT_IP ?? "500";
  // Member sign-ups: the suite signs up some 40 members within the hour from one address.
  env.SIGN_UP_RATE_LIMIT_IP = process.env.SIGN_UP_RATE_LIMIT_IP ?? "500";
  process.env.E2E_DATA_DIR = dataDir;

  // `npm start`'s memory settings (docs/decisions/0154), so the browser tests run what users run.
  env.MALLOC_MMAP_THRESHOLD_ = "131072";
  const server = spawn(process.execPath, ["--max-semi-space-size=16", "server/index.ts"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Three minutes: on a loaded CI machine (or beside other engineers' runs) 90 s ran out once.
  await waitForHealth(`http://127.0.0.1:${port}/readyz`, 180_000);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    if (dropDatabase) await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
