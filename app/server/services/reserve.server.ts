// Reserve from a stored quote, in one transaction: lock the booking draft (one draft, one
// reservation), re-check the quote, lock a candidate unit and re-check where it will be before
// holding it (the exclusion constraint stays the last line of defence), count the campaign use,
// write the status event, mark the draft and, for pay-at-office, the confirmation e-mail into the
// outbox. Lock order: draft, quote, one unit at a time, campaign (docs/decisions/0020).
import { saveReservationDeliveries } from "./delivery.server.ts";
import { listReservationDeliveries } from "#app/server/repositories/delivery.server.ts";
import { documentMonths, recordMonthlySchedule } from "./monthly-schedule.server.ts";
import { isMonthlyRental } from "#app/domain/rental/monthly-plan.ts";
import { onlineMoney } from "#app/domain/payments/reservation-balance.ts";
import type { ChangeMail } from "#app/server/email/reservation-confirmation.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import { receiptFileName } from "#app/server/services/guest-receipt.server.ts";
import { randomBytes } from "node:crypto";
import { type DriverProblem, checkDriver } from "#app/domain/driver/eligibility.ts";
import type { Quote } from "#app/domain/pricing/quote.ts";
import { reservationMoney } from "#app/domain/reservation/reservation-money.ts";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { paymentHoldExpiresAt, type ReservationStatus } from "#app/domain/reservation/status.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { BillingJson, DriverJson, PaymentType, ReservationChannel } from "#app/server/db/schema.ts";
import { personKeys } from "#app/shared/desk/do-not-rent-keys.ts";
import { divRoundHalfUp } from "#app/domain/money/money.ts";
import { confirmationSmsRow } from "#app/server/sms/sms.server.ts";
import { reservationConfirmationEmail } from "#app/server/email/reservation-confirmation.server.ts";
import {
  type AvailabilityWindow,
  isUnitFeasible,
  listFeasibleUnits,
} from "#app/server/repositories/availability.server.ts";
import { findApprovedCardAttempt } from "#app/server/repositories/payments.server.ts";
import {
  lockDraft,
  markDraftReserved,
  releaseDraftFromUnpaid,
} from "#app/server/repositories/booking-drafts.server.ts";
import {
  findQuote,
  findTurnaroundMinutes,
  loadActiveModels,
  lockQuoteForBooking,
  type ModelForBooking,
  type QuoteRow,
} from "#app/server/repositories/quotes.server.ts";
import {
  DRAFT_RELEASED_NOTE,
  REBOOKED_NOTE_PREFIX,
  findReservationByDraft,
  findReservationById,
  heldRange,
  inCandidateSavepoint,
  insertReservation,
  insertReservationEvent,
  lockUnit,
  releaseExpiredHolds,
  reservationEventInsert,
  type ReservationRow,
  takeCampaignUse,
} from "#app/server/repositories/reservations.server.ts";
import { outboxRowInsert } from "#app/server/repositories/outbox.server.ts";
import { type NewSms, smsInsertOnce } from "#app/server/repositories/sms.server.ts";
import { writeTogether } from "#app/server/db/writes.server.ts";
import type { EmailMessage } from "#app/server/email/message.server.ts";
import { ownTransaction } from "#app/server/db/reads.server.ts";
import { lineNames, officeContacts } from "./catalogue-cache.server.ts";
import { type AvailableModel, releaseExpiredHoldsNow, searchAvailability } from "./search.server.ts";

export type ReserveRequest = {
  quoteId: string;
  driver: DriverJson;
  billing: BillingJson;
  paymentType: PaymentType;
  /** An airport pick-up's flight number, already normalised (flight-number.ts); null = none. */
  flightNumber?: string | null;
  lang: "tr" | "en";
  /** The signed-in member, from the session. */
  memberId?: string | null;
  /**
   * The booking draft this step comes from: its idempotency key. A draft makes one reservation;
   * asking again with the same draft (a double click, a retry after a lost answer) returns it.
   */
  draftId?: string | null;
  /** Where the booking is made (decision 0076): "web" when omitted; desk and phone name the staff member. */
  channel?: ReservationChannel;
  createdByStaff?: { id: string; name: string } | null;
  /** The desk may give a specific free car of the model; otherwise any feasible unit. */
  unitId?: number | null;
};

