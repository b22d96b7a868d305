// The cheaper-dates grid's availability (decision 0116): free units per date pair and model in ONE
// statement, the search's own database function feasible_units (migrations 0035, 0036) called once
// per pair through a lateral join, so the grid follows exactly the rules the search follows.
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

/** Window index -> model id -> free units; windows and models with none are absent. One query. */
export async function countFreeUnitsPerWindow(
  db: Db,
  input: GridAvailabilityInput,
): Promise<Map<number, Map<number, number>>> {
  const answer = new Map<number, Map<number, number>>();
  if (input.windows.length === 0 || input.modelIds?.length === 0) return answer;
  const starts = pgArray(input.windows.map((w) => w.pickupAt.toISOString()));
  const ends = pgArray(input.windows.map((w) => w.returnAt.toISOString()));
  const result = await db.execute(sql`
    select g.i - 1 as i, f.model_id, count(*) as free
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as g(t1, t2, i)
    cross join lateral feasible_units(${input.pickupOfficeId}::int, ${input.dropoffOfficeId}::int,
      g.t1, g.t2, ${input.now.toISOString()}::timestamptz, null::uuid,
      null::int, null::int) f
    where ${input.modelIds === null ? sql`true` : sql`f.model_id = any(${pgArray(input.modelIds)}::int[])`}
    group by g.i, f.model_id`);
  const rows = (result as unknown as { rows: { i: number | string; model_id: number; free: number | string }[] }).rows;
  for (const row of rows) {
    const i = Number(row.i);
    const perModel = answer.get(i) ?? new Map<number, number>();
    perModel.set(Number(row.model_id), Number(row.free));
    answer.set(i, perModel);
  }
  return answer;
}
