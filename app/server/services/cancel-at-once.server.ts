// Cancel at once (issue 31 item 1, decision 0100): on the lookup and in the member area, a booking
// whose refund the policy decides (app/domain/cancellation) is cancelled the moment the customer
// confirms the amount shown; a prepaid refund goes to the bank at once. A refund the bank refuses
// stays with finance (the cancellation inbox, refund state "failed": retry or record a manual
// refund) and the customer is told so. Everything else stays a request (cancellation.server.ts).
//
// Exactly once: the cancellation, the self-service request that records it, the reservation event,
// the deduction's invoice and (when nothing goes to the bank) the customer's e-mail are one
// transaction under the reservation's lock; a second confirmation finds the booking cancelled and
// answers with the first one's outcome. The refund's idempotency key is the desk's first attempt
// (refundAttemptKey), so the inbox's retry and manual refund work on it unchanged.
import { refundAttemptKey } from "#app/domain/cancellation/desk-decision.ts";
import { readTogether } from "#app/server/db/reads.server.ts";
import {
  type AtOnceMoneyOutcome,
  atOnceOutcome,
  MANUAL_REFUND_WORKING_DAYS,
  selfServiceCancellation,
  type SelfServiceDecision,
  selfServiceMoney,
} from "#app/domain/cancellation/self-service.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { assertTransition } from "#app/domain/reservation/status.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CancellationRefundState } from "#app/server/db/schema.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { render } from "#app/server/email/reference-payment-emails.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import {
  type CancellationRequestRow,
  findOpenCancellationRequest,
  insertCancellationRequest,
  setReservationStatus,
} from "#app/server/repositories/forms.server.ts";
import {
  latestCancellationRequestOf,
  lockCancellationRequest,
  updateCancellationRequest,
} from "#app/server/repositories/inbox.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import {
  insertReservationEvent,
  lockReservation,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import type { AtOnceDone, AtOncePreview } from "#app/shared/reservations/cancel-now.ts";
import { refundFor } from "./cancellation.server.ts";
import { issueInvoiceForCancellation } from "./invoices.server.ts";
import { type PaymentLog, runTx } from "./payment-common.server.ts";
import { refundPayment, type RefundResult } from "./payment-reversals.server.ts";
import { displayLocal } from "./reservation-lookup.server.ts";

/** The actor of a cancellation the customer made themselves (events and the request's appliedBy). */
export const SELF_SERVICE_ACTOR = "customer:self-service";

export type { AtOnceDone, AtOncePreview };

export type AtOnceCheck = { decision: SelfServiceDecision; preview: AtOncePreview };

/** Whether `reservation` can be cancelled at once at `now`, and the amounts the customer confirms. */
export async function checkCancelAtOnce(
  db: Db,
  reservation: ReservationRow,
  lang: Lang,
  now: Date,
): Promise<AtOnceCheck> {
  // Also run under the reservation's lock in the cancellation's transaction (one client).
  const [refund, counted, live] = await readTogether(db, [
    () => refundFor(db, reservation, now),
    () => listCountedPayments(db, reservation.id),
    () => findOpenCancellationRequest(db, reservation.id),
  ] as const);
  const target = counted.find((p) => p.id === refund.paymentId);
  const decision = selfServiceCancellation({
    status: reservation.status,
    pickUp: reservation.pickupAt,
    now,
    hasLiveRequest: live !== null,
    paymentCount: counted.length,
    refundPendingKurus: counted.reduce((sum, p) => sum + p.refundPendingKurus, 0),
    refundableOnPaymentKurus: target ? target.amountKurus - target.refundedKurus - target.refundPendingKurus : 0,
    refund,
  });
  const money = (kurus: number) => formatTl(kurus, lang);
  return {
    decision,
    preview: {
      number: reservation.number,
      pickupAt: displayLocal(reservation.pickupAt, lang),
      rule: refund.rule,
      money: selfServiceMoney(refund),
      paid: money(refund.paidKurus),
      refund: money(refund.refundKurus),
      deduction: money(refund.deductionKurus),
      refundKurus: refund.refundKurus,
    },
  };
}

export type CancelAtOnceResult =
  | ({ ok: true } & AtOnceDone)
  | { ok: false; reason: "notAtOnce" }
  | { ok: false; reason: "changed"; preview: AtOncePreview };

function outcomeOf(request: Pick<CancellationRequestRow, "deductionKurus" | "refundState">): AtOnceMoneyOutcome {
  return atOnceOutcome(request.refundState, request.deductionKurus);
}

function refundStateOf(result: RefundResult): CancellationRefundState {
  if (result.ok) return "refunded";
  if (result.reason === "unknownOutcome") return "unknown";
  if (result.reason === "inProgress") return "pending";
  return "failed";
}

/** The e-mail to the customer, in their language, with the same sentence the page shows. */
function cancelledEmail(
  reservation: ReservationRow,
  lang: Lang,
  outcome: Exclude<AtOnceMoneyOutcome, "pending">,
  amounts: { refundKurus: number; deductionKurus: number },
) {
  const t = serverT(lang);
  const vars = {
    number: reservation.number,
    refund: formatTl(amounts.refundKurus, lang),
    deduction: formatTl(amounts.deductionKurus, lang),
    days: MANUAL_REFUND_WORKING_DAYS,
  };
  return render(
    lang,
    t("forms.cancelNow.mailSubject", vars),
    reservation.driver.email,
    [
      t("forms.mail.greeting", { name: `${reservation.driver.firstName} ${reservation.driver.lastName}` }),
      t("forms.cancelNow.done.intro", vars),
      t(`forms.cancelNow.done.${outcome}`, vars),
    ],
    [
      [t("forms.cancel.number"), reservation.number],
      [t("forms.lookup.pickup"), displayLocal(reservation.pickupAt, lang)],
      [t("forms.cancel.refund"), amounts.refundKurus > 0 ? vars.refund : ""],
      [t("forms.cancel.deduction"), amounts.deductionKurus > 0 ? vars.deduction : ""],
    ],
  );
}

