// What happens to each kind of a member's personal data when they delete their account (KVKK
// art. 7: erasure once the purpose is gone), and what the law makes the company keep. One table,
// read by the page that lists it beforehand and by the deletion itself (decision 0067).

import type { ReservationStatus } from "#app/domain/reservation/status.ts";

/** Commercial books and documents: TTK art. 82 (10 years); tax records: VUK art. 253 (5 years). */
export const LEGAL_RETENTION_YEARS = 10;

/**
 * Rules on deleting personal data (Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale
 * Getirilmesi Hakkında Yönetmelik art. 7/3): the record of a deletion is kept at least 3 years.
 */
export const DELETION_RECORD_YEARS = 3;

export type RetentionBasis = "commercialAndTaxLaw" | "deletionRegulation";

/** The kinds of data the deletion touches, in the order the page lists them. */
export const DATA_CATEGORIES = [
  "account",
  "sessions",
  "profile",
  "savedDriver",
  "consents",
  "formSubmissions",
  "smsMessages",
  "unpaidReservations",
  "paidReservations",
  "payments",
  "receipts",
  "invoices",
  "cancellationRequests",
  "deletionRecord",
  "upcomingReservations",
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

export type RetentionRule =
  | { category: DataCategory; outcome: "deleted" }
  | { category: DataCategory; outcome: "anonymised" }
  /** Kept only for the contract still to be performed, no longer linked to the account. */
  | { category: DataCategory; outcome: "keptUntilEnded" }
  /** Kept, restricted (never used for marketing), erased at the end of `years`. */
  | { category: DataCategory; outcome: "kept"; basis: RetentionBasis; years: number };

const kept = (category: DataCategory): RetentionRule => ({
  category,
  outcome: "kept",
  basis: "commercialAndTaxLaw",
  years: LEGAL_RETENTION_YEARS,
});

/** Every category's outcome; the page lists these, `reservationTreatment` applies the reservation rows. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { category: "account", outcome: "deleted" },
  { category: "sessions", outcome: "deleted" },
  { category: "profile", outcome: "deleted" },
  { category: "savedDriver", outcome: "deleted" },
  { category: "consents", outcome: "deleted" },
  { category: "formSubmissions", outcome: "deleted" },
  { category: "smsMessages", outcome: "deleted" },
  { category: "unpaidReservations", outcome: "anonymised" },
  kept("paidReservations"),
  kept("payments"),
  kept("receipts"),
  kept("invoices"),
  kept("cancellationRequests"),
  { category: "deletionRecord", outcome: "kept", basis: "deletionRegulation", years: DELETION_RECORD_YEARS },
  { category: "upcomingReservations", outcome: "keptUntilEnded" },
];

export function ruleFor(category: DataCategory): RetentionRule {
  const rule = RETENTION_RULES.find((r) => r.category === category);
  if (!rule) throw new Error(`no retention rule for ${category}`);
  return rule;
}

const LIVE: readonly ReservationStatus[] = ["pending_payment", "confirmed", "active"];

/** What the deletion does with one reservation of the member. */
export type ReservationTreatment = "keepUntilEnded" | "keepForTax" | "anonymise";

/**
 * A reservation still to be driven (or being driven) stays whole: it is a contract the driver can
 * still use through the number + surname lookup. An ended one that money moved for is a commercial
 * document (its receipt, payments and refunds) and is kept with the billing identity; any other
 * ended one documents nothing and loses every personal field.
 */
export function reservationTreatment(r: {
  status: ReservationStatus;
  /** A payment was taken, refunded or reversed for it, or a desk payment recorded. */
  moneyMoved: boolean;
}): ReservationTreatment {
  if (LIVE.includes(r.status)) return "keepUntilEnded";
  return r.moneyMoved ? "keepForTax" : "anonymise";
}

export type DriverFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  licenceDate: string;
  tckn?: string | null;
  passport?: string | null;
  note?: string | null;
};

export type BillingFields =
  | { kind: "individual"; name: string; tckn?: string | null; address: string }
  | { kind: "company"; title: string; taxOffice: string; taxNumber: string; address: string };

/** The mark an erased text field carries (the columns are NOT NULL). */
export const ERASED = "-";

/**
 * The driver of a reservation after the deletion. Kept for tax: the name the receipt prints and the
 * number + surname lookup needs; contact, birth, licence, identity numbers and the note go.
 */
export function driverAfterDeletion(driver: DriverFields, treatment: ReservationTreatment): DriverFields {
  if (treatment === "keepUntilEnded") return driver;
  const name =
    treatment === "keepForTax"
      ? { firstName: driver.firstName, lastName: driver.lastName }
      : { firstName: ERASED, lastName: ERASED };
  return {
    ...name,
    email: ERASED,
    phone: ERASED,
    birthDate: ERASED,
    licenceDate: ERASED,
    tckn: null,
    passport: null,
    note: null,
  };
}

/** The billing identity stays on a document the law keeps (the receipt prints it); otherwise it goes. */
export function billingAfterDeletion(billing: BillingFields, treatment: ReservationTreatment): BillingFields {
  if (treatment !== "anonymise") return billing;
  return { kind: "individual", name: ERASED, tckn: null, address: ERASED };
}

/**
 * The last day a document made on `documentDay` (yyyy-mm-dd, Istanbul) is kept: the period starts
 * at the end of the calendar year it was made in (TTK art. 82/4, VUK art. 253).
 */
export function retainedUntil(documentDay: string): string {
  const year = Number(documentDay.slice(0, 4));
  if (!Number.isInteger(year) || year < 1900) throw new Error(`not a day: ${documentDay}`);
  return `${year + LEGAL_RETENTION_YEARS}-12-31`;
}
