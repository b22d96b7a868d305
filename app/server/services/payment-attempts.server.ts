// Starting a card payment attempt, the card form on /pos3d, and the attempt's result on /payres.
// Card numbers, expiry dates and security codes never pass through here: the browser posts them
// to the bank; only the masked PAN and the bank's references are stored.
import { amountDueAtBooking } from "./monthly-schedule.server.ts";
import { customerPaymentDescription } from "#app/domain/payments/customer-description.ts";
import { divRoundHalfUp } from "#app/domain/money/money.ts";
import { type Lang, localizePath } from "#app/i18n/config.ts";
import { isUnpaidEnd } from "#app/domain/reservation/status.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { PaymentStatus } from "#app/server/db/schema.ts";
import type {
  CardFieldNames,
  DeclineReason,
  PaymentGateway,
  ThreeDSecureModel,
} from "#app/server/payments/gateway.server.ts";
import {
  findApprovedCardAttempt,
  findLiveCardAttempt,
  findPaymentById,
  findPaymentReferenceById,
  updatePayment,
} from "#app/server/repositories/payments.server.ts";
import { findReservationById, findReservationByNumber } from "#app/server/repositories/reservations.server.ts";
import { recordAttempt, runTx } from "./payment-common.server.ts";
import { referencePayable } from "./payment-references.server.ts";

// ----------------------------------------------------------------------------------------------
// Starting an attempt

export type StartResult =
  | { ok: true; paymentId: string }
  | { ok: false; reason: "notFound" | "notCardPayment" | "notPending" | "holdExpired" | "paid" | "referenceExpired" };

/**
 * A card payment attempt for a pending pay-now reservation. A reservation has at most one live
 * attempt (unique index, 0009): a second start, even at the same instant (a double click, a
 * retry), returns the first one, whose /pos3d form it then shows.
 */
export async function startCardPayment(
  db: Db,
  input: { reservationNumber: string; lang: Lang; ip: string },
  options: { now?: Date; model?: ThreeDSecureModel } = {},
): Promise<StartResult> {
  const now = options.now ?? new Date();
  const reservation = await findReservationByNumber(db, input.reservationNumber.trim().toUpperCase());
  if (!reservation) return { ok: false, reason: "notFound" };
  if (reservation.paymentType !== "card") return { ok: false, reason: "notCardPayment" };
  if (reservation.status !== "pending_payment") {
    // A repeat of the step after the payment went through shows that payment's result.
    const paid = reservation.status === "confirmed" ? await findApprovedCardAttempt(db, reservation.id) : null;
    return paid ? { ok: true, paymentId: paid.id } : { ok: false, reason: "notPending" };
  }
  if (!reservation.holdExpiresAt || reservation.holdExpiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: "holdExpired" };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const live = await findLiveCardAttempt(db, reservation.id);
    if (live) return { ok: true, paymentId: live.id };
    // A concurrent start holding the index entry makes this wait for it, then insert nothing.
    const payment = await runTx(db, async (tx) =>
      recordAttempt(tx, {
        target: { reservationId: reservation.id, number: reservation.number },
        // A monthly rental pays its first month now (decision 0122).
        amountKurus: await amountDueAtBooking(tx, reservation),
        lang: input.lang,
        ip: input.ip,
        model: options.model ?? "3d_pay",
        now,
      }),
    );
    if (payment) return { ok: true, paymentId: payment.id };
  }
  throw new Error("could not start or find the live payment attempt");
}

// ----------------------------------------------------------------------------------------------
// The card form on /pos3d

export type PaymentPage =
  | {
      kind: "form";
      paymentId: string;
      /** Signed hidden fields; the browser adds the card fields and posts them to `gateUrl`. */
      form: { gateUrl: string; fields: Array<[name: string, value: string]>; cardFields: CardFieldNames };
      /** What the card is charged now (the base amount plus any instalment surcharge). */
      amountKurus: number;
      /** What the reservation costs: the single-payment amount instalment totals are priced from. */
      baseAmountKurus: number;
      /** The instalments the signed form asks for (1 = single payment). */
      instalments: number;
      /** Whether the page may offer instalments (card attempts of a reservation, through a form). */
      instalmentsOffered: boolean;
      /** The card holder must be this person (the reservation's driver). */
      driverName: string;
      reservationNumber: string;
      referenceNumber: string | null;
      description: string | null;
      /** When the unit's hold runs out (reservation payments); null for references. */
      holdExpiresAt: string | null;
    }
  | { kind: "redirect"; url: string }
  | { kind: "settled"; paymentId: string }
  | { kind: "expired" }
  | { kind: "notFound" };

