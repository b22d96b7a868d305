import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadTimeBuckets, medianLeadDays } from "./lead-time.ts";

describe("booking lead time", () => {
  it("sorts bookings into the desk's buckets", () => {
    const buckets = leadTimeBuckets([
      { days: 0, count: 4 },
      { days: 2, count: 1 },
      { days: 7, count: 2 },
      { days: 13, count: 1 },
      { days: 90, count: 3 },
      { days: -1, count: 1 },
    ]);
    expect(buckets.map((b) => [b.fromDays, b.toDays, b.count])).toEqual([
      [0, 1, 5],
      [1, 3, 1],
      [3, 7, 0],
      [7, 14, 3],
      [14, 30, 0],
      [30, 60, 0],
      [60, null, 3],
    ]);
  });

  it("finds the median day", () => {
    expect(medianLeadDays([])).toBeNull();
    expect(medianLeadDays([{ days: 5, count: 1 }])).toBe(5);
    expect(
      medianLeadDays([
        { days: 30, count: 1 },
        { days: 1, count: 2 },
        { days: 10, count: 1 },
      ]),
    ).toBe(1);
  });

  it("loses no booking and the median lies within the histogram (property)", () => {
    const histogram = fc.array(
      fc.record({ days: fc.integer({ min: -2, max: 400 }), count: fc.integer({ min: 1, max: 50 }) }),
      { minLength: 1 },
    );
    fc.assert(
      fc.property(histogram, (h) => {
        const total = h.reduce((s, x) => s + x.count, 0);
        expect(leadTimeBuckets(h).reduce((s, b) => s + b.count, 0)).toBe(total);
        const median = medianLeadDays(h) ?? -1;
        const days = h.map((x) => Math.max(0, x.days));
        expect(median).toBeGreaterThanOrEqual(Math.min(...days));
        expect(median).toBeLessThanOrEqual(Math.max(...days));
        const atOrBelow = h.filter((x) => Math.max(0, x.days) <= median).reduce((s, x) => s + x.count, 0);
        expect(atOrBelow * 2).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
