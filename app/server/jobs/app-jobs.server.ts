// The site's background jobs, each run once across the cluster by the scheduler: e-mail delivery,
// expired payment holds and booking drafts, stale card payments, scheduled content going live, and
// the clean-up of tables that only grow otherwise (rate-limit windows, used or run-out security
// codes, sandbox bank sessions).
import type { Logger } from "pino";
import type { Db } from "#app/server/db/client.server.ts";
import type { EmailTransport } from "#app/server/email/message.server.ts";
import { deliverOutbox } from "#app/server/email/outbox.server.ts";
import type { InvoicingDeps } from "#app/server/invoicing/invoice-issuing.server.ts";
import { sendDueInvoices } from "#app/server/invoicing/invoice-sending.server.ts";
import { defaultInvoicing } from "#app/server/invoicing/invoicing-setup.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { deleteExpiredDrafts } from "#app/server/repositories/booking-drafts.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import { pruneSandboxSessions } from "#app/server/payments/sandbox-bank/sandbox-pg-store.server.ts";
import { deleteExpiredCaptchas } from "#app/server/security/captcha.server.ts";
import { deleteOldRateLimitWindows } from "#app/server/security/rate-limit.server.ts";
import { cleanUpApiRows } from "#app/server/services/api-gateway.server.ts";
import { drawReceiptAttachment } from "#app/server/services/guest-receipt.server.ts";
import { drawInvoiceAttachment } from "#app/server/services/invoice-documents.server.ts";
import { resolveStalePayments } from "#app/server/services/payments.server.ts";
import { reconcileStaleDeposits } from "#app/server/services/desk/deposit.server.ts";
import { announceScheduledContent } from "#app/server/services/staff/content-editor.server.ts";
import { sandboxSmsProvider, type SmsProvider } from "#app/server/sms/provider.server.ts";
import { deliverSms, queueDueReminders } from "#app/server/sms/sms.server.ts";
import { arriveTransfers } from "#app/server/services/staff/unit-transfers.server.ts";
import { sendDueMonthLinks } from "#app/server/services/monthly-links.server.ts";
import type { Job } from "./scheduler.server.ts";

export const OUTBOX_INTERVAL_MS = 10_000;
export const HOLDS_INTERVAL_MS = 60_000;
export const STALE_PAYMENTS_INTERVAL_MS = 60_000;
export const CLEAN_UP_INTERVAL_MS = 15 * 60_000;
/** How often arrived transfers hand their car to the destination office (docs/decisions/0110). */
export const TRANSFERS_INTERVAL_MS = 60_000;
/** How often the cluster looks for scheduled content whose time has come (docs/decisions/0049). */
export const SCHEDULED_CONTENT_INTERVAL_MS = 10_000;
/** Rate-limit windows are kept a day: longer than any window in use (sign-in lockout 15 min, forms 10 min, sign-up 1 h). */
export const RATE_LIMIT_KEEP_SECONDS = 24 * 3600;

export type AppJobDeps = {
  db: Db;
  logger: Logger;
  /** Without SMTP the outbox is not delivered: rows stay pending for /dev/mailbox. */
  transport: EmailTransport | null;
  /** The site's host name, the domain of every e-mail's Message-ID. */
  messageIdDomain: string;
  gateway: PaymentGateway;
  /** The invoice integrator (decision 0073); default: the one INVOICE_INTEGRATOR names. */
  invoicing?: InvoicingDeps;
  /** The SMS provider (decision 0118); default: the sandbox inside the app. */
  sms?: SmsProvider;
  /** The site's address, for links in e-mails (monthly payment links); default https://<messageIdDomain>. */
  publicUrl?: string;
};

/** How often the cluster e-mails the payment links of monthly rentals' coming months (decision 0122). */
export const MONTH_LINKS_INTERVAL_MS = 15 * 60_000;

/** How often the cluster sends due SMS and looks for pick-ups 24 hours away (decision 0118). */
export const SMS_INTERVAL_MS = 10_000;
export const SMS_REMINDERS_INTERVAL_MS = 60_000;

/** How often the cluster sends issued invoices to the integrator (decision 0073). */
export const INVOICES_INTERVAL_MS = 15_000;

const anyCounted = (report: object) => Object.values(report).some((v) => typeof v === "number" && v > 0);

