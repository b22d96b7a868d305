// One database handle for the whole process: node-postgres when DATABASE_URL is set,
// embedded PGlite (PostgreSQL in WASM, data in a folder) otherwise. Same schema, same SQL.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { useClientParsers } from "./pglite-parsers.server.ts";
import { PGliteThread } from "./pglite-thread.server.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For reads that may lag behind the last write and write nothing (search, public pages,
   * reports; docs/decisions/0098): the read replica when one is configured (its own pool, every
   * transaction read-only), else `db` itself. Each query goes to the primary instead while the
   * replica is unusable (not answering, more than `maxLagMs` behind, or not yet past the latest
   * `fenceReplica()`), and again on the primary when the replica's connection fails under it.
   */
  readDb: Db;
  /** Seconds the replica is behind its primary (0 when caught up); null without a replica. */
  replicaLagSeconds(): Promise<number | null>;
  /**
   * A change that kept copies depend on was just committed (a NOTIFY heard): until the replica has
   * replayed the primary's WAL up to where it is now, `readDb` reads the primary, so a kept page
   * or search result is never filled again from what was just replaced.
   */
  fenceReplica(): void;
  /** Where `readDb`'s queries went since the start (both 0 without a replica). */
  replicaReads(): { replica: number; primary: number };
  kind: "postgres" | "pglite";
  /**
   * Bytes of the embedded database's WebAssembly memory (PGlite: it grows and never shrinks, and
   * counts in this process's RSS); null on a PostgreSQL server (its own processes). Decision 0147.
   */
  embeddedMemoryBytes(): number | null;
  /** Runs the committed SQL migrations in `drizzle/`. */
  migrate(): Promise<void>;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain lower-case name): `onPayload` gets each notification's payload.
   * On PostgreSQL a connection of its own, opened again after it is lost; `onGap` then runs,
   * because notifications sent meanwhile are gone. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The key of the PostgreSQL advisory lock migrations run under ("yolda" in ASCII): servers
 * starting together migrate one after the other, the later ones find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 0x796f6c6461;

