// The sandbox bank's XML API (<CC5Request> -> <CC5Response>): 3d provisioning, void, refund, status,
// all answered from the sandbox ledger.
import { TRY_NUMERIC, parseAmount } from "#app/server/payments/estv3-amount.server.ts";
import { parseTaksit } from "#app/server/payments/estv3-client.server.ts";
import { timingSafeEqualStrings } from "#app/server/payments/estv3-hash.server.ts";
import {
  XML_CONTENT_TYPE,
  buildCc5Xml,
  decodeXmlBytes,
  parseCc5Xml,
  type Cc5Document,
  type Cc5Element,
} from "#app/server/payments/estv3-xml.server.ts";
import { isIssuerOutcome, issuerMessage, newSaleEntry, recordSale, tranTypeOf } from "./sandbox-ledger.server.ts";
import { findMerchant, type SandboxBankDeps, type SandboxLedgerEntry } from "./sandbox-store.server.ts";
import { istanbulDay, newHostRefNum, newTransId, queryDateTime, trxDate } from "./sandbox-values.server.ts";

export interface SandboxApiResponse {
  status: number;
  contentType: string;
  body: Uint8Array;
}

type Elements = Cc5Element[];

function respond(elements: Elements): SandboxApiResponse {
  return { status: 200, contentType: XML_CONTENT_TYPE, body: buildCc5Xml("CC5Response", elements) };
}

function errorAnswer(orderId: string, errorCode: string, errMsg: string, now: Date): SandboxApiResponse {
  return respond([
    ["OrderId", orderId],
    ["GroupId", ""],
    ["Response", "Error"],
    ["AuthCode", ""],
    ["HostRefNum", ""],
    ["ProcReturnCode", "99"],
    ["TransId", ""],
    ["ErrMsg", errMsg],
    [
      "Extra",
      [
        ["SETTLEID", ""],
        ["TRXDATE", trxDate(now)],
        ["ERRORCODE", errorCode],
      ],
    ],
  ]);
}

function transactionAnswer(
  entry: SandboxLedgerEntry,
  answer: {
    response: "Approved" | "Declined";
    procReturnCode: string;
    transId: string;
    hostRefNum: string;
    errMsg: string;
  },
  now: Date,
): SandboxApiResponse {
  return respond([
    ["OrderId", entry.orderId],
    ["GroupId", entry.orderId],
    ["Response", answer.response],
    ["AuthCode", answer.response === "Approved" ? entry.authCode : ""],
    ["HostRefNum", answer.hostRefNum],
    ["ProcReturnCode", answer.procReturnCode],
    ["TransId", answer.transId],
    ["ErrMsg", answer.errMsg],
    [
      "Extra",
      [
        ["SETTLEID", ""],
        ["TRXDATE", trxDate(now)],
        ["ERRORCODE", answer.response === "Approved" ? "" : `ISO8583-${answer.procReturnCode}`],
        ["CARDBRAND", entry.brand],
        ["NUMCODE", answer.procReturnCode],
      ],
    ],
  ]);
}

/**
 * Type Auth (or PreAuth) with 3-D Secure data: charges (or holds on) the card authenticated by the
 * ACS session that owns `md`; the type must be the one the signed form asked for.
 */
