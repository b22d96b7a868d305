// Reservation life cycle. Only pending_payment, confirmed and active hold a car.

import { MINUTE_MS } from "#app/domain/time/istanbul.ts";

export const RESERVATION_STATUSES = [
  "pending_payment",
  "confirmed",
  "active",
  "completed",
  "cancelled",
  "expired",
  "payment_failed",
] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Statuses that hold a unit (the database's exclusion constraint covers exactly these). */
export const LIVE_STATUSES = ["pending_payment", "confirmed", "active"] as const satisfies readonly ReservationStatus[];

/** How long an unpaid pay-now reservation holds its unit. */
export const PAYMENT_HOLD_MINUTES = 15;

/**
 * Allowed moves. A released payment hold (expired, payment_failed) goes back to live only as
 * confirmed, when a card approval arrives late and the same unit is still free (decision 0021);
 * otherwise that approval is reversed.
 */
export const TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending_payment: ["confirmed", "payment_failed", "expired", "cancelled"],
  confirmed: ["active", "cancelled"],
  active: ["completed"],
  completed: [],
  cancelled: [],
  expired: ["confirmed"],
  payment_failed: ["confirmed"],
};

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Throws unless `from -> to` is allowed, for services that must not apply an impossible change. */
export function assertTransition(from: ReservationStatus, to: ReservationStatus): void {
  if (!canTransition(from, to)) throw new Error(`reservation cannot go from ${from} to ${to}`);
}

export function isLiveStatus(status: ReservationStatus): boolean {
  return (LIVE_STATUSES as readonly ReservationStatus[]).includes(status);
}

/**
 * A pay-now reservation that ended unpaid (card refused, hold run out): its booking draft may book
 * again (docs/decisions/0038).
 */
export function isUnpaidEnd(status: string | null): boolean {
  return status === "payment_failed" || status === "expired";
}

/** No further change is possible. */
export function isFinalStatus(status: ReservationStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** When the payment hold of a pending reservation created at `createdAt` runs out. */
export function paymentHoldExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAYMENT_HOLD_MINUTES * MINUTE_MS);
}
