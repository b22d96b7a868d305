// EstV3 (NestPay) adapter of the PaymentGateway port: signed 3-D Secure forms, callbacks, XML API.
import { randomBytes } from "node:crypto";
import { TRY_NUMERIC, formatAmount, isValidKurus, parseAmount, parseMinorAmount } from "./estv3-amount.server.ts";
import { fieldValue, storableFields, toFieldList } from "./estv3-fields.server.ts";
import { ver3Hash, verifyVer3Hash, type FieldList } from "./estv3-hash.server.ts";
import {
  XML_CONTENT_TYPE,
  buildCc5Xml,
  decodeXmlBytes,
  parseCc5Xml,
  type Cc5Document,
  type Cc5Element,
} from "./estv3-xml.server.ts";
import {
  PaymentGatewayError,
  type BeginThreeDSecureInput,
  type CallbackVerdict,
  type ExpectedPayment,
  type OrderStatus,
  type EstV3Client,
  type PostedFields,
  type QueryResult,
  type ThreeDSecureForm,
  type ThreeDSecureModel,
  type TransactionResult,
  parseTaksit,
  taksitValue,
} from "./estv3-client.server.ts";

export interface EstV3Config {
  gateUrl: string;
  apiUrl: string;
  clientId: string;
  storeKey: string;
  apiUser: string;
  apiPassword: string;
  model: ThreeDSecureModel;
  /** Defaults to the global fetch; the sandbox and tests pass their own. */
  fetch?: typeof fetch;
  /** XML API timeout; 15 s unless set. */
  timeoutMs?: number;
  /**
   * The bank's BIN table: which instalment counts a card with this BIN allows. The sandbox bank
   * passes its own; a live bank's list is plugged in here (none: single payments only; decision 0044).
   */
  instalmentCounts?: (bin: string) => readonly number[] | Promise<readonly number[]>;
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DEFAULT_TIMEOUT_MS = 15_000;

function invalid(message: string): PaymentGatewayError {
  return new PaymentGatewayError("invalid_input", message, false);
}

function requireOrderId(orderId: string): void {
  if (!ORDER_ID.test(orderId)) throw invalid("order id must be 1-64 letters, digits, '-' or '_'");
}

function requireAmount(amountKurus: number): void {
  if (!isValidKurus(amountKurus) || amountKurus === 0) throw invalid("amount must be a positive whole number of kuruş");
}

function requireHttpUrl(value: string, name: string): void {
  const url = URL.parse(value);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw invalid(`${name} must be an http(s) URL`);
}

function requireInstalments(instalments: number | undefined): void {
  if (instalments !== undefined && (!Number.isInteger(instalments) || instalments < 1 || instalments > 12)) {
    throw invalid("instalments must be a whole number from 1 to 12");
  }
}

function currencyCode(currency: "TRY"): string {
  if (currency !== "TRY") throw invalid("only TRY is supported");
  return TRY_NUMERIC;
}

function rejected(
  reason: Extract<CallbackVerdict, { kind: "rejected" }>["reason"],
  detail: string,
  bankApproved = false,
): CallbackVerdict {
  return { kind: "rejected", reason, detail, bankApproved };
}

/** Classifies a callback whose signature and payment identity are already proven. */
function classify(fields: FieldList, model: ThreeDSecureModel, orderId: string, amountKurus: number): CallbackVerdict {
  const get = (name: string): string => fieldValue(fields, name) ?? "";
  const stored = storableFields(fields);
  const mdStatus = get("mdStatus");
  const response = get("Response");
  const errMsg = get("ErrMsg") || get("mdErrorMsg");
  if (mdStatus === "") {
    return { kind: "error", orderId, errorCode: get("ErrorCode") || get("ProcReturnCode"), errMsg, fields: stored };
  }
  if (mdStatus !== "1") {
    if (model === "3d_pay" && response === "Approved") {
      return rejected("mdStatus", `bank approved a charge with mdStatus ${mdStatus}`, true);
    }
    return { kind: "declined", orderId, procReturnCode: get("ProcReturnCode"), errMsg, mdStatus, fields: stored };
  }
  if (model === "3d") {
    const md = get("md");
    if (md === "") return { kind: "error", orderId, errorCode: "MISSING_MD", errMsg, fields: stored };
    return {
      kind: "authenticated",
      orderId,
      amountKurus,
      md,
      xid: get("xid"),
      eci: get("eci"),
      cavv: get("cavv"),
      maskedPan: get("MaskedPan"),
      fields: stored,
    };
  }
  const procReturnCode = get("ProcReturnCode");
  if (response === "Approved" && procReturnCode === "00") {
    return {
      kind: "approved",
      orderId,
      amountKurus,
      transId: get("TransId"),
      authCode: get("AuthCode"),
      hostRefNum: get("HostRefNum"),
      maskedPan: get("MaskedPan"),
      procReturnCode,
      trxDate: get("EXTRA_TRXDATE"),
      fields: stored,
    };
  }
  if (response === "Declined") {
    return { kind: "declined", orderId, procReturnCode, errMsg, mdStatus, fields: stored };
  }
  return { kind: "error", orderId, errorCode: get("ErrorCode") || procReturnCode, errMsg, fields: stored };
}

const TRANS_STAT: Readonly<Record<string, OrderStatus>> = {
  A: "authorized",
  C: "captured",
  S: "settled",
  V: "voided",
  CNCL: "voided",
  D: "declined",
};

function transactionResult(doc: Cc5Document, orderId: string): TransactionResult {
  const get = (name: string): string => doc.fields.get(name) ?? "";
  const answeredOrder = get("OrderId");
  if (answeredOrder !== "" && answeredOrder !== orderId) {
    throw new PaymentGatewayError("malformed_response", "bank answered for another order", true);
  }
  const procReturnCode = get("ProcReturnCode");
  const errorCode = doc.extra.get("ERRORCODE") ?? "";
  if (get("Response") === "Approved" && procReturnCode === "00") {
    return {
      kind: "approved",
      orderId,
      transId: get("TransId"),
      authCode: get("AuthCode"),
      hostRefNum: get("HostRefNum"),
      procReturnCode,
      trxDate: doc.extra.get("TRXDATE") ?? "",
    };
  }
  const kind = get("Response") === "Declined" ? "declined" : "error";
  return { kind, orderId, procReturnCode, errorCode, errMsg: get("ErrMsg") };
}

function queryResult(doc: Cc5Document, orderId: string): QueryResult {
  const get = (name: string): string => doc.fields.get(name) ?? "";
  const extra = (name: string): string => doc.extra.get(name) ?? "";
  const minor = (name: string): number | null => (doc.extra.has(name) ? parseMinorAmount(extra(name)) : null);
  if (get("Response") === "Approved" && get("ProcReturnCode") === "00") {
    if (extra("ORD_ID") !== "" && extra("ORD_ID") !== orderId) {
      throw new PaymentGatewayError("malformed_response", "bank answered for another order", false);
    }
    const statusCode = extra("TRANS_STAT");
    return {
      kind: "found",
      orderId,
      status: TRANS_STAT[statusCode] ?? "unknown",
      statusCode,
      transId: extra("TRANS_ID") || get("TransId"),
      authCode: extra("AUTH_CODE"),
      hostRefNum: extra("HOST_REF_NUM"),
      procReturnCode: extra("PROC_RET_CD"),
      maskedPan: extra("PAN"),
      originalKurus: minor("ORIG_TRANS_AMT"),
      capturedKurus: minor("CAPTURE_AMT"),
      refundedKurus: minor("REFUND_AMT"),
    };
  }
  if (/^no record found/i.test(get("ErrMsg"))) return { kind: "not_found", orderId, errMsg: get("ErrMsg") };
  return { kind: "error", orderId, errorCode: extra("ERRORCODE") || get("ProcReturnCode"), errMsg: get("ErrMsg") };
}

export function createEstV3Gateway(config: EstV3Config): EstV3Client {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function callApi(elements: ReadonlyArray<Cc5Element>): Promise<Cc5Document> {
    let body: Uint8Array;
    try {
      body = buildCc5Xml("CC5Request", [
        ["Name", config.apiUser],
        ["Password", config.apiPassword],
        ["ClientId", config.clientId],
        ...elements,
      ]);
    } catch (error) {
      throw new PaymentGatewayError("invalid_input", "request cannot be written as XML", false, { cause: error });
    }
    let response: Response;
    let bytes: Uint8Array;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      response = await doFetch(config.apiUrl, {
        method: "POST",
        headers: { "content-type": XML_CONTENT_TYPE, accept: "text/xml" },
        body: new Blob([new Uint8Array(body)]),
        signal,
      });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      if (timedOut)
        throw new PaymentGatewayError("timeout", `bank API did not answer in ${timeoutMs} ms`, true, { cause: error });
      throw new PaymentGatewayError("network", "bank API unreachable", true, { cause: error });
    }
    if (!response.ok) {
      throw new PaymentGatewayError("http_status", `bank API answered HTTP ${response.status}`, response.status >= 500);
    }
    const doc = parseCc5Xml(decodeXmlBytes(bytes, response.headers.get("content-type") ?? undefined), "CC5Response");
    if (!doc) throw new PaymentGatewayError("malformed_response", "bank API answer is not a CC5Response", true);
    return doc;
  }

