// What a reservation has paid online and what it still owes (docs/decisions/0027-payment-references.md).
// A payment reference is always for exactly what is still owed; a reference payment is accepted only
// while the reservation still owes at least its amount, so two references never pay one debt twice.
import type { ReservationStatus } from "#app/domain/reservation/status.ts";

/** A captured card payment that counts for the reservation (its own or one of its references'). */
export type CountedPayment = { amountKurus: number; refundedKurus: number };

/**
 * Reservations that may still owe money by reference: confirmed (before pick-up), and once the car
 * is out or back, for what the desk records (the return's charges, decision 0041).
 */
export const PAYABLE_BY_REFERENCE: readonly ReservationStatus[] = ["confirmed", "active", "completed"];

/** Paid online, net of refunds. */
export function paidOnlineKurus(payments: readonly CountedPayment[]): number {
  let sum = 0;
  for (const p of payments) sum += Math.max(0, p.amountKurus - p.refundedKurus);
  return sum;
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
