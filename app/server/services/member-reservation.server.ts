// One of a signed-in member's reservations (/uye-rezervasyonlar/:number, decision 0057): its
// details, a cancellation request with the policy's refund shown first, and paying a pay-at-office
// reservation online by payment reference. The reservation must be the member's own: any other
// number (another member's, a guest's, a made-up one) is the same null, which the route answers 404.
import { readTogether } from "#app/server/db/reads.server.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { normalizeReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { RefundRule } from "#app/domain/cancellation/cancellation-refund.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findOpenCancellationRequest, findReservationDetails } from "#app/server/repositories/forms.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import {
  type AtOncePreview,
  cancelAtOnce,
  type CancelAtOnceResult,
  checkCancelAtOnce,
} from "./cancel-at-once.server.ts";
import { recordCancellationRequest } from "./cancellation-requests.server.ts";
import { isOpen, refundFor } from "./cancellation.server.ts";
import type { Member } from "./members.server.ts";
import { issuePaymentReference } from "./payment-references.server.ts";
import { displayLocal, reservationView } from "./reservation-lookup.server.ts";
import type { ReservationActions, ReservationView } from "#app/shared/reservations/reservation-view.ts";

async function ownDetails(db: Db, member: Pick<Member, "id">, typedNumber: string) {
  const number = normalizeReservationNumber(typedNumber);
  const details = number ? await findReservationDetails(db, number) : null;
  return details && details.reservation.memberId === member.id ? details : null;
}

/** The details page of the member's own reservation, or null (a 404) for any other number. */
export async function memberReservation(
  db: Db,
  member: Pick<Member, "id">,
  typedNumber: string,
  lang: Lang,
  now: Date,
): Promise<{ view: ReservationView; actions: ReservationActions } | null> {
  const details = await ownDetails(db, member, typedNumber);
  if (!details) return null;
  const view = await reservationView(db, details, lang, now);
  // The policy decides the refund alone: the card offers "Cancel now", not a request (decision 0100).
  const atOnce = view.canCancel && (await checkCancelAtOnce(db, details.reservation, lang, now)).decision.atOnce;
  return { view: { ...view, canCancelAtOnce: atOnce }, actions: await actionsOf(db, view, atOnce) };
}

async function actionsOf(db: Db, view: ReservationView, canCancelAtOnce: boolean): Promise<ReservationActions> {
  return {
    number: view.number,
    canCancel: view.canCancel,
    canCancelAtOnce,
    canPayOnline: view.canPayOnline,
    canChange: view.canChange,
    hasReceipt: (await loadReceipt(db, view.number)) !== null,
  };
}

/** The card actions of each of the member's reservations (the list page). */
export async function memberReservationActions(
  db: Db,
  member: Pick<Member, "id">,
  numbers: readonly string[],
  lang: Lang,
  now: Date,
): Promise<Record<string, ReservationActions>> {
  const entries = await readTogether(
    db,
    numbers.map((number) => async () => {
      const found = await memberReservation(db, member, number, lang, now);
      return found ? ([number, found.actions] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}

/** "Pay online": the payment reference for what the reservation still owes (the live one if any). */
export async function payMemberReservationOnline(
  db: Db,
  member: Pick<Member, "id">,
  typedNumber: string,
  lang: Lang,
  now: Date,
): Promise<{ ok: true; reference: string } | { ok: false; reason: "notFound" | "nothingToPay" }> {
  const found = await memberReservation(db, member, typedNumber, lang, now);
  if (!found) return { ok: false, reason: "notFound" };
  if (!found.view.canPayOnline) return { ok: false, reason: "nothingToPay" };
  const issued = await issuePaymentReference(db, { reservationNumber: found.view.number }, { now });
  return issued.ok ? { ok: true, reference: issued.reference.number } : { ok: false, reason: "nothingToPay" };
}

export type MemberCancelPreview = {
  number: string;
  pickupAt: string;
  rule: RefundRule;
  paid: string;
  deduction: string;
  refund: string;
};

export type MemberCancelOutcome =
  | {
      ok: true;
      preview: MemberCancelPreview;
      /** The policy decides alone: the member cancels at once instead of sending a request (0100). */
      atOnce?: AtOncePreview | null;
    }
  | { ok: false; reason: "notFound" | "notCancellable" | "alreadyRequested"; requestedAt?: string };

/** What the policy gives for cancelling now (the same rules and figures as /Rezervasyon-Iptal). */
export async function previewMemberCancellation(
  db: Db,
  member: Pick<Member, "id">,
  typedNumber: string,
  lang: Lang,
  now: Date,
): Promise<MemberCancelOutcome> {
  const details = await ownDetails(db, member, typedNumber);
  if (!details) return { ok: false, reason: "notFound" };
  const reservation = details.reservation;
  const live = await findOpenCancellationRequest(db, reservation.id);
  if (live) return { ok: false, reason: "alreadyRequested", requestedAt: displayLocal(live.requestedAt, lang) };
  const refund = await refundFor(db, reservation, now);
  if (!isOpen(reservation) || !refund.cancellable || reservation.pickupAt.getTime() <= now.getTime()) {
    return { ok: false, reason: "notCancellable" };
  }
  const money = (kurus: number) => formatTl(kurus, lang);
  const atOnce = await checkCancelAtOnce(db, reservation, lang, now);
  return {
    ok: true,
    atOnce: atOnce.decision.atOnce ? atOnce.preview : null,
    preview: {
      number: reservation.number,
      pickupAt: displayLocal(reservation.pickupAt, lang),
      rule: refund.rule,
      paid: money(refund.paidKurus),
      deduction: money(refund.deductionKurus),
      refund: money(refund.refundKurus),
    },
  };
}

/**
 * The member confirms: the request is stored and e-mailed once (one live request per reservation,
 * the same store as the public form's), for the reservations department to answer.
 */
export async function requestMemberCancellation(
  db: Db,
  member: Pick<Member, "id">,
  input: { number: string; reason: string; lang: Lang; clientIp: string | null; now: Date },
): Promise<MemberCancelOutcome> {
  const checked = await previewMemberCancellation(db, member, input.number, input.lang, input.now);
  if (!checked.ok) return checked;
  const details = await ownDetails(db, member, input.number);
  if (!details) return { ok: false, reason: "notFound" };
  const refund = await refundFor(db, details.reservation, input.now);
  const { created } = await recordCancellationRequest(db, {
    reservation: details.reservation,
    reason: input.reason,
    lang: input.lang,
    clientIp: input.clientIp,
    now: input.now,
    refund,
  });
  if (!created) return { ok: false, reason: "alreadyRequested" };
  return checked;
}

/** The member confirmed the amounts shown: cancelled at once, refunded at once (decision 0100). */
export async function cancelMemberReservationAtOnce(
  db: Db,
  gateway: PaymentGateway,
  member: Pick<Member, "id">,
  input: { number: string; lang: Lang; clientIp: string | null; now: Date; shownRefundKurus: number },
): Promise<CancelAtOnceResult | { ok: false; reason: "notFound" }> {
  const details = await ownDetails(db, member, input.number);
  if (!details) return { ok: false, reason: "notFound" };
  return cancelAtOnce(db, gateway, {
    reservationId: details.reservation.id,
    lang: input.lang,
    now: input.now,
    clientIp: input.clientIp,
    shownRefundKurus: input.shownRefundKurus,
  });
}
