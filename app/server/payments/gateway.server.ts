// The payment port: what Yolda needs from a card payment provider, in Yolda's words
// (docs/decisions/0029-payment-provider-port.md). Outcomes are approved / declined with a neutral
// reason / authenticated (charge still to capture) / error / rejected; amounts are kuruş; the
// provider's transaction reference and the masked card are plain strings. A provider's own fields
// (EstV3's mdStatus, ProcReturnCode, Ecom_Payment_Card_*, hashes; iyzico's tokens and signatures)
// live only inside its adapter; what it wants kept for the audit trail travels as opaque `details`.
// The providers and the decline reasons are stored words: they live below the schema (app/domain).
import type { DeclineReason, PaymentProviderName } from "#app/domain/payments/payment-words.ts";
export {
  DECLINE_REASONS,
  type DeclineReason,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from "#app/domain/payments/payment-words.ts";

export type PaymentCurrency = "TRY";
export type PaymentLang = "tr" | "en";
/** "3d_pay": the provider authenticates and charges in one step; "3d": authenticate, then `capture`. */
export type ThreeDSecureModel = "3d_pay" | "3d";

/** What a route hands over: the parsed form body, or a plain object of strings. */
export type PostedFields = URLSearchParams | Readonly<Record<string, string>>;

/** Provider-specific values kept for the audit trail (stored in payments.provider_data); never card data. */
export type ProviderDetails = Readonly<Record<string, string>>;

export interface CheckoutInput {
  orderId: string;
  amountKurus: number;
  currency: PaymentCurrency;
  lang: PaymentLang;
  /** Where the provider sends the customer's browser (and its answer) back to. */
  returnUrl: string;
  /** The card holder as the reservation names them (hosted checkouts ask for a buyer). */
  customer: { firstName: string; lastName: string; email: string; ip: string };
  /** What is being paid for, e.g. the reservation number. */
  description: string;
  /** Instalments (taksit) the customer chose: 1 (or absent) = single payment; `amountKurus` includes the surcharge. */
  instalments?: number;
  /**
   * "sale" (default) charges the card; "preauth" only holds the amount (a deposit, decision 0088):
   * captured later in part or whole with `postAuth`, or released with `void`.
   */
  transaction?: "sale" | "preauth";
}

/** The provider's names for the card fields the browser adds to a `form` start (never seen by our server). */
export interface CardFieldNames {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/**
 * How the customer's browser reaches the provider: a form our page renders (the card fields are
 * added by the browser and posted straight to `url`), or a redirect to the provider's own page.
 */
export type CheckoutStart =
  | { kind: "form"; url: string; fields: Array<[name: string, value: string]>; cardFields: CardFieldNames }
  | { kind: "redirect"; url: string };

/** The stored payment a callback must match. */
export interface ExpectedPayment {
  orderId: string;
  amountKurus: number;
  currency: PaymentCurrency;
  /** The instalments stored on the payment (1 or absent = single payment); the answer must echo them. */
  instalments?: number;
}

/** A charge the provider made. */
export interface Charge {
  transactionId: string;
  authCode: string;
  maskedPan: string;
  /** The provider's own result code, kept for the audit trail. */
  resultCode: string;
  details: ProviderDetails;
}

/** A refusal or failure the provider reported. */
export interface Failure {
  reason: DeclineReason;
  resultCode: string;
  errorCode: string;
  message: string;
  maskedPan: string;
  details: ProviderDetails;
}

export type RejectReason =
  "malformed" | "hash" | "order" | "amount" | "currency" | "instalments" | "model" | "authentication";

/** Every genuine answer names the provider's id for it: one answer applies once (payment_callbacks). */
export type CallbackVerdict =
  | { kind: "approved"; orderId: string; answerId: string; amountKurus: number; charge: Charge }
  /** Authenticated, not charged yet ("3d"): charge it with `capture`, handing back `completion`. */
  | {
      kind: "authenticated";
      orderId: string;
      answerId: string;
      amountKurus: number;
      maskedPan: string;
      completion: ProviderDetails;
      details: ProviderDetails;
    }
  | { kind: "declined"; orderId: string; answerId: string; failure: Failure }
  | { kind: "error"; orderId: string; answerId: string; failure: Failure }
  /**
   * Not accepted (forged, tampered, another payment, not ours); `orderId` when it names one of our
   * payments; `chargedAnyway`: a genuine charge we refuse, to be voided.
   */
  | { kind: "rejected"; orderId: string | null; reason: RejectReason; detail: string; chargedAnyway: boolean };

export interface CaptureInput {
  orderId: string;
  amountKurus: number;
  completion: ProviderDetails;
  ip: string;
  /** The checkout was a pre-authorisation: complete it as one (hold, not charge). */
  transaction?: "sale" | "preauth";
}

/** Capture part or all of a pre-authorisation; the provider releases the rest. */
export interface PostAuthInput {
  orderId: string;
  amountKurus: number;
  ip?: string;
}

/** What a void or refund needs: our order id and the provider's reference of the charge. */
export interface ReverseInput {
  orderId: string;
  transactionId: string;
  ip?: string;
}

/** Answer of a capture, void or refund. */
export type TransactionResult =
  | {
      kind: "approved";
      orderId: string;
      transactionId: string;
      authCode: string;
      resultCode: string;
      details: ProviderDetails;
    }
  | {
      kind: "declined" | "error";
      orderId: string;
      reason: DeclineReason;
      resultCode: string;
      errorCode: string;
      message: string;
    };

export type OrderStatus = "authorized" | "captured" | "settled" | "voided" | "declined" | "unknown";

export type QueryResult =
  | {
      kind: "found";
      orderId: string;
      status: OrderStatus;
      /** The provider's own status code, kept for the audit trail. */
      statusCode: string;
      transactionId: string;
      authCode: string;
      resultCode: string;
      maskedPan: string;
      /** Null when the provider does not report refunds in a status query. */
      refundedKurus: number | null;
      /** What was captured of the order (a pre-authorisation's PostAuth); absent when not reported. */
      capturedKurus?: number | null;
      details: ProviderDetails;
    }
  | { kind: "not_found"; orderId: string; message: string }
  | { kind: "error"; orderId: string; errorCode: string; message: string };

export type GatewayErrorCode = "invalid_input" | "timeout" | "network" | "http_status" | "malformed_response";

/** No provider answer; when `outcomeUnknown`, the provider may have acted: `query` before retrying. */
export class PaymentGatewayError extends Error {
  readonly code: GatewayErrorCode;
  readonly outcomeUnknown: boolean;

  constructor(code: GatewayErrorCode, message: string, outcomeUnknown: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentGatewayError";
    this.code = code;
    this.outcomeUnknown = outcomeUnknown;
  }
}

export interface PaymentGateway {
  /** Stored on each payment (payments.provider) and part of the callback's unique key. */
  readonly name: PaymentProviderName;
  readonly model: ThreeDSecureModel;
  beginCheckout(input: CheckoutInput): Promise<CheckoutStart>;
  /**
   * The instalment counts the card's issuer allows for a card with this six-digit BIN, as the
   * provider says (EstV3: the bank's BIN table); [] when none, or when the provider takes no
   * instalment choice from us (decision 0044).
   */
  instalmentCounts(bin: string): Promise<number[]>;
  /** `find` looks up the stored payment the answer names (by our order id). */
  verifyCallback(
    posted: PostedFields,
    find: (orderId: string) => Promise<ExpectedPayment | null>,
  ): Promise<CallbackVerdict>;
  capture(input: CaptureInput): Promise<TransactionResult>;
  void(input: ReverseInput): Promise<TransactionResult>;
  refund(input: ReverseInput & { amountKurus: number }): Promise<TransactionResult>;
  /** Captures part or all of a pre-authorisation (EstV3 PostAuth); what is not captured is released. */
  postAuth(input: PostAuthInput): Promise<TransactionResult>;
  query(input: { orderId: string }): Promise<QueryResult>;
}
