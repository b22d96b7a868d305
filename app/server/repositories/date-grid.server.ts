// The cheaper-dates grid's availability (decision 0116): free units per date pair and model in ONE
// statement that follows exactly the rules of the search's own database function feasible_units
// (migrations 0035, 0036, 0054); decision 0144 for why it is no longer that function once per pair.
import { sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";

export type GridAvailabilityInput = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  /** The date pairs to ask about; the answer is keyed by their index here. */
  windows: readonly { pickupAt: Date; returnAt: Date }[];
  /** Only these models are counted (the chosen class's); every model when null. */
  modelIds: readonly number[] | null;
  now: Date;
};

const pgArray = (items: readonly (string | number)[]) => `{${items.join(",")}}`;

/** A PostgreSQL integer array as text ("{1,2,3}"; null for no rows) as numbers. */
function intsOf(text: string | null | undefined): number[] {
  if (!text || text === "{}") return [];
  return text.slice(1, -1).split(",").map(Number);
}

type Counted = { i: string | null; m: string | null; n: string | null };

function addCounts(answer: Map<number, Map<number, number>>, row: Counted | undefined): void {
  const is = intsOf(row?.i);
  const ms = intsOf(row?.m);
  const ns = intsOf(row?.n);
  is.forEach((i, k) => {
    const perModel = answer.get(i) ?? new Map<number, number>();
    const model = ms[k] ?? 0;
    perModel.set(model, (perModel.get(model) ?? 0) + (ns[k] ?? 0));
    answer.set(i, perModel);
  });
}

/**
 * Window index -> model id -> free units; windows and models with none are absent.
 *
 * The rules of the search's database function feasible_units (migration 0054) for every pair at
 * once (decision 0144): its fast path (a unit_stays stretch at the pick-up office holding
 * [t1, t2 + the drop-off office's turnaround), the next rental starting at the drop-off office, the
 * unit in service, its model active, no maintenance block overlapping) as one set-based statement
 * that reads the candidate stays, the active models, the run-out holds and each candidate's blocks
 * once instead of once per pair, and answers in three arrays rather than a row per pair and model
 * (PGlite parses rows in JavaScript). The units feasible_units must check exactly (a payment hold
 * run out but not yet released) go through feasible_units itself with `p_unit`, pair by pair, in a
 * second statement only when there are any. tests/integration/date-grid.integration.test.ts
 * compares the answer with feasible_units asked pair by pair.
 */
export async function countFreeUnitsPerWindow(
  db: Db,
  input: GridAvailabilityInput,
): Promise<Map<number, Map<number, number>>> {
  const answer = new Map<number, Map<number, number>>();
  if (input.windows.length === 0 || input.modelIds?.length === 0) return answer;
  const starts = pgArray(input.windows.map((w) => w.pickupAt.toISOString()));
  const ends = pgArray(input.windows.map((w) => w.returnAt.toISOString()));
  const now = input.now.toISOString();
  const pickup = input.pickupOfficeId;
  const dropoff = input.dropoffOfficeId;
  const models = input.modelIds === null ? null : pgArray(input.modelIds);
  const result = await db.execute(sql`
    with g as (
      select g.i, tstzrange(g.t1, g.t2 + make_interval(mins => b.turnaround_minutes), '[)') as want
      from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as g(t1, t2, i)
      cross join offices b
      where b.id = ${dropoff}::int
    ),
    span as (select tstzrange(min(lower(want)), max(upper(want)), '[)') as span from g),
    exact as materialized (
      select array(
        select r.unit_id from reservations r
        where r.status = 'pending_payment' and r.hold_expires_at <= ${now}::timestamptz and r.unit_id is not null
      ) as ids
    ),
    candidates as materialized (
      select s.free, u.model_id,
        coalesce(
          (select range_agg(k.period) from unit_blocks k
            where k.unit_id = u.id and k.removed_at is null and k.period && span.span),
          '{}'::tstzmultirange
        ) as blocked
      from unit_stays s
      cross join span
      cross join exact
      join units u on u.id = s.unit_id and u.in_service
        and u.model_id = any (array(select m.id from vehicle_models m where m.active))
      where s.office_id = ${pickup}::int
        and s.free && span.span
        and (s.next_office_id is null or s.next_office_id = ${dropoff}::int)
        and s.unit_id <> all (exact.ids)
        and ${models === null ? sql`true` : sql`u.model_id = any(${models}::int[])`}
    ),
    counted as (
      select g.i - 1 as i, c.model_id, count(*) as free
      from g
      join candidates c on c.free @> g.want and not (c.blocked && g.want)
      group by g.i, c.model_id
    )
    select array_agg(i)::text as i, array_agg(model_id)::text as m, array_agg(free)::text as n,
      (select ids::text from exact) as exact
    from counted`);
  const [row] = (result as unknown as { rows: (Counted & { exact: string | null })[] }).rows;
  addCounts(answer, row);
  const exact = intsOf(row?.exact);
  if (exact.length === 0) return answer;
  const checked = await db.execute(sql`
    select array_agg(x.i)::text as i, array_agg(x.model_id)::text as m, array_agg(x.free)::text as n
    from (
      select g.i - 1 as i, f.model_id, count(*) as free
      from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as g(t1, t2, i)
      cross join lateral (select distinct x.id from unnest(${pgArray(exact)}::int[]) as x(id)) c
      cross join lateral feasible_units(${pickup}::int, ${dropoff}::int, g.t1, g.t2, ${now}::timestamptz,
        null::uuid, null::int, c.id) f
      where ${models === null ? sql`true` : sql`f.model_id = any(${models}::int[])`}
      group by g.i, f.model_id
    ) x`);
  addCounts(answer, (checked as unknown as { rows: Counted[] }).rows[0]);
  return answer;
}
