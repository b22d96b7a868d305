// What each post of /rezervasyon changes in the draft (docs/decisions/0013): choose a vehicle,
// the packages, the driver, then reserve. The route reads the post (app/shared/booking/booking-posts.ts)
// and turns the answer into a redirect or page data; every step here takes plain typed input.
// Every post ends in a target to go to, except validation errors and "no longer available".
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { normaliseFlightNumber } from "#app/domain/reservation/flight-number.ts";
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import type { BookingStep } from "#app/shared/booking/booking-query.ts";
import type { BookingPost, PackagesChoice } from "#app/shared/booking/booking-posts.ts";
import { type DriverDraft, driverSchema, type DriverRules } from "#app/shared/booking/driver-schema.ts";
import { checkPhone } from "#app/shared/phone.ts";
import type { BillingJson, DriverJson } from "#app/server/db/schema.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { Lang } from "#app/i18n/config.ts";
import { findReservationByNumber } from "#app/server/repositories/reservations.server.ts";
import {
  allowedStep,
  type BookingFlowInput,
  type BookingTarget,
  type DraftData,
  driverRules,
  emptyDraft,
  ensureQuote,
  listBookingOptions,
  loadDraft,
  loadModel,
  newDraft,
  readExtras,
  resolveSearch,
  saveDraft,
  toOffer,
} from "./booking-flow.server.ts";
import { startCardPayment } from "./payments.server.ts";
import { reserveFromQuote } from "./reserve.server.ts";
import { searchAvailability } from "./search.server.ts";

export type BookingPostInput = BookingFlowInput & {
  clientIp: string;
  paymentModel: "3d_pay" | "3d";
  draftId: string | null;
  step: BookingStep;
};

/** Driver and billing for the reservation, from the validated form. */
function reservationParty(
  draft: DriverDraft,
  rules: DriverRules,
): { driver: DriverJson; billing: BillingJson; flightNumber: string | null } | null {
  const checked = checkReservationParty(draft, rules);
  return checked.ok ? { driver: checked.driver, billing: checked.billing, flightNumber: checked.flightNumber } : null;
}

/**
 * The driver step's schema and rules applied to typed values (the site's form and the partner API):
 * driver and billing for the reservation, or each field's message keys (booking.errors.*).
 */
export function checkReservationParty(
  draft: DriverDraft,
  rules: DriverRules,
):
  | { ok: true; driver: DriverJson; billing: BillingJson; flightNumber: string | null }
  | { ok: false; fieldErrors: Record<string, string[]> } {
  const parsed = parseWithZod(draftForm(draft), { schema: driverSchema(rules) });
  if (parsed.status !== "success") {
    const errors = parsed.reply().error ?? {};
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(errors)) if (messages?.length) fieldErrors[field] = messages;
    return { ok: false, fieldErrors };
  }
  const v = parsed.value;
  const phone = checkPhone(v.phoneCountry, v.phone);
  const birthDate = parseDateMask(v.birthDate);
  const licenceDate = parseDateMask(v.licenceDate);
  if (!phone.ok || !birthDate || !licenceDate) return { ok: false, fieldErrors: {} };
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
  const flight = normaliseFlightNumber(v.flightNumber ?? "");
  return { ok: true, driver, billing, flightNumber: flight.ok ? flight.value : null };
}

/** The driver schema reads form data the way the browser posts it (Conform's coercion). */
function draftForm(draft: DriverDraft): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(draft)) if (typeof v === "string") form.set(k, v);
  return form;
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
 * Where the reserve step goes once its reservation exists: the first post's and, the same,
 * every repeat's (a double click, a retry after a lost answer). A pay-now booking still on hold
 * goes (back) to its payment page, whose open attempt startCardPayment reuses; the route sets the
 * receipt cookie that lets this browser see the confirmation.
 */
