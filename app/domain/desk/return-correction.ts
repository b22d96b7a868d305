// A booked return corrected by a manager (issue 27 item 5; decision 0108). Never an edit in place:
// the return's booked lines stay; a correction reverses the charges in force whole and books the
// corrected lines in their place (each lowered or removed with a reason, never raised: a charge
// found later is a new charge, not a correction). What the customer then paid above what is due
// goes back: to the cards that paid as far as they can take it, the rest recorded as owed. Pure:
// the page's preview and the service's confirm both call `planCorrection`.
import { sumKurus } from "#app/domain/money/money.ts";
import { applyWaivers, type WaivedLine, type Waiver, type WaiverError, WAIVER_REASON_MAX } from "./charge-waivers.ts";
import type { ChargeLine } from "./return-charges.ts";

export const CORRECTION_REASON_MAX = WAIVER_REASON_MAX;

export type CorrectionPlan = {
  /** The charges in force, reversed whole (the reversing entry is minus this). */
  reversedKurus: number;
  /** Every line as corrected, with what it was and why it changed (0 = removed). */
  lines: WaivedLine[];
  /** The corrected charges booked in their place. */
  chargesKurus: number;
  /** reversed - charges: how much less the customer owes. */
  reductionKurus: number;
};

export type CorrectionError =
  | WaiverError
  /** Nothing lowered: a correction that changes nothing is not recorded. */
  | { code: "noChange"; index: -1 }
  /** The correction as a whole needs its reason (the audit's and the documents' words). */
  | { code: "correctionReason"; index: -1 };

/** The correction of `inForce` (the lines the last booking or correction left) by `changes`. */
export function planCorrection(
  inForce: readonly ChargeLine[],
  changes: readonly Waiver[],
  reason: string,
): { ok: true; plan: CorrectionPlan } | { ok: false; error: CorrectionError } {
  const why = reason.trim();
  if (why === "" || why.length > CORRECTION_REASON_MAX)
    return { ok: false, error: { code: "correctionReason", index: -1 } };
  // Only managers correct, so the waiver limit does not apply; the per-line rules do.
  const waived = applyWaivers(inForce, changes, { limitKurus: Number.MAX_SAFE_INTEGER, mayWaiveAboveLimit: true });
  if (!waived.ok) return waived;
  const reversedKurus = sumKurus(inForce.map((l) => l.amountKurus));
  const { lines, totalKurus } = waived.value;
  if (totalKurus >= reversedKurus) return { ok: false, error: { code: "noChange", index: -1 } };
  return {
    ok: true,
    plan: { reversedKurus, lines, chargesKurus: totalKurus, reductionKurus: reversedKurus - totalKurus },
  };
}

/** The lines still charged after a correction (removed lines are gone; the receipt lists these). */
export function chargedLines(plan: CorrectionPlan): WaivedLine[] {
  return plan.lines.filter((l) => l.amountKurus > 0);
}

/** The return's charges in force: the last correction's, or the booked ones when never corrected. */
export function chargesInForce(
  bookedKurus: number,
  corrections: readonly { version: number; chargesKurus: number }[],
): number {
  let last: { version: number; chargesKurus: number } | null = null;
  for (const c of corrections) if (!last || c.version > last.version) last = c;
  return last ? last.chargesKurus : bookedKurus;
}

export type MoneyBack = {
  /** Received above what is now due, up to this correction's reduction. */
  backKurus: number;
  /** Sent back to the cards that paid. */
  refundKurus: number;
  /** Owed back and paid another way (cash from the till, the office terminal, a kept deposit). */
  owedKurus: number;
};

/**
 * What goes back after a correction: the customer received `receivedKurus` credit (payments less
 * refunds, plus a kept deposit) against `dueKurus` (total plus charges in force). Only this
 * correction's reduction is paid back by it; the cards take what they can, the rest is owed.
 */
export function moneyBack(input: {
  receivedKurus: number;
  dueKurus: number;
  reductionKurus: number;
  cardRefundableKurus: number;
}): MoneyBack {
  const over = Math.max(0, input.receivedKurus - input.dueKurus);
  const backKurus = Math.min(over, Math.max(0, input.reductionKurus));
  const refundKurus = Math.min(backKurus, Math.max(0, input.cardRefundableKurus));
  return { backKurus, refundKurus, owedKurus: backKurus - refundKurus };
}
