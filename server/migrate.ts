// `node server/migrate.ts`: runs the committed SQL migrations (drizzle/, or MIGRATIONS_DIR) on
// DATABASE_URL and exits: the migration one-shot of deploy/compose.yaml and the Kubernetes Job
// (deploy/k8s/migrate-job.yaml), run before new app servers start. Runs in the container image,
// which holds node_modules, build/, drizzle/ and this file only, so it imports packages and
// nothing from app/. It takes the same advisory lock as the app servers' own migration on start
// (app/server/db/client.server.ts MIGRATION_LOCK_KEY), so both may run at once.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** "yolda" in ASCII, as app/server/db/client.server.ts MIGRATION_LOCK_KEY. */
const MIGRATION_LOCK_KEY = 0x796f6c6461;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("server/migrate.ts needs DATABASE_URL (a PostgreSQL connection string)");
  process.exit(1);
}
const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const started = performance.now();
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  console.log(`migrations applied: ${rows[0]?.n ?? 0} in total (${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