async function reservedTarget(
  input: BookingPostInput,
  reservation: { number: string; paymentType: "office" | "card"; status: string } | { number: string },
): Promise<BookingTarget> {
  if ("status" in reservation && reservation.paymentType === "card" && reservation.status === "pending_payment") {
    // The unit is held (pending_payment, 15 minutes) while the customer pays on /pos3d.
    const started = await startCardPayment(
      input.db,
      { reservationNumber: reservation.number, lang: input.lang, ip: input.clientIp },
      { now: input.now, model: input.paymentModel },
    );
    if (started.ok) return { to: "pay", number: reservation.number, paymentId: started.paymentId };
  }
  return { to: "result", number: reservation.number };
}

export type BookingPostAnswer =
  | { go: BookingTarget }
  | { data: { ok: true } }
  | { data: { reply: SubmissionResult<string[]> } }
  | {
      data: {
        outcome: "noLongerAvailable" | "quoteFailed" | "campaignUsedUp";
        alternatives: ReturnType<typeof toOffer>[];
      };
    };

/** Step 2's choices into the draft, each checked against what the model's class offers; false when the model is gone. */
async function choosePackages(db: Db, draft: DraftData, post: PackagesChoice, lang: Lang): Promise<boolean> {
  const model = await loadModel(db, draft.modelId);
  if (!model) return false;
  const options = await listBookingOptions(db, model.classId, lang);
  draft.assuranceCode = options.assurance.some((a) => a.code === post.assurance && !a.combinable)
    ? post.assurance
    : null;
  draft.assuranceAddOns = options.assurance
    .filter((a) => a.combinable && post.addOns.includes(a.code))
    .map((a) => a.code);
  draft.kmPackageCode = options.km.some((k) => k.code === post.km) ? post.km : null;
  draft.extras = readExtras(post.extras, options.extras);
  draft.quote = null;
  draft.priceNotice = null;
  return true;
}

const step = (draftId: string, to: BookingStep, confirm?: boolean): { go: BookingTarget } => ({
  go: { to: "step", draftId, step: to, confirm },
});

