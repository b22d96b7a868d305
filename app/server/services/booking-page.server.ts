// Loader and action of /rezervasyon: which step to show, what it needs, and what each form post
// changes in the draft (docs/decisions/0013). Every post ends in a redirect to a GET URL, except
// validation errors and "no longer available", which answer on the same page.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { istanbulDate } from "../../domain/time/istanbul.ts";
import { parseDateMask } from "../../domain/time/date-mask.ts";
import { rentalDays } from "../../domain/rental/rental-days.ts";
import {
  distinct,
  filterAndSort,
  FLOW_PARAMS,
  readDraftId,
  readFilters,
  readStep,
  stepHref,
} from "../../shared/booking/booking-query.ts";
import type { CampaignState, SearchView, UnavailableOffer, VehicleOffer } from "../../shared/booking/booking-types.ts";
import { DRIVER_FIELDS, type DriverDraft, driverSchema, type DriverRules } from "../../shared/booking/driver-schema.ts";
import { checkPhone } from "../../shared/phone.ts";
import { countryList } from "../../shared/countries.ts";
import { searchQuery, searchValuesFromQuery, SEARCH_PARAMS } from "../../shared/search/search-form.ts";
import { defaultSearchTimes, searchErrorMessageKey } from "../../shared/search/search-validation.ts";
import { localizePath, type Lang } from "../../i18n/config.ts";
import type { BillingJson, DriverJson } from "../db/schema.ts";
import type { Db } from "../db/client.server.ts";
import { pageContext } from "../page.server.ts";
import { findPageText } from "../repositories/booking-options.server.ts";
import { findReservationByNumber } from "../repositories/reservations.server.ts";
import { listOfficeOptions } from "../repositories/offices.server.ts";
import {
  allowedStep,
  type DraftData,
  type DraftSearch,
  emptyDraft,
  ensureQuote,
  listBookingOptions,
  loadDraft,
  loadModel,
  modelView,
  newDraft,
  quoteView,
  readExtras,
  resolveSearch,
  type ResolvedSearch,
  saveDraft,
} from "./booking-flow.server.ts";
import { browserKey, browserKeyCookie, receiptCookie } from "./booking-receipt.server.ts";
import { startCardPayment } from "./payments.server.ts";
import { currentMember, type Member } from "./members.server.ts";
import { reserveFromQuote } from "./reserve.server.ts";
import { type AvailableModel, searchAvailability } from "./search.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

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

function draftSearchFrom(values: URLSearchParams | FormData): DraftSearch {
  const query = new URLSearchParams();
  for (const name of Object.values(SEARCH_PARAMS)) query.set(name, String(values.get(name) ?? ""));
  const v = searchValuesFromQuery(query);
  return {
    pickupCode: v.pickupCode,
    dropoffCode: v.dropoffCode,
    pickupAt: v.pickupAt,
    returnAt: v.returnAt,
    campaignCode: v.campaignCode,
  };
}

function toOffer(m: AvailableModel, lang: Lang): VehicleOffer {
  return {
    model: modelView(m.model, lang),
    freeUnits: m.freeUnits,
    totalKurus: m.totalKurus,
    dailyKurus: m.dailyKurus,
    listVehicleKurus: m.listVehicleKurus,
    appliedDiscount: m.appliedDiscount,
    campaignGainKurus: m.campaignGainKurus,
    campaignRefusal: m.campaignRefusal,
    memberTotalKurus: m.memberTotalKurus,
    memberDiscountPct: m.memberDiscountPct,
    depositKurus: m.depositKurus,
    kmLimitPerDay: m.kmLimitPerDay,
    minAge: m.minAge,
    licenceYears: m.licenceYears,
  };
}

/** The driver step starts from the member's profile (the member may still change it). */
function memberDriverDefaults(member: Member | null): DriverDraft {
  const empty = { phoneCountry: "TR", nationality: "tr", billingKind: "individual" } as DriverDraft;
  if (!member) return empty;
  return {
    ...empty,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phoneCountry: member.phoneCountry,
    phone: member.phone,
    billingName: `${member.firstName} ${member.lastName}`,
  } as DriverDraft;
}

