// T.C. kimlik numarası (Turkish identity number): 11 digits, first not 0, two check digits.

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

/** The 10th and 11th digits for the first nine. */
export function tcknCheckDigits(firstNine: string): [number, number] {
  if (!/^[1-9]\d{8}$/.test(firstNine)) throw new RangeError("need nine digits, the first not 0");
  const d = digitsOf(firstNine);
  // Positions 1, 3, 5, 7, 9 (1-based) are the even indexes here.
  const odd = d.reduce((s, x, i) => (i % 2 === 0 ? s + x : s), 0);
  const even = d.reduce((s, x, i) => (i % 2 === 1 ? s + x : s), 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + tenth) % 10;
  return [tenth, eleventh];
}

/** True for an 11-digit identity number whose first digit is not 0 and whose check digits match. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const [tenth, eleventh] = tcknCheckDigits(value.slice(0, 9));
  return Number(value[9]) === tenth && Number(value[10]) === eleventh;
}

/** A valid identity number derived from a seed, for tests and demo data (never a real person's by intent). */
export function exampleTckn(seed: number): string {
  // A 32-bit LCG spreads consecutive seeds over the nine free digits.
  let x = (Math.trunc(seed) >>> 0) ^ 0x9e3779b9;
  let body = "";
  for (let i = 0; i < 9; i++) {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    const digit = (x >>> 16) % 10;
    body += i === 0 ? String(1 + (digit % 9)) : String(digit);
  }
  const [tenth, eleventh] = tcknCheckDigits(body);
  return `${body}${tenth}${eleventh}`;
}
