// Units and their maintenance blocks (docs/decisions/0046). Writes run inside the
// caller's transaction; the database's own refusals (duplicate plate, overlapping blocks, a block
// over a live reservation) come back as typed outcomes.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { BlockKind } from "#app/domain/fleet/unit-blocks.ts";
import type { Lang } from "#app/i18n/config.ts";
import { foldPlate } from "#app/shared/search-text/fold.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, unitBlocks, units, vehicleClasses, vehicleModels } from "#app/server/db/schema.ts";
import { pgErrorCode } from "./reservations.server.ts";

export type UnitState = "inService" | "outOfService" | "retired";

export type UnitListRow = {
  id: number;
  plate: string;
  modelId: number;
  vehicle: string;
  className: string;
  homeOfficeId: number;
  inService: boolean;
  retiredAt: Date | null;
};

const LIVE = ["pending_payment", "confirmed", "active"] as const;

const vehicleName = sql<string>`${vehicleModels.brand} || ' ' || ${vehicleModels.model}`;

function stateFilter(state: UnitState | null): SQL | undefined {
  if (state === "inService") return eq(units.inService, true);
  if (state === "outOfService") return and(eq(units.inService, false), isNull(units.retiredAt));
  if (state === "retired") return isNotNull(units.retiredAt);
  return undefined;
}

/** The units of `officeIds` (null: all), filtered by plate text and state, by office and plate. */
export async function listUnits(
  db: Db,
  lang: Lang,
  filter: { officeIds: readonly number[] | null; plate: string; state: UnitState | null },
): Promise<UnitListRow[]> {
  if (filter.officeIds !== null && filter.officeIds.length === 0) return [];
  const compact = filter.plate.replace(/[\s-]+/g, "").toUpperCase();
  return db
    .select({
      id: units.id,
      plate: units.plate,
      modelId: units.modelId,
      vehicle: vehicleName,
      className: lang === "tr" ? vehicleClasses.nameTr : vehicleClasses.nameEn,
      homeOfficeId: units.homeOfficeId,
      inService: units.inService,
      retiredAt: units.retiredAt,
    })
    .from(units)
    .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(
      and(
        filter.officeIds === null ? undefined : inArray(units.homeOfficeId, [...filter.officeIds]),
        compact === ""
          ? undefined
          : sql`yolda_fold_plate(${units.plate}) like ${`%${foldPlate(compact).replace(/[%_\\]/g, "")}%`}`,
        stateFilter(filter.state),
      ),
    )
    .orderBy(asc(units.homeOfficeId), asc(units.plate));
}

export type UnitRow = typeof units.$inferSelect;

export async function findUnitRow(db: Db, id: number): Promise<UnitRow | null> {
  const rows = await db.select().from(units).where(eq(units.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The unit's row, locked until the transaction ends (the same lock as the reserve step's lockUnit). */
export async function lockUnitRow(tx: Db, id: number): Promise<UnitRow | null> {
  const rows = await tx.select().from(units).where(eq(units.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

export type ModelChoice = { id: number; name: string; className: string };

export async function listModelChoices(db: Db, lang: Lang): Promise<ModelChoice[]> {
  return db
    .select({
      id: vehicleModels.id,
      name: vehicleName,
      className: lang === "tr" ? vehicleClasses.nameTr : vehicleClasses.nameEn,
    })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
}

export async function modelExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.id, id));
  return rows.length === 1;
}

export async function officeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return rows.length === 1;
}

export type UnitValues = { plate: string; modelId: number; homeOfficeId: number; inService: boolean };

/** Inserts a unit in a savepoint; "plateTaken" when the unique key refuses the plate. */
export async function insertUnit(tx: Db, values: UnitValues): Promise<{ ok: true; id: number } | { ok: false }> {
  try {
    const rows = await tx.transaction(async (sp) => sp.insert(units).values(values).returning({ id: units.id }));
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("units insert returned nothing");
    return { ok: true, id };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false };
    throw error;
  }
}

/** Updates a unit in a savepoint; false when the unique key refuses the new plate. */
export async function updateUnit(
  tx: Db,
  id: number,
  values: Partial<UnitValues> & { retiredAt?: Date | null },
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.update(units).set(values).where(eq(units.id, id));
    });
    return true;
  } catch (error) {
    if (pgErrorCode(error) === "23505") return false;
    throw error;
  }
}

export type UnitReservation = { number: string; pickupAt: Date; returnAt: Date; status: string };