export async function postBookingStep(input: BookingPostInput, post: BookingPost): Promise<BookingPostAnswer> {
  const { db, lang, now, memberId, draftId } = input;
  let draft = draftId ? await loadDraft(db, draftId, input.browserKeyHash, now) : null;

  if (post.intent === "select") {
    const search = post.search;
    const resolved = await resolveSearch(db, search, lang, now);
    if (!resolved.ok || post.modelId === null) return { go: { to: "search", search } };
    const next: DraftData = draft ? { ...draft, search } : emptyDraft(search);
    if (next.modelId !== post.modelId) {
      next.packagesDone = false;
      next.driverDone = false;
    }
    next.modelId = post.modelId;
    next.quote = null;
    next.priceNotice = null;
    let id = draft && draftId ? draftId : null;
    if (id) await saveDraft(db, id, next, now);
    else id = await newDraft(db, input.browserKeyHash, next, now);
    return step(id, 2);
  }

  if (!draft || !draftId) return { go: { to: "start" } };
  if (draft.reservationNumber) {
    // Only the reserve step itself may lead back to the payment page; any other post shows the result.
    const reserve = post.intent === "reserve" || (post.intent === "other" && post.raw === "reserve");
    const made = reserve ? await findReservationByNumber(db, draft.reservationNumber) : null;
    return { go: await reservedTarget(input, made ?? { number: draft.reservationNumber }) };
  }

  if (post.intent === "alternative") {
    if (post.modelId !== null && post.modelId !== draft.modelId) {
      draft = {
        ...draft,
        modelId: post.modelId,
        packagesDone: false,
        driverDone: false,
        quote: null,
        priceNotice: null,
      };
      await saveDraft(db, draftId, draft, now);
    }
    return step(draftId, 2);
  }

  if (post.intent === "account") {
    // What the step's form holds is saved as typed (no validation), so nothing is lost on the way.
    if (post.packages && draft.modelId !== null && !(await choosePackages(db, draft, post.packages, lang))) {
      return step(draftId, 1);
    }
    if (post.driver) draft.driver = post.driver;
    await saveDraft(db, draftId, draft, now);
    return { go: { to: "account", account: post.account, draftId, step: post.driver ? 3 : 2 } };
  }

  if (post.intent === "recalc" || post.intent === "next") {
    if (!(await choosePackages(db, draft, post, lang))) return step(draftId, 1);
    if (post.intent === "recalc") {
      await saveDraft(db, draftId, draft, now);
      return post.js ? { data: { ok: true } } : step(draftId, 2);
    }
    const missing = !draft.assuranceCode || !draft.kmPackageCode;
    if (missing && !post.confirmed) {
      await saveDraft(db, draftId, draft, now);
      return step(draftId, 2, true);
    }
    draft.packagesDone = true;
    await saveDraft(db, draftId, draft, now);
    return step(draftId, 3);
  }
  if (post.intent === "confirmPackages") {
    draft.packagesDone = true;
    await saveDraft(db, draftId, draft, now);
    return step(draftId, 3);
  }

  const resolved = await resolveSearch(db, draft.search, lang, now);
  const model = await loadModel(db, draft.modelId);
  if (!resolved.ok || !model) return { go: { to: "search", search: draft.search } };
  const rules = driverRules(model, resolved.search.pickupAt, now);

  if (post.intent === "driver" || post.intent === "back") {
    draft.driver = post.driver;
    if (post.intent === "back") {
      await saveDraft(db, draftId, draft, now);
      return step(draftId, 2);
    }
    const submission = parseWithZod(draftForm(post.driver), { schema: driverSchema(rules) });
    if (submission.status !== "success") {
      draft.driverDone = false;
      await saveDraft(db, draftId, draft, now);
      return { data: { reply: submission.reply() } };
    }
    draft.driverDone = true;
    draft.priceNotice = null;
    await saveDraft(db, draftId, draft, now);
    return step(draftId, 4);
  }

  if (post.intent !== "reserve") return step(draftId, allowedStep(draft));
  const party = draft.driver ? reservationParty(draft.driver, rules) : null;
  if (!party) {
    draft.driverDone = false;
    await saveDraft(db, draftId, draft, now);
    return step(draftId, 3);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = draft.quote;
    const quoted = await ensureQuote(db, draft, resolved.search, lang, now, memberId);
    if (!quoted.ok) {
      await saveDraft(db, draftId, draft, now);
      if (quoted.reason === "notAvailable") {
        const alternatives = await alternativesFor(db, resolved.search, model.id, lang, now);
        return { data: { outcome: "noLongerAvailable", alternatives } };
      }
      return { data: { outcome: "quoteFailed", alternatives: [] } };
    }
    if (before && before.id !== quoted.quote.id && before.totalKurus !== quoted.quote.totalKurus) {
      // The customer sees the new price before booking at it.
      await saveDraft(db, draftId, draft, now);
      return step(draftId, 4);
    }
    // The draft is the idempotency key: a repeat of this step gets the reservation already made.
    const result = await reserveFromQuote(db, {
      quoteId: quoted.quote.id,
      driver: party.driver,
      billing: party.billing,
      paymentType: post.payment,
      // Only an airport pick-up asks for it; the office is the search's (decision 0055).
      flightNumber: resolved.pickupOffice.airport ? party.flightNumber : null,
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
      return { go: await reservedTarget(input, result.reservation) };
    }
    switch (result.reason) {
      case "noLongerAvailable":
        draft.quote = null;
        await saveDraft(db, draftId, draft, now);
        return {
          data: { outcome: "noLongerAvailable", alternatives: result.alternatives.map((m) => toOffer(m, lang)) },
        };
      case "driverNotEligible":
        draft.driverDone = false;
        await saveDraft(db, draftId, draft, now);
        return step(draftId, 3);
      case "campaignUsedUp":
        draft.search = { ...draft.search, campaignCode: "" };
        draft.quote = null;
        await saveDraft(db, draftId, draft, now);
        return { data: { outcome: "campaignUsedUp", alternatives: [] } };
      default:
        // Expired, used or foreign quote: price again with the same inputs and try once more.
        draft.quote = null;
    }
  }
  await saveDraft(db, draftId, draft, now);
  return { data: { outcome: "quoteFailed", alternatives: [] } };
}