export type ReservedSummary = {
  id: string;
  number: string;
  /** confirmed or pending_payment when made; a replay reports the status it has now. */
  status: ReservationStatus;
  unitId: number;
  paymentType: PaymentType;
  totalKurus: number;
  depositKurus: number;
  /** Pay-now only: when the unit is released unless the payment was approved. */
  holdExpiresAt: Date | null;
};

export type ReserveResult =
  /** replayed: the draft had already made this reservation; nothing was written now. */
  | { ok: true; reservation: ReservedSummary; replayed: boolean }
  | { ok: false; reason: "quoteNotFound" | "quoteExpired" | "quoteUsed" | "memberMismatch" | "campaignUsedUp" }
  | { ok: false; reason: "driverNotEligible"; problems: DriverProblem[] }
  /** The person is on the do-not-rent list (decision 0077): the customer is told nothing more. */
  | { ok: false; reason: "refused" }
  | { ok: false; reason: "noLongerAvailable"; alternatives: AvailableModel[] };

/** Carries a business outcome out of the transaction callback so everything is rolled back. */
class Outcome extends Error {
  readonly result: ReserveResult;
  constructor(result: ReserveResult) {
    super("reservation not made");
    this.result = result;
  }
}

/** The turnaround buffer after a return at an office, from its turnaround (2 hours when it is not found). */
export function returnBufferOf(turnaroundMinutes: number | null): number {
  return turnaroundMinutes ?? 120;
}

/** The turnaround buffer after a return at the office (2 hours when it is not found). */
export async function returnBufferMinutes(tx: Db, dropoffOfficeId: number): Promise<number> {
  return returnBufferOf(await findTurnaroundMinutes(tx, dropoffOfficeId));
}

/** The columns with which a reservation holds `unitId` for the window, its buffer included. */
export function unitHold(window: AvailabilityWindow, modelId: number, unitId: number, bufferMinutes: number) {
  return {
    unitId,
    modelId,
    pickupOfficeId: window.pickupOfficeId,
    dropoffOfficeId: window.dropoffOfficeId,
    pickupAt: window.pickupAt,
    returnAt: window.returnAt,
    bufferMinutes,
    held: heldRange(window.pickupAt, window.returnAt, bufferMinutes),
  };
}

/** Rolls back one candidate unit's savepoint (and so its lock): the car cannot serve this window. */
class UnitTaken extends Error {
  constructor() {
    super("unit taken");
  }
}

/** Two reservations drew the same number (35 random bits): the same car is tried again with another. */
class NumberTaken extends Error {
  constructor() {
    super("reservation number taken");
  }
}

/** Another transaction made this draft's reservation (the unique key caught it). */
class DraftUsed extends Error {
  constructor() {
    super("draft already reserved");
  }
}

const MAX_NUMBER_ATTEMPTS = 5;

function summaryOf(r: ReservationRow): ReservedSummary {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    unitId: r.unitId,
    paymentType: r.paymentType,
    totalKurus: r.totalKurus,
    depositKurus: r.depositKurus,
    holdExpiresAt: r.holdExpiresAt,
  };
}

type ReserveOptions = {
  now?: Date;
  /** Runs in the transaction between reading the feasible units and inserting: lets tests land a competing hold there. */
  afterUnitsListed?: (tx: Db) => Promise<void>;
  /** Runs in the transaction right after a new reservation was made (not on a replay): the desk records its payment there. */
  onReserved?: (tx: Db, reservation: ReservedSummary) => Promise<void>;
};

export async function reserveFromQuote(
  db: Db,
  request: ReserveRequest,
  options: ReserveOptions = {},
): Promise<ReserveResult> {
  const now = options.now ?? new Date();
  // Run-out payment holds: the feasibility checks already ignore them, and their status is brought
  // up to date at the searches' pace (at most every 10 s per server), in its own statement so they
  // are released even when this booking fails. Only when such a hold, not yet released, was all
  // that stood between this booking and a car are they released at once and the booking tried
  // again (decision 0175): one statement fewer in every booking.
  await releaseExpiredHoldsNow(db, now);
  const first = await reserveOnce(db, request, options, now, true);
  if (first !== HELD_BY_RUN_OUT_HOLD) return first;
  await releaseExpiredHolds(db, now);
  return (await reserveOnce(db, request, options, now, false)) as ReserveResult;
}

/** Every car this booking could have had was still held by a payment hold that had run out. */
const HELD_BY_RUN_OUT_HOLD = Symbol("held by a run-out hold");