async function provision(deps: SandboxBankDeps, clientId: string, doc: Cc5Document, now: Date) {
  const get = (name: string): string => doc.fields.get(name) ?? "";
  const orderId = get("OrderId");
  const md = get("Number");
  if (md === "") return errorAnswer(orderId, "MD_REQUIRED", "3-D Secure authentication data (md) is required", now);
  const session = await deps.sessions.findByMd(md);
  const amountKurus = parseAmount(get("Total"));
  if (
    !session ||
    session.clientId !== clientId ||
    session.storeType !== "3d" ||
    session.orderId !== orderId ||
    session.amountKurus !== amountKurus ||
    parseTaksit(get("Taksit")) !== (session.instalments ?? 1) ||
    get("Currency") !== TRY_NUMERIC ||
    session.xid !== get("PayerTxnId") ||
    session.eci !== get("PayerSecurityLevel") ||
    session.cavv !== get("PayerAuthenticationCode") ||
    tranTypeOf(session) !== get("Type")
  ) {
    return errorAnswer(orderId, "MD_INVALID", "3-D Secure data does not match this order", now);
  }
  if (session.state !== "authenticated") {
    return errorAnswer(orderId, "MD_USED", "3-D Secure authentication was already used", now);
  }
  const used = await deps.sessions.replace(
    { ...session, state: "completed", version: session.version + 1 },
    session.version,
  );
  if (!used) return errorAnswer(orderId, "MD_USED", "3-D Secure authentication was already used", now);
  if (!isIssuerOutcome(session.outcome)) return errorAnswer(orderId, "ISSUER_UNAVAILABLE", "Issuer not available", now);
  const entry = newSaleEntry(
    {
      clientId,
      orderId,
      amountKurus: session.amountKurus,
      instalments: session.instalments ?? 1,
      maskedPan: session.maskedPan,
      brand: session.brand,
      outcome: session.outcome,
      preAuth: tranTypeOf(session) === "PreAuth",
    },
    now,
  );
  if ((await recordSale(deps.ledger, entry)) === "duplicate") {
    return errorAnswer(orderId, "DUPLICATE_ORDER", "Order id already exists", now);
  }
  const approved = entry.status === "captured" || entry.status === "authorized";
  return transactionAnswer(
    entry,
    {
      response: approved ? "Approved" : "Declined",
      procReturnCode: entry.procReturnCode,
      transId: entry.transId,
      hostRefNum: entry.hostRefNum,
      errMsg: issuerMessage(session.outcome, "en"),
    },
    now,
  );
}

function notFound(orderId: string): SandboxApiResponse {
  return respond([
    ["OrderId", orderId],
    ["Response", "Declined"],
    ["ProcReturnCode", "99"],
    ["ErrMsg", `No record found for ${orderId}`],
    ["Extra", [["NUMCODE", "99"]]],
  ]);
}

/**
 * Void: cancels a sale on the day it was made (Istanbul business day), before any refund; or
 * releases a pre-authorisation not yet captured, on any day of its window.
 */
async function voidSale(deps: SandboxBankDeps, clientId: string, orderId: string, now: Date) {
  const entry = await deps.ledger.get(clientId, orderId);
  if (!entry) return notFound(orderId);
  if (entry.status === "authorized") return releaseHold(deps, entry, now);
  if (entry.status !== "captured") {
    return errorAnswer(orderId, "NOT_VOIDABLE", `Order is ${entry.status}; nothing to void`, now);
  }
  if (istanbulDay(new Date(entry.authAt)) !== istanbulDay(now)) {
    return errorAnswer(orderId, "VOID_NOT_SAME_DAY", "Sale is settled; use Credit to refund", now);
  }
  if (entry.refundedKurus > 0) return errorAnswer(orderId, "NOT_VOIDABLE", "Sale has refunds; use Credit", now);
  const transId = newTransId(now);
  const next: SandboxLedgerEntry = {
    ...entry,
    status: "voided",
    voidAt: now.toISOString(),
    movements: [...entry.movements, { type: "Void", transId, amountKurus: entry.capturedKurus, at: now.toISOString() }],
    version: entry.version + 1,
  };
  if (!(await deps.ledger.replace(next, entry.version))) {
    return errorAnswer(orderId, "CONFLICT", "Order changed meanwhile; query and retry", now);
  }
  const answer = {
    response: "Approved",
    procReturnCode: "00",
    transId,
    hostRefNum: newHostRefNum(),
    errMsg: "",
  } as const;
  return transactionAnswer(next, answer, now);
}

/** Void of a pre-authorisation: the whole hold goes back to the card's limit. */
async function releaseHold(deps: SandboxBankDeps, entry: SandboxLedgerEntry, now: Date) {
  const transId = newTransId(now);
  const next: SandboxLedgerEntry = {
    ...entry,
    status: "voided",
    voidAt: now.toISOString(),
    movements: [...entry.movements, { type: "Void", transId, amountKurus: entry.amountKurus, at: now.toISOString() }],
    version: entry.version + 1,
  };
  if (!(await deps.ledger.replace(next, entry.version))) {
    return errorAnswer(entry.orderId, "CONFLICT", "Order changed meanwhile; query and retry", now);
  }
  return transactionAnswer(
    next,
    { response: "Approved", procReturnCode: "00", transId, hostRefNum: newHostRefNum(), errMsg: "" },
    now,
  );
}

