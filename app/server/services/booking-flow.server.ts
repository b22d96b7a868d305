// The four-step booking flow (docs/decisions/0013): a draft keyed by a random id in the URL holds
// the search, the choices and what was typed; the price always comes from a stored quote, which
// is made again with the same inputs when it ran out.
import type { Quote } from "#app/domain/pricing/quote.ts";
import { DEPOSIT_FREE_CODE, DEPOSIT_FREE_NAME, depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { isUnpaidEnd } from "#app/domain/reservation/status.ts";
import { firstMonthKurus, monthCount } from "#app/domain/rental/monthly-plan.ts";
import { istanbulDate, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { ModelView, QuoteView, VehicleOffer } from "#app/shared/booking/booking-types.ts";
import { modelSpecs } from "#app/shared/booking/model-specs.ts";
import { offerTerms } from "#app/shared/booking/offer-terms.ts";
import type { DriverDraft, DriverRules } from "#app/shared/booking/driver-schema.ts";
import type { SearchValues } from "#app/shared/search/search-form.ts";
import { type SearchFormErrorCode, validateSearchForm } from "#app/shared/search/search-validation.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { type BookingOffice, listBookingOptions } from "#app/server/repositories/booking-options.server.ts";
import { findDraft, insertDraft, updateDraft } from "#app/server/repositories/booking-drafts.server.ts";
import { findQuote, type ModelForBooking, loadActiveModels } from "#app/server/repositories/quotes.server.ts";
import { findReservationByQuote } from "#app/server/repositories/reservations.server.ts";
import type { OfficeOption } from "#app/server/repositories/offices.server.ts";
import { bookingOfficesByCode, bookingOptions, officeOptions as keptOfficeOptions } from "./catalogue-cache.server.ts";
import { type BookingSearch } from "./booking-context.server.ts";
import type { AvailableModel } from "./search.server.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";
import { type DeliveryAddresses, draftDeliveryLegs } from "./delivery.server.ts";
import { createQuote, type CreateQuoteResult, type StoredQuote, toStoredQuote } from "./quote.server.ts";

/** A draft lives this long after its last change. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
/** A quote this close to running out is made again before it is shown or booked. */
const QUOTE_MARGIN_MS = 60_000;

export type DraftSearch = Omit<SearchValues, "different">;

export type DraftData = {
  v: 1;
  search: DraftSearch;
  modelId: number | null;
  assuranceCode: string | null;
  /** Combinable packages beside the main one; absent on drafts saved before them. */
  assuranceAddOns?: string[];
  kmPackageCode: string | null;
  extras: { code: string; quantity: number }[];
  /** The deposit-free package (decision 0125); absent on drafts saved before it. */
  depositFree?: boolean;
  packagesDone: boolean;
  driver: DriverDraft | null;
  driverDone: boolean;
  quote: { id: string; totalKurus: number } | null;
  /** Set when a quote was made again at another price; shown until the next step is taken. */
  priceNotice: { fromKurus: number; toKurus: number } | null;
  reservationNumber: string | null;
  /** Set on load (never saved) when the reservation made from this draft ended unpaid: the draft is open again. */
  failedAttempt?: string | null;
  /** Addresses for delivery and collection (decision 0123); absent or null = at the office. */
  delivery?: DeliveryAddresses | null;
};

export function emptyDraft(search: DraftSearch): DraftData {
  return {
    v: 1,
    search,
    modelId: null,
    assuranceCode: null,
    assuranceAddOns: [],
    kmPackageCode: null,
    extras: [],
    packagesDone: false,
    driver: null,
    driverDone: false,
    quote: null,
    priceNotice: null,
    reservationNumber: null,
  };
}

export async function loadDraft(db: Db, id: string, browserKeyHash: string, now: Date): Promise<DraftData | null> {
  const row = await findDraft(db, id, browserKeyHash, now);
  if (!row) return null;
  const data = row.data as DraftData;
  if (!data || data.v !== 1) return null;
  // A card refused or a hold run out: the booking goes on from the same draft (docs/decisions/0038).
  if (row.reservationNumber && isUnpaidEnd(row.reservationStatus)) {
    return { ...data, reservationNumber: null, failedAttempt: row.reservationNumber };
  }
  // The mark written with the reservation wins over the saved data, which a crash may have left behind.
  return row.reservationNumber ? { ...data, reservationNumber: row.reservationNumber } : data;
}

export async function newDraft(db: Db, browserKeyHash: string, data: DraftData, now: Date): Promise<string> {
  return insertDraft(db, { browserKeyHash, data, now, expiresAt: new Date(now.getTime() + DRAFT_TTL_MS) });
}

export async function saveDraft(db: Db, id: string, data: DraftData, now: Date): Promise<void> {
  await updateDraft(db, id, data, now, new Date(now.getTime() + DRAFT_TTL_MS));
}

export type ResolvedSearch =
  | {
      ok: true;
      search: BookingSearch & { campaignCode: string | null };
      pickupOffice: BookingOffice;
      dropoffOffice: BookingOffice;
    }
  | { ok: false; errors: SearchFormErrorCode[]; pickupOffice: BookingOffice | null };

/** The search bar's own rules (same messages), then the office codes turned into ids. */
export async function resolveSearch(
  db: Db,
  values: DraftSearch,
  lang: Lang,
  now: Date,
  officeOptions?: OfficeOption[],
): Promise<ResolvedSearch> {
  const options = officeOptions ?? (await keptOfficeOptions(db, lang, istanbulDate(now)));
  const dropoffCode = values.dropoffCode || values.pickupCode;
  const formValues: SearchValues = {
    ...values,
    dropoffCode,
    different: dropoffCode !== values.pickupCode,
  };
  // Kept on an app server until an office changes (catalogue-cache.server.ts): no query per search.
  const byCode = await bookingOfficesByCode(db, lang);
  const pickupOffice = (values.pickupCode && byCode.get(values.pickupCode)) || null;
  const errors = validateSearchForm(formValues, options, now).map((e) => e.code);
  const dropoffOffice = (dropoffCode && byCode.get(dropoffCode)) || null;
  const pickupAt = parseIstanbulLocal(values.pickupAt);
  const returnAt = parseIstanbulLocal(values.returnAt);
  if (errors.length > 0 || !pickupOffice || !dropoffOffice || !pickupAt || !returnAt) {
    return { ok: false, errors: errors.length > 0 ? errors : ["pickupOfficeMissing"], pickupOffice };
  }
  return {
    ok: true,
    search: {
      pickupOfficeId: pickupOffice.id,
      dropoffOfficeId: dropoffOffice.id,
      pickupAt,
      returnAt,
      campaignCode: values.campaignCode.trim() || null,
    },
    pickupOffice,
    dropoffOffice,
  };
}

export type QuoteFailure = Exclude<CreateQuoteResult, { ok: true }>;

/**
 * The draft's current quote: the stored one while it is valid, else a new one with the same
 * inputs (a refused campaign code is dropped, as step 1 already said). Updates draft.quote and,
 * when the total moved, draft.priceNotice; the caller saves the draft.
 */
export async function ensureQuote(
  db: Db,
  draft: DraftData,
  search: BookingSearch & { campaignCode: string | null },
  lang: Lang,
  now: Date,
  memberId: string | null = null,
): Promise<{ ok: true; quote: StoredQuote } | QuoteFailure> {
  if (draft.modelId === null) return { ok: false, reason: "unknownModel" };
  if (draft.quote) {
    const row = await findQuote(db, draft.quote.id);
    if (
      row &&
      // A quote priced for a guest is not reused once a member signs in, nor the other way round.
      row.memberId === memberId &&
      row.expiresAt.getTime() - QUOTE_MARGIN_MS > now.getTime() &&
      !(await findReservationByQuote(db, row.id))
    ) {
      return { ok: true, quote: toStoredQuote(row) };
    }
  }
  const request = {
    ...search,
    modelId: draft.modelId,
    assuranceCode: draft.assuranceCode,
    assuranceAddOnCodes: draft.assuranceAddOns ?? [],
    kmPackageCode: draft.kmPackageCode,
    extras: draft.extras,
    depositFree: draft.depositFree ?? false,
    lang,
    memberId,
    delivery: await draftDeliveryLegs(db, draft, search),
  };
  let result = await createQuote(db, request, { now });
  if (!result.ok && (result.reason === "unknownCampaign" || result.reason === "campaignRefused")) {
    result = await createQuote(db, { ...request, campaignCode: null }, { now });
  }
  if (!result.ok) return result;
  const previous = draft.quote;
  if (previous && previous.totalKurus !== result.quote.totalKurus) {
    draft.priceNotice = { fromKurus: previous.totalKurus, toKurus: result.quote.totalKurus };
  }
  draft.quote = { id: result.quote.id, totalKurus: result.quote.totalKurus };
  return result;
}

export async function loadModel(db: Db, modelId: number | null): Promise<ModelForBooking | null> {
  if (modelId === null) return null;
  return (await loadActiveModels(db, modelId))[0] ?? null;
}

/**
 * The draft's model as the step pages show it, from the kept search catalogue (decision 0173): a
 * model made inactive is gone from it once its change is marked. A post reads it with loadModel.
 */
export async function shownModel(db: Db, modelId: number | null, now: Date): Promise<ModelForBooking | null> {
  if (modelId === null) return null;
  return (await searchCatalogue(db, now)).models.find((m) => m.id === modelId) ?? null;
}

/** The model as the booking pages show it (no internal columns). */
export function modelView(m: ModelForBooking, lang: Lang): ModelView {
  return {
    id: m.id,
    brand: m.brand,
    model: m.model,
    classSlug: m.classSlug,
    className: lang === "en" ? m.classNameEn : m.classNameTr,
    acriss: m.acriss,
    colour: m.colour,
    ...modelSpecs(m),
  };
}

/** A quote as the pages show it, with the names of its packages and extras. */
export async function quoteView(db: Db, quote: StoredQuote, classId: number, lang: Lang): Promise<QuoteView> {
  const options = await bookingOptions(db, classId, lang);
  const names: Record<string, string> = {};
  for (const a of options.assurance) names[`assurance:${a.code}`] = a.name;
  names[`assurance:${DEPOSIT_FREE_CODE}`] = DEPOSIT_FREE_NAME[lang];
  for (const k of options.km) names[`km:${k.code}`] = k.name;
  for (const x of options.extras) names[`extra:${x.code}`] = x.name;
  return quoteSummary(quote, names);
}

export function quoteSummary(quote: StoredQuote, names: Record<string, string>): QuoteView {
  const price: Quote = quote.price;
  return {
    id: quote.id,
    days: price.days,
    lines: price.lines,
    discount: price.discount,
    totalKurus: price.totalKurus,
    vat: price.vat,
    payNow: price.payNow ?? { basisPoints: 0, discountKurus: 0, totalKurus: price.totalKurus },
    depositKurus: quote.inputs.depositKurus,
    kmAllowance: quote.inputs.kmAllowance,
    assuranceName: quote.inputs.assuranceCode ? (names[`assurance:${quote.inputs.assuranceCode}`] ?? "") : null,
    addOnNames: Object.fromEntries(
      (quote.inputs.assuranceAddOnCodes ?? []).map((c) => [c, names[`assurance:${c}`] ?? c] as const),
    ),
    kmPackageName: quote.inputs.kmPackageCode ? (names[`km:${quote.inputs.kmPackageCode}`] ?? "") : null,
    extraNames: Object.fromEntries(
      quote.inputs.extras.map((x) => [x.code, names[`extra:${x.code}`] ?? x.code] as const),
    ) as Record<string, string>,
    campaignCode: quote.inputs.campaignId !== null ? quote.inputs.campaignCode : null,
    expiresAt: quote.expiresAt.toISOString(),
    depositFree: depositFreeOf(price.lines),
  };
}

/** The highest step a draft may show: each needs the one before it done. */
export function allowedStep(draft: DraftData): 1 | 2 | 3 | 4 {
  if (draft.modelId === null) return 1;
  if (!draft.packagesDone) return 2;
  if (!draft.driverDone) return 3;
  return 4;
}

/** Who is booking and when: what every booking step's use case starts from. */
export type BookingFlowInput = {
  db: Db;
  /**
   * Where the search step's free cars may be read (the replica for a visitor's GET, 0098); never
   * a draft, a quote or the re-check before a hold, which read `db`.
   */
  readDb?: Db;
  lang: Lang;
  now: Date;
  memberId: string | null;
  /** The hash of this browser's key: a draft opens only in the browser that made it. */
  browserKeyHash: string;
};

/**
 * Where a booking step sends the browser next; the route turns it into a URL (and sets the
 * receipt cookie for "result" and "pay").
 */
export type BookingTarget =
  | { to: "start" }
  | { to: "search"; search: DraftSearch }
  | { to: "step"; draftId: string; step: 1 | 2 | 3 | 4; confirm?: boolean }
  | { to: "result"; number: string }
  | { to: "pay"; number: string; paymentId: string }
  /** Sign in (or up) and come back to this step of the draft (decision 0057). */
  | { to: "account"; account: "signIn" | "signUp"; draftId: string; step: 2 | 3 };

/** A search card's offer; `depositFreeDailyKurus`: the package's daily price at the pick-up office for the class. */
export function toOffer(m: AvailableModel, lang: Lang, depositFreeDailyKurus: number | null = null): VehicleOffer {
  return {
    model: modelView(m.model, lang),
    ...offerTerms(m),
    payNowDiscountBp: m.payNowDiscountBp,
    memberTotalKurus: m.memberTotalKurus,
    memberDiscountPct: m.memberDiscountPct,
    kmLimitPerDay: m.kmLimitPerDay,
    // A monthly rental shows its monthly amount beside the total (decision 0131).
    ...monthlyOffer(m.days, m.totalKurus, m.payNowTotalKurus),
    // The deposit-free option beside the deposit where the office offers it (decision 0139).
    ...(depositFreeDailyKurus !== null ? { depositFreeDailyKurus } : {}),
  };
}

/** Months and month 1 of each total for a 30+ day search; nothing for a shorter one. */
function monthlyOffer(
  days: number,
  totalKurus: number,
  payNowTotalKurus: number,
): Pick<VehicleOffer, "months" | "monthlyKurus" | "payNowMonthlyKurus"> {
  const months = monthCount(days);
  if (months === null) return {};
  return {
    months,
    monthlyKurus: firstMonthKurus(totalKurus, days),
    payNowMonthlyKurus: firstMonthKurus(payNowTotalKurus, days),
  };
}

export function driverRules(model: { minAge: number; licenceYears: number }, pickupAt: Date, now: Date): DriverRules {
  return {
    minAge: model.minAge,
    licenceYears: model.licenceYears,
    pickUpDate: istanbulDate(pickupAt),
    today: istanbulDate(now),
  };
}

export { listBookingOptions };
