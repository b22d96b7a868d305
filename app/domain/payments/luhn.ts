// The Luhn check (ISO/IEC 7812) of a card number: the card form checks it before the number goes
// to the bank, and the sandbox bank checks it again. Each caller first takes the digits out of what
// was typed in its own way; this takes the digits only.

/** Whether `digits` is a card number of 12 to 19 digits whose last digit is its Luhn check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
