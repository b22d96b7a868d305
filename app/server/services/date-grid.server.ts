// The cheaper-dates grid of a search (issue 31 item 2, decision 0116): for the chosen class, the
// total of every pick-up x return pair within three days of the search, priced as the search
// prices (pairPrice: quoteRental over the same catalogue, campaign and member rules) from ONE
// availability query (countFreeUnitsPerWindow). The search rules (prepareSearch with the cached
// catalogue) decide which pairs can be offered at all, without a query. The results page starts
// that query beside the search's own (gridAvailability), for every model, so the grid costs the
// page what the longer of the two takes; the class is chosen and priced once both are back.
import { readTogether } from "#app/server/db/reads.server.ts";
import type { CampaignDiscountTerms } from "#app/domain/campaigns/campaign-eligibility.ts";
import {
  buildDateGrid,
  type GridCell,
  type GridWindow,
  gridWindows,
  pairPrice,
} from "#app/domain/pricing/date-grid.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { countFreeUnitsPerWindow } from "#app/server/repositories/date-grid.server.ts";
import {
  campaignFor,
  findCampaignByCode,
  prepareSearch,
  type PreparedSearch,
  type SearchProblem,
} from "./booking-context.server.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";
import type { SearchRequest } from "./search.server.ts";

export type DateGrid = { classId: number; cells: GridCell[] };

/** The 49 pairs, the search rules' verdict on each, and the free units per offered pair and model. */
export type GridAvailability = {
  windows: GridWindow[];
  prepared: (PreparedSearch | SearchProblem)[];
  /** Pair index -> model id -> free units. */
  free: Map<number, Map<number, number>>;
};

/** The grid's one availability query, for the given models (every model when null). */
export async function gridAvailability(
  db: Db,
  search: SearchRequest,
  options: { now: Date; readDb?: Db; modelIds?: readonly number[] | null },
): Promise<GridAvailability> {
  const catalogue = await searchCatalogue(db, options.now);
  const windows = gridWindows(search.pickupAt, search.returnAt);
  // The search rules per pair, from the catalogue already in memory (no query).
  const prepared = await readTogether(
    db,
    windows.map(
      (w) => () => prepareSearch(db, { ...search, pickupAt: w.pickupAt, returnAt: w.returnAt }, options.now, catalogue),
    ),
  );
  const offered = windows.flatMap((w, i) => (prepared[i]?.ok ? [{ ...w, i }] : []));
  const bySlot = await countFreeUnitsPerWindow(options.readDb ?? db, {
    pickupOfficeId: search.pickupOfficeId,
    dropoffOfficeId: search.dropoffOfficeId,
    windows: offered,
    modelIds: options.modelIds ?? null,
    now: options.now,
  });
  const free = new Map<number, Map<number, number>>();
  offered.forEach((o, slot) => {
    const perModel = bySlot.get(slot);
    if (perModel) free.set(o.i, perModel);
  });
  return { windows, prepared, free };
}

/** Prices the grid of one class, of the models the driver may rent. Null when the class has no such model. */
export async function priceDateGrid(
  db: Db,
  search: SearchRequest,
  availability: GridAvailability,
  options: {
    classId: number;
    /** The driver's figures allow the model (the search's eligibility); every model when absent. */
    allows?: (model: { minAge: number; licenceYears: number }) => boolean;
    memberId?: string | null;
    now: Date;
    readDb?: Db;
  },
): Promise<DateGrid | null> {
  const isMember = Boolean(options.memberId);
  const catalogue = await searchCatalogue(db, options.now);
  const allows = options.allows ?? (() => true);
  const models = catalogue.models.filter((m) => m.classId === options.classId && allows(m));
  if (models.length === 0) return null;
  // A typed code costs a look-up (as the search's own); without one the grid made its one query only.
  const campaignLookup = search.campaignCode
    ? await findCampaignByCode(options.readDb ?? db, search.campaignCode)
    : ({ kind: "none" } as const);
  const prices = availability.windows.map((w, index) => {
    const ready = availability.prepared[index];
    if (!ready?.ok) return pairPrice({ rental: null, models: [], seasons: [], isMember, payNowDiscountBp: 0 });
    const freeHere = availability.free.get(index);
    return pairPrice({
      rental: { days: ready.days, pickupAt: w.pickupAt, oneWayFeeKurus: ready.oneWayFeeKurus },
      models: models.map((model) => {
        let campaign: CampaignDiscountTerms | null = null;
        if (campaignLookup.kind === "found") {
          const check = campaignFor(campaignLookup.campaign, {
            pickupAt: w.pickupAt,
            classId: model.classId,
            pickupOfficeId: search.pickupOfficeId,
            days: ready.days,
            isMember,
          });
          if (check.ok) campaign = campaignLookup.campaign;
        }
        return {
          free: freeHere?.get(model.id) ?? 0,
          rates: catalogue.rates.get(model.id) ?? [],
          monthlyRates: catalogue.monthlyRates?.get(model.id) ?? [],
          memberDiscountPct: model.memberDiscountPct,
          campaign,
        };
      }),
      // The catalogue's own list: the factor of each day is then worked out once for all 49 pairs
      // and every model, and kept while the catalogue is (seasonFactorFor, decision 0158).
      seasons: catalogue.seasons,
      isMember,
      payNowDiscountBp: catalogue.payNowDiscountBp,
    });
  });
  return { classId: options.classId, cells: buildDateGrid(availability.windows, prices) };
}

/** The grid of one class from scratch: its availability query restricted to the class, then the prices. */
export async function searchDateGrid(
  db: Db,
  search: SearchRequest,
  options: {
    classId: number;
    allows?: (model: { minAge: number; licenceYears: number }) => boolean;
    memberId?: string | null;
    now?: Date;
    readDb?: Db;
  },
): Promise<DateGrid | null> {
  const now = options.now ?? new Date();
  const catalogue = await searchCatalogue(db, now);
  const allows = options.allows ?? (() => true);
  const modelIds = catalogue.models.filter((m) => m.classId === options.classId && allows(m)).map((m) => m.id);
  if (modelIds.length === 0) return null;
  const availability = await gridAvailability(db, search, {
    now,
    modelIds,
    ...(options.readDb ? { readDb: options.readDb } : {}),
  });
  return priceDateGrid(db, search, availability, { ...options, now });
}
