// Card form checks run in the browser before the form goes to the bank (the bank checks again).
import { luhnValid } from "#app/domain/payments/luhn.ts";
import { asciiName, sameName } from "#app/domain/text/turkish.ts";

export type CardField = "holder" | "number" | "month" | "year" | "cvc";
export type CardProblem =
  | "holderRequired"
  | "holderNotDriver"
  | "numberRequired"
  | "numberInvalid"
  | "monthRequired"
  | "yearRequired"
  | "cardExpired"
  | "cvcInvalid";

export function cardDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** "4355084355084358" typed any way -> "4355 0843 5508 4358" (at most 19 digits). */
export function groupCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Year and month (1-12) today in Istanbul, where cards expire at the end of their month. */
export function istanbulYearMonth(now: Date): { year: number; month: number } {
  const t = new Date(now.getTime() + 3 * 3_600_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1 };
}

export interface CardInput {
  holder: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}

/** Problems by field; the holder is compared with the driver's name folded to ASCII as embossed cards print it. */
export function checkCard(input: CardInput, driverName: string, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (asciiName(input.holder).split(" ").filter(Boolean).length < 2) problems.holder = "holderRequired";
  else if (!sameName(input.holder, driverName)) problems.holder = "holderNotDriver";
  if (cardDigits(input.number) === "") problems.number = "numberRequired";
  else if (!luhnValid(cardDigits(input.number))) problems.number = "numberInvalid";
  const month = /^(0[1-9]|1[0-2])$/.test(input.month) ? Number(input.month) : null;
  const year = /^[0-9]{2}$/.test(input.year) ? 2000 + Number(input.year) : null;
  if (month === null) problems.month = "monthRequired";
  if (year === null) problems.year = "yearRequired";
  if (month !== null && year !== null) {
    const today = istanbulYearMonth(now);
    if (year < today.year || (year === today.year && month < today.month)) problems.month = "cardExpired";
  }
  if (!/^[0-9]{3,4}$/.test(input.cvc)) problems.cvc = "cvcInvalid";
  return problems;
}
