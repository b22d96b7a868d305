// The catalogue a search prices with (offices and holidays, models, rates, seasons, one-way
// fees), read once per database handle and kept for a short while, and on an app server also
// dropped at once by a public change of offices, the fleet or prices (catalogue-cache.server.ts,
// docs/decisions/0052). Search results may be up to CATALOGUE_TTL_MS old in their catalogue
// when a change skipped markPublicChange. Reservations always read it fresh; a quote on an app
// server prices with it only after reading the public change versions in its own transaction
// (pricingCatalogue, decision 0155), so no marked change committed before the quote is missed.
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
import { loadActiveDepositFreePrices } from "#app/server/repositories/deposit-free.server.ts";
import { type PublicTopic, readPublicVersions } from "#app/server/repositories/public-changes.server.ts";

export const CATALOGUE_TTL_MS = 30_000;
/** The Istanbul days whose office holidays the catalogue holds, from today: 365 of lead plus 365 of rental (0121). */
const HOLIDAYS_FROM = -1;
const HOLIDAYS_TO = 735;

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
  /**
   * The deposit-free package's active daily prices, office -> class -> kuruş: the search cards'
   * option (decisions 0139, 0158). A quote and a reservation read the price themselves.
   */
  depositFree: ReadonlyMap<number, ReadonlyMap<number, number>>;
};

const cache = new WeakMap<Db, { loadedAt: number; day: string; value: Promise<SearchCatalogue> }>();

async function load(db: Db, today: string): Promise<SearchCatalogue> {
  // Holidays for every day a search can touch: 365 days of lead plus 365 days of rental (0121).
  const [offices, models, rates, seasons, oneWayFees, payNowDiscountBp, depositFree] = await readTogether(db, [
    () => loadAllOfficesForBooking(db, addDays(today, HOLIDAYS_FROM), addDays(today, HOLIDAYS_TO)),
    () => loadActiveModels(db),
    () => loadRates(db),
    () => loadSeasons(db),
    async () => oneWayFeeTable(await loadOneWayFees(db)),
    () => readPayNowDiscountBp(db),
    () => loadActiveDepositFreePrices(db),
  ]);
  const monthlyRates = await loadMonthlyRates(db);
  return { offices, models, rates, seasons, oneWayFees, payNowDiscountBp, monthlyRates, depositFree };
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

const CATALOGUE_TOPICS: readonly PublicTopic[] = ["offices", "fleet", "prices"];

/**
 * The catalogue a quote prices with on an app server (decision 0155): kept under the versions of
 * its topics as read on `db` now (one query, in the quote's transaction), so a change marked with
 * markPublicChange and committed before this read is always in it, on every app server, without
 * waiting for the notification. Null where nothing is kept (tests, scripts, a handle of no app
 * server): the caller then reads each thing itself, as before. A change that skipped
 * markPublicChange (SQL in a script) shows within CATALOGUE_TTL_MS, as in the search.
 */
export async function pricingCatalogue(db: Db, now: Date): Promise<SearchCatalogue | null> {
  if (!catalogueCacheEnabled(db)) return null;
  const versions = await readPublicVersions(db);
  const day = istanbulDate(now);
  const stamp = CATALOGUE_TOPICS.map((t) => versions.get(t) ?? 0).join(".");
  return kept(db, `pricing:${day}:${stamp}`, CATALOGUE_TOPICS, () => load(db, day), CATALOGUE_TTL_MS);
}

/**
 * Whether a catalogue read on `now` holds every office holiday prepareSearch reads for this
 * window (its pick-up day to the day after its return); false for a window that is not a time.
 */
export function catalogueCovers(now: Date, window: { pickupAt: Date; returnAt: Date }): boolean {
  if (Number.isNaN(window.pickupAt.getTime()) || Number.isNaN(window.returnAt.getTime())) return false;
  const today = istanbulDate(now);
  const ends = [istanbulDate(window.pickupAt), addDays(istanbulDate(window.returnAt), 1)];
  const [first = "", last = ""] = ends.sort();
  return first >= addDays(today, HOLIDAYS_FROM) && last <= addDays(today, HOLIDAYS_TO);
}

/** Forget the cached catalogue of a database (after catalogue edits, and in tests). */
export function forgetSearchCatalogue(db: Db): void {
  cache.delete(db);
  dropCatalogue(db, ["offices", "fleet", "prices"]);
}
