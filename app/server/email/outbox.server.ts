// E-mail through the outbox: enqueueEmail writes the row in the caller's transaction, so the
// message exists exactly when the change it announces was committed; deliverOutbox sends it.
import { randomBytes } from "node:crypto";
import type { Db } from "#app/server/db/client.server.ts";
import {
  claimDueOutboxRows,
  insertOutboxRow,
  markOutboxAttemptFailed,
  markOutboxSent,
  renewOutboxClaim,
} from "#app/server/repositories/outbox.server.ts";
import { type EmailAttachment, type EmailMessage, type EmailTransport, outboxMessageId } from "./message.server.ts";

/** After this many failed attempts a row is marked failed and left for a person to look at. */
export const MAX_EMAIL_ATTEMPTS = 6;
/**
 * A claimed row is invisible to other workers this long. The worker renews it just before each
 * message and every third of it while the relay takes its time, so only a worker that stopped
 * (crash, lost database) lets its rows come back to the others.
 */
export const CLAIM_LEASE_MS = 120_000;

/** 1, 2, 4, 8, 16 minutes after the 1st..5th failure. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export async function enqueueEmail(tx: Db, message: EmailMessage, now: Date = new Date()): Promise<number> {
  return insertOutboxRow(tx, "email", message, now);
}

export type DeliveryReport = { sent: number; retried: number; failed: number; lost: number };

export type DeliveryOptions = {
  batch?: number;
  limit?: number;
  /** How long a claim holds a row without renewal (default CLAIM_LEASE_MS). */
  leaseMs?: number;
  /** The domain of the Message-ID (`<outbox.<row id>@domain>`): the site's host name. */
  messageIdDomain?: string;
  /**
   * The time of claims and renewals, and the renewal timer. Default: `now` plus the time spent,
   * and Node's timers; a test passes a clock it moves by hand (a relay that stalls past the lease
   * without waiting for it).
   */
  clock?: DeliveryClock;
  /**
   * Completes an attachment the row names but does not hold (a receipt drawn now, issue 26); an
   * error counts as a failed attempt, retried later like a relay's refusal.
   */
  attach?: (attachment: EmailAttachment) => Promise<EmailAttachment>;
};

export type DeliveryClock = {
  now(): Date;
  /** Calls `callback` after `ms`; the callback may return the promise of the work it started. */
  setTimer(callback: () => unknown, ms: number): { cancel(): void };
};

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

/** Runs `work` while renewing the claim every `everyMs`; renewal errors only cost the lease. */
async function whileRenewing<T>(
  clock: DeliveryClock,
  work: () => Promise<T>,
  renew: () => Promise<unknown>,
  everyMs: number,
): Promise<T> {
  const timer: { current: { cancel(): void } | null } = { current: null };
  const renewLater = () => {
    timer.current = clock.setTimer(() => {
      renewLater();
      return renew().catch(() => undefined);
    }, everyMs);
  };
  renewLater();
  try {
    return await work();
  } finally {
    timer.current?.cancel();
  }
}

/** `start` plus the time spent since, on Node's timers. */
function elapsedClock(start: Date): DeliveryClock {
  const started = performance.now();
  return {
    now: () => new Date(start.getTime() + Math.round(performance.now() - started)),
    setTimer(callback, ms) {
      const timer = setTimeout(callback, ms);
      return { cancel: () => clearTimeout(timer) };
    },
  };
}

/**
 * Sends due rows (oldest first) until none is left or `limit` is reached. A claim gives each row
 * to one worker (FOR UPDATE SKIP LOCKED, a random token, a lease); before each message the lease
 * is renewed from the current time, and the outcome is written only while the token matches.
 * Every message carries a Message-ID derived from its row, the same on every attempt, so a relay
 * or a mail client can drop a repeat. `now` is the clock's start: later times add the time spent
 * (unless `options.clock` gives the time).
 */
export async function deliverOutbox(
  db: Db,
  transport: EmailTransport,
  now: Date = new Date(),
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const batch = options.batch ?? 10;
  const limit = options.limit ?? 100;
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const time = options.clock ?? elapsedClock(now);
  const clock = () => time.now();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  let handled = 0;
  while (handled < limit) {
    const token = randomBytes(16).toString("base64url");
    const claimedAt = clock();
    const rows = await claimDueOutboxRows(
      db,
      claimedAt,
      Math.min(batch, limit - handled),
      new Date(claimedAt.getTime() + leaseMs),
      token,
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      handled += 1;
      const renew = () => renewOutboxClaim(db, row.id, token, new Date(clock().getTime() + leaseMs));
      // The rows of a batch wait their turn: one whose lease ran out meanwhile may be another's now.
      if (!(await renew())) {
        report.lost += 1;
        continue;
      }
      const stored = row.payload as EmailMessage;
      try {
        const attach = options.attach;
        const attachments =
          stored.attachments && attach
            ? await Promise.all(stored.attachments.map((a) => (a.receiptOf || a.invoiceOf ? attach(a) : a)))
            : stored.attachments;
        const message: EmailMessage = {
          ...stored,
          ...(attachments ? { attachments } : {}),
          messageId: outboxMessageId(row.id, options.messageIdDomain),
        };
        await whileRenewing(time, () => transport.send(message), renew, Math.max(10, Math.floor(leaseMs / 3)));
        if (await markOutboxSent(db, row.id, token, clock())) report.sent += 1;
        else report.lost += 1;
      } catch (error) {
        const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
        const failedAt = clock();
        const kept = await markOutboxAttemptFailed(
          db,
          row.id,
          token,
          describe(error),
          giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(row.attempts)),
        );
        if (!kept) report.lost += 1;
        else if (giveUp) report.failed += 1;
        else report.retried += 1;
      }
    }
  }
  return report;
}
