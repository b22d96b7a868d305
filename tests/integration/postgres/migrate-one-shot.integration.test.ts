// `node server/migrate.ts`, the migration one-shot of deploy/compose.yaml and the Kubernetes Job
// (docs/decisions/0071): it applies every committed migration to an empty database, applies nothing the
// second time, waits for an app server migrating at the same moment (the same advisory lock), and
// fails with a message, not a stack, when the database cannot be reached. PostgreSQL only: the
// one-shot takes DATABASE_URL, and PGlite has no server to point it at, so the suite is left out of
// the PGlite run by vitest.config.ts (tests/integration/postgres/ runs only with DATABASE_URL), never skipped.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/server/db/client.server.ts";
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";

const run = promisify(execFile);
/** The project root (this file is in tests/integration/postgres/). */
const root = path.resolve(import.meta.dirname, "..", "..", "..");
const journal = JSON.parse(readFileSync(path.join(root, "drizzle", "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

function oneShot(url: string) {
  return run(process.execPath, ["server/migrate.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: url } });
}

describe("the migration one-shot (server/migrate.ts)", () => {
  let test: TestDatabase | undefined;
  let url = "";

  beforeAll(async () => {
    test = await withTestDatabase({ migrate: false });
    const pool = (test.database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
    url = pool?.options?.connectionString ?? "";
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  const applied = async () =>
    (
      (await test!.database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n;

  it("applies every migration beside an app server migrating at the same moment, once", async () => {
    expect(url).toMatch(/^postgres/);
    const server = await openDatabase({ url, poolSize: 2 });
    try {
      const [shot] = await Promise.all([oneShot(url), server.migrate()]);
      expect(shot.stdout).toContain(`migrations applied: ${journal.entries.length} in total`);
    } finally {
      await server.close();
    }
    expect(await applied()).toBe(journal.entries.length);
    const again = await oneShot(url);
    expect(again.stdout).toContain(`migrations applied: ${journal.entries.length} in total`);
    expect(await applied()).toBe(journal.entries.length);
  });

  it("exits 1 with a message when the database cannot be reached", async () => {
    const failed = await oneShot("postgres://postgres@127.0.0.1:1/none").then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^migration failed: .*ECONNREFUSED/m);
  });
});
