// The bank reconciliation (docs/decisions/0075): the bank's day-end list of transactions matched
// with Yolda's payments and refunds by order id, kind and amount. Pure.

export const bankTxTypes = ["sale", "refund", "void"] as const;
export type BankTxType = (typeof bankTxTypes)[number];

/** One line of the bank's day-end (settlement) file. */
export type BankLine = { orderId: string; authCode: string; type: BankTxType; amountKurus: number; at: string };

/** One of Yolda's money movements at the bank: a card charge, a refund or a void it recorded. */
export type YoldaLine = { orderId: string; type: BankTxType; amountKurus: number; at: string; reservation: string };

export type Reconciliation = {
  matched: Array<{ bank: BankLine; yolda: YoldaLine }>;
  /** Same order and kind, different amounts. */
  differences: Array<{ bank: BankLine; yolda: YoldaLine; differenceKurus: number }>;
  /** At the bank, not in Yolda's records. */
  bankOnly: BankLine[];
  /** In Yolda's records, not at the bank. */
  yoldaOnly: YoldaLine[];
  bankTotalKurus: number;
  yoldaTotalKurus: number;
};

/** A sale adds to the day's total, a refund or a void takes away. */
export function signedKurus(line: { type: BankTxType; amountKurus: number }): number {
  return line.type === "sale" ? line.amountKurus : -line.amountKurus;
}

const keyOf = (l: { orderId: string; type: BankTxType }) => `${l.orderId}\u0000${l.type}`;

function groupBy<T extends { orderId: string; type: BankTxType }>(lines: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const list = groups.get(keyOf(line)) ?? [];
    list.push(line);
    groups.set(keyOf(line), list);
  }
  return groups;
}

/**
 * Pairs each bank line with one Yolda line of the same order id and kind: equal amounts first,
 * then what is left in time order (an amount difference); the rest is unmatched on its side.
 * Every line of either side appears exactly once in the result.
 */
export function reconcile(bank: readonly BankLine[], yolda: readonly YoldaLine[]): Reconciliation {
  const result: Reconciliation = {
    matched: [],
    differences: [],
    bankOnly: [],
    yoldaOnly: [],
    bankTotalKurus: bank.reduce((s, l) => s + signedKurus(l), 0),
    yoldaTotalKurus: yolda.reduce((s, l) => s + signedKurus(l), 0),
  };
  const yoldaGroups = groupBy(yolda);
  const byTime = <T extends { at: string }>(a: T, b: T) => a.at.localeCompare(b.at);
  for (const [key, bankLines] of groupBy(bank)) {
    const ours = [...(yoldaGroups.get(key) ?? [])].sort(byTime);
    yoldaGroups.delete(key);
    const left: BankLine[] = [];
    for (const b of [...bankLines].sort(byTime)) {
      const i = ours.findIndex((y) => y.amountKurus === b.amountKurus);
      if (i >= 0) result.matched.push({ bank: b, yolda: ours.splice(i, 1)[0] as YoldaLine });
      else left.push(b);
    }
    for (const b of left) {
      const y = ours.shift();
      if (y) result.differences.push({ bank: b, yolda: y, differenceKurus: b.amountKurus - y.amountKurus });
      else result.bankOnly.push(b);
    }
    result.yoldaOnly.push(...ours);
  }
  for (const rest of yoldaGroups.values()) result.yoldaOnly.push(...rest);
  result.bankOnly.sort(byTime);
  result.yoldaOnly.sort(byTime);
  return result;
}
