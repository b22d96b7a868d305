// Transfers between offices (docs/decisions/0110): the unit_transfers rows, where a car stands at
// an instant (its latest rental's drop-off or transfer's arrival before it, else its home office),
// what it does next, and the arrival that makes the destination its home office.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, unitTransfers, units } from "#app/server/db/schema.ts";

export type TransferRow = typeof unitTransfers.$inferSelect;

const MOVING = ["pending_payment", "confirmed", "active", "completed"] as const;

/** An office a car can be sent to: its id and whether it is open for business. */
export async function findOfficeRow(db: Db, id: number): Promise<{ id: number; active: boolean } | null> {
  const rows = await db
    .select({ id: offices.id, active: offices.active })
    .from(offices)
    .where(eq(offices.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Offices' names in both languages, for audit entries each reader reads in their own. */
export async function officeNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, { tr: string; en: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: offices.id, tr: offices.nameTr, en: offices.nameEn })
    .from(offices)
    .where(inArray(offices.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { tr: r.tr, en: r.en }]));
}

export async function findTransfer(db: Db, id: number): Promise<TransferRow | null> {
  const rows = await db.select().from(unitTransfers).where(eq(unitTransfers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTransferByFormKey(db: Db, formKey: string): Promise<TransferRow | null> {
  const rows = await db.select().from(unitTransfers).where(eq(unitTransfers.formKey, formKey)).limit(1);
  return rows[0] ?? null;
}

/**
 * The office the unit stands at `at`: the drop-off of its latest rental returned by then (a payment
 * hold counts while it holds) or the destination of its latest live transfer arrived by then,
 * whichever is later; its home office when neither.
 */
export async function unitOfficeAt(db: Db, unitId: number, at: Date, now: Date): Promise<number | null> {
  const iso = at.toISOString();
  const nowIso = now.toISOString();
  const result = await db.execute<{ office_id: number }>(sql`
    SELECT coalesce((
      SELECT m.office_id FROM (
        (SELECT r.dropoff_office_id AS office_id, r.return_at AS at FROM reservations r
         WHERE r.unit_id = ${unitId} AND r.status IN ('pending_payment', 'confirmed', 'active', 'completed')
           AND (r.status <> 'pending_payment' OR r.hold_expires_at > ${nowIso}::timestamptz)
           AND r.return_at <= ${iso}::timestamptz
         ORDER BY r.return_at DESC LIMIT 1)
        UNION ALL
        (SELECT t.to_office_id, t.arrive_at FROM unit_transfers t
         WHERE t.unit_id = ${unitId} AND t.cancelled_at IS NULL AND t.arrive_at <= ${iso}::timestamptz
         ORDER BY t.arrive_at DESC LIMIT 1)
      ) m ORDER BY m.at DESC LIMIT 1
    ), u.home_office_id) AS office_id
    FROM units u WHERE u.id = ${unitId}`);
  const row = (result as unknown as { rows: { office_id: number }[] }).rows[0];
  return row ? Number(row.office_id) : null;
}

/** The unit's next rental picked up at or after `at` (what a transfer arriving then must not strand). */
export async function nextRentalFrom(
  db: Db,
  unitId: number,
  at: Date,
): Promise<{ number: string; pickupOfficeId: number; pickupAt: Date } | null> {
  const rows = await db
    .select({
      number: reservations.number,
      pickupOfficeId: reservations.pickupOfficeId,
      pickupAt: reservations.pickupAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        inArray(reservations.status, [...MOVING]),
        sql`${reservations.pickupAt} >= ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservations.pickupAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The unit's next live transfer leaving at or after `at`. */
export async function nextTransferFrom(db: Db, unitId: number, at: Date): Promise<TransferRow | null> {
  const rows = await db
    .select()
    .from(unitTransfers)
    .where(
      and(
        eq(unitTransfers.unitId, unitId),
        isNull(unitTransfers.cancelledAt),
        sql`${unitTransfers.departAt} >= ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(unitTransfers.departAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTransfer(
  tx: Db,
  values: {
    formKey: string;
    unitId: number;
    blockId: number;
    fromOfficeId: number;
    toOfficeId: number;
    departAt: Date;
    arriveAt: Date;
    createdBy: string;
  },
): Promise<TransferRow> {
  const rows = await tx.insert(unitTransfers).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("unit_transfers insert returned nothing");
  return row;
}

/** Marks a live transfer that has not left by `at` cancelled; false when it was not. */
export async function markTransferCancelled(tx: Db, id: number, at: Date, by: string): Promise<boolean> {
  const rows = await tx
    .update(unitTransfers)
    .set({ cancelledAt: at, cancelledBy: by })
    .where(
      and(
        eq(unitTransfers.id, id),
        isNull(unitTransfers.cancelledAt),
        isNull(unitTransfers.arrivedAt),
        gt(unitTransfers.departAt, at),
      ),
    )
    .returning({ id: unitTransfers.id });
  return rows.length === 1;
}

export type TimelineTransferRow = {
  id: number;
  unitId: number;
  blockId: number;
  fromOfficeId: number;
  toOfficeId: number;
  departAt: Date;
  arriveAt: Date;
};

/**
 * Units on their way to one of `officeIds` (a live transfer not yet arrived), which the
 * destination's timeline shows beside its own cars.
 */
export async function unitsComingTo(db: Db, officeIds: readonly number[] | null): Promise<number[]> {
  if (officeIds !== null && officeIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ unitId: unitTransfers.unitId })
    .from(unitTransfers)
    .where(
      and(
        isNull(unitTransfers.cancelledAt),
        isNull(unitTransfers.arrivedAt),
        officeIds === null ? undefined : inArray(unitTransfers.toOfficeId, [...officeIds]),
      ),
    );
  return rows.map((r) => r.unitId);
}

/**
 * Every live transfer arrived by `now` and not yet marked: its car's home office becomes the
 * destination, and the transfer is marked arrived, in one transaction (a repeat finds nothing).
 */
export async function arriveDueTransfers(db: Db, now: Date): Promise<TransferRow[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await tx
      .update(unitTransfers)
      .set({ arrivedAt: now })
      .where(and(isNull(unitTransfers.cancelledAt), isNull(unitTransfers.arrivedAt), lte(unitTransfers.arriveAt, now)))
      .returning();
    // Oldest first, so a car moved twice ends at its last destination.
    for (const transfer of [...due].sort((a, b) => a.arriveAt.getTime() - b.arriveAt.getTime())) {
      await tx.update(units).set({ homeOfficeId: transfer.toOfficeId }).where(eq(units.id, transfer.unitId));
    }
    return due;
  });
}

/**
 * Live transfers of `unitIds` (null: every unit) that matter from `from` on: not arrived before it, or arrived but not
 * yet marked (the job runs every minute), whenever they leave. Where each car stands during a
 * timeline window comes from these (decision 0129): a car coming in next month is still at its
 * origin this week.
 */
export async function listLiveTransfersFrom(
  db: Db,
  window: { unitIds: readonly number[] | null; from: Date },
): Promise<TimelineTransferRow[]> {
  if (window.unitIds !== null && window.unitIds.length === 0) return [];
  return db
    .select({
      id: unitTransfers.id,
      unitId: unitTransfers.unitId,
      blockId: unitTransfers.blockId,
      fromOfficeId: unitTransfers.fromOfficeId,
      toOfficeId: unitTransfers.toOfficeId,
      departAt: unitTransfers.departAt,
      arriveAt: unitTransfers.arriveAt,
    })
    .from(unitTransfers)
    .where(
      and(
        isNull(unitTransfers.cancelledAt),
        window.unitIds === null ? undefined : inArray(unitTransfers.unitId, [...window.unitIds]),
        or(gt(unitTransfers.arriveAt, window.from), isNull(unitTransfers.arrivedAt)),
      ),
    )
    .orderBy(asc(unitTransfers.unitId), asc(unitTransfers.departAt));
}
