// The iyzico adapter of the payment port: a hosted checkout (Checkout Form), through iyzico's own
// npm client. initialize -> the customer pays on iyzico's page -> iyzico posts a token to our
// callback -> we retrieve the result with it. Tokens, iyzico's error codes and its HMAC signatures
// stop here (docs/decisions/0029-payment-provider-port.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import Iyzipay from "iyzipay";
import {
  type CallbackVerdict,
  type DeclineReason,
  type PaymentGateway,
  PaymentGatewayError,
  type PostedFields,
  type QueryResult,
  type TransactionResult,
} from "./gateway.server.ts";

export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com live, https://sandbox-api.iyzipay.com test; a local fake in tests. */
  baseUrl: string;
}

type Answer = Record<string, unknown>;

/** iyzico's decline codes (its "errorCode" of a failed payment) in Yolda's words. */
const DECLINE_CODES: Readonly<Record<string, DeclineReason>> = {
  "10005": "card_declined",
  "10051": "insufficient_funds",
  "10054": "expired_card",
  "10057": "not_permitted",
  "10058": "not_permitted",
  "10041": "restricted_card",
  "10043": "restricted_card",
  "10034": "card_declined",
};

export function iyzicoDeclineReason(errorCode: string, mdStatus: string): DeclineReason {
  const known = DECLINE_CODES[errorCode];
  if (known) return known;
  if (mdStatus !== "" && mdStatus !== "1") return "authentication_failed";
  return errorCode === "" ? "other" : "provider_error";
}

