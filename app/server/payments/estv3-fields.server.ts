// Form fields as the EstV3 protocol sees them: ordered name/value pairs, card data kept apart.
import type { FieldList } from "./estv3-hash.server.ts";
import type { PostedFields } from "./gateway.server.ts";

// Card holder data a browser may post; compared lower-cased. None of it may be stored or logged.
const CARD_FIELDS: ReadonlySet<string> = new Set([
  "pan",
  "cardnumber",
  "cv2",
  "cvv",
  "cvv2",
  "cvc",
  "cvc2",
  "ecom_payment_card_expdate_month",
  "ecom_payment_card_expdate_year",
  "expiry",
  "expdate",
  "cardexpdatemonth",
  "cardexpdateyear",
]);

export function isCardField(name: string): boolean {
  return CARD_FIELDS.has(name.toLowerCase());
}

export function withoutCardFields(fields: FieldList): FieldList {
  return fields.filter(([name]) => !isCardField(name));
}

/** Ordered pairs; null when a name repeats (an ambiguous post is never trusted). */
export function toFieldList(posted: PostedFields): FieldList | null {
  const pairs: Array<readonly [string, string]> =
    posted instanceof URLSearchParams ? [...posted.entries()] : Object.entries(posted);
  const seen = new Set<string>();
  for (const [name] of pairs) {
    if (seen.has(name)) return null;
    seen.add(name);
  }
  return pairs;
}

/** Value of the field with exactly this name. */
export function fieldValue(fields: FieldList, name: string): string | undefined {
  return fields.find(([key]) => key === name)?.[1];
}

/** A frozen name -> value object of everything except card data: safe to store for audit. */
export function storableFields(fields: FieldList): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(withoutCardFields(fields)));
}
