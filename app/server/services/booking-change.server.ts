// Changing a booking online before pick-up (docs/decisions/0056). The new choice
// is a re-quote at today's prices (the booking's campaign kept while it still applies, the member
// price kept for a member's booking); changeSettlement (app/domain) says what moves. Confirming is
// idempotent by the form's request key (unique in reservation_changes): a double submit is one change.
//   pay at the office, or cheaper / even: applied in one transaction (unit, row, event, e-mail);
//     a refund then goes back through the gateway, recorded on the change.
//   dearer and paid online: the change waits for its difference, paid by 3-D Secure through a
//     payment reference; the bank's approval applies it (applyPaidChange) in the callback's
//     transaction; a refused card leaves the booking exactly as it was.
import { enqueueReservationConfirmation } from "#app/server/services/reserve.server.ts";
import { allocateChangeRefund } from "#app/domain/payments/reservation-balance.ts";
import { randomBytes } from "node:crypto";
import { type Quote, quoteForPayment } from "#app/domain/pricing/quote.ts";
import { changeSettlement, type ChangeSettlement } from "#app/domain/reservation/booking-change.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { ChangeBeforeJson } from "#app/server/db/schema.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { reversalNoticeFor } from "#app/server/email/payment-emails.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import {
  findPaymentReferenceById,
  insertPaymentReference,
  type PaymentRow,
} from "#app/server/repositories/payments.server.ts";
import { firstMonthKurus } from "#app/server/repositories/monthly-rentals.server.ts";
import { findQuoteForUpdate } from "#app/server/repositories/quotes.server.ts";
import {
  findAwaitingChangeOf,
  findChangeByKey,
  findChangeByReference,
  insertChange,
  lockChange,
  type ReservationChangeRow,
  updateChange,
} from "#app/server/repositories/reservation-changes.server.ts";
import {
  closeReference,
  findOpenReferenceOf,
  listCountedPayments,
} from "#app/server/repositories/reservation-payments.server.ts";
import {
  findReservationById,
  insertReservationEvent,
  lockReservation,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { applyChangeInTx, changeCandidates } from "./booking-change-apply.server.ts";
import { changedDeliveryLegs } from "./delivery.server.ts";
import { randomCode, runTx } from "./payment-common.server.ts";
import { refundPayment } from "./payment-reversals.server.ts";
import { type CreateQuoteResult, createQuote, type QuoteRequest, type StoredQuote } from "./quote.server.ts";

/** How long the difference of a dearer change can be paid (the card form, the bank's page). */
export const CHANGE_PAYMENT_MINUTES = 30;

export type ChangeChoice = Pick<
  QuoteRequest,
  | "pickupOfficeId"
  | "dropoffOfficeId"
  | "pickupAt"
  | "returnAt"
  | "modelId"
  | "assuranceCode"
  | "assuranceAddOnCodes"
  | "kmPackageCode"
  | "extras"
>;

type Changeable = Extract<ChangeSettlement, { changeable: true }>;

export type ChangePreview =
  | { ok: true; quote: StoredQuote; oldTotalKurus: number; settlement: Changeable }
  | { ok: false; reason: "notChangeable" | "pickUpPassed" | "notAvailable" | "deliveryNotOffered" }
  | Exclude<CreateQuoteResult, { ok: true }>;

/** Whether a booking can be changed online at all: confirmed and not yet at its pick-up time. */
export function isChangeable(r: ReservationRow, now: Date): boolean {
  return r.status === "confirmed" && r.pickupAt.getTime() > now.getTime();
}

/**
 * The new choice's total as this booking pays it: a card booking keeps paying now, so the new quote's
 * own pay-now discount comes off, exactly as it did at booking (decision 0055); an office booking
 * pays the office total.
 */
export function changedTotalKurus(r: Pick<ReservationRow, "paymentType">, price: Quote): number {
  return quoteForPayment(price, r.paymentType).totalKurus;
}

function settlementFor(
  r: ReservationRow,
  newTotalKurus: number,
  now: Date,
  oldFirstMonthKurus: number | null,
): ChangeSettlement {
  return changeSettlement({
    oldTotalKurus: r.totalKurus,
    newTotalKurus,
    oldVehicleKurus: r.vehicleKurus,
    oldRentalDays: r.rentalDays,
    prepaid: r.paymentType === "card",
    hasAssurance: r.assuranceKurus > 0,
    pickUp: r.pickupAt,
    now,
    // A monthly booking's late change keeps what a monthly cancellation keeps (decision 0139).
    oldFirstMonthKurus,
  });
}

/** Re-quotes the new choice for the booking and says what the change would settle. Writes only the quote. */
export async function previewChange(
  db: Db,
  r: ReservationRow,
  choice: ChangeChoice,
  options: { now?: Date; lang: "tr" | "en" },
): Promise<ChangePreview> {
  const now = options.now ?? new Date();
  if (r.status !== "confirmed") return { ok: false, reason: "notChangeable" };
  if (r.pickupAt.getTime() <= now.getTime()) return { ok: false, reason: "pickUpPassed" };
  let request: QuoteRequest = { ...choice, memberId: r.memberId, lang: options.lang, campaignCode: r.campaignCode };
  let quoted = await createQuote(db, request, { now, skipAvailability: true });
  // The booking's campaign is kept while it still applies to the new choice; else today's price without it.
  if (!quoted.ok && r.campaignCode && (quoted.reason === "campaignRefused" || quoted.reason === "unknownCampaign")) {
    request = { ...request, campaignCode: null };
    quoted = await createQuote(db, request, { now, skipAvailability: true });
  }
  if (!quoted.ok) return quoted;
  // Delivery and collection go with the change, priced from the new offices (decision 0123).
  const legs = await changedDeliveryLegs(db, r.id, {
    pickupOfficeId: quoted.quote.inputs.pickupOfficeId,
    dropoffOfficeId: quoted.quote.inputs.dropoffOfficeId,
  });
  if (!legs.ok) return { ok: false, reason: "deliveryNotOffered" };
  if (legs.legs.length > 0) {
    quoted = await createQuote(db, { ...request, delivery: legs.legs }, { now, skipAvailability: true });
    if (!quoted.ok) return quoted;
  }
  if ((await changeCandidates(db, r, quoted.quote.inputs, now)).length === 0)
    return { ok: false, reason: "notAvailable" };
  const settlement = settlementFor(r, changedTotalKurus(r, quoted.quote.price), now, await firstMonthKurus(db, r.id));
  if (!settlement.changeable) return { ok: false, reason: "pickUpPassed" };
  return { ok: true, quote: quoted.quote, oldTotalKurus: r.totalKurus, settlement };
}

export type ConfirmChangeResult =
  | {
      ok: true;
      /** applied: the booking is changed; pay: the difference waits to be paid with this reference. */
      outcome: "applied" | "pay";
      changeId: string;
      referenceNumber: string | null;
      settle: ReservationChangeRow["settle"];
      chargeKurus: number;
      refundKurus: number;
      refundState: ReservationChangeRow["refundState"];
      /** The same request key was confirmed before: this is its result. */
      replayed: boolean;
    }
  | { ok: false; reason: "notChangeable" | "quoteExpired" | "quoteNotFound" | "notAvailable" | "keyUsed" };

class Stop extends Error {
  readonly result: ConfirmChangeResult;
  constructor(result: ConfirmChangeResult) {
    super("change not made");
    this.result = result;
  }
}

async function resultOf(db: Db, change: ReservationChangeRow, replayed: boolean): Promise<ConfirmChangeResult> {
  let referenceNumber: string | null = null;
  if (change.paymentReferenceId) {
    referenceNumber = (await findPaymentReferenceById(db, change.paymentReferenceId))?.number ?? null;
  }
  return {
    ok: true,
    outcome: change.status === "awaiting_payment" ? "pay" : "applied",
    changeId: change.id,
    referenceNumber,
    settle: change.settle,
    chargeKurus: change.chargeKurus,
    refundKurus: change.refundKurus,
    refundState: change.refundState,
    replayed,
  };
}

/**
 * Confirms the change priced by `quoteId` for reservation `reservationId`. `requestKey` comes with
 * the preview's form: the same key again (a double click, a retry) returns the first result.
 */
export async function confirmChange(
  db: Db,
  gateway: PaymentGateway,
  input: { reservationId: string; quoteId: string; requestKey: string; actor: string; lang: "tr" | "en" },
  options: { now?: Date } = {},
): Promise<ConfirmChangeResult> {
  const now = options.now ?? new Date();
  const earlier = await findChangeByKey(db, input.requestKey);
  if (earlier) return earlier.reservationId === input.reservationId ? resultOf(db, earlier, true) : keyUsed();
  let made: ReservationChangeRow;
  try {
    made = await runTx(db, async (tx) => {
      // The reservation's row lock: a second submit waits here, then finds the first one's change.
      const r = await lockReservation(tx, input.reservationId);
      const again = await findChangeByKey(tx, input.requestKey);
      if (again)
        throw new Stop(again.reservationId === input.reservationId ? await resultOf(tx, again, true) : keyUsed());
      if (!r || !isChangeable(r, now)) throw new Stop({ ok: false, reason: "notChangeable" });
      const quote = await findQuoteForUpdate(tx, input.quoteId);
      if (!quote || (quote.memberId ?? null) !== (r.memberId ?? null))
        throw new Stop({ ok: false, reason: "quoteNotFound" });
      if (quote.expiresAt.getTime() <= now.getTime()) throw new Stop({ ok: false, reason: "quoteExpired" });
      const newTotalKurus = changedTotalKurus(r, quote.lines as Quote);
      const s = settlementFor(r, newTotalKurus, now, await firstMonthKurus(tx, r.id));
      if (!s.changeable) throw new Stop({ ok: false, reason: "notChangeable" });
      // A newer change replaces one still waiting for its difference (its reference is closed).
      const waiting = await findAwaitingChangeOf(tx, r.id);
      if (waiting) {
        await updateChange(tx, waiting.id, { status: "superseded" });
        if (waiting.paymentReferenceId) await closeReference(tx, waiting.paymentReferenceId, "cancelled");
      }
      const before: ChangeBeforeJson = {
        unitId: r.unitId,
        modelId: r.modelId,
        pickupOfficeId: r.pickupOfficeId,
        dropoffOfficeId: r.dropoffOfficeId,
        pickupAt: r.pickupAt.toISOString(),
        returnAt: r.returnAt.toISOString(),
        totalKurus: r.totalKurus,
        quoteId: r.quoteId,
      };
      const change = await insertChange(tx, {
        reservationId: r.id,
        requestKey: input.requestKey,
        status: "awaiting_payment",
        quoteId: quote.id,
        before,
        settle: s.settle,
        oldTotalKurus: r.totalKurus,
        newTotalKurus,
        chargeKurus: s.chargeKurus,
        refundKurus: s.refundKurus,
        deductionKurus: s.deductionKurus,
        refundState: s.refundKurus > 0 ? "pending" : null,
        actor: input.actor,
        lang: input.lang,
        createdAt: now,
      });
      if (!change) throw new Error("change row refused although the key was free under the reservation lock");
      if (s.settle === "charge") {
        // The unit is checked now and again, under its lock, when the bank approves the difference.
        if ((await changeCandidates(tx, r, quote.inputs, now)).length === 0)
          throw new Stop({ ok: false, reason: "notAvailable" });
        const reference = await insertReference(tx, r, s.chargeKurus, now);
        await updateChange(tx, change.id, { paymentReferenceId: reference });
        await insertReservationEvent(tx, {
          reservationId: r.id,
          actor: input.actor,
          from: r.status,
          to: r.status,
          note: `change asked online; difference ${(s.chargeKurus / 100).toFixed(2)} to be paid by card`,
          at: now,
        });
        return { ...change, paymentReferenceId: reference };
      }
      if (!(await applyChangeInTx(tx, r, change, quote, s.totalKurus, input.actor, now))) {
        throw new Stop({ ok: false, reason: "notAvailable" });
      }
      return { ...change, status: "applied" as const };
    });
  } catch (error) {
    if (error instanceof Stop) return error.result;
    throw error;
  }
  if (made.refundKurus > 0) await refundChange(db, gateway, made.id, { now });
  return resultOf(db, (await findChangeByKey(db, input.requestKey)) ?? made, false);
}

function keyUsed(): ConfirmChangeResult {
  return { ok: false, reason: "keyUsed" };
}

async function insertReference(tx: Db, r: ReservationRow, amountKurus: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertPaymentReference(tx, {
      number: `REF-${randomCode(8)}`,
      reservationId: r.id,
      amountKurus,
      currency: "TRY",
      // Shown to the customer at the bank in either language: the number alone, no English word.
      description: r.number,
      status: "open",
      expiresAt: new Date(now.getTime() + CHANGE_PAYMENT_MINUTES * 60_000),
      createdAt: now,
    });
    if (row) return row.id;
    // The one-open-reference index: an office-issued reference for the old total no longer fits.
    const open = await findOpenReferenceOf(tx, r.id);
    if (open) await closeReference(tx, open.id, "cancelled");
  }
  throw new Error("could not draw an unused payment reference number");
}