  return {
    model: config.model,

    async beginThreeDSecure(input: BeginThreeDSecureInput): Promise<ThreeDSecureForm> {
      requireOrderId(input.orderId);
      requireAmount(input.amountKurus);
      requireHttpUrl(input.okUrl, "okUrl");
      requireHttpUrl(input.failUrl, "failUrl");
      if (input.lang !== "tr" && input.lang !== "en") throw invalid("lang must be tr or en");
      requireInstalments(input.instalments);
      if (input.email !== undefined && (input.email.length > 254 || /[\s|\\]/.test(input.email))) {
        throw invalid("email is not a plain address");
      }
      const fields: Array<[string, string]> = [
        ["clientid", config.clientId],
        ["storetype", config.model],
        ["amount", formatAmount(input.amountKurus)],
        ["oid", input.orderId],
        ["okUrl", input.okUrl],
        ["failUrl", input.failUrl],
        ["rnd", randomBytes(12).toString("hex")],
        ["lang", input.lang],
        ["currency", currencyCode(input.currency)],
        ["taksit", taksitValue(input.instalments)],
        ["TranType", input.tranType ?? "Auth"],
        ["hashAlgorithm", "ver3"],
      ];
      if (input.email !== undefined && input.email !== "") fields.push(["email", input.email]);
      fields.push(["hash", ver3Hash(fields, config.storeKey, "request")]);
      return { gateUrl: config.gateUrl, fields };
    },

    async instalmentCounts(bin: string): Promise<number[]> {
      if (!/^[0-9]{6}$/.test(bin) || !config.instalmentCounts) return [];
      return [...(await config.instalmentCounts(bin))];
    },

    verifyCallback(posted: PostedFields, expected: ExpectedPayment): CallbackVerdict {
      const fields = toFieldList(posted);
      if (!fields) return rejected("malformed", "a field name is repeated");
      const hash = fieldValue(fields, "HASH") ?? "";
      if (hash === "" || !verifyVer3Hash(fields, config.storeKey, "callback", hash)) {
        return rejected("hash", "HASH does not match the posted fields");
      }
      if (fieldValue(fields, "oid") !== expected.orderId) return rejected("order", "oid is not the expected order");
      const amount = parseAmount(fieldValue(fields, "amount") ?? "");
      if (amount === null || amount !== expected.amountKurus) {
        return rejected("amount", "amount is not the expected amount");
      }
      if (expected.currency !== "TRY" || fieldValue(fields, "currency") !== TRY_NUMERIC) {
        return rejected("currency", "currency is not the expected currency");
      }
      const model = fieldValue(fields, "storetype");
      // The bank echoes the request's taksit: a charge split otherwise than the customer chose
      // (and we stored) is refused, and voided when the bank already charged it.
      if (parseTaksit(fieldValue(fields, "taksit") ?? "") !== (expected.instalments ?? 1)) {
        const charged = model === "3d_pay" && fieldValue(fields, "Response") === "Approved";
        return rejected("instalments", "taksit is not the stored instalments", charged);
      }
      if (model !== "3d_pay" && model !== "3d") return rejected("model", "storetype is neither 3d_pay nor 3d");
      return classify(fields, model, expected.orderId, amount);
    },

    async provision(input) {
      requireOrderId(input.orderId);
      requireAmount(input.amountKurus);
      if (input.md === "") throw invalid("md is required");
      requireInstalments(input.instalments);
      const doc = await callApi([
        ["Type", input.tranType ?? "Auth"],
        ["IPAddress", input.ip],
        ["OrderId", input.orderId],
        ["Total", formatAmount(input.amountKurus)],
        ["Currency", TRY_NUMERIC],
        ["Taksit", taksitValue(input.instalments)],
        ["Number", input.md],
        ["PayerTxnId", input.xid],
        ["PayerSecurityLevel", input.eci],
        ["PayerAuthenticationCode", input.cavv],
        ["Mode", "P"],
      ]);
      return transactionResult(doc, input.orderId);
    },

    async void(input) {
      requireOrderId(input.orderId);
      const doc = await callApi([
        ["Type", "Void"],
        ["IPAddress", input.ip ?? ""],
        ["OrderId", input.orderId],
        ["Mode", "P"],
      ]);
      return transactionResult(doc, input.orderId);
    },

    async refund(input) {
      requireOrderId(input.orderId);
      requireAmount(input.amountKurus);
      const doc = await callApi([
        ["Type", "Credit"],
        ["IPAddress", input.ip ?? ""],
        ["OrderId", input.orderId],
        ["Total", formatAmount(input.amountKurus)],
        ["Currency", TRY_NUMERIC],
        ["Mode", "P"],
      ]);
      return transactionResult(doc, input.orderId);
    },

    async postAuth(input) {
      requireOrderId(input.orderId);
      requireAmount(input.amountKurus);
      const doc = await callApi([
        ["Type", "PostAuth"],
        ["IPAddress", input.ip ?? ""],
        ["OrderId", input.orderId],
        ["Total", formatAmount(input.amountKurus)],
        ["Currency", TRY_NUMERIC],
        ["Mode", "P"],
      ]);
      return transactionResult(doc, input.orderId);
    },

    async query(input) {
      requireOrderId(input.orderId);
      const doc = await callApi([
        ["OrderId", input.orderId],
        ["Mode", "P"],
        ["Extra", [["ORDERSTATUS", "QUERY"]]],
      ]);
      return queryResult(doc, input.orderId);
    },
  };
}
