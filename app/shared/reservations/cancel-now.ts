// The form names and views of cancel at once (decision 0100), shared by the pages and the services.
import type { RefundRule } from "#app/domain/cancellation/cancellation-refund.ts";
import type { AtOnceMoneyOutcome, SelfServiceMoney } from "#app/domain/cancellation/self-service.ts";

/** What the customer confirms: the policy's rule and amounts, as shown. */
export type AtOncePreview = {
  number: string;
  pickupAt: string;
  rule: RefundRule;
  money: SelfServiceMoney;
  paid: string;
  refund: string;
  deduction: string;
  /** Carried back by the confirm button: a different amount at confirmation is shown again first. */
  refundKurus: number;
};

/** Cancelled: where the money stands, as the page and the e-mail tell it. */
export type AtOnceDone = {
  number: string;
  outcome: AtOnceMoneyOutcome;
  refund: string;
  deduction: string;
  /** A repeat (double click, back and resend): the first confirmation's outcome. */
  repeat: boolean;
};

/** Lookup: show the amounts of cancelling now, with the confirm button. */
export const CANCEL_PREVIEW_INTENT = "cancelPreview";
/** Lookup and member area: the customer confirmed; cancel now. */
export const CANCEL_NOW_INTENT = "cancelNow";
/** The refund (kuruş) the customer saw; a different amount at confirmation is shown again first. */
export const SHOWN_REFUND_FIELD = "shownRefund";

/** The shown refund as posted, or -1 (never equal to a real amount) when missing or garbled. */
export function shownRefundOf(formData: FormData): number {
  const raw = String(formData.get(SHOWN_REFUND_FIELD) ?? "");
  const n = /^\d{1,12}$/.test(raw) ? Number(raw) : -1;
  return Number.isSafeInteger(n) ? n : -1;
}
