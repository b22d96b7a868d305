// The flight number of an airport pick-up (docs/decisions/0055): an airline code
// (IATA: two characters, letters or one digit and one letter; ICAO: three letters), 1-4 digits and
// an optional suffix letter. Customers type "tk 2124", "TK-2124" or "TK2124"; it is kept as "TK2124".

export const FLIGHT_NUMBER_PATTERN = /^([A-Z]{2,3}|[A-Z][0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$/;

export type FlightNumberResult = { ok: true; value: string | null } | { ok: false };

/** Upper-cases (Turkish dotted i too), drops spaces, hyphens and dots; empty = no flight number. */
export function normaliseFlightNumber(raw: string): FlightNumberResult {
  const compact = raw
    .replace(/[\s.-]+/g, "")
    .replace(/i/g, "I")
    .replace(/ı/g, "I")
    .replace(/İ/g, "I")
    .toUpperCase();
  if (compact === "") return { ok: true, value: null };
  return FLIGHT_NUMBER_PATTERN.test(compact) ? { ok: true, value: compact } : { ok: false };
}