async function reserveOnce(
  db: Db,
  request: ReserveRequest,
  options: ReserveOptions,
  now: Date,
  /** Answer HELD_BY_RUN_OUT_HOLD instead of "no longer available" when such a hold was in the way. */
  mayRetry: boolean,
): Promise<ReserveResult | typeof HELD_BY_RUN_OUT_HOLD> {
  let window: AvailabilityWindow | null = null;
  let modelId = 0;
  const draftId = request.draftId ?? null;
  // A car the exclusion constraint refused though its check under the lock found it free: held by
  // a reservation whose payment hold ran out and is not released yet.
  let heldByRunOut = false;
  try {
    const booked = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The catalogue the pool keeps (offices' contacts, lines' names) is found from the transaction.
      ownTransaction(tx, db);
      // An unpaid reservation of this draft that let it go for this attempt (decision 0038).
      let released: { id: string; status: ReservationRow["status"] } | null = null;
      if (draftId) {
        // Locked first: a second post of the same step waits here until the first commits, then
        // finds its reservation (the unique key on reservations.draft_id backs this up).
        const locked = await lockDraft(tx, draftId);
        const existing = await findReservationByDraft(tx, draftId);
        // A card refused or a hold run out ends that reservation, not the booking: under the draft
        // lock the dead reservation lets go of the draft and this post books again (decision 0038).
        const reopened = existing !== null && locked !== null && (await releaseDraftFromUnpaid(tx, existing.id));
        if (existing && reopened) {
          released = { id: existing.id, status: existing.status };
          await insertReservationEvent(tx, {
            reservationId: existing.id,
            actor: request.memberId ? `member:${request.memberId}` : "customer",
            from: existing.status,
            to: existing.status,
            note: DRAFT_RELEASED_NOTE,
            at: now,
          });
        } else if (existing) return { replayed: true, summary: summaryOf(existing) };
      }
      // The quote row lock makes its "used" check and the insert below one step for a given quote.
      // One statement (decision 0180): the quote locked, with its model, the drop-off office's
      // turnaround and whether the driver is on the do-not-rent list (the rule of checkDoNotRent).
      const locked = await lockQuoteForBooking(
        tx,
        request.quoteId,
        personKeys({
          tckn: request.driver.tckn ?? null,
          passport: request.driver.passport ?? null,
          email: request.driver.email,
          phone: request.driver.phone,
        }),
      );
      if (!locked) throw new Outcome({ ok: false, reason: "quoteNotFound" });
      const { quote } = locked;
      if (locked.used) throw new Outcome({ ok: false, reason: "quoteUsed" });
      if (quote.expiresAt.getTime() <= now.getTime()) throw new Outcome({ ok: false, reason: "quoteExpired" });
      // A member price belongs to that member; a guest quote may still be booked by anyone.
      if (quote.memberId !== null && quote.memberId !== (request.memberId ?? null)) {
        throw new Outcome({ ok: false, reason: "memberMismatch" });
      }
      const inputs = quote.inputs;
      const price = quote.lines as Quote;
      // Paying now takes the quote's own pay-now discount, fixed when the quote was made (0055).
      const money = reservationMoney(price, inputs, request.paymentType);
      const pickupAt = new Date(inputs.pickupAt);
      const returnAt = new Date(inputs.returnAt);
      modelId = inputs.modelId;
      window = {
        pickupOfficeId: inputs.pickupOfficeId,
        dropoffOfficeId: inputs.dropoffOfficeId,
        pickupAt,
        returnAt,
        now,
      };

      const model = locked.model;
      if (!model) throw new Outcome({ ok: false, reason: "noLongerAvailable", alternatives: [] });
      const problems = checkDriver({
        birthDate: request.driver.birthDate,
        licenceDate: request.driver.licenceDate,
        pickUpDate: istanbulDate(pickupAt),
        minAge: model.minAge,
        licenceYears: model.licenceYears,
        today: istanbulDate(now),
      });
      if (problems.length > 0) throw new Outcome({ ok: false, reason: "driverNotEligible", problems });
      if (locked.doNotRent) throw new Outcome({ ok: false, reason: "refused" });

      const bufferMinutes = returnBufferOf(locked.dropoffTurnaroundMinutes);

      // Candidates read without locks; each one is locked and checked again before it is held.
      const feasible = await listFeasibleUnits(tx, window, inputs.modelId);
      const units = request.unitId ? feasible.filter((u) => u.unitId === request.unitId) : feasible;
      await options.afterUnitsListed?.(tx);
      const unitWindow = window;
      const status: ReservationStatus = request.paymentType === "office" ? "confirmed" : "pending_payment";
      const holdExpiresAt = status === "pending_payment" ? paymentHoldExpiresAt(now) : null;
      let made: ReservationRow | null = null;

      // Two passes (decision 0148): first every candidate nobody else is booking right now (a
      // car another booking has locked is skipped, not waited for, so bookings of the same model
      // spread over its cars instead of queueing on the best fit), then the skipped ones, waiting
      // for their lock, so a car the other booking did not take in the end is still offered.
      const busy: typeof units = [];
      const passes: Array<{ list: typeof units; skipLocked: boolean }> = [
        { list: units, skipLocked: true },
        { list: busy, skipLocked: false },
      ];
      for (const { list, skipLocked } of passes) {
        for (const unit of list) {
          for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS && !made; attempt++) {
            try {
              // A savepoint per candidate: rolling it back also lets go of that unit's lock, so a
              // booking holds at most one unit lock while it looks (no lock-order deadlocks).
              made = await inCandidateSavepoint(tx, async (sp) => {
                // Where the car will be is decided by its other bookings: take turns on the car,
                // then ask again with what the bookings before us committed.
                if (!(await lockUnit(sp, unit.unitId, { skipLocked }))) {
                  if (skipLocked) busy.push(unit);
                  throw new UnitTaken();
                }
                if (!(await isUnitFeasible(sp, unitWindow, unit.unitId))) throw new UnitTaken();
                const outcome = await insertReservation(sp, {
                  number: generateReservationNumber((n) => randomBytes(n)),
                  quoteId: quote.id,
                  draftId,
                  ...unitHold(unitWindow, inputs.modelId, unit.unitId, bufferMinutes),
                  status,
                  paymentType: request.paymentType,
                  ...money,
                  flightNumber: request.flightNumber ?? null,
                  driver: request.driver,
                  billing: request.billing,
                  memberId: request.memberId ?? null,
                  lang: request.lang,
                  createdAt: now,
                  holdExpiresAt,
                  channel: request.channel ?? "web",
                  createdByStaffId: request.createdByStaff?.id ?? null,
                  createdByStaffName: request.createdByStaff?.name ?? null,
                });
                // A refused insert has aborted this savepoint: each outcome leaves it (rolled back).
                if (outcome.ok) return outcome.row;
                // The exclusion constraint, the last line of defence: held by a writer without the lock.
                if (outcome.conflict === "held") {
                  heldByRunOut = true;
                  throw new UnitTaken();
                }
                if (outcome.conflict === "quote") throw new Outcome({ ok: false, reason: "quoteUsed" });
                if (outcome.conflict === "draft") throw new DraftUsed();
                throw new NumberTaken();
              });
            } catch (error) {
              if (error instanceof UnitTaken) break;
              // "number": a collision of 35 random bits; the same car again with another number.
              if (!(error instanceof NumberTaken)) throw error;
            }
          }
          if (made) break;
        }
        if (made) break;
      }
      if (!made) throw new Outcome({ ok: false, reason: "noLongerAvailable", alternatives: [] });

      // Counted last: the campaign row lock is held only for the end of the transaction.
      if (inputs.campaignId !== null && !(await takeCampaignUse(tx, inputs.campaignId))) {
        throw new Outcome({ ok: false, reason: "campaignUsedUp" });
      }
      if (draftId) await markDraftReserved(tx, draftId, made.id, now);
      await saveReservationDeliveries(tx, made.id, inputs);
      // A 30+ day rental's months, with the reservation (decision 0121).
      await recordMonthlySchedule(tx, made.id, {
        pickupAt,
        days: price.days,
        totalKurus: money.totalKurus,
        kmAllowance: inputs.kmAllowance,
      });
      if (released) {
        // The unpaid one points to this booking: its lookup and the desk's story name the new number.
        await insertReservationEvent(tx, {
          reservationId: released.id,
          actor: "system",
          from: released.status,
          to: released.status,
          note: `${REBOOKED_NOTE_PREFIX}${made.number}`,
          at: now,
        });
      }
      // A confirmed booking's e-mail and SMS, from what this transaction has just read and written
      // (they read nothing again), go with its first status row in one statement (decision 0183).
      const messages =
        status === "confirmed"
          ? await reservationConfirmation(tx, made.id, now, null, {
              reservation: made,
              quote,
              model,
              deliveries: inputs.delivery ?? [],
              monthly: isMonthlyRental(price.days),
            })
          : null;
      await writeTogether(tx, [
        reservationEventInsert(tx, {
          reservationId: made.id,
          actor: request.createdByStaff
            ? `staff:${request.createdByStaff.id}`
            : request.memberId
              ? `member:${request.memberId}`
              : "customer",
          from: null,
          to: status,
          note: request.paymentType === "office" ? "pay at office" : "awaiting card payment",
          at: now,
        }),
        ...(messages ? confirmationInserts(tx, messages, now) : []),
      ]);
      const summary: ReservedSummary = {
        id: made.id,
        number: made.number,
        status,
        unitId: made.unitId,
        paymentType: request.paymentType,
        totalKurus: money.totalKurus,
        depositKurus: inputs.depositKurus,
        holdExpiresAt,
      };
      await options.onReserved?.(tx, summary);
      return { replayed: false, summary };
    });
    return { ok: true, reservation: booked.summary, replayed: booked.replayed };
  } catch (error) {
    if (error instanceof DraftUsed && draftId) {
      // Only when the draft row was gone (nothing to lock): the other booking committed first.
      const existing = await findReservationByDraft(db, draftId);
      if (existing) return { ok: true, reservation: summaryOf(existing), replayed: true };
    }
    if (!(error instanceof Outcome)) throw error;
    if (error.result.ok === false && error.result.reason === "noLongerAvailable" && window) {
      if (heldByRunOut && mayRetry) return HELD_BY_RUN_OUT_HOLD;
      return {
        ok: false,
        reason: "noLongerAvailable",
        alternatives: await alternativesFor(db, window, modelId, request),
      };
    }
    return error.result;
  }
}

