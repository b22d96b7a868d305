// The provider's answer to an attempt (POST /odemecallback): verified, claimed and applied exactly once.
import type { Db } from "#app/server/db/client.server.ts";
import {
  type CallbackVerdict,
  type PaymentGateway,
  PaymentGatewayError,
  type PostedFields,
  type TransactionResult,
} from "#app/server/payments/gateway.server.ts";
import {
  type PaymentRow,
  claimCallback,
  findCallbackResult,
  findPaymentByOrderId,
  insertPaymentEvent,
  setCallbackResult,
  updatePayment,
} from "#app/server/repositories/payments.server.ts";
import { type Decision, type PaymentLog, runTx, silentLog } from "./payment-common.server.ts";
import { afterCommit, reverseRefusedCharge } from "./payment-reversals.server.ts";
import { approveInTx, failInTx } from "./payment-settlement.server.ts";

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

type CallbackKey = { provider: string; orderId: string; transactionId: string };
type Claim = CallbackKey & { paymentId: string; verdict: string; at: Date };

/**
 * The provider's POST to /odemecallback. The provider's adapter verifies it against the stored
 * payment; the claim of the callback (unique provider + order + the provider's answer id) and its
 * effect (payment, reservation, events, outbox e-mail) commit in one transaction, so a crash in
 * between leaves nothing claimed and a repeat applies it. A repeat of an applied callback answers
 * with the stored outcome. A forged, tampered or replayed callback changes nothing and is logged
 * with the order id only.
 */
export async function handlePaymentCallback(
  db: Db,
  gateway: PaymentGateway,
  posted: PostedFields,
  options: { now?: Date; ip?: string; log?: PaymentLog } = {},
): Promise<CallbackOutcome> {
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  let payment: PaymentRow | null = null;
  const verdict = await gateway.verifyCallback(posted, async (orderId) => {
    payment = await findPaymentByOrderId(db, orderId);
    // An attempt started with another provider is not this provider's to answer.
    if (!payment || payment.provider !== gateway.name) return null;
    return {
      orderId: payment.orderId,
      amountKurus: payment.amountKurus,
      currency: "TRY",
      instalments: payment.instalments,
    };
  });
  const found = payment as PaymentRow | null;
  if (!found || found.provider !== gateway.name || verdict.orderId !== found.orderId) {
    log.warn({ orderId: (verdict.orderId ?? "").slice(0, 64) }, "payment callback for an unknown order refused");
    return { paymentId: null, result: "refused" };
  }
  if (verdict.kind === "rejected") {
    log.warn({ orderId: found.orderId, reason: verdict.reason }, "payment callback refused");
    if (verdict.chargedAnyway) await reverseRefusedCharge(db, gateway, found, verdict.reason, now, log);
    return { paymentId: found.id, result: "refused" };
  }
  return applyVerdict(db, gateway, found, verdict, now, options.ip ?? "", log);
}

/**
 * An EstV3 3d_pay callback that says "charged" is checked against the bank's own record of the
 * order (ORDERSTATUS) before it confirms anything: the HASH proves only that someone holding the
 * store key signed it, and a sandbox-mode deployment's store key is public. The bank must know the
 * order as charged for the stored amount; an order it does not know, or knows as declined or
 * voided, refuses the callback. When the bank cannot be asked (timeout, network), the signed
 * callback stands, as before this check (a live store key is secret).
 */
async function bankKnowsTheCharge(
  gateway: PaymentGateway,
  payment: PaymentRow,
  verdict: Extract<CallbackVerdict, { kind: "approved" }>,
  log: PaymentLog,
): Promise<boolean> {
  if (gateway.name !== "estv3") return true;
  let answer;
  try {
    answer = await gateway.query({ orderId: payment.orderId });
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      log.warn(
        { orderId: payment.orderId, code: error.code },
        "the bank could not confirm a charged callback; the signed callback stands",
      );
      return true;
    }
    throw error;
  }
  if (answer.kind === "error") {
    log.warn({ orderId: payment.orderId }, "the bank could not confirm a charged callback; the signed callback stands");
    return true;
  }
  const charged =
    answer.kind === "found" &&
    (answer.status === "captured" || answer.status === "settled" || answer.status === "authorized") &&
    verdict.amountKurus === payment.amountKurus;
  if (!charged) {
    log.warn(
      { orderId: payment.orderId, reason: answer.kind === "found" ? answer.status : "not_found" },
      "payment callback refused: the bank does not know the order as charged",
    );
  }
  return charged;
}

async function applyVerdict(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  verdict: Exclude<CallbackVerdict, { kind: "rejected" }>,
  now: Date,
  ip: string,
  log: PaymentLog,
): Promise<CallbackOutcome> {
  const key: CallbackKey = { provider: payment.provider, orderId: payment.orderId, transactionId: verdict.answerId };
  const claim: Claim = { ...key, paymentId: payment.id, verdict: verdict.kind, at: now };

  if (verdict.kind === "authenticated")
    return authenticatedCallback(db, gateway, payment, verdict, claim, now, ip, log);
  if (verdict.kind === "approved" && !(await bankKnowsTheCharge(gateway, payment, verdict, log))) {
    return { paymentId: payment.id, result: "refused" };
  }

  const apply = (tx: Db): Promise<Decision> => {
    switch (verdict.kind) {
      case "approved":
        return approveInTx(tx, payment.id, verdict.charge, "bank", now);
      case "declined":
      case "error":
        return failInTx(tx, payment.id, verdict.kind, verdict.failure, "bank", now);
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
 * captured through the provider's API (never inside a transaction) and applied in a second one. A
 * crash or no answer in between leaves the attempt initiated: the stale-payment check asks the provider.
 */
async function authenticatedCallback(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  verdict: Extract<CallbackVerdict, { kind: "authenticated" }>,
  claim: Claim,
  now: Date,
  ip: string,
  log: PaymentLog,
): Promise<CallbackOutcome> {
  const key: CallbackKey = { provider: claim.provider, orderId: claim.orderId, transactionId: claim.transactionId };
  const claimed = await runTx(db, async (tx) => {
    if (!(await claimCallback(tx, { ...claim, result: "pending" }))) return false;
    await updatePayment(
      tx,
      payment.id,
      { maskedPan: verdict.maskedPan, providerData: { ...payment.providerData, ...verdict.details } },
      now,
    );
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      actor: "bank",
      kind: "authenticated",
      from: "initiated",
      to: "initiated",
      detail: { maskedPan: verdict.maskedPan, ...verdict.details },
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
    result = await gateway.capture({
      orderId: payment.orderId,
      amountKurus: payment.amountKurus,
      completion: verdict.completion,
      ip: ip || "127.0.0.1",
    });
  } catch (error) {
    // Unknown outcome: the attempt stays initiated and resolveStalePayments asks the provider later.
    log.error(
      { orderId: payment.orderId, code: error instanceof PaymentGatewayError ? error.code : "exception" },
      "provisioning got no answer",
    );
    return { paymentId: payment.id, result: "pending" };
  }
  const decision = await runTx(db, async (tx) => {
    const d =
      result.kind === "approved"
        ? await approveInTx(
            tx,
            payment.id,
            {
              transactionId: result.transactionId,
              authCode: result.authCode,
              maskedPan: verdict.maskedPan,
              resultCode: result.resultCode,
              details: result.details,
            },
            "bank",
            now,
          )
        : await failInTx(
            tx,
            payment.id,
            result.kind,
            {
              reason: result.reason,
              resultCode: result.resultCode,
              errorCode: result.errorCode,
              message: result.message,
              maskedPan: verdict.maskedPan,
              details: {},
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
