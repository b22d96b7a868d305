// Card payments end to end: starting an attempt, the signed 3-D Secure form, applying the bank's
// callback exactly once, reversing late approvals, resolving stuck attempts and refunds.
// Card numbers, expiry dates and security codes never pass through here: the browser posts them
// to the bank; only the masked PAN and the bank's references are stored.
import { randomBytes } from "node:crypto";
import { CROCKFORD_ALPHABET } from "../../domain/reservation/reservation-number.ts";
import { canTransition } from "../../domain/reservation/status.ts";
import { type Lang, localizePath } from "../../i18n/config.ts";
import type { Db } from "../db/client.server.ts";
import type { PaymentStatus } from "../db/schema.ts";
import {
  type CallbackVerdict,
  type PaymentGateway,
  PaymentGatewayError,
  type PostedFields,
  type QueryResult,
  type ThreeDSecureForm,
  type ThreeDSecureModel,
  type TransactionResult,
} from "../payments/gateway.server.ts";
import { toFieldList, fieldValue } from "../payments/estv3-fields.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { paymentReversalEmail } from "../email/payment-emails.server.ts";
import { listFeasibleUnits } from "../repositories/availability.server.ts";
import {
  type PaymentRow,
  addRefundAmounts,
  claimAttemptsToCheck,
  claimCallback,
  confirmHeldReservation,
  failHeldReservation,
  findApprovedCardAttempt,
  findCallbackResult,
  findLiveCardAttempt,
  findPaymentById,
  findPaymentByOrderId,
  findPaymentEventByKey,
  findPaymentReferenceById,
  insertPaymentEvent,
  insertPaymentUnlessLive,
  lockPayment,
  reholdReservation,
  setCallbackResult,
  transitionPayment,
  updatePayment,
} from "../repositories/payments.server.ts";
import {
  findReservationById,
  findReservationByNumber,
  insertReservationEvent,
  lockReservation,
  lockUnit,
} from "../repositories/reservations.server.ts";
import { applyReferenceApproval, referencePayable } from "./payment-references.server.ts";
import { enqueueReservationConfirmation } from "./reserve.server.ts";

/** The subset of a pino logger the payment code writes to. */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silentLog: PaymentLog = { info() {}, warn() {}, error() {} };

export const PROVIDER = "estv3";
/** An open reference attempt older than this is not reused; an attempt the bank never saw is given up (expired) after it. */
export const STALE_AFTER_MS = 20 * 60_000;
/** The stale-payment check asks the bank about an attempt with no answer after this long: before the 15-minute hold ends. */
export const ASK_BANK_AFTER_MS = 10 * 60_000;
/** A server that claimed an attempt to ask about it has it to itself this long. */
export const CHECK_LEASE_MS = 2 * 60_000;

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += CROCKFORD_ALPHABET[b % 32];
  return out;
}

/** "YLD-7K3M9QX-4T8W2Z": the reservation (or reference) and a random suffix per attempt. */
function newOrderId(prefix: string): string {
  return `${prefix}-${randomCode(6)}`;
}

function runTx<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db));
}

// ----------------------------------------------------------------------------------------------
// Starting an attempt

export type StartResult =
  | { ok: true; paymentId: string }
  | { ok: false; reason: "notFound" | "notCardPayment" | "notPending" | "holdExpired" | "paid" | "referenceExpired" };

/**
 * A card payment attempt for a pending pay-now reservation. A reservation has at most one live
 * attempt (unique index, 0009): a second start, even at the same instant (a double click, a
 * retry), returns the first one, whose /pos3d form it then shows.
 */
