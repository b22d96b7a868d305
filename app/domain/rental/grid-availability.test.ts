import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  countFreePerStretch,
  holds,
  overlaps,
  type GridCandidate,
  type TimeRange,
  type WantedStretch,
} from "./grid-availability.ts";

const closedOpen = (lower: number | null, upper: number | null): TimeRange => ({
  lower,
  lowerInc: lower !== null,
  upper,
  upperInc: false,
});

// A naive reading of the range operators: a point belongs to a range by its bounds, and with
// integer bounds the points k/2 (and one beyond each end) stand for every piece of the line.
const SAMPLES = Array.from({ length: 47 }, (_, k) => k / 2 - 1.5);
const inRange = (r: TimeRange, p: number) =>
  (r.lower === null || p > r.lower || (p === r.lower && r.lowerInc)) &&
  (r.upper === null || p < r.upper || (p === r.upper && r.upperInc));
const inWanted = (w: WantedStretch, p: number) => w.start <= p && p < w.end;
const naiveHolds = (r: TimeRange, w: WantedStretch) => SAMPLES.every((p) => !inWanted(w, p) || inRange(r, p));
const naiveOverlaps = (r: TimeRange, w: WantedStretch) => SAMPLES.some((p) => inWanted(w, p) && inRange(r, p));

const bound = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
/** A non-empty range as PostgreSQL keeps it (an unbounded end is never inclusive). */
const range: fc.Arbitrary<TimeRange> = fc
  .record({ lower: bound, lowerInc: fc.boolean(), upper: bound, upperInc: fc.boolean() })
  .map((r) => ({ ...r, lowerInc: r.lower !== null && r.lowerInc, upperInc: r.upper !== null && r.upperInc }))
  .filter(
    (r) =>
      r.lower === null || r.upper === null || r.lower < r.upper || (r.lower === r.upper && r.lowerInc && r.upperInc),
  );
const wanted: fc.Arbitrary<WantedStretch> = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
  .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
const candidate: fc.Arbitrary<GridCandidate> = fc.record({
  modelId: fc.integer({ min: 1, max: 3 }),
  free: range,
  blocks: fc.array(range, { maxLength: 3 }),
});

describe("holds and overlaps (tstzrange @> and && against [start, end))", () => {
  it("a free stretch holds what lies inside it, up to its exclusive end", () => {
    expect(holds(closedOpen(10, 20), { start: 10, end: 20 })).toBe(true);
    expect(holds(closedOpen(10, 20), { start: 9, end: 15 })).toBe(false);
    expect(holds(closedOpen(10, 20), { start: 12, end: 21 })).toBe(false);
    expect(holds({ lower: 10, lowerInc: false, upper: 20, upperInc: false }, { start: 10, end: 12 })).toBe(false);
    expect(holds(closedOpen(null, null), { start: 1, end: 2 })).toBe(true);
    expect(holds(closedOpen(null, 5), { start: 1, end: 5 })).toBe(true);
  });

  it("a block overlaps what shares an instant with it", () => {
    expect(overlaps(closedOpen(10, 20), { start: 20, end: 30 })).toBe(false);
    expect(overlaps(closedOpen(10, 20), { start: 0, end: 10 })).toBe(false);
    expect(overlaps(closedOpen(10, 20), { start: 0, end: 11 })).toBe(true);
    expect(overlaps({ lower: 10, lowerInc: true, upper: 20, upperInc: true }, { start: 20, end: 30 })).toBe(true);
    expect(overlaps(closedOpen(null, null), { start: 1, end: 2 })).toBe(true);
  });

  it("an empty wanted stretch is held by every range and overlaps none; a reversed one is refused", () => {
    expect(holds(closedOpen(10, 20), { start: 30, end: 30 })).toBe(true);
    expect(overlaps(closedOpen(10, 20), { start: 15, end: 15 })).toBe(false);
    expect(() => holds(closedOpen(10, 20), { start: 16, end: 15 })).toThrow(RangeError);
  });

  it("agree with a point-by-point reading of the ranges", () => {
    fc.assert(
      fc.property(range, wanted, (r, w) => {
        expect(holds(r, w)).toBe(naiveHolds(r, w));
        expect(overlaps(r, w)).toBe(naiveOverlaps(r, w));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("countFreePerStretch", () => {
  const DAY = 86_400_000_000;
  const t0 = Date.UTC(2027, 0, 10, 7) * 1000;

  it("counts per stretch and model the units free for it and not blocked in it", () => {
    const wanted = [
      { start: t0, end: t0 + 3 * DAY },
      { start: t0 + DAY, end: t0 + 4 * DAY },
    ];
    const candidates: GridCandidate[] = [
      { modelId: 1, free: closedOpen(null, null), blocks: [] },
      { modelId: 1, free: closedOpen(t0, t0 + 3 * DAY), blocks: [] },
      { modelId: 2, free: closedOpen(null, null), blocks: [closedOpen(t0 + 3 * DAY, t0 + 5 * DAY)] },
    ];
    const answer = countFreePerStretch(wanted, candidates);
    expect([...(answer.get(0) ?? [])]).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect([...(answer.get(1) ?? [])]).toEqual([[1, 1]]);
    expect(countFreePerStretch(wanted, [])).toEqual(new Map());
  });

  it("is the naive count of every stretch and model", () => {
    fc.assert(
      fc.property(fc.array(wanted, { maxLength: 6 }), fc.array(candidate, { maxLength: 8 }), (ws, cs) => {
        const naive = new Map<number, Map<number, number>>();
        ws.forEach((w, i) => {
          for (const c of cs) {
            if (!naiveHolds(c.free, w) || c.blocks.some((b) => naiveOverlaps(b, w))) continue;
            const perModel = naive.get(i) ?? new Map<number, number>();
            perModel.set(c.modelId, (perModel.get(c.modelId) ?? 0) + 1);
            naive.set(i, perModel);
          }
        });
        expect(countFreePerStretch(ws, cs)).toEqual(naive);
      }),
      { numRuns: 1000 },
    );
  });
});
