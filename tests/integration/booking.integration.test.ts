// The booking backend's integration tests share ONE database per run: starting PGlite costs
// about 15 s, so the suites run one after another here, each on a freshly reset fixture.
import { afterAll, beforeAll, describe } from "vitest";
import { availabilitySuite } from "./availability-suite.ts";
import { emailSuite } from "./email-suite.ts";
import { reservationSuite } from "./reservation-suite.ts";
import type { SuiteContext } from "./suite-context.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;

const ctx: SuiteContext = {
  db: () => {
    if (!test) throw new Error("database not open");
    return test.database.db;
  },
  kind: () => test?.database.kind ?? "pglite",
};

beforeAll(async () => {
  test = await withTestDatabase();
});
afterAll(async () => {
  // The force-drop in cleanup ends backends pg may still be closing; their goodbye is no failure.
  const pool = (test?.database.db as unknown as { $client?: { on?: (event: string, f: () => void) => void } })?.$client;
  pool?.on?.("error", () => {});
  await test?.cleanup();
});

describe("availability", () => availabilitySuite(ctx));
describe("search, quotes and reservations", () => reservationSuite(ctx));
describe("e-mail outbox", () => emailSuite(ctx));
