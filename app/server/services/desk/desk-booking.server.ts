// A booking made at the counter or on the phone (decision 0076). It is a web booking in every way
// that matters to the customer: the same search and prices (searchAvailability, createQuote), the
// same reservation (reserveFromQuote: same number, e-mail, look-up, cancellation and change rules),
// with its channel (desk or phone) and the staff member on the row. What is the desk's own: the
// lead time is 0 (a walk-in picks up now), a specific free car may be given, and the payment is
// taken at the counter (cash, or the office terminal with the POS slip's authorisation number) in
// the same transaction as the reservation, left for pick-up, or sent as a /sanal-odeme link the
// customer pays by 3-D Secure on their own device (staff never type a card number).
//
// The form's key (a UUID made when the form is drawn) is the booking draft id: reserveFromQuote
// locks that draft, so a double click or twenty concurrent posts of one form make one reservation
// and every repeat is answered with it.
import { readTogether } from "#app/server/db/reads.server.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { DeskBookingChoice } from "#app/server/db/schema.ts";
import encodeQR from "qr";
import {
  findReservationByDraft,
  findReservationByNumber,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { listBookingOptions } from "#app/server/repositories/booking-options.server.ts";
import { findDepositFreePrice } from "#app/server/repositories/deposit-free.server.ts";
import { findPaymentReferenceById } from "#app/server/repositories/payments.server.ts";
import { deskOffices } from "#app/server/services/staff/desk-reservations.server.ts";
import { listFeasibleUnits } from "#app/server/repositories/availability.server.ts";
import { insertDeskPayment } from "#app/server/repositories/desk.server.ts";
import { markMonthsPaidAtDesk } from "#app/server/services/monthly-schedule.server.ts";
import {
  ensureDeskDraft,
  findDeskBooking,
  insertDeskBooking,
  setDeskBookingReference,
} from "#app/server/repositories/desk-bookings.server.ts";
import { findMemberByEmail } from "#app/server/repositories/members.server.ts";
import { checkReservationParty } from "#app/server/services/booking-steps.server.ts";
import { type CreateQuoteResult, createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote, type ReserveResult } from "#app/server/services/reserve.server.ts";
import { type SearchResult, searchAvailability } from "#app/server/services/search.server.ts";
import { issueDeskReference, referenceUrl } from "#app/server/services/inbox/desk-references.server.ts";
import { audit, requireAllowed } from "#app/server/services/staff/staff-access.server.ts";
import type { DriverDraft } from "#app/shared/booking/driver-schema.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { type DoNotRentMatch, checkDoNotRent } from "./do-not-rent.server.ts";
import { cashDayClosed } from "./till-lock.server.ts";
import { deskBalanceOf } from "./desk-payment.server.ts";

/**
 * The desk books from now on: no lead time (the site's is two hours), and a walk-in keeps the slot
 * its page showed for up to half an hour after it began (the form is filled while the customer waits).
 */
export const DESK_LEAD_MINUTES = -30;
const SLOT_MS = 30 * 60_000;

/** A walk-in's pick-up: now, on the next half-hour slot (the search's grid). */
export function walkInPickup(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / SLOT_MS) * SLOT_MS);
}

/**
 * The walk-in slot the page showed (`shown`, ISO), kept when the form is posted: on the grid, not
 * after this moment's slot, and begun at most half an hour ago; else this moment's slot. So the
 * booking has the pick-up and price the agent read out, not the next slot's.
 */
export function keptWalkInPickup(shown: string | null, now: Date): Date {
  const current = walkInPickup(now);
  const at = shown ? new Date(shown) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() % SLOT_MS !== 0) return current;
  const earliest = now.getTime() + DESK_LEAD_MINUTES * 60_000;
  return at.getTime() <= current.getTime() && at.getTime() >= earliest ? at : current;
}

export type DeskSearchInput = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
  campaignCode?: string | null;
  /** A member's e-mail: the member's prices, and the booking goes to their account. */
  memberEmail?: string | null;
};

/** The channel of a booking this person makes: the call centre books by phone, the rest at the desk. */
export const channelOf = (actor: StaffActor) => (actor.role === "call_centre" ? "phone" : "desk");

/** Who may make a booking at this pick-up office (office agents for their own offices). */
function requireMayBook(actor: StaffActor, pickupOfficeId: number): void {
  requireAllowed(actor, "reservation.create");
  requireAllowed(actor, "reservation.create", [pickupOfficeId]);
}

async function memberOf(db: Db, email: string | null | undefined): Promise<string | null> {
  if (!email || email.trim() === "") return null;
  const member = await findMemberByEmail(db, email);
  return member && !member.endedAt ? member.id : null;
}

