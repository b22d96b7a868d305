// The bank's answer to an attempt (POST /odemecallback): verified, claimed and applied exactly once.
import type { Db } from "../db/client.server.ts";
import {
  type CallbackVerdict,
  type PaymentGateway,
  PaymentGatewayError,
  type PostedFields,
  type TransactionResult,
} from "../payments/gateway.server.ts";
import { toFieldList, fieldValue } from "../payments/estv3-fields.server.ts";
import {
  type PaymentRow,
  claimCallback,
  findCallbackResult,
  findPaymentByOrderId,
  insertPaymentEvent,
  setCallbackResult,
  updatePayment,
} from "../repositories/payments.server.ts";
import { type PaymentLog, runTx, silentLog } from "./payment-common.server.ts";
import { afterCommit, reverseRefusedCharge } from "./payment-reversals.server.ts";
import { type Decision, approveInTx, failInTx } from "./payment-settlement.server.ts";

export const PROVIDER = "estv3";

/** The key that makes one bank answer one row in payment_callbacks. */
function transactionKey(verdict: Exclude<CallbackVerdict, { kind: "rejected" }>): string {
  const f = verdict.fields;
  if (verdict.kind === "approved") return `T:${verdict.transId}`;
  if (verdict.kind === "authenticated") return `X:${verdict.xid}`;
  return `F:${f.TransId || f.xid || f.rnd || "-"}`;
}

type CallbackResult = "applied" | "reversed" | "repeated" | "refused" | "pending";

export type CallbackOutcome = {
  /** The payment the callback named; null when it names none of ours (nothing to show). */
  paymentId: string | null;
  result: CallbackResult;
  /** For a repeat: what the first of these callbacks did, as recorded with its claim. */
  stored?: string | null;
};

function resultOf(decision: Decision): CallbackResult {
  return decision.outcome === "already" ? "repeated" : decision.outcome;
}

/**
 * The bank's POST to /odemecallback. Verified against the stored payment; the claim of the
 * callback (unique provider + order + transaction) and its effect (payment, reservation, events,
 * outbox e-mail) commit in one transaction, so a crash in between leaves nothing claimed and a
 * repeat applies it. A repeat of an applied callback answers with the stored outcome. A forged,
 * tampered or replayed callback changes nothing and is logged with the order id only.
 */
export async function handlePaymentCallback(
  db: Db,
  gateway: PaymentGateway,
  posted: PostedFields,
  options: { now?: Date; ip?: string; log?: PaymentLog } = {},
): Promise<CallbackOutcome> {
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  const fields = toFieldList(posted);
  const oid = (fields && fieldValue(fields, "oid")) || "";
  const payment = /^[A-Za-z0-9_-]{1,64}$/.test(oid) ? await findPaymentByOrderId(db, oid) : null;
  if (!payment) {
    log.warn({ orderId: oid.slice(0, 64) }, "payment callback for an unknown order refused");
    return { paymentId: null, result: "refused" };
  }
  const verdict = gateway.verifyCallback(posted, {
    orderId: payment.orderId,
    amountKurus: payment.amountKurus,
    currency: "TRY",
  });
  if (verdict.kind === "rejected") {
    log.warn({ orderId: payment.orderId, reason: verdict.reason }, "payment callback refused");
    if (verdict.bankApproved) await reverseRefusedCharge(db, gateway, payment, verdict.reason, now, log);
    return { paymentId: payment.id, result: "refused" };
  }
  const key = { provider: PROVIDER, orderId: payment.orderId, transactionId: transactionKey(verdict) };
  const claim = { ...key, paymentId: payment.id, verdict: verdict.kind, at: now };

  if (verdict.kind === "authenticated")
    return authenticatedCallback(db, gateway, payment, verdict, claim, now, options.ip ?? "", log);

  const bankFailure = (procReturnCode: string, errorCode: string, errMsg: string, mdStatus: string) => ({
    procReturnCode,
    errorCode,
    errMsg,
    mdStatus,
    maskedPan: verdict.fields.MaskedPan ?? "",
  });
  const apply = (tx: Db): Promise<Decision> => {
    switch (verdict.kind) {
      case "approved":
        return approveInTx(tx, payment.id, verdict, "bank", now);
      case "declined":
        return failInTx(
          tx,
          payment.id,
          "declined",
          bankFailure(verdict.procReturnCode, "", verdict.errMsg, verdict.mdStatus),
          "bank",
          now,
        );
      case "error":
        return failInTx(
          tx,
          payment.id,
          "error",
          bankFailure(verdict.fields.ProcReturnCode ?? "", verdict.errorCode, verdict.errMsg, ""),
          "bank",
          now,
        );
    }
  };
  const decision = await runTx(db, async (tx): Promise<Decision | null> => {
    if (!(await claimCallback(tx, claim))) return null;
    const d = await apply(tx);
    await setCallbackResult(tx, key, resultOf(d));
    return d;
  });
  if (decision) {
    const outcome = await afterCommit(db, gateway, payment.id, decision, now, log);
    return { paymentId: payment.id, result: outcome === "already" ? "repeated" : outcome };
  }
  const stored = await findCallbackResult(db, key);
  if (stored === null) {
    // Claimed by a version that committed the claim before applying it, which then stopped: the
    // payment's own status keeps this once, so apply it now.
    const late = await runTx(db, async (tx) => {
      const d = await apply(tx);
      await setCallbackResult(tx, key, resultOf(d));
      return d;
    });
    if (late.outcome !== "already") {
      const outcome = await afterCommit(db, gateway, payment.id, late, now, log);
      return { paymentId: payment.id, result: outcome === "already" ? "repeated" : outcome };
    }
  }
  log.warn({ orderId: payment.orderId }, "repeated payment callback answered with the stored result");
  return { paymentId: payment.id, result: "repeated", stored };
}

