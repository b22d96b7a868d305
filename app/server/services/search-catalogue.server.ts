// The catalogue a search prices with (offices and holidays, models, rates, seasons, one-way
// fees), read once per database handle and kept for a short while, and on an app server also
// dropped at once by a public change of offices, the fleet or prices (catalogue-cache.server.ts,
// docs/decisions/0052). Search results may be up to CATALOGUE_TTL_MS old in their catalogue
// when a change skipped markPublicChange; quotes and reservations always read it fresh.
import { readTogether } from "#app/server/db/reads.server.ts";
import { loadMonthlyRates } from "#app/server/repositories/monthly-rentals.server.ts";
import type { MonthlyRate } from "#app/domain/rental/monthly-plan.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { type OneWayFeeTable, oneWayFeeTable } from "#app/domain/pricing/one-way-fee.ts";
import type { DailyRate } from "#app/domain/pricing/rate-table.ts";
import type { Season } from "#app/domain/pricing/seasons.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { catalogueCacheEnabled, dropCatalogue, kept } from "./catalogue-cache.server.ts";
import {
  loadActiveModels,
  loadAllOfficesForBooking,
  loadOneWayFees,
  loadRates,
  loadSeasons,
  type ModelForBooking,
  type OfficeForBooking,
} from "#app/server/repositories/quotes.server.ts";
import { readPayNowDiscountBp } from "#app/server/repositories/pricing-settings.server.ts";

export const CATALOGUE_TTL_MS = 30_000;

export type SearchCatalogue = {
  offices: Map<number, OfficeForBooking>;
  models: ModelForBooking[];
  rates: Map<number, DailyRate[]>;
  seasons: Season[];
  oneWayFees: OneWayFeeTable;
  /** The pay-now discount in basis points (decision 0055). */
  payNowDiscountBp: number;
  /** Monthly rate tiers per model (decision 0121). */
  monthlyRates: Map<number, MonthlyRate[]>;
};

const cache = new WeakMap<Db, { loadedAt: number; day: string; value: Promise<SearchCatalogue> }>();

async function load(db: Db, today: string): Promise<SearchCatalogue> {
  // Holidays for every day a search can touch: 365 days of lead plus 365 days of rental (0121).
  const [offices, models, rates, seasons, oneWayFees, payNowDiscountBp] = await readTogether(db, [
    () => loadAllOfficesForBooking(db, addDays(today, -1), addDays(today, 735)),
    () => loadActiveModels(db),
    () => loadRates(db),
    () => loadSeasons(db),
    async () => oneWayFeeTable(await loadOneWayFees(db)),
    () => readPayNowDiscountBp(db),
  ]);
  const monthlyRates = await loadMonthlyRates(db);
  return { offices, models, rates, seasons, oneWayFees, payNowDiscountBp, monthlyRates };
}

/** The cached catalogue, reloaded after CATALOGUE_TTL_MS, a public change or when the Istanbul day changes. */
export function searchCatalogue(db: Db, now: Date): Promise<SearchCatalogue> {
  const day = istanbulDate(now);
  // On an app server the shared catalogue cache keeps it and drops it on a public change.
  if (catalogueCacheEnabled(db)) {
    return kept(db, `search:${day}`, ["offices", "fleet", "prices"], () => load(db, day), CATALOGUE_TTL_MS);
  }
  const hit = cache.get(db);
  const wall = Date.now();
  if (hit && hit.day === day && wall - hit.loadedAt < CATALOGUE_TTL_MS) return hit.value;
  const value = load(db, day);
  cache.set(db, { loadedAt: wall, day, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Forget the cached catalogue of a database (after catalogue edits, and in tests). */
export function forgetSearchCatalogue(db: Db): void {
  cache.delete(db);
  dropCatalogue(db, ["offices", "fleet", "prices"]);
}
