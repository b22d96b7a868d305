// Why a payment was refused, in plain words: the provider's adapter names the reason in Yolda's
// words (DECLINE_REASONS in app/server/payments/gateway.server.ts), this picks the message.
export type BankMessageKey =
  | "payment.result.codes.05"
  | "payment.result.codes.51"
  | "payment.result.codes.54"
  | "payment.result.codes.57"
  | "payment.result.codes.62"
  | "payment.result.codes.99"
  | "payment.result.codes.authFailed"
  | "payment.result.codes.notEnrolled"
  | "payment.result.codes.generic";

const KEYS: Readonly<Record<string, BankMessageKey>> = {
  card_declined: "payment.result.codes.05",
  insufficient_funds: "payment.result.codes.51",
  expired_card: "payment.result.codes.54",
  not_permitted: "payment.result.codes.57",
  restricted_card: "payment.result.codes.62",
  not_enrolled: "payment.result.codes.notEnrolled",
  authentication_failed: "payment.result.codes.authFailed",
  provider_error: "payment.result.codes.99",
};

export function bankMessageKey(declineReason: string | null): BankMessageKey {
  return (declineReason && KEYS[declineReason]) || "payment.result.codes.generic";
}