/** "1234.5": iyzico's price strings; amounts stay kuruş everywhere else. */
export function iyzicoPrice(kurus: number): string {
  const lira = Math.trunc(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? `${lira}.0` : `${lira}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

export function kurusOfPrice(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** iyzico signs its answers: HMAC-SHA256 (hex) over the listed values joined by ':'. */
export function iyzicoSignature(values: ReadonlyArray<unknown>, secretKey: string): string {
  return createHmac("sha256", secretKey)
    .update(values.map((v) => (v === undefined || v === null ? "" : String(v))).join(":"))
    .digest("hex");
}

function signatureMatches(answer: Answer, fields: ReadonlyArray<string>, secretKey: string): boolean {
  const expected = Buffer.from(
    iyzicoSignature(
      fields.map((f) => answer[f]),
      secretKey,
    ),
  );
  const given = Buffer.from(typeof answer.signature === "string" ? answer.signature : "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

function postedToken(posted: PostedFields): string {
  const values = posted instanceof URLSearchParams ? posted.getAll("token") : [posted.token ?? ""];
  return values.length === 1 && /^[A-Za-z0-9_-]{1,128}$/.test(values[0] ?? "") ? values[0]! : "";
}

export function createIyzicoProvider(config: IyzicoConfig): PaymentGateway {
  const client = new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });

  type ResourceName = "checkoutFormInitialize" | "checkoutForm" | "cancel" | "refundV2" | "payment";

  function call(resource: ResourceName, method: "create" | "retrieve", request: object): Promise<Answer> {
    return new Promise((resolve, reject) => {
      client[resource][method](request, (error, result) => {
        if (error) reject(new PaymentGatewayError("network", "iyzico unreachable", true, { cause: error }));
        else if (!result || typeof result !== "object")
          reject(new PaymentGatewayError("malformed_response", "iyzico answer is not JSON", true));
        else resolve(result);
      });
    });
  }

  function transaction(orderId: string, answer: Answer): TransactionResult {
    if (answer.status === "success") {
      return {
        kind: "approved",
        orderId,
        transactionId: text(answer.paymentId),
        authCode: text(answer.authCode),
        resultCode: "success",
        details: answer.paymentTransactionId ? { paymentTransactionId: text(answer.paymentTransactionId) } : {},
      };
    }
    const errorCode = text(answer.errorCode);
    return {
      kind: "declined",
      orderId,
      reason: iyzicoDeclineReason(errorCode, ""),
      resultCode: errorCode,
      errorCode,
      message: text(answer.errorMessage),
    };
  }

  return {
    name: "iyzico",
    model: "3d_pay",

    // iyzico's Checkout Form shows its own instalment table on iyzico's page, priced by iyzico, and
    // Yolda cannot sign a choice made there in advance: our options are not offered (decision 0044)
    // and the form allows a single payment only (enabledInstallments [1]).
    async instalmentCounts() {
      return [];
    },

    async beginCheckout(input) {
      if (input.transaction === "preauth") {
        throw new PaymentGatewayError("invalid_input", "iyzico checkout has no pre-authorisation", false);
      }
      if ((input.instalments ?? 1) !== 1) {
        throw new PaymentGatewayError("invalid_input", "iyzico checkout takes single payments only", false);
      }
      const price = iyzicoPrice(input.amountKurus);
      const name = `${input.customer.firstName} ${input.customer.lastName}`.trim();
      const address = { contactName: name, city: "Istanbul", country: "Turkey", address: input.description };
      const answer = await call("checkoutFormInitialize", "create", {
        locale: input.lang,
        conversationId: input.orderId,
        price,
        paidPrice: price,
        currency: input.currency,
        basketId: input.orderId,
        paymentGroup: "PRODUCT",
        callbackUrl: input.returnUrl,
        enabledInstallments: [1],
        buyer: {
          id: input.orderId,
          name: input.customer.firstName,
          surname: input.customer.lastName,
          email: input.customer.email,
          // iyzico requires one; Yolda does not ask for a national id (11111111111 is iyzico's placeholder).
          identityNumber: "11111111111",
          registrationAddress: input.description,
          ip: input.customer.ip || "127.0.0.1",
          city: "Istanbul",
          country: "Turkey",
        },
        billingAddress: address,
        shippingAddress: address,
        basketItems: [
          { id: input.orderId, name: input.description, category1: "Car rental", itemType: "VIRTUAL", price },
        ],
      });
      if (answer.status !== "success" || !signatureMatches(answer, ["conversationId", "token"], config.secretKey)) {
        throw new PaymentGatewayError(
          "malformed_response",
          `iyzico refused the checkout (${text(answer.errorCode)})`,
          false,
        );
      }
      const url = text(answer.paymentPageUrl);
      if (!/^https?:\/\//.test(url)) throw new PaymentGatewayError("malformed_response", "no payment page URL", false);
      return { kind: "redirect", url };
    },

    async verifyCallback(posted, find): Promise<CallbackVerdict> {
      const token = postedToken(posted);
      if (token === "") {
        return {
          kind: "rejected",
          orderId: null,
          reason: "malformed",
          detail: "no single token",
          chargedAnyway: false,
        };
      }
      const answer = await call("checkoutForm", "retrieve", { locale: "tr", token });
      const orderId = text(answer.basketId);
      const expected = answer.status === "success" && orderId !== "" ? await find(orderId) : null;
      if (!expected) {
        return {
          kind: "rejected",
          orderId: null,
          reason: "order",
          detail: "names none of our orders",
          chargedAnyway: false,
        };
      }
      const paid = answer.paymentStatus === "SUCCESS";
      // One checkout (one token) has one result: it is this answer's id in payment_callbacks.
      const reject = (
        reason: "hash" | "order" | "amount" | "currency" | "instalments",
        detail: string,
        charged = paid,
      ) => ({ kind: "rejected", orderId: expected.orderId, reason, detail, chargedAnyway: charged }) as const;
      const signed = [
        "paymentStatus",
        "paymentId",
        "currency",
        "basketId",
        "conversationId",
        "paidPrice",
        "price",
        "token",
      ];
      if (!signatureMatches(answer, signed, config.secretKey)) return reject("hash", "signature does not match", false);
      if (text(answer.token) !== token || text(answer.conversationId) !== expected.orderId) {
        return reject("order", "answer is for another checkout", false);
      }
      if (kurusOfPrice(answer.paidPrice) !== expected.amountKurus)
        return reject("amount", "paidPrice is not the amount");
      if (answer.currency !== expected.currency) return reject("currency", "currency is not the expected currency");
      if (answer.installment !== undefined && Number(answer.installment) !== (expected.instalments ?? 1)) {
        return reject("instalments", "installment is not the stored instalments");
      }
      const maskedPan =
        text(answer.binNumber) && text(answer.lastFourDigits)
          ? `${text(answer.binNumber)}******${text(answer.lastFourDigits)}`
          : "";
      const details: Record<string, string> = { token };
      if (text(answer.fraudStatus)) details.fraudStatus = text(answer.fraudStatus);
      if (text(answer.mdStatus)) details.mdStatus = text(answer.mdStatus);
      if (paid) {
        return {
          kind: "approved",
          orderId: expected.orderId,
          answerId: `T:${token}`,
          amountKurus: expected.amountKurus,
          charge: {
            transactionId: text(answer.paymentId),
            authCode: text(answer.authCode),
            maskedPan,
            resultCode: "success",
            details,
          },
        };
      }
      const errorCode = text(answer.errorCode);
      return {
        kind: "declined",
        orderId: expected.orderId,
        answerId: `T:${token}`,
        failure: {
          reason: iyzicoDeclineReason(errorCode, text(answer.mdStatus)),
          resultCode: errorCode,
          errorCode,
          message: text(answer.errorMessage),
          maskedPan,
          details,
        },
      };
    },

    async capture() {
      // The Checkout Form authenticates and charges in one step ("3d_pay"): nothing to capture.
      throw new PaymentGatewayError("invalid_input", "iyzico checkout charges without a capture", false);
    },

    async postAuth() {
      // The Checkout Form has no pre-authorisation: card deposits need the EstV3 bank (decision 0088).
      throw new PaymentGatewayError("invalid_input", "iyzico checkout has no pre-authorisation", false);
    },

    async void(input) {
      const answer = await call("cancel", "create", {
        locale: "tr",
        conversationId: input.orderId,
        paymentId: input.transactionId,
        ip: input.ip ?? "127.0.0.1",
      });
      return transaction(input.orderId, answer);
    },

    async refund(input) {
      const answer = await call("refundV2", "create", {
        locale: "tr",
        conversationId: input.orderId,
        paymentId: input.transactionId,
        price: iyzicoPrice(input.amountKurus),
        currency: "TRY",
        ip: input.ip ?? "127.0.0.1",
      });
      return transaction(input.orderId, answer);
    },

    async query(input): Promise<QueryResult> {
      const answer = await call("payment", "retrieve", {
        locale: "tr",
        conversationId: input.orderId,
        paymentConversationId: input.orderId,
      });
      if (answer.status !== "success") {
        return {
          kind: "error",
          orderId: input.orderId,
          errorCode: text(answer.errorCode),
          message: text(answer.errorMessage),
        };
      }
      const paid = answer.paymentStatus === "SUCCESS";
      return {
        kind: "found",
        orderId: input.orderId,
        status: paid ? "captured" : "declined",
        statusCode: text(answer.paymentStatus),
        transactionId: text(answer.paymentId),
        authCode: text(answer.authCode),
        resultCode: paid ? "success" : text(answer.errorCode),
        maskedPan:
          text(answer.binNumber) && text(answer.lastFourDigits)
            ? `${text(answer.binNumber)}******${text(answer.lastFourDigits)}`
            : "",
        // iyzico reports refunds per basket item, not as a total: a person checks an unclear reversal.
        refundedKurus: null,
        details: {},
      };
    },
  };
}
