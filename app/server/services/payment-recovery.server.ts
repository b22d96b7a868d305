// Recovery: attempts nobody answered, asked about at the bank before their hold ends, and
// automatic reversals a crash interrupted, finished. Several servers share the work by lease.
import type { Db } from "#app/server/db/client.server.ts";
import {
  type Charge,
  type Failure,
  type PaymentGateway,
  PaymentGatewayError,
  type QueryResult,
} from "#app/server/payments/gateway.server.ts";
import {
  type PaymentRow,
  claimAttemptsToCheck,
  findPaymentById,
  insertPaymentEvent,
  transitionPayment,
} from "#app/server/repositories/payments.server.ts";
import { type PaymentLog, runTx, silentLog } from "./payment-common.server.ts";
import { afterCommit, recordReversal, recordReversalFailed, reverseCharge } from "./payment-reversals.server.ts";
import { approveInTx, failInTx } from "./payment-settlement.server.ts";

/** An open reference attempt older than this is not reused; an attempt the bank never saw is given up (expired) after it. */
export const STALE_AFTER_MS = 20 * 60_000;
/** The stale-payment check asks the bank about an attempt with no answer after this long: before the 15-minute hold ends. */
export const ASK_BANK_AFTER_MS = 10 * 60_000;
/** A server that claimed an attempt to ask about it has it to itself this long. */
export const CHECK_LEASE_MS = 2 * 60_000;

// ----------------------------------------------------------------------------------------------
// Money safety: stuck attempts and refunds

export type StaleReport = {
  checked: number;
  approved: number;
  failed: number;
  expired: number;
  /** The bank has not seen the order yet and the customer may still be paying: asked again later. */
  waiting: number;
  /** Approved charges whose automatic reversal had not finished (a crash) and now has. */
  reversed: number;
  unresolved: number;
};

/**
 * Asks the bank about attempts with no answer for ASK_BANK_AFTER_MS (10 minutes, before the
 * 15-minute hold ends) and applies what it says exactly as a callback would (same transaction
 * code). Each run claims its rows with a token and a lease, so with several servers one asks
 * about a given payment. Also finishes automatic reversals a crash interrupted.
 */
export async function resolveStalePayments(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  options: { log?: PaymentLog; limit?: number } = {},
): Promise<StaleReport> {
  const log = options.log ?? silentLog;
  const report: StaleReport = {
    checked: 0,
    approved: 0,
    failed: 0,
    expired: 0,
    waiting: 0,
    reversed: 0,
    unresolved: 0,
  };
  const claimed = await claimAttemptsToCheck(db, {
    before: new Date(now.getTime() - ASK_BANK_AFTER_MS),
    now,
    leaseMs: CHECK_LEASE_MS,
    limit: options.limit ?? 50,
  });
  for (const payment of claimed) {
    report.checked += 1;
    let answer: QueryResult;
    try {
      answer = await gateway.query({ orderId: payment.orderId });
    } catch (error) {
      report.unresolved += 1;
      log.warn(
        { orderId: payment.orderId, code: error instanceof PaymentGatewayError ? error.code : "exception" },
        "status query of a stuck payment failed",
      );
      continue;
    }
    if (payment.status === "approved") {
      if (await finishReversal(db, gateway, payment, answer, now, log)) report.reversed += 1;
      else report.unresolved += 1;
      continue;
    }
    if (answer.kind === "found" && ["authorized", "captured", "settled"].includes(answer.status)) {
      const charge: Charge = {
        transactionId: answer.transactionId,
        authCode: answer.authCode,
        maskedPan: answer.maskedPan,
        resultCode: answer.resultCode,
        details: answer.details,
      };
      const decision = await runTx(db, (tx) => approveInTx(tx, payment.id, charge, "system", now));
      // "already": a callback settled it while the bank was being asked.
      if ((await afterCommit(db, gateway, payment.id, decision, now, log)) !== "already") report.approved += 1;
    } else if (answer.kind === "found" && (answer.status === "declined" || answer.status === "voided")) {
      const failure: Failure = {
        reason: answer.status === "voided" ? "other" : "card_declined",
        resultCode: answer.resultCode,
        errorCode: answer.statusCode,
        message: "",
        maskedPan: answer.maskedPan,
        details: answer.details,
      };
      const decision = await runTx(db, (tx) => failInTx(tx, payment.id, "declined", failure, "system", now));
      if (decision.outcome !== "already") report.failed += 1;
    } else if (answer.kind === "not_found" && payment.createdAt.getTime() <= now.getTime() - STALE_AFTER_MS) {
      // The hold and the bank's 3-D Secure window are over and the bank never saw the order.
      await runTx(db, async (tx) => {
        if (!(await transitionPayment(tx, payment.id, "initiated", { status: "expired" }, now))) return;
        await insertPaymentEvent(tx, {
          paymentId: payment.id,
          actor: "system",
          kind: "expired",
          from: "initiated",
          to: "expired",
          detail: { query: "not_found" },
          at: now,
        });
      });
      report.expired += 1;
    } else if (answer.kind === "not_found") {
      report.waiting += 1;
    } else {
      report.unresolved += 1;
      log.warn({ orderId: payment.orderId }, "bank could not report a stuck payment's status");
    }
  }
  return report;
}

/**
 * An approved charge marked for reversal whose reversal never finished: the bank says whether it
 * was voided or refunded meanwhile (record it) or is still captured (reverse it now). A partial
 * refund or an unclear answer is left for a person.
 */
async function finishReversal(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  answer: QueryResult,
  now: Date,
  log: PaymentLog,
): Promise<boolean> {
  const reason = payment.reversal ?? "hold_expired";
  if (answer.kind !== "found") return false;
  const bank = { transactionId: answer.transactionId, details: answer.details };
  if (answer.status === "voided") {
    await recordReversal(db, payment, "voided", reason, bank, now);
    return true;
  }
  if (answer.refundedKurus !== null && answer.refundedKurus >= payment.amountKurus) {
    await recordReversal(db, payment, "refunded", reason, bank, now);
    return true;
  }
  if (["authorized", "captured", "settled"].includes(answer.status) && answer.refundedKurus === 0) {
    await reverseCharge(db, gateway, payment.id, reason, now, log);
    return (await findPaymentById(db, payment.id))?.status !== "approved";
  }
  // Partly refunded, or a bank that does not report refunds: a person checks (and it is not asked again).
  log.error({ orderId: payment.orderId, reason }, "interrupted reversal is unclear at the bank; needs a person");
  await recordReversalFailed(
    db,
    payment,
    { reason, bankStatus: answer.status, refundedKurus: answer.refundedKurus },
    now,
  );
  return false;
}
