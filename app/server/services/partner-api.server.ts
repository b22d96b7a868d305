// The partner API's use cases (decision 0040): each one calls the site's own service (offices, fleet,
// search, quote, reserve, lookup, cancellation, payments) and shapes its answer for the API. No
// business rule is decided here; a refusal comes back as a typed domain error (PartnerApiError)
// that the HTTP layer (app/server/api) maps to a status and a problem document.
// This file: the catalogue, search, campaign check and quote, and the answer's shape;
// reserving, looking up and cancelling a reservation are in partner-api-reservations.server.ts.
import { readTogether } from "#app/server/db/reads.server.ts";
import type { ApiProblemKey } from "#app/i18n/messages/api-problems.ts";
import type { Lang } from "#app/i18n/config.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Quote } from "#app/domain/pricing/quote.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listClassesWithFromPrice } from "#app/server/repositories/classes.server.ts";
import { listOfficeOptions } from "#app/server/repositories/offices.server.ts";
import { fleetCatalogue } from "./fleet-catalogue.server.ts";
import type { DeliveryLegJson } from "#app/server/db/schema.ts";
import { findDeliveryOffice } from "#app/server/repositories/delivery.server.ts";
import { priceDeliveryLegs } from "./delivery.server.ts";
import { prepareQuote, type StoredQuote, storeQuote } from "./quote.server.ts";
import { type AvailableModel, searchAvailability } from "./search.server.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";
import { modelSpecs } from "#app/shared/booking/model-specs.ts";
import { offerTerms } from "#app/shared/booking/offer-terms.ts";

/** `vars` fill the message's {{placeholders}} (e.g. a delivery refusal's distance and office). */
export type FieldProblem = { field: string; code: string; vars?: Record<string, string | number> };

/**
 * Why a partner API use case refused, in Yolda's words and without HTTP: `kind` says what sort of
 * refusal it is, `code` names it (the problem the API words), with the fields or the other offers
 * it concerns. The HTTP layer (app/server/api) maps each kind to a status and an RFC 9457 problem.
 */
export type PartnerApiErrorKind =
  /** The request's fields cannot be read (a missing time, a driver field). */
  | "invalid-input"
  /** What it names does not exist (a quote, a model, a reservation). */
  | "not-found"
  /** It exists but its state says no (used, taken meanwhile, no longer cancellable). */
  | "conflict"
  /** It was valid once (a quote past its 15 minutes). */
  | "expired"
  /** A business rule refuses it (an unknown office or package, a search rule, a campaign, the driver's age). */
  | "refused";

export type PartnerApiError = {
  kind: PartnerApiErrorKind;
  code: ApiProblemKey;
  errors?: FieldProblem[];
  alternatives?: ReturnType<typeof offerOf>[];
};

export type PartnerApiRefusal = { ok: false; error: PartnerApiError };

/** A partner API use case's answer: its value, or a domain error. */
export type PartnerApiResult<T> = { ok: true; value: T } | PartnerApiRefusal;

export const refuse = (
  kind: PartnerApiErrorKind,
  code: ApiProblemKey,
  extra: { errors?: FieldProblem[]; alternatives?: ReturnType<typeof offerOf>[] } = {},
): PartnerApiRefusal => ({ ok: false, error: { kind, code, ...extra } });

// ----------------------------------------------------------------------------------------------
// Catalogue

/** Active offices with hours and upcoming closures (the search bar's list), plus address and phone. */
export async function apiOffices(db: Db, lang: Lang, now: Date = new Date()) {
  const [options, catalogue] = await readTogether(db, [
    () => listOfficeOptions(db, lang),
    () => searchCatalogue(db, now),
  ]);
  const byCode = new Map([...catalogue.offices.values()].map((o) => [o.code, o]));
  return options.flatMap((o) => {
    const office = byCode.get(o.code);
    if (!office) return [];
    return [
      {
        id: office.id,
        code: o.code,
        name: o.name,
        city: o.cityName,
        address: lang === "en" ? office.addressEn : office.addressTr,
        phone: office.phone,
        open24h: o.open24h,
        hours: [...o.hours],
        closures: o.closures.map((c) => ({ day: c.day, opens: c.opens, closes: c.closes })),
      },
    ];
  });
}

