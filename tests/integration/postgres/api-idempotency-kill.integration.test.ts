// An Idempotency-Key's holder whose database connection dies mid-request (docs/decisions/0084):
// a connection of its own claims the key in an open transaction, as a server does before it runs
// the operation; the client's retry waits on that row; the holder's backend is terminated (what
// PostgreSQL sees when a server is killed with kill -9) and the retry runs the operation and
// answers. PostgreSQL only (tests/integration/postgres/): PGlite has one connection and no backend
// to kill.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFingerprint } from "#app/server/services/api-gateway.server.ts";
import { type ApiHarness, postWithKey, quoteRequest, startApiHarness } from "#tests/integration/api-harness.ts";

let h: ApiHarness;

beforeAll(async () => {
  h = await startApiHarness("apikill");
});

afterAll(async () => {
  await h?.stop();
});

describe("the holder of a key killed mid-request", () => {
  it("the retry waiting on the key takes it over and gets the answer", async () => {
    const { clientRef, token } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(1);
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    await killer.connect();
    holder.on("error", () => {});
    try {
      const pid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
      await holder.query("begin");
      await holder.query(
        "insert into api_idempotency_keys (client_ref, key, operation, request_hash, created_at) values ($1, $2, 'createQuote', $3, now())",
        [clientRef, key, requestFingerprint("createQuote", body)],
      );
      const retry = postWithKey(h.base, token, "/api/v1/quotes", key, body);
      // The retry is waiting on the holder's row lock.
      for (let i = 0; i < 100; i++) {
        const waiting = await killer.query("select count(*)::int as n from pg_locks where not granted and pid <> $1", [
          pid,
        ]);
        if ((waiting.rows[0] as { n: number }).n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await killer.query("select pg_terminate_backend($1)", [pid]);
      const answer = await retry;
      expect(answer.status).toBe(201);
      expect(answer.replayed).toBe(false);
      const again = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
      expect(again).toMatchObject({ status: 201, replayed: true });
      expect(again.json.id).toBe(answer.json.id);
    } finally {
      await holder.end().catch(() => {});
      await killer.end();
    }
  });
});
