// How an SMS text is split into the parts an operator bills (3GPP TS 23.038 / 23.040): a text made
// only of the GSM 7-bit default alphabet goes as GSM-7, 160 septets in one message or 153 per part
// when concatenated (the user data header takes 7); a character of the extension table (€ [ ] { }
// ^ ~ | \ and form feed) takes two septets and is never split from its escape. Any other character
// (Turkish ç ğ ı İ ş Ş Ğ, emoji) makes the whole text UCS-2: 70 UTF-16 units in one message, 67 per
// part, a surrogate pair never split. Decision 0118.

/** The GSM 03.38 default alphabet (the escape 0x1B left out: it is never typed). */
const GSM7_BASIC = new Set(
  Array.from(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
  ),
);
/** The extension table: each is sent as escape + character, two septets. */
const GSM7_EXTENSION = new Set(Array.from("^{}\\[~]|€\f"));

export type SmsEncoding = "gsm7" | "ucs2";

export const SINGLE_LIMIT: Record<SmsEncoding, number> = { gsm7: 160, ucs2: 70 };
export const PART_LIMIT: Record<SmsEncoding, number> = { gsm7: 153, ucs2: 67 };

export type SmsSegments = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) of the whole text. */
  units: number;
  /** The text cut where the operator cuts it; joined they give the text back. */
  parts: string[];
};

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.has(ch) && !GSM7_EXTENSION.has(ch)) return false;
  return true;
}

/** What one character costs: septets in GSM-7, UTF-16 units in UCS-2. */
function cost(ch: string, encoding: SmsEncoding): number {
  if (encoding === "ucs2") return ch.length;
  return GSM7_EXTENSION.has(ch) ? 2 : 1;
}

export function smsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? "gsm7" : "ucs2";
  const chars = Array.from(text);
  const units = chars.reduce((sum, ch) => sum + cost(ch, encoding), 0);
  if (units <= SINGLE_LIMIT[encoding]) return { encoding, units, parts: text === "" ? [] : [text] };
  const limit = PART_LIMIT[encoding];
  const parts: string[] = [];
  let current = "";
  let used = 0;
  for (const ch of chars) {
    const c = cost(ch, encoding);
    if (used + c > limit) {
      parts.push(current);
      current = "";
      used = 0;
    }
    current += ch;
    used += c;
  }
  if (current !== "") parts.push(current);
  return { encoding, units, parts };
}

/** How many messages the operator bills for `text` (0 for an empty text). */
export function segmentCount(text: string): number {
  return smsSegments(text).parts.length;
}