/** Other models free for the same window, cheapest first (the original model excluded). */
async function alternativesFor(
  db: Db,
  window: AvailabilityWindow,
  modelId: number,
  request: ReserveRequest,
): Promise<AvailableModel[]> {
  const found = await searchAvailability(db, window, {
    memberId: request.memberId ?? null,
    // The original quote passed validateSearch; only the lead time may have run out since.
    now: new Date(Math.min(window.now.getTime(), window.pickupAt.getTime() - 2 * 3_600_000)),
  });
  return found.ok ? found.models.filter((m) => m.model.id !== modelId) : [];
}

/**
 * What reserveFromQuote has just read and written in its own transaction (decision 0174): the new
 * reservation's row, its quote and model, the delivery legs it saved and whether it recorded
 * months. The confirmation then reads only what it does not have (offices, names).
 */
export type NewBookingFacts = {
  reservation: ReservationRow;
  quote: QuoteRow;
  model: ModelForBooking | undefined;
  deliveries: ReadonlyArray<{ leg: "delivery" | "collection"; address: string }>;
  /** A 30+ day rental: its months were recorded and are read back; otherwise it has none. */
  monthly: boolean;
};

/**
 * Writes the confirmation e-mail of a reservation into the outbox, in the caller's transaction.
 * The payment service calls it when a card payment is approved.
 */
