// GSM numbers with their country (libphonenumber-js): the spec's four phone messages.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export type PhoneProblem =
  "phoneRequired" | "phoneCountryMissing" | "phoneNoCountry" | "phoneWrongCountry" | "phoneInvalid";

const COUNTRIES = new Set<string>(getCountries());

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.has(value);
}

/** Country codes with their calling code, e.g. { code: "TR", dial: "90" }. */
export function phoneCountries(): { code: CountryCode; dial: string }[] {
  return getCountries().map((code) => ({ code, dial: getCountryCallingCode(code) }));
}

/**
 * Checks a typed number against the chosen country. "+..." numbers carry their own country;
 * others are read in the chosen country. Returns the E.164 form when valid.
 */
export function checkPhone(
  country: string | undefined,
  number: string | undefined,
): { ok: true; e164: string } | { ok: false; problem: PhoneProblem } {
  const typed = (number ?? "").trim();
  if (typed === "") return { ok: false, problem: "phoneRequired" };
  if (/[^\d\s()+./-]/.test(typed) || typed.replace(/\D/g, "").length < 4) return { ok: false, problem: "phoneInvalid" };
  const chosen = country && isCountryCode(country) ? country : undefined;
  if (typed.startsWith("+") || typed.startsWith("00")) {
    const international = typed.startsWith("00") ? `+${typed.slice(2)}` : typed;
    const parsed = parsePhoneNumberFromString(international);
    if (!parsed) return { ok: false, problem: "phoneInvalid" };
    if (!parsed.country) return { ok: false, problem: "phoneNoCountry" };
    if (!chosen) return { ok: false, problem: "phoneCountryMissing" };
    if (parsed.country !== chosen || !parsed.isValid()) return { ok: false, problem: "phoneWrongCountry" };
    return { ok: true, e164: parsed.number };
  }
  if (!chosen) return { ok: false, problem: "phoneCountryMissing" };
  const parsed = parsePhoneNumberFromString(typed, chosen);
  if (!parsed) return { ok: false, problem: "phoneInvalid" };
  if (!parsed.isValid()) return { ok: false, problem: "phoneWrongCountry" };
  return { ok: true, e164: parsed.number };
}
