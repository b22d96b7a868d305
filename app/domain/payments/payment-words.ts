// Yolda's words for card payments that the database stores (payments.provider, payments.decline_reason)
// and the payment port speaks (app/server/payments/gateway.server.ts): kept here, below both, so the
// schema imports nothing above it (docs/architecture.md).

/** The providers an adapter exists for; PAYMENT_PROVIDER picks one. */
export const PAYMENT_PROVIDERS = ["estv3", "iyzico"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Why a provider refused a payment, in Yolda's words (the page on /payres says it in the customer's language). */
export const DECLINE_REASONS = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "not_permitted",
  "restricted_card",
  "not_enrolled",
  "authentication_failed",
  "provider_error",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
