// The outbox: messages written in the same transaction as the change they announce, delivered
// later by a worker. Claiming uses FOR UPDATE SKIP LOCKED plus a lease, so two workers never
// take the same row and a crashed worker's rows come back after the lease.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { outbox } from "../db/schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxRow(tx: Db, kind: "email", payload: unknown, now: Date): Promise<number> {
  const rows = await tx
    .insert(outbox)
    .values({ kind, payload, nextAttemptAt: now, createdAt: now })
    .returning({ id: outbox.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("outbox insert returned no row");
  return id;
}

/** Takes up to `limit` due rows: attempts + 1 and next_attempt_at pushed by the lease. */
export async function claimDueOutboxRows(db: Db, now: Date, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update outbox o
    set attempts = o.attempts + 1,
        next_attempt_at = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
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
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempts: Number(r.attempts),
    status: "pending",
    nextAttemptAt: now,
    sentAt: null,
    createdAt: now,
    lastError: null,
  }));
}

export async function markOutboxSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ status: "sent", sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

/** A failed attempt: try again at `retryAt`, or give up (status failed) when it is null. */
export async function markOutboxAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { status: "failed", lastError: error.slice(0, 500) },
    )
    .where(eq(outbox.id, id));
}

export async function findOutboxRow(db: Db, id: number): Promise<OutboxRow | null> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0] ?? null;
}
