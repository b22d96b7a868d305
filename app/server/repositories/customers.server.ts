// The do-not-rent list and what the back office knows about one customer (decision 0077): entries
// are added and removed by recording (a trigger refuses DELETE), notes are append-only, and one
// person's reservations are found by the e-mail, phone or ID number on them.
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { customerNotes, doNotRentEntries, type DoNotRentKind, reservations } from "#app/server/db/schema.ts";
import { pgErrorCode, type ReservationRow } from "./reservations.server.ts";

export type DoNotRentRow = typeof doNotRentEntries.$inferSelect;
export type CustomerNoteRow = typeof customerNotes.$inferSelect;

type DoNotRentKeys = readonly { kind: DoNotRentKind; value: string }[];

/** The condition on do_not_rent_entries for a live entry matching any of the (kind, value) pairs. */
function liveMatch(keys: DoNotRentKeys): SQL | undefined {
  const match = or(...keys.map((k) => and(eq(doNotRentEntries.kind, k.kind), eq(doNotRentEntries.value, k.value))));
  return and(isNull(doNotRentEntries.removedAt), match);
}

/** Live entries matching any of the (kind, value) pairs. */
export async function findLiveDoNotRent(db: Db, keys: DoNotRentKeys): Promise<DoNotRentRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(doNotRentEntries).where(liveMatch(keys)).orderBy(desc(doNotRentEntries.addedAt));
}

/**
 * Whether a live entry matches any of the pairs, as a boolean expression for another statement's
 * select list (the booking's first statement, decision 0180): the same match as findLiveDoNotRent.
 */
export function liveDoNotRentListed(keys: DoNotRentKeys): SQL<boolean> {
  if (keys.length === 0) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${doNotRentEntries} where ${liveMatch(keys)})`;
}

export async function listDoNotRent(db: Db, options: { withRemoved: boolean }): Promise<DoNotRentRow[]> {
  return db
    .select()
    .from(doNotRentEntries)
    .where(options.withRemoved ? undefined : isNull(doNotRentEntries.removedAt))
    .orderBy(desc(doNotRentEntries.addedAt))
    .limit(500);
}

export async function insertDoNotRent(
  tx: Db,
  row: typeof doNotRentEntries.$inferInsert,
): Promise<{ ok: true; row: DoNotRentRow } | { ok: false; duplicate: true }> {
  try {
    const inserted = await tx.transaction(async (sp) => sp.insert(doNotRentEntries).values(row).returning());
    const first = inserted[0];
    if (!first) throw new Error("do-not-rent insert returned no row");
    return { ok: true, row: first };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, duplicate: true };
    throw error;
  }
}

/** Records the removal of a live entry; null when it is not live (already removed, or no such id). */
export async function markDoNotRentRemoved(
  tx: Db,
  id: string,
  removal: { byId: string; byName: string; reason: string; at: Date },
): Promise<DoNotRentRow | null> {
  const rows = await tx
    .update(doNotRentEntries)
    .set({
      removedAt: removal.at,
      removedById: removal.byId,
      removedByName: removal.byName,
      removalReason: removal.reason,
    })
    .where(and(eq(doNotRentEntries.id, id), isNull(doNotRentEntries.removedAt)))
    .returning();
  return rows[0] ?? null;
}

export type CustomerKeys = { email: string | null; phone: string | null; idNumber: string | null };

function reservationMatch(keys: CustomerKeys): SQL | undefined {
  const parts: SQL[] = [];
  if (keys.email) parts.push(sql`lower(${reservations.driver}->>'email') = ${keys.email}`);
  if (keys.phone) parts.push(sql`${reservations.driver}->>'phone' = ${keys.phone}`);
  if (keys.idNumber) {
    parts.push(
      sql`upper(regexp_replace(coalesce(${reservations.driver}->>'tckn', ${reservations.driver}->>'passport', ''), '[^A-Za-z0-9]', '', 'g')) = ${keys.idNumber}`,
    );
  }
  return parts.length === 0 ? undefined : or(...parts);
}

/** The person's reservations, newest pick-up first (at most 200). */
export async function listCustomerReservations(db: Db, keys: CustomerKeys): Promise<ReservationRow[]> {
  const match = reservationMatch(keys);
  if (!match) return [];
  return db.select().from(reservations).where(match).orderBy(desc(reservations.pickupAt)).limit(200);
}

export async function listCustomerNotes(db: Db, keys: CustomerKeys): Promise<CustomerNoteRow[]> {
  const parts: SQL[] = [];
  if (keys.email) parts.push(eq(customerNotes.email, keys.email));
  if (keys.phone) parts.push(eq(customerNotes.phone, keys.phone));
  if (keys.idNumber) parts.push(eq(customerNotes.idNumber, keys.idNumber));
  if (parts.length === 0) return [];
  return db
    .select()
    .from(customerNotes)
    .where(or(...parts))
    .orderBy(desc(customerNotes.createdAt))
    .limit(200);
}

export async function insertCustomerNote(tx: Db, row: typeof customerNotes.$inferInsert): Promise<CustomerNoteRow> {
  const rows = await tx.insert(customerNotes).values(row).returning();
  const first = rows[0];
  if (!first) throw new Error("customer note insert returned no row");
  return first;
}
