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

/**
 * A name as an embossed Turkish card prints it: upper-case ASCII, Ç->C, Ğ->G, I/İ/ı/i->I, Ö->O,
 * Ş->S, Ü->U (and any other accent dropped, "José" -> "JOSE"), spaces trimmed and collapsed.
 */
export function asciiName(text: string): string {
  return turkishUpper(text.normalize("NFC")).normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ");
}

/**
 * True when two names are the same once Turkish-folded to ASCII, case-insensitive: "CAGRI OZTURK"
 * (a card) is "Çağrı Öztürk" (the driver), "ozturk" finds "ÖZTÜRK".
 */
export function sameName(a: string, b: string): boolean {
  return asciiName(a) === asciiName(b);
}
