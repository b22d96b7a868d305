import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import {
  formatFactorPercent,
  parseFactorPercent,
  type PriceBook,
  previewChange,
  priceSample,
  type SeasonDraft,
  validateSeasons,
  withSeason,
} from "./price-edits.ts";
import { quoteRental } from "./quote.ts";
import { seasonFactorFor } from "./seasons.ts";

const rates = [1, 4, 8, 16, 31].map((minDays, i) => ({ minDays, dailyKurus: 150_000 - i * 10_000 }));
const summer: SeasonDraft = { id: 1, startsOn: "2027-06-01", endsOn: "2027-08-31", factorPermille: 1300 };
const bayram: SeasonDraft = { id: 2, startsOn: "2027-06-05", endsOn: "2027-06-09", factorPermille: 1500 };
const autumn: SeasonDraft = { id: 3, startsOn: "2027-09-01", endsOn: "2027-11-30", factorPermille: 1000 };

describe("season list rules", () => {
  it("accepts touching and nested seasons (the shorter one prices the shared days)", () => {
    expect(validateSeasons([summer, bayram, autumn])).toEqual([]);
    expect(seasonFactorFor("2027-06-07", [summer, bayram])).toBe(1500);
  });

  it("refuses a partial overlap, a range that ends before it starts and a factor out of range", () => {
    const late: SeasonDraft = { id: 4, startsOn: "2027-08-20", endsOn: "2027-09-10", factorPermille: 1100 };
    expect(validateSeasons([summer, late])).toEqual([{ code: "partialOverlap", id: 1, otherId: 4 }]);
    expect(validateSeasons([{ ...autumn, endsOn: "2027-08-01" }])).toEqual([{ code: "endsBeforeStart", id: 3 }]);
    expect(validateSeasons([{ ...autumn, factorPermille: 0 }])).toEqual([{ code: "invalidFactor", id: 3 }]);
    expect(validateSeasons([{ ...autumn, factorPermille: 5001 }])).toEqual([{ code: "invalidFactor", id: 3 }]);
  });

  it("replaces a season by id and adds a new one", () => {
    const raised = { ...summer, factorPermille: 1400 };
    expect(withSeason([summer, autumn], raised)).toEqual([raised, autumn]);
    const added = { ...bayram, id: null };
    expect(withSeason([summer], added)).toEqual([summer, added]);
  });

  it("every day of valid nested ranges is priced by the innermost range (property)", () => {
    const day = fc.integer({ min: 0, max: 300 }).map((n) => addDays("2027-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 60 }), (start, outer, inner) => {
        const outerRange: SeasonDraft = { id: 1, startsOn: start, endsOn: addDays(start, outer), factorPermille: 1200 };
        const innerLength = Math.min(inner, outer - 1);
        const innerRange: SeasonDraft = {
          id: 2,
          startsOn: addDays(start, 1),
          endsOn: addDays(start, 1 + Math.max(innerLength - 1, 0)),
          factorPermille: 1700,
        };
        expect(validateSeasons([outerRange, innerRange])).toEqual([]);
        expect(seasonFactorFor(innerRange.startsOn as DateString, [outerRange, innerRange])).toBe(1700);
      }),
    );
  });
});

describe("factor in per cent", () => {
  it("reads and writes per cents with one decimal", () => {
    expect(parseFactorPercent("130")).toBe(1300);
    expect(parseFactorPercent("112,5")).toBe(1125);
    expect(parseFactorPercent("112.5")).toBe(1125);
    expect(parseFactorPercent("-5")).toBeNull();
    expect(parseFactorPercent("1,25")).toBeNull();
    expect(formatFactorPercent(1125, "tr")).toBe("112,5");
    expect(formatFactorPercent(1300, "en")).toBe("130");
  });

  it("round-trips every factor the editor takes (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.constantFrom("tr" as const, "en" as const), (p, lang) => {
        expect(parseFactorPercent(formatFactorPercent(p, lang))).toBe(p);
      }),
    );
  });
});

describe("preview", () => {
  const pickUp = new Date("2027-06-03T07:00:00Z");
  const saved: PriceBook = { rates, seasons: [summer, autumn], oneWayFeeKurus: 0 };

  it("shows the sample's price before and after a season is raised", () => {
    const draft: PriceBook = { ...saved, seasons: [{ ...summer, factorPermille: 1500 }, autumn] };
    const preview = previewChange({ days: 3, pickUp }, saved, draft);
    expect(preview.before).toMatchObject({ ok: true, quote: { totalKurus: 3 * 195_000 } });
    expect(preview.after).toMatchObject({ ok: true, quote: { totalKurus: 3 * 225_000 } });
    expect(preview.differenceKurus).toBe(90_000);
  });

  it("says why there is no price instead of throwing", () => {
    const preview = previewChange({ days: 3, pickUp }, saved, { ...saved, rates: [] });
    expect(preview.after).toEqual({ ok: false, code: "missingRate" });
    expect(preview.differenceKurus).toBeNull();
  });

  it("prices exactly as quoteRental does for any book and sample (property)", () => {
    const money = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 45 }),
        fc.integer({ min: 0, max: 120 }),
        money,
        money,
        (daily, factor, days, offset, oneWay, assurance) => {
          const book: PriceBook = {
            rates: [1, 4, 8, 16, 31].map((minDays, i) => ({ minDays, dailyKurus: daily[i] ?? 1 })),
            seasons: [{ ...summer, factorPermille: factor }],
            oneWayFeeKurus: oneWay,
            assuranceDailyKurus: assurance,
          };
          const sample = { days, pickUp: new Date(Date.UTC(2027, 4, 1, 7) + offset * 86_400_000) };
          const priced = priceSample(sample, book);
          expect(priced).toEqual({
            ok: true,
            quote: quoteRental({ ...sample, ...book, kmPackagePriceKurus: null, extras: [] }),
          });
        },
      ),
    );
  });
});
