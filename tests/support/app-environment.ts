// What a test that starts the app itself (startApp) sets up around it: a fresh database of its own
// (a new PostgreSQL database when DATABASE_URL is set, dropped afterwards; embedded PGlite in a
// temporary folder otherwise), the test settings startApp reads from the environment, and the
// clean-up that puts the environment back.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface AppEnvironment {
  /** Whether the app runs on PostgreSQL (else PGlite in `dataDir`). */
  postgres: boolean;
  /** The data folder: PGlite's database, uploaded files. */
  dataDir: string;
  /** Drops the database, removes the folder and gives process.env back as it was. */
  cleanup(): Promise<void>;
}

async function asAdmin(adminUrl: string, query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** `name` names the database and the folder (lower-case letters). */
export async function appEnvironment(options: {
  name: string;
  publicUrl: string;
  testHooks?: boolean;
}): Promise<AppEnvironment> {
  if (!/^[a-z]+$/.test(options.name)) throw new Error(`not a test environment name: ${options.name}`);
  const adminUrl = process.env.DATABASE_URL;
  const saved = { ...process.env };
  const dataDir = mkdtempSync(path.join(tmpdir(), `yolda-${options.name}-`));
  const dbName = `yolda_test_${options.name}_${randomBytes(5).toString("hex")}`;
  if (adminUrl) {
    await asAdmin(adminUrl, `create database "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
  }
  Object.assign(process.env, {
    APP_ENV: "test",
    SEED_DEMO: "1",
    DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, "uploads"),
    LOG_LEVEL: "silent",
    PUBLIC_URL: options.publicUrl,
  });
  delete process.env.SMTP_URL;
  if (options.testHooks) process.env.TEST_HOOKS = "1";
  else delete process.env.TEST_HOOKS;
  return {
    postgres: Boolean(adminUrl),
    dataDir,
    async cleanup() {
      if (adminUrl) await asAdmin(adminUrl, `drop database if exists "${dbName}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
      process.env = saved;
    },
  };
}