export async function apiFleet(db: Db, lang: Lang) {
  const [classes, fleet] = await readTogether(db, [
    () => listClassesWithFromPrice(db, lang),
    () => fleetCatalogue(db, lang),
  ]);
  return {
    classes: classes.map((c) => ({
      slug: c.slug,
      acriss: c.acriss,
      name: c.name,
      description: c.description,
      fromKurus: c.fromKurus,
      models: c.models,
    })),
    models: fleet.models.map((m) => ({
      id: m.id,
      brand: m.brand,
      model: m.model,
      year: m.year,
      classSlug: m.classSlug,
      className: m.className,
      acriss: m.acriss,
      ...modelSpecs(m),
      fromKurus: m.fromKurus,
    })),
  };
}

// ----------------------------------------------------------------------------------------------
// Search, campaign check, quote

export type WindowInput = {
  pickupOffice: string;
  dropoffOffice?: string | undefined;
  pickupAt: string;
  returnAt: string;
};

type ResolvedWindow = { pickupOfficeId: number; dropoffOfficeId: number; pickupAt: Date; returnAt: Date };

/** Office codes to ids and Istanbul local times to instants. */
async function resolveWindow(db: Db, input: WindowInput, now: Date): Promise<ResolvedWindow | PartnerApiRefusal> {
  const catalogue = await searchCatalogue(db, now);
  const idOf = (code: string) =>
    [...catalogue.offices.values()].find((o) => o.active && o.code.toUpperCase() === code.trim().toUpperCase())?.id;
  const pickupOfficeId = idOf(input.pickupOffice);
  const dropoffOfficeId = idOf(input.dropoffOffice ?? input.pickupOffice);
  if (pickupOfficeId === undefined || dropoffOfficeId === undefined) return refuse("refused", "unknownOffice");
  const pickupAt = parseIstanbulLocal(input.pickupAt);
  const returnAt = parseIstanbulLocal(input.returnAt);
  const errors: FieldProblem[] = [];
  if (!pickupAt) errors.push({ field: "pickupAt", code: "search.errors.pickupMissing" });
  if (!returnAt) errors.push({ field: "returnAt", code: "search.errors.returnMissing" });
  if (!pickupAt || !returnAt) return refuse("invalid-input", "invalidRequest", { errors });
  return { pickupOfficeId, dropoffOfficeId, pickupAt, returnAt };
}

const searchFields: Record<string, string> = {
  pickupNotOnHalfHour: "pickupAt",
  pickupTooSoon: "pickupAt",
  pickupTooFar: "pickupAt",
  pickupOfficeClosed: "pickupAt",
  returnNotOnHalfHour: "returnAt",
  returnBeforePickup: "returnAt",
  tooLong: "returnAt",
  returnOfficeClosed: "returnAt",
};

function searchProblem(
  result: { reason: "invalidSearch"; errors: string[] } | { reason: "unknownOffice" | "oneWayNotOffered" },
): PartnerApiRefusal {
  if (result.reason === "invalidSearch") {
    return refuse("refused", "searchInvalid", {
      errors: result.errors.map((code) => ({ field: searchFields[code] ?? "pickupAt", code: `search.errors.${code}` })),
    });
  }
  return refuse("refused", result.reason);
}

export function offerOf(m: AvailableModel) {
  return {
    modelId: m.model.id,
    brand: m.model.brand,
    model: m.model.model,
    classSlug: m.model.classSlug,
    ...offerTerms(m),
    days: m.days,
    kmAllowance: m.kmAllowance,
  };
}

