// Which units can serve [pick-up at office A at t1, return at office B at t2], in one SQL query.
// The rules are those of domain-rules.md "Fleet and availability"; the ranges are the ones the
// exclusion constraint compares: held = [pick-up, return + drop-off office's buffer).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";

export type AvailabilityWindow = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
  /** Payment holds that ran out before `now` hold nothing, even before releaseExpiredHolds ran. */
  now: Date;
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

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** Reservations returned this long before t1 are found by one index range scan; older ones by a per-unit probe. */
export const RECENT_RETURN_DAYS = 14;

/**
 * The feasible units as a SQL fragment (unit_id, model_id, plate, prev_return, next_pickup).
 * Location look-ups count completed rentals too (they moved the car); holds count only live ones.
 * Where a unit is at t1 comes from its latest return before t1: one index-only range scan over
 * the last RECENT_RETURN_DAYS finds it for busy units; only the others get a per-unit probe
 * (gated by a one-time filter), so a search costs a few thousand index entries, not 3 probes a unit.
 */
function feasibleUnitsQuery(w: AvailabilityWindow, modelId: number | null, unitId: number | null = null): SQL {
  const t1 = w.pickupAt.toISOString();
  const t2 = w.returnAt.toISOString();
  const now = w.now.toISOString();
  return sql`
    with recent as (
      select distinct on (r.unit_id) r.unit_id, r.dropoff_office_id, r.return_at
      from reservations r
      where r.status in ('pending_payment', 'confirmed', 'active', 'completed')
        and (r.status <> 'pending_payment' or r.hold_expires_at > ${now}::timestamptz)
        and r.return_at <= ${t1}::timestamptz
        and r.return_at > ${t1}::timestamptz - make_interval(days => ${RECENT_RETURN_DAYS})
        ${unitId === null ? sql`` : sql`and r.unit_id = ${unitId}`}
      order by r.unit_id, r.return_at desc
    )
    select u.id as unit_id, u.model_id, u.plate,
      coalesce(rc.return_at, prev.return_at) as prev_return, nxt.pickup_at as next_pickup
    from offices b
    cross join lateral (
      select tstzrange(${t1}::timestamptz, ${t2}::timestamptz + make_interval(mins => b.turnaround_minutes), '[)') as want
    ) w
    join units u on u.in_service
    join vehicle_models m on m.id = u.model_id and m.active
    left join recent rc on rc.unit_id = u.id
    left join lateral (
      select r.dropoff_office_id, r.return_at
      from reservations r
      where rc.unit_id is null
        and r.unit_id = u.id
        and r.status in ('pending_payment', 'confirmed', 'active', 'completed')
        and (r.status <> 'pending_payment' or r.hold_expires_at > ${now}::timestamptz)
        and r.return_at <= ${t1}::timestamptz
      order by r.return_at desc
      limit 1
    ) prev on true
    left join lateral (
      select r.pickup_office_id, r.pickup_at
      from reservations r
      where r.unit_id = u.id
        and r.status in ('pending_payment', 'confirmed', 'active', 'completed')
        and (r.status <> 'pending_payment' or r.hold_expires_at > ${now}::timestamptz)
        and r.pickup_at >= ${t2}::timestamptz
      order by r.pickup_at asc
      limit 1
    ) nxt on true
    where b.id = ${w.dropoffOfficeId}
      ${modelId === null ? sql`` : sql`and u.model_id = ${modelId}`}
      ${unitId === null ? sql`` : sql`and u.id = ${unitId}`}
      and coalesce(rc.dropoff_office_id, prev.dropoff_office_id, u.home_office_id) = ${w.pickupOfficeId}
      and (nxt.pickup_office_id is null or nxt.pickup_office_id = ${w.dropoffOfficeId})
      and not exists (
        select 1
        from reservations r
        where r.unit_id = u.id
          and r.status in ('pending_payment', 'confirmed', 'active')
          and (r.status <> 'pending_payment' or r.hold_expires_at > ${now}::timestamptz)
          and r.held && w.want
      )`;
}

/** Model id -> number of feasible units, for a search. One query. */
export async function countFeasibleUnitsByModel(db: Db, w: AvailabilityWindow): Promise<Map<number, number>> {
  const rows = await rowsOf<{ model_id: number; free: number | string }>(
    db,
    sql`select f.model_id, count(*) as free from (${feasibleUnitsQuery(w, null)}) f group by f.model_id`,
  );
  return new Map(rows.map((r) => [Number(r.model_id), Number(r.free)]));
}

/**
 * The feasible units of one model, best fit first: the unit that arrived at the pick-up office
 * last and is needed again soonest, so longer free stretches stay open for longer rentals.
 */
export async function listFeasibleUnits(db: Db, w: AvailabilityWindow, modelId: number): Promise<FeasibleUnit[]> {
  const rows = await rowsOf<{
    unit_id: number;
    model_id: number;
    plate: string;
    prev_return: unknown;
    next_pickup: unknown;
  }>(
    db,
    sql`select * from (${feasibleUnitsQuery(w, modelId)}) f
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
  const rows = await rowsOf<{ unit_id: number }>(
    db,
    sql`select f.unit_id from (${feasibleUnitsQuery(w, null, unitId)}) f`,
  );
  return rows.length === 1;
}

/** The search query as text with its parameters inlined, for EXPLAIN in the bench and the decision record. */
export function searchQueryForExplain(w: AvailabilityWindow): SQL {
  return sql`select f.model_id, count(*) as free from (${feasibleUnitsQuery(w, null)}) f group by f.model_id`;
}
