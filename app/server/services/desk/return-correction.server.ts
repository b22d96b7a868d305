// A booked return corrected by a manager (issue 27 item 5, decision 0108): never an edit in place.
// The return's booked charges stay; one `return_corrections` row reverses the charges in force and
// books the corrected lines, in one transaction under the reservation's lock with the reservation
// event, the `charges.correct` audit entry, the reissued return document (a new agreement row that
// refers to the one before) and, when the rental was invoiced, the return invoice (IADE) of the
// reduction. What the customer paid above what is now due goes back to the cards that paid (after
// the transaction, each part under its own key) or is recorded as owed. One row per form key.
import { paymentMoney } from "#app/domain/payments/reservation-balance.ts";
import { returnCorrectionText } from "#app/domain/handover/agreement.ts";
import type { Waiver } from "#app/domain/desk/charge-waivers.ts";
import type { ChargeLine } from "#app/domain/desk/return-charges.ts";
import {
  chargedLines,
  type CorrectionError,
  type CorrectionPlan,
  type MoneyBack,
  moneyBack,
  planCorrection,
} from "#app/domain/desk/return-correction.ts";
import { sumKurus } from "#app/domain/money/money.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { CorrectionLineJson } from "#app/server/db/schema.ts";
import type { PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { findCheckin, listCharges } from "#app/server/repositories/desk.server.ts";
import { agreementsOf, insertAgreement } from "#app/server/repositories/handover-records.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import { insertReservationEvent, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
import {
  findReturnCorrectionByKey,
  insertReturnCorrection,
  listReturnCorrections,
  type ReturnCorrectionRow,
  setCorrectionRefund,
} from "#app/server/repositories/return-corrections.server.ts";
import { issueReturnInvoiceForRefund } from "#app/server/services/invoices.server.ts";
import { refundPayment } from "#app/server/services/payment-reversals.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { company } from "#app/shared/layout/company.ts";
import { sha256Hex } from "./agreement-hash.server.ts";
import { deskBalanceOf } from "./desk-payment.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";
import { bilingualBody } from "./handover-record.server.ts";
import { localDateTimeText } from "./handover-time.server.ts";

const CHARGE_WORDS = {
  tr: { extra_days: "Ek gün", extra_km: "Ek kilometre", fuel: "Yakıt", damage: "Hasar" },
  en: { extra_days: "Extra days", extra_km: "Extra kilometres", fuel: "Fuel", damage: "Damage" },
} as const;

export type CorrectReturnInput = {
  number: string;
  /** New amounts for lines in force (by index), each with its reason; 0 removes the line. */
  changes: Waiver[];
  reason: string;
  /** The charges in force the preview showed: another correction in between makes it stale. */
  previewedKurus: number;
  requestKey: string;
  now: Date;
};

export type CorrectionPreview = {
  inForce: ChargeLine[];
  plan: CorrectionPlan;
  back: MoneyBack;
};

export type CorrectReturnResult =
  | { ok: true; repeated: boolean; correction: ReturnCorrectionRow }
  | { ok: false; reason: "correction"; error: CorrectionError }
  | DeskRefusal;

/** The return's lines in force: the last correction's charged lines, or the booked ones. */
export async function linesInForce(db: Db, reservationId: string): Promise<ChargeLine[]> {
  const corrections = await listReturnCorrections(db, reservationId);
  const last = corrections.at(-1);
  const rows = last ? last.lines.filter((l) => l.amountKurus > 0) : await listCharges(db, reservationId);
  return rows.map(
    (l) =>
      ({
        kind: l.kind,
        quantity: l.quantity,
        unitKurus: l.unitKurus,
        amountKurus: l.amountKurus,
        description: l.description,
      }) as ChargeLine,
  );
}

/** What the customer has received credit for, less what earlier corrections recorded as owed back. */
async function moneyOf(db: Db, r: ReservationRow, plan: CorrectionPlan): Promise<MoneyBack> {
  const balance = await deskBalanceOf(db, r);
  const owedBefore = sumKurus((await listReturnCorrections(db, r.id)).map((c) => c.owedKurus));
  const counted = await listCountedPayments(db, r.id);
  return moneyBack({
    receivedKurus: balance.paidKurus - owedBefore,
    dueKurus: balance.dueKurus - plan.reductionKurus,
    reductionKurus: plan.reductionKurus,
    cardRefundableKurus: sumKurus(counted.map((p) => paymentMoney(p).refundableTowardTotalKurus)),
  });
}

async function planFor(
  db: Db,
  r: ReservationRow,
  input: Pick<CorrectReturnInput, "changes" | "reason">,
): Promise<
  { ok: true; preview: CorrectionPreview } | { ok: false; reason: "correction"; error: CorrectionError } | DeskRefusal
> {
  if (r.status !== "completed" || !(await findCheckin(db, r.id))) return wrongState(r);
  const inForce = await linesInForce(db, r.id);
  const planned = planCorrection(inForce, input.changes, input.reason);
  if (!planned.ok) return { ok: false, reason: "correction", error: planned.error };
  return { ok: true, preview: { inForce, plan: planned.plan, back: await moneyOf(db, r, planned.plan) } };
}

/** The page: the lines in force and the corrections made (only for `charges.waive` holders). */
export async function correctionView(db: Db, actor: StaffActor, number: string) {
  const r = await reservationFor(db, actor, "charges.waive", number);
  if (!r) return null;
  return {
    reservation: r,
    returned: r.status === "completed" && (await findCheckin(db, r.id)) !== null,
    inForce: await linesInForce(db, r.id),
    corrections: await listReturnCorrections(db, r.id),
  };
}

/** What a correction would do, without recording anything (the page's preview). */
export async function previewCorrection(
  db: Db,
  actor: StaffActor,
  input: Pick<CorrectReturnInput, "number" | "changes" | "reason">,
) {
  const r = await reservationFor(db, actor, "charges.waive", input.number);
  if (!r) return { ok: false as const, reason: "notFound" as const };
  return planFor(db, r, input);
}

export async function correctReturn(
  db: Db,
  actor: StaffActor,
  gateway: PaymentGateway,
  input: CorrectReturnInput,
): Promise<CorrectReturnResult> {
  const found = await reservationFor(db, actor, "charges.waive", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(input.requestKey)) return invalid("requestKey", "invalid");
  const repeat = async (tx: Db, r: ReservationRow): Promise<CorrectReturnResult | null> => {
    const earlier = await findReturnCorrectionByKey(tx, input.requestKey);
    if (!earlier) return null;
    if (earlier.reservationId !== r.id) return invalid("requestKey", "invalid");
    return { ok: true, repeated: true, correction: earlier };
  };
  const result = await underLock(db, found.id, async (tx, r): Promise<CorrectReturnResult> => {
    const earlier = await repeat(tx, r);
    if (earlier) return earlier;
    const planned = await planFor(tx, r, input);
    if (!planned.ok) return planned;
    const { plan, back, inForce } = planned.preview;
    if (plan.reversedKurus !== input.previewedKurus) return invalid("preview", "stale");
    const corrections = await listReturnCorrections(tx, r.id);
    const version = corrections.length + 1;
    const reason = input.reason.trim();
    const agreementId = await reissueReturnDocument(tx, actor, r, { version, reason, inForce, plan, now: input.now });
    const lines: CorrectionLineJson[] = plan.lines.map((l) => ({
      kind: l.kind,
      quantity: l.quantity,
      unitKurus: l.unitKurus,
      amountKurus: l.amountKurus,
      description: l.description,
      previousKurus: l.computedKurus,
      reason: l.reason,
    }));
    const inserted = await insertReturnCorrection(tx, {
      reservationId: r.id,
      requestKey: input.requestKey,
      version,
      reversedKurus: plan.reversedKurus,
      chargesKurus: plan.chargesKurus,
      lines,
      reason,
      refundKurus: back.refundKurus,
      owedKurus: back.owedKurus,
      refundState: back.refundKurus > 0 ? "pending" : null,
      agreementId,
      staffId: actor.id,
      createdAt: input.now,
    });
    if (!inserted) return (await repeat(tx, r)) ?? invalid("requestKey", "invalid");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `return corrected: charges ${plan.reversedKurus} -> ${plan.chargesKurus}; refund ${back.refundKurus}; owed back ${back.owedKurus}`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "charges.correct",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { chargesKurus: plan.reversedKurus, lines: inForce },
      after: {
        correctionId: inserted.id,
        version,
        reason,
        reversedKurus: plan.reversedKurus,
        chargesKurus: plan.chargesKurus,
        lines,
        refundKurus: back.refundKurus,
        owedKurus: back.owedKurus,
      },
    });
    // Invoiced already: the reduction goes back on a return invoice (IADE) against the rental's
    // invoice, once per correction (its id is the invoice's cause key; decision 0093's rule).
    await issueReturnInvoiceForRefund(tx, r.id, `return-correction:${inserted.id}`, plan.reductionKurus, input.now);
    return { ok: true, repeated: false, correction: inserted };
  });
  if (result.ok && !result.repeated && result.correction.refundKurus > 0) {
    await refundCorrection(db, gateway, result.correction, input.now);
    return { ...result, correction: (await findReturnCorrectionByKey(db, input.requestKey)) ?? result.correction };
  }
  return result;
}

