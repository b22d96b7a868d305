// How the do-not-rent list compares identifiers (decision 0077): a TCKN or passport and a licence
// number by their letters and digits only (upper-case), an e-mail in lower case, a phone in E.164
// (libphonenumber-js; a number without "+" is read as Turkish). Null when nothing usable is left.
import { parsePhoneNumberFromString } from "libphonenumber-js";

export const doNotRentKindList = ["id", "licence", "email", "phone"] as const;
export type DoNotRentKeyKind = (typeof doNotRentKindList)[number];

export function isDoNotRentKind(value: unknown): value is DoNotRentKeyKind {
  return typeof value === "string" && (doNotRentKindList as readonly string[]).includes(value);
}

function alnum(value: string): string | null {
  const kept = value
    .normalize("NFKC")
    .toLocaleUpperCase("en-US")
    .replace(/[^A-Z0-9]/g, "");
  return kept.length >= 4 && kept.length <= 30 ? kept : null;
}

export function normaliseEmail(value: string): string | null {
  const v = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254 ? v : null;
}

export function normalisePhone(value: string): string | null {
  const typed = value.trim();
  if (typed === "" || /[^\d\s()+./-]/.test(typed)) return null;
  const international = typed.startsWith("00") ? `+${typed.slice(2)}` : typed;
  const parsed = parsePhoneNumberFromString(international, "TR");
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** The form in which an identifier of this kind is stored and compared; null when it is not one. */
export function normaliseDoNotRentKey(kind: DoNotRentKeyKind, value: string): string | null {
  switch (kind) {
    case "id":
    case "licence":
      return alnum(value);
    case "email":
      return normaliseEmail(value);
    case "phone":
      return normalisePhone(value);
  }
}

/** What a booking or hand-over knows about a person; any field may be missing. */
export type PersonKeys = {
  tckn?: string | null;
  passport?: string | null;
  licence?: string | null;
  email?: string | null;
  phone?: string | null;
};

/** Every normalised (kind, value) pair of a person, without duplicates. */
export function personKeys(person: PersonKeys): { kind: DoNotRentKeyKind; value: string }[] {
  const out: { kind: DoNotRentKeyKind; value: string }[] = [];
  const add = (kind: DoNotRentKeyKind, raw: string | null | undefined) => {
    if (!raw) return;
    const value = normaliseDoNotRentKey(kind, raw);
    if (value && !out.some((k) => k.kind === kind && k.value === value)) out.push({ kind, value });
  };
  add("id", person.tckn);
  add("id", person.passport);
  add("licence", person.licence);
  add("email", person.email);
  add("phone", person.phone);
  return out;
}
