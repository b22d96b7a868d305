// The price editor's rules (docs/decisions/0047): what a season list and a rate
// table may look like, and the preview that prices one sample rental with the saved values and
// with the draft, through the very `quoteRental` the search and the quote use.
import { compareDates, type DateString } from "#app/domain/time/calendar.ts";
import { type Quote, QuoteInputError, type QuoteInput, quoteRental } from "./quote.ts";
import type { DailyRate } from "./rate-table.ts";
import type { Season } from "./seasons.ts";

/** Highest season factor the editor takes: 500% (5000 per mille). */
export const MAX_FACTOR_PERMILLE = 5000;
/** Highest amount one price field takes: 1,000,000 TL. */
export const MAX_PRICE_KURUS = 100_000_000;

export type SeasonDraft = Season & { id: number | null };

export type SeasonProblem =
  | { code: "endsBeforeStart"; id: number | null }
  | { code: "invalidFactor"; id: number | null }
  | { code: "partialOverlap"; id: number | null; otherId: number | null };

/** One range lies inside the other (or they are the same): the shorter one prices the shared days. */
function nested(a: Season, b: Season): boolean {
  const aInB = compareDates(a.startsOn, b.startsOn) >= 0 && compareDates(a.endsOn, b.endsOn) <= 0;
  const bInA = compareDates(b.startsOn, a.startsOn) >= 0 && compareDates(b.endsOn, a.endsOn) <= 0;
  return aInB || bInA;
}

function overlaps(a: Season, b: Season): boolean {
  return compareDates(a.startsOn, b.endsOn) <= 0 && compareDates(b.startsOn, a.endsOn) <= 0;
}

/**
 * Problems of a season list (none = it may be saved). Ranges may touch or nest (a bayram inside
 * summer: `seasonFor` lets the shorter range win) but not overlap partly, which would leave the
 * shared days to an accident of lengths.
 */
export function validateSeasons(list: readonly SeasonDraft[]): SeasonProblem[] {
  const problems: SeasonProblem[] = [];
  for (const s of list) {
    if (compareDates(s.endsOn, s.startsOn) < 0) problems.push({ code: "endsBeforeStart", id: s.id });
    if (!Number.isInteger(s.factorPermille) || s.factorPermille < 1 || s.factorPermille > MAX_FACTOR_PERMILLE) {
      problems.push({ code: "invalidFactor", id: s.id });
    }
  }
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i] as SeasonDraft;
      const b = list[j] as SeasonDraft;
      if (overlaps(a, b) && !nested(a, b)) problems.push({ code: "partialOverlap", id: a.id, otherId: b.id });
    }
  }
  return problems;
}

/** The list with `draft` in place of the season of the same id (or added when its id is null). */
export function withSeason(list: readonly SeasonDraft[], draft: SeasonDraft): SeasonDraft[] {
  if (draft.id === null) return [...list, draft];
  return list.map((s) => (s.id === draft.id ? draft : s));
}

/** "130" or "112,5" (per cent of the list price) -> per mille; null when it is not such a number. */
export function parseFactorPercent(value: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? "0");
}

/** Per mille -> "112,5" (Turkish) or "112.5" (English); whole per cents without decimals. */
export function formatFactorPercent(permille: number, lang: "tr" | "en"): string {
  const whole = Math.floor(permille / 10);
  const tenth = permille % 10;
  return tenth === 0 ? String(whole) : `${whole}${lang === "tr" ? "," : "."}${tenth}`;
}

/** Everything that prices the sample rental, as the search or the quote would read it. */
export type PriceBook = {
  rates: readonly DailyRate[];
  seasons: readonly Season[];
  oneWayFeeKurus: number;
  assuranceDailyKurus?: number | null;
  kmPackagePriceKurus?: number | null;
  extras?: QuoteInput["extras"];
};

/** The sample rental: its days and pick-up instant (the model, offices and packages chose the book). */
export type SampleRental = { days: number; pickUp: Date };

export type SamplePrice = { ok: true; quote: Quote } | { ok: false; code: QuoteInputError["code"] };

/** The sample's price from one book: `quoteRental`, exactly as the search calls it, or why none. */
export function priceSample(sample: SampleRental, book: PriceBook): SamplePrice {
  try {
    return {
      ok: true,
      quote: quoteRental({
        days: sample.days,
        pickUp: sample.pickUp,
        rates: book.rates,
        seasons: book.seasons,
        oneWayFeeKurus: book.oneWayFeeKurus,
        assuranceDailyKurus: book.assuranceDailyKurus ?? null,
        kmPackagePriceKurus: book.kmPackagePriceKurus ?? null,
        extras: book.extras ?? [],
      }),
    };
  } catch (error) {
    if (error instanceof QuoteInputError) return { ok: false, code: error.code };
    throw error;
  }
}

export type PricePreview = {
  before: SamplePrice;
  after: SamplePrice;
  /** after - before in kuruş; null when either side has no price. */
  differenceKurus: number | null;
};

/** The sample priced with the saved book and with the draft book. */
export function previewChange(sample: SampleRental, saved: PriceBook, draft: PriceBook): PricePreview {
  const before = priceSample(sample, saved);
  const after = priceSample(sample, draft);
  return {
    before,
    after,
    differenceKurus: before.ok && after.ok ? after.quote.totalKurus - before.quote.totalKurus : null,
  };
}

/** Season dates as the editor shows them back: the list sorted by start, then by end. */
export function sortSeasons<T extends { startsOn: DateString; endsOn: DateString }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareDates(a.startsOn, b.startsOn) || compareDates(a.endsOn, b.endsOn));
}
