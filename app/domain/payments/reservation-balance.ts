// What a reservation has paid online and what it still owes (docs/decisions/0027-payment-references.md).
// A payment reference is always for exactly what is still owed; a reference payment is accepted only
// while the reservation still owes at least its amount, so two references never pay one debt twice.
import type { ReservationStatus } from "#app/domain/reservation/status.ts";

/**
 * A captured card payment that counts for the reservation (its own or one of its references'):
 * what the card was charged, the instalment surcharge inside it (0 for a single payment or a
 * reference) and what was refunded of it.
 */
export type CountedPayment = { amountKurus: number; refundedKurus: number; instalmentSurchargeKurus?: number };

/**
 * One payment's money, the one rule every view reads (issue 26, decision 0074): the surcharge is
 * the bank's price of the instalments, not part of the reservation's total; a refund comes off the
 * part that paid the total first and off the surcharge only beyond it (a full cancellation refund).
 */
export function paymentMoney(p: CountedPayment): {
  /** What paid the reservation's total, net of refunds. */
  towardTotalKurus: number;
  /** The surcharge still kept (charged minus what a refund beyond the total gave back). */
  surchargeKurus: number;
  /** What can still be refunded toward the total (a change's refund never touches the surcharge). */
  refundableTowardTotalKurus: number;
} {
  const surcharge = Math.min(p.instalmentSurchargeKurus ?? 0, p.amountKurus);
  const base = p.amountKurus - surcharge;
  const towardTotalKurus = Math.max(0, base - p.refundedKurus);
  const surchargeKurus = Math.max(0, surcharge - Math.max(0, p.refundedKurus - base));
  return { towardTotalKurus, surchargeKurus, refundableTowardTotalKurus: towardTotalKurus };
}

/** What a reservation's card payments add up to: each figure the lookup, e-mails, member area and desk show. */
export type OnlineMoney = {
  /** Charged to cards, surcharges included. */
  chargedKurus: number;
  /** Instalment surcharges kept. */
  surchargeKurus: number;
  /** Refunded to cards. */
  refundedKurus: number;
  /** Paid toward the reservation's total, net of refunds: what the balance counts as paid. */
  paidKurus: number;
};

export function onlineMoney(payments: readonly CountedPayment[]): OnlineMoney {
  const money: OnlineMoney = { chargedKurus: 0, surchargeKurus: 0, refundedKurus: 0, paidKurus: 0 };
  for (const p of payments) {
    const m = paymentMoney(p);
    money.chargedKurus += p.amountKurus;
    money.refundedKurus += p.refundedKurus;
    money.surchargeKurus += m.surchargeKurus;
    money.paidKurus += m.towardTotalKurus;
  }
  return money;
}

/**
 * How a change's refund of `amountKurus` is split over the payments (newest first), each giving
 * back at most what it still paid toward the total minus refunds already on their way; what no
 * payment can give is `leftKurus` (never sent, so never more than paid is refunded).
 */
export function allocateChangeRefund<P extends CountedPayment & { refundPendingKurus?: number }>(
  newestFirst: readonly P[],
  amountKurus: number,
): { parts: Array<{ payment: P; amountKurus: number }>; leftKurus: number } {
  let left = Math.max(0, amountKurus);
  const parts: Array<{ payment: P; amountKurus: number }> = [];
  for (const p of newestFirst) {
    if (left <= 0) break;
    const part = Math.min(left, paymentMoney(p).refundableTowardTotalKurus - (p.refundPendingKurus ?? 0));
    if (part <= 0) continue;
    parts.push({ payment: p, amountKurus: part });
    left -= part;
  }
  return { parts, leftKurus: left };
}

/**
 * Reservations that may still owe money by reference: confirmed (before pick-up), and once the car
 * is out or back, for what the desk records (the return's charges, decision 0041).
 */
export const PAYABLE_BY_REFERENCE: readonly ReservationStatus[] = ["confirmed", "active", "completed"];

/** Paid online toward the reservation's total, net of refunds (instalment surcharges are not). */
export function paidOnlineKurus(payments: readonly CountedPayment[]): number {
  return onlineMoney(payments).paidKurus;
}

/** `totalKurus`: the reservation's total plus the return's charges; `paidKurus`: paid online, net. */
export type Balance = { totalKurus: number; paidKurus: number; owedKurus: number };

/**
 * What is still owed: the total and the return's charges, minus what was paid online and at the
 * desk, for a reservation that takes payments.
 */
export function reservationBalance(input: {
  status: ReservationStatus;
  totalKurus: number;
  payments: readonly CountedPayment[];
  /** Charges recorded at the return (extra days, KM, fuel, damage). */
  chargesKurus?: number;
  /** Money taken at the desk (cash, card on the office terminal). */
  deskPaidKurus?: number;
}): Balance {
  const paidKurus = paidOnlineKurus(input.payments);
  const dueKurus = input.totalKurus + (input.chargesKurus ?? 0);
  const owedKurus = PAYABLE_BY_REFERENCE.includes(input.status)
    ? Math.max(0, dueKurus - paidKurus - (input.deskPaidKurus ?? 0))
    : 0;
  return { totalKurus: dueKurus, paidKurus, owedKurus };
}

/** Whether a customer may be offered to pay online now ("Online öde"): owes something, before pick-up. */
export function canOfferReference(balance: Balance, pickupAt: Date, now: Date): boolean {
  return balance.owedKurus > 0 && pickupAt.getTime() > now.getTime();
}

/**
 * Whether a reference may be issued (and paid) for what is owed: before pick-up for a confirmed
 * reservation, as for the customer; for a car that is out or back, whenever something is owed
 * (domain-rules: what the return costs is paid at the desk or by a payment reference).
 */
export function canIssueReference(balance: Balance, status: ReservationStatus, pickupAt: Date, now: Date): boolean {
  if (status === "confirmed") return canOfferReference(balance, pickupAt, now);
  return balance.owedKurus > 0 && (status === "active" || status === "completed");
}

/** Whether an approved reference payment of `amountKurus` may be kept: it must not overpay. */
export function acceptsReferencePayment(balanceBefore: Balance, amountKurus: number): boolean {
  return amountKurus > 0 && amountKurus <= balanceBefore.owedKurus;
}
