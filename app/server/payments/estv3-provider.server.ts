// The EstV3 (NestPay) adapter of the payment port: the bank-speaking client (estv3-gateway) put
// into Yolda's words. mdStatus, ProcReturnCode, the ver3 HASH and the card form's field names stop here.
import { fieldValue, toFieldList } from "./estv3-fields.server.ts";
import { CARD_FORM_FIELDS, parseTaksit } from "./estv3-client.server.ts";
import type * as EstV3 from "./estv3-client.server.ts";
import type {
  CallbackVerdict,
  DeclineReason,
  Failure,
  PaymentGateway,
  QueryResult,
  RejectReason,
  TransactionResult,
} from "./gateway.server.ts";

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ISSUER_REASONS: Readonly<Record<string, DeclineReason>> = {
  "05": "card_declined",
  "51": "insufficient_funds",
  "54": "expired_card",
  "57": "not_permitted",
  "62": "restricted_card",
};

/** ProcReturnCode first, then the 3-D Secure status (design/payments-estv3.md). */
export function estV3DeclineReason(procReturnCode: string, mdStatus: string): DeclineReason {
  const issuer = ISSUER_REASONS[procReturnCode];
  if (issuer) return issuer;
  if (mdStatus === "2" || mdStatus === "3" || mdStatus === "4") return "not_enrolled";
  if (mdStatus !== "" && mdStatus !== "1") return "authentication_failed";
  if (procReturnCode === "99") return "provider_error";
  return "other";
}

const REJECT_REASONS: Readonly<Record<EstV3.RejectReason, RejectReason>> = {
  malformed: "malformed",
  hash: "hash",
  order: "order",
  amount: "amount",
  currency: "currency",
  instalments: "instalments",
  model: "model",
  mdStatus: "authentication",
};

function transaction(result: EstV3.TransactionResult): TransactionResult {
  if (result.kind === "approved") {
    return {
      kind: "approved",
      orderId: result.orderId,
      transactionId: result.transId,
      authCode: result.authCode,
      resultCode: result.procReturnCode,
      details: { hostRefNum: result.hostRefNum, trxDate: result.trxDate },
    };
  }
  return {
    kind: result.kind,
    orderId: result.orderId,
    reason: estV3DeclineReason(result.procReturnCode, ""),
    resultCode: result.procReturnCode,
    errorCode: result.errorCode,
    message: result.errMsg,
  };
}

function query(result: EstV3.QueryResult): QueryResult {
  if (result.kind === "not_found") return { kind: "not_found", orderId: result.orderId, message: result.errMsg };
  if (result.kind === "error") {
    return { kind: "error", orderId: result.orderId, errorCode: result.errorCode, message: result.errMsg };
  }
  return {
    kind: "found",
    orderId: result.orderId,
    status: result.status,
    statusCode: result.statusCode,
    transactionId: result.transId,
    authCode: result.authCode,
    resultCode: result.procReturnCode || (result.status === "declined" ? "" : "00"),
    maskedPan: result.maskedPan,
    refundedKurus: result.refundedKurus,
    capturedKurus: result.capturedKurus,
    details: { hostRefNum: result.hostRefNum },
  };
}

