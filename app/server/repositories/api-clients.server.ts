// The API's tables (docs/decisions/0039-api-clients-and-tokens.md): clients, hashed bearer
// tokens, the call log and the stored answers of idempotency keys. All SQL of the API lives here.
import { and, asc, count, desc, eq, gt, isNull, lt, max, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { apiCalls, apiClients, apiIdempotencyKeys, apiTokens, type ApiScope } from "#app/server/db/schema.ts";
import { type QuoteRow, quoteRecord } from "./quotes.server.ts";

export type ApiClientRow = typeof apiClients.$inferSelect;
export type NewApiClient = typeof apiClients.$inferInsert;

export async function insertApiClient(tx: Db, row: NewApiClient): Promise<ApiClientRow | null> {
  const rows = await tx.insert(apiClients).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findApiClientByClientId(db: Db, clientId: string): Promise<ApiClientRow | null> {
  const rows = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
  return rows[0] ?? null;
}

export async function lockApiClient(tx: Db, id: string): Promise<ApiClientRow | null> {
  const rows = await tx.select().from(apiClients).where(eq(apiClients.id, id)).for("update");
  return rows[0] ?? null;
}

export async function updateApiClientSecret(tx: Db, id: string, secretHash: string, at: Date): Promise<void> {
  await tx.update(apiClients).set({ secretHash, rotatedAt: at }).where(eq(apiClients.id, id));
}

export async function markApiClientRevoked(tx: Db, id: string, by: string, at: Date): Promise<void> {
  await tx.update(apiClients).set({ revokedAt: at, revokedBy: by }).where(eq(apiClients.id, id));
}

/** Every client, newest first, with its calls in the last 24 hours and its latest call. */
export async function listApiClientsWithUse(db: Db, since: Date) {
  const use = db
    .select({
      clientRef: apiCalls.clientRef,
      calls: count().as("calls"),
      lastCallAt: max(apiCalls.at).as("last_call_at"),
    })
    .from(apiCalls)
    .where(gt(apiCalls.at, since))
    .groupBy(apiCalls.clientRef)
    .as("use");
  return db
    .select({
      client: apiClients,
      calls: sql<number>`coalesce(${use.calls}, 0)`.mapWith(Number),
      lastCallAt: use.lastCallAt,
    })
    .from(apiClients)
    .leftJoin(use, eq(use.clientRef, apiClients.id))
    .orderBy(desc(apiClients.createdAt), asc(apiClients.clientId));
}

// Tokens

export async function insertApiToken(
  db: Db,
  row: { tokenHash: string; clientRef: string; scopes: ApiScope[]; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(apiTokens).values(row);
}

/** A live token's caller as live_api_token (migration 0069) finds it; admit_api_call adds `hit_count`. */
type LiveTokenRow = {
  scopes: ApiScope[];
  client_ref: string;
  client_id: string;
  /** The client's calls a minute. */
  limit_max: number;
};

export type LiveToken = {
  scopes: ApiScope[];
  client: { id: string; clientId: string; rateLimitPerMinute: number };
};

function liveTokenOf(row: LiveTokenRow): LiveToken {
  return {
    scopes: row.scopes,
    client: { id: row.client_ref, clientId: row.client_id, rateLimitPerMinute: Number(row.limit_max) },
  };
}

/**
 * The live token with this hash and its client (live_api_token, the one home of what a live token
 * is: not expired, its client not revoked), or null.
 */
export async function findLiveToken(db: Db, tokenHash: string, now: Date): Promise<LiveToken | null> {
  const result = await db.execute(sql`select * from live_api_token(${tokenHash}, ${now.toISOString()}::timestamptz)`);
  const [row] = (result as unknown as { rows: LiveTokenRow[] }).rows;
  return row ? liveTokenOf(row) : null;
}

/**
 * findLiveToken with one call counted on the client's rate-limit counter (`limitKeyPrefix` and the
 * client's id, the window starting at `windowStart`) in the same statement: admit_api_call
 * (migration 0069, decision 0164), its plans made once per connection. `hits` is the counter's new
 * count. Null, with nothing counted, for a token that is not live.
 */
export async function admitApiCall(
  db: Db,
  call: { tokenHash: string; now: Date; limitKeyPrefix: string; windowStart: Date },
): Promise<(LiveToken & { hits: number }) | null> {
  const result = await db.execute(
    sql`select * from admit_api_call(${call.tokenHash}, ${call.now.toISOString()}::timestamptz,
      ${call.limitKeyPrefix}, ${call.windowStart.toISOString()}::timestamptz)`,
  );
  const [row] = (result as unknown as { rows: (LiveTokenRow & { hit_count: unknown })[] }).rows;
  return row ? { ...liveTokenOf(row), hits: Number(row.hit_count) } : null;
}

export async function deleteClientTokens(tx: Db, clientRef: string): Promise<number> {
  const rows = await tx
    .delete(apiTokens)
    .where(eq(apiTokens.clientRef, clientRef))
    .returning({ h: apiTokens.tokenHash });
  return rows.length;
}

export async function deleteExpiredApiTokens(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now)).returning({ h: apiTokens.tokenHash });
  return rows.length;
}

// Call log

export async function insertApiCalls(db: Db, rows: ReadonlyArray<typeof apiCalls.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(apiCalls).values([...rows]);
}

export async function deleteOldApiCalls(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(apiCalls).where(lt(apiCalls.at, before)).returning({ id: apiCalls.id });
  return rows.length;
}

export async function listApiCalls(db: Db, clientRef: string) {
  return db.select().from(apiCalls).where(eq(apiCalls.clientRef, clientRef)).orderBy(asc(apiCalls.id));
}

// Idempotency keys

export type IdempotencyRow = typeof apiIdempotencyKeys.$inferSelect;

/**
 * Claims the key for this request: false when another request (done or running) claimed it first.
 * A key another transaction holds is waited for, until that transaction ends or `waitMs` passes
 * (then PostgreSQL's lock_not_available, 55P03, is thrown); 0 or less waits without a limit. One statement,
 * claim_api_idempotency_key (migration 0070, decision 0165), whose plan the connection keeps; the
 * transaction's own lock timeout is as it was when the claim returns.
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { clientRef: string; key: string; operation: string; requestHash: string; createdAt: Date },
  waitMs = 0,
): Promise<boolean> {
  const result = await db.execute(
    sql`select claim_api_idempotency_key(${row.clientRef}::uuid, ${row.key}, ${row.operation}, ${row.requestHash},
      ${row.createdAt.toISOString()}::timestamptz, ${Math.floor(waitMs)}::int) as claimed`,
  );
  const [first] = (result as unknown as { rows: { claimed: unknown }[] }).rows;
  return first?.claimed === true;
}

/**
 * Claims the key as claimIdempotencyKey does, writes the answer into it and stores the quote the
 * answer names, in one statement (store_api_quote_answer, migration 0071; decision 0170). A key
 * another transaction holds makes it wait `waitMs` at most (then PostgreSQL's 55P03). True when
 * this call claimed the key; false changes nothing.
 */
export async function storeIdempotentQuoteAnswer(
  db: Db,
  row: { clientRef: string; key: string; operation: string; requestHash: string; createdAt: Date },
  answer: { status: number; body: unknown; at: Date },
  quote: QuoteRow | null,
  waitMs: number,
): Promise<boolean> {
  const result = await db.execute(
    sql`select store_api_quote_answer(${row.clientRef}::uuid, ${row.key}, ${row.operation}, ${row.requestHash},
      ${row.createdAt.toISOString()}::timestamptz, ${Math.floor(waitMs)}::int, ${answer.status}::smallint,
      ${JSON.stringify(answer.body)}::jsonb, ${answer.at.toISOString()}::timestamptz,
      ${quote ? JSON.stringify(quoteRecord(quote)) : null}::jsonb) as claimed`,
  );
  const [first] = (result as unknown as { rows: { claimed: unknown }[] }).rows;
  return first?.claimed === true;
}

export async function findIdempotencyKey(db: Db, clientRef: string, key: string): Promise<IdempotencyRow | null> {
  const rows = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.clientRef, clientRef), eq(apiIdempotencyKeys.key, key)));
  return rows[0] ?? null;
}

