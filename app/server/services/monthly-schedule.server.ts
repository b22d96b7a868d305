// Monthly rental (issue 31 item 5, docs/decisions/0121 and 0122): the payment schedule is written
// with the reservation (same transaction, one row per month, unique); month 1 is paid at booking
// (card by 3-D Secure, or at the office); each later month gets its own payment link, e-mailed by
// the job in monthly-links.server.ts. What the customer and the staff see of it is `monthlyPlan`.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { isMonthlyRental, kmPerMonth, monthlySchedule } from "#app/domain/rental/monthly-plan.ts";
import {
  type DocumentMonth,
  documentMonthState,
  type MonthState,
  monthState,
} from "#app/domain/rental/monthly-documents.ts";
import { type DeskMoney, type DeskMonth, monthsCoveredAtDesk, openForMonth } from "#app/domain/rental/desk-months.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { MonthlyPaymentsView } from "#app/shared/reservations/monthly-payments.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listDeskPayments } from "#app/server/repositories/desk.server.ts";
import {
  firstMonthKurus,
  insertRentalMonths,
  listRentalMonths,
  markMonthPaidAtDesk,
} from "#app/server/repositories/monthly-rentals.server.ts";
import { closeReference } from "#app/server/repositories/reservation-payments.server.ts";

/** Writes the schedule of a 30+ day reservation in the caller's transaction; nothing for shorter ones. */
export async function recordMonthlySchedule(
  tx: Db,
  reservationId: string,
  input: { pickupAt: Date; days: number; totalKurus: number; kmAllowance: number | "unlimited" },
): Promise<void> {
  if (!isMonthlyRental(input.days)) return;
  const months = monthlySchedule({
    pickUpDate: istanbulDate(input.pickupAt),
    days: input.days,
    totalKurus: input.totalKurus,
    kmAllowance: input.kmAllowance,
  });
  await insertRentalMonths(tx, reservationId, months);
}

/** What is charged by card at booking: month 1 of a monthly rental, else the whole total. */
export async function amountDueAtBooking(db: Db, reservation: { id: string; totalKurus: number }): Promise<number> {
  return (await firstMonthKurus(db, reservation.id)) ?? reservation.totalKurus;
}

/** A monthly rental's months as the desk's money pays them, and the desk's payments (decision 0138). */
async function deskMonthsOf(tx: Db, reservation: { id: string; paymentType: "office" | "card" }) {
  const rows = await listRentalMonths(tx, reservation.id);
  const months: DeskMonth[] = rows.map((m) => ({
    month: m.month,
    amountKurus: Number(m.amountKurus),
    // Month 1 of a card booking (charged at booking) and months paid by their link are paid otherwise.
    paidOtherwise: (m.month === 1 && reservation.paymentType === "card") || m.referenceStatus === "paid",
  }));
  const payments: DeskMoney[] = (await listDeskPayments(tx, reservation.id)).map((p) => ({
    amountKurus: Number(p.amountKurus),
    forMonth: p.forMonth ?? null,
  }));
  return { rows, months, payments };
}

/**
 * The months a desk payment may be taken for (decision 0138): not paid otherwise nor at the desk,
 * each with what may still be taken for it. Empty for a rental without a schedule.
 */
export async function openDeskMonths(
  db: Db,
  reservation: { id: string; paymentType: "office" | "card" },
): Promise<{ month: number; startsOn: string; days: number; openKurus: number }[]> {
  const { rows, months, payments } = await deskMonthsOf(db, reservation);
  return rows.flatMap((m) => {
    const openKurus = m.paidAt ? null : openForMonth(months, payments, m.month);
    return openKurus === null ? [] : [{ month: m.month, startsOn: m.startsOn, days: m.days, openKurus }];
  });
}

/**
 * After a desk payment (decisions 0130, 0138), in its transaction: the desk's money (every desk
 * payment of the reservation, this one included) pays the months not paid otherwise: a payment
 * taken for a chosen month pays that month, the rest pays the open months oldest first; each month
 * it now covers in full is marked paid by `deskPaymentId`, once (a repeat marks nothing), and its
 * open payment link is closed so it cannot be paid a second time. Returns the months marked.
 */