/**
 * PostAuth: captures part or all of a pre-authorisation (Total; absent = all of it). As NestPay
 * does, one PostAuth closes the pre-authorisation: what is not captured is released to the card.
 */
async function postAuth(deps: SandboxBankDeps, clientId: string, doc: Cc5Document, now: Date) {
  const orderId = doc.fields.get("OrderId") ?? "";
  const total = doc.fields.get("Total") ?? "";
  const currency = doc.fields.get("Currency") ?? TRY_NUMERIC;
  const entry = await deps.ledger.get(clientId, orderId);
  if (!entry) return notFound(orderId);
  const amountKurus = total === "" ? entry.amountKurus : parseAmount(total);
  if (amountKurus === null || amountKurus === 0 || (currency !== "" && currency !== TRY_NUMERIC)) {
    return errorAnswer(orderId, "BAD_REQUEST", "Total must be a positive amount in TRY", now);
  }
  if (entry.status !== "authorized") {
    return errorAnswer(orderId, "NOT_AUTHORIZED", `Order is ${entry.status}; no pre-authorisation to capture`, now);
  }
  if (amountKurus > entry.amountKurus) {
    return errorAnswer(orderId, "POSTAUTH_EXCEEDS_PREAUTH", "PostAuth exceeds the pre-authorised amount", now);
  }
  const transId = newTransId(now);
  const next: SandboxLedgerEntry = {
    ...entry,
    status: "captured",
    capturedKurus: amountKurus,
    movements: [...entry.movements, { type: "PostAuth", transId, amountKurus, at: now.toISOString() }],
    version: entry.version + 1,
  };
  if (!(await deps.ledger.replace(next, entry.version))) {
    return errorAnswer(orderId, "CONFLICT", "Order changed meanwhile; query and retry", now);
  }
  return transactionAnswer(
    next,
    { response: "Approved", procReturnCode: "00", transId, hostRefNum: newHostRefNum(), errMsg: "" },
    now,
  );
}

/** Credit: refunds part or all of a captured sale, never more than captured minus refunded. */
async function credit(deps: SandboxBankDeps, clientId: string, doc: Cc5Document, now: Date) {
  const orderId = doc.fields.get("OrderId") ?? "";
  const amountKurus = parseAmount(doc.fields.get("Total") ?? "");
  const currency = doc.fields.get("Currency") ?? TRY_NUMERIC;
  if (amountKurus === null || amountKurus === 0 || (currency !== "" && currency !== TRY_NUMERIC)) {
    return errorAnswer(orderId, "BAD_REQUEST", "Total must be a positive amount in TRY", now);
  }
  const entry = await deps.ledger.get(clientId, orderId);
  if (!entry) return notFound(orderId);
  if (entry.status !== "captured") {
    return errorAnswer(orderId, "NOT_REFUNDABLE", `Order is ${entry.status}; nothing to refund`, now);
  }
  if (entry.refundedKurus + amountKurus > entry.capturedKurus) {
    return errorAnswer(orderId, "REFUND_EXCEEDS_CAPTURE", "Refund exceeds the captured amount", now);
  }
  const transId = newTransId(now);
  const next: SandboxLedgerEntry = {
    ...entry,
    refundedKurus: entry.refundedKurus + amountKurus,
    movements: [...entry.movements, { type: "Credit", transId, amountKurus, at: now.toISOString() }],
    version: entry.version + 1,
  };
  if (!(await deps.ledger.replace(next, entry.version))) {
    return errorAnswer(orderId, "CONFLICT", "Order changed meanwhile; query and retry", now);
  }
  const answer = {
    response: "Approved",
    procReturnCode: "00",
    transId,
    hostRefNum: newHostRefNum(),
    errMsg: "",
  } as const;
  return transactionAnswer(next, answer, now);
}

function captureAt(entry: SandboxLedgerEntry): string {
  if (entry.status === "declined" || entry.capturedKurus === 0) return "";
  const post = entry.movements.find((m) => m.type === "PostAuth");
  return queryDateTime(new Date(post?.at ?? entry.authAt));
}

function transStat(entry: SandboxLedgerEntry, now: Date): string {
  if (entry.status === "voided") return "V";
  if (entry.status === "authorized") return "A";
  if (entry.status === "declined") return "D";
  return istanbulDay(new Date(entry.authAt)) === istanbulDay(now) ? "C" : "S";
}

