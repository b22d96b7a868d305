import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteRental } from "#app/domain/pricing/quote.ts";
import type { Season } from "#app/domain/pricing/seasons.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { seasonsTouching } from "./booking-context.server.ts";

const season = fc
  .record({
    start: fc.integer({ min: 0, max: 120 }),
    length: fc.integer({ min: 0, max: 60 }),
    factor: fc.integer({ min: 500, max: 2000 }),
  })
  .map(({ start, length, factor }): Season => ({
    startsOn: addDays("2027-01-01", start),
    endsOn: addDays("2027-01-01", start + length),
    factorPermille: factor,
  }));

describe("seasonsTouching", () => {
  it("prices every rental exactly as the full season list does", () => {
    fc.assert(
      fc.property(
        fc.array(season, { maxLength: 12 }),
        fc.integer({ min: 0, max: 150 * 48 }),
        fc.integer({ min: 1, max: 40 }),
        (seasons, halfHours, days) => {
          const pickUp = new Date(Date.UTC(2026, 11, 25) + halfHours * 1_800_000);
          const input = {
            days,
            pickUp,
            rates: [1, 4, 8, 16, 31].map((minDays) => ({ minDays, dailyKurus: 123_457 - minDays })),
            oneWayFeeKurus: 0,
          };
          const all = quoteRental({ ...input, seasons });
          const some = quoteRental({ ...input, seasons: seasonsTouching(seasons, pickUp, days) });
          expect(some).toEqual(all);
        },
      ),
    );
  });
});
