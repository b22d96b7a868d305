// The finance office's day (docs/decisions/0075): money collected per office and Istanbul business
// day, by channel, and what the drawer should hold at the end-of-day close. Pure.
// Pre-authorisations and deposits are holds, not collected money: they never become an entry; what
// the return keeps of a card deposit (its PostAuth at the bank) is collected money, a line of its own
// (decision 0142).

/**
 * Where money came from, or where it went back to the customer: "refund" through the bank (a card
 * refund), "cash_paid_back" in cash out of an office's drawer (a refund paid another way, decision 0127).
 */
export const cashChannels = [
  "online_card",
  "desk_card",
  "cash",
  "reference",
  "deposit_capture",
  "refund",
  "cash_paid_back",
] as const;
export type CashChannel = (typeof cashChannels)[number];

/** Channels of money going back to the customer: subtracted in `net`. */
const outgoing: ReadonlySet<CashChannel> = new Set(["refund", "cash_paid_back"]);

/** One movement of money: amounts are positive kuruş, a refund's too (it is subtracted in `net`). */
export type CashEntry = { officeId: number; date: string; channel: CashChannel; amountKurus: number };

export type CashDay = {
  officeId: number;
  date: string;
  onlineCardKurus: number;
  deskCardKurus: number;
  cashKurus: number;
  referenceKurus: number;
  /** Money kept from card deposits at the return: the bank's PostAuth of the pre-authorisation (decision 0142). */
  depositCaptureKurus: number;
  refundKurus: number;
  /** Cash paid back to customers from the office's drawer. */
  cashPaidBackKurus: number;
  /** What the drawer should hold beyond its float: cash taken less cash paid back. */
  drawerKurus: number;
  /** Everything collected less what went back. */
  netKurus: number;
};

const field: Record<CashChannel, keyof Omit<CashDay, "officeId" | "date" | "netKurus" | "drawerKurus">> = {
  online_card: "onlineCardKurus",
  desk_card: "deskCardKurus",
  cash: "cashKurus",
  reference: "referenceKurus",
  deposit_capture: "depositCaptureKurus",
  refund: "refundKurus",
  cash_paid_back: "cashPaidBackKurus",
};

/** What a channel does to the drawer: cash in adds, cash paid back takes out, the rest never touch it. */
const drawerSign: Record<CashChannel, -1 | 0 | 1> = {
  online_card: 0,
  desk_card: 0,
  cash: 1,
  reference: 0,
  deposit_capture: 0,
  refund: 0,
  cash_paid_back: -1,
};

function emptyDay(officeId: number, date: string): CashDay {
  return {
    officeId,
    date,
    onlineCardKurus: 0,
    deskCardKurus: 0,
    cashKurus: 0,
    referenceKurus: 0,
    depositCaptureKurus: 0,
    refundKurus: 0,
    cashPaidBackKurus: 0,
    drawerKurus: 0,
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
    day.netKurus += outgoing.has(e.channel) ? -e.amountKurus : e.amountKurus;
    day.drawerKurus += drawerSign[e.channel] * e.amountKurus;
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
    total.depositCaptureKurus += d.depositCaptureKurus;
    total.refundKurus += d.refundKurus;
    total.cashPaidBackKurus += d.cashPaidBackKurus;
    total.drawerKurus += d.drawerKurus;
    total.netKurus += d.netKurus;
  }
  const { officeId: _o, date: _d, ...rest } = total;
  return rest;
}

/**
 * What the drawer should hold at the close beyond its float: the cash taken at that office's desk
 * that day less the cash paid back to customers from it that day (decision 0127). Card payments,
 * references and bank refunds never touch the drawer. Negative when more cash went out than came
 * in (paid from the float): the count then shows the float short by that much.
 */
export function expectedCashKurus(entries: readonly CashEntry[], officeId: number, date: string): number {
  return entries
    .filter((e) => e.officeId === officeId && e.date === date)
    .reduce((sum, e) => sum + drawerSign[e.channel] * e.amountKurus, 0);
}
