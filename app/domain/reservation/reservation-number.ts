// Reservation numbers "YLD-" + 7 Crockford base32 characters: 35 random bits, nothing to guess in sequence.

export const RESERVATION_PREFIX = "YLD-";
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RESERVATION_CODE_LENGTH = 7;

/** The caller's source of cryptographic randomness (e.g. node:crypto randomBytes or crypto.getRandomValues). */
export type RandomBytes = (length: number) => Uint8Array;

const NUMBER_RE = /^YLD-[0-9A-HJKMNP-TV-Z]{7}$/;
const BODY_RE = /^[0-9A-HJKMNP-TV-Z]{7}$/;

/** A new reservation number from 5 random bytes (7 x 5 = 35 bits, each 5-bit group one character). */
export function generateReservationNumber(randomBytes: RandomBytes): string {
  const bytes = randomBytes(5);
  if (bytes.length < 5) throw new RangeError("randomBytes returned fewer than 5 bytes");
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(bytes[i] ?? 0);
  let code = "";
  for (let i = 0; i < RESERVATION_CODE_LENGTH; i++) {
    // Bits 39..5: the top 35 bits, five at a time.
    code += CROCKFORD_ALPHABET[Number((bits >> BigInt(35 - 5 * i)) & 31n)];
  }
  return `${RESERVATION_PREFIX}${code}`;
}

/** True for a number in its canonical form, e.g. "YLD-7K3M9QX". */
export function isReservationNumber(value: string): boolean {
  return NUMBER_RE.test(value);
}

/** Canonical number from typed input, or null: any case, spaces/hyphens and "YLD" optional, I/L -> 1, O -> 0. */
export function normalizeReservationNumber(input: string): string | null {
  const compact = input
    .replace(/[\s\u2010-\u2015-]/g, "")
    .replace(/[ıİ]/g, "I")
    .toUpperCase();
  const body = compact.length === 10 && compact.startsWith("YLD") ? compact.slice(3) : compact;
  const mapped = body.replace(/[IL]/g, "1").replace(/O/g, "0");
  return BODY_RE.test(mapped) ? `${RESERVATION_PREFIX}${mapped}` : null;
}
