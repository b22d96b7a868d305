// The bench's API client (decision 0145): created by the demo seed only when the bench gives its
// secret, with the high limit; the demo clients keep theirs. PostgreSQL with DATABASE_URL, PGlite otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClients } from "#app/server/db/schema.ts";
import { sha256Hex } from "#app/server/services/api-clients.server.ts";
import { seedDemoApiClients } from "#seed/api-clients.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await withTestDatabase();
}, 180_000);

afterAll(async () => {
  await testDb?.cleanup();
});

const limits = async () =>
  Object.fromEntries(
    (await testDb.database.db.select().from(apiClients)).map((c) => [c.clientId, [c.rateLimitPerMinute, c.secretHash]]),
  );

describe("the bench's API client", () => {
  it("exists only when the bench gives a secret, with its own limit; the demo clients keep theirs", async () => {
    const { db } = testDb.database;
    await seedDemoApiClients(db);
    expect(Object.keys(await limits()).sort()).toEqual(["demo-partner", "yolda-mobile"]);

    const secret = "s".repeat(40);
    await seedDemoApiClients(db, { benchSecret: secret });
    const after = await limits();
    expect(after["yolda-bench"]).toEqual([100_000, sha256Hex(secret)]);
    expect(after["yolda-mobile"]?.[0]).toBe(600);
    expect(after["demo-partner"]?.[0]).toBe(120);
  });
});
