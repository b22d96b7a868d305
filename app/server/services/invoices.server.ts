// The calls the desk and the cancellation services make when a rental's money becomes final
// (decision 0072): one line each, inside the caller's transaction. Each runs in a savepoint: an
// invoice that cannot be issued (billing details GİB would refuse, a document failing the
// project's own check) never undoes the return or the cancellation, and its number goes back to
// the counter with the savepoint. The outcome is returned for the caller to report.
import type { Db } from "#app/server/db/client.server.ts";
import {
  type InvoicingDeps,
  type IssueResult,
  issueCancellationInvoice,
  issueRefundReturnInvoice,
  issueRentalInvoice,
} from "#app/server/invoicing/invoice-issuing.server.ts";
import { defaultInvoicing } from "#app/server/invoicing/invoicing-setup.server.ts";
import { keptKurus, returnDueKurus } from "#app/domain/invoices/return-due.ts";
import {
  listReservationInvoices,
  lockReservationInvoices,
  reservationForInvoice,
} from "#app/server/repositories/invoices.server.ts";
import { listManualRefunds } from "#app/server/repositories/manual-refunds.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";

export type HookResult = IssueResult | { ok: false; reason: "error"; message: string };

async function inSavepoint(tx: Db, what: string, work: (sp: Db) => Promise<IssueResult>): Promise<HookResult> {
  try {
    return await tx.transaction(work);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: "error", message: `${what}: ${message}` };
  }
}

/** At the desk return (return.server.ts). */
export function issueInvoiceForReturn(
  tx: Db,
  reservationId: string,
  now: Date,
  deps: InvoicingDeps = defaultInvoicing(),
): Promise<HookResult> {
  return inSavepoint(tx, "rental", (sp) => issueRentalInvoice(sp, deps, reservationId, now));
}

/** A prepaid booking cancelled with a deduction (cancellation.server.ts). */
export function issueInvoiceForCancellation(
  tx: Db,
  reservationId: string,
  deductionKurus: number,
  now: Date,
  deps: InvoicingDeps = defaultInvoicing(),
): Promise<HookResult> {
  return inSavepoint(tx, "cancellation", (sp) =>
    issueCancellationInvoice(sp, deps, reservationId, deductionKurus, now),
  );
}

/** Money sent back after an invoice (the refund's own key makes it once). */
export function issueReturnInvoiceForRefund(
  tx: Db,
  reservationId: string,
  refundKey: string,
  refundKurus: number,
  now: Date,
  deps: InvoicingDeps = defaultInvoicing(),
): Promise<HookResult> {
  return inSavepoint(tx, "refund", (sp) =>
    issueRefundReturnInvoice(sp, deps, reservationId, refundKey, refundKurus, now),
  );
}

/**
 * After money went back to the customer (a refund or a reversal the bank confirmed, or a refund
 * paid another way, decision 0106), in the
 * transaction that records it: an IADE invoice of whatever the reservation's invoices now state
 * above what the customer keeps (decision 0093; nothing when no invoice was issued or the refund
 * gave back money never invoiced). Once per `refundKey`: the invoice's unique cause and the
 * reservation's invoice lock make 20 callers one.
 */
export async function issueReturnInvoiceAfterRefund(
  tx: Db,
  reservationId: string,
  refundKey: string,
  now: Date,
  deps?: InvoicingDeps,
): Promise<HookResult> {
  return inSavepoint(tx, "refund", async (sp) => {
    await lockReservationInvoices(sp, reservationId);
    const invoices = await listReservationInvoices(sp, reservationId);
    const counted = invoices.filter((i) => i.sendStatus !== "refused" && i.sendStatus !== "cancelled");
    const invoiced = counted.filter((i) => i.typeCode === "SATIS").reduce((s, i) => s + i.payableKurus, 0);
    const returned = counted.filter((i) => i.typeCode === "IADE").reduce((s, i) => s + i.payableKurus, 0);
    if (invoiced === 0) return { ok: false, reason: "noInvoiceToReturn" };
    const r = await reservationForInvoice(sp, reservationId);
    const receipt = r ? await loadReceipt(sp, r.number, { unpaid: true }) : null;
    if (!receipt) return { ok: false, reason: "notFound" };
    // Money paid back another way (a transfer, cash at the desk; decision 0106) is not kept either.
    const paidBack = (await listManualRefunds(sp, reservationId)).reduce((s, m) => s + m.amountKurus, 0);
    const due = returnDueKurus({
      invoicedKurus: invoiced,
      returnedKurus: returned,
      keptKurus: Math.max(0, keptKurus(receipt.payments) - paidBack),
    });
    if (due === 0) return { ok: false, reason: "nothingToInvoice" };
    return issueRefundReturnInvoice(sp, deps ?? defaultInvoicing(), reservationId, refundKey, due, now);
  });
}
