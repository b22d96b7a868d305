// One database handle for the whole process: node-postgres when DATABASE_URL is set,
// embedded PGlite (PostgreSQL in WASM, data in a folder) otherwise. Same schema, same SQL.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For reads that may lag behind the last write and write nothing (reports): the read replica
   * when one is configured (its own pool, every transaction read-only), else `db` itself.
   */
  readDb: Db;
  /** Seconds the replica is behind its primary (0 when caught up); null without a replica. */
  replicaLagSeconds(): Promise<number | null>;
  kind: "postgres" | "pglite";
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

export async function openDatabase(options: {
  url?: string | undefined;
  /** A streaming replica of `url` (PostgreSQL only): `readDb` reads from it. */
  replicaUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  migrationsDir?: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  const folder = options.migrationsDir ?? migrationsFolder;
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // bigint (int8) columns hold kuruş; they always fit in a double (< 2^53).
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
          max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 2)),
          options: "-c default_transaction_read_only=on",
        })
      : null;
    replicaPool?.on("error", (error) => options.onIdleError?.(error));
    replicaPool?.on("connect", (client) => client.on("error", (error) => options.onIdleError?.(error)));
    const readDb = replicaPool ? drizzle(replicaPool, { schema, casing: "snake_case" }) : db;
    return {
      db: db as unknown as Db,
      readDb: readDb as unknown as Db,
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
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { btree_gist },
  });
  const db = drizzle(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    // One process, one database: there is no replica.
    readDb: db as unknown as Db,
    replicaLagSeconds: async () => null,
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

function checkChannel(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}
