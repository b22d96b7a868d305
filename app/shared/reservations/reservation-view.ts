// What the customer sees of a reservation (the lookup page and the member area, decision 0057):
// the view type both the server that builds it and the pages that show it share.
import type { ReservationStatus } from "#app/domain/reservation/status.ts";
import type { ReservationContacts } from "#app/shared/contact/phone-links.ts";

export const CANCELLATION_REQUEST_STATES = ["received", "approved", "declined", "other"] as const;
export type CancellationRequestState = (typeof CANCELLATION_REQUEST_STATES)[number];

import type { AtOnceMoneyOutcome } from "#app/domain/cancellation/self-service.ts";
export type { AtOnceMoneyOutcome };

export type CancellationRequestView = { requestedAt: string } & (
  | { state: "received" | "other" }
  /** `paidBackOtherwise`: the refund was paid by a transfer or in cash, not to the card (decision 0106). */
  | { state: "approved"; refund: string | null; paidBackOtherwise?: boolean }
  | { state: "declined"; reason: string }
  /** Cancelled at once by the customer: the money sentence, told truthfully. */
  | { state: "selfService"; outcome: AtOnceMoneyOutcome; refund: string; deduction: string }
);

import type { MonthlyPaymentsView } from "./monthly-payments.ts";
import type { BookedLegView } from "#app/shared/delivery/delivery-view.ts";

export type ReservationView = {
  number: string;
  status: ReservationStatus;
  pickupAt: string;
  returnAt: string;
  pickupOffice: string;
  dropoffOffice: string;
  /** The roadside line and the offices' phones and e-mail as links (decision 0058). */
  contacts: ReservationContacts | null;
  car: string;
  className: string;
  driverName: string;
  /** An unpaid reservation whose customer tried again: the number of the booking that made (else null). */
  rebookedAs?: string | null;
  /** An airport pick-up's flight number ("TK2124"); null when none was given. */
  flightNumber: string | null;
  days: number;
  assurance: string | null;
  kmPackage: string | null;
  extras: string[];
  amounts: {
    vehicle: string;
    discount: string | null;
    /** What paying now took off (decision 0055). */
    payNow: string | null;
    oneWayFee: string | null;
    assurance: string | null;
    kmPackage: string | null;
    extras: string | null;
    total: string;
    deposit: string;
    /** Paid online so far, net of refunds (card or payment reference); null when nothing. */
    paid: string | null;
  };
  paymentType: "office" | "card";
  /** How it is paid, as shown: at the office, online by card, or online by payment reference. */
  payment: "office" | "card" | "reference";
  /** Calendar days (Istanbul) from today to the pick-up day; negative once it has passed. */
  daysRemaining: number;
  /** `passed`: the instant is behind us, so the page says it ran out instead of promising it. */
  deadline: { kind: "office" | "assurance" | "prepaid"; when: string; passed: boolean };
  /**
   * The newest cancellation request, its state and the desk's answer (decisions 0038, 0043).
   * Statuses the page does not know show as "other" ("being processed").
   */
  cancellationRequest: CancellationRequestView | null;
  canCancel: boolean;
  /** The policy decides the refund alone: "Cancel now" instead of a request (decision 0100). */
  canCancelAtOnce?: boolean;
  canPayOnline: boolean;
  /** Confirmed and before pick-up: the change form is offered (decision 0056). */
  canChange: boolean;
  /** A monthly rental's payment schedule (decision 0121); absent for shorter rentals. */
  monthly?: MonthlyPaymentsView | null;
  /**
   * Delivery to an address and collection from one (decision 0132): where the car is brought at
   * the pick-up or collected at the return instead of the office. Absent or empty: both at offices.
   */
  deliveries?: BookedLegView[];
};

/** What a member may do with one of their reservations: its card's and details page's actions. */
export type ReservationActions = {
  number: string;
  canCancel: boolean;
  /** The policy decides the refund alone: "Cancel now" instead of a request (decision 0100). */
  canCancelAtOnce?: boolean;
  canPayOnline: boolean;
  canChange: boolean;
  hasReceipt: boolean;
};
