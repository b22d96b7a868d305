// Cancellation (/Rezervasyon-Iptal): the visitor first sees the refund the policy gives, then
// confirms; the request is stored and e-mailed (cancellation-requests.server.ts) and experts answer
// later. applyCancellation is the back office's side: cancel the reservation (which frees its unit)
// and refund exactly once.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  type CancellationRefund,
  cancellationRefund,
  type RefundRule,
} from "#app/domain/cancellation/cancellation-refund.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { assertTransition } from "#app/domain/reservation/status.ts";
import { captchaModeOf, CONFIRM_INTENT, isCaptchaIntent } from "#app/shared/forms/bot-fields.ts";
import { cancellationSchema } from "#app/shared/forms/form-schemas.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import {
  findCancellationRequest,
  findCancelledAt,
  findOpenCancellationRequest,
  markCancellationRequestsApplied,
  setReservationStatus,
} from "#app/server/repositories/forms.server.ts";
import {
  findReservationById,
  insertReservationEvent,
  lockReservation,
} from "#app/server/repositories/reservations.server.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { findPaymentEventByKey } from "#app/server/repositories/payments.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import { firstMonthKurus } from "#app/server/repositories/monthly-rentals.server.ts";
import {
  captchaPassed,
  carriedStamp,
  type CaptchaView,
  checkRateLimits,
  issueCaptcha,
  formStampExpired,
  looksAutomated,
} from "#app/server/security/form-guard.server.ts";
import { recordCancellationRequest } from "./cancellation-requests.server.ts";
import { type FormRequest } from "./forms.server.ts";
import { displayLocal, findOwnReservation } from "./reservation-lookup.server.ts";
import { issueInvoiceForCancellation } from "./invoices.server.ts";
import { type PaymentLog, refundPayment, type RefundResult } from "./payments.server.ts";

/** How long the refund shown in step 1 can be confirmed. */
export const CONFIRM_WINDOW_MS = 15 * 60_000;

export type CancellationPreview = {
  number: string;
  pickupAt: string;
  reason: string;
  rule: RefundRule;
  cancellable: boolean;
  paid: string;
  refund: string;
  deduction: string;
  token: string;
};

export type CancellationActionData = {
  result: SubmissionResult<string[]>;
  captcha: CaptchaView;
  stamp: string;
  notice?: "refused" | "tooMany" | "notFound" | "notCancellable" | "expired" | "stale" | "alreadyRequested";
  retryMinutes?: number;
  /** With "alreadyRequested": when the live request was received, as shown (DD.MM.YYYY HH:mm). */
  requestedAt?: string;
  preview?: CancellationPreview;
  sent?: { email: string; refund: string };
};

export type CancellationReply = { status: number; data: CancellationActionData; headers?: Record<string, string> };

const HIDDEN = ["captcha", "captchaId"];
const lenient = z.looseObject({});

/**
 * What the policy gives for cancelling `reservation` at `at`. Paid = what the reservation received
 * online (its card payment or a payment of one of its references, /sanal-odeme) minus what was
 * refunded or is being refunded, plus `refundedByThis` (what this very cancellation already
 * refunded, so a repeat decides the same). A pay-at-office reservation paid by reference is prepaid.
 * The refund goes back to the latest payment; a reservation never has more than one before pick-up
 * (a reference is only for what is still owed).
 */
export async function refundFor(
  db: Db,
  reservation: ReservationRow,
  at: Date,
  refundedByThis = 0,
): Promise<CancellationRefund & { paidKurus: number; paymentId: string | null }> {
  const counted = await listCountedPayments(db, reservation.id);
  const payment = counted.at(-1) ?? null;
  const refundable = counted.reduce((sum, p) => sum + p.amountKurus - p.refundedKurus - p.refundPendingKurus, 0);
  const paidKurus = counted.length > 0 ? Math.max(0, refundable + refundedByThis) : 0;
  const decision = cancellationRefund({
    paidKurus,
    vehicleRentalKurus: Math.max(0, reservation.vehicleKurus - reservation.discountKurus),
    rentalDays: reservation.rentalDays,
    totalKurus: reservation.totalKurus,
    hasAssurance: reservation.assuranceKurus > 0,
    prepaid: payment !== null,
    pickUp: reservation.pickupAt,
    now: at,
    pickedUp: reservation.status === "active" || reservation.status === "completed",
    // A monthly rental paid month 1 only: the late deduction is a share of that (decision 0131).
    firstMonthKurus: await firstMonthKurus(db, reservation.id),
  });
  return { ...decision, paidKurus, paymentId: payment?.id ?? null };
}

export function isOpen(reservation: ReservationRow): boolean {
  return reservation.status === "confirmed" || reservation.status === "pending_payment";
}

// The confirmation token: which reservation, the reason, until when; signed so it cannot be edited.
function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`cancel:${payload}`).digest("base64url");
}

