// Turkish-aware text comparison for names typed on Turkish and non-Turkish keyboards alike.

/** Upper-case by Turkish rules: i -> İ, ı -> I. */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase("tr");
}

/** Lower-case by Turkish rules: I -> ı, İ -> i. */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase("tr");
}

/** Turkish lower-case with I/İ/ı/i made one letter, so "IŞIK" = "ışık" and a foreign "SMITH" = "smith"; ş stays ş. */
export function foldName(text: string): string {
  return turkishLower(text.normalize("NFC"))
    .replace(/ı/g, "i")
    .replace(/\u0307/g, "")
    .trim()
    .replace(/\s+/g, " ");
}

/** True when two names are the same ignoring case, the dotted/dotless i and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}
