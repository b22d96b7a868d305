// The desk's reading side (decision 0035): Today, reservation search and one reservation's whole story.
// Each use case checks `reservation.read` first; lists keep to the person's offices (officeFilter)
// and the story refuses a reservation that touches none of them (StaffAccessDenied -> 403).
import { readTogether } from "#app/server/db/reads.server.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { normalizeReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { allows, officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { formatIstanbulLocal, istanbulDate, startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { BillingJson, DriverJson } from "#app/server/db/schema.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { officeNames, staffNamesOf } from "#app/server/repositories/staff.server.ts";
import {
  cancellationRequestsOf,
  emailsAbout,
  eventsOf,
  findDeskReservation,
  openCancellationRequests,
  overdue,
  paymentsOf,
  pickupsBetween,
  requestsSince,
  returnsBetween,
  searchDeskReservations,
  SEARCH_LIMIT,
  waitingPayments,
  type DeskReservationRow,
} from "#app/server/repositories/desk-reservations.server.ts";
import { balanceOf } from "#app/server/services/payment-references.server.ts";
import { deskBalanceOf } from "#app/server/services/desk/desk-payment.server.ts";
import { requireAllowed } from "./staff-access.server.ts";
import type { DeskListItem } from "#app/shared/desk/desk-list-item.ts";
import type { StoryEntry } from "#app/shared/staff/reservation-story.ts";

/** "21.11.2026 10:30" in Istanbul time (the desk shows every time this way, both languages). */
export function deskTime(instant: Date): string {
  const [date = "", time = ""] = formatIstanbulLocal(instant).split("T");
  const [y, m, d] = date.split("-");
  return `${d}.${m}.${y} ${time}`;
}

function listItem(row: DeskReservationRow, lang: Lang): DeskListItem {
  return {
    number: row.number,
    status: row.status,
    paymentType: row.paymentType,
    driverName: row.driverName,
    pickupAt: deskTime(row.pickupAt),
    returnAt: deskTime(row.returnAt),
    pickupOffice: lang === "tr" ? row.pickupOffice.nameTr : row.pickupOffice.nameEn,
    dropoffOffice: lang === "tr" ? row.dropoffOffice.nameTr : row.dropoffOffice.nameEn,
    plate: row.plate,
    car: row.car,
    total: formatTl(row.totalKurus, lang),
    flightNumber: row.flightNumber,
  };
}

// ---------------------------------------------------------------------------------------------
// Today

export type TodayView = {
  today: string;
  /** Names of the person's offices, or null for every office. */
  offices: string[] | null;
  /** The offices the person may narrow Today to (empty when they see only one). */
  officeChoices: Array<{ id: number; name: string }>;
  /** The office Today is narrowed to, or null for all of the person's offices. */
  officeId: number | null;
  pickupsToday: DeskListItem[];
  pickupsTomorrow: DeskListItem[];
  returnsToday: DeskListItem[];
  returnsTomorrow: DeskListItem[];
  overdue: DeskListItem[];
  cancellationRequests: Array<{ id: string; number: string; driverName: string; requestedAt: string; refund: string }>;
  waitingPayments: Array<{
    number: string;
    driverName: string;
    kind: "reference" | "card";
    amount: string;
    since: string;
  }>;
  /** Requests received in the last 24 hours (null when the person does not handle requests). */
  newRequests: { contact: number; fleet: number; job: number } | null;
};

