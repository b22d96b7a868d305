// The deposit held for a rental (issue 27 item 4; decision 0088). A card deposit is a
// pre-authorisation at the bank (EstV3 PreAuth): money held on the card, not taken. At the return
// the desk keeps what the customer still owes, up to the deposit (PostAuth of that part; the bank
// releases the rest), or releases all of it (Void) when nothing is owed. A cash deposit sits in the
// till the same way: what is owed is kept, the rest paid back. A deposit is never a payment until
// (and only for the part) it is kept.
import { sumKurus } from "#app/domain/money/money.ts";

export const DEPOSIT_METHODS = ["card_preauth", "cash"] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_STATUSES = ["pending", "held", "settling", "captured", "released", "paid_back"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The bank keeps a pre-authorisation this many days unless configured otherwise (DEPOSIT_HOLD_DAYS). */
export const DEFAULT_HOLD_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the return does with a held deposit. */
export type DepositPlan = {
  /** Kept toward what is owed (card: PostAuth of this amount; cash: kept in the till). */
  keepKurus: number;
  /** Released to the card (the rest of the pre-authorisation) or paid back in cash. */
  returnKurus: number;
};

/** Keeps what is owed, at most the deposit; the rest goes back. */
export function depositPlan(heldKurus: number, owedKurus: number): DepositPlan {
  if (!Number.isSafeInteger(heldKurus) || heldKurus < 0) throw new RangeError("held must be whole kuruş");
  const keepKurus = Math.min(heldKurus, Math.max(0, Math.trunc(owedKurus)));
  return { keepKurus, returnKurus: heldKurus - keepKurus };
}

/** The status a settled deposit ends in. */
export function settledStatus(method: DepositMethod, plan: DepositPlan): DepositStatus {
  if (plan.keepKurus > 0) return "captured";
  return method === "cash" ? "paid_back" : "released";
}

/** When the bank lets a pre-authorisation lapse (its window from the hold). */
export function holdExpiresAt(heldAt: Date, holdDays: number = DEFAULT_HOLD_DAYS): Date {
  return new Date(heldAt.getTime() + holdDays * DAY_MS);
}

/**
 * A card pre-authorisation neither captured nor released within the bank's window: a task for the
 * desk (the bank may let it lapse, and the money it was to cover is then lost).
 */
export function holdOverdue(
  d: { method: DepositMethod; status: DepositStatus; heldAt: Date | null },
  now: Date,
  holdDays: number = DEFAULT_HOLD_DAYS,
): boolean {
  if (d.method !== "card_preauth" || d.heldAt === null) return false;
  if (d.status !== "held" && d.status !== "settling") return false;
  return now.getTime() >= holdExpiresAt(d.heldAt, holdDays).getTime();
}

/** What a deposit adds to the money received for the reservation: only what was kept. */
export function depositPaidKurus(d: { status: DepositStatus; capturedKurus: number } | null): number {
  return d && d.status === "captured" ? d.capturedKurus : 0;
}

/** Kuruş still held for the customer (on the card or in the till). */
export function depositHeldKurus(d: { status: DepositStatus; amountKurus: number } | null): number {
  return d && (d.status === "held" || d.status === "settling") ? d.amountKurus : 0;
}

/** Payments received toward a reservation less refunds, plus the kept part of the deposit. */
export function receivedKurus(input: {
  payments: readonly number[];
  refunds: readonly number[];
  deposit: { status: DepositStatus; capturedKurus: number } | null;
}): number {
  return sumKurus([...input.payments, depositPaidKurus(input.deposit)]) - sumKurus([...input.refunds]);
}

/** A claim for settling older than this belongs to a process that died (decision 0109). */
export const SETTLING_STALE_MS = 2 * 60_000;

/** What the bank's ledger says became of a pre-authorisation left in `settling`. */
export type LedgerSettlement =
  /** The PostAuth went through: keep what the bank captured (never PostAuth again). */
  | { kind: "captured"; keepKurus: number }
  /** The Void went through: nothing kept. */
  | { kind: "released" }
  /** The bank did nothing: the hold stands; settle again. */
  | { kind: "held" }
  /** No clear answer: leave the claim for the next look. */
  | { kind: "unknown" };

/**
 * Reads the bank's status query of the pre-authorisation (decision 0109). A capture larger than
 * the deposit or an unreported amount is not trusted: "unknown", for staff to look at.
 */
export function settlementFromLedger(
  answer: { status: string; capturedKurus: number | null | undefined } | null,
  depositKurus: number,
): LedgerSettlement {
  if (!answer) return { kind: "unknown" };
  if (answer.status === "voided") return { kind: "released" };
  if (answer.status === "authorized") return { kind: "held" };
  if (answer.status === "captured" || answer.status === "settled") {
    const c = answer.capturedKurus;
    if (c === null || c === undefined || !Number.isSafeInteger(c) || c <= 0 || c > depositKurus)
      return { kind: "unknown" };
    return { kind: "captured", keepKurus: c };
  }
  return { kind: "unknown" };
}
