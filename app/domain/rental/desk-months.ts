// Which months of a monthly rental the desk's money pays (decisions 0130, 0138). A desk payment
// taken for a chosen month pays that month first; what it brings beyond that month, and every
// payment taken without a choice, pays the months still open oldest first, as before.

export type DeskMonth = {
  month: number;
  amountKurus: number;
  /** Month 1 of a card booking (charged at booking) or a month paid by its own link. */
  paidOtherwise: boolean;
};

export type DeskMoney = { amountKurus: number; forMonth: number | null };

/** The months the desk's money covers in full, in month order. */
export function monthsCoveredAtDesk(months: readonly DeskMonth[], payments: readonly DeskMoney[]): number[] {
  const open = new Map(months.filter((m) => !m.paidOtherwise).map((m) => [m.month, m]));
  const chosen = new Map<number, number>();
  let pool = 0;
  for (const p of payments) {
    if (!Number.isSafeInteger(p.amountKurus) || p.amountKurus < 0) throw new RangeError("amount must be kuruş");
    // Money for a month that is not open (paid otherwise, or no such month) pays the others in order.
    if (p.forMonth !== null && open.has(p.forMonth))
      chosen.set(p.forMonth, (chosen.get(p.forMonth) ?? 0) + p.amountKurus);
    else pool += p.amountKurus;
  }
  const covered = new Set<number>();
  for (const [month, paid] of chosen) {
    const m = open.get(month)!;
    if (paid >= m.amountKurus) {
      covered.add(month);
      pool += paid - m.amountKurus;
    }
  }
  for (const m of [...open.values()].sort((a, b) => a.month - b.month)) {
    if (covered.has(m.month)) continue;
    const need = m.amountKurus - (chosen.get(m.month) ?? 0);
    if (pool < need) break;
    pool -= need;
    covered.add(m.month);
  }
  return [...covered].sort((a, b) => a - b);
}

/**
 * What may still be taken for `month` (its amount less the money already taken for it), or null
 * when it cannot be chosen: no such month, paid otherwise, or already covered.
 */
export function openForMonth(
  months: readonly DeskMonth[],
  payments: readonly DeskMoney[],
  month: number,
): number | null {
  const m = months.find((x) => x.month === month);
  if (!m || m.paidOtherwise || monthsCoveredAtDesk(months, payments).includes(month)) return null;
  const taken = payments.filter((p) => p.forMonth === month).reduce((sum, p) => sum + p.amountKurus, 0);
  return m.amountKurus - taken;
}