export async function enqueueReservationConfirmation(
  tx: Db,
  reservationId: string,
  now: Date,
  change: Omit<ChangeMail, "cards"> | null = null,
  known: NewBookingFacts | null = null,
): Promise<void> {
  await writeTogether(
    tx,
    confirmationInserts(tx, await reservationConfirmation(tx, reservationId, now, change, known), now),
  );
}

/** The confirmation's messages as outbox rows: the SMS (its first confirmation only) and the e-mail. */
type ConfirmationMessages = { sms: NewSms | null; email: EmailMessage };

/** The inserts of a confirmation's messages, not yet run (for `writeTogether`). */
function confirmationInserts(tx: Db, messages: ConfirmationMessages, now: Date) {
  return [
    ...(messages.sms ? [smsInsertOnce(tx, messages.sms, now)] : []),
    outboxRowInsert(tx, "email", messages.email, now),
  ];
}

/** Composes the confirmation of a reservation (new, changed or paid): nothing is written yet. */
async function reservationConfirmation(
  tx: Db,
  reservationId: string,
  now: Date,
  change: Omit<ChangeMail, "cards"> | null,
  known: NewBookingFacts | null,
): Promise<ConfirmationMessages> {
  const r = known?.reservation ?? (await findReservationById(tx, reservationId));
  if (!r) throw new Error(`reservation ${reservationId} not found`);
  // Offices' contacts and the lines' names as the catalogue keeps them (decision 0175); one after
  // another when read: a transaction is one connection, which runs one query at a time.
  const offices = await officeContacts(tx);
  const pick = offices.get(r.pickupOfficeId);
  const drop = offices.get(r.dropoffOfficeId);
  // Collection before delivery, as listReservationDeliveries orders them.
  const deliveries = known
    ? [...known.deliveries].sort((a, b) => (a.leg < b.leg ? -1 : a.leg > b.leg ? 1 : 0))
    : await listReservationDeliveries(tx, r.id);
  // The booking's SMS goes with its first confirmation only, once (decision 0118).
  const sms =
    !change && r.status === "confirmed"
      ? confirmationSmsRow(r, { office: pick ?? null, delivered: deliveries.some((l) => l.leg === "delivery") })
      : null;
  const model = known ? known.model : (await loadActiveModels(tx, r.modelId))[0];
  const names = await lineNames(tx);
  const lines = r.lines as Quote["lines"];
  const quote = known ? known.quote : r.quoteId ? await findQuote(tx, r.quoteId) : null;
  const assuranceCode = quote?.inputs.assuranceCode ?? null;
  const assuranceName = assuranceCode ? (names.assurance.get(assuranceCode) ?? null) : null;
  const paid = r.paymentType === "card" ? await findApprovedCardAttempt(tx, r.id) : null;
  // A monthly rental's months, paid and to pay (decision 0130).
  const months = known && !known.monthly ? null : await documentMonths(tx, r);
  const en = r.lang === "en";
  const office = (o: typeof pick) =>
    o
      ? { name: en ? o.nameEn : o.nameTr, address: en ? o.addressEn : o.addressTr, phone: o.phone, email: o.email }
      : { name: "", address: "", phone: "" };
  const message = reservationConfirmationEmail({
    lang: r.lang,
    number: r.number,
    to: r.driver.email,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    status: r.status === "pending_payment" ? "pending_payment" : "confirmed",
    paymentType: r.paymentType,
    pickupAt: r.pickupAt,
    returnAt: r.returnAt,
    pickupOffice: office(pick),
    dropoffOffice: office(drop),
    vehicleName: model ? `${model.brand} ${model.model}` : "",
    className: model ? (en ? model.classNameEn : model.classNameTr) : "",
    days: r.rentalDays,
    lines,
    names: {
      extras: new Map([...names.extras].map(([code, n]) => [code, en ? n.nameEn : n.nameTr])),
      assurance: assuranceName ? (en ? assuranceName.nameEn : assuranceName.nameTr) : null,
      addOns: new Map([...names.assurance].map(([code, n]) => [code, en ? n.nameEn : n.nameTr])),
    },
    totalKurus: r.totalKurus,
    depositKurus: r.depositKurus,
    kmAllowance: quote?.inputs.kmAllowance ?? model?.kmLimitPerDay ?? 0,
    hasAssurance: r.assuranceKurus > 0,
    flightNumber: r.flightNumber,
    deliveries: deliveries.map((l) => ({ leg: l.leg, address: l.address })),
    instalments:
      paid && paid.instalments > 1
        ? {
            count: paid.instalments,
            monthlyKurus: divRoundHalfUp(paid.amountKurus, paid.instalments),
            amountKurus: paid.amountKurus,
            surchargeKurus: paid.instalmentSurchargeKurus,
          }
        : null,
    now,
    months,
    // A change says what changed and what moved, with the card payments' figures as they stand now.
    change: change ? { ...change, cards: onlineMoney(await listCountedPayments(tx, r.id)) } : null,
  });
  // Paid by card: the receipt goes with it, drawn when the e-mail is sent (issue 26).
  const receipt =
    paid && r.status === "confirmed" && !change
      ? [
          {
            filename: receiptFileName(r.number, r.lang),
            contentType: "application/pdf",
            content: "",
            receiptOf: { number: r.number, lang: r.lang },
          },
        ]
      : [];
  return { sms, email: { ...message, attachments: [...(message.attachments ?? []), ...receipt] } };
}
