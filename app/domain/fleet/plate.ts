// Turkish number plates (docs/decisions/0046): "34 ABC 123". The province code
// (il kodu) 01-81, then 1-3 letters of the plate alphabet (the Latin letters without Q, W and X;
// no Ç, Ğ, İ, Ö, Ş, Ü), then digits whose count depends on the letters: one letter with 4 digits,
// two letters with 3 or 4, three letters with 2 or 3. Typed in any case, with or without spaces
// or hyphens; stored and shown in the one canonical form, so the database's unique key on the
// plate text sees every way of typing the same plate as the same plate.

export const PLATE_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ";
export const MIN_PROVINCE = 1;
export const MAX_PROVINCE = 81;

/** Digit counts allowed after 1, 2 or 3 letters. */
export const PLATE_DIGITS: Readonly<Record<1 | 2 | 3, readonly number[]>> = { 1: [4], 2: [3, 4], 3: [2, 3] };

export type PlateError = "plateRequired" | "plateFormat" | "plateProvince" | "plateLetters" | "plateDigits";
export type PlateResult = { ok: true; plate: string } | { ok: false; error: PlateError };

/**
 * Reads a typed plate: the canonical "NN L[LL] D[DDD]" or why it is not a Turkish plate. Only
 * ASCII case folding ("abc" -> "ABC"; a dotless "ı" or a dotted "İ" are not plate letters).
 */
export function parsePlate(input: string): PlateResult {
  const compact = input.replace(/[\s-]+/g, "");
  if (compact === "") return { ok: false, error: "plateRequired" };
  const upper = compact.replace(/[a-z]/g, (c) => c.toUpperCase());
  const match = /^(\d{2})(\D{1,3})(\d{2,4})$/u.exec(upper);
  if (!match) return { ok: false, error: "plateFormat" };
  const [, province = "", letters = "", digits = ""] = match;
  const code = Number(province);
  if (code < MIN_PROVINCE || code > MAX_PROVINCE) return { ok: false, error: "plateProvince" };
  if (![...letters].every((c) => PLATE_LETTERS.includes(c))) return { ok: false, error: "plateLetters" };
  const allowed = PLATE_DIGITS[letters.length as 1 | 2 | 3];
  if (!allowed.includes(digits.length)) return { ok: false, error: "plateDigits" };
  return { ok: true, plate: `${province} ${letters} ${digits}` };
}

/** The province code of a canonical plate (34 for "34 ABC 123"). */
export function plateProvince(plate: string): number {
  return Number(plate.slice(0, 2));
}
