import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rentalDays } from "#app/domain/rental/rental-days.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { DAY_MS, formatIstanbulLocal, istanbulDate } from "#app/domain/time/istanbul.ts";
import {
  buildDateGrid,
  type CellPrice,
  GRID_SHIFTS,
  type GridModel,
  type GridWindow,
  gridWindows,
  pairPrice,
} from "./date-grid.ts";
import { quoteRental } from "./quote.ts";
import type { DailyRate } from "./rate-table.ts";
import type { Season } from "./seasons.ts";
import { TIER_MIN_DAYS, tierFor } from "./tiers.ts";

// Rate tables validateRateTable accepts, sometimes missing the top tiers (the search's "noRate").
const ratesArb = fc
  .tuple(
    fc.integer({ min: 1_000, max: 500_000 }),
    fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
    fc.integer({ min: 3, max: 5 }),
  )
  .map(([first, positions, tiers]) => {
    const table: DailyRate[] = [{ minDays: 1, dailyKurus: first }];
    for (let i = 1; i < tiers; i++) {
      const prev = table[i - 1]!.dailyKurus;
      const minDays = TIER_MIN_DAYS[i]!;
      const lowest = Math.ceil((prev * (minDays - 1)) / minDays);
      table.push({ minDays, dailyKurus: lowest + Math.floor(((prev - lowest) * positions[i - 1]!) / 1000) });
    }
    return table;
  });

const modelArb: fc.Arbitrary<GridModel> = fc.record({
  free: fc.integer({ min: 0, max: 3 }),
  rates: ratesArb,
  memberDiscountPct: fc.integer({ min: 0, max: 30 }),
  campaign: fc.option(
    fc.record({
      code: fc.constant("P"),
      kind: fc.constant("percent" as const),
      value: fc.integer({ min: 1, max: 50 }),
    }),
    { nil: null },
  ),
});

const start = Date.UTC(2026, 0, 1, 7, 0);
const searchArb = fc.record({
  pickupAt: fc.integer({ min: 0, max: 400 * 48 }).map((slot) => new Date(start + slot * 30 * 60_000)),
  minutes: fc.integer({ min: 60, max: 40 * 24 * 60 }),
});
// Seasons never overlap (the price editor refuses it): at most one in 2026, one in 2027.
const seasonArb: fc.Arbitrary<Season[]> = fc
  .array(
    fc.record({
      from: fc.integer({ min: 0, max: 300 }),
      length: fc.integer({ min: 0, max: 40 }),
      factorPermille: fc.integer({ min: 500, max: 2000 }),
    }),
    { maxLength: 2 },
  )
  .map((list) =>
    list.map((s, i) => {
      const begin = addDays(i === 0 ? "2026-01-01" : "2027-01-01", s.from);
      return { startsOn: begin, endsOn: addDays(begin, s.length), factorPermille: s.factorPermille };
    }),
  );

/** The search's own price for one pair: the cheapest free model, each by quoteRental with every season. */
function searchPrice(
  pickupAt: Date,
  returnAt: Date,
  models: readonly GridModel[],
  seasons: readonly Season[],
  isMember: boolean,
): number | null {
  if (returnAt <= pickupAt) return null;
  const days = rentalDays(pickupAt, returnAt);
  let best: number | null = null;
  for (const m of models) {
    if (m.free === 0 || !m.rates.some((r) => r.minDays === tierFor(days))) continue;
    const total = quoteRental({
      days,
      pickUp: pickupAt,
      rates: m.rates,
      seasons,
      oneWayFeeKurus: 0,
      campaign: m.campaign,
      memberDiscountPct: isMember ? m.memberDiscountPct : 0,
      payNowDiscountBp: 500,
    }).totalKurus;
    if (best === null || total < best) best = total;
  }
  return best;
}

function gridFor(windows: GridWindow[], models: GridModel[], seasons: Season[], isMember: boolean) {
  const prices: CellPrice[] = windows.map((w) =>
    pairPrice({
      rental:
        w.returnAt > w.pickupAt
          ? { days: rentalDays(w.pickupAt, w.returnAt), pickupAt: w.pickupAt, oneWayFeeKurus: 0 }
          : null,
      models,
      seasons,
      isMember,
      payNowDiscountBp: 500,
    }),
  );
  return buildDateGrid(windows, prices);
}