function driverRules(model: { minAge: number; licenceYears: number }, pickupAt: Date, now: Date): DriverRules {
  return {
    minAge: model.minAge,
    licenceYears: model.licenceYears,
    pickUpDate: istanbulDate(pickupAt),
    today: istanbulDate(now),
  };
}

/** What the driver form holds, as strings, for the draft (nothing typed is lost). */
function typedDriver(form: FormData): DriverDraft {
  const typed: DriverDraft = {};
  for (const name of DRIVER_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") typed[name] = value.slice(0, 1000);
  }
  return typed;
}

/** Driver and billing for the reservation, from the validated form. */
function reservationParty(draft: DriverDraft, rules: DriverRules): { driver: DriverJson; billing: BillingJson } | null {
  const form = new FormData();
  for (const [k, v] of Object.entries(draft)) if (typeof v === "string") form.set(k, v);
  const parsed = parseWithZod(form, { schema: driverSchema(rules) });
  if (parsed.status !== "success") return null;
  const v = parsed.value;
  const phone = checkPhone(v.phoneCountry, v.phone);
  const birthDate = parseDateMask(v.birthDate);
  const licenceDate = parseDateMask(v.licenceDate);
  if (!phone.ok || !birthDate || !licenceDate) return null;
  const driver: DriverJson = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: phone.e164,
    birthDate,
    licenceDate,
    tckn: v.nationality === "tr" ? (v.tckn ?? null) : null,
    passport: v.nationality === "foreign" ? (v.passport ?? null) : null,
    note: v.note || null,
  };
  const billing: BillingJson =
    v.billingKind === "company"
      ? {
          kind: "company",
          title: v.companyTitle ?? "",
          taxOffice: v.taxOffice ?? "",
          taxNumber: v.taxNumber ?? "",
          address: v.billingAddress,
        }
      : { kind: "individual", name: v.billingName ?? "", tckn: v.billingTckn || null, address: v.billingAddress };
  return { driver, billing };
}

