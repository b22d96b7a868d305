// Which reservations this browser made: a signed, short-lived HttpOnly cookie of their numbers,
// so /result shows a reservation's details only to the browser that booked it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";

export const RECEIPT_COOKIE = "yolda_rez";
export const RECEIPT_TTL_SECONDS = 2 * 60 * 60;
const MAX_NUMBERS = 10;

export const BROWSER_KEY_COOKIE = "yolda_bk";
export const BROWSER_KEY_TTL_SECONDS = 24 * 60 * 60;

function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** The values of a valid signed list cookie `name` (none when missing, forged or expired). */
function signedList(cookieHeader: string | null, name: string, secret: string, now: Date): string[] {
  const raw = parseCookies(cookieHeader ?? "")[name];
  if (!raw) return [];
  const dot = raw.lastIndexOf(".");
  if (dot < 0) return [];
  const body = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(`${name}:${body}`, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { n?: unknown; e?: unknown };
    if (typeof parsed.e !== "number" || parsed.e <= now.getTime() || !Array.isArray(parsed.n)) return [];
    return parsed.n.filter((x): x is string => typeof x === "string");
  } catch {
    return [];
  }
}

/** The Set-Cookie header that adds `value` to the signed list `name` (newest kept, lifetime renewed). */
function addToSignedList(
  list: { name: string; ttlSeconds: number },
  cookieHeader: string | null,
  value: string,
  secret: string,
  now: Date,
  secure: boolean,
): string {
  const values = [value, ...signedList(cookieHeader, list.name, secret, now).filter((n) => n !== value)].slice(
    0,
    MAX_NUMBERS,
  );
  const body = Buffer.from(JSON.stringify({ n: values, e: now.getTime() + list.ttlSeconds * 1000 }), "utf8").toString(
    "base64url",
  );
  return serializeCookie(list.name, `${body}.${sign(`${list.name}:${body}`, secret)}`, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: list.ttlSeconds,
  });
}

/** Reservation numbers of a valid receipt cookie (none when missing, forged or expired). */
export function receiptNumbers(cookieHeader: string | null, secret: string, now: Date): string[] {
  return signedList(cookieHeader, RECEIPT_COOKIE, secret, now);
}

/** The Set-Cookie header that adds `number` to the receipt (newest kept, lifetime renewed). */
export function receiptCookie(
  cookieHeader: string | null,
  number: string,
  secret: string,
  now: Date,
  secure: boolean,
): string {
  return addToSignedList(
    { name: RECEIPT_COOKIE, ttlSeconds: RECEIPT_TTL_SECONDS },
    cookieHeader,
    number,
    secret,
    now,
    secure,
  );
}

/**
 * The payments this browser opened the card page of (`/pos3d`): only that browser sees a
 * payment's reservation, card and authorisation on `/payres`; a shared link shows the outcome alone.
 */
export const PAYMENT_VIEWER_COOKIE = "yolda_pay";
export const PAYMENT_VIEWER_TTL_SECONDS = 2 * 60 * 60;

export function paymentViewerIds(cookieHeader: string | null, secret: string, now: Date): string[] {
  return signedList(cookieHeader, PAYMENT_VIEWER_COOKIE, secret, now);
}

export function paymentViewerCookie(
  cookieHeader: string | null,
  paymentId: string,
  secret: string,
  now: Date,
  secure: boolean,
): string {
  return addToSignedList(
    { name: PAYMENT_VIEWER_COOKIE, ttlSeconds: PAYMENT_VIEWER_TTL_SECONDS },
    cookieHeader,
    paymentId,
    secret,
    now,
    secure,
  );
}

/** This browser's draft key (made when missing) and its hash, which is all the database keeps. */
export function browserKey(cookieHeader: string | null): { hash: string; setCookie: string | null; fresh: string } {
  const existing = parseCookies(cookieHeader ?? "")[BROWSER_KEY_COOKIE];
  const valid = existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing) ? existing : null;
  const key = valid ?? randomBytes(24).toString("base64url");
  return { hash: createHash("sha256").update(key).digest("hex"), setCookie: valid ? null : key, fresh: key };
}

export function browserKeyCookie(key: string, secure: boolean): string {
  return serializeCookie(BROWSER_KEY_COOKIE, key, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: BROWSER_KEY_TTL_SECONDS,
  });
}
