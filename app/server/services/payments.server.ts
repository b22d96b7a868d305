// The payment use cases routes and jobs call, one module each by what changes together
// (docs/decisions/0029-payment-provider-port.md): attempts and the card form, the provider's
// callback, references, reversals and refunds, and recovery of attempts nobody answered.
export { type PaymentLog } from "./payment-common.server.ts";
export {
  type PaymentPage,
  type PaymentResultView,
  type StartResult,
  paymentResult,
  preparePaymentPage,
  startCardPayment,
  withoutPaymentDetails,
} from "./payment-attempts.server.ts";
export {
  type ChooseInstalmentsResult,
  type InstalmentOffer,
  chooseInstalments,
  instalmentOffer,
} from "./payment-instalments.server.ts";
export { type CallbackOutcome, handlePaymentCallback } from "./payment-callbacks.server.ts";
export {
  ASK_BANK_AFTER_MS,
  CHECK_LEASE_MS,
  STALE_AFTER_MS,
  type StaleReport,
  resolveStalePayments,
} from "./payment-recovery.server.ts";
export { type RefundResult, refundPayment } from "./payment-reversals.server.ts";
