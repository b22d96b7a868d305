// A return invoice (InvoiceTypeCode IADE) after money went back to the customer: the refunded
// amount (KDV included) spread over the original invoice's lines in proportion to what is still
// returnable on each (largest remainder, so the shares add up to the refund exactly). A return
// never exceeds what the original invoice charged less the returns already issued against it.
import { assertKurus } from "#app/domain/money/money.ts";
import type { InvoiceLine, InvoiceLineInput } from "./invoice.ts";

export class ReturnTooLargeError extends Error {
  readonly refundKurus: number;
  readonly returnableKurus: number;
  constructor(refundKurus: number, returnableKurus: number) {
    super(`a return of ${refundKurus} kuruş exceeds the ${returnableKurus} kuruş still returnable`);
    this.name = "ReturnTooLargeError";
    this.refundKurus = refundKurus;
    this.returnableKurus = returnableKurus;
  }
}

/**
 * The lines of a return of `refundKurus` against `original`, given the gross already returned per
 * original line id. Each returned line keeps the original's name, unit and rate.
 */
export function returnLines(
  original: readonly InvoiceLine[],
  refundKurus: number,
  alreadyReturned: ReadonlyMap<number, number> = new Map(),
): InvoiceLineInput[] {
  assertKurus(refundKurus, "refund");
  if (refundKurus <= 0) throw new RangeError("a return must be positive");
  const remaining = original.map((l) => Math.max(0, l.grossKurus - (alreadyReturned.get(l.id) ?? 0)));
  const returnable = remaining.reduce((s, x) => s + x, 0);
  if (refundKurus > returnable) throw new ReturnTooLargeError(refundKurus, returnable);
  // Exact shares floor(refund * remaining / returnable) in BigInt, then the leftover kuruş to the
  // largest remainders (ties: the earlier line).
  const big = BigInt(refundKurus);
  const total = BigInt(returnable);
  const shares = remaining.map((r) => {
    const num = big * BigInt(r);
    return { floor: Number(num / total), rem: num % total };
  });
  let left = refundKurus - shares.reduce((s, x) => s + x.floor, 0);
  const order = shares
    .map((s, i) => ({ i, rem: s.rem }))
    .filter(({ i }) => (remaining[i] ?? 0) > (shares[i]?.floor ?? 0))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    const s = shares[i];
    if (s) s.floor += 1;
    left -= 1;
  }
  return original.flatMap((l, i): InvoiceLineInput[] => {
    const amount = shares[i]?.floor ?? 0;
    if (amount === 0) return [];
    const whole = amount === l.grossKurus;
    return [
      {
        kind: l.kind,
        name: `İade: ${l.name}`,
        quantity: whole ? l.quantity : 1,
        unit: whole ? l.unit : "C62",
        listGrossKurus: amount,
        vatRatePct: l.vatRatePct,
        returnsLine: l.id,
        ...(l.exemption ? { exemption: l.exemption } : {}),
      },
    ];
  });
}
