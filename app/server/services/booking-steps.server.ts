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
  resolveSearch,
  saveDraft,
  toOffer,
} from "./booking-flow.server.ts";
import { startCardPayment } from "./payments.server.ts";
import { depositFreeOffer } from "./deposit-free-offer.server.ts";
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
        outcome: "noLongerAvailable" | "quoteFailed" | "campaignUsedUp" | "refused";
        alternatives: ReturnType<typeof toOffer>[];
      };
    };

/** The chosen quantities (extra code -> as typed), clamped to 0..max of each extra the class offers. */
function readExtras(
  chosen: Readonly<Record<string, number>>,
  available: readonly { code: string; maxQuantity: number }[],
): { code: string; quantity: number }[] {
  const extras: { code: string; quantity: number }[] = [];
  for (const x of available) {
    const raw = Object.hasOwn(chosen, x.code) ? (chosen[x.code] ?? 0) : 0;
    const quantity = Number.isFinite(raw) ? Math.max(0, Math.min(x.maxQuantity, Math.trunc(raw))) : 0;
    if (quantity > 0) extras.push({ code: x.code, quantity });
  }
  return extras;
}

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
  draft.depositFree =
    post.depositFree === true && (await depositFreeOffer(db, draft.search.pickupCode, model, lang)) !== null;
  draft.quote = null;
  draft.priceNotice = null;
  return true;
}

const step = (draftId: string, to: BookingStep, confirm?: boolean): { go: BookingTarget } => ({
  go: { to: "step", draftId, step: to, confirm },
});

/** A post on an open draft (one this browser made, with no reservation made from it yet). */
type OpenDraft = { input: BookingPostInput; draftId: string; draft: DraftData };

/**
 * What a step decided: the draft as the post leaves it (kept once, by settle, before the answer
 * is made; null when nothing changed) and the answer, or how to make it once the draft is kept.
 */
type Outcome = {
  save: DraftData | null;
  answer: BookingPostAnswer | ((draftId: string) => Promise<BookingPostAnswer>);
};

type Handler<P> = (open: OpenDraft, post: P) => Promise<Outcome>;
type PostOf<I extends BookingPost["intent"]> = Extract<BookingPost, { intent: I }>;

const saved = (draft: DraftData, answer: Outcome["answer"]): Outcome => ({ save: draft, answer });
const unsaved = (answer: BookingPostAnswer): Outcome => ({ save: null, answer });

/** Step 1 or a search's result: the vehicle, into this browser's draft or a new one. */
async function selectVehicle(input: BookingPostInput, post: PostOf<"select">, draft: DraftData | null) {
  const resolved = await resolveSearch(input.db, post.search, input.lang, input.now);
  if (!resolved.ok || post.modelId === null) return unsaved({ go: { to: "search", search: post.search } });
  const next: DraftData = draft ? { ...draft, search: post.search } : emptyDraft(post.search);
  if (next.modelId !== post.modelId) {
    next.packagesDone = false;
    next.driverDone = false;
  }
  next.modelId = post.modelId;
  next.quote = null;
  next.priceNotice = null;
  return saved(next, async (id) => step(id, 2));
}

/** "No longer available": another of the offered cars. */
const chooseAlternative: Handler<PostOf<"alternative">> = async ({ draftId, draft }, post) => {
  if (post.modelId === null || post.modelId === draft.modelId) return unsaved(step(draftId, 2));
  const next = {
    ...draft,
    modelId: post.modelId,
    packagesDone: false,
    driverDone: false,
    quote: null,
    priceNotice: null,
  };
  return saved(next, step(draftId, 2));
};

/** Sign in or up from step 2 or 3: what the step's form holds is saved as typed (no validation), so nothing is lost. */
const goToAccount: Handler<PostOf<"account">> = async ({ input, draftId, draft }, post) => {
  if (post.packages && draft.modelId !== null && !(await choosePackages(input.db, draft, post.packages, input.lang))) {
    return unsaved(step(draftId, 1));
  }
  if (post.driver) draft.driver = post.driver;
  return saved(draft, { go: { to: "account", account: post.account, draftId, step: post.driver ? 3 : 2 } });
};

