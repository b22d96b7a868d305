// Reads that may lag (reports) go to DATABASE_REPLICA_URL when it is set (docs/decisions/0071): a pool of its
// own whose transactions are read-only, and the replica's lag on /metrics. On PostgreSQL the
// "replica" here is the test database itself (a real streaming replica is `npm run cluster`'s):
// what is checked is the routing and the read-only guard. On PGlite there is no replica: readDb is
// the database itself.
import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { replicaMetrics } from "#app/server/http/metrics.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let withReplica: Database | undefined;

beforeAll(async () => {
  test = await withTestDatabase();
  const pool = (test.database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  const url = pool?.options?.connectionString;
  if (test.database.kind === "postgres" && url) withReplica = await openDatabase({ url, replicaUrl: url, poolSize: 4 });
});
afterAll(async () => {
  await withReplica?.close();
  await test?.cleanup();
});

describe("the read replica", () => {
  it("reads what the primary wrote, refuses writes, and reports its lag", async () => {
    const database = withReplica ?? test!.database;
    await database.db.execute(sql`create table replica_probe (n int)`);
    await database.db.execute(sql`insert into replica_probe values (7)`);
    const read = (await database.readDb.execute(sql`select n from replica_probe`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(read.rows).toEqual([{ n: 7 }]);
    if (database.kind === "postgres") {
      expect(database.readDb).not.toBe(database.db);
      // Until the replica's first poll answers (a new connection; slow on a loaded machine) its
      // reads go to the primary by design: wait until one has gone to the replica.
      for (let i = 0; i < 100 && database.replicaReads().replica === 0; i++) {
        await database.readDb.execute(sql`select 1`);
        if (database.replicaReads().replica === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(database.replicaReads().replica).toBeGreaterThan(0);
      const refused = await database.readDb.execute(sql`insert into replica_probe values (8)`).then(
        () => null,
        (error: Error) => error,
      );
      // The refusal as node-postgres gives it (drizzle may wrap it with the query as `cause`).
      expect(refused, "the replica's pool took a write").not.toBeNull();
      const said = [refused?.message, (refused?.cause as Error | undefined)?.message, inspect(refused, { depth: 3 })];
      expect(said.join(" | ")).toMatch(/read-only/);
      // Not a standby: nothing to replay.
      expect(await database.replicaLagSeconds()).toBe(0);
    } else {
      expect(database.readDb).toBe(database.db);
      expect(await database.replicaLagSeconds()).toBeNull();
    }
    const count = (await database.db.execute(sql`select count(*)::int as n from replica_probe`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(count.rows[0]?.n).toBe(1);
  });

  it("shows the lag on /metrics, and -1 when the replica does not answer", async () => {
    expect(await replicaMetrics(async () => 2.5).metrics()).toMatch(/^yolda_replica_lag_seconds 2\.5$/m);
    const down = replicaMetrics(async () => {
      throw new Error("connection refused");
    });
    expect(await down.metrics()).toMatch(/^yolda_replica_lag_seconds -1$/m);
  });
});
