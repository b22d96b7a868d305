// Identifiers and timestamps the sandbox bank hands out, shaped like a NestPay bank's.
import { randomBytes, randomInt } from "node:crypto";

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function pad(n: number, width = 2): string {
  return n.toString().padStart(width, "0");
}

function istanbulParts(at: Date): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const t = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
  };
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

export function randomDigits(count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += randomInt(10).toString();
  return out;
}

function randomAlnum(count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

/** Business day in Europe/Istanbul (UTC+3 all year): "2025-06-30". */
export function istanbulDay(at: Date): string {
  const p = istanbulParts(at);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
}

/** EXTRA_TRXDATE / TRXDATE form: "20250630 14:22:05". */
export function trxDate(at: Date): string {
  const p = istanbulParts(at);
  return `${p.y}${pad(p.mo)}${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** Query date-time form: "2025-06-30 14:22:05.000". */
export function queryDateTime(at: Date): string {
  const p = istanbulParts(at);
  return `${istanbulDay(at)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}.000`;
}

/** Card expiry (mm, yy) is valid through the last day of that month, Istanbul time. */
export function isExpired(month: number, twoDigitYear: number, now: Date): boolean {
  const p = istanbulParts(now);
  const year = 2000 + twoDigitYear;
  return year < p.y || (year === p.y && month < p.mo);
}

/** "25181NQTH13195"-like: year, day of year, then random letters and digits. */
export function newTransId(now: Date): string {
  const p = istanbulParts(now);
  const dayOfYear = Math.floor((Date.UTC(p.y, p.mo - 1, p.d) - Date.UTC(p.y, 0, 0)) / 86_400_000);
  return `${pad(p.y % 100)}${pad(dayOfYear, 3)}${randomAlnum(9)}`;
}

export function newAuthCode(): string {
  return `P${randomDigits(5)}`;
}

export function newHostRefNum(): string {
  return randomDigits(12);
}

/** Opaque base64 tokens like the ACS's xid, cavv and the md card reference. */
export function newToken(bytes: number): string {
  return randomBytes(bytes).toString("base64");
}
