// How much a refund returns of what was invoiced (decision 0093). An invoice states what the
// customer was sold; a refund of money that was never invoiced (the part of a prepaid booking a
// cancellation gives back beyond its deduction, an overpayment) returns nothing of it. So after a
// refund the customer keeps `kept` = what they paid (without instalment surcharges, which are
// the bank's cost, not a sale) less everything refunded; an invoiced amount above `kept` is
// returned by an IADE invoice:
//
//   due = max(0, invoiced − returned − kept)
//
// where `invoiced` sums the reservation's sale invoices and `returned` its return invoices.
import type { ReceiptPayment } from "#app/domain/receipts/receipt.ts";

export function keptKurus(payments: readonly ReceiptPayment[]): number {
  let kept = 0;
  for (const p of payments) {
    const surcharge = p.method === "card" ? (p.instalmentSurchargeKurus ?? 0) : 0;
    kept += p.amountKurus - surcharge - p.refunds.reduce((s, r) => s + r.amountKurus, 0);
  }
  return Math.max(0, kept);
}

export function returnDueKurus(input: { invoicedKurus: number; returnedKurus: number; keptKurus: number }): number {
  return Math.max(0, input.invoicedKurus - input.returnedKurus - input.keptKurus);
}
