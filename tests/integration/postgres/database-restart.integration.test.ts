// A connection the database server ends while the app holds it (a PostgreSQL restart, a failover,
// pg_terminate_backend) fails that transaction and nothing more: the process stays up and the next
// queries run on new connections (docs/decisions/0071: an app server died this way in the PostgreSQL restart
// drill, bench/drills.ts). PostgreSQL only: PGlite runs in the process and has no connections to
// end, so the suite runs when DATABASE_URL is set and is left out of the PGlite run by
// vitest.config.ts (tests/integration/postgres/ runs only with DATABASE_URL), never skipped.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";

describe("a connection ended by the server", () => {
  let test: TestDatabase | undefined;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    test = await withTestDatabase({ migrate: false });
    process.on("uncaughtException", onUncaught);
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await test?.cleanup();
  });

  it("fails its transaction, raises no uncaught error, and the pool goes on", async () => {
    const db = test!.database.db;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const outcome = db.transaction(async (tx) => {
        const rows = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: Array<{ pid: number }>;
        };
        // Between two queries of the transaction, the server ends this connection.
        await admin.query("select pg_terminate_backend($1)", [rows.rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      const after = (await db.execute(sql`select 2 as n`)) as unknown as { rows: Array<{ n: number }> };
      expect(after.rows[0]?.n).toBe(2);
    } finally {
      await admin.end();
    }
  });
});