function makeToken(secret: string, body: { r: string; reason: string; exp: number }): string {
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

function readToken(secret: string, token: string, now: Date): { r: string; reason: string } | "expired" | null {
  const [payload = "", mac = ""] = token.split(".");
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      r?: unknown;
      reason?: unknown;
      exp?: unknown;
    };
    if (typeof body.r !== "string" || typeof body.reason !== "string" || typeof body.exp !== "number") return null;
    return body.exp < now.getTime() ? "expired" : { r: body.r, reason: body.reason };
  } catch {
    return null;
  }
}

function replier(req: FormRequest, formData: FormData) {
  return async function reply(
    status: number,
    result: SubmissionResult<string[]>,
    extra: Partial<CancellationActionData> = {},
    headers?: Record<string, string>,
  ): Promise<CancellationReply> {
    const data: CancellationActionData = {
      result,
      captcha: await issueCaptcha(req.db, req.env, req.now, { mode: captchaModeOf(formData), lang: req.lang }),
      stamp: carriedStamp(formData, req.env, req.now),
      ...extra,
    };
    return headers ? { status, data, headers } : { status, data };
  };
}

/** Step 1 (check and show the refund) or step 2 (intent "confirm": record and e-mail the request). */
export async function submitCancellation(req: FormRequest, formData: FormData): Promise<CancellationReply> {
  const reply = replier(req, formData);
  const typed = () => parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN });
  const tooMany = (seconds: number) =>
    reply(
      429,
      typed(),
      { notice: "tooMany", retryMinutes: Math.max(1, Math.ceil(seconds / 60)) },
      {
        "Retry-After": String(seconds),
      },
    );
  const limited = await checkRateLimits(req.db, req.env, { form: "cancellation", ip: req.ip, now: req.now });
  if (limited) return tooMany(limited.retryAfterSeconds);
  const intent = formData.get("intent");
  if (isCaptchaIntent(intent)) return reply(200, typed());
  if (intent === CONFIRM_INTENT) return confirm(req, formData);
  if (formStampExpired(formData, req.env, req.now)) return reply(400, typed(), { notice: "stale" });
  if (looksAutomated(formData, req.env, req.now)) return reply(400, typed(), { notice: "refused" });

  const submission = parseWithZod(formData, { schema: cancellationSchema });
  if (submission.status !== "success") return reply(400, submission.reply({ hideFields: HIDDEN }));
  const value = submission.value;
  const byTarget = await checkRateLimits(req.db, req.env, { form: "cancellation", target: value.number, now: req.now });
  if (byTarget) return tooMany(byTarget.retryAfterSeconds);
  if (!(await captchaPassed(req.db, value.captchaId, value.captcha, req.now))) {
    return reply(
      400,
      submission.reply({ fieldErrors: { captcha: ["forms.errors.captchaWrong"] }, hideFields: HIDDEN }),
    );
  }
  const kept = submission.reply({ hideFields: HIDDEN });
  const details = await findOwnReservation(req.db, value.number, value.lastName);
  if (!details) return reply(200, kept, { notice: "notFound" });
  const reservation = details.reservation;
  const live = await findOpenCancellationRequest(req.db, reservation.id);
  if (live)
    return reply(409, kept, { notice: "alreadyRequested", requestedAt: displayLocal(live.requestedAt, req.lang) });
  const refund = await refundFor(req.db, reservation, req.now);
  if (!isOpen(reservation) || !refund.cancellable) return reply(200, kept, { notice: "notCancellable" });
  const money = (kurus: number) => formatTl(kurus, req.lang);
  return reply(200, kept, {
    preview: {
      number: reservation.number,
      pickupAt: displayLocal(reservation.pickupAt, req.lang),
      reason: value.reason,
      rule: refund.rule,
      cancellable: refund.cancellable,
      paid: money(refund.paidKurus),
      refund: money(refund.refundKurus),
      deduction: money(refund.deductionKurus),
      token: makeToken(req.env.SESSION_SECRET, {
        r: reservation.id,
        reason: value.reason,
        exp: req.now.getTime() + CONFIRM_WINDOW_MS,
      }),
    },
  });
}