/** Everything /pos3d shows, with the hidden fields signed now (a fresh `rnd` each time). */
export async function preparePaymentPage(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  options: { publicUrl: string; now?: Date },
): Promise<PaymentPage> {
  const now = options.now ?? new Date();
  const payment = await findPaymentById(db, paymentId);
  if (!payment) return { kind: "notFound" };
  if (payment.status !== "initiated") return { kind: "settled", paymentId: payment.id };
  let reservationId = payment.reservationId;
  let holdExpiresAt: Date | null = null;
  let referenceNumber: string | null = null;
  let description: string | null = null;
  if (payment.paymentReferenceId) {
    const reference = await findPaymentReferenceById(db, payment.paymentReferenceId);
    if (!reference) return { kind: "notFound" };
    if (!(await referencePayable(db, reference, now))) return { kind: "expired" };
    reservationId = reference.reservationId;
    referenceNumber = reference.number;
  }
  const reservation = reservationId ? await findReservationById(db, reservationId) : null;
  if (!reservation) return { kind: "notFound" };
  // Never the stored text (older rows name the clerk or carry an English word): decision 0074.
  if (referenceNumber) description = customerPaymentDescription(reservation.number);
  if (!payment.paymentReferenceId) {
    holdExpiresAt = reservation.holdExpiresAt;
    if (reservation.status !== "pending_payment" || !holdExpiresAt || holdExpiresAt.getTime() <= now.getTime()) {
      return { kind: "expired" };
    }
  }
  // The configured provider takes the attempt when its page is shown (PAYMENT_PROVIDER; 0029).
  if (payment.model !== gateway.model || payment.provider !== gateway.name) {
    await updatePayment(db, payment.id, { model: gateway.model, provider: gateway.name }, now);
  }
  const callbackUrl = new URL(localizePath("/odemecallback", payment.lang), options.publicUrl).href;
  const start = await gateway.beginCheckout({
    orderId: payment.orderId,
    amountKurus: payment.amountKurus,
    currency: "TRY",
    lang: payment.lang,
    returnUrl: callbackUrl,
    customer: {
      firstName: reservation.driver.firstName,
      lastName: reservation.driver.lastName,
      email: reservation.driver.email,
      ip: payment.clientIp ?? "",
    },
    description: referenceNumber ?? reservation.number,
    instalments: payment.instalments,
  });
  // A hosted checkout: the customer pays on the provider's page.
  if (start.kind === "redirect") return { kind: "redirect", url: start.url };
  const form = { gateUrl: start.url, fields: start.fields, cardFields: start.cardFields };
  return {
    kind: "form",
    paymentId: payment.id,
    form,
    amountKurus: payment.amountKurus,
    baseAmountKurus: payment.amountKurus - payment.instalmentSurchargeKurus,
    instalments: payment.instalments,
    instalmentsOffered: payment.paymentReferenceId === null,
    driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    reservationNumber: reservation.number,
    referenceNumber,
    description,
    holdExpiresAt: holdExpiresAt ? holdExpiresAt.toISOString() : null,
  };
}

// ----------------------------------------------------------------------------------------------
// /payres

export type PaymentResultView = {
  paymentId: string;
  outcome: "approved" | "rejected" | "error" | "reversed" | "pending";
  status: PaymentStatus;
  amountKurus: number;
  /** Instalments charged (1 = single payment) and one instalment's amount. */
  instalments: number;
  monthlyKurus: number;
  maskedPan: string | null;
  /** The provider's own result code (audit). */
  procReturnCode: string | null;
  /** Why the provider refused, in Yolda's words; null unless declined or failed. */
  declineReason: DeclineReason | null;
  bankMessage: string | null;
  authCode: string | null;
  orderId: string;
  reservationNumber: string | null;
  referenceNumber: string | null;
  /** Whether the automatic reversal went through (false: staff will refund). */
  reversalDone: boolean;
  /** The booking draft a refused booking payment goes on from (try another card or pay at the office). */
  retryDraftId: string | null;
};

export async function paymentResult(db: Db, paymentId: string): Promise<PaymentResultView | null> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) return null;
  const reservation = payment.reservationId ? await findReservationById(db, payment.reservationId) : null;
  const reference = payment.paymentReferenceId ? await findPaymentReferenceById(db, payment.paymentReferenceId) : null;
  const reservationNumber =
    reservation?.number ??
    (reference ? ((await findReservationById(db, reference.reservationId))?.number ?? null) : null);
  const outcome: PaymentResultView["outcome"] = payment.reversal
    ? "reversed"
    : payment.status === "approved" || payment.status === "refunded" || payment.status === "partially_refunded"
      ? "approved"
      : payment.status === "declined"
        ? "rejected"
        : payment.status === "initiated"
          ? "pending"
          : "error";
  return {
    paymentId: payment.id,
    outcome,
    status: payment.status,
    amountKurus: payment.amountKurus,
    instalments: payment.instalments,
    monthlyKurus: divRoundHalfUp(payment.amountKurus, payment.instalments),
    maskedPan: payment.maskedPan,
    procReturnCode: payment.procReturnCode,
    declineReason: payment.declineReason,
    bankMessage: payment.errorMessage,
    authCode: payment.authCode,
    orderId: payment.orderId,
    reservationNumber,
    referenceNumber: reference?.number ?? null,
    reversalDone: payment.status === "voided" || payment.status === "refunded",
    retryDraftId:
      (outcome === "rejected" || outcome === "error") && reservation && isUnpaidEnd(reservation.status)
        ? reservation.draftId
        : null,
  };
}

/**
 * The result as a browser that did not open the payment's card page sees it (a shared or leaked
 * `/payres` link): the outcome and amount only, no reservation, card, approval or retry draft.
 */
export function withoutPaymentDetails(view: PaymentResultView): PaymentResultView {
  return {
    ...view,
    maskedPan: null,
    authCode: null,
    orderId: "",
    reservationNumber: null,
    referenceNumber: null,
    retryDraftId: null,
    bankMessage: null,
  };
}
