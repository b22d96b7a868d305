// Sends stored invoices to the integrator (decision 0073), as the outbox delivers e-mail: a
// worker claims due rows (FOR UPDATE SKIP LOCKED, a random token, a lease), sends each, and records
// the answer only while its claim holds, so across several app servers each invoice is sent by one
// worker at a time. The integrator knows a document by its ETTN: a send repeated after a lost
// answer returns the first acceptance, never a second document. No answer: retried after 1, 2, 4,
// 8, 16, 32 minutes, then given up (status failed) for finance to re-send. Refused: kept with the
// integrator's reason for finance; never retried by itself.
import { randomBytes } from "node:crypto";
import type { Db } from "#app/server/db/client.server.ts";
import { invoiceEmail } from "#app/server/email/invoice-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { claimDueInvoices, invoiceRecipient, markInvoiceSent } from "#app/server/repositories/invoices.server.ts";
import type { InvoiceIntegrator } from "./integrator.server.ts";

export const MAX_INVOICE_SEND_ATTEMPTS = 7;
export const INVOICE_CLAIM_LEASE_MS = 120_000;

export function invoiceRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export type InvoiceSendReport = { accepted: number; refused: number; retried: number; failed: number; lost: number };

export async function sendDueInvoices(
  db: Db,
  integrator: InvoiceIntegrator,
  now: Date,
  options: { limit?: number } = {},
): Promise<InvoiceSendReport> {
  const report: InvoiceSendReport = { accepted: 0, refused: 0, retried: 0, failed: 0, lost: 0 };
  const token = randomBytes(12).toString("hex");
  const claimed = await claimDueInvoices(
    db,
    now,
    options.limit ?? 20,
    new Date(now.getTime() + INVOICE_CLAIM_LEASE_MS),
    token,
  );
  for (const inv of claimed) {
    const outcome = await integrator.send({ ettn: inv.ettn, number: inv.number, profile: inv.profile, xml: inv.xml });
    let held: boolean;
    if (outcome.kind === "accepted") {
      // The acceptance and the customer's e-mail commit together: the e-mail goes once, and only
      // for a document the integrator took (decision 0092).
      held = await db.transaction(async (tx) => {
        const ok = await markInvoiceSent(tx, inv.id, token, {
          status: "accepted",
          integratorRef: outcome.ref,
          at: now,
        });
        if (ok) await enqueueInvoiceEmail(tx, inv.id, now);
        return ok;
      });
      if (held) report.accepted++;
    } else if (outcome.kind === "refused") {
      held = await markInvoiceSent(db, inv.id, token, { status: "refused", reason: outcome.reason, at: now });
      if (held) report.refused++;
    } else if (inv.sendAttempts >= MAX_INVOICE_SEND_ATTEMPTS) {
      held = await markInvoiceSent(db, inv.id, token, { status: "failed", error: outcome.error });
      if (held) report.failed++;
    } else {
      const retryAt = new Date(now.getTime() + invoiceRetryDelayMs(inv.sendAttempts));
      held = await markInvoiceSent(db, inv.id, token, { status: "retry", error: outcome.error, retryAt });
      if (held) report.retried++;
    }
    if (!held) report.lost++;
  }
  return report;
}

/**
 * The invoice e-mail of an accepted invoice to the reservation's driver (none without an address):
 * the outbox row and the address it goes to.
 */
export async function enqueueInvoiceEmail(
  tx: Db,
  invoiceId: string,
  now: Date,
): Promise<{ outboxId: number; to: string } | null> {
  const r = await invoiceRecipient(tx, invoiceId);
  if (!r || !r.driver.email) return null;
  const outboxId = await enqueueEmail(
    tx,
    invoiceEmail({
      lang: r.lang,
      to: r.driver.email,
      name: `${r.driver.firstName} ${r.driver.lastName}`.trim(),
      invoiceNumber: r.number,
      reservationNumber: r.reservationNumber,
      isReturn: r.typeCode === "IADE",
      payableKurus: r.payableKurus,
    }),
    now,
  );
  return { outboxId, to: r.driver.email };
}