export type DeskSearchResult =
  | (Extract<SearchResult, { ok: true }> & {
      memberId: string | null;
      /** The free cars of each model for this window (plate), for "this car". */
      units: Map<number, { unitId: number; plate: string }[]>;
    })
  | Exclude<SearchResult, { ok: true }>;

/** The site's search with the desk's lead time; the free cars of each model besides. */
export async function deskSearch(
  db: Db,
  actor: StaffActor,
  input: DeskSearchInput,
  now: Date,
): Promise<DeskSearchResult> {
  requireMayBook(actor, input.pickupOfficeId);
  const memberId = await memberOf(db, input.memberEmail);
  const found = await searchAvailability(
    db,
    { ...input, campaignCode: input.campaignCode ?? null },
    { now, memberId, minLeadMinutes: DESK_LEAD_MINUTES },
  );
  if (!found.ok) return found;
  const units = new Map<number, { unitId: number; plate: string }[]>();
  for (const m of found.models) {
    const free = await listFeasibleUnits(db, { ...input, now }, m.model.id);
    units.set(
      m.model.id,
      free.map((u) => ({ unitId: u.unitId, plate: u.plate })),
    );
  }
  return { ...found, memberId, units };
}

export type DeskBookingInput = DeskSearchInput & {
  modelId: number;
  unitId?: number | null;
  assuranceCode?: string | null;
  assuranceAddOnCodes?: readonly string[];
  kmPackageCode?: string | null;
  extras?: readonly { code: string; quantity: number }[];
  /** The customer's language: the e-mails and the payment page speak it. */
  customerLang: Lang;
  driver: DriverDraft;
  payment: DeskBookingChoice;
  /** The POS slip's authorisation number (office terminal only). */
  posAuthorisation?: string | null;
  /** The form's key (a UUID): one reservation per form, however often it is posted. */
  key: string;
  publicUrl: string;
};

export type DeskBooked = {
  number: string;
  totalKurus: number;
  paymentChoice: DeskBookingChoice;
  replayed: boolean;
  /** The payment link (choice "link"): shown as a QR code and e-mailed. */
  link: { reference: string; url: string; amountKurus: number } | null;
};

export type DeskBookingResult =
  | { ok: true; booked: DeskBooked }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string[]> }
  | { ok: false; reason: "doNotRent"; matches: DoNotRentMatch[] }
  | { ok: false; reason: "quote"; quote: Exclude<CreateQuoteResult, { ok: true }> }
  | { ok: false; reason: "reserve"; reserve: Exclude<ReserveResult, { ok: true }> }
  | { ok: false; reason: "paymentNotAllowed" }
  /** Cash for an office whose drawer was counted and closed for today (decision 0075). */
  | { ok: false; reason: "dayClosed" };