export async function bookingLoader({ request, context }: Args) {
  const { t, lang, db, url, services } = pageContext(request, context);
  const now = new Date();
  const member = await currentMember({ db, env: services.env }, request.headers);
  const memberId = member?.id ?? null;
  const today = istanbulDate(now);
  const q = url.searchParams;
  const base = localizePath("/rezervasyon", lang);
  const offices = await listOfficeOptions(db, lang, today);
  const defaults = { today, ...defaultSearchTimes(today) };
  const draftId = readDraftId(q);
  const requested = readStep(q);
  const key = browserKey(request.headers.get("cookie"));
  const draft = draftId ? await loadDraft(db, draftId, key.hash, now) : null;
  if (draftId && !draft) {
    // Another browser's link, or a run-out draft: start again from its search if the URL has one.
    const search = draftSearchFrom(q);
    throw redirect(search.pickupCode ? `${base}?${searchQuery({ ...search, different: false })}` : base);
  }
  if (draft?.reservationNumber) {
    // This browser made it (the draft is bound to its key): let it see the confirmation, also
    // when the answer that first carried the receipt cookie was lost.
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      receiptCookie(
        request.headers.get("cookie"),
        draft.reservationNumber,
        services.env.SESSION_SECRET,
        now,
        services.env.APP_ENV === "production",
      ),
    );
    throw redirect(`${localizePath("/result", lang)}?no=${draft.reservationNumber}`, { headers });
  }
  if (draft && draftId && requested > allowedStep(draft)) throw redirect(stepHref(base, draftId, allowedStep(draft)));
  const step = draft ? requested : 1;

  const values =
    step === 1 && q.get(SEARCH_PARAMS.pickupCode) !== null ? draftSearchFrom(q) : (draft?.search ?? draftSearchFrom(q));
  const resolved = await resolveSearch(db, values, lang, now, offices);
  const stepName = [
    t("booking.steps.vehicle"),
    t("booking.steps.packages"),
    t("booking.steps.driver"),
    t("booking.steps.payment"),
  ][step - 1];
  const common = {
    meta: { title: `${stepName} - ${t("pages.booking.title")}`, description: t("app.description"), noindex: true },
    base,
    draftId: draft ? draftId : null,
    offices,
    defaults,
    search: searchView(values, resolved),
    priceNotice: draft?.priceNotice ?? null,
  };

  if (step === 1 || !draft || !draftId) {
    const empty = !values.pickupCode && !values.pickupAt && !values.returnAt;
    if (!resolved.ok) {
      const messages = empty ? [] : [...new Set(resolved.errors)].map((code) => t(searchErrorMessageKey(code)));
      return { ...common, step: 1 as const, view: { kind: "invalid" as const, messages } };
    }
    const found = await searchAvailability(db, resolved.search, { now, memberId });
    if (!found.ok) {
      const messages =
        found.reason === "invalidSearch"
          ? found.errors.map((code) => t(searchErrorMessageKey(code)))
          : [t(found.reason === "unknownOffice" ? "booking.search.unknownOffice" : "booking.search.oneWayNotOffered")];
      return { ...common, step: 1 as const, view: { kind: "invalid" as const, messages } };
    }
    const filters = readFilters(q);
    const offers = found.models.map((m) => toOffer(m, lang));
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
    return {
      ...common,
      step: 1 as const,
      view: {
        kind: "vehicles" as const,
        offers: filterAndSort(offers, filters),
        total: offers.length,
        unavailable,
        campaign,
        filters,
        filterOptions: {
          classes: [...classes].map(([slug, name]) => ({ slug, name })),
          brands: distinct(offers.map((o) => o.model.brand)),
        },
      },
    };
  }

  const model = await loadModel(db, draft.modelId);
  if (!model || !resolved.ok) throw redirect(`${base}?${searchQuery({ ...draft.search, different: false })}`);
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
    return { ...stepBase, step, view: { kind: "quoteFailed" as const, reason: quoted.reason, alternatives } };
  }
  const quote = await quoteView(db, quoted.quote, model.classId, lang);

  if (step === 2) {
    const options = await listBookingOptions(db, model.classId, lang);
    const ask = q.get(FLOW_PARAMS.confirm) === "1";
    return {
      ...stepBase,
      step: 2 as const,
      view: {
        kind: "packages" as const,
        quote,
        options,
        selection: { assuranceCode: draft.assuranceCode, kmPackageCode: draft.kmPackageCode, extras: draft.extras },
        askConfirm:
          ask && (!draft.assuranceCode || !draft.kmPackageCode)
            ? { assurance: !draft.assuranceCode, km: !draft.kmPackageCode }
            : null,
      },
    };
  }
  if (step === 3) {
    return {
      ...stepBase,
      step: 3 as const,
      view: {
        kind: "driver" as const,
        quote,
        rules: driverRules(model, resolved.search.pickupAt, now),
        defaults: draft.driver ?? memberDriverDefaults(member),
        countries: countryList(lang),
        terms: await findPageText(db, "rental-terms", lang),
      },
    };
  }
  return {
    ...stepBase,
    step: 4 as const,
    view: {
      kind: "payment" as const,
      quote,
      driverName: `${String(draft.driver?.firstName ?? "")} ${String(draft.driver?.lastName ?? "")}`.trim(),
      driverEmail: String(draft.driver?.email ?? ""),
    },
  };
}

async function alternativesFor(
  db: Db,
  search: Parameters<typeof searchAvailability>[1],
  modelId: number,
  lang: Lang,
  now: Date,
) {
  const found = await searchAvailability(db, search, { now });
  return found.ok ? found.models.filter((m) => m.model.id !== modelId).map((m) => toOffer(m, lang)) : [];
}

/**
 * The answer to the reserve step once its reservation exists: the first post's and, the same,
 * every repeat's (a double click, a retry after a lost answer). The receipt cookie lets this
 * browser see the confirmation; a pay-now booking still on hold goes (back) to its payment page,
 * whose open attempt startCardPayment reuses.
 */
