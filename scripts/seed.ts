// `npm run seed`: migrates the configured database and seeds the demo data if it is not there yet.
// DATABASE_URL selects PostgreSQL; otherwise embedded PGlite in $DATA_DIR/db (default .data/db).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#app/server/db/client.server.ts";
import { cities, offices, units, vehicleModels } from "#app/server/db/schema.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { DEMO_SEED_NAME, seedDemo } from "#seed/run.ts";
import { seedDemoDesk } from "#seed/desk.ts";
import { seedDemoBlocks } from "#seed/unit-blocks.ts";
import { seedDemoMember } from "#seed/members.ts";
import { seedDemoStaff } from "#seed/staff.ts";

const started = performance.now();
const url = process.env.DATABASE_URL || undefined;
const dataDir = url ? undefined : path.join(process.env.DATA_DIR || ".data", "db");
if (dataDir) mkdirSync(dataDir, { recursive: true });

const database = await openDatabase({ url, dataDir });
try {
  await database.migrate();
  const seedStarted = performance.now();
  const { inserted } = await seedDemo(database.db);
  const env = parseEnv();
  if (env.SEED_DEMO) {
    await seedDemoStaff(database.db, env);
    await seedDemoMember(database.db, env);
    await seedDemoDesk(database.db);
    await seedDemoBlocks(database.db);
  }
  const seedMs = Math.round(performance.now() - seedStarted);
  const { db } = database;
  const [cityCount, officeCount, modelCount, unitCount] = await Promise.all([
    db.$count(cities),
    db.$count(offices),
    db.$count(vehicleModels),
    db.$count(units),
  ]);
  const where = url ? "PostgreSQL" : `PGlite at ${dataDir}`;
  const what = inserted ? "inserted" : "already present, nothing inserted";
  console.log(
    `seed ${DEMO_SEED_NAME} ${what} (${where}): ${cityCount} cities, ${officeCount} offices, ${modelCount} models, ${unitCount} units; seed ${seedMs} ms, total ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error("seed failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
}