/** A fresh request key for a change form. */
export function newChangeKey(): string {
  return randomBytes(16).toString("hex");
}

/**
 * The bank approved payment `p` of a change's reference (inside the callback's transaction, with
 * the reservation and reference locked by the caller). Applies the change; when it can no longer be
 * applied (the car was taken meanwhile, the booking changed or ended) returns why the charge goes back.
 */
export async function applyPaidChange(
  tx: Db,
  referenceId: string,
  p: PaymentRow,
  now: Date,
): Promise<string | null | undefined> {
  const found = await findChangeByReference(tx, referenceId);
  if (!found) return undefined;
  const change = await lockChange(tx, found.id);
  const r = await lockReservation(tx, found.reservationId);
  if (!change || !r) return "reservation_closed";
  const quote = await findQuoteForUpdate(tx, change.quoteId);
  const applied =
    change.status === "awaiting_payment" &&
    quote !== null &&
    isChangeable(r, now) &&
    r.totalKurus === change.oldTotalKurus &&
    (await applyChangeInTx(tx, r, change, quote, change.newTotalKurus + change.deductionKurus, "system", now));
  if (applied) return null;
  if (change.status === "awaiting_payment") await updateChange(tx, change.id, { status: "superseded" });
  await enqueueEmail(tx, reversalNoticeFor(p, r, "holdEnded"), now);
  return "change_unavailable";
}

