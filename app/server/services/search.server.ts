// Search: the models that can be rented for a window, each priced by the server.
import { ownerOf, readTogether } from "#app/server/db/reads.server.ts";
import type { CampaignRefusal } from "#app/domain/campaigns/campaign-eligibility.ts";
import { divRoundHalfUp } from "#app/domain/money/money.ts";
import { chooseDiscount, freeKmAllowance, QuoteInputError, quoteRental } from "#app/domain/pricing/quote.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { countFeasibleUnitsByModel } from "#app/server/repositories/availability.server.ts";
import type { ModelForBooking } from "#app/server/repositories/quotes.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import {
  type BookingSearch,
  campaignFor,
  seasonsTouching,
  findCampaignByCode,
  prepareSearch,
  type SearchProblem,
} from "./booking-context.server.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";

/** Searches release run-out holds at most this often per database handle; reserving always does. */
export const SEARCH_RELEASE_INTERVAL_MS = 10_000;
const lastRelease = new WeakMap<Db, number>();

/**
 * The query already ignores run-out holds; this keeps their status current without a write per
 * search or per quote (decision 0144: a quote shares the search's throttle). A transaction is a
 * handle of its own, so inside one it always releases, unless it said which pool it belongs to
 * (ownTransaction: the API's idempotent calls, decision 0155), whose throttle it then shares.
 */
export async function releaseExpiredHoldsNow(db: Db, now: Date): Promise<void> {
  const owner = ownerOf(db);
  const last = lastRelease.get(owner);
  if (last !== undefined && Math.abs(now.getTime() - last) < SEARCH_RELEASE_INTERVAL_MS) return;
  lastRelease.set(owner, now.getTime());
  await releaseExpiredHolds(db, now);
}

export type SearchRequest = BookingSearch & { campaignCode?: string | null };

export type AvailableModel = {
  model: ModelForBooking;
  /** Feasible units right now (the UI may say "last car"). */
  freeUnits: number;
  days: number;
  /** Vehicle rental + one-way fee with the discount this customer gets (campaign or member). */
  totalKurus: number;
  /** Vehicle rental after that discount divided by the days, rounded half-up. */
  dailyKurus: number;
  /** Vehicle rental before any discount. */
  listVehicleKurus: number;
  oneWayFeeKurus: number;
  appliedDiscount: "campaign" | "member" | null;
  /** What the campaign code takes off for this model; null without a usable code. */
  campaignGainKurus: number | null;
  /** Why the code does not apply to this model, if it does not. */
  campaignRefusal: CampaignRefusal | null;
  /** The total when paying now by card (pay-now discount of decision 0055 off totalKurus). */
  payNowTotalKurus: number;
  /** The pay-now discount rate, basis points. */
  payNowDiscountBp: number;
  /** The total with the member discount (for guests: what they would pay as members). */
  memberTotalKurus: number;
  memberDiscountPct: number;
  depositKurus: number;
  kmLimitPerDay: number;
  kmAllowance: number | "unlimited";
  minAge: number;
  licenceYears: number;
};

export type UnbookableReason = "soldOut" | "noRate";
export type UnbookableModel = { model: ModelForBooking; reason: UnbookableReason };

export type SearchResult =
  | {
      ok: true;
      days: number;
      oneWayFeeKurus: number;
      campaign: { code: string; status: "valid" | "notApplicable" | "unknown" } | null;
      models: AvailableModel[];
      unavailable: UnbookableModel[];
    }
  | SearchProblem;

