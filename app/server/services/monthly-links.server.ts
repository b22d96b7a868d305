// The job that e-mails each later month of a monthly rental its own payment link (docs/decisions/
// 0122): a /sanal-odeme reference for that month's amount, issued 5 days before the month starts,
// once across the cluster (the row is marked in the e-mail's transaction; one month per reference).
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { monthLinkEmail } from "#app/server/email/month-link-email.server.ts";
import { listDueMonthLinks, markMonthLinkSent } from "#app/server/repositories/monthly-rentals.server.ts";
import { findReservationById } from "#app/server/repositories/reservations.server.ts";
import { runTx } from "./payment-common.server.ts";
import { referenceUrl } from "./inbox/desk-references.server.ts";
import { issuePaymentReference } from "./payment-references.server.ts";

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