export async function startCardPayment(
  db: Db,
  input: { reservationNumber: string; lang: Lang; ip: string },
  options: { now?: Date; model?: ThreeDSecureModel } = {},
): Promise<StartResult> {
  const now = options.now ?? new Date();
  const reservation = await findReservationByNumber(db, input.reservationNumber.trim().toUpperCase());
  if (!reservation) return { ok: false, reason: "notFound" };
  if (reservation.paymentType !== "card") return { ok: false, reason: "notCardPayment" };
  if (reservation.status !== "pending_payment") {
    // A repeat of the step after the payment went through shows that payment's result.
    const paid = reservation.status === "confirmed" ? await findApprovedCardAttempt(db, reservation.id) : null;
    return paid ? { ok: true, paymentId: paid.id } : { ok: false, reason: "notPending" };
  }
  if (!reservation.holdExpiresAt || reservation.holdExpiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: "holdExpired" };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const live = await findLiveCardAttempt(db, reservation.id);
    if (live) return { ok: true, paymentId: live.id };
    const payment = await runTx(db, async (tx) => {
      // A concurrent start holding the index entry makes this wait for it, then insert nothing.
      const row = await insertPaymentUnlessLive(tx, {
        reservationId: reservation.id,
        orderId: newOrderId(reservation.number),
        amountKurus: reservation.totalKurus,
        currency: "TRY",
        status: "initiated",
        model: options.model ?? "3d_pay",
        lang: input.lang,
        clientIp: input.ip.slice(0, 64),
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return null;
      await insertPaymentEvent(tx, {
        paymentId: row.id,
        actor: "customer",
        kind: "initiated",
        from: null,
        to: "initiated",
        amountKurus: row.amountKurus,
        detail: { reservation: reservation.number },
        at: now,
      });
      return row;
    });
    if (payment) return { ok: true, paymentId: payment.id };
  }
  throw new Error("could not start or find the live payment attempt");
}

// ----------------------------------------------------------------------------------------------
// The card form on /pos3d

export type PaymentPage =
  | {
      kind: "form";
      paymentId: string;
      form: ThreeDSecureForm;
      amountKurus: number;
      /** The card holder must be this person (the reservation's driver). */
      driverName: string;
      reservationNumber: string;
      referenceNumber: string | null;
      description: string | null;
      /** When the unit's hold runs out (reservation payments); null for references. */
      holdExpiresAt: string | null;
    }
  | { kind: "settled"; paymentId: string }
  | { kind: "expired" }
  | { kind: "notFound" };

/** Everything /pos3d shows, with the hidden fields signed now (a fresh `rnd` each time). */
export async function preparePaymentPage(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  options: { publicUrl: string; now?: Date },
): Promise<PaymentPage> {
  const now = options.now ?? new Date();
  const payment = await findPaymentById(db, paymentId);
  if (!payment) return { kind: "notFound" };
  if (payment.status !== "initiated") return { kind: "settled", paymentId: payment.id };
  let reservationId = payment.reservationId;
  let holdExpiresAt: Date | null = null;
  let referenceNumber: string | null = null;
  let description: string | null = null;
  if (payment.paymentReferenceId) {
    const reference = await findPaymentReferenceById(db, payment.paymentReferenceId);
    if (!reference) return { kind: "notFound" };
    if (!(await referencePayable(db, reference, now))) return { kind: "expired" };
    reservationId = reference.reservationId;
    referenceNumber = reference.number;
    description = reference.description;
  }
  const reservation = reservationId ? await findReservationById(db, reservationId) : null;
  if (!reservation) return { kind: "notFound" };
  if (!payment.paymentReferenceId) {
    holdExpiresAt = reservation.holdExpiresAt;
    if (reservation.status !== "pending_payment" || !holdExpiresAt || holdExpiresAt.getTime() <= now.getTime()) {
      return { kind: "expired" };
    }
  }
  if (payment.model !== gateway.model) await updatePayment(db, payment.id, { model: gateway.model }, now);
  const callbackUrl = new URL(localizePath("/odemecallback", payment.lang), options.publicUrl).href;
  const form = await gateway.beginThreeDSecure({
    orderId: payment.orderId,
    amountKurus: payment.amountKurus,
    currency: "TRY",
    lang: payment.lang,
    okUrl: callbackUrl,
    failUrl: callbackUrl,
  });
  return {
    kind: "form",
    paymentId: payment.id,
    form,
    amountKurus: payment.amountKurus,
    driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    reservationNumber: reservation.number,
    referenceNumber,
    description,
    holdExpiresAt: holdExpiresAt ? holdExpiresAt.toISOString() : null,
  };
}

// ----------------------------------------------------------------------------------------------
// Applying the bank's answers

type BankApproval = {
  transId: string;
  authCode: string;
  hostRefNum: string;
  procReturnCode: string;
  maskedPan: string;
  trxDate: string;
};

type Applied = "applied" | "already" | "reversed";

/** What applying an answer decided, inside its transaction; a reversal is sent to the bank after the commit. */
type Decision = { outcome: Applied; reversal: string | null };

/**
 * Approval, inside the caller's transaction (with the callback's claim when there is one): the
 * payment becomes approved; its reservation is confirmed, or re-held when its hold ended and the
 * same unit is still free, or else the charge is marked for reversal and the customer e-mailed.
 */
async function approveInTx(
  tx: Db,
  paymentId: string,
  bank: BankApproval,
  actor: "bank" | "system",
  now: Date,
): Promise<Decision> {
  const p = await lockPayment(tx, paymentId);
  // An attempt the stale job gave up on may still be approved late: it is settled like any other.
  if (!p || (p.status !== "initiated" && p.status !== "expired")) return { outcome: "already", reversal: null };
  await updatePayment(
    tx,
    p.id,
    {
      status: "approved",
      transId: bank.transId,
      authCode: bank.authCode,
      hostRefNum: bank.hostRefNum,
      procReturnCode: bank.procReturnCode,
      maskedPan: bank.maskedPan || p.maskedPan,
      mdStatus: p.model === "3d_pay" || p.mdStatus === null ? "1" : p.mdStatus,
      errorCode: null,
      errorMessage: null,
    },
    now,
  );
  await insertPaymentEvent(tx, {
    paymentId: p.id,
    actor,
    kind: "approved",
    from: p.status,
    to: "approved",
    amountKurus: p.amountKurus,
    detail: { ...bank },
    at: now,
  });
  let reversal: string | null = null;
  if (p.reservationId) {
    reversal = await settleReservation(tx, p, now);
  } else if (p.paymentReferenceId) {
    // The reference's own code re-checks what is owed and writes its paid or returned e-mail.
    reversal = await applyReferenceApproval(tx, p, now);
    if (!reversal) return { outcome: "applied", reversal: null };
    await updatePayment(tx, p.id, { reversal }, now);
    return { outcome: "reversed", reversal };
  }
  if (!reversal) return { outcome: "applied", reversal: null };
  await updatePayment(tx, p.id, { reversal }, now);
  await enqueueReversalNotice(tx, { ...p, maskedPan: bank.maskedPan || p.maskedPan }, reversal, now);
  return { outcome: "reversed", reversal };
}

/** The reservation side of an approval: null when it now holds its unit as confirmed, else why the charge goes back. */
async function settleReservation(tx: Db, p: PaymentRow, now: Date): Promise<string | null> {
  const reservationId = p.reservationId!;
  // The row lock orders this with the hold-release job (which skips locked rows) and staff actions.
  const r = await lockReservation(tx, reservationId);
  if (!r) return "reservation_closed";
  if (r.status === "pending_payment" && r.holdExpiresAt && r.holdExpiresAt.getTime() > now.getTime()) {
    if (!(await confirmHeldReservation(tx, reservationId, now))) return "hold_expired";
    await insertReservationEvent(tx, {
      reservationId,
      actor: "system",
      from: "pending_payment",
      to: "confirmed",
      note: `card payment approved (${p.orderId})`,
      at: now,
    });
    await enqueueReservationConfirmation(tx, reservationId, now);
    return null;
  }
  // Confirmed, active, completed or cancelled: nothing to pay for (status.ts).
  if (!canTransition(r.status, "confirmed")) return "reservation_closed";
  if (r.pickupAt.getTime() <= now.getTime()) return "hold_expired";
  // The hold ended (released or run out): hold the same unit again if nobody else has it.
  await lockUnit(tx, r.unitId);
  const feasible = await listFeasibleUnits(
    tx,
    {
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
      now,
    },
    r.modelId,
  );
  if (!feasible.some((u) => u.unitId === r.unitId)) return "hold_expired";
  if (!(await reholdReservation(tx, reservationId, r.status))) return "hold_expired";
  await insertReservationEvent(tx, {
    reservationId,
    actor: "system",
    from: r.status,
    to: "confirmed",
    note: `late card payment approved, unit held again (${p.orderId})`,
    at: now,
  });
  await enqueueReservationConfirmation(tx, reservationId, now);
  return null;
}

/** The e-mail telling the customer, in the language they paid in, that a charge is being returned. */
async function enqueueReversalNotice(tx: Db, p: PaymentRow, reversal: string, now: Date): Promise<void> {
  let reservationId = p.reservationId;
  if (!reservationId && p.paymentReferenceId) {
    reservationId = (await findPaymentReferenceById(tx, p.paymentReferenceId))?.reservationId ?? null;
  }
  const r = reservationId ? await findReservationById(tx, reservationId) : null;
  if (!r) return;
  await enqueueEmail(
    tx,
    paymentReversalEmail({
      lang: p.lang,
      to: r.driver.email,
      driverName: `${r.driver.firstName} ${r.driver.lastName}`,
      reservationNumber: r.number,
      amountKurus: p.amountKurus,
      maskedPan: p.maskedPan,
      reason: reversal === "hold_expired" ? "holdEnded" : r.status === "cancelled" ? "cancelled" : "alreadyPaid",
    }),
    now,
  );
}

/** A genuine refusal or error, inside the caller's transaction: the payment ends, a pending reservation releases its unit. */
async function failInTx(
  tx: Db,
  paymentId: string,
  to: "declined" | "error",
  bank: { procReturnCode: string; errorCode: string; errMsg: string; mdStatus: string; maskedPan: string },
  actor: "bank" | "system",
  now: Date,
): Promise<Decision> {
  const p = await lockPayment(tx, paymentId);
  if (!p || p.status !== "initiated") return { outcome: "already", reversal: null };
  await updatePayment(
    tx,
    p.id,
    {
      status: to,
      procReturnCode: bank.procReturnCode || null,
      errorCode: bank.errorCode || null,
      errorMessage: bank.errMsg.slice(0, 500) || null,
      mdStatus: bank.mdStatus || null,
      maskedPan: bank.maskedPan || p.maskedPan,
    },
    now,
  );
  await insertPaymentEvent(tx, {
    paymentId: p.id,
    actor,
    kind: to,
    from: "initiated",
    to,
    detail: { ...bank },
    at: now,
  });
  if (p.reservationId && (await failHeldReservation(tx, p.reservationId))) {
    await insertReservationEvent(tx, {
      reservationId: p.reservationId,
      actor: "system",
      from: "pending_payment",
      to: "payment_failed",
      note: `card payment ${to} (${p.orderId})`,
      at: now,
    });
  }
  return { outcome: "applied", reversal: null };
}

/** Sends a reversal decided in a committed transaction to the bank; the outcome the caller reports. */
async function afterCommit(
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
async function reverseCharge(
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
    { kind: "void", run: () => gateway.void({ orderId: payment.orderId }) },
    { kind: "refund", run: () => gateway.refund({ orderId: payment.orderId, amountKurus: payment.amountKurus }) },
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
      failures.push({ kind: attempt.kind, errorCode: result.errorCode, errMsg: result.errMsg });
      continue;
    }
    await recordReversal(db, payment, attempt.kind === "void" ? "voided" : "refunded", reason, result, now);
    return;
  }
  log.error({ orderId: payment.orderId, reason }, "automatic reversal failed; the charge needs a manual refund");
  await insertPaymentEvent(db, {
    paymentId: payment.id,
    actor: "system",
    kind: "reversal_failed",
    from: "approved",
    to: "approved",
    amountKurus: payment.amountKurus,
    detail: { reason, failures },
    at: now,
  });
}

