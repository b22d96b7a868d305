// Monthly rental (issue 31 item 5, docs/decisions/0121 and 0122): the payment schedule is written
// with the reservation (same transaction, one row per month, unique); month 1 is paid at booking
// (card by 3-D Secure, or at the office); each later month gets its own payment link, e-mailed by
// the job in monthly-links.server.ts. What the customer and the staff see of it is `monthlyPlan`.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { isMonthlyRental, kmPerMonth, monthlySchedule } from "#app/domain/rental/monthly-plan.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { MonthlyPaymentsView } from "#app/shared/reservations/monthly-payments.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  firstMonthKurus,
  insertRentalMonths,
  listRentalMonths,
} from "#app/server/repositories/monthly-rentals.server.ts";

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
  const ended =
    reservation.status === "cancelled" || reservation.status === "expired" || reservation.status === "payment_failed";
  return rows.map((r) => {
    let state: MonthState;
    if (r.month === 1) {
      if (reservation.paymentType === "office") state = ended ? "closed" : "atOffice";
      else
        state =
          reservation.status === "pending_payment" || ended ? (ended ? "closed" : "dueAtBooking") : "paidAtBooking";
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