/** ORDERSTATUS=QUERY: the order's state from the ledger; amounts in kuruş as NestPay reports them. */
async function query(deps: SandboxBankDeps, clientId: string, orderId: string, now: Date) {
  const entry = await deps.ledger.get(clientId, orderId);
  if (!entry) return notFound(orderId);
  const captured = entry.status === "captured" ? entry.capturedKurus : 0;
  const voidAt = entry.voidAt ? queryDateTime(new Date(entry.voidAt)) : "";
  const extra: Array<[string, string]> = [
    ["ORD_ID", entry.orderId],
    ["CHARGE_TYPE_CD", entry.movements.some((m) => m.type === "PreAuth") ? "PA" : "S"],
    ["TRANS_STAT", transStat(entry, now)],
    ["TRANS_ID", entry.transId],
    ["AUTH_CODE", entry.authCode],
    ["HOST_REF_NUM", entry.hostRefNum],
    ["PROC_RET_CD", entry.procReturnCode],
    ["ORIG_TRANS_AMT", String(entry.amountKurus)],
    ["INSTALLMENT", String(entry.instalments ?? 1)],
    ["CAPTURE_AMT", String(captured)],
    ["REFUND_AMT", String(entry.refundedKurus)],
    ["PAN", entry.maskedPan],
    ["CARDBRAND", entry.brand],
    ["AUTH_DTTM", queryDateTime(new Date(entry.authAt))],
    ["CAPTURE_DTTM", captureAt(entry)],
    ["VOID_DTTM", voidAt],
    ["SETTLEID", ""],
    ["NUMCODE", "0"],
  ];
  const summary = extra
    .filter(([name]) =>
      ["ORD_ID", "CHARGE_TYPE_CD", "ORIG_TRANS_AMT", "CAPTURE_AMT", "TRANS_STAT", "AUTH_CODE", "TRANS_ID"].includes(
        name,
      ),
    )
    .map(([name, value]) => `${name}:${value}`)
    .join("\t");
  return respond([
    ["OrderId", entry.orderId],
    ["GroupId", entry.orderId],
    ["Response", "Approved"],
    ["ProcReturnCode", "00"],
    ["TransId", entry.transId],
    ["ErrMsg", `Record(s) found for ${entry.orderId}`],
    ["Extra", [...extra, ["ORDERSTATUS", summary]]],
  ]);
}

/** Handles one POST to the sandbox XML API; `body` is the raw request (ISO-8859-9 or UTF-8). */
export async function handleApiRequest(
  deps: SandboxBankDeps,
  body: Uint8Array | string,
  contentType: string | undefined,
  now: Date,
): Promise<SandboxApiResponse> {
  const text = typeof body === "string" ? body : decodeXmlBytes(body, contentType);
  const doc = parseCc5Xml(text, "CC5Request");
  if (!doc) return errorAnswer("", "BAD_REQUEST", "Request is not a CC5Request document", now);
  const get = (name: string): string => doc.fields.get(name) ?? "";
  const orderId = get("OrderId");
  const merchant = findMerchant(deps, get("ClientId"));
  const userOk = merchant !== undefined && timingSafeEqualStrings(get("Name"), merchant.apiUser);
  const passwordOk = merchant !== undefined && timingSafeEqualStrings(get("Password"), merchant.apiPassword);
  if (!merchant || !userOk || !passwordOk) {
    return errorAnswer(orderId, "CREDENTIALS", "Invalid Name, Password or ClientId", now);
  }
  if (orderId === "") return errorAnswer(orderId, "BAD_REQUEST", "OrderId is required", now);
  if (doc.extra.get("ORDERSTATUS") === "QUERY") return query(deps, merchant.clientId, orderId, now);
  switch (get("Type")) {
    case "Auth":
    case "PreAuth":
      return provision(deps, merchant.clientId, doc, now);
    case "PostAuth":
      return postAuth(deps, merchant.clientId, doc, now);
    case "Void":
      return voidSale(deps, merchant.clientId, orderId, now);
    case "Credit":
      return credit(deps, merchant.clientId, doc, now);
    default:
      return errorAnswer(orderId, "UNSUPPORTED_TYPE", `Type ${get("Type") || "(none)"} is not supported`, now);
  }
}
