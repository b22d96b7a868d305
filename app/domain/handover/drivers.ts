// The drivers identified at the counter (issue 27 item 8, decision 0078): the licence (number, class,
// issuing country, issue and expiry dates) and an identity document: a Turkish identity number
// (TCKN, checked with the official algorithm) or a passport with its country. An expired licence,
// or one that expires before the car comes back, is refused.
import { isValidTckn } from "#app/domain/identity/tckn.ts";

export const ID_KINDS = ["tckn", "passport"] as const;
export type IdKind = (typeof ID_KINDS)[number];

export type DriverIdentity = {
  firstName: string;
  lastName: string;
  licenceNumber: string;
  licenceClass: string;
  /** ISO 3166-1 alpha-2, upper case. */
  licenceCountry: string;
  /** Calendar days "yyyy-mm-dd". */
  licenceIssued: string;
  licenceExpires: string;
  idKind: IdKind;
  idNumber: string;
  /** The passport's country; "TR" for a TCKN. */
  idCountry: string;
};

export type DriverField = keyof DriverIdentity;
export type DriverProblem =
  | "required"
  | "invalid"
  | "tcknInvalid"
  | "passportInvalid"
  | "countryInvalid"
  | "issuedInFuture"
  | "licenceExpired"
  | "licenceExpiresDuringRental"
  | "datesOrder";

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Trims, upper-cases codes and numbers the way people type them; a TCKN's country is TR. */
export function normaliseDriver(d: DriverIdentity): DriverIdentity {
  const upper = (s: string) => s.trim().toLocaleUpperCase("en-US");
  const idKind = d.idKind;
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    licenceNumber: upper(d.licenceNumber).replace(/\s+/g, ""),
    licenceClass: upper(d.licenceClass).replace(/\s+/g, ""),
    licenceCountry: upper(d.licenceCountry),
    licenceIssued: d.licenceIssued.trim(),
    licenceExpires: d.licenceExpires.trim(),
    idKind,
    idNumber: upper(d.idNumber).replace(/\s+/g, ""),
    idCountry: idKind === "tckn" ? "TR" : upper(d.idCountry),
  };
}

/**
 * The first problem of each field of a (normalised) driver, or an empty object when the driver may
 * drive from `today` to `lastDay` (the rental's last calendar day, Istanbul).
 */
export function driverProblems(
  d: DriverIdentity,
  today: string,
  lastDay: string,
): Partial<Record<DriverField, DriverProblem>> {
  const out: Partial<Record<DriverField, DriverProblem>> = {};
  for (const key of ["firstName", "lastName", "licenceNumber", "licenceClass", "idNumber"] as const) {
    if (d[key] === "") out[key] = "required";
    else if (d[key].length > 60) out[key] = "invalid";
  }
  if (!out.licenceNumber && !/^[A-Z0-9/-]{3,30}$/.test(d.licenceNumber)) out.licenceNumber = "invalid";
  if (!out.licenceClass && !/^[A-Z0-9+,]{1,20}$/.test(d.licenceClass)) out.licenceClass = "invalid";
  if (!/^[A-Z]{2}$/.test(d.licenceCountry)) out.licenceCountry = "countryInvalid";
  if (!/^[A-Z]{2}$/.test(d.idCountry)) out.idCountry = "countryInvalid";
  if (!out.idNumber) {
    if (d.idKind === "tckn" && !isValidTckn(d.idNumber)) out.idNumber = "tcknInvalid";
    if (d.idKind === "passport" && !/^[A-Z0-9]{5,20}$/.test(d.idNumber)) out.idNumber = "passportInvalid";
  }
  const issuedOk = isDay(d.licenceIssued);
  const expiresOk = isDay(d.licenceExpires);
  if (!issuedOk) out.licenceIssued = d.licenceIssued === "" ? "required" : "invalid";
  else if (d.licenceIssued > today) out.licenceIssued = "issuedInFuture";
  if (!expiresOk) out.licenceExpires = d.licenceExpires === "" ? "required" : "invalid";
  else if (d.licenceExpires < today) out.licenceExpires = "licenceExpired";
  else if (d.licenceExpires < lastDay) out.licenceExpires = "licenceExpiresDuringRental";
  else if (issuedOk && d.licenceIssued >= d.licenceExpires) out.licenceExpires = "datesOrder";
  return out;
}
