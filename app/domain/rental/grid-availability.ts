// The cheaper-dates grid's count of free units per date pair (decision 0157): the last step of
// feasible_units' fast path (migration 0054), done for every pair at once over the candidate stays
// the database returns once. A candidate counts for a pair when its free stretch holds
// [pick-up, return + the drop-off office's turnaround) and none of its blocks overlaps it: the
// PostgreSQL range operators `free @> want` and `not (blocked && want)`, on microseconds.

/**
 * A non-empty PostgreSQL range of timestamps, its bounds in microseconds since the epoch (null when
 * unbounded, as lower()/upper() give them) with their inclusiveness (lower_inc()/upper_inc()).
 */
export type TimeRange = {
  lower: number | null;
  lowerInc: boolean;
  upper: number | null;
  upperInc: boolean;
};

/** One unit's free stretch at the pick-up office, its model, and its blocks over the grid's span. */
export type GridCandidate = { modelId: number; free: TimeRange; blocks: readonly TimeRange[] };

/** A wanted stretch [start, end) in microseconds: tstzrange(t1, t2 + turnaround, '[)'). */
export type WantedStretch = { start: number; end: number };

function checkWanted(want: WantedStretch): void {
  if (!(want.start <= want.end))
    throw new RangeError("range lower bound must be less than or equal to range upper bound");
}

/** `range @> tstzrange(start, end, '[)')`: every empty stretch is held. */
export function holds(range: TimeRange, want: WantedStretch): boolean {
  checkWanted(want);
  if (want.start === want.end) return true;
  const lowerOk = range.lower === null || range.lower < want.start || (range.lower === want.start && range.lowerInc);
  // The wanted stretch stops short of `end`: the range needs to reach `end`, included or not.
  const upperOk = range.upper === null || range.upper >= want.end;
  return lowerOk && upperOk;
}

/** `range && tstzrange(start, end, '[)')`: an empty stretch overlaps nothing. */
export function overlaps(range: TimeRange, want: WantedStretch): boolean {
  checkWanted(want);
  if (want.start === want.end) return false;
  const startsBeforeEnd = range.lower === null || range.lower < want.end;
  const endsAfterStart =
    range.upper === null || range.upper > want.start || (range.upper === want.start && range.upperInc);
  return startsBeforeEnd && endsAfterStart;
}

/**
 * Wanted stretch index -> model id -> free units (pairs and models with none are absent): the
 * candidates whose free stretch holds the wanted one and none of whose blocks overlaps it.
 */
export function countFreePerStretch(
  wanted: readonly WantedStretch[],
  candidates: readonly GridCandidate[],
): Map<number, Map<number, number>> {
  const answer = new Map<number, Map<number, number>>();
  wanted.forEach((want, i) => {
    let perModel: Map<number, number> | undefined;
    for (const c of candidates) {
      if (!holds(c.free, want) || c.blocks.some((b) => overlaps(b, want))) continue;
      perModel ??= new Map<number, number>();
      perModel.set(c.modelId, (perModel.get(c.modelId) ?? 0) + 1);
    }
    if (perModel) answer.set(i, perModel);
  });
  return answer;
}