const laterOf = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/** The first screen of an office: today's and tomorrow's work at the person's offices. */
export async function todayForDesk(
  db: Db,
  actor: StaffActor,
  now: Date,
  lang: Lang,
  /** One of the person's offices to narrow the day to (the office filter, decision 0082). */
  officeId?: number,
): Promise<TodayView> {
  requireAllowed(actor, "reservation.read", officeId === undefined ? undefined : [officeId]);
  const reach = officeFilter(actor);
  const offices = officeId === undefined ? reach : [officeId];
  const today = istanbulDate(now);
  const startToday = startOfIstanbulDay(today);
  const startTomorrow = startOfIstanbulDay(addDays(today, 1));
  const startAfter = startOfIstanbulDay(addDays(today, 2));
  const [pickupsToday, pickupsTomorrow, returnsToday, returnsTomorrow, late, cancellations, waiting] =
    await readTogether(db, [
      // What is already late today shows once, under "overdue".
      () => pickupsBetween(db, laterOf(startToday, now), startTomorrow, offices),
      () => pickupsBetween(db, startTomorrow, startAfter, offices),
      () => returnsBetween(db, laterOf(startToday, now), startTomorrow, offices),
      () => returnsBetween(db, startTomorrow, startAfter, offices),
      () => overdue(db, now, offices),
      () => (allows(actor, "cancellation.decide") ? openCancellationRequests(db, offices) : Promise.resolve([])),
      () => waitingPayments(db, now, offices),
    ]);
  const seesRequests = allows(actor, "request.handle") || allows(actor, "job_application.handle");
  const requests = seesRequests ? await requestsSince(db, new Date(now.getTime() - 24 * 3_600_000)) : null;
  const item = (row: DeskReservationRow) => listItem(row, lang);
  const allOffices = await deskOffices(db, lang);
  const names = offices === null ? null : allOffices;
  const choices = reach === null ? allOffices : allOffices.filter((o) => reach.includes(o.id));
  return {
    today: deskTime(now).slice(0, 10),
    offices: names ? names.filter((o) => offices?.includes(o.id)).map((o) => o.name) : null,
    officeChoices: choices.length > 1 ? choices : [],
    officeId: officeId ?? null,
    pickupsToday: pickupsToday.map(item),
    pickupsTomorrow: pickupsTomorrow.map(item),
    returnsToday: returnsToday.map(item),
    returnsTomorrow: returnsTomorrow.map(item),
    overdue: late.map(item),
    cancellationRequests: cancellations.map((c) => ({
      id: c.id,
      number: c.number,
      driverName: c.driverName,
      requestedAt: deskTime(c.requestedAt),
      refund: formatTl(c.refundKurus, lang),
    })),
    waitingPayments: waiting.map((w) => ({
      number: w.number,
      driverName: w.driverName,
      kind: w.kind,
      amount: formatTl(w.amountKurus, lang),
      since: deskTime(w.since),
    })),
    newRequests: requests
      ? {
          contact: requests.contact,
          fleet: allows(actor, "request.handle") ? requests.fleet : 0,
          job: allows(actor, "job_application.handle") ? requests.job : 0,
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Search

/** Every office by name in the page's language (for the search filter). */
export async function deskOffices(db: Db, lang: Lang): Promise<Array<{ id: number; name: string }>> {
  const rows = await officeNames(db);
  return rows
    .map((o) => ({ id: o.id, name: lang === "tr" ? o.nameTr : o.nameEn }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

export type DeskSearchInput = {
  q?: string | undefined;
  officeId?: number | undefined;
  status?: string | undefined;
  /** Pick-up days (Istanbul), inclusive. */
  fromDay?: string | undefined;
  toDay?: string | undefined;
};

export async function searchReservationsForDesk(
  db: Db,
  actor: StaffActor,
  input: DeskSearchInput,
  lang: Lang,
): Promise<{ items: DeskListItem[]; limited: boolean }> {
  requireAllowed(actor, "reservation.read");
  const rows = await searchDeskReservations(
    db,
    {
      text: input.q,
      number: input.q ? normalizeReservationNumber(input.q) : null,
      officeId: input.officeId,
      status: input.status,
      from: input.fromDay ? startOfIstanbulDay(input.fromDay) : undefined,
      to: input.toDay ? startOfIstanbulDay(addDays(input.toDay, 1)) : undefined,
    },
    officeFilter(actor),
  );
  return { items: rows.map((row) => listItem(row, lang)), limited: rows.length >= SEARCH_LIMIT };
}

// ---------------------------------------------------------------------------------------------
// One reservation's story

// The story's entry type is shared with the page that shows it (app/shared/staff/reservation-story.ts).
export type { StoryEntry };

export type ReservationStory = {
  id: string;
  number: string;
  status: string;
  paymentType: string;
  lang: string;
  createdAt: string;
  /** [pick-up office id, drop-off office id]: what permission checks on this reservation pass. */
  officeIds: [number, number];
  pickup: { office: string; code: string; at: string };
  dropoff: { office: string; code: string; at: string };
  car: string;
  plate: string;
  rentalDays: number;
  driver: DriverJson;
  billing: BillingJson;
  memberId: string | null;
  campaignCode: string | null;
  lines: Array<{
    key: "vehicle" | "discount" | "oneWayFee" | "assurance" | "kmPackage" | "extras" | "payNow";
    amount: string;
  }>;
  /** An airport pick-up's flight number (decision 0055). */
  flightNumber: string | null;
  total: string;
  deposit: string;
  paid: string;
  owed: string;
  story: StoryEntry[];
};

/** The whole story of one reservation, or null when no reservation has this number. */
export async function reservationStoryForDesk(
  db: Db,
  actor: StaffActor,
  typedNumber: string,
  lang: Lang,
): Promise<ReservationStory | null> {
  requireAllowed(actor, "reservation.read");
  const number = normalizeReservationNumber(typedNumber);
  if (!number) return null;
  const found = await findDeskReservation(db, number);
  if (!found) return null;
  const r = found.reservation;
  requireAllowed(actor, "reservation.read", [r.pickupOfficeId, r.dropoffOfficeId]);
  const [events, money, cancellations, emails, auditRows, balance, atDesk] = await readTogether(db, [
    () => eventsOf(db, r.id),
    () => paymentsOf(db, r.id),
    () => cancellationRequestsOf(db, r.id),
    () => emailsAbout(db, r.driver.email, r.number),
    () => auditOf(db, "reservation", r.id),
    () => balanceOf(db, r),
    // What is owed as the payment page counts it: the return's charges in force, and the money
    // taken at the desk (a desk booking paid in cash, the deposit kept at the return) besides online.
    () => deskBalanceOf(db, r),
  ]);
  const cancellationAudit = (
    await readTogether(
      db,
      cancellations.map((c) => () => auditOf(db, "cancellation_request", c.id)),
    )
  ).flat();
  const tl = (kurus: number) => formatTl(kurus, lang);
  // Staff who changed a status or took a payment, by name (the events store "staff:<id>").
  const staffIds = [...events.map((e) => e.actor), ...money.events.map((e) => e.actor)]
    .filter((a) => a.startsWith("staff:"))
    .map((a) => a.slice(6));
  const names = await staffNamesOf(db, [...new Set(staffIds)]);
  const who = (actor: string) => (actor.startsWith("staff:") ? (names.get(actor.slice(6)) ?? actor) : actor);
  const orderOf = new Map(money.payments.map((p) => [p.id, p.orderId]));
  const story: StoryEntry[] = [
    ...events.map((e): StoryEntry => ({
      kind: "status",
      at: deskTime(e.at),
      sort: e.at.getTime(),
      actor: who(e.actor),
      from: e.fromStatus,
      to: e.toStatus,
      note: e.note,
    })),
    ...money.events.map((e): StoryEntry => ({
      kind: "payment",
      at: deskTime(e.at),
      sort: e.at.getTime(),
      actor: who(e.actor),
      event: e.kind,
      status: e.toStatus,
      amount: e.amountKurus === null ? null : tl(e.amountKurus),
      orderId: orderOf.get(e.paymentId) ?? "",
    })),
    ...emails.map((m): StoryEntry => ({
      kind: "email",
      at: deskTime(m.sentAt ?? m.createdAt),
      sort: (m.sentAt ?? m.createdAt).getTime(),
      subject: m.subject,
      status: m.status,
    })),
    ...[...auditRows, ...cancellationAudit].map((a): StoryEntry => ({
      kind: "staff",
      at: deskTime(a.at),
      sort: a.at.getTime(),
      actor: a.actorName,
      role: a.actorRole,
      action: a.action,
      note: a.note,
      before: a.before,
      after: a.after,
    })),
    ...cancellations.map((c): StoryEntry => ({
      kind: "cancellationRequest",
      at: deskTime(c.requestedAt),
      sort: c.requestedAt.getTime(),
      reason: c.reason,
      refund: tl(c.refundKurus),
      status: c.status,
    })),
    ...money.references.map((ref): StoryEntry => ({
      kind: "reference",
      at: deskTime(ref.createdAt),
      sort: ref.createdAt.getTime(),
      number: ref.number,
      amount: tl(ref.amountKurus),
      status: ref.status,
    })),
  ].sort((a, b) => a.sort - b.sort);

  const lines: ReservationStory["lines"] = [{ key: "vehicle", amount: tl(r.vehicleKurus) }];
  if (r.discountKurus !== 0) lines.push({ key: "discount", amount: tl(-Math.abs(r.discountKurus)) });
  if (r.oneWayFeeKurus !== 0) lines.push({ key: "oneWayFee", amount: tl(r.oneWayFeeKurus) });
  if (r.assuranceKurus !== 0) lines.push({ key: "assurance", amount: tl(r.assuranceKurus) });
  if (r.kmPackageKurus !== 0) lines.push({ key: "kmPackage", amount: tl(r.kmPackageKurus) });
  if (r.extrasKurus !== 0) lines.push({ key: "extras", amount: tl(r.extrasKurus) });
  if (r.payNowDiscountKurus !== 0) lines.push({ key: "payNow", amount: tl(-r.payNowDiscountKurus) });
  const live = !["cancelled", "expired", "payment_failed"].includes(r.status);
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    paymentType: r.paymentType,
    lang: r.lang,
    createdAt: deskTime(r.createdAt),
    officeIds: [r.pickupOfficeId, r.dropoffOfficeId],
    pickup: {
      office: lang === "tr" ? found.pickupTr : found.pickupEn,
      code: found.pickupCode,
      at: deskTime(r.pickupAt),
    },
    dropoff: {
      office: lang === "tr" ? found.dropoffTr : found.dropoffEn,
      code: found.dropoffCode,
      at: deskTime(r.returnAt),
    },
    car: `${found.brand} ${found.model}`,
    plate: found.plate,
    rentalDays: r.rentalDays,
    driver: r.driver,
    billing: r.billing,
    memberId: r.memberId,
    campaignCode: r.campaignCode,
    flightNumber: r.flightNumber,
    lines,
    total: tl(r.totalKurus),
    deposit: tl(r.depositKurus),
    paid: tl(balance.paidKurus),
    owed: tl(live ? atDesk.owedKurus : 0),
    story,
  };
}
