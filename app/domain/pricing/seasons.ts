// Seasons scale the daily rate of the calendar days they cover.

import { compareDates, daysBetween, type DateString } from "#app/domain/time/calendar.ts";

/** A price season: inclusive Istanbul date range, factor in per mille (1000 = list price, 1300 = +30%). */
export type Season = { startsOn: DateString; endsOn: DateString; factorPermille: number };

export const NO_SEASON_FACTOR = 1000;

/** The season pricing a day; on overlap the shortest range wins (a bayram inside summer), then the higher factor. */
export function seasonFor(date: DateString, seasons: readonly Season[]): Season | null {
  let best: Season | null = null;
  let bestLength = Infinity;
  for (const season of seasons) {
    if (compareDates(date, season.startsOn) < 0 || compareDates(date, season.endsOn) > 0) continue;
    const length = daysBetween(season.startsOn, season.endsOn);
    if (length < bestLength || (length === bestLength && best && season.factorPermille > best.factorPermille)) {
      best = season;
      bestLength = length;
    }
  }
  return best;
}

/** Factors already worked out, per seasons list (the catalogue keeps one list while it is current). */
const factorsOf = new WeakMap<readonly Season[], Map<DateString, number>>();
/** Days remembered per list: two years of pick-ups and rentals. */
const FACTORS_KEPT = 1_000;

/**
 * Price factor in per mille for a calendar day; 1000 when no season covers it. Remembered per
 * seasons list (a list is never changed once made): the cheaper-dates grid prices 49 pairs of
 * every model of a class, and asked every day of each again (decision 0158).
 */
export function seasonFactorFor(date: DateString, seasons: readonly Season[]): number {
  let known = factorsOf.get(seasons);
  if (!known) {
    known = new Map();
    factorsOf.set(seasons, known);
  }
  const factor = known.get(date);
  if (factor !== undefined) return factor;
  const found = seasonFor(date, seasons)?.factorPermille ?? NO_SEASON_FACTOR;
  if (known.size >= FACTORS_KEPT) known.clear();
  known.set(date, found);
  return found;
}
