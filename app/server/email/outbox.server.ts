// E-mail through the outbox: enqueueEmail writes the row in the caller's transaction, so the
// message exists exactly when the change it announces was committed; deliverOutbox sends it.
import type { Db } from "../db/client.server.ts";
import {
  claimDueOutboxRows,
  insertOutboxRow,
  markOutboxAttemptFailed,
  markOutboxSent,
} from "../repositories/outbox.server.ts";
import type { EmailMessage, EmailTransport } from "./message.server.ts";

/** After this many failed attempts a row is marked failed and left for a person to look at. */
export const MAX_EMAIL_ATTEMPTS = 6;
/** A claimed row is invisible to other workers this long; a crashed worker's rows come back after it. */
export const CLAIM_LEASE_SECONDS = 300;

/** 1, 2, 4, 8, 16 minutes after the 1st..5th failure. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export async function enqueueEmail(tx: Db, message: EmailMessage, now: Date = new Date()): Promise<number> {
  return insertOutboxRow(tx, "email", message, now);
}

export type DeliveryReport = { sent: number; retried: number; failed: number };

/** The error text kept on the row: the SMTP reply, never the message or its recipient. */
function describe(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
    return [e.code, e.responseCode, typeof e.message === "string" ? e.message.replace(/\S+@\S+/g, "<address>") : ""]
      .filter((x) => x !== undefined && x !== "")
      .join(" ");
  }
  return String(error);
}

/**
 * Sends due rows (oldest first) until none is left or `limit` is reached. Each row is claimed by
 * one worker only (FOR UPDATE SKIP LOCKED); failures back off exponentially, then mark it failed.
 */
export async function deliverOutbox(
  db: Db,
  transport: EmailTransport,
  now: Date = new Date(),
  options: { batch?: number; limit?: number } = {},
): Promise<DeliveryReport> {
  const batch = options.batch ?? 10;
  const limit = options.limit ?? 100;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  let handled = 0;
  while (handled < limit) {
    const rows = await claimDueOutboxRows(db, now, Math.min(batch, limit - handled), CLAIM_LEASE_SECONDS);
    if (rows.length === 0) break;
    for (const row of rows) {
      handled += 1;
      try {
        await transport.send(row.payload as EmailMessage);
        await markOutboxSent(db, row.id, now);
        report.sent += 1;
      } catch (error) {
        const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
        await markOutboxAttemptFailed(
          db,
          row.id,
          describe(error),
          giveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
        );
        if (giveUp) report.failed += 1;
        else report.retried += 1;
      }
    }
  }
  return report;
}