export async function markMonthsPaidAtDesk(
  tx: Db,
  reservation: { id: string; paymentType: "office" | "card" },
  deskPaymentId: string,
  at: Date,
): Promise<number[]> {
  const { rows, months, payments } = await deskMonthsOf(tx, reservation);
  if (rows.length === 0) return [];
  const covered = new Set(monthsCoveredAtDesk(months, payments));
  const marked: number[] = [];
  for (const m of rows) {
    if (!covered.has(m.month) || m.paidAt) continue;
    if (!(await markMonthPaidAtDesk(tx, m.id, deskPaymentId, at))) continue;
    marked.push(m.month);
    if (m.paymentReferenceId && m.referenceStatus === "open")
      await closeReference(tx, m.paymentReferenceId, "cancelled");
  }
  return marked;
}

/**
 * What of a monthly rental's total belongs to months after month 1 that are not paid yet: not
 * owed at pick-up (each is paid when it starts, decision 0130). 0 for a shorter rental.
 */
export async function laterMonthsUnpaidKurus(db: Db, reservationId: string): Promise<number> {
  const rows = await listRentalMonths(db, reservationId);
  return rows
    .filter((m) => m.month > 1 && !m.paidAt && m.referenceStatus !== "paid")
    .reduce((sum, m) => sum + Number(m.amountKurus), 0);
}

export type { MonthState };

export type MonthView = {
  month: number;
  startsOn: string;
  dueOn: string;
  linkOn: string | null;
  days: number;
  amountKurus: number;
  /** Null = unlimited. */
  kmAllowance: number | null;
  state: MonthState;
  referenceNumber: string | null;
};

/** A reservation's monthly payments for the lookup, the member area and the staff page; null when it has none. */
export async function monthlyPlan(
  db: Db,
  reservation: { id: string; status: string; paymentType: "office" | "card" },
): Promise<MonthView[] | null> {
  const rows = await listRentalMonths(db, reservation.id);
  if (rows.length === 0) return null;
  return rows.map((r) => {
    const state = monthState(r, reservation);
    return {
      month: r.month,
      startsOn: r.startsOn,
      dueOn: r.dueOn,
      linkOn: r.linkOn,
      days: r.days,
      amountKurus: Number(r.amountKurus),
      kmAllowance: r.kmAllowance,
      state,
      referenceNumber: r.referenceNumber,
    };
  });
}

/** The months as the e-mail, the receipt and the agreement list them (decision 0130); null for a shorter rental. */
export async function documentMonths(
  db: Db,
  reservation: { id: string; status: string; paymentType: "office" | "card" },
): Promise<DocumentMonth[] | null> {
  const plan = await monthlyPlan(db, reservation);
  return (
    plan?.map((m) => ({
      month: m.month,
      startsOn: m.startsOn,
      days: m.days,
      amountKurus: m.amountKurus,
      kmAllowance: m.kmAllowance,
      state: documentMonthState(m.state),
      linkOn: m.state === "scheduled" ? m.linkOn : null,
    })) ?? null
  );
}

/** The schedule as the lookup, the member area and the staff page show it; null for a shorter rental. */
export async function monthlyPaymentsView(
  db: Db,
  reservation: { id: string; status: string; paymentType: "office" | "card"; totalKurus: number; rentalDays: number },
  lang: Lang,
): Promise<MonthlyPaymentsView | null> {
  const plan = await monthlyPlan(db, reservation);
  if (!plan) return null;
  const date = (d: string) => formatLocalDateTime(d, lang);
  const kmTotal = plan.every((m) => m.kmAllowance !== null) ? plan.reduce((s, m) => s + (m.kmAllowance ?? 0), 0) : null;
  const perMonth = kmTotal === null ? null : kmPerMonth(kmTotal, reservation.rentalDays);
  return {
    total: formatTl(
      plan.reduce((s, m) => s + m.amountKurus, 0),
      lang,
    ),
    kmPerMonth: typeof perMonth === "number" ? formatKm(perMonth, lang) : null,
    rows: plan.map((m) => ({
      month: m.month,
      period: `${date(m.startsOn)} – ${date(addDays(m.startsOn, m.days - 1))}`,
      days: m.days,
      due: date(m.dueOn),
      linkOn: m.state === "scheduled" && m.linkOn ? date(m.linkOn) : null,
      amount: formatTl(m.amountKurus, lang),
      km: m.kmAllowance === null ? null : formatKm(m.kmAllowance, lang),
      state: m.state,
      reference: m.referenceNumber,
    })),
  };
}
