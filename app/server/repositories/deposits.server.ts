// The deposit held for a rental (rental_deposits, migration 0046, decision 0088). Every step is a
// conditional update from the state it expects, so of two submissions only one moves it.
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { rentalDeposits, reservations } from "#app/server/db/schema.ts";
import type { DepositStatus } from "#app/domain/desk/deposit.ts";

export type DepositRow = typeof rentalDeposits.$inferSelect;

export async function findDeposit(db: Db, reservationId: string): Promise<DepositRow | null> {
  const rows = await db.select().from(rentalDeposits).where(eq(rentalDeposits.reservationId, reservationId)).limit(1);
  return rows[0] ?? null;
}

export async function findDepositByOrder(db: Db, orderId: string): Promise<DepositRow | null> {
  const rows = await db.select().from(rentalDeposits).where(eq(rentalDeposits.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** Adds the rental's deposit; null when it already has one (the primary key). */
export async function insertDeposit(db: Db, row: typeof rentalDeposits.$inferInsert): Promise<DepositRow | null> {
  const rows = await db.insert(rentalDeposits).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Moves the deposit from `from` to the values given; null when another submission moved it first. */
export async function moveDeposit(
  db: Db,
  reservationId: string,
  from: DepositStatus,
  set: Partial<typeof rentalDeposits.$inferInsert>,
): Promise<DepositRow | null> {
  const rows = await db
    .update(rentalDeposits)
    .set(set)
    .where(and(eq(rentalDeposits.reservationId, reservationId), eq(rentalDeposits.status, from)))
    .returning();
  return rows[0] ?? null;
}

/** Card holds taken at or before `heldBefore` and still neither captured nor released. */
export async function listStaleHolds(
  db: Db,
  heldBefore: Date,
  officeIds: readonly number[] | null,
): Promise<Array<DepositRow & { number: string; pickupOfficeId: number; dropoffOfficeId: number }>> {
  const rows = await db
    .select({
      deposit: rentalDeposits,
      number: reservations.number,
      pickupOfficeId: reservations.pickupOfficeId,
      dropoffOfficeId: reservations.dropoffOfficeId,
    })
    .from(rentalDeposits)
    .innerJoin(reservations, eq(reservations.id, rentalDeposits.reservationId))
    .where(
      and(
        eq(rentalDeposits.method, "card_preauth"),
        inArray(rentalDeposits.status, ["held", "settling"]),
        lte(rentalDeposits.heldAt, heldBefore),
      ),
    )
    .orderBy(asc(rentalDeposits.heldAt));
  return rows
    .filter((r) => officeIds === null || officeIds.includes(r.pickupOfficeId) || officeIds.includes(r.dropoffOfficeId))
    .map((r) => ({
      ...r.deposit,
      number: r.number,
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
    }));
}

/** Deposits claimed for settling at or before `since` (or with no claim time): a dead process's claims. */
export async function listStaleSettling(db: Db, since: Date): Promise<DepositRow[]> {
  return db
    .select()
    .from(rentalDeposits)
    .where(
      and(
        eq(rentalDeposits.status, "settling"),
        or(isNull(rentalDeposits.settlingSince), lte(rentalDeposits.settlingSince, since)),
      ),
    );
}

/**
 * Gives back a claim the bank never acted on (settling -> held), only if it is still the claim that
 * was looked at (same `settling_since`): a newer claim by a live process is never taken from it.
 */
export async function returnStaleClaim(db: Db, reservationId: string, seenSince: Date | null): Promise<boolean> {
  const rows = await db
    .update(rentalDeposits)
    .set({ status: "held", settledBy: null, settlingSince: null })
    .where(
      and(
        eq(rentalDeposits.reservationId, reservationId),
        eq(rentalDeposits.status, "settling"),
        seenSince === null ? isNull(rentalDeposits.settlingSince) : eq(rentalDeposits.settlingSince, seenSince),
      ),
    )
    .returning({ id: rentalDeposits.reservationId });
  return rows.length > 0;
}
