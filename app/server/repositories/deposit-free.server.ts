// The deposit-free package's prices per office and class (decision 0125).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { depositFreePrices, vehicleClasses } from "#app/server/db/schema.ts";

export type DepositFreePriceRow = { officeId: number; classId: number; dailyKurus: number; active: boolean };

/** The package's daily price where it is offered (set and active), else null. */
export async function findDepositFreePrice(db: Db, officeId: number, classId: number): Promise<number | null> {
  const [row] = await db
    .select({ dailyKurus: depositFreePrices.dailyKurus })
    .from(depositFreePrices)
    .where(
      and(
        eq(depositFreePrices.officeId, officeId),
        eq(depositFreePrices.classId, classId),
        eq(depositFreePrices.active, true),
      ),
    )
    .limit(1);
  return row ? Number(row.dailyKurus) : null;
}

/** Every office's active package prices: office -> class -> daily kuruş (the search catalogue's copy). */
export async function loadActiveDepositFreePrices(db: Db): Promise<Map<number, Map<number, number>>> {
  const rows = await db
    .select({
      officeId: depositFreePrices.officeId,
      classId: depositFreePrices.classId,
      dailyKurus: depositFreePrices.dailyKurus,
    })
    .from(depositFreePrices)
    .where(eq(depositFreePrices.active, true));
  const byOffice = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const classes = byOffice.get(row.officeId) ?? new Map<number, number>();
    classes.set(row.classId, Number(row.dailyKurus));
    byOffice.set(row.officeId, classes);
  }
  return byOffice;
}

export type DepositFreeClassRow = {
  classId: number;
  nameTr: string;
  nameEn: string;
  dailyKurus: number | null;
  active: boolean;
};

/** Every class with the office's setting for it (null price = not set). */
export async function listDepositFreeForOffice(db: Db, officeId: number): Promise<DepositFreeClassRow[]> {
  const rows = await db
    .select({
      classId: vehicleClasses.id,
      nameTr: vehicleClasses.nameTr,
      nameEn: vehicleClasses.nameEn,
      dailyKurus: depositFreePrices.dailyKurus,
      active: depositFreePrices.active,
    })
    .from(vehicleClasses)
    .leftJoin(
      depositFreePrices,
      and(eq(depositFreePrices.classId, vehicleClasses.id), eq(depositFreePrices.officeId, officeId)),
    )
    .orderBy(asc(vehicleClasses.sort));
  return rows.map((r) => ({
    classId: r.classId,
    nameTr: r.nameTr,
    nameEn: r.nameEn,
    dailyKurus: r.dailyKurus === null ? null : Number(r.dailyKurus),
    active: r.active ?? false,
  }));
}

/** The row as it stands, locked for the change. */
export async function lockDepositFreePrice(
  tx: Db,
  officeId: number,
  classId: number,
): Promise<DepositFreePriceRow | null> {
  const [row] = await tx
    .select()
    .from(depositFreePrices)
    .where(and(eq(depositFreePrices.officeId, officeId), eq(depositFreePrices.classId, classId)))
    .for("update")
    .limit(1);
  return row
    ? { officeId: row.officeId, classId: row.classId, dailyKurus: Number(row.dailyKurus), active: row.active }
    : null;
}

/** Sets the office's price for the class (one row per office and class). */
export async function upsertDepositFreePrice(
  tx: Db,
  row: DepositFreePriceRow & { staffId: string; now: Date },
): Promise<void> {
  await tx
    .insert(depositFreePrices)
    .values({
      officeId: row.officeId,
      classId: row.classId,
      dailyKurus: row.dailyKurus,
      active: row.active,
      updatedAt: row.now,
      updatedByStaffId: row.staffId,
    })
    .onConflictDoUpdate({
      target: [depositFreePrices.officeId, depositFreePrices.classId],
      set: {
        dailyKurus: sql`excluded.daily_kurus`,
        active: sql`excluded.active`,
        updatedAt: sql`excluded.updated_at`,
        updatedByStaffId: sql`excluded.updated_by_staff_id`,
      },
    });
}

/** The class's names, or null when no such class (a posted id is checked before it is written). */
export async function findClassNames(db: Db, classId: number): Promise<{ nameTr: string; nameEn: string } | null> {
  const [row] = await db
    .select({ nameTr: vehicleClasses.nameTr, nameEn: vehicleClasses.nameEn })
    .from(vehicleClasses)
    .where(eq(vehicleClasses.id, classId));
  return row ?? null;
}