async function recordReversal(
  db: Db,
  payment: PaymentRow,
  to: "voided" | "refunded",
  reason: string,
  bank: { transId: string; hostRefNum: string },
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
      detail: { reason, transId: bank.transId, hostRefNum: bank.hostRefNum },
      at: now,
    });
  });
}

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

/** A correctly signed charge we cannot accept (e.g. approved without full authentication): undo it. */
async function reverseRefusedCharge(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  reason: string,
  now: Date,
  log: PaymentLog,
): Promise<void> {
  if (payment.status !== "initiated") return;
  try {
    const result = await gateway.void({ orderId: payment.orderId });
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

// ----------------------------------------------------------------------------------------------
// /payres

export type PaymentResultView = {
  paymentId: string;
  outcome: "approved" | "rejected" | "error" | "reversed" | "pending";
  status: PaymentStatus;
  amountKurus: number;
  maskedPan: string | null;
  procReturnCode: string | null;
  mdStatus: string | null;
  bankMessage: string | null;
  authCode: string | null;
  orderId: string;
  reservationNumber: string | null;
  referenceNumber: string | null;
  /** Whether the automatic reversal went through (false: staff will refund). */
  reversalDone: boolean;
};

export async function paymentResult(db: Db, paymentId: string): Promise<PaymentResultView | null> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) return null;
  const reservation = payment.reservationId ? await findReservationById(db, payment.reservationId) : null;
  const reference = payment.paymentReferenceId ? await findPaymentReferenceById(db, payment.paymentReferenceId) : null;
  const reservationNumber =
    reservation?.number ??
    (reference ? ((await findReservationById(db, reference.reservationId))?.number ?? null) : null);
  const outcome: PaymentResultView["outcome"] = payment.reversal
    ? "reversed"
    : payment.status === "approved" || payment.status === "refunded" || payment.status === "partially_refunded"
      ? "approved"
      : payment.status === "declined"
        ? "rejected"
        : payment.status === "initiated"
          ? "pending"
          : "error";
  return {
    paymentId: payment.id,
    outcome,
    status: payment.status,
    amountKurus: payment.amountKurus,
    maskedPan: payment.maskedPan,
    procReturnCode: payment.procReturnCode,
    mdStatus: payment.mdStatus,
    bankMessage: payment.errorMessage,
    authCode: payment.authCode,
    orderId: payment.orderId,
    reservationNumber,
    referenceNumber: reference?.number ?? null,
    reversalDone: payment.status === "voided" || payment.status === "refunded",
  };
}

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
      const bank: BankApproval = {
        transId: answer.transId,
        authCode: answer.authCode,
        hostRefNum: answer.hostRefNum,
        procReturnCode: answer.procReturnCode || "00",
        maskedPan: answer.maskedPan,
        trxDate: "",
      };
      const decision = await runTx(db, (tx) => approveInTx(tx, payment.id, bank, "system", now));
      // "already": a callback settled it while the bank was being asked.
      if ((await afterCommit(db, gateway, payment.id, decision, now, log)) !== "already") report.approved += 1;
    } else if (answer.kind === "found" && (answer.status === "declined" || answer.status === "voided")) {
      const bank = {
        procReturnCode: answer.procReturnCode,
        errorCode: answer.statusCode,
        errMsg: "",
        mdStatus: "",
        maskedPan: answer.maskedPan,
      };
      const decision = await runTx(db, (tx) => failInTx(tx, payment.id, "declined", bank, "system", now));
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
  const bank = { transId: answer.transId, hostRefNum: answer.hostRefNum };
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
  await insertPaymentEvent(db, {
    paymentId: payment.id,
    actor: "system",
    kind: "reversal_failed",
    from: "approved",
    to: "approved",
    amountKurus: payment.amountKurus,
    detail: { reason, bankStatus: answer.status, refundedKurus: answer.refundedKurus },
    at: now,
  });
  return false;
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
    answer = await gateway.refund({ orderId: payment.orderId, amountKurus: input.amountKurus });
  } catch (error) {
    const unknown = !(error instanceof PaymentGatewayError) || error.outcomeUnknown;
    log.error({ orderId: payment.orderId, unknown }, "refund request got no answer");
    if (unknown) {
      // The amount stays reserved as pending until someone checks with the bank.
      return { ok: false, reason: "unknownOutcome" };
    }
    answer = { kind: "error", orderId: payment.orderId, procReturnCode: "", errorCode: "invalid_input", errMsg: "" };
  }
  return runTx(db, async (tx): Promise<RefundResult> => {
    const p = await lockPayment(tx, payment.id);
    if (!p) return { ok: false, reason: "notFound" };
    let result: RefundResult;
    if (answer.kind === "approved") {
      const refunded = p.refundedKurus + input.amountKurus;
      const status: PaymentStatus = refunded >= p.amountKurus ? "refunded" : "partially_refunded";
      await addRefundAmounts(tx, p.id, { refunded: input.amountKurus, pending: -input.amountKurus }, now);
      await updatePayment(tx, p.id, { status }, now);
      result = { ok: true, refundedKurus: refunded, status };
      await insertPaymentEvent(tx, {
        paymentId: p.id,
        actor: input.actor,
        kind: "refunded",
        from: p.status,
        to: status,
        amountKurus: input.amountKurus,
        detail: { reason: input.reason, transId: answer.transId, hostRefNum: answer.hostRefNum, result },
        idempotencyKey: `${key}:result`,
        at: now,
      });
    } else {
      await addRefundAmounts(tx, p.id, { refunded: 0, pending: -input.amountKurus }, now);
      result = { ok: false, reason: "declined", message: answer.errMsg };
      await insertPaymentEvent(tx, {
        paymentId: p.id,
        actor: input.actor,
        kind: "refund_declined",
        from: p.status,
        to: p.status,
        amountKurus: input.amountKurus,
        detail: { reason: input.reason, errorCode: answer.errorCode, errMsg: answer.errMsg, result },
        idempotencyKey: `${key}:result`,
        at: now,
      });
    }
    return result;
  });
}
