// Idempotency keys of the partner API (docs/decisions/0084): the operation and the answer kept
// under its key are committed in one transaction, so a holder that dies mid-request leaves
// nothing behind and the retry runs the operation; twenty requests with one key make one quote.
// Also the catalogue calls' validators (ETag, 304).
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdempotencyKeys, quotes } from "#app/server/db/schema.ts";
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentQuoteAnswer,
} from "#app/server/repositories/api-clients.server.ts";
import { apiCreateQuote } from "#app/server/services/partner-api.server.ts";
import {
  IDEMPOTENCY_LEASE_MS,
  type IdempotentAnswer,
  type IdempotentRun,
  requestFingerprint,
  runIdempotent,
  runPrepared,
} from "#app/server/services/api-gateway.server.ts";
import { type ApiHarness, postWithKey, quoteRequest, startApiHarness } from "./api-harness.ts";

let h: ApiHarness;
let modelId = 0;

beforeAll(async () => {
  h = await startApiHarness("apiidem");
  const { token } = await h.partner();
  const window = quoteRequest(0);
  const query = new URLSearchParams({
    pickupOffice: window.pickupOffice,
    pickupAt: window.pickupAt,
    returnAt: window.returnAt,
  });
  const res = await fetch(`${h.base}/api/v1/availability?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { models: Array<{ modelId: number }> };
  modelId = body.models[0]?.modelId ?? 0;
  expect(modelId).toBeGreaterThan(0);
});

afterAll(async () => {
  await h?.stop();
});

const db = () => h.app.services.database.db;
const quoteCount = async () => (await db().select({ n: count() }).from(quotes))[0]?.n ?? 0;

/**
 * A first request holds `key` in its transaction, its quote made, while `second` asks with the
 * same key and a wait of 400 ms. On PostgreSQL (a connection each) the second waits that long and
 * answers in progress, then the holder commits; on PGlite's one connection the second runs when the
 * holder's transaction ends and replays its answer. Gives the holder's input and answer.
 */
async function whileHeld(
  clientRef: string,
  key: string,
  body: ReturnType<typeof quoteRequest>,
  second: (input: Parameters<typeof runIdempotent>[1]) => Promise<IdempotentRun<IdempotentAnswer>>,
) {
  const input = { clientRef, key, operation: "createQuote", body, now: new Date() };
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const holdingNow = new Promise<void>((resolve) => (holding = resolve));
  const first = runIdempotent(db(), input, async (tx) => {
    const made = await apiCreateQuote(tx, body, "tr", new Date());
    holding();
    await held;
    return { status: 201, body: { contentType: "application/json", payload: made.ok ? made.value.id : null } };
  });
  await holdingNow;
  const started = Date.now();
  const asked = second({ ...input, waitMs: 400 });
  const postgres = h.app.services.database.kind === "postgres";
  if (postgres) {
    expect(await asked).toEqual({ kind: "inProgress" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(5_000);
    release();
  } else {
    setTimeout(release, 600);
  }
  const answer = await first;
  expect(answer.kind).toBe("ran");
  if (!postgres) expect(await asked).toMatchObject({ kind: "replay", status: 201 });
  return { input, answer };
}

describe("an Idempotency-Key whose first request died", () => {
  it("a holder killed mid-request (its transaction aborted after the quote was written) leaves nothing; the retry makes the quote once", async () => {
    const { clientRef, token } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(modelId);
    const before = await quoteCount();
    const crash = runIdempotent(
      db(),
      { clientRef, key, operation: "createQuote", body, now: new Date() },
      async (tx) => {
        const made = await apiCreateQuote(tx, body, "tr", new Date());
        expect(made.ok).toBe(true);
        // The quote is written in the holder's transaction; the server dies before it answers.
        throw new Error("connection lost");
      },
    );
    await expect(crash).rejects.toThrow("connection lost");
    expect(await findIdempotencyKey(db(), clientRef, key)).toBeNull();
    expect(await quoteCount()).toBe(before);

    const retry = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe(false);
    expect(await quoteCount()).toBe(before + 1);

    // And the retry of the retry gets the first result.
    const again = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(again).toMatchObject({ status: 201, replayed: true });
    expect(again.json.id).toBe(retry.json.id);
    expect(await quoteCount()).toBe(before + 1);
  });

  it("a key left without an answer by a server of the old version is taken over after the lease, not before", async () => {
    const { clientRef, token } = await h.partner();
    const body = quoteRequest(modelId, 21);
    const requestHash = requestFingerprint("createQuote", body);
    const fresh = randomUUID();
    const stale = randomUUID();
    await claimIdempotencyKey(db(), {
      clientRef,
      key: fresh,
      operation: "createQuote",
      requestHash,
      createdAt: new Date(),
    });
    await claimIdempotencyKey(db(), {
      clientRef,
      key: stale,
      operation: "createQuote",
      requestHash,
      createdAt: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1_000),
    });
    const waiting = await postWithKey(h.base, token, "/api/v1/quotes", fresh, body);
    expect(waiting.status).toBe(409);
    expect(waiting.json.code).toBe("idempotencyInProgress");
    const takenOver = await postWithKey(h.base, token, "/api/v1/quotes", stale, body);
    expect(takenOver).toMatchObject({ status: 201, replayed: false });
    const replay = await postWithKey(h.base, token, "/api/v1/quotes", stale, body);
    expect(replay).toMatchObject({ status: 201, replayed: true });
    expect(replay.json.id).toBe(takenOver.json.id);
  });

  it("an answer of ours of 500 or more is not kept: the operation is rolled back with it", async () => {
    const { clientRef } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(modelId, 22);
    const before = await quoteCount();
    const run = await runIdempotent(
      db(),
      { clientRef, key, operation: "createQuote", body, now: new Date() },
      async (tx) => {
        await apiCreateQuote(tx, body, "tr", new Date());
        return { status: 503, body: { contentType: "application/problem+json", payload: null } };
      },
    );
    expect(run).toMatchObject({ kind: "ran", answer: { status: 503 } });
    expect(await findIdempotencyKey(db(), clientRef, key)).toBeNull();
    expect(await quoteCount()).toBe(before);
  });
});

describe("twenty requests with one key at once", () => {
  it("make one quote, and every one of them gets its answer", async () => {
    const { clientRef, token } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(modelId, 23);
    const before = await quoteCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWithKey(h.base, token, "/api/v1/quotes", key, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await quoteCount()).toBe(before + 1);
    const rows = await db().select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.key, key));
    expect(rows).toMatchObject([{ clientRef, status: 201 }]);
  });
});

describe("a request whose key another request is still holding (decision 0165)", () => {
  it("waits for the holder as long as the wait allows, then answers in progress; the holder's answer is replayed once it commits", async () => {
    const { clientRef } = await h.partner();
    const key = randomUUID();
    const { input } = await whileHeld(clientRef, key, quoteRequest(modelId, 24), (waiting) =>
      runIdempotent(db(), waiting, async () => {
        throw new Error("the second request must not run the operation");
      }),
    );
    // The lock timeout was the claim's alone: the holder's statements after it waited without it.
    const replay = await runIdempotent(db(), input, async () => {
      throw new Error("a replay must not run the operation");
    });
    expect(replay).toMatchObject({ kind: "replay", status: 201 });
    expect((await findIdempotencyKey(db(), clientRef, key))?.status).toBe(201);
  });

  it("the claim leaves the transaction's lock timeout as it found it", async () => {
    // The partner first: on PGlite's one connection a query outside the transaction would wait for it.
    const { clientRef } = await h.partner();
    const seen = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('lock_timeout', '1234ms', true)`);
        const claim = {
          clientRef,
          key: randomUUID(),
          operation: "createQuote",
          requestHash: "x",
          createdAt: new Date(),
        };
        const claimed = await claimIdempotencyKey(tx as never, claim, 10_000);
        const again = await claimIdempotencyKey(tx as never, claim, 10_000);
        const after = await tx.execute(sql`select current_setting('lock_timeout') as t`);
        const rows = (after as unknown as { rows: { t: string }[] }).rows;
        throw Object.assign(new Error("roll back"), { result: { claimed, again, t: rows[0]?.t } });
      })
      .catch((e: { result?: unknown }) => e.result);
    expect(seen).toEqual({ claimed: true, again: false, t: "1234ms" });
  });
});