// Resolved from the project root: this module also runs bundled inside build/server.
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Shared buffers of an embedded (PGlite) database: its whole demo data, not PostgreSQL's 128 MB. */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Connections an app server keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise; the
 * booking bench measures with it (docs/decisions/0181).
 */
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(options: {
  url?: string | undefined;
  /** A streaming replica of `url` (PostgreSQL only): `readDb` reads from it. */
  replicaUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PostgreSQL connections of this process (default DEFAULT_POOL_SIZE); the replica's pool has half. */
  poolSize?: number | undefined;
  /** The most the replica may lag before `readDb` reads the primary (default 5 s). */
  replicaMaxLagMs?: number;
  /** How often the replica's position is read (default 250 ms). */
  replicaPollMs?: number;
  migrationsDir?: string;
  /**
   * PGlite only: the embedded database runs on a thread of its own (server/pglite-worker.ts,
   * docs/decisions/0169) instead of this one. The server does; tests and scripts may not.
   */
  embeddedThread?: boolean;
  /** The embedded database's thread stopped: every query fails from then on (and /readyz with them). */
  onEmbeddedFailure?: (error: Error) => void;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  const folder = options.migrationsDir ?? migrationsFolder;
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // bigint (int8) columns hold kuruş; they always fit in a double (< 2^53).
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle connection that the server drops (restart, failover, a dropped test database)
    // must not crash the process; the pool replaces it on the next query.
    pool.on("error", (error) => options.onIdleError?.(error));
    // pg-pool listens for errors on idle connections only: one checked out (inside a transaction,
    // between its queries) that the server ends (a restart, pg_terminate_backend) emitted an
    // unhandled "error" and killed the process (npm run drills, postgres). Its query still fails.
    pool.on("connect", (client) => client.on("error", (error) => options.onIdleError?.(error)));
    const db = drizzle(pool, { schema, casing: "snake_case" });
    // The replica's pool: small, and read-only even if pointed at a primary by mistake.
    const replicaPool = options.replicaUrl
      ? new pg.Pool({
          connectionString: options.replicaUrl,
          max: Math.max(2, Math.ceil((options.poolSize ?? DEFAULT_POOL_SIZE) / 2)),
          options: "-c default_transaction_read_only=on",
          // A replica that is gone must not hold a visitor's page: fail fast, read the primary.
          connectionTimeoutMillis: 1_000,
        })
      : null;
    replicaPool?.on("error", (error) => options.onIdleError?.(error));
    replicaPool?.on("connect", (client) => client.on("error", (error) => options.onIdleError?.(error)));
    const router = replicaPool
      ? new ReadRouter(pool, replicaPool, {
          maxLagMs: options.replicaMaxLagMs ?? 5_000,
          pollMs: options.replicaPollMs ?? 250,
        })
      : null;
    // drizzle calls the router's query(config, values) as it would a pool's.
    const readDb = router
      ? drizzle(router as unknown as InstanceType<typeof pg.Pool>, { schema, casing: "snake_case" })
      : db;
    return {
      db: db as unknown as Db,
      readDb: readDb as unknown as Db,
      fenceReplica: () => router?.fence(),
      replicaReads: () => ({ replica: router?.reads.replica ?? 0, primary: router?.reads.primary ?? 0 }),
      embeddedMemoryBytes: () => null,
      replicaLagSeconds: async () => {
        if (!replicaPool) return null;
        // Caught up when everything received is replayed; else the age of the last replayed commit.
        const { rows } = await replicaPool.query<{ lag: number | null }>(
          `select case when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
             else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as lag`,
        );
        return Number(rows[0]?.lag ?? 0);
      },
      kind: "postgres",
      // A session lock is held by one connection: take it, migrate and unlock on that same client.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          try {
            await migrate(drizzle(client, { schema, casing: "snake_case" }), { migrationsFolder: folder });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query("select 1");
      },
      listen: async (channel, onPayload, onGap) => {
        checkChannel(channel);
        let current: InstanceType<typeof pg.Client> | null = null;
        let stopped = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const connect = async () => {
          const client = new pg.Client({ connectionString: options.url });
          let down = false;
          const lost = (error?: Error) => {
            if (down) return;
            down = true;
            if (error) options.onIdleError?.(error);
            if (current === client) current = null;
            void client.end().catch(() => undefined);
            retry();
          };
          client.on("notification", (message) => {
            if (message.channel === channel) onPayload(message.payload ?? "");
          });
          client.on("error", lost);
          client.on("end", () => lost());
          await client.connect();
          await client.query(`listen ${channel}`);
          current = client;
        };
        const retry = () => {
          if (stopped || timer) return;
          timer = setTimeout(() => {
            timer = undefined;
            if (stopped) return;
            connect().then(onGap, () => retry());
          }, 1000);
        };
        await connect();
        return async () => {
          stopped = true;
          clearTimeout(timer);
          await current?.end().catch(() => undefined);
        };
      },
      close: async () => {
        router?.stop();
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PostgreSQL's 128 MB of shared buffers live in the WASM memory, which never shrinks: the demo
  // database is about 30 MB, so 32 MB holds all of it (issue 29 item 8, docs/decisions/0112).
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const client = options.embeddedThread
    ? await PGliteThread.start({ dataDir: options.dataDir, startParams, onFailure: options.onEmbeddedFailure })
    : await PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        extensions: {
          btree_gist: (await import("@electric-sql/pglite/contrib/btree_gist")).btree_gist,
          pg_trgm: (await import("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm,
        },
        startParams,
      });
  // drizzle's per-query parsers, once on the client (decision 0164); the thread sets its own.
  if (client instanceof PGlite) useClientParsers(client as unknown as Parameters<typeof useClientParsers>[0]);
  const db = drizzle({ client: client as InstanceType<typeof PGlite>, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    // One process, one database: there is no replica.
    readDb: db as unknown as Db,
    replicaLagSeconds: async () => null,
    fenceReplica: () => undefined,
    replicaReads: () => ({ replica: 0, primary: 0 }),
    embeddedMemoryBytes: () =>
      client instanceof PGliteThread ? client.memoryBytes() : client.Module.wasmMemory.buffer.byteLength,
    kind: "pglite",
    // One process owns a PGlite data folder, so there is no one to race; no lock needed.
    migrate: () => migrate(db, { migrationsFolder: folder }),
    ping: async () => {
      await client.query("select 1");
    },
    // The data folder's one process both sends and hears the notifications: nothing is lost.
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

type QueryablePool = {
  query(config: unknown, values?: unknown): Promise<unknown>;
};

/** Connection failures (not SQL errors): the query never ran, so the primary may run it instead. */
export function isConnectionFailure(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  if (/^(08|57P0[1-3])/.test(code)) return true;
  if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"].includes(code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

/**
 * What drizzle queries through for `readDb` when there is a replica: each query goes to the
 * replica while it is usable, else to the primary. The replica's position and lag are read every
 * `pollMs` (one small query), never on a visitor's request.
 */
class ReadRouter {
  readonly reads = { replica: 0, primary: 0 };
  /** The replica answered the last poll, within the lag bound. */
  private healthy = false;
  /** Not a standby (a database standing in for one in tests): nothing to wait for. */
  private standby = true;
  private replayed = -1n;
  /** The primary's WAL position the replica must reach before it is read again. */
  private fenceAt = 0n;
  /** A fence was asked for and its position is not known yet: read the primary. */
  private fenceWanted = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling: Promise<void> | null = null;

  private readonly primary: QueryablePool;
  private readonly replica: QueryablePool;
  private readonly bounds: { maxLagMs: number; pollMs: number };

  constructor(primary: QueryablePool, replica: QueryablePool, bounds: { maxLagMs: number; pollMs: number }) {
    this.primary = primary;
    this.replica = replica;
    this.bounds = bounds;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), bounds.pollMs);
    this.timer.unref?.();
  }

  get usable(): boolean {
    return this.healthy && !this.fenceWanted && (!this.standby || this.replayed >= this.fenceAt);
  }

  fence(): void {
    this.fenceWanted = true;
    void this.poll();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** node-postgres's Pool.query, as drizzle calls it (config, values). */
  async query(config: unknown, values?: unknown): Promise<unknown> {
    if (!this.usable) {
      this.reads.primary++;
      return this.primary.query(config, values);
    }
    try {
      const result = await this.replica.query(config, values);
      this.reads.replica++;
      return result;
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      this.healthy = false;
      this.reads.primary++;
      return this.primary.query(config, values);
    }
  }

  private poll(): Promise<void> {
    this.polling ??= this.readPositions().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async readPositions(): Promise<void> {
    try {
      if (this.fenceWanted) {
        const { rows } = (await this.primary.query(
          "select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as at",
        )) as { rows: Array<{ at: string }> };
        const at = BigInt(rows[0]?.at.split(".")[0] ?? "0");
        if (at > this.fenceAt) this.fenceAt = at;
        this.fenceWanted = false;
      }
    } catch {
      // The primary does not answer: the fence stays wanted, reads stay on the primary (which fail).
    }
    try {
      const { rows } = (await this.replica.query(
        `select pg_is_in_recovery() as standby,
           coalesce(pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0'), 0)::text as replayed,
           case when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
             else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as lag`,
      )) as { rows: Array<{ standby: boolean; replayed: string; lag: number | null }> };
      const row = rows[0];
      this.standby = row?.standby ?? true;
      this.replayed = BigInt(row?.replayed.split(".")[0] ?? "-1");
      this.healthy = Number(row?.lag ?? 0) * 1000 <= this.bounds.maxLagMs;
    } catch {
      this.healthy = false;
    }
  }
}

function checkChannel(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}
