// The API's call log written in batches (decision 0158) against a real database: a call is in the
// log within the batch delay, many calls go in few inserts, nothing queued is lost when the server
// flushes on its way down, and a failed insert is reported without losing the calls after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { apiCalls } from "#app/server/db/schema.ts";
import { type ApiCall, apiCallLog, CALL_LOG_BATCH } from "#app/server/services/api-gateway.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let test: TestDatabase | undefined;
let db: Db;

beforeAll(async () => {
  test = await withTestDatabase();
  db = test.database.db;
});
afterAll(async () => {
  await test?.cleanup();
});

const call = (requestId: string, status = 200): ApiCall => ({
  clientRef: null,
  method: "GET",
  route: "/api/v1/availability",
  status,
  durationMs: 12.6,
  requestId,
  at: new Date(),
});

async function logged(prefix: string): Promise<string[]> {
  const rows = await db.select({ requestId: apiCalls.requestId, durationMs: apiCalls.durationMs }).from(apiCalls);
  return rows
    .filter((r) => r.requestId.startsWith(prefix))
    .map((r) => r.requestId)
    .sort();
}

describe("the API call log", () => {
  it("writes a call within the batch delay, without being asked to", async () => {
    const errors: unknown[] = [];
    const log = apiCallLog(db, (e) => errors.push(e));
    log.log(call("delay-1"));
    log.log(call("delay-2", 429));
    expect(await logged("delay-")).toEqual([]);
    await expect.poll(() => logged("delay-"), { timeout: 2_000 }).toEqual(["delay-1", "delay-2"]);
    const [row] = await db.select().from(apiCalls).limit(1);
    expect(row?.durationMs).toBe(13);
    expect(errors).toEqual([]);
  });

  it("writes what is queued when flushed (the server stopping), more than one batch included", async () => {
    const log = apiCallLog(db, () => undefined);
    const ids = Array.from({ length: CALL_LOG_BATCH + 7 }, (_, i) => `flush-${String(i).padStart(4, "0")}`);
    for (const id of ids) log.log(call(id));
    await log.flush();
    expect(await logged("flush-")).toEqual(ids);
    // Nothing is written twice by the timer afterwards.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await logged("flush-")).toHaveLength(ids.length);
  });

  it("reports a batch that cannot be written and goes on with the next", async () => {
    const errors: unknown[] = [];
    const log = apiCallLog(db, (e) => errors.push(e));
    // A status outside smallint: the database refuses this batch.
    log.log(call("bad-1", 70_000));
    await log.flush();
    expect(errors).toHaveLength(1);
    log.log(call("good-1"));
    await log.flush();
    expect(await logged("bad-")).toEqual([]);
    expect(await logged("good-")).toEqual(["good-1"]);
  });
});
