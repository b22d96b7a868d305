// The search's optional driver figures (issue 31 item 4, decision 0117): the driver's age and full
// years of licence, carried in the URL like the rest of the search (?surucuYasi=21&ehliyetYili=3).

export const DRIVER_PARAMS = { age: "surucuYasi", licenceYears: "ehliyetYili" } as const;

export const DRIVER_AGE_RANGE = { min: 18, max: 99 } as const;
export const LICENCE_YEARS_RANGE = { min: 0, max: 81 } as const;

/** What was typed (kept as typed, shown again) and what it means. */
export type DriverYearsField = { raw: string; value: number | null; invalid: boolean };
export type DriverYearsInput = { age: DriverYearsField; licenceYears: DriverYearsField };

function field(raw: string | null, range: { min: number; max: number }): DriverYearsField {
  const text = (raw ?? "").trim().slice(0, 8);
  if (text === "") return { raw: "", value: null, invalid: false };
  const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  const ok = Number.isInteger(value) && value >= range.min && value <= range.max;
  return { raw: text, value: ok ? value : null, invalid: !ok };
}

/** Reads the two optional figures from a URL query; null when neither parameter is in the URL. */
export function readDriverYears(query: URLSearchParams): DriverYearsInput | null {
  const age = query.get(DRIVER_PARAMS.age);
  const licence = query.get(DRIVER_PARAMS.licenceYears);
  if (age === null && licence === null) return null;
  return { age: field(age, DRIVER_AGE_RANGE), licenceYears: field(licence, LICENCE_YEARS_RANGE) };
}

/** The figures as URL parameters (only those typed). */
export function driverYearsParams(input: { age: string; licenceYears: string } | null): [string, string][] {
  if (!input) return [];
  const pairs: [string, string][] = [];
  if (input.age) pairs.push([DRIVER_PARAMS.age, input.age]);
  if (input.licenceYears) pairs.push([DRIVER_PARAMS.licenceYears, input.licenceYears]);
  return pairs;
}
