// The finance office's day (docs/decisions/0075): money collected per office and Istanbul business
// day, by channel, and what the drawer should hold at the end-of-day close. Pure.
// Pre-authorisations and deposits are holds, not collected money: they never become an entry.

/** Where money came from (or, for "refund", went back to the customer through the bank). */
export const cashChannels = ["online_card", "desk_card", "cash", "reference", "refund"] as const;
export type CashChannel = (typeof cashChannels)[number];

/** One movement of money: amounts are positive kuruş, a refund's too (it is subtracted in `net`). */
export type CashEntry = { officeId: number; date: string; channel: CashChannel; amountKurus: number };

export type CashDay = {
  officeId: number;
  date: string;
  onlineCardKurus: number;
  deskCardKurus: number;
  cashKurus: number;
  referenceKurus: number;
  refundKurus: number;
  /** Everything collected less what went back. */
  netKurus: number;
};

const field: Record<CashChannel, keyof Omit<CashDay, "officeId" | "date" | "netKurus">> = {
  online_card: "onlineCardKurus",
  desk_card: "deskCardKurus",
  cash: "cashKurus",
  reference: "referenceKurus",
  refund: "refundKurus",
};

function emptyDay(officeId: number, date: string): CashDay {
  return {
    officeId,
    date,
    onlineCardKurus: 0,
    deskCardKurus: 0,
    cashKurus: 0,
    referenceKurus: 0,
    refundKurus: 0,
    netKurus: 0,
  };
}

/** One row per office and day that had any movement, by day then office. */
export function cashDays(entries: readonly CashEntry[]): CashDay[] {
  const days = new Map<string, CashDay>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountKurus) || e.amountKurus < 0) throw new RangeError("amountKurus");
    const key = `${e.date}|${e.officeId}`;
    const day = days.get(key) ?? emptyDay(e.officeId, e.date);
    day[field[e.channel]] += e.amountKurus;
    day.netKurus += e.channel === "refund" ? -e.amountKurus : e.amountKurus;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.officeId - b.officeId);
}

/** The sum of several days (the range's total line). */
export function totalOf(days: readonly CashDay[]): Omit<CashDay, "officeId" | "date"> {
  const total = emptyDay(0, "");
  for (const d of days) {
    total.onlineCardKurus += d.onlineCardKurus;
    total.deskCardKurus += d.deskCardKurus;
    total.cashKurus += d.cashKurus;
    total.referenceKurus += d.referenceKurus;
    total.refundKurus += d.refundKurus;
    total.netKurus += d.netKurus;
  }
  const { officeId: _o, date: _d, ...rest } = total;
  return rest;
}

/**
 * What the drawer should hold at the close beyond its float: the cash taken at that office's desk
 * that day. Card payments, references and bank refunds never touch the drawer.
 */
export function expectedCashKurus(entries: readonly CashEntry[], officeId: number, date: string): number {
  return entries
    .filter((e) => e.officeId === officeId && e.date === date && e.channel === "cash")
    .reduce((sum, e) => sum + e.amountKurus, 0);
}