/** Live reservations of the unit whose held range ends after `after` (its future and current ones). */
export async function liveReservationsAfter(db: Db, unitId: number, after: Date): Promise<UnitReservation[]> {
  return db
    .select({
      number: reservations.number,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      status: reservations.status,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        inArray(reservations.status, [...LIVE]),
        sql`upper(${reservations.held}) > ${after.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservations.pickupAt));
}

/** Live reservations of the unit whose held range overlaps [start, end): what a block would cover. */
export async function reservationsOverlapping(db: Db, unitId: number, range: string): Promise<string[]> {
  const rows = await db
    .select({ number: reservations.number })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        inArray(reservations.status, [...LIVE]),
        sql`${reservations.held} && ${range}::tstzrange`,
      ),
    )
    .orderBy(asc(reservations.pickupAt));
  return rows.map((r) => r.number);
}

export type BlockRow = {
  id: number;
  unitId: number;
  /** A staff block, or the journey of a transfer between offices (decision 0110). */
  kind: BlockKind | "transfer";
  start: Date;
  end: Date;
  note: string;
  createdAt: Date;
  removedAt: Date | null;
};

const blockColumns = {
  id: unitBlocks.id,
  unitId: unitBlocks.unitId,
  kind: unitBlocks.kind,
  start: sql<Date>`lower(${unitBlocks.period})`.mapWith((v: unknown) => new Date(String(v))),
  end: sql<Date>`upper(${unitBlocks.period})`.mapWith((v: unknown) => new Date(String(v))),
  note: unitBlocks.note,
  createdAt: unitBlocks.createdAt,
  removedAt: unitBlocks.removedAt,
};

/** A unit's blocks that end after `after` (live and removed ones), soonest first. */
export async function listUnitBlocks(db: Db, unitId: number, after: Date): Promise<BlockRow[]> {
  return db
    .select(blockColumns)
    .from(unitBlocks)
    .where(and(eq(unitBlocks.unitId, unitId), sql`upper(${unitBlocks.period}) > ${after.toISOString()}::timestamptz`))
    .orderBy(asc(sql`lower(${unitBlocks.period})`), desc(unitBlocks.id));
}

export async function findBlock(db: Db, unitId: number, blockId: number): Promise<BlockRow | null> {
  const rows = await db
    .select(blockColumns)
    .from(unitBlocks)
    .where(and(eq(unitBlocks.id, blockId), eq(unitBlocks.unitId, unitId)));
  return rows[0] ?? null;
}

/** Live blocks of `unitIds` (null: every unit) that overlap [from, to), for the fleet timeline. */
export async function listBlocksOverlapping(
  db: Db,
  window: { unitIds: readonly number[] | null; from: Date; to: Date },
): Promise<BlockRow[]> {
  if (window.unitIds !== null && window.unitIds.length === 0) return [];
  return db
    .select(blockColumns)
    .from(unitBlocks)
    .where(
      and(
        isNull(unitBlocks.removedAt),
        sql`${unitBlocks.period} && tstzrange(${window.from.toISOString()}::timestamptz, ${window.to.toISOString()}::timestamptz, '[)')`,
        window.unitIds === null ? undefined : inArray(unitBlocks.unitId, [...window.unitIds]),
      ),
    )
    .orderBy(asc(unitBlocks.unitId), asc(sql`lower(${unitBlocks.period})`));
}

export type BlockInsertOutcome =
  | { ok: true; id: number }
  | { ok: false; conflict: "reservations"; numbers: string[] }
  | { ok: false; conflict: "block" };

function detailOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const d = (current as { detail?: unknown }).detail;
    if (typeof d === "string") return d;
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}

function messageChain(error: unknown): string {
  let text = "";
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const m = (current as { message?: unknown }).message;
    const c = (current as { constraint?: unknown }).constraint;
    text += ` ${typeof m === "string" ? m : ""} ${typeof c === "string" ? c : ""}`;
    current = (current as { cause?: unknown }).cause;
  }
  return text;
}

/**
 * Inserts a block in a savepoint. The database has the last word: another live block of the unit
 * in the period (unit_blocks_no_overlap) or a live reservation held then (the trigger, which names
 * the reservations) both come back as 23P01 and are told apart here.
 */
export async function insertBlock(
  tx: Db,
  values: { unitId: number; kind: BlockKind | "transfer"; range: string; note: string; createdBy: string },
): Promise<BlockInsertOutcome> {
  try {
    const rows = await tx.transaction(async (sp) =>
      sp
        .insert(unitBlocks)
        .values({
          unitId: values.unitId,
          kind: values.kind,
          period: values.range,
          note: values.note,
          createdBy: values.createdBy,
        })
        .returning({ id: unitBlocks.id }),
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("unit_blocks insert returned nothing");
    return { ok: true, id };
  } catch (error) {
    const code = pgErrorCode(error);
    if (code !== "23P01" && code !== "40P01") throw error;
    if (messageChain(error).includes("unit_blocks_no_overlap")) return { ok: false, conflict: "block" };
    const numbers = detailOf(error)
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n !== "");
    return { ok: false, conflict: "reservations", numbers };
  }
}

/** Marks a live block removed; false when it was already removed. */
export async function markBlockRemoved(tx: Db, blockId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(unitBlocks)
    .set({ removedAt: at })
    .where(and(eq(unitBlocks.id, blockId), isNull(unitBlocks.removedAt)))
    .returning({ id: unitBlocks.id });
  return rows.length === 1;
}

/** Whether the unit has a live block that has not ended by `at` (shown in the list). */
export async function unitsBlockedAt(db: Db, unitIds: readonly number[], at: Date): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await db
    .select({ unitId: unitBlocks.unitId })
    .from(unitBlocks)
    .where(
      and(
        isNull(unitBlocks.removedAt),
        inArray(unitBlocks.unitId, [...unitIds]),
        sql`${unitBlocks.period} @> ${at.toISOString()}::timestamptz`,
      ),
    );
  return new Set(rows.map((r) => r.unitId));
}