/** Validates with validateSearch, finds feasible units with one query, prices each model with quoteRental. */
export async function searchAvailability(
  db: Db,
  search: SearchRequest,
  options: {
    memberId?: string | null;
    now?: Date;
    minLeadMinutes?: number;
    /** Where the free cars and the campaign code are read: the replica for a visitor's search (0098). */
    readDb?: Db;
  } = {},
): Promise<SearchResult> {
  const now = options.now ?? new Date();
  const reader = options.readDb ?? db;
  const isMember = Boolean(options.memberId);
  const catalogue = await searchCatalogue(db, now);
  const prepared = await prepareSearch(
    db,
    search,
    now,
    catalogue,
    options.minLeadMinutes === undefined ? {} : { minLeadMinutes: options.minLeadMinutes },
  );
  if (!prepared.ok) return prepared;
  await releaseExpiredHoldsNow(db, now);
  const [free, campaignLookup] = await readTogether(reader, [
    () => countFeasibleUnitsByModel(reader, { ...search, now }),
    () => findCampaignByCode(reader, search.campaignCode),
  ]);
  const { models, rates } = catalogue;
  // Only seasons that touch the rental can price it; the rest would just be scanned for every day.
  const touching = seasonsTouching(catalogue.seasons, search.pickupAt, prepared.days);
  const { days, oneWayFeeKurus } = prepared;
  const available: AvailableModel[] = [];
  const unavailable: UnbookableModel[] = [];
  let campaignUsed = false;
  for (const model of models) {
    const freeUnits = free.get(model.id) ?? 0;
    if (freeUnits === 0) {
      unavailable.push({ model, reason: "soldOut" });
      continue;
    }
    let campaignRefusal: CampaignRefusal | null = null;
    let campaignTerms = null;
    if (campaignLookup.kind === "found") {
      const check = campaignFor(campaignLookup.campaign, {
        pickupAt: search.pickupAt,
        classId: model.classId,
        pickupOfficeId: search.pickupOfficeId,
        days,
        isMember,
      });
      if (check.ok) {
        campaignTerms = campaignLookup.campaign;
        campaignUsed = true;
      } else campaignRefusal = check.reason;
    }
    const base = {
      days,
      pickUp: search.pickupAt,
      rates: rates.get(model.id) ?? [],
      seasons: touching,
      oneWayFeeKurus,
      monthlyRates: catalogue.monthlyRates?.get(model.id) ?? [],
    };
    try {
      const price = quoteRental({
        ...base,
        campaign: campaignTerms,
        memberDiscountPct: isMember ? model.memberDiscountPct : 0,
        payNowDiscountBp: catalogue.payNowDiscountBp,
      });
      // What a member would pay: the same lines with the member's discount choice (chooseDiscount).
      const memberDiscount = chooseDiscount(price.vehicleKurus, campaignTerms, model.memberDiscountPct);
      const memberTotalKurus = price.totalKurus + price.discount.amountKurus - memberDiscount.amountKurus;
      available.push({
        model,
        freeUnits,
        days,
        totalKurus: price.totalKurus,
        payNowTotalKurus: price.payNow?.totalKurus ?? price.totalKurus,
        payNowDiscountBp: catalogue.payNowDiscountBp,
        dailyKurus: divRoundHalfUp(price.vehicleKurus - price.discount.amountKurus, days),
        listVehicleKurus: price.vehicleKurus,
        oneWayFeeKurus,
        appliedDiscount: price.discount.applied,
        campaignGainKurus: price.discount.campaignKurus,
        campaignRefusal,
        memberTotalKurus,
        memberDiscountPct: model.memberDiscountPct,
        depositKurus: model.depositKurus,
        kmLimitPerDay: model.kmLimitPerDay,
        kmAllowance: freeKmAllowance(model.kmLimitPerDay, days),
        minAge: model.minAge,
        licenceYears: model.licenceYears,
      });
    } catch (error) {
      if (error instanceof QuoteInputError && error.code === "missingRate") {
        unavailable.push({ model, reason: "noRate" });
        continue;
      }
      throw error;
    }
  }
  available.sort((a, b) => a.totalKurus - b.totalKurus || a.model.id - b.model.id);
  return {
    ok: true,
    days,
    oneWayFeeKurus,
    campaign:
      campaignLookup.kind === "none"
        ? null
        : campaignLookup.kind === "unknown"
          ? { code: search.campaignCode ?? "", status: "unknown" }
          : { code: campaignLookup.campaign.code, status: campaignUsed ? "valid" : "notApplicable" },
    models: available,
    unavailable,
  };
}