async function confirm(req: FormRequest, formData: FormData): Promise<CancellationReply> {
  const reply = replier(req, formData);
  const typed = parseWithZod(formData, { schema: lenient }).reply({ hideFields: HIDDEN });
  const token = readToken(req.env.SESSION_SECRET, String(formData.get("token") ?? ""), req.now);
  if (token === "expired") return reply(400, typed, { notice: "expired" });
  if (!token) return reply(400, typed, { notice: "refused" });
  const reservation = await findReservationById(req.db, token.r);
  if (!reservation) return reply(400, typed, { notice: "refused" });
  const refund = await refundFor(req.db, reservation, req.now);
  if (!isOpen(reservation) || !refund.cancellable) return reply(200, typed, { notice: "notCancellable" });
  const money = (kurus: number) => formatTl(kurus, req.lang);
  const driver = reservation.driver;
  const sent = { sent: { email: driver.email, refund: money(refund.refundKurus) } };
  const { created } = await recordCancellationRequest(req.db, {
    reservation,
    reason: token.reason,
    lang: req.lang,
    clientIp: req.ip,
    now: req.now,
    refund,
  });
  if (!created) {
    // A reservation has one live request (migration 0020): a second one is refused and says so; it
    // is neither stored nor e-mailed, and the page does not claim it was.
    const live = await findOpenCancellationRequest(req.db, reservation.id);
    return reply(409, typed, {
      notice: "alreadyRequested",
      ...(live ? { requestedAt: displayLocal(live.requestedAt, req.lang) } : {}),
    });
  }
  return reply(200, parseWithZod(formData, { schema: lenient }).reply({ resetForm: true }), sent);
}

export type ApplyCancellationResult =
  | {
      ok: true;
      reservationId: string;
      rule: RefundRule;
      refundKurus: number;
      /** The bank's answer (the first one on a repeated call); null when nothing was to be refunded. */
      refund: RefundResult | null;
      alreadyCancelled: boolean;
    }
  | { ok: false; reason: "notFound" | "notCancellable" };

/**
 * Carries out a decided cancellation: the reservation becomes cancelled (no longer live, so the
 * exclusion constraint frees its unit) and the policy's refund goes to the bank once. Safe to call
 * again: the status change is skipped and the refund's idempotency key returns the first answer.
 * The policy is applied at the request's time when a request is given, else at `now`.
 */
export async function applyCancellation(
  db: Db,
  gateway: PaymentGateway,
  input: { requestId?: string; reservationId?: string; actor: string; now: Date },
  options: { log?: PaymentLog } = {},
): Promise<ApplyCancellationResult> {
  const request = input.requestId ? await findCancellationRequest(db, input.requestId) : null;
  if (input.requestId && !request) return { ok: false, reason: "notFound" };
  const reservationId = request?.reservationId ?? input.reservationId;
  if (!reservationId) return { ok: false, reason: "notFound" };
  const idempotencyKey = `cancellation:${reservationId}`;
  // A repeat decides as the first call did: same time, same amount paid before its refund.
  const earlier = await findPaymentEventByKey(db, `refund:${idempotencyKey}:result`);
  const refundedByThis = earlier?.kind === "refunded" ? (earlier.amountKurus ?? 0) : 0;
  const policyTime = request?.requestedAt ?? (await findCancelledAt(db, reservationId)) ?? input.now;

  const decided = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation) return { ok: false as const, reason: "notFound" as const };
    const alreadyCancelled = reservation.status === "cancelled";
    if (!alreadyCancelled && !isOpen(reservation)) return { ok: false as const, reason: "notCancellable" as const };
    const refund = await refundFor(tx, reservation, policyTime, refundedByThis);
    if (!refund.cancellable) return { ok: false as const, reason: "notCancellable" as const };
    if (!alreadyCancelled) {
      assertTransition(reservation.status, "cancelled");
      await setReservationStatus(tx, reservation.id, "cancelled");
      await insertReservationEvent(tx, {
        reservationId: reservation.id,
        actor: input.actor,
        from: reservation.status,
        to: "cancelled",
        note: `cancellation ${refund.rule}: refund ${refund.refundKurus}`,
        at: input.now,
      });
    }
    return { ok: true as const, refund, alreadyCancelled };
  });
  if (!decided.ok) return decided;

  let refundResult: RefundResult | null = earlier ? (earlier.detail?.result as RefundResult) : null;
  if (!refundResult && decided.refund.paymentId && decided.refund.refundKurus > 0) {
    refundResult = await refundPayment(
      db,
      gateway,
      {
        paymentId: decided.refund.paymentId,
        amountKurus: decided.refund.refundKurus,
        actor: input.actor,
        reason: `cancellation:${decided.refund.rule}`,
        idempotencyKey,
      },
      { now: input.now, ...(options.log ? { log: options.log } : {}) },
    );
  }
  await db.transaction(async (txRaw) => {
    await markCancellationRequestsApplied(txRaw as unknown as Db, reservationId, {
      appliedAt: input.now,
      appliedBy: input.actor,
      refundResult,
    });
    // A prepaid booking's deduction is final: its invoice, once (decision 0072; nothing when 0).
    await issueInvoiceForCancellation(
      txRaw as unknown as Db,
      reservationId,
      Math.min(decided.refund.paidKurus, decided.refund.deductionKurus),
      input.now,
    );
  });
  return {
    ok: true,
    reservationId,
    rule: decided.refund.rule,
    refundKurus: decided.refund.refundKurus,
    refund: refundResult,
    alreadyCancelled: decided.alreadyCancelled,
  };
}
