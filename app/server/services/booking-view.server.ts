// What each step of /rezervasyon shows (docs/decisions/0013): the vehicle list of a search, the
// packages, the driver form and the payment choice of a draft. A step the draft may not show yet,
// another browser's draft or one that ran out answers with where to go instead (a BookingTarget).
import { deliveryOffered } from "./delivery.server.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { rentalDays } from "#app/domain/rental/rental-days.ts";
import {
  type BookingStep,
  distinct,
  FILTER_PARAMS,
  filterAndSort,
  type VehicleFilters,
} from "#app/shared/booking/booking-query.ts";
import type { CampaignState, SearchView, UnavailableOffer, VehicleOffer } from "#app/shared/booking/booking-types.ts";
import { packOffer, packUnavailable } from "#app/shared/booking/offer-wire.ts";
import { searchCatalogue } from "./search-catalogue.server.ts";
import { packOffices } from "#app/shared/search/office-wire.ts";
import type { DriverDraft } from "#app/shared/booking/driver-schema.ts";
import { countryList } from "#app/shared/countries.ts";
import { defaultSearchTimes, searchErrorMessageKey } from "#app/shared/search/search-validation.ts";
import { localizePath } from "#app/i18n/config.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { findPageText } from "#app/server/repositories/booking-options.server.ts";
import { officeOptions } from "./catalogue-cache.server.ts";
import {
  allowedStep,
  type BookingFlowInput,
  type BookingTarget,
  type DraftSearch,
  driverRules,
  ensureQuote,
  loadDraft,
  modelView,
  quoteView,
  resolveSearch,
  type ResolvedSearch,
  saveDraft,
  shownModel,
  toOffer,
} from "./booking-flow.server.ts";
import { bookingOptions } from "./catalogue-cache.server.ts";
import type { Member } from "./members.server.ts";
import { memberDriverProfile } from "./driver-profile.server.ts";
import type { DriverProfileValues } from "#app/shared/members/driver-profile-schema.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { searchAvailability } from "./search.server.ts";
import type { DriverYearsInput } from "#app/shared/search/driver-years.ts";
import { dateGridView, driverEligibility } from "./search-results-extras.server.ts";
import { gridAvailability } from "./date-grid.server.ts";
import { shownDepositFreeOffer } from "./deposit-free-offer.server.ts";

/** The booking URL, read by the route. */
export type BookingQuery = {
  draftId: string | null;
  step: BookingStep;
  /** The search in the URL (empty fields when there is none). */
  search: DraftSearch;
  /** The URL carries a search of its own (a new search from step 1 replaces the draft's). */
  searchInUrl: boolean;
  filters: VehicleFilters;
  /** The packages step asks to confirm going on without assurance or kilometres. */
  confirm: boolean;
  /** Step 4's payment choice picked in advance (the result page of a refused card offers both). */
  payment?: "card" | "office";
  /** The search's optional driver age and licence years (decision 0117); null when not in the URL. */
  driver?: DriverYearsInput | null;
};

function searchView(values: DraftSearch, resolved: ResolvedSearch): SearchView {
  const office = (o: { code: string; name: string; address: string; phone: string; city: string } | null) =>
    o ? { code: o.code, name: o.name, address: o.address, phone: o.phone, city: o.city } : null;
  return {
    pickupCode: values.pickupCode,
    dropoffCode: values.dropoffCode || values.pickupCode,
    pickupAt: values.pickupAt,
    returnAt: values.returnAt,
    campaignCode: values.campaignCode,
    pickupOffice: office(resolved.ok ? resolved.pickupOffice : resolved.pickupOffice),
    dropoffOffice: office(resolved.ok ? resolved.dropoffOffice : null),
    days: resolved.ok ? rentalDays(resolved.search.pickupAt, resolved.search.returnAt) : null,
  };
}

/** The fleet page's "rent this" filters, carried through the search form to the results. */
function keptFilters(filters: VehicleFilters): Record<string, string> {
  return { [FILTER_PARAMS.classSlug]: filters.classSlug, [FILTER_PARAMS.brand]: filters.brand };
}

/**
 * The driver step starts from the member's profile and saved driver details (decision 0054);
 * the member may still change every field. The phone shows in its country's national format.
 */
function memberDriverDefaults(member: Member | null, saved: DriverProfileValues): DriverDraft {
  const empty = { phoneCountry: "TR", nationality: "tr", billingKind: "individual" } as DriverDraft;
  if (!member) return empty;
  return {
    ...empty,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phoneCountry: member.phoneCountry,
    phone: parsePhoneNumberFromString(member.phone)?.formatNational() ?? member.phone,
    billingName: `${member.firstName} ${member.lastName}`,
    ...saved,
  } as DriverDraft;
}