export async function apiSearch(db: Db, input: WindowInput & { campaignCode?: string | undefined }, now: Date) {
  const window = await resolveWindow(db, input, now);
  if ("ok" in window) return window;
  const result = await searchAvailability(db, { ...window, campaignCode: input.campaignCode ?? null }, { now });
  if (!result.ok) return searchProblem(result);
  return {
    ok: true as const,
    value: {
      days: result.days,
      oneWayFeeKurus: result.oneWayFeeKurus,
      campaign: result.campaign,
      models: result.models.map(offerOf),
      unavailable: result.unavailable.map((u) => ({ modelId: u.model.id, reason: u.reason })),
    },
  };
}

/** Whether a campaign code applies to each model for a rental window (the search with that code). */
export async function apiCampaignCheck(db: Db, input: WindowInput & { code: string }, now: Date) {
  const found = await apiSearch(db, { ...input, campaignCode: input.code }, now);
  if (!found.ok) return found;
  const { campaign, models } = found.value;
  return {
    ok: true as const,
    value: {
      code: campaign?.code ?? input.code,
      status: campaign?.status ?? ("unknown" as const),
      models: models.map((m) => ({
        modelId: m.modelId,
        applies: campaign?.status !== "unknown" && m.campaignRefusal === null && m.campaignGainKurus !== null,
        gainKurus: m.campaignGainKurus,
        refusal: m.campaignRefusal,
      })),
    },
  };
}

export type ApiQuoteInput = WindowInput & {
  modelId: number;
  assuranceCode?: string | undefined;
  assuranceAddOnCodes?: string[] | undefined;
  kmPackageCode?: string | undefined;
  extras?: { code: string; quantity: number }[] | undefined;
  campaignCode?: string | undefined;
  /** Delivery to / collection from an address (decision 0141), priced as the site prices them. */
  deliveryAddress?: string | undefined;
  collectionAddress?: string | undefined;
};

/** Prices and stores a quote (in the caller's transaction when `db` is one). */
export async function apiCreateQuote(db: Db, input: ApiQuoteInput, lang: Lang, now: Date) {
  const { result, row } = await apiPrepareQuote(db, input, lang, now);
  if (row) await storeQuote(db, row);
  return result;
}

/**
 * Prices a quote as apiCreateQuote does without storing it: `row` (null when refused) is the
 * quote the answer names, for the caller to store with its Idempotency-Key (decision 0170).
 */
export async function apiPrepareQuote(db: Db, input: ApiQuoteInput, lang: Lang, now: Date) {
  const priced = await priceQuote(db, input, lang, now);
  if (!priced.ok) return { result: priced, row: null };
  return { result: { ok: true as const, value: apiQuoteOf(priced.value.quote) }, row: priced.value.row };
}