describe("gridWindows", () => {
  it("gives 7 x 7 pairs, row by pick-up day, the searched pair in the middle, times of day kept", () => {
    const pickupAt = new Date("2026-07-10T07:00:00Z"); // 10:00 in Istanbul
    const returnAt = new Date("2026-07-13T09:30:00Z");
    const windows = gridWindows(pickupAt, returnAt);
    expect(windows).toHaveLength(49);
    expect(windows[24]).toEqual({ pickupShift: 0, returnShift: 0, pickupAt, returnAt });
    expect(formatIstanbulLocal(windows[0]!.pickupAt)).toBe("2026-07-07T10:00");
    expect(formatIstanbulLocal(windows[0]!.returnAt)).toBe("2026-07-10T12:30");
    expect(formatIstanbulLocal(windows[48]!.pickupAt)).toBe("2026-07-13T10:00");
    expect(formatIstanbulLocal(windows[48]!.returnAt)).toBe("2026-07-16T12:30");
    expect(windows.map((w) => w.pickupShift).slice(0, 8)).toEqual([-3, -3, -3, -3, -3, -3, -3, -2]);
  });
});

describe("the cheaper-dates grid", () => {
  it("each cell equals the search price of its date pair; the cheapest and the searched pair are marked", () => {
    fc.assert(
      fc.property(
        searchArb,
        fc.array(modelArb, { minLength: 1, maxLength: 4 }),
        seasonArb,
        fc.boolean(),
        ({ pickupAt, minutes }, models, seasons, isMember) => {
          const returnAt = new Date(pickupAt.getTime() + minutes * 60_000);
          const cells = gridFor(gridWindows(pickupAt, returnAt), models, seasons, isMember);
          const totals: (number | null)[] = [];
          for (const [row, p] of GRID_SHIFTS.entries()) {
            for (const [col, r] of GRID_SHIFTS.entries()) {
              const cell = cells[row * 7 + col]!;
              const pick = new Date(pickupAt.getTime() + p * DAY_MS);
              const back = new Date(returnAt.getTime() + r * DAY_MS);
              // The pair's days are the searched days moved in the Istanbul calendar.
              expect(istanbulDate(cell.pickupAt)).toBe(addDays(istanbulDate(pickupAt), p));
              expect(istanbulDate(cell.returnAt)).toBe(addDays(istanbulDate(returnAt), r));
              const expected = searchPrice(pick, back, models, seasons, isMember);
              expect(cell.totalKurus).toBe(expected);
              expect(cell.gap).toBe(expected !== null ? null : back <= pick ? "notOffered" : "soldOut");
              expect(cell.current).toBe(p === 0 && r === 0);
              totals.push(expected);
            }
          }
          const known = totals.filter((t): t is number => t !== null);
          const lowest = known.length ? Math.min(...known) : null;
          for (const cell of cells) expect(cell.cheapest).toBe(cell.totalKurus !== null && cell.totalKurus === lowest);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("says why a pair has no price: refused by the rules, or no car of the class free", () => {
    const rates: DailyRate[] = TIER_MIN_DAYS.map((minDays) => ({ minDays, dailyKurus: 100_000 }));
    const one = (free: number): GridModel => ({ free, rates, memberDiscountPct: 0, campaign: null });
    const rental = { days: 2, pickupAt: new Date("2026-07-10T07:00:00Z"), oneWayFeeKurus: 0 };
    const base = { seasons: [], isMember: false, payNowDiscountBp: 0 };
    expect(pairPrice({ ...base, rental: null, models: [one(2)] })).toEqual({ gap: "notOffered" });
    expect(pairPrice({ ...base, rental, models: [one(0)] })).toEqual({ gap: "soldOut" });
    expect(pairPrice({ ...base, rental, models: [one(0), one(1)] })).toEqual({ totalKurus: 200_000 });
  });

  it("prices a 30+ day pair from the model's monthly rate, as the card does (decision 0131)", () => {
    const rates: DailyRate[] = TIER_MIN_DAYS.map((minDays) => ({ minDays, dailyKurus: 100_000 }));
    const monthlyRates = [{ minDays: 30, monthlyKurus: 2_400_000 }];
    const base = { seasons: [], isMember: false, payNowDiscountBp: 0 };
    const pickupAt = new Date("2026-07-10T07:00:00Z");
    const model: GridModel = { free: 1, rates, memberDiscountPct: 0, campaign: null, monthlyRates };
    // 45 days at 24 000 TL a month = 800 TL a day = 36 000 TL (the daily table would say 45 000 TL).
    for (const days of [30, 45, 89]) {
      const card = quoteRental({ days, pickUp: pickupAt, rates, seasons: [], oneWayFeeKurus: 0, monthlyRates });
      expect(pairPrice({ ...base, rental: { days, pickupAt, oneWayFeeKurus: 0 }, models: [model] })).toEqual({
        totalKurus: card.totalKurus,
      });
    }
    expect(pairPrice({ ...base, rental: { days: 45, pickupAt, oneWayFeeKurus: 0 }, models: [model] })).toEqual({
      totalKurus: 3_600_000,
    });
    // Under 30 days the daily table prices it.
    expect(pairPrice({ ...base, rental: { days: 29, pickupAt, oneWayFeeKurus: 0 }, models: [model] })).toEqual({
      totalKurus: 2_900_000,
    });
  });
});
