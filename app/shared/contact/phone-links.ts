// Click-to-call links (decision 0058): a number shown the way people in its country write it
// ("0212 555 01 01", "0850 555 96 54") and dialled in E.164 ("tel:+902125550101"), so a phone abroad
// reaches it too. Built on the server (libphonenumber stays out of the client bundles).
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

export type PhoneLink = { display: string; href: string };

/**
 * The 24/7 roadside assistance line (a company setting, E.164; a placeholder like the call centre in
 * company.ts). Kept here, not in company.ts, which the site shell ships to every page's JavaScript.
 */
export const ROADSIDE_ASSISTANCE = "+908505559654";

/** A stored number ("+90 212 555 01 01", "02125550101") as a link, or null when it is no number at all. */
export function phoneLink(raw: string, defaultCountry: "TR" = "TR"): PhoneLink | null {
  const number = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  if (!number) return null;
  return { display: nationalDisplay(number), href: number.getURI() };
}

/**
 * Turkish numbers in the 0XXX XXX XX XX grouping the site uses everywhere ("0850 555 96 53", the
 * call centre in the footer); libphonenumber writes "(0212) 555 01 01" and "0850 555 9654".
 * Other countries keep libphonenumber's national format.
 */
function nationalDisplay(number: PhoneNumber): string {
  const n = number.nationalNumber;
  if (number.country === "TR" && n.length === 10) {
    return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
  }
  return number.formatNational();
}

/** What a customer needs to reach an office: its name, phone and e-mail. */
export type OfficeContact = { name: string; phone: PhoneLink | null; email: string | null };

export function officeContact(office: { name: string; phone: string; email?: string | null }): OfficeContact {
  return { name: office.name, phone: phoneLink(office.phone), email: office.email?.trim() || null };
}

/**
 * The contacts shown with a reservation: the 24/7 roadside line, then the pick-up office and, when it
 * is another office, the return office.
 */
export type ReservationContacts = {
  roadside: PhoneLink;
  pickup: OfficeContact;
  /** null when the car goes back to the pick-up office. */
  dropoff: OfficeContact | null;
};

type OfficeRow = { id: number; name: string; phone: string; email?: string | null };

/** The contacts for a reservation from its two offices (the same office is named once). */
export function reservationContacts(
  pickup: OfficeRow | null | undefined,
  dropoff: OfficeRow | null | undefined,
): ReservationContacts | null {
  const roadside = phoneLink(ROADSIDE_ASSISTANCE);
  if (!roadside || !pickup) return null;
  return {
    roadside,
    pickup: officeContact(pickup),
    dropoff: dropoff && dropoff.id !== pickup.id ? officeContact(dropoff) : null,
  };
}
