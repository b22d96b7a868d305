// What the booking suites get from the one test file that opens the database for all of them.
import type { Db } from "#app/server/db/client.server.ts";

export type SuiteContext = { db: () => Db; kind: () => "postgres" | "pglite" };
