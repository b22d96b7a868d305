// Money going back: reversing an approved charge we cannot keep (void the same day, else refund in
// full), recording what the bank did, and staff refunds of part or all of a captured payment.
import type { Db } from "#app/server/db/client.server.ts";
import type { PaymentStatus } from "#app/server/db/schema.ts";
import {
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionResult,
} from "#app/server/payments/gateway.server.ts";
import {
  type PaymentRow,
  addRefundAmounts,
  findPaymentById,
  findPaymentEventByKey,
  insertPaymentEvent,
  lockPayment,
  transitionPayment,
  updatePayment,
} from "#app/server/repositories/payments.server.ts";
import { type Applied, type Decision, type PaymentLog, runTx, silentLog } from "./payment-common.server.ts";
import { issueReturnInvoiceAfterRefund } from "./invoices.server.ts";

/** Sends a reversal decided in a committed transaction to the bank; the outcome the caller reports. */
export async function afterCommit(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  decision: Decision,
  now: Date,
  log: PaymentLog,
): Promise<Applied> {
  if (decision.outcome !== "reversed" || !decision.reversal) return decision.outcome;
  log.warn(
    { orderId: (await findPaymentById(db, paymentId))?.orderId, reversal: decision.reversal },
    "approved charge is reversed",
  );
  await reverseCharge(db, gateway, paymentId, decision.reversal, now, log);
  return "reversed";
}

/**
 * Void the same day, otherwise refund in full; a failure is recorded for a person to finish. A
 * crash before the bank answers leaves the payment approved with `reversal` set: the stale-payment
 * check asks the bank and finishes it (finishReversal).
 */
export async function reverseCharge(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  reason: string,
  now: Date,
  log: PaymentLog,
): Promise<void> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment || payment.status !== "approved") return;
  const attempts: Array<{ kind: "void" | "refund"; run: () => Promise<TransactionResult> }> = [
    { kind: "void", run: () => gateway.void({ orderId: payment.orderId, transactionId: payment.transId ?? "" }) },
    {
      kind: "refund",
      run: () =>
        gateway.refund({
          orderId: payment.orderId,
          transactionId: payment.transId ?? "",
          amountKurus: payment.amountKurus,
        }),
    },
  ];
  const failures: Array<Record<string, string>> = [];
  for (const attempt of attempts) {
    let result: TransactionResult;
    try {
      result = await attempt.run();
    } catch (error) {
      const code = error instanceof PaymentGatewayError ? error.code : "exception";
      failures.push({ kind: attempt.kind, errorCode: code });
      // The bank may have acted: asking twice could double a refund, so stop and let a person check.
      if (error instanceof PaymentGatewayError && error.outcomeUnknown) break;
      continue;
    }
    if (result.kind !== "approved") {
      failures.push({ kind: attempt.kind, errorCode: result.errorCode, errMsg: result.message });
      continue;
    }
    await recordReversal(db, payment, attempt.kind === "void" ? "voided" : "refunded", reason, result, now);
    return;
  }
  log.error({ orderId: payment.orderId, reason }, "automatic reversal failed; the charge needs a manual refund");
  await recordReversalFailed(db, payment, { reason, failures }, now);
}

/**
 * Marks an approved charge whose reversal did not go through: it stays approved, a person refunds
 * it by hand, and the stale-payment check does not ask the bank about it again.
 */
export async function recordReversalFailed(
  db: Db,
  payment: PaymentRow,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await insertPaymentEvent(db, {
    paymentId: payment.id,
    actor: "system",
    kind: "reversal_failed",
    from: "approved",
    to: "approved",
    amountKurus: payment.amountKurus,
    detail,
    at: now,
  });
}

export async function recordReversal(
  db: Db,
  payment: PaymentRow,
  to: "voided" | "refunded",
  reason: string,
  bank: { transactionId: string; details: Readonly<Record<string, string>> },
  now: Date,
): Promise<void> {
  await runTx(db, async (tx) => {
    if (!(await transitionPayment(tx, payment.id, "approved", { status: to }, now))) return;
    if (to === "refunded") await addRefundAmounts(tx, payment.id, { refunded: payment.amountKurus, pending: 0 }, now);
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      actor: "system",
      kind: to,
      from: "approved",
      to,
      amountKurus: payment.amountKurus,
      detail: { reason, transactionId: bank.transactionId, ...bank.details },
      at: now,
    });
    // Money back after an invoice: its return invoice, in this transaction (decision 0093).
    if (payment.reservationId)
      await issueReturnInvoiceAfterRefund(tx, payment.reservationId, `${to}:${payment.id}`, now);
  });
}

/** A correctly signed charge we cannot accept (e.g. approved without full authentication): undo it. */
export async function reverseRefusedCharge(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  reason: string,
  now: Date,
  log: PaymentLog,
): Promise<void> {
  if (payment.status !== "initiated") return;
  try {
    const result = await gateway.void({ orderId: payment.orderId, transactionId: payment.transId ?? "" });
    await insertPaymentEvent(db, {
      paymentId: payment.id,
      actor: "system",
      kind: result.kind === "approved" ? "refused_charge_voided" : "refused_charge_void_failed",
      from: payment.status,
      to: payment.status,
      detail: { reason, answer: result.kind },
      at: now,
    });
  } catch {
    log.error({ orderId: payment.orderId }, "refused charge could not be voided; the stale job will ask the bank");
  }
}

