// The sandbox bank's 3D gate and ACS: checks the merchant's form, challenges the card holder,
// then answers the merchant with a signed callback exactly as a NestPay bank does.
import { TRY_NUMERIC, parseAmount } from "#app/server/payments/estv3-amount.server.ts";
import { fieldValue, isCardField, toFieldList } from "#app/server/payments/estv3-fields.server.ts";
import {
  timingSafeEqualStrings,
  ver3Hash,
  verifyVer3Hash,
  type FieldList,
} from "#app/server/payments/estv3-hash.server.ts";
import { parseTaksit } from "#app/server/payments/estv3-client.server.ts";
import type { PostedFields } from "#app/server/payments/gateway.server.ts";
import {
  cardBrand,
  digitsOnly,
  isLuhnValid,
  maskPan,
  sandboxCardOutcome,
  sandboxInstalmentCounts,
  type SandboxCardBrand,
} from "./sandbox-cards.server.ts";
import {
  isIssuerOutcome,
  issuerMessage,
  newSaleEntry,
  recordSale,
  hasLiveSale,
  tranTypeOf,
} from "./sandbox-ledger.server.ts";
import {
  findMerchant,
  type SandboxAcsSession,
  type SandboxBankDeps,
  type SandboxMerchant,
} from "./sandbox-store.server.ts";
import { isExpired, newToken, randomDigits, randomHex, trxDate } from "./sandbox-values.server.ts";

export const ACS_LIFETIME_MS = 3 * 60 * 1000;
export const ACS_ATTEMPTS = 3;

type Lang = "tr" | "en";
type Fields = Array<[string, string]>;

/** What the ACS page shows. The one-time code is displayed because this is the sandbox. */
export interface AcsChallenge {
  sessionId: string;
  merchantName: string;
  maskedPan: string;
  brand: SandboxCardBrand;
  amountKurus: number;
  currency: "TRY";
  lang: Lang;
  oneTimeCode: string;
  expiresAt: string;
  attemptsLeft: number;
}

/** The browser auto-posts `fields` to `action` (the merchant's okUrl or failUrl). */
export interface GateCallback {
  kind: "callback";
  action: string;
  fields: Fields;
}

export type GateResult =
  | { kind: "challenge"; challenge: AcsChallenge }
  | GateCallback
  /** Nowhere to send an answer (no usable failUrl, or an ambiguous post): show an error page. */
  | { kind: "invalid-request"; message: string };

export type AcsResult =
  | GateCallback
  | { kind: "retry"; challenge: AcsChallenge }
  /** No such session, or it already ended. */
  | { kind: "no-session" };

const TEXT = {
  unknownMerchant: { tr: "Üye işyeri bulunamadı", en: "Unknown merchant" },
  hash: { tr: "Güvenlik doğrulaması (hash) hatalı", en: "Hash value is invalid" },
  badRequest: { tr: "İstek alanları hatalı", en: "Invalid request fields" },
  badCard: { tr: "Kart bilgileri hatalı", en: "Invalid card data" },
  duplicate: { tr: "Bu sipariş numarası zaten kullanılmış", en: "Order id already exists" },
  issuerDown: { tr: "Banka şu anda işlem yapamıyor", en: "The issuer is not available" },
  authenticated: { tr: "Kimlik doğrulandı", en: "Authenticated" },
  authFailed: { tr: "3-D Secure doğrulaması başarısız", en: "3-D Secure authentication failed" },
  timeout: { tr: "3-D Secure süresi doldu", en: "3-D Secure session timed out" },
  notEnrolled: { tr: "Kart 3-D Secure'a kayıtlı değil", en: "Card is not enrolled in 3-D Secure" },
  unknownCard: { tr: "Kart tanınmadı", en: "Unknown card" },
  instalments: {
    tr: "Bu kart bu taksit sayısıyla kullanılamaz",
    en: "This card does not allow this number of instalments",
  },
} as const;

function isHttpUrl(value: string | undefined): value is string {
  const url = value === undefined ? null : URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:");
}

/** Echoed request fields plus the bank's own; a bank field replaces an echoed one of the same name. */
function signed(echo: FieldList, added: Fields, merchant: SandboxMerchant | undefined): Fields {
  const own = new Set([...added.map(([name]) => name), "HASH"]);
  const kept = echo.filter(([name]) => !own.has(name)).map(([k, v]): [string, string] => [k, v]);
  const fields: Fields = [...kept, ...added];
  if (merchant) fields.push(["HASH", ver3Hash(fields, merchant.storeKey, "callback")]);
  return fields;
}