/** Rolls the booking back from inside its transaction: the office's day is closed for cash. */
class CashDayClosed extends Error {
  constructor() {
    super("cash day closed");
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POS_RE = /^[A-Z0-9]{4,12}$/;

/** Reads a POS slip's authorisation number as printed ("12 34 56" -> "123456"); null when not one. */
export function normalisePosAuthorisation(value: string | null | undefined): string | null {
  const v = (value ?? "").toUpperCase().replace(/[\s-]/g, "");
  return POS_RE.test(v) ? v : null;
}

async function answerFor(
  db: Db,
  actor: StaffActor,
  r: ReservationRow,
  choice: DeskBookingChoice,
  replayed: boolean,
  publicUrl: string,
  now: Date,
): Promise<DeskBooked> {
  let link: DeskBooked["link"] = null;
  if (choice === "link") {
    // Issuing is idempotent (the live reference is returned): a repeat shows the same link.
    const issued = await issueDeskReference(
      db,
      actor,
      { reservationNumber: r.number, email: !replayed, publicUrl },
      { now },
    );
    if (issued.ok) {
      await setDeskBookingReference(db, r.id, issued.reference.id);
      link = {
        reference: issued.reference.number,
        url: referenceUrl(publicUrl, r.lang, issued.reference.number),
        amountKurus: issued.reference.amountKurus,
      };
    }
  }
  return { number: r.number, totalKurus: r.totalKurus, paymentChoice: choice, replayed, link };
}

export async function bookAtDesk(
  db: Db,
  actor: StaffActor,
  input: DeskBookingInput,
  options: { now?: Date } = {},
): Promise<DeskBookingResult> {
  const now = options.now ?? new Date();
  requireMayBook(actor, input.pickupOfficeId);
  if (!UUID.test(input.key)) return { ok: false, reason: "invalid", fieldErrors: { key: ["deskBooking.errors.key"] } };
  // Money at the counter needs someone at that counter; a link needs payment.reference.
  const counter = input.payment === "cash" || input.payment === "card_terminal";
  if (counter && !allows(actor, "payment.desk", [input.pickupOfficeId]))
    return { ok: false, reason: "paymentNotAllowed" };
  if (input.payment === "link" && !allows(actor, "payment.reference", [input.pickupOfficeId])) {
    return { ok: false, reason: "paymentNotAllowed" };
  }
  const pos = input.payment === "card_terminal" ? normalisePosAuthorisation(input.posAuthorisation) : null;
  if (input.payment === "card_terminal" && !pos) {
    return { ok: false, reason: "invalid", fieldErrors: { posAuthorisation: ["deskBooking.errors.pos"] } };
  }

  // A repeat of a form that already booked: its reservation, whatever was typed since.
  const earlier = await findReservationByDraft(db, input.key);
  if (earlier) {
    const desk = await findDeskBooking(db, earlier.id);
    return {
      ok: true,
      booked: await answerFor(db, actor, earlier, desk?.paymentChoice ?? input.payment, true, input.publicUrl, now),
    };
  }

  const party = checkReservationParty(input.driver, {
    minAge: 0,
    licenceYears: 0,
    pickUpDate: istanbulDate(input.pickupAt),
    today: istanbulDate(now),
  });
  if (!party.ok) return { ok: false, reason: "invalid", fieldErrors: party.fieldErrors };
  const person = {
    tckn: party.driver.tckn ?? null,
    passport: party.driver.passport ?? null,
    email: party.driver.email,
    phone: party.driver.phone,
  };
  const listed = await checkDoNotRent(db, person);
  if (listed.listed) return { ok: false, reason: "doNotRent", matches: listed.matches };

  const memberId = await memberOf(db, input.memberEmail);
  const quoted = await createQuote(
    db,
    {
      pickupOfficeId: input.pickupOfficeId,
      dropoffOfficeId: input.dropoffOfficeId,
      pickupAt: input.pickupAt,
      returnAt: input.returnAt,
      modelId: input.modelId,
      assuranceCode: input.assuranceCode ?? null,
      assuranceAddOnCodes: input.assuranceAddOnCodes ?? [],
      kmPackageCode: input.kmPackageCode ?? null,
      extras: input.extras ?? [],
      campaignCode: input.campaignCode ?? null,
      memberId,
      lang: input.customerLang,
    },
    { now, minLeadMinutes: DESK_LEAD_MINUTES },
  );
  if (!quoted.ok) return { ok: false, reason: "quote", quote: quoted };

  await ensureDeskDraft(db, input.key, actor.id, now, new Date(now.getTime() + 24 * 3_600_000));
  const channel = channelOf(actor);
  let reserved: ReserveResult;
  try {
    reserved = await reserveFromQuote(
      db,
      {
        quoteId: quoted.quote.id,
        driver: party.driver,
        billing: party.billing,
        paymentType: "office",
        flightNumber: null,
        lang: input.customerLang,
        memberId,
        draftId: input.key,
        channel,
        createdByStaff: { id: actor.id, name: actor.name },
        unitId: input.unitId ?? null,
      },
      {
        now,
        // In the reservation's own transaction: the money taken and what records it commit together.
        onReserved: async (tx, summary) => {
          let deskPaymentId: string | null = null;
          // Cash goes into the office's drawer: under the till's shared lock, and never into a day
          // already counted and closed (the close would not see it). The card terminal is not cash.
          if (input.payment === "cash" && (await cashDayClosed(tx, summary.id, now))) throw new CashDayClosed();
          if (counter) {
            const paid = await insertDeskPayment(tx, {
              reservationId: summary.id,
              amountKurus: summary.totalKurus,
              method: input.payment === "cash" ? "cash" : "card_terminal",
              idempotencyKey: `booking-${input.key}`,
              staffId: actor.id,
              staffName: actor.name,
              takenAt: now,
            });
            if (!paid.ok) throw new Error("desk booking payment key reused");
            deskPaymentId = paid.row.id;
            // A 30+ day rental paid in full at the counter: every month is paid (decision 0130).
            await markMonthsPaidAtDesk(tx, { id: summary.id, paymentType: "office" }, paid.row.id, now);
          }
          await insertDeskBooking(tx, {
            reservationId: summary.id,
            idempotencyKey: input.key,
            paymentChoice: input.payment,
            posAuthorisation: pos,
            deskPaymentId,
            staffId: actor.id,
            staffName: actor.name,
            createdAt: now,
          });
          await audit(tx, actor, {
            action: "reservation.create",
            entityType: "reservation",
            entityId: summary.id,
            officeIds: [input.pickupOfficeId, input.dropoffOfficeId],
            after: {
              number: summary.number,
              channel,
              totalKurus: summary.totalKurus,
              payment: input.payment,
              ...(counter ? { paidKurus: summary.totalKurus } : {}),
              ...(pos ? { posAuthorisation: pos } : {}),
            },
            note: summary.number,
          });
        },
      },
    );
  } catch (error) {
    if (error instanceof CashDayClosed) return { ok: false, reason: "dayClosed" };
    throw error;
  }
  if (!reserved.ok) {
    if (reserved.reason === "refused") {
      const again = await checkDoNotRent(db, person);
      return { ok: false, reason: "doNotRent", matches: again.listed ? again.matches : [] };
    }
    return { ok: false, reason: "reserve", reserve: reserved };
  }
  const row = await findReservationByDraft(db, input.key);
  if (!row) throw new Error(`desk booking ${reserved.reservation.number} not found`);
  const desk = await findDeskBooking(db, row.id);
  return {
    ok: true,
    booked: await answerFor(
      db,
      actor,
      row,
      desk?.paymentChoice ?? input.payment,
      reserved.replayed,
      input.publicUrl,
      now,
    ),
  };
}

// ----------------------------------------------------------------------------------------------
// What the booking page needs besides the search: offices, a model's options, the booked result.

/** The offices this person may book at (office agents: their own), by name. */
export async function deskBookingOffices(
  db: Db,
  actor: StaffActor,
  lang: Lang,
): Promise<Array<{ id: number; name: string }>> {
  requireAllowed(actor, "reservation.create");
  const all = await deskOffices(db, lang);
  return all.filter((o) => allows(actor, "reservation.create", [o.id]));
}

/** Every office (a return may be anywhere), by name. */
export function deskAllOffices(db: Db, lang: Lang) {
  return deskOffices(db, lang);
}

/**
 * The packages, KM packages and extras the site offers for a class, in the page's language, and the
 * deposit-free package's daily price where the pick-up office offers it for the class (decision 0125).
 */
export async function deskBookingOptions(db: Db, actor: StaffActor, classId: number, lang: Lang, officeId: number) {
  requireAllowed(actor, "reservation.create", [officeId]);
  const [options, depositFreeDailyKurus] = await readTogether(db, [
    () => listBookingOptions(db, classId, lang),
    () => findDepositFreePrice(db, officeId, classId),
  ]);
  return { ...options, depositFreeDailyKurus };
}

export type DeskBookedView = {
  number: string;
  status: ReservationRow["status"];
  channel: ReservationRow["channel"];
  driverName: string;
  email: string;
  totalKurus: number;
  owedKurus: number;
  paidKurus: number;
  paymentChoice: DeskBookingChoice | null;
  posAuthorisation: string | null;
  link: { reference: string; url: string; state: string; qr: { size: number; path: string } } | null;
};

/** A booking just made, as the desk shows it after the post (and when it reloads to see it paid). */
export async function deskBookedView(
  db: Db,
  actor: StaffActor,
  number: string,
  publicUrl: string,
): Promise<DeskBookedView | null> {
  requireAllowed(actor, "reservation.read");
  const r = await findReservationByNumber(db, number.trim().toUpperCase());
  if (!r) return null;
  requireAllowed(actor, "reservation.read", [r.pickupOfficeId, r.dropoffOfficeId]);
  // Paid counts the desk's money too (cash or the terminal at booking), as the payment page does.
  const [desk, balance] = await readTogether(db, [() => findDeskBooking(db, r.id), () => deskBalanceOf(db, r)]);
  let link: DeskBookedView["link"] = null;
  if (desk?.paymentReferenceId) {
    const ref = await findPaymentReferenceById(db, desk.paymentReferenceId);
    if (ref) {
      const url = referenceUrl(publicUrl, r.lang, ref.number);
      link = { reference: ref.number, url, state: ref.status, qr: qrPath(url) };
    }
  }
  return {
    number: r.number,
    status: r.status,
    channel: r.channel,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    email: r.driver.email,
    totalKurus: r.totalKurus,
    owedKurus: balance.owedKurus,
    paidKurus: balance.paidKurus,
    paymentChoice: desk?.paymentChoice ?? null,
    posAuthorisation: desk?.posAuthorisation ?? null,
    link,
  };
}

/** A QR code of `text` as one SVG path (a 1-unit square per dark module), with a 2-module margin. */
export function qrPath(text: string): { size: number; path: string } {
  const grid = encodeQR(text, "raw", { ecc: "medium", border: 2 });
  let path = "";
  grid.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size: grid.length, path };
}