export function appJobs(deps: AppJobDeps): Job[] {
  const { db, logger } = deps;
  const jobs: Job[] = [
    {
      name: "release-expired-holds",
      everyMs: HOLDS_INTERVAL_MS,
      async run() {
        const now = new Date();
        const released = await releaseExpiredHolds(db, now);
        const drafts = await deleteExpiredDrafts(db, now);
        if (released > 0 || drafts > 0) logger.info({ released, drafts }, "expired holds and drafts cleared");
      },
    },
    {
      // Payment attempts stuck without a callback are settled by asking the bank.
      name: "resolve-stale-payments",
      everyMs: STALE_PAYMENTS_INTERVAL_MS,
      async run() {
        const report = await resolveStalePayments(db, deps.gateway, new Date(), { log: logger });
        if (anyCounted(report)) logger.info({ ...report }, "stale payments resolved");
        // Deposits a dead process left claimed for settling: the bank's ledger decides (decision 0109).
        const deposits = await reconcileStaleDeposits(db, deps.gateway, new Date());
        if (anyCounted(deposits)) logger.info({ ...deposits }, "stale deposit settlements reconciled");
      },
    },
    {
      // A scheduled blog post or news item appears by itself (the public queries compare with
      // now()); this tells every app server to drop the pages it keeps when that moment comes.
      name: "publish-scheduled-content",
      everyMs: SCHEDULED_CONTENT_INTERVAL_MS,
      async run() {
        if (await announceScheduledContent(db)) logger.info("scheduled content went live; public pages invalidated");
      },
    },
    {
      // A transfer between offices that has arrived makes its destination the car's home office
      // (docs/decisions/0110); the search already reads where the car is by time.
      name: "arrive-transfers",
      everyMs: TRANSFERS_INTERVAL_MS,
      async run() {
        const arrived = await arriveTransfers(db, new Date());
        if (arrived > 0) logger.info({ arrived }, "transferred cars arrived at their new office");
      },
    },
    {
      name: "clean-up",
      everyMs: CLEAN_UP_INTERVAL_MS,
      async run() {
        const now = new Date();
        const windows = await deleteOldRateLimitWindows(db, now, RATE_LIMIT_KEEP_SECONDS);
        const captchas = await deleteExpiredCaptchas(db, now);
        await pruneSandboxSessions(db, now);
        if (windows > 0 || captchas > 0) logger.info({ windows, captchas }, "old rate-limit windows and codes removed");
        const api = await cleanUpApiRows(db, now);
        if (anyCounted(api)) logger.info(api, "expired API tokens, idempotency answers and old call log rows removed");
      },
    },
    {
      // The payment links of monthly rentals' coming months, once per month (decision 0122).
      name: "monthly-payment-links",
      everyMs: MONTH_LINKS_INTERVAL_MS,
      async run() {
        const publicUrl = deps.publicUrl ?? `https://${deps.messageIdDomain}`;
        const report = await sendDueMonthLinks(db, { now: new Date(), publicUrl });
        if (anyCounted(report)) logger.info(report, "monthly payment links sent");
      },
    },
    {
      // The pick-up reminder: queued once per reservation, 24 hours before (decision 0118).
      name: "sms-reminders",
      everyMs: SMS_REMINDERS_INTERVAL_MS,
      async run() {
        const queued = await queueDueReminders(db, new Date());
        if (queued > 0) logger.info({ queued }, "pick-up reminders queued");
      },
    },
    {
      name: "deliver-sms",
      everyMs: SMS_INTERVAL_MS,
      async run() {
        const report = await deliverSms(db, deps.sms ?? sandboxSmsProvider(), new Date());
        if (anyCounted(report)) logger.info(report, "sms delivered");
        if (report.failed > 0) logger.error(report, "sms given up");
      },
    },
    {
      name: "send-invoices",
      everyMs: INVOICES_INTERVAL_MS,
      async run() {
        const report = await sendDueInvoices(db, (deps.invoicing ?? defaultInvoicing()).integrator, new Date());
        if (anyCounted(report)) logger.info(report, "invoices sent to the integrator");
        if (report.refused + report.failed > 0) logger.warn(report, "invoices refused or given up");
      },
    },
  ];
  const transport = deps.transport;
  if (transport) {
    jobs.push({
      name: "deliver-outbox",
      everyMs: OUTBOX_INTERVAL_MS,
      async run() {
        const report = await deliverOutbox(db, transport, new Date(), {
          messageIdDomain: deps.messageIdDomain,
          attach: (attachment) =>
            attachment.invoiceOf ? drawInvoiceAttachment(db, attachment) : drawReceiptAttachment(db, attachment),
        });
        if (report.sent + report.retried + report.failed + report.lost > 0) logger.info(report, "outbox delivered");
        if (report.failed > 0) logger.error(report, "outbox messages given up");
      },
    });
  }
  return jobs;
}