/** Step 2's "recalculate": the choices priced on the page (the script's call, or the page again). */
const recalculate: Handler<PostOf<"recalc" | "next">> = async ({ input, draftId, draft }, post) => {
  if (!(await choosePackages(input.db, draft, post, input.lang))) return unsaved(step(draftId, 1));
  return saved(draft, post.js ? { data: { ok: true } } : step(draftId, 2));
};

/** Step 2's "next": no KM or no assurance package asks for a confirmation first. */
const packagesNext: Handler<PostOf<"recalc" | "next">> = async ({ input, draftId, draft }, post) => {
  if (!(await choosePackages(input.db, draft, post, input.lang))) return unsaved(step(draftId, 1));
  if ((!draft.assuranceCode || !draft.kmPackageCode) && !post.confirmed) return saved(draft, step(draftId, 2, true));
  draft.packagesDone = true;
  return saved(draft, step(draftId, 3));
};

/** The confirmation's "go on without": step 2 is done as it stands. */
const confirmPackages: Handler<PostOf<"confirmPackages">> = async ({ draftId, draft }) => {
  draft.packagesDone = true;
  return saved(draft, step(draftId, 3));
};

/** The draft's search and model as the driver and reserve steps need them; null sends the browser to the search. */
async function bookingBasis({ input, draft }: OpenDraft) {
  const resolved = await resolveSearch(input.db, draft.search, input.lang, input.now);
  const model = await loadModel(input.db, draft.modelId);
  if (!resolved.ok || !model) return null;
  return { resolved, model, rules: driverRules(model, resolved.search.pickupAt, input.now) };
}

const backToSearch = (draft: DraftData): Outcome => unsaved({ go: { to: "search", search: draft.search } });

/** Step 3: what was typed is kept; "back" goes to step 2 as it is, "next" checks it first. */
const enterDriver: Handler<PostOf<"driver" | "back">> = async (open, post) => {
  const { draftId, draft } = open;
  const basis = await bookingBasis(open);
  if (!basis) return backToSearch(draft);
  draft.driver = post.driver;
  if (post.intent === "back") return saved(draft, step(draftId, 2));
  const submission = parseWithZod(draftForm(post.driver), { schema: driverSchema(basis.rules) });
  if (submission.status !== "success") {
    draft.driverDone = false;
    return saved(draft, { data: { reply: submission.reply() } });
  }
  draft.driverDone = true;
  draft.priceNotice = null;
  return saved(draft, step(draftId, 4));
};

/** An intent this step does not have: the furthest step the draft may show. */
const otherPost: Handler<PostOf<"other">> = async (open) => {
  if (!(await bookingBasis(open))) return backToSearch(open.draft);
  return unsaved(step(open.draftId, allowedStep(open.draft)));
};

type BookingBasis = NonNullable<Awaited<ReturnType<typeof bookingBasis>>>;
type Party = NonNullable<ReturnType<typeof reservationParty>>;

/**
 * Step 4: the reservation from the draft's quote, with the driver checked again. A quote refused
 * as run out or used is made again once with the same inputs.
 */
const reserve: Handler<PostOf<"reserve">> = async (open, post) => {
  const { draftId, draft } = open;
  const basis = await bookingBasis(open);
  if (!basis) return backToSearch(draft);
  const party = draft.driver ? reservationParty(draft.driver, basis.rules) : null;
  if (!party) {
    draft.driverDone = false;
    return saved(draft, step(draftId, 3));
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const outcome = await reserveOnce(open, basis, party, post.payment);
    if (outcome) return outcome;
  }
  return saved(draft, { data: { outcome: "quoteFailed", alternatives: [] } });
};

/**
 * One try: the draft's quote (a price that moved is shown before booking at it), then the
 * reservation, whose idempotency key is the draft. Null: the quote was refused, price again.
 */
