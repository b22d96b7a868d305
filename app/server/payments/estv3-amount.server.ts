// Amounts on the EstV3 wire: "1234.50" in forms and XML, minor units (kuruş) in query answers.

const DECIMAL = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/;
const MINOR = /^(0|[1-9][0-9]{0,14})$/;

/** ISO 4217 numeric code of the only currency Yolda charges in. */
export const TRY_NUMERIC = "949";

export function isValidKurus(amountKurus: number): boolean {
  return Number.isSafeInteger(amountKurus) && amountKurus >= 0;
}

/** 123450 -> "1234.50". */
export function formatAmount(amountKurus: number): string {
  if (!isValidKurus(amountKurus)) throw new RangeError("amount must be a non-negative safe integer of kuruş");
  const lira = Math.trunc(amountKurus / 100);
  const kurus = amountKurus % 100;
  return `${lira}.${kurus.toString().padStart(2, "0")}`;
}

/** "1234.5" -> 123450; anything that is not a plain decimal with at most 2 fraction digits -> null. */
export function parseAmount(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const lira = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const kurus = lira * 100 + Number(fraction);
  return Number.isSafeInteger(kurus) ? kurus : null;
}

/** Minor-unit integer text ("123450") -> 123450; garbage -> null. */
export function parseMinorAmount(text: string): number | null {
  if (!MINOR.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
