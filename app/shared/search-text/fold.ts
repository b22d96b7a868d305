// Search that forgives (docs/decisions/0082): what staff type is folded the way the database folds
// what it stores (drizzle/0045_forgiving_search.sql, `yolda_fold`): Turkish letters to their ASCII
// base (ı/i/İ/I -> i, ç -> c, ğ -> g, ö -> o, ş -> s, ü -> u), then ASCII lower case. Plates lose
// spaces and dashes; phones keep their digits without the country code or trunk zero.

const FROM = "ÇĞİIÖŞÜÂÎÛçğıöşüâîû";
const TO = "cgiiosuaiucgiosuaiu";
const map = new Map([...FROM].map((c, i) => [c, TO[i] ?? c]));

/** "GİZEM Çelik" -> "gizem celik"; the same as SQL `yolda_fold`. */
export function foldText(text: string): string {
  return [...text]
    .map((c) => map.get(c) ?? c)
    .join("")
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** "34 ABC-123" -> "34abc123"; the same as SQL `yolda_fold_plate`. */
export function foldPlate(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, "");
}

/**
 * The part of a typed phone number to look for among stored digits: "0532 111 22 33",
 * "+90 532 111 22 33" and "5321112233" all give "5321112233"; fewer than 4 digits give null.
 */
export function phoneDigits(text: string): string | null {
  let digits = text.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("90")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  else if (digits.startsWith("0090")) digits = digits.slice(4);
  return digits.length >= 4 ? digits : null;
}
