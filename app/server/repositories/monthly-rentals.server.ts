// SQL of monthly rentals (docs/decisions/0121, 0122): the models' monthly rate tiers and the
// payment schedule rows of a monthly reservation.
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { MonthlyRate, ScheduledMonth } from "#app/domain/rental/monthly-plan.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { monthlyRates, paymentReferences, rentalMonths } from "#app/server/db/schema.ts";

export type RentalMonthRow = typeof rentalMonths.$inferSelect;

/** Monthly rates per model (all models without `modelIds`). */
export async function loadMonthlyRates(db: Db, modelIds?: readonly number[]): Promise<Map<number, MonthlyRate[]>> {
  const rows = await (modelIds
    ? db
        .select()
        .from(monthlyRates)
        .where(inArray(monthlyRates.modelId, [...modelIds]))
    : db.select().from(monthlyRates));
  const byModel = new Map<number, MonthlyRate[]>();
  for (const r of rows) {
    const list = byModel.get(r.modelId) ?? [];
    list.push({ minDays: r.minDays, monthlyKurus: Number(r.monthlyKurus) });
    byModel.set(r.modelId, list);
  }
  return byModel;
}

/** Sets one model's monthly rate for a tier (null removes it: the daily table prices that tier). */
export async function upsertMonthlyRate(
  db: Db,
  row: { modelId: number; minDays: number; monthlyKurus: number | null },
): Promise<void> {
  if (row.monthlyKurus === null) {
    await db
      .delete(monthlyRates)
      .where(and(eq(monthlyRates.modelId, row.modelId), eq(monthlyRates.minDays, row.minDays)));
    return;
  }
  await db
    .insert(monthlyRates)
    .values({ modelId: row.modelId, minDays: row.minDays, monthlyKurus: row.monthlyKurus })
    .onConflictDoUpdate({
      target: [monthlyRates.modelId, monthlyRates.minDays],
      set: { monthlyKurus: row.monthlyKurus },
    });
}

/** Writes a reservation's schedule; a repeat writes nothing (unique reservation + month). */
export async function insertRentalMonths(db: Db, reservationId: string, months: readonly ScheduledMonth[]) {
  if (months.length === 0) return;
  await db
    .insert(rentalMonths)
    .values(
      months.map((m) => ({
        reservationId,
        month: m.month,
        startsOn: m.startsOn,
        dueOn: m.dueOn,
        linkOn: m.linkOn,
        days: m.days,
        amountKurus: m.amountKurus,
        kmAllowance: m.kmAllowance === "unlimited" ? null : m.kmAllowance,
      })),
    )
    .onConflictDoNothing({ target: [rentalMonths.reservationId, rentalMonths.month] });
}

export type RentalMonthWithReference = RentalMonthRow & {
  referenceNumber: string | null;
  referenceStatus: (typeof paymentReferences.$inferSelect)["status"] | null;
};

/** A reservation's schedule with each month's payment link (reference) number and state. */
export async function listRentalMonths(db: Db, reservationId: string): Promise<RentalMonthWithReference[]> {
  const rows = await db
    .select({
      month: rentalMonths,
      referenceNumber: paymentReferences.number,
      referenceStatus: paymentReferences.status,
    })
    .from(rentalMonths)
    .leftJoin(paymentReferences, eq(paymentReferences.id, rentalMonths.paymentReferenceId))
    .where(eq(rentalMonths.reservationId, reservationId))
    .orderBy(asc(rentalMonths.month));
  return rows.map((r) => ({ ...r.month, referenceNumber: r.referenceNumber, referenceStatus: r.referenceStatus }));
}

/** The first month's amount of a reservation with a schedule (what is charged at booking), else null. */
export async function firstMonthKurus(db: Db, reservationId: string): Promise<number | null> {
  const rows = await db
    .select({ amountKurus: rentalMonths.amountKurus })
    .from(rentalMonths)
    .where(and(eq(rentalMonths.reservationId, reservationId), eq(rentalMonths.month, 1)))
    .limit(1);
  return rows[0] ? Number(rows[0].amountKurus) : null;
}

/** Months whose link is due by `today`, not sent yet and not paid at the desk, oldest first. */
export async function listDueMonthLinks(db: Db, today: string, limit: number): Promise<RentalMonthRow[]> {
  return db
    .select()
    .from(rentalMonths)
    .where(
      and(
        isNull(rentalMonths.linkSentAt),
        isNull(rentalMonths.paidAt),
        isNotNull(rentalMonths.linkOn),
        lte(rentalMonths.linkOn, today),
      ),
    )
    .orderBy(asc(rentalMonths.linkOn), asc(rentalMonths.id))
    .limit(limit);
}

/** Records the month's payment link (null: nothing was owed); only the first one counts. */
export async function markMonthLinkSent(db: Db, id: number, referenceId: string | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(rentalMonths)
    .set({ paymentReferenceId: referenceId, linkSentAt: at })
    .where(and(eq(rentalMonths.id, id), isNull(rentalMonths.linkSentAt)))
    .returning({ id: rentalMonths.id });
  return rows.length > 0;
}

/** Marks a month paid at the desk by `deskPaymentId` (decision 0130); only the first marking counts. */
export async function markMonthPaidAtDesk(db: Db, id: number, deskPaymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(rentalMonths)
    .set({ paidAt: at, deskPaymentId })
    .where(and(eq(rentalMonths.id, id), isNull(rentalMonths.paidAt)))
    .returning({ id: rentalMonths.id });
  return rows.length > 0;
}