/**
 * The customer confirmed `shownRefundKurus`: cancel now, refund now. The caller has already proved
 * the booking is theirs (number and last name, or the signed-in member).
 */
export async function cancelAtOnce(
  db: Db,
  gateway: PaymentGateway,
  input: {
    reservationId: string;
    lang: Lang;
    now: Date;
    clientIp: string | null;
    shownRefundKurus: number;
    reason?: string;
  },
  options: { log?: PaymentLog } = {},
): Promise<CancelAtOnceResult> {
  const { now, lang } = input;
  const money = (kurus: number) => formatTl(kurus, lang);
  const decided = await runTx(db, async (tx) => {
    const reservation = await lockReservation(tx, input.reservationId);
    if (!reservation) return { kind: "notAtOnce" as const };
    if (reservation.status === "cancelled") {
      // A repeat: the first confirmation's request says how it went.
      const first = await latestCancellationRequestOf(tx, reservation.id);
      return first?.selfService
        ? { kind: "repeat" as const, reservation, request: first }
        : { kind: "notAtOnce" as const };
    }
    const check = await checkCancelAtOnce(tx, reservation, lang, now);
    if (!check.decision.atOnce) return { kind: "notAtOnce" as const };
    if (check.preview.refundKurus !== input.shownRefundKurus)
      return { kind: "changed" as const, preview: check.preview };
    const refund = await refundFor(tx, reservation, now);
    const refundState: CancellationRefundState = refund.refundKurus > 0 && refund.paymentId ? "pending" : "none";
    assertTransition(reservation.status, "cancelled");
    await setReservationStatus(tx, reservation.id, "cancelled");
    await insertReservationEvent(tx, {
      reservationId: reservation.id,
      actor: SELF_SERVICE_ACTOR,
      from: reservation.status,
      to: "cancelled",
      note: `self-service cancellation (${refund.rule}): refund ${refund.refundKurus}, deduction ${refund.deductionKurus}`,
      at: now,
    });
    const request = await insertCancellationRequest(tx, {
      reservationId: reservation.id,
      reason: input.reason?.trim() ?? "",
      lang,
      rule: refund.rule,
      refundKurus: refund.refundKurus,
      deductionKurus: refund.deductionKurus,
      status: "applied",
      clientIp: input.clientIp,
      requestedAt: now,
      appliedAt: now,
      appliedBy: SELF_SERVICE_ACTOR,
      refundState,
      selfService: true,
    });
    // A prepaid booking's deduction is final: its invoice, once (decision 0072; nothing when 0).
    const kept = Math.min(refund.paidKurus, refund.deductionKurus);
    if (kept > 0) await issueInvoiceForCancellation(tx, reservation.id, kept, now);
    if (refundState === "none") {
      const outcome = refund.paidKurus > 0 ? "noRefund" : "nothingToPay";
      await enqueueEmail(tx, cancelledEmail(reservation, lang, outcome, refund), now);
    }
    return { kind: "cancelled" as const, reservation, request, refund, refundState };
  });

  if (decided.kind === "notAtOnce") return { ok: false, reason: "notAtOnce" };
  if (decided.kind === "changed") return { ok: false, reason: "changed", preview: decided.preview };
  if (decided.kind === "repeat") {
    const r = decided.request;
    return {
      ok: true,
      number: decided.reservation.number,
      outcome: outcomeOf(r),
      refund: money(r.refundKurus),
      deduction: money(r.deductionKurus),
      repeat: true,
    };
  }
  const { reservation, request, refund } = decided;
  const shown = {
    number: reservation.number,
    refund: money(refund.refundKurus),
    deduction: money(refund.deductionKurus),
  };
  if (decided.refundState === "none" || !refund.paymentId) {
    return { ok: true, ...shown, outcome: outcomeOf(request), repeat: false };
  }

  // The bank, now, outside any transaction; its answer is stored once under the refund's key.
  const result = await refundPayment(
    db,
    gateway,
    {
      paymentId: refund.paymentId,
      amountKurus: refund.refundKurus,
      actor: SELF_SERVICE_ACTOR,
      reason: `cancellation:${refund.rule}`,
      idempotencyKey: refundAttemptKey(reservation.id, 0),
    },
    { now, ...(options.log ? { log: options.log } : {}) },
  );
  const state = refundStateOf(result);
  if (state === "pending") return { ok: true, ...shown, outcome: "pending", repeat: false };
  const told = atOnceOutcome(state, refund.deductionKurus);
  await runTx(db, async (tx) => {
    const locked = await lockCancellationRequest(tx, request.id);
    if (!locked || locked.refundState !== "pending") return;
    await updateCancellationRequest(tx, request.id, { refundState: state, refundResult: result });
    // Told the truth at once: refunded, or not made automatically and finance pays it back.
    if (told !== "pending") await enqueueEmail(tx, cancelledEmail(reservation, lang, told, refund), now);
  });
  return { ok: true, ...shown, outcome: told, repeat: false };
}
