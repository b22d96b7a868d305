// Quotes: the server prices one model for one window with the chosen packages, stores the price
// with its inputs, and the reservation is later made from that stored quote only.
import { randomUUID } from "node:crypto";
import type { CampaignRefusal } from "#app/domain/campaigns/campaign-eligibility.ts";
import { readTogether } from "#app/server/db/reads.server.ts";
import {
  DEPOSIT_FREE_CODE,
  depositDue,
  depositFreeAddOn,
  withoutDepositFree,
} from "#app/domain/pricing/deposit-free.ts";
import {
  freeKmAllowance,
  type Quote,
  type QuoteErrorCode,
  QuoteInputError,
  type QuoteExtra,
  quoteExpiresAt,
  quoteRental,
} from "#app/domain/pricing/quote.ts";
import type { SearchErrorCode } from "#app/domain/rental/search-rules.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { DeliveryLegJson, QuoteInputsJson } from "#app/server/db/schema.ts";
import { listFeasibleUnits } from "#app/server/repositories/availability.server.ts";
import {
  findAssurancePrice,
  findExtras,
  findKmPackage,
  insertQuote,
  loadActiveModels,
  loadRates,
  loadSeasons,
  type QuoteRow,
} from "#app/server/repositories/quotes.server.ts";
import { readPayNowDiscountBp } from "#app/server/repositories/pricing-settings.server.ts";
import { findDepositFreePrice } from "#app/server/repositories/deposit-free.server.ts";
import { loadMonthlyRates } from "#app/server/repositories/monthly-rentals.server.ts";
import { releaseExpiredHoldsNow } from "./search.server.ts";
import { catalogueCovers, pricingCatalogue } from "./search-catalogue.server.ts";
import { type BookingSearch, campaignFor, findCampaignByCode, prepareSearch } from "./booking-context.server.ts";

export type QuoteRequest = BookingSearch & {
  modelId: number;
  assuranceCode?: string | null;
  /** Combinable packages beside the main one (Lastik-Cam-Far). */
  assuranceAddOnCodes?: readonly string[];
  kmPackageCode?: string | null;
  extras?: readonly { code: string; quantity: number }[];
  /** The deposit-free package (decision 0125); also taken when "deposit-free" is among the add-on codes. */
  depositFree?: boolean;
  campaignCode?: string | null;
  /** The signed-in member (from the session, never from the form): member discount and campaigns. */
  memberId?: string | null;
  lang: "tr" | "en";
  /** Delivery and collection legs already priced by services/delivery.server.ts (decision 0123). */
  delivery?: readonly DeliveryLegJson[];
};

export type StoredQuote = {
  id: string;
  inputs: QuoteInputsJson;
  price: Quote;
  totalKurus: number;
  currency: string;
  expiresAt: Date;
  createdAt: Date;
  memberId: string | null;
};

export type CreateQuoteResult =
  | { ok: true; quote: StoredQuote }
  | { ok: false; reason: "invalidSearch"; errors: SearchErrorCode[] }
  | {
      ok: false;
      reason:
        | "unknownOffice"
        | "oneWayNotOffered"
        | "unknownModel"
        | "noRate"
        | "notAvailable"
        | "unknownKmPackage"
        | "unknownExtra"
        | "unknownCampaign";
    }
  | {
      ok: false;
      reason: "unknownAssurance";
      /** Which asked code was refused: not offered for the model's class, or offered in the other group (0053). */
      refused: { field: "assuranceCode" | "assuranceAddOnCodes"; code: string; why: "unknown" | "wrongGroup" };
    }
  | { ok: false; reason: "campaignRefused"; refusal: CampaignRefusal }
  | { ok: false; reason: "invalidOption"; code: QuoteErrorCode };

/** Reads a stored quote row back into the typed shape. */
export function toStoredQuote(row: QuoteRow): StoredQuote {
  return {
    id: row.id,
    inputs: row.inputs,
    price: row.lines as Quote,
    totalKurus: Number(row.totalKurus),
    currency: row.currency,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    memberId: row.memberId,
  };
}

export type QuoteOptions = {
  now?: Date;
  /** A booking change checks the units itself, with the booking's own hold set aside (decision 0056). */
  skipAvailability?: boolean;
  /** The desk's lead time (decision 0076). */
  minLeadMinutes?: number;
  /** A change to a running rental: the pick-up is history and its rules do not apply (decision 0090). */
  pickupTaken?: boolean;
};