async function reserveOnce(
  { input, draftId, draft }: OpenDraft,
  { resolved, model }: BookingBasis,
  party: Party,
  payment: "card" | "office",
): Promise<Outcome | null> {
  const { db, lang, now, memberId } = input;
  const before = draft.quote;
  const quoted = await ensureQuote(db, draft, resolved.search, lang, now, memberId);
  if (!quoted.ok) {
    if (quoted.reason !== "notAvailable") return saved(draft, { data: { outcome: "quoteFailed", alternatives: [] } });
    return saved(draft, async () => ({
      data: {
        outcome: "noLongerAvailable",
        alternatives: await alternativesFor(db, resolved.search, model.id, lang, now),
      },
    }));
  }
  if (before && before.id !== quoted.quote.id && before.totalKurus !== quoted.quote.totalKurus) {
    return saved(draft, step(draftId, 4));
  }
  // A repeat of this step (same draft) gets the reservation already made.
  const result = await reserveFromQuote(db, {
    quoteId: quoted.quote.id,
    driver: party.driver,
    billing: party.billing,
    paymentType: payment,
    // Only an airport pick-up asks for it; the office is the search's (decision 0055).
    flightNumber: resolved.pickupOffice.airport ? party.flightNumber : null,
    lang,
    memberId,
    draftId,
  });
  if (!result.ok) return refusedReservation(draftId, draft, result, lang);
  const go = async () => ({ go: await reservedTarget(input, result.reservation) });
  if (result.replayed) return { save: null, answer: go };
  // The draft was already marked in the reserve transaction; this keeps its data in step.
  draft.reservationNumber = result.reservation.number;
  draft.priceNotice = null;
  return saved(draft, go);
}

/** What a refused reservation leaves in the draft and shows; null when the quote is to be made again. */
function refusedReservation(
  draftId: string,
  draft: DraftData,
  result: Extract<Awaited<ReturnType<typeof reserveFromQuote>>, { ok: false }>,
  lang: Lang,
): Outcome | null {
  switch (result.reason) {
    case "noLongerAvailable":
      draft.quote = null;
      return saved(draft, {
        data: { outcome: "noLongerAvailable", alternatives: result.alternatives.map((m) => toOffer(m, lang)) },
      });
    case "driverNotEligible":
      draft.driverDone = false;
      return saved(draft, step(draftId, 3));
    case "campaignUsedUp":
      draft.search = { ...draft.search, campaignCode: "" };
      draft.quote = null;
      return saved(draft, { data: { outcome: "campaignUsedUp", alternatives: [] } });
    case "refused":
      // The do-not-rent list (decision 0077): a neutral message, nothing about why.
      return saved(draft, { data: { outcome: "refused", alternatives: [] } });
    default:
      // Expired, used or foreign quote: price again with the same inputs and try once more.
      draft.quote = null;
      return null;
  }
}

/** One handler per intent of a post on an open draft ("select" may start a draft: selectVehicle). */
const handlers: { [I in Exclude<BookingPost["intent"], "select">]: Handler<PostOf<I>> } = {
  alternative: chooseAlternative,
  account: goToAccount,
  recalc: recalculate,
  next: packagesNext,
  confirmPackages,
  driver: enterDriver,
  back: enterDriver,
  reserve,
  other: otherPost,
};

export async function postBookingStep(input: BookingPostInput, post: BookingPost): Promise<BookingPostAnswer> {
  const { db, now, draftId } = input;
  const draft = draftId ? await loadDraft(db, draftId, input.browserKeyHash, now) : null;
  const open = draft && draftId ? { input, draftId, draft } : null;
  if (post.intent === "select") return settle(input, open, await selectVehicle(input, post, draft));
  if (!open) return { go: { to: "start" } };
  if (open.draft.reservationNumber) return { go: await madeTarget(input, open.draft.reservationNumber, post) };
  const handler = handlers[post.intent] as Handler<BookingPost>;
  return settle(input, open, await handler(open, post));
}

/** The one place a post's draft is kept: saved, or made when the post starts it (select); then the answer. */
async function settle(input: BookingPostInput, open: OpenDraft | null, { save, answer }: Outcome) {
  let draftId = open?.draftId ?? null;
  if (save && draftId) await saveDraft(input.db, draftId, save, input.now);
  else if (save) draftId = await newDraft(input.db, input.browserKeyHash, save, input.now);
  if (typeof answer !== "function") return answer;
  if (!draftId) throw new Error("a booking answer that names its draft needs one");
  return answer(draftId);
}

/** A post on a draft whose reservation exists: only the reserve step itself may lead back to the payment page. */
async function madeTarget(input: BookingPostInput, number: string, post: BookingPost): Promise<BookingTarget> {
  const reserve = post.intent === "reserve" || (post.intent === "other" && post.raw === "reserve");
  const made = reserve ? await findReservationByNumber(input.db, number) : null;
  return reservedTarget(input, made ?? { number });
}