async function reservedAnswer(
  db: Db,
  reservation: { number: string; paymentType: "office" | "card"; status: string } | { number: string },
  ctx: {
    lang: Lang;
    cookieHeader: string | null;
    secret: string;
    secure: boolean;
    clientIp: string;
    paymentModel: "3d_pay" | "3d";
    now: Date;
  },
): Promise<never> {
  const headers = new Headers();
  headers.append("Set-Cookie", receiptCookie(ctx.cookieHeader, reservation.number, ctx.secret, ctx.now, ctx.secure));
  if ("status" in reservation && reservation.paymentType === "card" && reservation.status === "pending_payment") {
    // The unit is held (pending_payment, 15 minutes) while the customer pays on /pos3d.
    const started = await startCardPayment(
      db,
      { reservationNumber: reservation.number, lang: ctx.lang, ip: ctx.clientIp },
      { now: ctx.now, model: ctx.paymentModel },
    );
    if (started.ok) {
      throw redirect(`${localizePath("/pos3d", ctx.lang)}?odeme=${encodeURIComponent(started.paymentId)}`, {
        headers,
      });
    }
  }
  throw redirect(`${localizePath("/result", ctx.lang)}?no=${reservation.number}`, { headers });
}

export async function bookingAction({ request, context }: Args) {
  const { lang, db, url, services, clientIp } = pageContext(request, context);
  const now = new Date();
  const member = await currentMember({ db, env: services.env }, request.headers);
  const memberId = member?.id ?? null;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const base = localizePath("/rezervasyon", lang);
  const secure = services.env.APP_ENV === "production";
  const cookieHeader = request.headers.get("cookie");
  const key = browserKey(cookieHeader);
  const draftId =
    readDraftId(url.searchParams) ??
    readDraftId(new URLSearchParams([[FLOW_PARAMS.draft, String(form.get(FLOW_PARAMS.draft) ?? "")]]));
  let draft = draftId ? await loadDraft(db, draftId, key.hash, now) : null;

  if (intent === "select") {
    const search = draftSearchFrom(form);
    const modelId = Number(form.get("modelId"));
    const resolved = await resolveSearch(db, search, lang, now);
    if (!resolved.ok || !Number.isInteger(modelId))
      throw redirect(`${base}?${searchQuery({ ...search, different: false })}`);
    const next: DraftData = draft ? { ...draft, search } : emptyDraft(search);
    if (next.modelId !== modelId) {
      next.packagesDone = false;
      next.driverDone = false;
    }
    next.modelId = modelId;
    next.quote = null;
    next.priceNotice = null;
    let id = draft && draftId ? draftId : null;
    if (id) await saveDraft(db, id, next, now);
    else id = await newDraft(db, key.hash, next, now);
    const headers = new Headers();
    if (key.setCookie) headers.append("Set-Cookie", browserKeyCookie(key.setCookie, secure));
    throw redirect(stepHref(base, id, 2), { headers });
  }

  if (!draft || !draftId) throw redirect(base);
  const step = readStep(url.searchParams);
  const answerContext = {
    lang,
    cookieHeader,
    secret: services.env.SESSION_SECRET,
    secure,
    clientIp,
    paymentModel: services.env.PAYMENT_MODEL,
    now,
  };
  if (draft.reservationNumber) {
    // Only the reserve step itself may lead back to the payment page; any other post shows the result.
    const made = intent === "reserve" ? await findReservationByNumber(db, draft.reservationNumber) : null;
    return reservedAnswer(db, made ?? { number: draft.reservationNumber }, answerContext);
  }

  if (intent === "alternative") {
    const modelId = Number(form.get("modelId"));
    if (Number.isInteger(modelId) && modelId !== draft.modelId) {
      draft = { ...draft, modelId, packagesDone: false, driverDone: false, quote: null, priceNotice: null };
      await saveDraft(db, draftId, draft, now);
    }
    throw redirect(stepHref(base, draftId, 2));
  }

  if (step === 2 && (intent === "recalc" || intent === "next")) {
    const model = await loadModel(db, draft.modelId);
    if (!model) throw redirect(stepHref(base, draftId, 1));
    const options = await listBookingOptions(db, model.classId, lang);
    const assurance = String(form.get("assurance") ?? "");
    const km = String(form.get("km") ?? "");
    draft.assuranceCode = options.assurance.some((a) => a.code === assurance) ? assurance : null;
    draft.kmPackageCode = options.km.some((k) => k.code === km) ? km : null;
    draft.extras = readExtras(form, options.extras);
    draft.quote = null;
    draft.priceNotice = null;
    if (intent === "recalc") {
      await saveDraft(db, draftId, draft, now);
      if (form.get("js") === "1") return { ok: true as const };
      throw redirect(stepHref(base, draftId, 2));
    }
    const missing = !draft.assuranceCode || !draft.kmPackageCode;
    if (missing && form.get("confirmed") !== "1") {
      await saveDraft(db, draftId, draft, now);
      throw redirect(stepHref(base, draftId, 2, { [FLOW_PARAMS.confirm]: "1" }));
    }
    draft.packagesDone = true;
    await saveDraft(db, draftId, draft, now);
    throw redirect(stepHref(base, draftId, 3));
  }
  if (step === 2 && intent === "confirmPackages") {
    draft.packagesDone = true;
    await saveDraft(db, draftId, draft, now);
    throw redirect(stepHref(base, draftId, 3));
  }

  const resolved = await resolveSearch(db, draft.search, lang, now);
  const model = await loadModel(db, draft.modelId);
  if (!resolved.ok || !model) throw redirect(`${base}?${searchQuery({ ...draft.search, different: false })}`);
  const rules = driverRules(model, resolved.search.pickupAt, now);

  if (step === 3) {
    draft.driver = typedDriver(form);
    if (intent === "back") {
      await saveDraft(db, draftId, draft, now);
      throw redirect(stepHref(base, draftId, 2));
    }
    const submission = parseWithZod(form, { schema: driverSchema(rules) });
    if (submission.status !== "success") {
      draft.driverDone = false;
      await saveDraft(db, draftId, draft, now);
      return { reply: submission.reply() };
    }
    draft.driverDone = true;
    draft.priceNotice = null;
    await saveDraft(db, draftId, draft, now);
    throw redirect(stepHref(base, draftId, 4));
  }

  if (step === 4 && intent === "reserve") {
    const paymentType = form.get("payment") === "card" ? "card" : "office";
    const party = draft.driver ? reservationParty(draft.driver, rules) : null;
    if (!party) {
      draft.driverDone = false;
      await saveDraft(db, draftId, draft, now);
      throw redirect(stepHref(base, draftId, 3));
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const before = draft.quote;
      const quoted = await ensureQuote(db, draft, resolved.search, lang, now, memberId);
      if (!quoted.ok) {
        await saveDraft(db, draftId, draft, now);
        if (quoted.reason === "notAvailable") {
          return {
            outcome: "noLongerAvailable" as const,
            alternatives: await alternativesFor(db, resolved.search, model.id, lang, now),
          };
        }
        return { outcome: "quoteFailed" as const, alternatives: [] };
      }
      if (before && before.id !== quoted.quote.id && before.totalKurus !== quoted.quote.totalKurus) {
        // The customer sees the new price before booking at it.
        await saveDraft(db, draftId, draft, now);
        throw redirect(stepHref(base, draftId, 4));
      }
      // The draft is the idempotency key: a repeat of this step gets the reservation already made.
      const result = await reserveFromQuote(db, {
        quoteId: quoted.quote.id,
        driver: party.driver,
        billing: party.billing,
        paymentType,
        lang,
        memberId,
        draftId,
      });
      if (result.ok) {
        if (!result.replayed) {
          // The draft was already marked in the reserve transaction; this keeps its data in step.
          draft.reservationNumber = result.reservation.number;
          draft.priceNotice = null;
          await saveDraft(db, draftId, draft, now);
        }
        return reservedAnswer(db, result.reservation, answerContext);
      }
      switch (result.reason) {
        case "noLongerAvailable":
          draft.quote = null;
          await saveDraft(db, draftId, draft, now);
          return {
            outcome: "noLongerAvailable" as const,
            alternatives: result.alternatives.map((m) => toOffer(m, lang)),
          };
        case "driverNotEligible":
          draft.driverDone = false;
          await saveDraft(db, draftId, draft, now);
          throw redirect(stepHref(base, draftId, 3));
        case "campaignUsedUp":
          draft.search = { ...draft.search, campaignCode: "" };
          draft.quote = null;
          await saveDraft(db, draftId, draft, now);
          return { outcome: "campaignUsedUp" as const, alternatives: [] };
        default:
          // Expired, used or foreign quote: price again with the same inputs and try once more.
          draft.quote = null;
      }
    }
    await saveDraft(db, draftId, draft, now);
    return { outcome: "quoteFailed" as const, alternatives: [] };
  }
  throw redirect(stepHref(base, draftId, allowedStep(draft)));
}