function gateError(
  echo: FieldList,
  failUrl: string,
  merchant: SandboxMerchant | undefined,
  errorCode: string,
  errMsg: string,
): GateCallback {
  const added: Fields = [
    ["Response", "Error"],
    ["ProcReturnCode", "99"],
    ["ErrorCode", errorCode],
    ["ErrMsg", errMsg],
  ];
  return { kind: "callback", action: failUrl, fields: signed(echo, added, merchant) };
}

interface Authentication {
  mdStatus: string;
  mdErrorMsg: string;
  txstatus: string;
  md: string;
  xid: string;
  eci: string;
  cavv: string;
}

function notAuthenticated(mdStatus: string, mdErrorMsg: string): Authentication {
  return { mdStatus, mdErrorMsg, txstatus: "N", md: "", xid: "", eci: "", cavv: "" };
}

/** Callback of an authentication that did not succeed (mdStatus other than 1): always to failUrl. */
function failedAuthCallback(
  echo: FieldList,
  failUrl: string,
  merchant: SandboxMerchant,
  storeType: string,
  maskedPan: string,
  auth: Authentication,
  now: Date,
): GateCallback {
  const added: Fields = authFields(auth, maskedPan);
  if (storeType === "3d_pay") {
    added.push(
      ["Response", "Declined"],
      ["ProcReturnCode", "99"],
      ["AuthCode", ""],
      ["TransId", ""],
      ["HostRefNum", ""],
      ["ErrMsg", auth.mdErrorMsg],
      ["EXTRA_TRXDATE", trxDate(now)],
    );
  }
  return { kind: "callback", action: failUrl, fields: signed(echo, added, merchant) };
}

function authFields(auth: Authentication, maskedPan: string): Fields {
  return [
    ["mdStatus", auth.mdStatus],
    ["mdErrorMsg", auth.mdErrorMsg],
    ["md", auth.md],
    ["xid", auth.xid],
    ["eci", auth.eci],
    ["cavv", auth.cavv],
    ["txstatus", auth.txstatus],
    ["MaskedPan", maskedPan],
  ];
}

function challengeView(session: SandboxAcsSession, merchant: SandboxMerchant): AcsChallenge {
  return {
    sessionId: session.id,
    merchantName: merchant.name,
    maskedPan: session.maskedPan,
    brand: session.brand,
    amountKurus: session.amountKurus,
    currency: "TRY",
    lang: session.lang,
    oneTimeCode: session.oneTimeCode,
    expiresAt: session.expiresAt,
    attemptsLeft: session.attemptsLeft,
  };
}

interface CardInput {
  pan: string;
  month: number;
  year: number;
}

function readCard(fields: FieldList): CardInput | null {
  const pan = digitsOnly(fieldValue(fields, "pan") ?? "");
  const month = fieldValue(fields, "Ecom_Payment_Card_ExpDate_Month") ?? "";
  const year = fieldValue(fields, "Ecom_Payment_Card_ExpDate_Year") ?? "";
  const cvv = fieldValue(fields, "cv2") ?? "";
  if (!isLuhnValid(pan) || !/^(0[1-9]|1[0-2])$/.test(month) || !/^([0-9]{2}|20[0-9]{2})$/.test(year)) return null;
  if (!/^[0-9]{3,4}$/.test(cvv)) return null;
  return { pan, month: Number(month), year: Number(year) % 100 };
}