/** The payment port over an EstV3 client (live bank or the sandbox bank). */
export function createEstV3Provider(client: EstV3.EstV3Client): PaymentGateway {
  return {
    name: "estv3",
    model: client.model,

    async beginCheckout(input) {
      const form = await client.beginThreeDSecure({
        orderId: input.orderId,
        amountKurus: input.amountKurus,
        currency: input.currency,
        lang: input.lang,
        okUrl: input.returnUrl,
        failUrl: input.returnUrl,
        ...(input.instalments !== undefined ? { instalments: input.instalments } : {}),
        ...(input.transaction === "preauth" ? { tranType: "PreAuth" as const } : {}),
      });
      const cardFields = {
        number: CARD_FORM_FIELDS.pan,
        expiryMonth: CARD_FORM_FIELDS.expiryMonth,
        expiryYear: CARD_FORM_FIELDS.expiryYear,
        cvc: CARD_FORM_FIELDS.cvv,
      };
      return { kind: "form", url: form.gateUrl, fields: form.fields, cardFields };
    },

    instalmentCounts(bin) {
      return client.instalmentCounts(bin);
    },

    async verifyCallback(posted, find): Promise<CallbackVerdict> {
      const fields = toFieldList(posted);
      const oid = (fields && fieldValue(fields, "oid")) || "";
      const expected = ORDER_ID.test(oid) ? await find(oid) : null;
      if (!fields || !expected) {
        return {
          kind: "rejected",
          orderId: null,
          reason: "order",
          detail: "names none of our orders",
          chargedAnyway: false,
        };
      }
      const v = client.verifyCallback(posted, expected);
      const get = (name: string): string => fieldValue(fields, name) ?? "";
      switch (v.kind) {
        case "rejected":
          return {
            kind: "rejected",
            orderId: expected.orderId,
            reason: REJECT_REASONS[v.reason],
            detail: v.detail,
            chargedAnyway: v.bankApproved,
          };
        case "approved":
          return {
            kind: "approved",
            orderId: v.orderId,
            answerId: `T:${v.transId}`,
            amountKurus: v.amountKurus,
            charge: {
              transactionId: v.transId,
              authCode: v.authCode,
              maskedPan: v.maskedPan,
              resultCode: v.procReturnCode,
              details: { hostRefNum: v.hostRefNum, trxDate: v.trxDate, mdStatus: "1" },
            },
          };
        case "authenticated":
          return {
            kind: "authenticated",
            orderId: v.orderId,
            answerId: `X:${v.xid}`,
            amountKurus: v.amountKurus,
            maskedPan: v.maskedPan,
            completion: { md: v.md, xid: v.xid, eci: v.eci, cavv: v.cavv, taksit: get("taksit") },
            details: { mdStatus: "1", eci: v.eci },
          };
        case "declined":
        case "error": {
          const answerId = `F:${get("TransId") || get("xid") || get("rnd") || "-"}`;
          const resultCode = v.kind === "declined" ? v.procReturnCode : get("ProcReturnCode");
          const mdStatus = v.kind === "declined" ? v.mdStatus : "";
          const failure: Failure = {
            reason: estV3DeclineReason(resultCode, mdStatus),
            resultCode,
            errorCode: v.kind === "error" ? v.errorCode : "",
            message: v.errMsg,
            maskedPan: get("MaskedPan"),
            details: mdStatus ? { mdStatus } : {},
          };
          return { kind: v.kind, orderId: v.orderId, answerId, failure };
        }
      }
    },

    async capture(input) {
      const { md = "", xid = "", eci = "", cavv = "", taksit = "" } = input.completion;
      return transaction(
        await client.provision({
          orderId: input.orderId,
          amountKurus: input.amountKurus,
          md,
          xid,
          eci,
          cavv,
          ip: input.ip,
          instalments: parseTaksit(taksit) ?? 1,
          ...(input.transaction === "preauth" ? { tranType: "PreAuth" as const } : {}),
        }),
      );
    },

    async void(input) {
      return transaction(await client.void({ orderId: input.orderId, ...(input.ip ? { ip: input.ip } : {}) }));
    },

    async refund(input) {
      return transaction(
        await client.refund({
          orderId: input.orderId,
          amountKurus: input.amountKurus,
          ...(input.ip ? { ip: input.ip } : {}),
        }),
      );
    },

    async postAuth(input) {
      return transaction(
        await client.postAuth({
          orderId: input.orderId,
          amountKurus: input.amountKurus,
          ...(input.ip ? { ip: input.ip } : {}),
        }),
      );
    },

    async query(input) {
      return query(await client.query({ orderId: input.orderId }));
    },
  };
}