async function priceQuote(db: Db, input: ApiQuoteInput, lang: Lang, now: Date) {
  const window = await resolveWindow(db, input, now);
  if ("ok" in window) return window;
  // The same geocoding, radius and fee rules as the site's delivery step (services/delivery.server.ts).
  const priced = await priceDeliveryLegs(db, window, {
    delivery: input.deliveryAddress ?? null,
    collection: input.collectionAddress ?? null,
  });
  if (!priced.ok) {
    const errors: FieldProblem[] = [];
    for (const r of priced.refusals) {
      const office = await findDeliveryOffice(
        db,
        r.leg === "delivery" ? window.pickupOfficeId : window.dropoffOfficeId,
      );
      errors.push({
        field: r.leg === "delivery" ? "deliveryAddress" : "collectionAddress",
        code: `delivery.refusals.${r.reason}`,
        vars: {
          office: office ? (lang === "en" ? office.nameEn : office.nameTr) : "",
          ...(r.reason === "outOfRadius"
            ? { km: `${r.km.toLocaleString(lang === "tr" ? "tr-TR" : "en-GB")} km`, radius: r.radiusKm }
            : {}),
        },
      });
    }
    return refuse("refused", "deliveryRefused", { errors });
  }
  const result = await prepareQuote(
    db,
    {
      ...window,
      modelId: input.modelId,
      assuranceCode: input.assuranceCode ?? null,
      assuranceAddOnCodes: input.assuranceAddOnCodes ?? [],
      kmPackageCode: input.kmPackageCode ?? null,
      extras: input.extras ?? [],
      campaignCode: input.campaignCode ?? null,
      memberId: null,
      lang,
      delivery: priced.legs,
    },
    { now },
  );
  if (!result.ok) {
    switch (result.reason) {
      case "invalidSearch":
        return searchProblem(result);
      case "unknownOffice":
      case "oneWayNotOffered":
        return refuse("refused", result.reason);
      case "unknownModel":
        return refuse("not-found", "unknownModel");
      case "notAvailable":
        return refuse("conflict", "notAvailable");
      case "noRate":
        return refuse("conflict", "noRate");
      case "unknownAssurance":
        return refuse("refused", "unknownOption", { errors: [assuranceProblem(result.refused, input)] });
      case "unknownKmPackage":
      case "unknownExtra":
        return refuse("refused", "unknownOption");
      case "invalidOption":
        return refuse("refused", "invalidOption", { errors: [{ field: "extras", code: result.code }] });
      case "unknownCampaign":
        return refuse("refused", "unknownCampaign");
      case "campaignRefused":
        return refuse("refused", "campaignRefused", {
          errors: [{ field: "campaignCode", code: `booking.campaign.reasons.${result.refusal}` }],
        });
    }
  }
  return { ok: true as const, value: result };
}

/** A stored quote as the API answers it (Quote in the document). */
function apiQuoteOf(q: StoredQuote) {
  return {
    id: q.id,
    modelId: q.inputs.modelId,
    days: q.inputs.days,
    totalKurus: q.totalKurus,
    payNowTotalKurus: q.price.payNow?.totalKurus ?? q.totalKurus,
    payNowDiscountKurus: q.price.payNow?.discountKurus ?? 0,
    currency: "TRY" as const,
    depositKurus: q.inputs.depositKurus,
    kmAllowance: q.inputs.kmAllowance,
    lines: quoteLines(q.price, q.inputs.assuranceCode),
    assuranceCode: q.inputs.assuranceCode,
    assuranceAddOnCodes: q.inputs.assuranceAddOnCodes ?? [],
    deliveries: deliveryLegsOf(q.inputs.delivery),
    expiresAt: q.expiresAt.toISOString(),
  };
}

/** Which assurance field was refused and why: not offered for the car, or sent in the other group (0053). */
function assuranceProblem(
  refused: { field: "assuranceCode" | "assuranceAddOnCodes"; code: string; why: "unknown" | "wrongGroup" },
  input: ApiQuoteInput,
): FieldProblem {
  if (refused.field === "assuranceCode") {
    return {
      field: "assuranceCode",
      code: refused.why === "unknown" ? "api.assuranceUnknown" : "api.assuranceIsAddOn",
    };
  }
  const index = (input.assuranceAddOnCodes ?? []).indexOf(refused.code);
  return {
    field: index >= 0 ? `assuranceAddOnCodes.${index}` : "assuranceAddOnCodes",
    code: refused.why === "unknown" ? "api.addOnUnknown" : "api.addOnIsPackage",
  };
}

/** The legs a quote priced or a reservation booked, as the API documents them (DeliveryLeg). */
export function deliveryLegsOf(legs: readonly DeliveryLegJson[] | undefined) {
  return (legs ?? []).map((l) => ({ leg: l.leg, address: l.address, km: l.km, feeKurus: l.feeKurus }));
}

function quoteLines(price: Quote, assuranceCode: string | null) {
  return price.lines.map((l) => ({
    kind: l.kind,
    code:
      l.kind === "assurance"
        ? (l.addOn ?? assuranceCode)
        : l.kind === "delivery"
          ? l.leg
          : "code" in l && typeof l.code === "string"
            ? l.code
            : null,
    amountKurus: l.amountKurus,
  }));
}