/** Handles the browser's POST to the 3D gate. */
export async function handleGatePost(
  deps: SandboxBankDeps,
  posted: PostedFields,
  now: Date,
  options: { acsLifetimeMs?: number } = {},
): Promise<GateResult> {
  const all = toFieldList(posted);
  if (!all) return { kind: "invalid-request", message: "a field name is repeated" };
  const get = (name: string): string => fieldValue(all, name) ?? "";
  const failUrl = get("failUrl");
  const okUrl = get("okUrl");
  if (!isHttpUrl(failUrl)) return { kind: "invalid-request", message: "failUrl is missing or not an http(s) URL" };
  const lang: Lang = get("lang") === "en" ? "en" : "tr";
  // From here on, card data exists only in `card`; nothing echoed or stored carries it.
  const echo = all.filter(([name]) => !isCardField(name));

  const merchant = findMerchant(deps, get("clientid"));
  if (!merchant) return gateError(echo, failUrl, undefined, "UNKNOWN_MERCHANT", TEXT.unknownMerchant[lang]);
  const error = (code: string, text: { tr: string; en: string }): GateCallback =>
    gateError(echo, failUrl, merchant, code, text[lang]);

  if (get("hashAlgorithm") !== "ver3" || !verifyVer3Hash(echo, merchant.storeKey, "request", get("hash"))) {
    return error("HASH_MISMATCH", TEXT.hash);
  }
  const storeType = get("storetype");
  const amountKurus = parseAmount(get("amount"));
  const orderId = get("oid");
  if (
    (storeType !== "3d_pay" && storeType !== "3d") ||
    amountKurus === null ||
    amountKurus === 0 ||
    get("currency") !== TRY_NUMERIC ||
    (get("TranType") !== "Auth" && get("TranType") !== "PreAuth") ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(orderId) ||
    !isHttpUrl(okUrl)
  ) {
    return error("BAD_REQUEST", TEXT.badRequest);
  }
  const taksit = parseTaksit(get("taksit"));
  if (taksit === null) return error("BAD_REQUEST", TEXT.badRequest);
  const card = readCard(all);
  if (!card) return error("INVALID_CARD", TEXT.badCard);
  // The issuer decides which instalment counts a card allows (the BIN table).
  if (taksit > 1 && !sandboxInstalmentCounts(card.pan).includes(taksit)) {
    return error("INSTALMENT_NOT_ALLOWED", TEXT.instalments);
  }
  if (await hasLiveSale(deps.ledger, merchant.clientId, orderId)) return error("DUPLICATE_ORDER", TEXT.duplicate);

  const maskedPan = maskPan(card.pan);
  const cardOutcome = sandboxCardOutcome(card.pan);
  if (cardOutcome === "gate_error") return error("ISSUER_UNAVAILABLE", TEXT.issuerDown);
  if (cardOutcome === "not_enrolled" || cardOutcome === "unknown_card") {
    const auth =
      cardOutcome === "not_enrolled"
        ? notAuthenticated("2", TEXT.notEnrolled[lang])
        : notAuthenticated("8", TEXT.unknownCard[lang]);
    return failedAuthCallback(echo, failUrl, merchant, storeType, maskedPan, auth, now);
  }
  const session: SandboxAcsSession = {
    id: randomHex(16),
    clientId: merchant.clientId,
    orderId,
    storeType,
    amountKurus,
    instalments: taksit,
    lang,
    okUrl,
    failUrl,
    maskedPan,
    brand: cardBrand(card.pan),
    outcome: isExpired(card.month, card.year, now) ? "expired" : cardOutcome,
    oneTimeCode: randomDigits(6),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + (options.acsLifetimeMs ?? ACS_LIFETIME_MS)).toISOString(),
    attemptsLeft: ACS_ATTEMPTS,
    echo: echo.map(([k, v]): [string, string] => [k, v]),
    state: "challenge",
    md: null,
    xid: null,
    eci: null,
    cavv: null,
    version: 1,
  };
  await deps.sessions.insert(session);
  return { kind: "challenge", challenge: challengeView(session, merchant) };
}

/** The ACS page of a session still waiting for its code (for a reload of the page). */
export async function getAcsChallenge(deps: SandboxBankDeps, sessionId: string): Promise<AcsChallenge | null> {
  const session = await deps.sessions.get(sessionId);
  const merchant = session && findMerchant(deps, session.clientId);
  if (!session || !merchant || session.state !== "challenge") return null;
  return challengeView(session, merchant);
}

async function failSession(
  deps: SandboxBankDeps,
  session: SandboxAcsSession,
  merchant: SandboxMerchant,
  reason: "failed" | "timeout",
  now: Date,
): Promise<AcsResult> {
  const done = await deps.sessions.replace(
    { ...session, state: "failed", version: session.version + 1 },
    session.version,
  );
  if (!done) return { kind: "no-session" };
  const text = reason === "timeout" ? TEXT.timeout : TEXT.authFailed;
  const auth = notAuthenticated("0", text[session.lang]);
  return failedAuthCallback(session.echo, session.failUrl, merchant, session.storeType, session.maskedPan, auth, now);
}