/** A priced quote not stored yet: `row` is what storing it writes, `quote` what it then reads back as. */
export type PreparedQuoteResult =
  Exclude<CreateQuoteResult, { ok: true }> | { ok: true; quote: StoredQuote; row: QuoteRow };

/** Prices the request with quoteRental and stores it for 15 minutes. */
export async function createQuote(db: Db, input: QuoteRequest, options: QuoteOptions = {}): Promise<CreateQuoteResult> {
  const prepared = await prepareQuote(db, input, options);
  if (!prepared.ok) return prepared;
  return { ok: true, quote: await storeQuote(db, prepared.row) };
}

/** Stores a quote prepareQuote priced. */
export async function storeQuote(db: Db, row: QuoteRow): Promise<StoredQuote> {
  return toStoredQuote(await insertQuote(db, row));
}

/**
 * Prices the request as createQuote does and gives back the quote without storing it, its id
 * chosen here: the partner API stores it in one statement with its Idempotency-Key (decision 0170).
 */
export async function prepareQuote(
  db: Db,
  input: QuoteRequest,
  options: QuoteOptions = {},
): Promise<PreparedQuoteResult> {
  const now = options.now ?? new Date();
  const isMember = Boolean(input.memberId);
  // On an app server the offices, model, rates, seasons and settings come from the kept catalogue
  // of the current public versions (one query instead of eight, decision 0155); elsewhere, and for
  // a window whose holidays it does not hold, each is read here.
  const kept = await pricingCatalogue(db, now);
  const catalogue = kept && catalogueCovers(now, input) ? kept : undefined;
  const prepared = await prepareSearch(db, input, now, catalogue, {
    ...(options.minLeadMinutes === undefined ? {} : { minLeadMinutes: options.minLeadMinutes }),
    ...(options.pickupTaken ? { pickupTaken: true } : {}),
  });
  if (!prepared.ok) return prepared;
  const model = catalogue
    ? catalogue.models.find((m) => m.id === input.modelId)
    : (await loadActiveModels(db, input.modelId))[0];
  if (!model) return { ok: false, reason: "unknownModel" };
  const { days, oneWayFeeKurus } = prepared;

  const assurance = input.assuranceCode ? await findAssurancePrice(db, input.assuranceCode, model.classId) : null;
  // The main package is one of the exclusive ones; an add-on only combines with them (0053).
  if (input.assuranceCode && (!assurance || assurance.combinable)) {
    const why = assurance ? "wrongGroup" : "unknown";
    return {
      ok: false,
      reason: "unknownAssurance",
      refused: { field: "assuranceCode", code: input.assuranceCode, why },
    };
  }
  const addOns: { code: string; dailyKurus: number }[] = [];
  // The deposit-free package rides as an add-on line but is priced per office and class (0125).
  const asked = withoutDepositFree(input.assuranceAddOnCodes ?? []);
  for (const code of new Set(asked.codes)) {
    const addOn = await findAssurancePrice(db, code, model.classId);
    if (!addOn || !addOn.combinable) {
      const why = addOn ? "wrongGroup" : "unknown";
      return { ok: false, reason: "unknownAssurance", refused: { field: "assuranceAddOnCodes", code, why } };
    }
    addOns.push({ code: addOn.code, dailyKurus: addOn.dailyKurus });
  }
  const depositFree = Boolean(input.depositFree) || asked.asked;
  if (depositFree) {
    const daily = await findDepositFreePrice(db, input.pickupOfficeId, model.classId);
    if (daily === null) {
      const refused = { field: "assuranceAddOnCodes" as const, code: DEPOSIT_FREE_CODE, why: "unknown" as const };
      return { ok: false, reason: "unknownAssurance", refused };
    }
    addOns.push(depositFreeAddOn(daily));
  }
  const kmPackage = input.kmPackageCode ? await findKmPackage(db, input.kmPackageCode) : null;
  if (input.kmPackageCode && !kmPackage) return { ok: false, reason: "unknownKmPackage" };
  const wanted = (input.extras ?? []).filter((e) => e.quantity !== 0);
  const extraRows = await findExtras(
    db,
    wanted.map((e) => e.code),
  );
  const extras: QuoteExtra[] = [];
  for (const want of wanted) {
    const row = extraRows.find((r) => r.code === want.code);
    if (!row) return { ok: false, reason: "unknownExtra" };
    extras.push({
      code: row.code,
      pricing: row.pricing,
      priceKurus: Number(row.priceKurus),
      quantity: want.quantity,
      maxQuantity: row.maxQuantity,
      capKurus: row.capKurus === null ? null : Number(row.capKurus),
    });
  }

  const lookup = await findCampaignByCode(db, input.campaignCode);
  if (lookup.kind === "unknown") return { ok: false, reason: "unknownCampaign" };
  const campaign = lookup.kind === "found" ? lookup.campaign : null;
  if (campaign) {
    const check = campaignFor(campaign, {
      pickupAt: input.pickupAt,
      classId: model.classId,
      pickupOfficeId: input.pickupOfficeId,
      days,
      isMember,
    });
    if (!check.ok) return { ok: false, reason: "campaignRefused", refusal: check.reason };
  }

  // Parallel for a search on the pool; one after another when a change prices inside its transaction.
  const [rates, seasonList, payNowDiscountBp, monthlyRates] = catalogue
    ? [catalogue.rates, catalogue.seasons, catalogue.payNowDiscountBp, catalogue.monthlyRates]
    : await readTogether(db, [
        () => loadRates(db, [model.id]),
        () => loadSeasons(db),
        () => readPayNowDiscountBp(db),
        () => loadMonthlyRates(db, [model.id]),
      ] as const);
  let price: Quote;
  try {
    price = quoteRental({
      days,
      pickUp: input.pickupAt,
      rates: rates.get(model.id) ?? [],
      seasons: seasonList,
      oneWayFeeKurus,
      assuranceDailyKurus: assurance?.dailyKurus ?? null,
      assuranceAddOns: addOns,
      kmPackagePriceKurus: kmPackage ? Number(kmPackage.priceKurus) : null,
      extras,
      campaign,
      memberDiscountPct: isMember ? model.memberDiscountPct : 0,
      payNowDiscountBp,
      delivery: input.delivery ?? [],
      monthlyRates: monthlyRates.get(model.id) ?? [],
    });
  } catch (error) {
    if (error instanceof QuoteInputError) {
      return error.code === "missingRate"
        ? { ok: false, reason: "noRate" }
        : { ok: false, reason: "invalidOption", code: error.code };
    }
    throw error;
  }

  // A price for a car we cannot give helps nobody; the reservation re-checks anyway.
  if (!options.skipAvailability) {
    // At most every SEARCH_RELEASE_INTERVAL_MS per handle, as the search does: feasible_units
    // ignores run-out holds by `now` either way, so the answer is the same (decision 0144).
    await releaseExpiredHoldsNow(db, now);
    const units = await listFeasibleUnits(db, { ...input, now }, model.id);
    if (units.length === 0) return { ok: false, reason: "notAvailable" };
  }

  const inputs: QuoteInputsJson = {
    modelId: model.id,
    pickupOfficeId: input.pickupOfficeId,
    dropoffOfficeId: input.dropoffOfficeId,
    pickupAt: input.pickupAt.toISOString(),
    returnAt: input.returnAt.toISOString(),
    days,
    assuranceCode: assurance?.code ?? null,
    assuranceAddOnCodes: addOns.map((a) => a.code),
    kmPackageCode: kmPackage?.code ?? null,
    extras: extras.map((e) => ({ code: e.code, quantity: e.quantity })),
    campaignCode: campaign?.code ?? null,
    campaignId: campaign && price.discount.applied === "campaign" ? campaign.id : null,
    depositKurus: depositDue(model.depositKurus, depositFree),
    kmAllowance: freeKmAllowance(model.kmLimitPerDay, days, kmPackage ? kmPackage.extraKm : undefined),
    lang: input.lang,
    ...(input.delivery && input.delivery.length > 0 ? { delivery: [...input.delivery] } : {}),
  };
  const row: QuoteRow = {
    id: randomUUID(),
    inputs,
    lines: price,
    totalKurus: price.totalKurus,
    currency: "TRY",
    expiresAt: quoteExpiresAt(now),
    createdAt: now,
    memberId: input.memberId ?? null,
  };
  return { ok: true, quote: toStoredQuote(row), row };
}
