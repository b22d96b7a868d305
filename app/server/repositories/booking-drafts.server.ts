// Booking drafts (docs/decisions/0013): a booking in progress, readable only with the browser key.
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { bookingDrafts } from "../db/schema.ts";

export type DraftRow = { id: string; data: unknown; updatedAt: Date };

export async function insertDraft(
  db: Db,
  row: { browserKeyHash: string; data: unknown; now: Date; expiresAt: Date },
): Promise<string> {
  const rows = await db
    .insert(bookingDrafts)
    .values({
      browserKeyHash: row.browserKeyHash,
      data: row.data,
      createdAt: row.now,
      updatedAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning({ id: bookingDrafts.id });
  const id = rows[0]?.id;
  if (!id) throw new Error("draft insert returned no row");
  return id;
}

/** The draft when it belongs to this browser and has not expired. */
export async function findDraft(db: Db, id: string, browserKeyHash: string, now: Date): Promise<DraftRow | null> {
  const rows = await db
    .select({
      id: bookingDrafts.id,
      data: bookingDrafts.data,
      updatedAt: bookingDrafts.updatedAt,
      expiresAt: bookingDrafts.expiresAt,
    })
    .from(bookingDrafts)
    .where(and(eq(bookingDrafts.id, id), eq(bookingDrafts.browserKeyHash, browserKeyHash)))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { id: row.id, data: row.data, updatedAt: row.updatedAt };
}

export async function updateDraft(db: Db, id: string, data: unknown, now: Date, expiresAt: Date): Promise<void> {
  await db.update(bookingDrafts).set({ data, updatedAt: now, expiresAt }).where(eq(bookingDrafts.id, id));
}

/** Removes run-out drafts (with the personal data typed into them); returns how many. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(bookingDrafts)
    .where(lte(bookingDrafts.expiresAt, now))
    .returning({ id: bookingDrafts.id });
  return rows.length;
}