async function authenticate(
  deps: SandboxBankDeps,
  session: SandboxAcsSession,
  merchant: SandboxMerchant,
  now: Date,
): Promise<AcsResult> {
  const auth: Authentication = {
    mdStatus: "1",
    mdErrorMsg: TEXT.authenticated[session.lang],
    txstatus: "Y",
    md: newToken(48),
    xid: newToken(20),
    eci: session.brand === "MASTERCARD" ? "02" : "05",
    cavv: newToken(20),
  };
  const next: SandboxAcsSession = {
    ...session,
    // The 3d model leaves the charge to a provisioning request that presents md; 3d_pay charges now.
    state: session.storeType === "3d" ? "authenticated" : "completed",
    md: auth.md,
    xid: auth.xid,
    eci: auth.eci,
    cavv: auth.cavv,
    version: session.version + 1,
  };
  if (!(await deps.sessions.replace(next, session.version))) return { kind: "no-session" };
  const added = authFields(auth, session.maskedPan);
  if (session.storeType === "3d") {
    return { kind: "callback", action: session.okUrl, fields: signed(session.echo, added, merchant) };
  }
  if (!isIssuerOutcome(session.outcome)) {
    added.push(["Response", "Error"], ["ProcReturnCode", "99"], ["ErrorCode", "ISSUER_UNAVAILABLE"]);
    added.push(["ErrMsg", TEXT.issuerDown[session.lang]], ["EXTRA_TRXDATE", trxDate(now)]);
    return { kind: "callback", action: session.failUrl, fields: signed(session.echo, added, merchant) };
  }
  const entry = newSaleEntry(
    {
      clientId: session.clientId,
      orderId: session.orderId,
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
    added.push(["Response", "Error"], ["ProcReturnCode", "99"], ["ErrorCode", "DUPLICATE_ORDER"]);
    added.push(["ErrMsg", TEXT.duplicate[session.lang]], ["EXTRA_TRXDATE", trxDate(now)]);
    return { kind: "callback", action: session.failUrl, fields: signed(session.echo, added, merchant) };
  }
  const approved = entry.status === "captured" || entry.status === "authorized";
  added.push(
    ["Response", approved ? "Approved" : "Declined"],
    ["ProcReturnCode", entry.procReturnCode],
    ["AuthCode", entry.authCode],
    ["TransId", entry.transId],
    ["HostRefNum", entry.hostRefNum],
    ["ErrMsg", issuerMessage(session.outcome, session.lang)],
    ["EXTRA_TRXDATE", trxDate(now)],
  );
  const action = approved ? session.okUrl : session.failUrl;
  return { kind: "callback", action, fields: signed(session.echo, added, merchant) };
}

/** The card holder submitted a one-time code (an expired session fails whatever the code). */
export async function completeAcs(
  deps: SandboxBankDeps,
  sessionId: string,
  code: string,
  now: Date,
): Promise<AcsResult> {
  const session = await deps.sessions.get(sessionId);
  const merchant = session && findMerchant(deps, session.clientId);
  if (!session || !merchant || session.state !== "challenge") return { kind: "no-session" };
  if (now.getTime() >= Date.parse(session.expiresAt)) return failSession(deps, session, merchant, "timeout", now);
  if (timingSafeEqualStrings(code.trim(), session.oneTimeCode)) return authenticate(deps, session, merchant, now);
  const attemptsLeft = session.attemptsLeft - 1;
  if (attemptsLeft <= 0) return failSession(deps, session, merchant, "failed", now);
  const next = { ...session, attemptsLeft, version: session.version + 1 };
  if (!(await deps.sessions.replace(next, session.version))) return { kind: "no-session" };
  return { kind: "retry", challenge: challengeView(next, merchant) };
}

/** The card holder pressed cancel on the ACS page: authentication failed (mdStatus 0). */
export async function cancelAcs(deps: SandboxBankDeps, sessionId: string, now: Date): Promise<AcsResult> {
  const session = await deps.sessions.get(sessionId);
  const merchant = session && findMerchant(deps, session.clientId);
  if (!session || !merchant || session.state !== "challenge") return { kind: "no-session" };
  return failSession(deps, session, merchant, "failed", now);
}
