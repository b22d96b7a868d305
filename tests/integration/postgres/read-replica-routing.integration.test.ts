// Which database answers `readDb` (docs/decisions/0098), against a real streaming replica: a
// PostgreSQL primary made here with initdb and a standby made from it with pg_basebackup, both in a
// temporary folder on free ports (5442-5449). Each read asks `inet_server_port()`, so the test sees
// which server answered. PostgreSQL only (its server binaries), like the rest of this folder.
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { admin, type ReplicaPair, startReplicaPair, until } from "./replica-pair.ts";

let pair: ReplicaPair;
let primaryPort = 0;
let replicaPort = 0;
let replicaUrl = "";
const opened: Database[] = [];

async function open(maxLagMs = 5_000): Promise<Database> {
  const database = await openDatabase({
    url: pair.primaryUrl,
    replicaUrl,
    replicaPollMs: 50,
    replicaMaxLagMs: maxLagMs,
  });
  opened.push(database);
  return database;
}

/** The port of the server that answered, and what it holds. */
async function readThrough(database: Database): Promise<{ port: number; rows: number }> {
  const result = (await database.readDb.execute(
    sql`select inet_server_port() as port, (select count(*)::int from probe) as rows`,
  )) as unknown as { rows: Array<{ port: number; rows: number }> };
  const row = result.rows[0]!;
  return { port: Number(row.port), rows: row.rows };
}

const replicaDir = () => pair.replicaDir;
const pgCtl = (dataDir: string, ...args: string[]) => pair.pgCtl(dataDir, ...args);

beforeAll(async () => {
  pair = await startReplicaPair((primaryUrl) => admin(primaryUrl, "create table probe (n int)").then(() => undefined));
  ({ primaryPort, replicaPort, replicaUrl } = pair);
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close().catch(() => undefined)));
  await pair?.stop();
}, 60_000);

describe("reads that may lag, with a streaming replica", () => {
  it("go to the replica once it is caught up; writes and `db` stay on the primary", async () => {
    const database = await open();
    await database.db.execute(sql`insert into probe values (1)`);
    await until("the replica answers with the row", async () => {
      const read = await readThrough(database);
      return read.port === replicaPort && read.rows === 1;
    });
    const primary = (await database.db.execute(sql`select inet_server_port() as port`)) as unknown as {
      rows: Array<{ port: number }>;
    };
    expect(Number(primary.rows[0]?.port)).toBe(primaryPort);
    expect(database.replicaReads().replica).toBeGreaterThan(0);
  });

  it("after a change is heard, read the primary until the replica has replayed it", async () => {
    const database = await open();
    await until("on the replica", async () => (await readThrough(database)).port === replicaPort);
    const before = (await readThrough(database)).rows;
    await admin(replicaUrl, "select pg_wal_replay_pause()");
    try {
      await database.db.execute(sql`insert into probe values (2)`);
      // What a NOTIFY of the change does on an app server (server/app.ts keepPublicPages).
      database.fenceReplica();
      const fenced = await readThrough(database);
      expect(fenced).toEqual({ port: primaryPort, rows: before + 1 });
      // Still behind: the replica is not read, however often the position is polled.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readThrough(database)).toEqual({ port: primaryPort, rows: before + 1 });
    } finally {
      await admin(replicaUrl, "select pg_wal_replay_resume()");
    }
    await until("back on the replica, with the change", async () => {
      const read = await readThrough(database);
      return read.port === replicaPort && read.rows === before + 1;
    });
  });

  it("read the primary while the replica lags beyond the bound", async () => {
    const database = await open(300);
    await until("on the replica", async () => (await readThrough(database)).port === replicaPort);
    await admin(replicaUrl, "select pg_wal_replay_pause()");
    try {
      await database.db.execute(sql`insert into probe values (3)`);
      await until("the lag is over 0.3 s and reads go to the primary", async () => {
        return (await readThrough(database)).port === primaryPort;
      });
      expect(await database.replicaLagSeconds()).toBeGreaterThan(0.3);
    } finally {
      await admin(replicaUrl, "select pg_wal_replay_resume()");
    }
    await until("back on the replica", async () => (await readThrough(database)).port === replicaPort);
  });

  it("read the primary, without an error, while the replica is down; the replica again once it is back", async () => {
    const database = await open();
    await until("on the replica", async () => (await readThrough(database)).port === replicaPort);
    pgCtl(replicaDir(), "-m", "fast", "stop");
    try {
      // The very first read after the stop: the router still believes in the replica, its query
      // fails to connect, and the primary answers it.
      const reads = await Promise.all(Array.from({ length: 5 }, () => readThrough(database)));
      expect(reads.map((r) => r.port)).toEqual(Array(5).fill(primaryPort));
      await expect(database.replicaLagSeconds()).rejects.toThrow();
    } finally {
      pgCtl(replicaDir(), "-o", `-p ${replicaPort}`, "-l", path.join(pair.dir, "r.log"), "start");
    }
    await until("back on the replica", async () => (await readThrough(database)).port === replicaPort, 20_000);
    expect(database.replicaReads().primary).toBeGreaterThanOrEqual(5);
  });

  it("refuse a write sent through readDb, wherever it goes", async () => {
    const database = await open();
    await until("on the replica", async () => (await readThrough(database)).port === replicaPort);
    await expect(database.readDb.execute(sql`insert into probe values (9)`)).rejects.toThrow();
  });
});
