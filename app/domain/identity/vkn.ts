// Vergi kimlik numarası (Turkish tax number): 10 digits, the last a check digit (Revenue Administration algorithm).

/** The check digit for the first nine digits. */
export function vknCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError("need nine digits");
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (Number(firstNine[i]) + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    // A non-zero digit whose weighted value is a multiple of 9 counts as 9, not 0.
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a 10-digit tax number whose last digit matches its check digit. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  return vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** A valid tax number derived from a seed, for tests and demo data. */
export function exampleVkn(seed: number): string {
  // The same small LCG as exampleTckn, with its own starting mix.
  let x = (Math.trunc(seed) >>> 0) ^ 0x85ebca6b;
  let body = "";
  for (let i = 0; i < 9; i++) {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    body += String((x >>> 16) % 10);
  }
  return `${body}${vknCheckDigit(body)}`;
}
