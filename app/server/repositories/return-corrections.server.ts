// SQL of return corrections (migration 0053, decision 0108): one row per correction, never edited
// in its money (a trigger refuses it); the refund's outcome is filled in after the bank answered.
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { returnCorrections } from "#app/server/db/schema.ts";

export type ReturnCorrectionRow = typeof returnCorrections.$inferSelect;

/** Inserts the correction; null when its form key was already used (the caller reads the first). */
export async function insertReturnCorrection(
  tx: Db,
  row: typeof returnCorrections.$inferInsert,
): Promise<ReturnCorrectionRow | null> {
  const rows = await tx.insert(returnCorrections).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findReturnCorrectionByKey(db: Db, requestKey: string): Promise<ReturnCorrectionRow | null> {
  const [row] = await db.select().from(returnCorrections).where(eq(returnCorrections.requestKey, requestKey));
  return row ?? null;
}

/** The reservation's corrections, first first. */
export async function listReturnCorrections(db: Db, reservationId: string): Promise<ReturnCorrectionRow[]> {
  return db
    .select()
    .from(returnCorrections)
    .where(eq(returnCorrections.reservationId, reservationId))
    .orderBy(asc(returnCorrections.version));
}

export async function setCorrectionRefund(
  db: Db,
  id: string,
  patch: Pick<ReturnCorrectionRow, "refundState" | "refundResult">,
): Promise<void> {
  await db.update(returnCorrections).set(patch).where(eq(returnCorrections.id, id));
}
