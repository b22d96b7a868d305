// The development mailbox's view of the outbox (read only).
import { desc } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";

export type MailboxRow = { id: number; status: string; createdAt: Date; payload: unknown };

/** The newest outbox rows, for the development mailbox. */
export async function listOutboxForMailbox(db: Db, limit: number): Promise<MailboxRow[]> {
  return db
    .select({ id: outbox.id, status: outbox.status, createdAt: outbox.createdAt, payload: outbox.payload })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
