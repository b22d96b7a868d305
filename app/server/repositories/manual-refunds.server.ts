// Refunds paid back another way (migration 0052, decision 0106): a bank transfer or cash from an
// office's drawer. Written inside the caller's transaction; the form's key makes a repeat find the
// first row instead of a second one.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { manualRefunds } from "#app/server/db/schema.ts";

export type ManualRefundRow = typeof manualRefunds.$inferSelect;
export type NewManualRefund = typeof manualRefunds.$inferInsert;

/** Stores the refund once per key: `repeated` when the key (or the request) was already recorded. */
export async function insertManualRefund(
  tx: Db,
  row: NewManualRefund,
): Promise<{ row: ManualRefundRow; repeated: boolean }> {
  const [inserted] = await tx.insert(manualRefunds).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, repeated: false };
  const [first] = await tx
    .select()
    .from(manualRefunds)
    .where(
      row.cancellationRequestId
        ? sql`${manualRefunds.idempotencyKey} = ${row.idempotencyKey} or ${manualRefunds.cancellationRequestId} = ${row.cancellationRequestId}`
        : eq(manualRefunds.idempotencyKey, row.idempotencyKey),
    )
    .limit(1);
  if (!first) throw new Error("manual refund neither stored nor found");
  return { row: first, repeated: true };
}

export function listManualRefunds(db: Db, reservationId: string): Promise<ManualRefundRow[]> {
  return db
    .select()
    .from(manualRefunds)
    .where(eq(manualRefunds.reservationId, reservationId))
    .orderBy(asc(manualRefunds.paidAt));
}

export async function manualRefundOfRequest(db: Db, requestId: string): Promise<ManualRefundRow | null> {
  const [row] = await db
    .select()
    .from(manualRefunds)
    .where(and(eq(manualRefunds.cancellationRequestId, requestId)))
    .limit(1);
  return row ?? null;
}
