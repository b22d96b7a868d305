// One entry of a reservation's story on the desk: what the service (app/server/services/staff/
// desk-reservations.server.ts) builds and the reservation page (app/features/staff/reservation-story.tsx) shows.
export type StoryEntry =
  | { kind: "status"; at: string; sort: number; actor: string; from: string | null; to: string; note: string | null }
  | {
      kind: "payment";
      at: string;
      sort: number;
      actor: string;
      event: string;
      status: string | null;
      amount: string | null;
      orderId: string;
    }
  | { kind: "email"; at: string; sort: number; subject: string; status: string }
  | {
      kind: "staff";
      at: string;
      sort: number;
      actor: string;
      role: string;
      action: string;
      note: string | null;
      before: unknown;
      after: unknown;
    }
  | { kind: "cancellationRequest"; at: string; sort: number; reason: string; refund: string; status: string }
  | { kind: "reference"; at: string; sort: number; number: string; amount: string; status: string };

/** The kinds of payment event the services record (payment_events.kind): the desk names each in its language. */
export const PAYMENT_EVENT_KINDS = [
  "initiated",
  "authenticated",
  "approved",
  "declined",
  "error",
  "expired",
  "instalments",
  "voided",
  "refunded",
  "partially_refunded",
  "refund_requested",
  "refund_declined",
  "reversal_failed",
  "refused_charge_voided",
  "refused_charge_void_failed",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const isPaymentEventKind = (kind: string): kind is PaymentEventKind =>
  (PAYMENT_EVENT_KINDS as readonly string[]).includes(kind);

/** Status notes the services write as fixed words (the rest carry numbers and names): the desk translates these. */
export const FIXED_STATUS_NOTES = {
  "pay at office": "payAtOffice",
  "awaiting card payment": "awaitingCard",
  "no-show": "noShow",
  cancellation: "cancellation",
  "draft released for another attempt": "draftReleased",
} as const;
export type FixedStatusNote = (typeof FIXED_STATUS_NOTES)[keyof typeof FIXED_STATUS_NOTES];

export const fixedStatusNote = (note: string): FixedStatusNote | null =>
  Object.hasOwn(FIXED_STATUS_NOTES, note) ? FIXED_STATUS_NOTES[note as keyof typeof FIXED_STATUS_NOTES] : null;
