// The search bar's light rules, loaded with every page: the form's shape, defaults, URL query and
// office grouping. Defaults, matching and validation live in search-validation.ts (lazy).

// Imports nothing at run time on purpose: everything a module here shares with the lazy
// search-enhanced.tsx chunk would be pulled into every page's first load.
import type { OfficeSchedule } from "#app/domain/rental/search-rules.ts";

/** An office as the search bar gets it from the site layout loader. */
export interface SearchOffice extends OfficeSchedule {
  code: string;
  name: string;
  cityName: string;
  /** The office's position (the search's "offices nearest to me" sorts by it, in the browser). */
  lat?: number | undefined;
  lng?: number | undefined;
  /** Set on the pick-up list once the visitor asked for the nearest offices: km as the crow flies. */
  km?: number | undefined;
}

/** What the form holds; dates are Istanbul local "YYYY-MM-DDTHH:mm" as in the URL. */
export interface SearchValues {
  pickupCode: string;
  dropoffCode: string;
  different: boolean;
  pickupAt: string;
  returnAt: string;
  campaignCode: string;
}

/** The Istanbul date a page was rendered on and the search defaults computed from it. */
export interface SearchDefaults {
  today: string;
  pickupAt: string;
  returnAt: string;
}

/** URL query names of a search: /rezervasyon?alis=&donus=&alisTarihi=&donusTarihi=&kampanya= */
export const SEARCH_PARAMS = {
  pickupCode: "alis",
  dropoffCode: "donus",
  pickupAt: "alisTarihi",
  returnAt: "donusTarihi",
  campaignCode: "kampanya",
} as const;

/** The drop-off office code to submit: the pick-up office unless a different one was asked for. */
export function effectiveDropoff(values: Pick<SearchValues, "pickupCode" | "dropoffCode" | "different">): string {
  return values.different && values.dropoffCode ? values.dropoffCode : values.pickupCode;
}

/** Reads a search from a URL query (prefill of /rezervasyon); missing parts are empty strings. */
export function searchValuesFromQuery(query: URLSearchParams): SearchValues {
  const pickupCode = query.get(SEARCH_PARAMS.pickupCode) ?? "";
  const dropoffCode = query.get(SEARCH_PARAMS.dropoffCode) ?? "";
  return {
    pickupCode,
    dropoffCode: dropoffCode || pickupCode,
    different: Boolean(dropoffCode && dropoffCode !== pickupCode),
    pickupAt: query.get(SEARCH_PARAMS.pickupAt) ?? "",
    returnAt: query.get(SEARCH_PARAMS.returnAt) ?? "",
    campaignCode: query.get(SEARCH_PARAMS.campaignCode) ?? "",
  };
}

/** The shareable query of a search, in the URL's fixed order. */
export function searchQuery(values: SearchValues): URLSearchParams {
  return new URLSearchParams([
    [SEARCH_PARAMS.pickupCode, values.pickupCode],
    [SEARCH_PARAMS.dropoffCode, effectiveDropoff(values)],
    [SEARCH_PARAMS.pickupAt, values.pickupAt],
    [SEARCH_PARAMS.returnAt, values.returnAt],
    [SEARCH_PARAMS.campaignCode, normalizeCampaignCode(values.campaignCode)],
  ]);
}

/**
 * Campaign codes are compared upper-case without spaces, the same on every page: i, ı, İ and I all
 * become I, never the Turkish locale's İ on an English page. Written out here (not imported) to keep
 * this module import-free; a test holds it equal to the domain's normalizeCampaignCode.
 */
export function normalizeCampaignCode(code: string): string {
  return code
    .normalize("NFC")
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/İ/g, "I")
    .replace(/\u0307/g, "");
}

/** Splits "YYYY-MM-DDTHH:mm" into its date and time (empty strings when absent). */
export function splitLocal(value: string): { date: string; time: string } {
  const [date = "", time = ""] = value.split("T");
  return { date, time };
}

/** Offices grouped by city, keeping the given order (the loader sorts by city, then name). */
export function groupOfficesByCity<T extends Pick<SearchOffice, "cityName">>(
  offices: readonly T[],
): Array<{ city: string; offices: T[] }> {
  const groups = new Map<string, T[]>();
  for (const office of offices) {
    const list = groups.get(office.cityName) ?? [];
    list.push(office);
    groups.set(office.cityName, list);
  }
  return [...groups.entries()].map(([city, list]) => ({ city, offices: list }));
}