/**
 * 3d model: the authentication is claimed and recorded in one transaction, then the charge is
 * provisioned through the XML API (never inside a transaction) and applied in a second one. A
 * crash or no answer in between leaves the attempt initiated: the stale-payment check asks the bank.
 */
async function authenticatedCallback(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  verdict: Extract<CallbackVerdict, { kind: "authenticated" }>,
  claim: { provider: string; orderId: string; transactionId: string; paymentId: string; verdict: string; at: Date },
  now: Date,
  ip: string,
  log: PaymentLog,
): Promise<CallbackOutcome> {
  const key = { provider: claim.provider, orderId: claim.orderId, transactionId: claim.transactionId };
  const claimed = await runTx(db, async (tx) => {
    if (!(await claimCallback(tx, { ...claim, result: "pending" }))) return false;
    await updatePayment(tx, payment.id, { maskedPan: verdict.maskedPan, mdStatus: "1" }, now);
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      actor: "bank",
      kind: "authenticated",
      from: "initiated",
      to: "initiated",
      detail: { maskedPan: verdict.maskedPan, eci: verdict.eci },
      at: now,
    });
    return true;
  });
  if (!claimed) {
    log.warn({ orderId: payment.orderId }, "repeated payment callback answered with the stored result");
    return { paymentId: payment.id, result: "repeated", stored: await findCallbackResult(db, key) };
  }
  let result: TransactionResult;
  try {
    result = await gateway.provision({
      orderId: payment.orderId,
      amountKurus: payment.amountKurus,
      md: verdict.md,
      xid: verdict.xid,
      eci: verdict.eci,
      cavv: verdict.cavv,
      ip: ip || "127.0.0.1",
    });
  } catch (error) {
    // Unknown outcome: the attempt stays initiated and resolveStalePayments asks the bank later.
    log.error(
      { orderId: payment.orderId, code: error instanceof PaymentGatewayError ? error.code : "exception" },
      "provisioning got no answer",
    );
    return { paymentId: payment.id, result: "pending" };
  }
  const decision = await runTx(db, async (tx) => {
    const d =
      result.kind === "approved"
        ? await approveInTx(tx, payment.id, { ...result, maskedPan: verdict.maskedPan }, "bank", now)
        : await failInTx(
            tx,
            payment.id,
            result.kind === "declined" ? "declined" : "error",
            {
              procReturnCode: result.procReturnCode,
              errorCode: result.errorCode,
              errMsg: result.errMsg,
              mdStatus: "1",
              maskedPan: verdict.maskedPan,
            },
            "bank",
            now,
          );
    await setCallbackResult(tx, key, resultOf(d));
    return d;
  });
  const outcome = await afterCommit(db, gateway, payment.id, decision, now, log);
  return { paymentId: payment.id, result: outcome === "already" ? "repeated" : outcome };
}
