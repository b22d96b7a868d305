// What a reservation has paid online and what it still owes (docs/decisions/0027-payment-references.md).
// A payment reference is always for exactly what is still owed; a reference payment is accepted only
// while the reservation still owes at least its amount, so two references never pay one debt twice.
import type { ReservationStatus } from "../reservation/status.ts";

/** A captured card payment that counts for the reservation (its own or one of its references'). */
export type CountedPayment = { amountKurus: number; refundedKurus: number };

/** Only a confirmed reservation (not yet picked up, not cancelled) takes money online by reference. */
export const PAYABLE_BY_REFERENCE: readonly ReservationStatus[] = ["confirmed"];

/** Paid online, net of refunds. */
export function paidOnlineKurus(payments: readonly CountedPayment[]): number {
  let sum = 0;
  for (const p of payments) sum += Math.max(0, p.amountKurus - p.refundedKurus);
  return sum;
}

export type Balance = { totalKurus: number; paidKurus: number; owedKurus: number };

/** What is still owed online: the total minus what was paid, for a reservation that takes payments. */
export function reservationBalance(input: {
  status: ReservationStatus;
  totalKurus: number;
  payments: readonly CountedPayment[];
}): Balance {
  const paidKurus = paidOnlineKurus(input.payments);
  const owedKurus = PAYABLE_BY_REFERENCE.includes(input.status) ? Math.max(0, input.totalKurus - paidKurus) : 0;
  return { totalKurus: input.totalKurus, paidKurus, owedKurus };
}

/** Whether a customer may be offered to pay online now ("Online öde"): owes something, before pick-up. */
export function canOfferReference(balance: Balance, pickupAt: Date, now: Date): boolean {
  return balance.owedKurus > 0 && pickupAt.getTime() > now.getTime();
}

/** Whether an approved reference payment of `amountKurus` may be kept: it must not overpay. */
export function acceptsReferencePayment(balanceBefore: Balance, amountKurus: number): boolean {
  return amountKurus > 0 && amountKurus <= balanceBefore.owedKurus;
}
