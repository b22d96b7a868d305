// What staff must never read in a back-office sentence (issue 28 item 1; decision 0082).
/** What staff must never read: a catalog or audit key, a kuruş integer, an internal id, an English note shape. */
export function rawBits(text: string): string[] {
  const found: string[] = [];
  const key = /\b[a-z][a-zA-Z]*(?:[._][a-z][a-zA-Z]*)*\.[a-z][a-zA-Z_]+\b/.exec(text.replace(/\S+@\S+/g, ""));
  if (key) found.push(`key ${key[0]}`);
  const bareInteger = /(?<![\d.,])\d{5,}(?![\d.,])/.exec(text);
  if (bareInteger) found.push(`integer ${bareInteger[0]}`);
  if (/staff:|[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text)) found.push("internal id");
  if (/\{\{|\}\}/.test(text)) found.push("placeholder");
  if (/\b(?:desk payment|picked up|returned:|card payment approved)\b/.test(text)) {
    found.push("note shape");
  }
  return found;
}
