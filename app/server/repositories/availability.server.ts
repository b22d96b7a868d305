// Which units can serve [pick-up at office A at t1, return at office B at t2], in one SQL query.
// The rules are those of docs/domain-rules.md "Fleet and availability"; the ranges are the ones the
// exclusion constraint compares: held = [pick-up, return + drop-off office's buffer).
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "#app/server/db/client.server.ts";

export type AvailabilityWindow = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
  /** Payment holds that ran out before `now` hold nothing, even before releaseExpiredHolds ran. */
  now: Date;
  /** A booking being changed (decision 0056): its own hold and trip do not stand in its way. */
  ignoreReservationId?: string | null;
};

export type FeasibleUnit = {
  unitId: number;
  modelId: number;
  plate: string;
  /** When the unit comes back to the pick-up office before t1 (null: it stands at its home office). */
  previousReturnAt: Date | null;
  /** When its next reservation after t2 starts (null: none). */
  nextPickupAt: Date | null;
};

/** Turns the queries below into text and parameters (they name no table columns: no casing). */
const dialect = new PgDialect();

/**
 * The rows of a query sent as a named statement (decision 0177): on PostgreSQL each connection
 * parses and plans it once and then only binds the values (a search: 3,100-3,600 a second unnamed,
 * 3,500-4,400 named, 20 clients). PGlite runs it as any other query. A name stands for one text and
 * its result columns are named in it, so a later change of feasible_units' columns cannot change a
 * kept statement's result.
 */
async function namedRowsOf<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const result = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/**
 * The feasible units as a SQL fragment (unit_id, model_id, plate, prev_return, next_pickup): the
 * database function feasible_units (migrations 0035, 0068), whose plan each connection keeps, so a
 * search is not planned again every time. Location look-ups count completed rentals too (they moved
 * the car); holds count only live ones. A search starts from the pick-up office (docs/decisions/0037
 * and its stop-24 amendment): unit_stays, kept by triggers on reservations and units, gives the
 * units free at that office for the whole window whose next rental starts at the drop-off office
 * through one GiST probe (the candidates of stay_candidates, which the grid shares: decision 0163),
 * and those units are feasible as their stay says (amendment stop 25, migration 0036: the triggers
 * keep the stretch exact), checked only for maintenance blocks (decision 0046), service state and
 * model, which the stay carries (decision 0184), reading neither reservations nor units. The units unit_stays cannot judge (a payment hold run out but not
 * yet released, the unit of the booking being changed) get the exact checks instead (their latest
 * return before t1, their next rental after t2, no live hold and no block overlapping). One unit's
 * check (`unitId`, the reserve transaction's re-check) reads that unit directly, not unit_stays,
 * through the same exact checks.
 */
function feasibleUnitsQuery(w: AvailabilityWindow, modelId: number | null, unitId: number | null = null): SQL {
  return sql`select * from feasible_units(${w.pickupOfficeId}::int, ${w.dropoffOfficeId}::int,
    ${w.pickupAt.toISOString()}::timestamptz, ${w.returnAt.toISOString()}::timestamptz,
    ${w.now.toISOString()}::timestamptz, ${w.ignoreReservationId ?? null}::uuid, ${modelId}::int, ${unitId}::int)`;
}

/** Model id -> number of feasible units, for a search. One query. */
export async function countFeasibleUnitsByModel(db: Db, w: AvailabilityWindow): Promise<Map<number, number>> {
  const rows = await namedRowsOf<{ model_id: number; free: number | string }>(
    db,
    "yolda_feasible_count",
    sql`select f.model_id, count(*) as free from (${feasibleUnitsQuery(w, null)}) f group by f.model_id`,
  );
  return new Map(rows.map((r) => [Number(r.model_id), Number(r.free)]));
}

/**
 * The feasible units of one model, best fit first: the unit that arrived at the pick-up office
 * last and is needed again soonest, so longer free stretches stay open for longer rentals.
 */
export async function listFeasibleUnits(db: Db, w: AvailabilityWindow, modelId: number): Promise<FeasibleUnit[]> {
  const rows = await namedRowsOf<{
    unit_id: number;
    model_id: number;
    plate: string;
    prev_return: unknown;
    next_pickup: unknown;
  }>(
    db,
    "yolda_feasible_list",
    sql`select f.unit_id, f.model_id, f.plate, f.prev_return, f.next_pickup from (${feasibleUnitsQuery(w, modelId)}) f
        order by f.prev_return desc nulls last, f.next_pickup asc nulls last, f.unit_id`,
  );
  return rows.map((r) => ({
    unitId: Number(r.unit_id),
    modelId: Number(r.model_id),
    plate: r.plate,
    previousReturnAt: toDate(r.prev_return),
    nextPickupAt: toDate(r.next_pickup),
  }));
}

/**
 * Whether one unit can still serve the window, by the same rules and the same query as the list.
 * The reserve transaction asks this again after locking the unit (lockUnit), so the answer
 * includes every booking of that car committed before the lock was granted.
 */
export async function isUnitFeasible(db: Db, w: AvailabilityWindow, unitId: number): Promise<boolean> {
  const rows = await namedRowsOf<{ unit_id: number }>(
    db,
    "yolda_feasible_unit",
    sql`select f.unit_id from (${feasibleUnitsQuery(w, null, unitId)}) f`,
  );
  return rows.length === 1;
}

/** The search query as text with its parameters inlined, for EXPLAIN in the bench and the decision record. */
export function searchQueryForExplain(w: AvailabilityWindow): SQL {
  return sql`select f.model_id, count(*) as free from (${feasibleUnitsQuery(w, null)}) f group by f.model_id`;
}