describe("a quote stored with its key and its answer in one statement (decision 0170)", () => {
  it("the answer names the quote stored, at its price, and a repeat replays it without a second quote", async () => {
    const { clientRef, token } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(modelId, 25);
    const before = await quoteCount();
    const made = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(made).toMatchObject({ status: 201, replayed: false });
    const [stored] = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.id, String(made.json.id)));
    expect(stored?.totalKurus).toBe(made.json.totalKurus);
    expect(stored?.expiresAt.toISOString()).toBe(made.json.expiresAt);
    expect(stored?.inputs).toMatchObject({ modelId, days: 3 });
    const kept = await findIdempotencyKey(db(), clientRef, key);
    expect(kept).toMatchObject({ status: 201, body: { payload: { id: made.json.id } } });
    expect(kept?.completedAt).not.toBeNull();

    const again = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(again).toMatchObject({ status: 201, replayed: true, json: made.json });
    expect(await quoteCount()).toBe(before + 1);
  });

  it("a refusal is kept under its key with no quote, and replayed", async () => {
    const { clientRef, token } = await h.partner();
    const key = randomUUID();
    const body = quoteRequest(987_654, 26);
    const before = await quoteCount();
    const refused = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(refused.status).toBe(404);
    expect((await findIdempotencyKey(db(), clientRef, key))?.status).toBe(404);
    const again = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(again).toMatchObject({ status: 404, replayed: true });
    expect(await quoteCount()).toBe(before);
  });

  it("a statement that fails keeps neither the key nor the quote, and the retry makes the quote once", async () => {
    const { clientRef, token } = await h.partner();
    const body = quoteRequest(modelId, 27);
    const first = await postWithKey(h.base, token, "/api/v1/quotes", randomUUID(), body);
    expect(first.status).toBe(201);
    const [taken] = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.id, String(first.json.id)));
    if (!taken) throw new Error("the first quote was not stored");
    const key = randomUUID();
    const row = {
      clientRef,
      key,
      operation: "createQuote",
      requestHash: requestFingerprint("createQuote", body),
      createdAt: new Date(),
    };
    const answer = {
      status: 201,
      body: { contentType: "application/json", payload: { id: taken.id } },
      at: new Date(),
    };
    // A quote whose id is taken: the quote's insert fails after the key's, in the same statement.
    const failed = storeIdempotentQuoteAnswer(db(), row, answer, { ...taken, totalKurus: 1 }, 1_000);
    await expect(failed).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await findIdempotencyKey(db(), clientRef, key)).toBeNull();
    const [unchanged] = await db().select().from(quotes).where(eq(quotes.id, taken.id));
    expect(unchanged?.totalKurus).toBe(taken.totalKurus);

    const before = await quoteCount();
    const retry = await postWithKey(h.base, token, "/api/v1/quotes", key, body);
    expect(retry).toMatchObject({ status: 201, replayed: false });
    expect(retry.json.id).not.toBe(taken.id);
    expect(await quoteCount()).toBe(before + 1);
  });

  it("a prepared call whose key another request holds waits for it, then gets its answer, never a second quote", async () => {
    const { clientRef } = await h.partner();
    const key = randomUUID();
    const before = await quoteCount();
    const prepared = {
      answer: { status: 201, body: { contentType: "application/json", payload: "second" } },
      quote: null,
    };
    const { answer } = await whileHeld(clientRef, key, quoteRequest(modelId, 28), (waiting) =>
      runPrepared(
        db(),
        waiting,
        async () => prepared,
        async () => {
          throw new Error("the second request must not run the operation");
        },
      ),
    );
    const kept = await findIdempotencyKey(db(), clientRef, key);
    expect(kept?.body).toMatchObject({ payload: answer.kind === "ran" ? answer.answer.body.payload : null });
    expect(await quoteCount()).toBe(before + 1);
  });
});

describe("the catalogue calls partners and the mobile app cache (docs/decisions/0085)", () => {
  it("offices, classes and models carry an ETag and Cache-Control, and a matching If-None-Match gets 304 without a body", async () => {
    const { token } = await h.partner();
    for (const path of ["/api/v1/offices", "/api/v1/vehicle-classes", "/api/v1/vehicle-models"]) {
      const first = await fetch(`${h.base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get("cache-control")).toBe("private, max-age=300");
      const body = (await first.json()) as Record<string, unknown[]>;
      expect(Object.values(body)[0]?.length).toBeGreaterThan(0);

      const again = await fetch(`${h.base}${path}`, {
        headers: { Authorization: `Bearer ${token}`, "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);

      // The other language is another answer: its own tag, the whole body.
      const english = await fetch(`${h.base}${path}?lang=en`, {
        headers: { Authorization: `Bearer ${token}`, "If-None-Match": etag },
      });
      expect(english.status).toBe(200);
      expect(english.headers.get("etag")).not.toBe(etag);
    }
    // Without a token there is no catalogue, cached or not.
    const anonymous = await fetch(`${h.base}/api/v1/offices`, { headers: { "If-None-Match": "*" } });
    expect(anonymous.status).toBe(401);
  });
});