/** The return document reissued: a new agreement row (next version) referring to the one before. */
async function reissueReturnDocument(
  tx: Db,
  actor: StaffActor,
  r: ReservationRow,
  c: { version: number; reason: string; inForce: ChargeLine[]; plan: CorrectionPlan; now: Date },
): Promise<string | null> {
  const returns = (await agreementsOf(tx, r.id)).filter((a) => a.kind === "return");
  const previous = returns.reduce<(typeof returns)[number] | null>(
    (last, a) => (last && last.version > a.version ? last : a),
    null,
  );
  if (!previous) return null;
  const label = (l: ChargeLine, lang: "tr" | "en") =>
    l.description ? `${CHARGE_WORDS[lang][l.kind]}: ${l.description}` : CHARGE_WORDS[lang][l.kind];
  const build = (lang: "tr" | "en") =>
    returnCorrectionText(
      {
        company: company.legalName,
        number: r.number,
        previousSha256: previous.bodySha256,
        version: c.version,
        correctedAt: localDateTimeText(c.now),
        reason: c.reason,
        reversed: c.inForce.map((l) => ({ label: label(l, lang), amountKurus: l.amountKurus })),
        reversedKurus: c.plan.reversedKurus,
        charges: chargedLines(c.plan).map((l) => ({ label: label(l, lang), amountKurus: l.amountKurus })),
        chargesKurus: c.plan.chargesKurus,
      },
      lang,
    );
  const body = bilingualBody(build, r.lang);
  const row = await insertAgreement(tx, {
    reservationId: r.id,
    kind: "return",
    version: previous.version + 1,
    refersTo: previous.id,
    lang: r.lang,
    body,
    bodySha256: sha256Hex(body),
    staffId: actor.id,
  });
  return row.id;
}

/** Sends a correction's refund back to the cards that paid, newest first, each part under its own key. */
async function refundCorrection(
  db: Db,
  gateway: PaymentGateway,
  correction: ReturnCorrectionRow,
  now: Date,
): Promise<void> {
  const counted = (await listCountedPayments(db, correction.reservationId)).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  let left = correction.refundKurus;
  const results: unknown[] = [];
  let state: "refunded" | "failed" | "unknown" = "refunded";
  for (const payment of counted) {
    if (left <= 0) break;
    const amountKurus = Math.min(left, paymentMoney(payment).refundableTowardTotalKurus);
    if (amountKurus <= 0) continue;
    const result = await refundPayment(
      db,
      gateway,
      {
        paymentId: payment.id,
        amountKurus,
        actor: "desk",
        reason: "return corrected",
        idempotencyKey: `return-correction:${correction.id}:${payment.id}`,
      },
      { now },
    );
    results.push(result);
    if (result.ok) left -= amountKurus;
    else state = result.reason === "unknownOutcome" || result.reason === "inProgress" ? "unknown" : "failed";
  }
  if (left > 0 && state === "refunded") state = "failed";
  await setCorrectionRefund(db, correction.id, { refundState: state, refundResult: results });
}
