// A fresh, migrated database for one integration test file: a throw-away PostgreSQL database
// (yolda_test_<random>) when DATABASE_URL is set, an in-memory PGlite otherwise.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";

export type TestDatabase = { database: Database; cleanup: () => Promise<void> };

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Opens (and by default migrates) a database nobody else uses. Call `cleanup` in `afterAll`: it
 * closes the connections and, on PostgreSQL, drops the database.
 */
export async function withTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // In memory, on a thread of its own as the server runs it (docs/decisions/0169).
    const database = await openDatabase({ embeddedThread: true });
    try {
      if (options.migrate !== false) await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, cleanup: () => database.close() };
  }

  const name = `yolda_test_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const drop = () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);

  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
  } catch (error) {
    await drop();
    throw error;
  }
  let closed = false;
  const cleanup = async () => {
    if (closed) return;
    closed = true;
    try {
      await database.close();
    } finally {
      await drop();
    }
  };
  try {
    if (options.migrate !== false) await database.migrate();
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, cleanup };
}

/** afterAll of a test file: quiets the pool's late connection errors, then drops the database. */
export async function closeTestDatabase(test: TestDatabase | undefined): Promise<void> {
  const pool = (test?.database.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } })?.$client;
  pool?.on?.("error", () => {});
  await test?.cleanup();
}

/**
 * The address of the PostgreSQL database `db` is connected to (DATABASE_URL with that database's
 * name), for a second pool or client of its own on it; null on PGlite or without DATABASE_URL.
 */
export async function ownDatabaseUrl(db: Database["db"]): Promise<string | null> {
  if (!process.env.DATABASE_URL) return null;
  const current = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${current.rows[0]?.name}`;
  return url.toString();
}
