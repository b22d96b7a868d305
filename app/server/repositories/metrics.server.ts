// Business counts for /metrics, read from the database at scrape time so every app server reports
// the same figures for the whole cluster (docs/decisions/0025). Grouped counts only: no row data.
import { sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { outbox, paymentCallbacks, payments, reservations } from "#app/server/db/schema.ts";

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
