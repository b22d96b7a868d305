// The cheaper-dates grid's availability (decision 0116): free units per date pair and model, by
// exactly the rules of the search's own database function feasible_units (migrations 0035, 0036,
// 0054). Decision 0144 for why it is not that function once per pair; decision 0157 for why the
// candidates come back once and the pairs are counted in countFreePerStretch.
import { sql } from "drizzle-orm";
import { countFreePerStretch, type GridCandidate, type TimeRange } from "#app/domain/rental/grid-availability.ts";
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

/** A candidate as the statement gives it: model, free stretch, blocks over the span (or null). */
type CandidateRow = [
  modelId: number,
  lower: number | null,
  lowerInc: boolean,
  upper: number | null,
  upperInc: boolean,
  blocks: [lower: number, lowerInc: boolean, upper: number, upperInc: boolean][] | null,
];

const rangeOf = (lower: number | null, lowerInc: boolean, upper: number | null, upperInc: boolean): TimeRange => ({
  lower,
  lowerInc,
  upper,
  upperInc,
});

function candidatesOf(json: unknown): GridCandidate[] {
  const rows = (typeof json === "string" ? JSON.parse(json) : json) as CandidateRow[] | null;
  return (rows ?? []).map(([modelId, lower, lowerInc, upper, upperInc, blocks]) => ({
    modelId,
    free: rangeOf(lower, lowerInc, upper, upperInc),
    blocks: (blocks ?? []).map(([bl, bli, bu, bui]) => rangeOf(bl, bli, bu, bui)),
  }));
}

/**
 * Window index -> model id -> free units; windows and models with none are absent.
 *
 * The rules of the search's database function feasible_units (migrations 0054, 0068) for every
 * pair at once (decisions 0144, 0157, 0163). Its fast path in two halves: the database function
 * grid_candidates (migration 0068, a plan made once per connection like feasible_units') takes the
 * candidate stays from stay_candidates, as feasible_units does (a unit_stays stretch at the pick-up
 * office overlapping the span of all pairs, the next rental starting at the drop-off office, the
 * unit in service, its model active, not a unit to check exactly), each with its live blocks over
 * that span, and returns them once in one row as JSON (PGlite parses rows in JavaScript) with the
 * drop-off office's turnaround;
 * then countFreePerStretch (app/domain/rental/grid-availability.ts) keeps, per pair, the stretches
 * that hold [t1, t2 + turnaround) and whose blocks do not overlap it. The units feasible_units must
 * check exactly (a payment hold run out but not yet released) go through feasible_units itself with
 * `p_unit`, pair by pair, in a second statement only when there are any.
 * tests/integration/grid-availability.integration.test.ts compares the answer with feasible_units
 * asked pair by pair.
 */
export async function countFreeUnitsPerWindow(
  db: Db,
  input: GridAvailabilityInput,
): Promise<Map<number, Map<number, number>>> {
  const answer = new Map<number, Map<number, number>>();
  if (input.windows.length === 0 || input.modelIds?.length === 0) return answer;
  const now = input.now.toISOString();
  const pickup = input.pickupOfficeId;
  const dropoff = input.dropoffOfficeId;
  const models = input.modelIds === null ? null : pgArray(input.modelIds);
  const first = new Date(Math.min(...input.windows.map((w) => w.pickupAt.getTime()))).toISOString();
  const last = new Date(Math.max(...input.windows.map((w) => w.returnAt.getTime()))).toISOString();
  const result = await db.execute(sql`
    select g.exact, g.turnaround, g.candidates
    from grid_candidates(${pickup}::int, ${dropoff}::int, ${first}::timestamptz, ${last}::timestamptz,
      ${now}::timestamptz, ${models}::int[]) g`);
  const [row] = (
    result as unknown as { rows: { exact: string | null; turnaround: number | string; candidates: unknown }[] }
  ).rows;
  if (!row) return answer;
  const turnaroundMs = Number(row.turnaround) * 60_000;
  const wanted = input.windows.map((w) => ({
    start: w.pickupAt.getTime() * 1000,
    end: (w.returnAt.getTime() + turnaroundMs) * 1000,
  }));
  const counted = countFreePerStretch(wanted, candidatesOf(row.candidates));
  const exact = intsOf(row.exact);
  if (exact.length === 0) return counted;
  const starts = pgArray(input.windows.map((w) => w.pickupAt.toISOString()));
  const ends = pgArray(input.windows.map((w) => w.returnAt.toISOString()));
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
  addCounts(counted, (checked as unknown as { rows: Counted[] }).rows[0]);
  return counted;
}
