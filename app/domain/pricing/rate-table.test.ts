import { describe, expect, it } from "vitest";
import { dailyRateFor, validateRateTable, type DailyRate } from "./rate-table.ts";

const good: DailyRate[] = [
  { minDays: 1, dailyKurus: 150_000 },
  { minDays: 4, dailyKurus: 130_000 },
  { minDays: 8, dailyKurus: 115_000 },
  { minDays: 16, dailyKurus: 108_000 },
  { minDays: 31, dailyKurus: 105_000 },
];

describe("dailyRateFor", () => {
  it("uses the rate of the tier the whole rental falls in", () => {
    expect(dailyRateFor(good, 3)).toEqual({ tier: 1, dailyKurus: 150_000 });
    expect(dailyRateFor(good, 4)).toEqual({ tier: 4, dailyKurus: 130_000 });
    expect(dailyRateFor(good, 45)).toEqual({ tier: 31, dailyKurus: 105_000 });
  });

  it("refuses a table without the needed tier", () => {
    expect(() => dailyRateFor(good.slice(0, 2), 10)).toThrow(RangeError);
  });
});

describe("validateRateTable", () => {
  it("accepts a sensible table", () => {
    expect(validateRateTable(good)).toEqual([]);
  });

  it("flags a big drop at 16 days: 16 x 100_000 is less than 15 x 115_000", () => {
    const steep = good.map((r) => (r.minDays === 16 ? { ...r, dailyKurus: 100_000 } : r));
    expect(validateRateTable(steep)).toEqual([{ code: "longerRentalCheaper", minDays: 16 }]);
  });

  it("accepts the exact boundary rate and flags one kuruş less", () => {
    // 4 x r4 >= 3 x 100_000 needs r4 >= 75_000.
    const edge = [{ minDays: 1, dailyKurus: 100_000 }, { minDays: 4, dailyKurus: 75_000 }, ...good.slice(2)];
    const lower = edge.map((r) => (r.minDays === 4 ? { ...r, dailyKurus: 74_999 } : r));
    // Tiers 8+ must also satisfy the rule against the new tier-4 rate.
    const rest = [
      { minDays: 8, dailyKurus: 70_000 },
      { minDays: 16, dailyKurus: 66_000 },
      { minDays: 31, dailyKurus: 64_000 },
    ];
    expect(validateRateTable([...edge.slice(0, 2), ...rest])).toEqual([]);
    expect(validateRateTable([...lower.slice(0, 2), ...rest])).toEqual([{ code: "longerRentalCheaper", minDays: 4 }]);
  });

  it("reports missing, unknown, duplicate and non-positive rates", () => {
    expect(validateRateTable(good.slice(0, 4))).toEqual([{ code: "missingTier", minDays: 31 }]);
    expect(validateRateTable([...good, { minDays: 5, dailyKurus: 1 }])).toContainEqual({
      code: "unknownTier",
      minDays: 5,
    });
    expect(validateRateTable([...good, good[0]!])).toContainEqual({ code: "duplicateTier", minDays: 1 });
    expect(validateRateTable(good.map((r) => (r.minDays === 8 ? { ...r, dailyKurus: 0 } : r)))).toContainEqual({
      code: "invalidAmount",
      minDays: 8,
    });
  });
});
