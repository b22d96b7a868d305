// Monthly rental (issue 31 item 5, docs/decisions/0121 and 0122): the payment schedule is written
// with the reservation (same transaction, one row per month, unique); month 1 is paid at booking
// (card by 3-D Secure, or at the office); each later month gets its own payment link (a
// /sanal-odeme reference for that month's amount) e-mailed before it is due by a job that runs
// once across the cluster. What the customer and the staff see of it is `monthlyPlan`.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { isMonthlyRental, kmPerMonth, monthlySchedule } from "#app/domain/rental/monthly-plan.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { MonthlyPaymentsView } from "#app/shared/reservations/monthly-payments.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { monthLinkEmail } from "#app/server/email/month-link-email.server.ts";
import {
  firstMonthKurus,
  insertRentalMonths,
  listDueMonthLinks,
  listRentalMonths,
  markMonthLinkSent,
} from "#app/server/repositories/monthly-rentals.server.ts";
import { findReservationById } from "#app/server/repositories/reservations.server.ts";
import { runTx } from "./payment-common.server.ts";
import { referenceUrl } from "./inbox/desk-references.server.ts";
import { issuePaymentReference } from "./payment-references.server.ts";

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

export type MonthState =
  /** Month 1, paid by card at booking. */
  | "paidAtBooking"
  /** Month 1 of a card booking whose payment is not through yet. */
  | "dueAtBooking"
  /** Month 1 of a pay-at-office booking: paid at pick-up. */
  | "atOffice"
  /** A later month whose link was paid. */
  | "paid"
  /** A later month whose link was e-mailed and is open. */
  | "linkSent"
  /** A later month whose link has not gone out yet. */
  | "scheduled"
  /** No longer to be paid (cancelled reservation, link cancelled or run out, nothing owed). */
  | "closed";

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
  const ended = reservation.status === "cancelled" || reservation.status === "expired" || reservation.status === "payment_failed";
  return rows.map((r) => {
    let state: MonthState;
    if (r.month === 1) {
      if (reservation.paymentType === "office") state = ended ? "closed" : "atOffice";
      else state = reservation.status === "pending_payment" || ended ? (ended ? "closed" : "dueAtBooking") : "paidAtBooking";
    } else if (r.referenceStatus === "paid") state = "paid";
    else if (ended) state = "closed";
    else if (r.referenceStatus === "open") state = "linkSent";
    else if (r.linkSentAt) state = "closed";
    else state = "scheduled";
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

/** The schedule as the lookup, the member area and the staff page show it; null for a shorter rental. */
export async function monthlyPaymentsView(
  db: Db,
  reservation: { id: string; status: string; paymentType: "office" | "card"; totalKurus: number; rentalDays: number },
  lang: Lang,
): Promise<MonthlyPaymentsView | null> {
  const plan = await monthlyPlan(db, reservation);
  if (!plan) return null;
  const date = (d: string) => formatLocalDateTime(d, lang);
  const kmTotal = plan.every((m) => m.kmAllowance !== null)
    ? plan.reduce((s, m) => s + (m.kmAllowance ?? 0), 0)
    : null;
  const perMonth = kmTotal === null ? null : kmPerMonth(kmTotal, reservation.rentalDays);
  return {
    total: formatTl(plan.reduce((s, m) => s + m.amountKurus, 0), lang),
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

export type MonthLinkReport = { sent: number; nothingOwed: number; waiting: number };

/**
 * The job: for each later month whose link day has come, issue a payment reference for that
 * month's amount and e-mail its link, once (the row's link_sent_at is set only while still null,
 * in the same transaction as the e-mail; the reference is unique to the month).
 */
export async function sendDueMonthLinks(
  db: Db,
  options: { now?: Date; publicUrl: string; limit?: number },
): Promise<MonthLinkReport> {
  const now = options.now ?? new Date();
  const report: MonthLinkReport = { sent: 0, nothingOwed: 0, waiting: 0 };
  const due = await listDueMonthLinks(db, istanbulDate(now), options.limit ?? 50);
  for (const month of due) {
    const reservation = await findReservationById(db, month.reservationId);
    if (!reservation) continue;
    const ended = !["confirmed", "active", "completed"].includes(reservation.status);
    const issued = !ended
      ? await issuePaymentReference(
          db,
          {
            reservationNumber: reservation.number,
            description: `${reservation.number} ${month.month}. ay / month ${month.month}`,
            amountKurus: Number(month.amountKurus),
            // Open until the month's last day.
            validHours: (month.days + 5) * 24,
          },
          { now },
        )
      : null;
    if (!issued?.ok) {
      // Not handed over yet (still "confirmed" after its pick-up time): asked again on the next run.
      if (!ended && reservation.status === "confirmed") {
        report.waiting++;
        continue;
      }
      // Cancelled, or nothing owed any more (paid ahead): the month needs no link.
      if (await markMonthLinkSent(db, month.id, null, now)) report.nothingOwed++;
      continue;
    }
    const reference = issued.reference;
    await runTx(db, async (tx) => {
      if (!(await markMonthLinkSent(tx, month.id, reference.id, now))) return;
      await enqueueEmail(
        tx,
        monthLinkEmail({
          lang: reservation.lang,
          to: reservation.driver.email,
          driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
          reservationNumber: reservation.number,
          month: month.month,
          startsOn: month.startsOn,
          dueOn: month.dueOn,
          amountKurus: reference.amountKurus,
          url: referenceUrl(options.publicUrl, reservation.lang, reference.number),
        }),
        now,
      );
      report.sent++;
    });
  }
  return report;
}