export type RefundResult =
  | { ok: true; refundedKurus: number; status: PaymentStatus }
  | {
      ok: false;
      reason:
        | "notFound"
        | "notRefundable"
        | "invalidAmount"
        | "exceedsRefundable"
        | "declined"
        | "inProgress"
        | "unknownOutcome";
      message?: string;
    };

/**
 * Refunds part or all of a captured payment. Never more than captured minus refunded (and minus
 * refunds still waiting for an answer); a repeated `idempotencyKey` returns the first answer.
 */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { paymentId: string; amountKurus: number; actor: string; reason: string; idempotencyKey: string },
  options: { now?: Date; log?: PaymentLog } = {},
): Promise<RefundResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  const key = `refund:${input.idempotencyKey}`;
  const earlier = await findPaymentEventByKey(db, `${key}:result`);
  if (earlier) return earlier.detail?.result as RefundResult;
  if (await findPaymentEventByKey(db, key)) return { ok: false, reason: "inProgress" };
  if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0) return { ok: false, reason: "invalidAmount" };

  const claim = await runTx(db, async (tx): Promise<RefundResult | PaymentRow> => {
    const p = await lockPayment(tx, input.paymentId);
    if (!p) return { ok: false, reason: "notFound" };
    if (p.status !== "approved" && p.status !== "partially_refunded") return { ok: false, reason: "notRefundable" };
    if (input.amountKurus > p.amountKurus - p.refundedKurus - p.refundPendingKurus) {
      return { ok: false, reason: "exceedsRefundable" };
    }
    const claimed = await insertPaymentEvent(tx, {
      paymentId: p.id,
      actor: input.actor,
      kind: "refund_requested",
      from: p.status,
      to: p.status,
      amountKurus: input.amountKurus,
      detail: { reason: input.reason },
      idempotencyKey: key,
      at: now,
    });
    if (!claimed) return { ok: false, reason: "inProgress" };
    await addRefundAmounts(tx, p.id, { refunded: 0, pending: input.amountKurus }, now);
    return p;
  });
  if (!("orderId" in claim)) return claim;
  const payment = claim;

  let answer: TransactionResult;
  try {
    answer = await gateway.refund({
      orderId: payment.orderId,
      transactionId: payment.transId ?? "",
      amountKurus: input.amountKurus,
    });
  } catch (error) {
    const unknown = !(error instanceof PaymentGatewayError) || error.outcomeUnknown;
    log.error({ orderId: payment.orderId, unknown }, "refund request got no answer");
    if (unknown) {
      // The amount stays reserved as pending until someone checks with the bank.
      return { ok: false, reason: "unknownOutcome" };
    }
    answer = {
      kind: "error",
      orderId: payment.orderId,
      reason: "provider_error",
      resultCode: "",
      errorCode: "invalid_input",
      message: "",
    };
  }
  return runTx(db, async (tx): Promise<RefundResult> => {
    const p = await lockPayment(tx, payment.id);
    if (!p) return { ok: false, reason: "notFound" };
    let result: RefundResult;
    if (answer.kind === "approved") {
      result = await recordRefundApproved(tx, p, { ...input, key }, answer, now);
    } else {
      await addRefundAmounts(tx, p.id, { refunded: 0, pending: -input.amountKurus }, now);
      result = { ok: false, reason: "declined", message: answer.message };
      await insertPaymentEvent(tx, {
        paymentId: p.id,
        actor: input.actor,
        kind: "refund_declined",
        from: p.status,
        to: p.status,
        amountKurus: input.amountKurus,
        detail: { reason: input.reason, errorCode: answer.errorCode, errMsg: answer.message, result },
        idempotencyKey: `${key}:result`,
        at: now,
      });
    }
    return result;
  });
}

/**
 * THE one place a refund the bank approved is recorded (every refundPayment caller: the desk's
 * cancellation inbox, cancel at once, booking changes, staff refunds), inside the transaction that
 * stores the bank's answer. Anything that must happen exactly once with a successful refund (e.g.
 * a return invoice) belongs here: the `${key}:result` event is unique, so this runs once per refund.
 */
async function recordRefundApproved(
  tx: Db,
  p: PaymentRow,
  input: { amountKurus: number; actor: string; reason: string; key: string },
  answer: Extract<TransactionResult, { kind: "approved" }>,
  now: Date,
): Promise<RefundResult> {
  const refunded = p.refundedKurus + input.amountKurus;
  const status: PaymentStatus = refunded >= p.amountKurus ? "refunded" : "partially_refunded";
  await addRefundAmounts(tx, p.id, { refunded: input.amountKurus, pending: -input.amountKurus }, now);
  await updatePayment(tx, p.id, { status }, now);
  const result: RefundResult = { ok: true, refundedKurus: refunded, status };
  await insertPaymentEvent(tx, {
    paymentId: p.id,
    actor: input.actor,
    kind: "refunded",
    from: p.status,
    to: status,
    amountKurus: input.amountKurus,
    detail: { reason: input.reason, transactionId: answer.transactionId, ...answer.details, result },
    idempotencyKey: `${input.key}:result`,
    at: now,
  });
  // Money back after an invoice: its return invoice, in this transaction (decision 0093).
  if (p.reservationId) await issueReturnInvoiceAfterRefund(tx, p.reservationId, input.key, now);
  return result;
}