/** A reference that pays a change is payable while the change waits; its balance is the new total. */
export async function changeTotalFor(db: Db, referenceId: string): Promise<number | null> {
  const change = await findChangeByReference(db, referenceId);
  return change && change.status === "awaiting_payment" ? change.newTotalKurus + change.deductionKurus : null;
}

/**
 * Sends a change's refund back through the gateway, from the booking's captured payments newest
 * first, each part under its own idempotency key; the change records where the refund stands.
 */
export async function refundChange(
  db: Db,
  gateway: PaymentGateway,
  changeId: string,
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const change = await runTx(db, (tx) => lockChange(tx, changeId));
  if (!change || change.refundKurus <= 0 || change.refundState === "refunded") return;
  const counted = (await listCountedPayments(db, change.reservationId)).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  // Never from an instalment surcharge, never more than a payment still paid (decision 0074).
  const { parts } = allocateChangeRefund(counted, change.refundKurus);
  let left = change.refundKurus;
  const results: unknown[] = [];
  let state: "refunded" | "failed" | "unknown" = "refunded";
  for (const { payment: p, amountKurus: part } of parts) {
    const result = await refundPayment(
      db,
      gateway,
      {
        paymentId: p.id,
        amountKurus: part,
        actor: "customer",
        reason: "booking change",
        idempotencyKey: `change:${change.id}:${p.id}`,
      },
      { now },
    );
    results.push(result);
    if (result.ok) left -= part;
    else state = result.reason === "unknownOutcome" || result.reason === "inProgress" ? "unknown" : "failed";
  }
  if (left > 0 && state === "refunded") state = "failed";
  await runTx(db, async (tx) => {
    await updateChange(tx, change.id, { refundState: state, refundResult: results });
    const r = await findReservationById(tx, change.reservationId);
    // The change's e-mail, once, with the refund as the bank answered it (decision 0074).
    if (r && change.refundState === "pending" && change.status === "applied") {
      await enqueueReservationConfirmation(tx, r.id, now, {
        oldTotalKurus: change.oldTotalKurus,
        oldPickupAt: new Date(change.before.pickupAt),
        oldReturnAt: new Date(change.before.returnAt),
        chargedKurus: 0,
        refund: { kurus: change.refundKurus, confirmed: state === "refunded" },
      });
    }
    if (r) {
      await insertReservationEvent(tx, {
        reservationId: r.id,
        actor: "system",
        from: r.status,
        to: r.status,
        note: `change refund ${(change.refundKurus / 100).toFixed(2)}: ${state}`,
        at: now,
      });
    }
  });
}
