// EstV3 "ver3" hash: the signature a NestPay bank and its merchant compute over form fields.
import { createHash, timingSafeEqual } from "node:crypto";

export type FieldList = ReadonlyArray<readonly [string, string]>;

/** Which fields a hash leaves out: a request form, or a bank callback. */
export type HashScope = "request" | "callback";

const EXCLUDED: Readonly<Record<HashScope, ReadonlySet<string>>> = {
  request: new Set(["hash", "encoding", "nationalidno"]),
  callback: new Set(["hash", "encoding"]),
};

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

// ASCII-only upper-casing, like the banks' samples (strnatcasecmp, OrdinalIgnoreCase); never locale-aware.
function upper(code: number): number {
  return code >= 97 && code <= 122 ? code - 32 : code;
}

function digitRunEnd(s: string, start: number): number {
  let end = start;
  while (end < s.length && isDigit(s.charCodeAt(end))) end++;
  return end;
}

/** PHP natcasesort order: ASCII letters upper-cased, digit runs by value ("f2" < "f10"); ties ordinal. */
export function compareKeysNatural(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      const ei = digitRunEnd(a, i);
      const ej = digitRunEnd(b, j);
      const ra = a.slice(i, ei).replace(/^0+(?=\d)/, "");
      const rb = b.slice(j, ej).replace(/^0+(?=\d)/, "");
      if (ra.length !== rb.length) return ra.length - rb.length;
      if (ra !== rb) return ra < rb ? -1 : 1;
      i = ei;
      j = ej;
      continue;
    }
    const diff = upper(ca) - upper(cb);
    if (diff !== 0) return diff;
    i++;
    j++;
  }
  const rest = a.length - i - (b.length - j);
  if (rest !== 0) return rest;
  return a < b ? -1 : a > b ? 1 : 0;
}

function escapeValue(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll("|", "\\|");
}

/** The exact string that gets hashed: sorted values, then the store key, escaped and joined with `|`. */
export function ver3HashInput(fields: FieldList, storeKey: string, scope: HashScope): string {
  const excluded = EXCLUDED[scope];
  const kept = fields.filter(([name]) => !excluded.has(name.toLowerCase()));
  kept.sort(([a], [b]) => compareKeysNatural(a, b));
  return [...kept.map(([, value]) => value), storeKey].map(escapeValue).join("|");
}

/** base64(SHA-512(UTF-8 bytes of the hash input)). */
export function ver3Hash(fields: FieldList, storeKey: string, scope: HashScope): string {
  return createHash("sha512")
    .update(ver3HashInput(fields, storeKey, scope), "utf8")
    .digest("base64");
}

/** Constant-time string equality; hashing first hides the lengths as well as the contents. */
export function timingSafeEqualStrings(a: string, b: string): boolean {
  const da = createHash("sha256").update(a, "utf8").digest();
  const db = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(da, db) && a.length === b.length;
}

/** True when `provided` is the ver3 hash of `fields` under `storeKey`. */
export function verifyVer3Hash(fields: FieldList, storeKey: string, scope: HashScope, provided: string): boolean {
  return timingSafeEqualStrings(ver3Hash(fields, storeKey, scope), provided);
}