/**
 * What the driver form starts from: what was typed in this draft, and for a member the profile
 * and saved details in every field still empty, so a visitor who signs in half-way through the
 * form keeps what they typed and gets the rest filled in (decision 0057).
 */
async function driverDefaults(db: BookingFlowInput["db"], typed: DriverDraft | null, member: Member | null) {
  if (!member) return typed ?? memberDriverDefaults(null, {});
  const fromMember = memberDriverDefaults(member, await memberDriverProfile(db, member));
  if (!typed) return fromMember;
  const kept = Object.fromEntries(Object.entries(typed).filter(([, v]) => typeof v === "string" && v.trim() !== ""));
  return { ...fromMember, ...kept } as DriverDraft;
}

export async function showBookingStep(
  flow: BookingFlowInput & { t: Translator["t"]; member: Member | null },
  query: BookingQuery,
) {
  const { db, lang, now, memberId, t } = flow;
  const today = istanbulDate(now);
  const base = localizePath("/rezervasyon", lang);
  const offices = await officeOptions(db, lang, today);
  const { draftId, step: requested } = query;
  const draft = draftId ? await loadDraft(db, draftId, flow.browserKeyHash, now) : null;
  if (draftId && !draft) {
    // Another browser's link, or a run-out draft: start again from its search if the URL has one.
    const go: BookingTarget = query.search.pickupCode ? { to: "search", search: query.search } : { to: "start" };
    return { go };
  }
  // This browser made it (the draft is bound to its key): let it see the confirmation, also
  // when the answer that first carried the receipt cookie was lost.
  if (draft?.reservationNumber) return { go: { to: "result", number: draft.reservationNumber } as BookingTarget };
  if (draft && draftId && requested > allowedStep(draft)) {
    return { go: { to: "step", draftId, step: allowedStep(draft) } as BookingTarget };
  }
  const step = draft ? requested : 1;

  const values = step === 1 && query.searchInUrl ? query.search : (draft?.search ?? query.search);
  const resolved = await resolveSearch(db, values, lang, now, offices);
  const stepName = [
    t("booking.steps.vehicle"),
    t("booking.steps.packages"),
    t("booking.steps.driver"),
    t("booking.steps.payment"),
  ][step - 1];
  const common = {
    meta: {
      title: `${stepName} - ${t("pages.booking.title")}`,
      description: t("pages.booking.description"),
      noindex: true,
    },
    base,
    draftId: draft ? draftId : null,
    // Packed as the site layout sends it (shared/search/office-wire.ts): this page has the blank layout.
    offices: packOffices(offices),
    defaults: { today, ...defaultSearchTimes(today) },
    search: searchView(values, resolved),
    priceNotice: draft?.priceNotice ?? null,
  };

  if (step === 1 || !draft || !draftId) {
    const empty = !values.pickupCode && !values.pickupAt && !values.returnAt;
    if (!resolved.ok) {
      const messages = empty ? [] : [...new Set(resolved.errors)].map((code) => t(searchErrorMessageKey(code)));
      return {
        page: {
          ...common,
          step: 1 as const,
          view: { kind: "invalid" as const, messages, keep: keptFilters(query.filters) },
        },
      };
    }
    // The cheaper-dates grid's one query runs beside the search's own (decision 0116).
    const gridReader = draft ? db : (flow.readDb ?? db);
    const gridFree = gridAvailability(db, resolved.search, { now, readDb: gridReader }).catch(() => null);
    const found = await searchAvailability(db, resolved.search, {
      now,
      memberId,
      // A visitor's search without a draft may read the replica (0098); a draft's own search reads the primary.
      readDb: draft ? db : (flow.readDb ?? db),
    });
    if (!found.ok) {
      const messages =
        found.reason === "invalidSearch"
          ? found.errors.map((code) => t(searchErrorMessageKey(code)))
          : [t(found.reason === "unknownOffice" ? "booking.search.unknownOffice" : "booking.search.oneWayNotOffered")];
      return {
        page: {
          ...common,
          step: 1 as const,
          view: { kind: "invalid" as const, messages, keep: keptFilters(query.filters) },
        },
      };
    }
    // Models the driver's age or licence years refuse are set apart with the reason (decision 0117).
    const eligibility = await driverEligibility(
      { db, member: flow.member, lang },
      resolved.search,
      found.models,
      query.driver ?? null,
    );
    // The pick-up office's deposit-free prices by class (decision 0139), from the catalogue the
    // search priced with: no read of its own (decision 0158).
    const depositFree =
      (await searchCatalogue(db, now)).depositFree.get(resolved.search.pickupOfficeId) ?? new Map<number, number>();
    const offers = eligibility.bookable.map((m) => toOffer(m, lang, depositFree.get(m.model.classId) ?? null));
    const shown = filterAndSort(offers, query.filters);
    const unavailable: UnavailableOffer[] = found.unavailable.map((u) => ({
      model: modelView(u.model, lang),
      reason: u.reason,
    }));
    const campaign: CampaignState | null = found.campaign
      ? {
          ...found.campaign,
          refusal: found.campaign.status === "notApplicable" ? (found.models[0]?.campaignRefusal ?? null) : null,
        }
      : null;
    const classes = new Map(offers.map((o) => [o.model.classSlug, o.model.className]));
    const view = {
      kind: "vehicles" as const,
      // As tuples of what the cards show (shared/booking/offer-wire.ts): a third of the data.
      offers: shown.map(packOffer),
      total: offers.length,
      unavailable: unavailable.map(packUnavailable),
      campaign,
      filters: query.filters,
      filterOptions: {
        classes: [...classes].map(([slug, name]) => ({ slug, name })),
        brands: distinct(offers.map((o) => o.model.brand)),
      },
      driver: eligibility.driver,
      refused: eligibility.refused,
      // The cheaper-dates grid of the chosen class (decision 0116).
      dateGrid: await dateGridView(
        { db, readDb: gridReader, memberId, now, lang },
        resolved.search,
        await gridFree,
        eligibility.bookable,
        shown,
        query.filters.classSlug,
        eligibility.allows,
      ),
    };
    return { page: { ...common, step: 1 as const, view } };
  }

  const model = await shownModel(db, draft.modelId, now);
  if (!model || !resolved.ok) return { go: { to: "search", search: draft.search } as BookingTarget };
  const before = draft.quote?.id;
  const quoted = await ensureQuote(db, draft, resolved.search, lang, now, memberId);
  if (draft.quote?.id !== before) await saveDraft(db, draftId, draft, now);
  const stepBase = { ...common, model: modelView(model, lang), priceNotice: draft.priceNotice };
  if (!quoted.ok) {
    let alternatives: VehicleOffer[] = [];
    if (quoted.reason === "notAvailable") {
      const found = await searchAvailability(db, resolved.search, { now, memberId });
      alternatives = found.ok ? found.models.filter((m) => m.model.id !== model.id).map((m) => toOffer(m, lang)) : [];
    }
    return { page: { ...stepBase, step, view: { kind: "quoteFailed" as const, reason: quoted.reason, alternatives } } };
  }
  const quote = await quoteView(db, quoted.quote, model.classId, lang);

  if (step === 2) {
    const options = await bookingOptions(db, model.classId, lang);
    const view = {
      kind: "packages" as const,
      quote,
      options: { ...options, depositFree: await shownDepositFreeOffer(db, resolved.search.pickupOfficeId, model, now) },
      selection: {
        assuranceCode: draft.assuranceCode,
        assuranceAddOns: draft.assuranceAddOns ?? [],
        kmPackageCode: draft.kmPackageCode,
        extras: draft.extras,
        depositFree: draft.depositFree ?? false,
      },
      askConfirm:
        query.confirm && (!draft.assuranceCode || !draft.kmPackageCode)
          ? { assurance: !draft.assuranceCode, km: !draft.kmPackageCode }
          : null,
      // Delivery and collection (decision 0123): linked from this step when an office offers them.
      deliveryOffered: await deliveryOffered(db, resolved.search),
    };
    return { page: { ...stepBase, step: 2 as const, view } };
  }
  if (step === 3) {
    const view = {
      kind: "driver" as const,
      quote,
      rules: driverRules(model, resolved.search.pickupAt, now),
      /** An airport pick-up asks for the flight number (decision 0055). */
      airportPickup: resolved.pickupOffice.airport,
      defaults: await driverDefaults(db, draft.driver, flow.member),
      countries: countryList(lang),
      terms: await findPageText(db, "rental-terms", lang),
    };
    return { page: { ...stepBase, step: 3 as const, view } };
  }
  const view = {
    kind: "payment" as const,
    quote,
    driverName: `${String(draft.driver?.firstName ?? "")} ${String(draft.driver?.lastName ?? "")}`.trim(),
    driverEmail: String(draft.driver?.email ?? ""),
    /** The reservation whose card payment was refused; this draft books again (decision 0038). */
    failedAttempt: draft.failedAttempt ?? null,
    payment: query.payment ?? (draft.failedAttempt ? "card" : "office"),
  };
  return { page: { ...stepBase, step: 4 as const, view } };
}
