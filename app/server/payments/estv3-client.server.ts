// What the EstV3 (NestPay) client speaks: the bank's own fields and answers. Only the EstV3
// adapter (estv3-provider.server.ts), the sandbox bank and their tests see these types; the
// services speak the provider-neutral port in gateway.server.ts.
import type { PaymentCurrency, PaymentLang, PostedFields, ThreeDSecureModel } from "./gateway.server.ts";

export type { PaymentCurrency, PaymentLang, PostedFields, ThreeDSecureModel } from "./gateway.server.ts";
export { PaymentGatewayError } from "./gateway.server.ts";

/** Fields that are safe to store: card number, CVV and expiry are always removed. */
export type StorableFields = Readonly<Record<string, string>>;

export interface BeginThreeDSecureInput {
  orderId: string;
  amountKurus: number;
  currency: PaymentCurrency;
  lang: PaymentLang;
  okUrl: string;
  failUrl: string;
  email?: string;
  /** Instalments: 1 or absent = single payment (`taksit` ""), else the count (`taksit` "3"). */
  instalments?: number;
  /** `TranType`: Auth (a sale, the default) or PreAuth (hold the amount; PostAuth or Void later). */
  tranType?: "Auth" | "PreAuth";
}

/** The hidden fields the server signs; the browser adds the card fields and posts to `gateUrl`. */
export interface ThreeDSecureForm {
  gateUrl: string;
  fields: Array<[name: string, value: string]>;
}

/** `taksit` / `Taksit` on the wire: "" for a single payment, else the count ("3"). */
export function taksitValue(instalments: number | undefined): string {
  return instalments === undefined || instalments <= 1 ? "" : String(instalments);
}

/** The count a `taksit` value names: "" (or "0"/"1") is a single payment; null when it is not a count. */
export function parseTaksit(value: string): number | null {
  if (value === "" || value === "0" || value === "1") return 1;
  return /^[1-9][0-9]?$/.test(value) ? Number(value) : null;
}

/** The browser-added field names, for the card form. */
export const CARD_FORM_FIELDS = {
  pan: "pan",
  expiryMonth: "Ecom_Payment_Card_ExpDate_Month",
  expiryYear: "Ecom_Payment_Card_ExpDate_Year",
  cvv: "cv2",
} as const;

export interface ExpectedPayment {
  orderId: string;
  amountKurus: number;
  currency: PaymentCurrency;
  /** The instalments stored on the payment (1 or absent = single payment): the echoed `taksit` must say the same. */
  instalments?: number;
}

export type RejectReason =
  "malformed" | "hash" | "order" | "amount" | "currency" | "instalments" | "model" | "mdStatus";

export type CallbackVerdict =
  /** 3d_pay: authenticated (mdStatus 1) and charged. */
  | {
      kind: "approved";
      orderId: string;
      amountKurus: number;
      transId: string;
      authCode: string;
      hostRefNum: string;
      maskedPan: string;
      procReturnCode: string;
      trxDate: string;
      fields: StorableFields;
    }
  /** 3d: authenticated (mdStatus 1); charge it with `provision`. */
  | {
      kind: "authenticated";
      orderId: string;
      amountKurus: number;
      md: string;
      xid: string;
      eci: string;
      cavv: string;
      maskedPan: string;
      fields: StorableFields;
    }
  /** Genuine answer: authentication failed or the issuer refused the charge. */
  | {
      kind: "declined";
      orderId: string;
      procReturnCode: string;
      errMsg: string;
      mdStatus: string;
      fields: StorableFields;
    }
  /** Genuine answer: the gate or the bank could not process the request. */
  | { kind: "error"; orderId: string; errorCode: string; errMsg: string; fields: StorableFields }
  /** Not accepted (forged, tampered, another payment); `bankApproved`: a signed charge we refuse, reverse it. */
  | { kind: "rejected"; reason: RejectReason; detail: string; bankApproved: boolean };

export interface ProvisionInput {
  orderId: string;
  amountKurus: number;
  md: string;
  xid: string;
  eci: string;
  cavv: string;
  ip: string;
  /** The instalments authenticated with the 3-D form (`Taksit`); 1 or absent = single payment. */
  instalments?: number;
  /** `Type`: what the 3-D form asked for (Auth, or PreAuth to hold the amount). */
  tranType?: "Auth" | "PreAuth";
}

export interface VoidInput {
  orderId: string;
  ip?: string;
}

export interface RefundInput {
  orderId: string;
  amountKurus: number;
  ip?: string;
}

/** PostAuth: capture part or all of a pre-authorisation (`Total`); the rest is released. */
export interface PostAuthInput {
  orderId: string;
  amountKurus: number;
  ip?: string;
}

export interface QueryInput {
  orderId: string;
}

/** Answer of a provisioning, void or refund request. */
export type TransactionResult =
  | {
      kind: "approved";
      orderId: string;
      transId: string;
      authCode: string;
      hostRefNum: string;
      procReturnCode: string;
      trxDate: string;
    }
  | { kind: "declined"; orderId: string; procReturnCode: string; errorCode: string; errMsg: string }
  | { kind: "error"; orderId: string; procReturnCode: string; errorCode: string; errMsg: string };

export type OrderStatus = "authorized" | "captured" | "settled" | "voided" | "declined" | "unknown";

export type QueryResult =
  | {
      kind: "found";
      orderId: string;
      status: OrderStatus;
      /** The bank's own status code (TRANS_STAT), kept for the audit trail. */
      statusCode: string;
      transId: string;
      authCode: string;
      hostRefNum: string;
      procReturnCode: string;
      maskedPan: string;
      originalKurus: number | null;
      capturedKurus: number | null;
      /** Null when the bank does not report refunds in a status query. */
      refundedKurus: number | null;
    }
  | { kind: "not_found"; orderId: string; errMsg: string }
  | { kind: "error"; orderId: string; errorCode: string; errMsg: string };

/** The bank-speaking EstV3 client (createEstV3Gateway). */
export interface EstV3Client {
  readonly model: ThreeDSecureModel;
  beginThreeDSecure(input: BeginThreeDSecureInput): Promise<ThreeDSecureForm>;
  /** The instalment counts the bank's BIN table allows for this six-digit BIN ([] when none or unknown). */
  instalmentCounts(bin: string): Promise<number[]>;
  verifyCallback(posted: PostedFields, expected: ExpectedPayment): CallbackVerdict;
  provision(input: ProvisionInput): Promise<TransactionResult>;
  void(input: VoidInput): Promise<TransactionResult>;
  refund(input: RefundInput): Promise<TransactionResult>;
  postAuth(input: PostAuthInput): Promise<TransactionResult>;
  query(input: QueryInput): Promise<QueryResult>;
}