export async function completeIdempotencyKey(
  db: Db,
  clientRef: string,
  key: string,
  answer: { status: number; body: unknown; at: Date },
): Promise<void> {
  await db
    .update(apiIdempotencyKeys)
    .set({ status: answer.status, body: answer.body, completedAt: answer.at })
    .where(and(eq(apiIdempotencyKeys.clientRef, clientRef), eq(apiIdempotencyKeys.key, key)));
}

/**
 * Takes over a key whose row was committed without an answer and is older than `staleBefore`:
 * a holder that never finished (a server of the version before decision 0084). True when taken.
 */
export async function takeOverStaleIdempotencyKey(
  tx: Db,
  row: { clientRef: string; key: string; createdAt: Date },
  staleBefore: Date,
  now: Date,
): Promise<boolean> {
  if (row.createdAt.getTime() > staleBefore.getTime()) return false;
  const rows = await tx
    .update(apiIdempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(apiIdempotencyKeys.clientRef, row.clientRef),
        eq(apiIdempotencyKeys.key, row.key),
        isNull(apiIdempotencyKeys.status),
        eq(apiIdempotencyKeys.createdAt, row.createdAt),
      ),
    )
    .returning({ key: apiIdempotencyKeys.key });
  return rows.length === 1;
}

/** How long a statement of this transaction waits for a row lock ("0" = no limit); PostgreSQL and PGlite. */
export async function setLockTimeout(tx: Db, ms: number): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.max(0, Math.floor(ms))}`));
}

export async function deleteOldIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, before))
    .returning({ key: apiIdempotencyKeys.key });
  return rows.length;
}
