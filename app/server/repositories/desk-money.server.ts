// The SQL of the desk's money beyond desk payments (decision 0081): the office's hand-over
// rule, deposits held (card pre-authorisations, cash) and their movements, return-charge waivers.
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservationChargeWaivers } from "#app/server/db/schema.ts";

export type ChargeWaiverRow = typeof reservationChargeWaivers.$inferSelect;

/** Records the waivers of a return (inside the return's transaction). */
export async function insertChargeWaivers(
  tx: Db,
  rows: (typeof reservationChargeWaivers.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationChargeWaivers).values(rows);
}

export async function listChargeWaivers(db: Db, reservationId: string): Promise<ChargeWaiverRow[]> {
  return db
    .select()
    .from(reservationChargeWaivers)
    .where(eq(reservationChargeWaivers.reservationId, reservationId))
    .orderBy(asc(reservationChargeWaivers.id));
}

/** Whether the office refuses a hand-over while the reservation owes money. */
export async function officeRequiresPaymentAtPickup(db: Db, officeId: number): Promise<boolean> {
  const [row] = await db
    .select({ v: offices.pickupRequiresPayment })
    .from(offices)
    .where(eq(offices.id, officeId))
    .limit(1);
  return row?.v ?? false;
}
