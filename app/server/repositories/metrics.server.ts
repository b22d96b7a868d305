// Business counts for /metrics, read from the database at scrape time so every app server reports
// the same figures for the whole cluster (docs/decisions/0025). Grouped counts only: no row data.
import { sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cancellationRequests,
  jobLeases,
  outbox,
  paymentCallbacks,
  payments,
  reservations,
} from "#app/server/db/schema.ts";

export type LabelledCount = { label: string; count: number };

async function grouped(query: Promise<Array<{ label: string | null; count: number | string }>>) {
  const rows = await query;
  return rows.map((r): LabelledCount => ({ label: r.label ?? "", count: Number(r.count) }));
}

/** Reservations by status (pending_payment, confirmed, active, ...). */
export function countReservationsByStatus(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({ label: reservations.status, count: sql<number>`count(*)::int` })
      .from(reservations)
      .groupBy(reservations.status),
  );
}

/** Card payment attempts by outcome (initiated, approved, declined, error, refunded, voided, ...). */
export function countPaymentsByStatus(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({ label: payments.status, count: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.status),
  );
}

/** Genuine bank callbacks taken, by the verdict they carried. */
export function countPaymentCallbacksByVerdict(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({ label: paymentCallbacks.verdict, count: sql<number>`count(*)::int` })
      .from(paymentCallbacks)
      .groupBy(paymentCallbacks.verdict),
  );
}

/** E-mails in the outbox by delivery status (pending, sent, failed). */
export function countEmailsByStatus(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({ label: outbox.status, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.kind} = 'email'`)
      .groupBy(outbox.status),
  );
}

// Operations (docs/decisions/0071, deploy/prometheus/alerts.yaml): ages and backlogs the alerts watch.

/** Seconds since the oldest e-mail still pending in the outbox was queued (0 when none is). */
export async function oldestPendingEmailSeconds(db: Db): Promise<number> {
  const rows = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(sql`${outbox.kind} = 'email' and ${outbox.status} = 'pending'`);
  return Number(rows[0]?.seconds ?? 0);
}

/** Card attempts still "initiated" after `olderThanMs`: the stale-payment job should have settled them. */
export async function countStalePayments(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      sql`${payments.status} = 'initiated' and ${payments.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
    );
  return Number(rows[0]?.count ?? 0);
}

/** Cancellation refunds by state (none, pending, refunded, failed: the bank said no, unknown: no answer). */
export function countCancellationRefundsByState(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({ label: cancellationRequests.refundState, count: sql<number>`count(*)::int` })
      .from(cancellationRequests)
      .where(sql`${cancellationRequests.refundState} is not null`)
      .groupBy(cancellationRequests.refundState),
  );
}

/** Seconds each background job is past its next run (0 when on time): a job no server runs any more grows. */
export function jobLagSeconds(db: Db): Promise<LabelledCount[]> {
  return grouped(
    db
      .select({
        label: jobLeases.name,
        count: sql<number>`greatest(0, extract(epoch from now() - ${jobLeases.nextRunAt}))::float8`,
      })
      .from(jobLeases),
  );
}
