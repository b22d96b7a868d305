// The outbox: messages written in the same transaction as the change they announce, delivered
// later by a worker. A claim (FOR UPDATE SKIP LOCKED) gives a batch of due rows a random token and
// a lease (next_attempt_at in the future); the worker renews the lease and marks the row only
// while the token still matches, so a worker whose lease ran out can never overwrite the outcome
// of the worker that took the row after it. A crashed worker's rows come back after the lease.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** The insert of one message, not yet run: on its own or in `writeTogether` (decision 0183). */
export function outboxRowInsert(tx: Db, kind: "email", payload: unknown, now: Date) {
  return tx.insert(outbox).values({ kind, payload, nextAttemptAt: now, createdAt: now });
}

export async function insertOutboxRow(tx: Db, kind: "email", payload: unknown, now: Date): Promise<number> {
  const rows = await outboxRowInsert(tx, kind, payload, now).returning({ id: outbox.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("outbox insert returned no row");
  return id;
}

/** Takes up to `limit` due rows for `token`: attempts + 1, next_attempt_at = the lease's end. */
export async function claimDueOutboxRows(
  db: Db,
  now: Date,
  limit: number,
  leaseUntil: Date,
  token: string,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update outbox o
    set attempts = o.attempts + 1,
        next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
        claim_token = ${token}
    where o.id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning o.id, o.kind, o.payload, o.attempts`);
  const rows = (result as unknown as { rows: { id: number; kind: "email"; payload: unknown; attempts: number }[] })
    .rows;
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as unknown) : r.payload,
      attempts: Number(r.attempts),
      status: "pending" as const,
      nextAttemptAt: leaseUntil,
      sentAt: null,
      createdAt: now,
      lastError: null,
      claimToken: token,
    }))
    .sort((a, b) => a.id - b.id);
}

const heldBy = (id: number, token: string) =>
  and(eq(outbox.id, id), eq(outbox.claimToken, token), eq(outbox.status, "pending"));

/** Extends the lease of a row this worker still holds; false when another worker has taken it. */
export async function renewOutboxClaim(db: Db, id: number, token: string, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(heldBy(id, token))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Marks the row sent if this worker still holds it; false when the claim was lost. */
export async function markOutboxSent(db: Db, id: number, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lastError: null, claimToken: null })
    .where(heldBy(id, token))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/**
 * A failed attempt of a row this worker still holds: try again at `retryAt`, or give up (status
 * failed) when it is null. False when the claim was lost (the new holder decides).
 */
export async function markOutboxAttemptFailed(
  db: Db,
  id: number,
  token: string,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt, claimToken: null }
        : { status: "failed", lastError: error.slice(0, 500), claimToken: null },
    )
    .where(heldBy(id, token))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

export async function findOutboxRow(db: Db, id: number): Promise<OutboxRow | null> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0] ?? null;
}
