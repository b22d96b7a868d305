// A monthly rental's months as the documents write them (decision 0130): the confirmation e-mail,
// the receipt PDF and the rental agreement list each month's dates, amount in TL and km allowance,
// which months are paid and how the later ones are paid, in the document's language.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { MONTH_LINK_LEAD_DAYS } from "./monthly-plan.ts";

/** A month's state on the lookup, the member area and the staff page (monthly-schedule.server.ts). */
export type MonthState =
  /** Month 1, paid by card at booking. */
  | "paidAtBooking"
  /** Month 1 of a card booking whose payment is not through yet. */
  | "dueAtBooking"
  /** Month 1 of a pay-at-office booking: paid at pick-up. */
  | "atOffice"
  /** Paid at the desk (cash or the office's card terminal; decision 0130). */
  | "paidAtOffice"
  /** A later month whose link was paid. */
  | "paid"
  /** A later month whose link was e-mailed and is open. */
  | "linkSent"
  /** A later month whose link has not gone out yet. */
  | "scheduled"
  /** No longer to be paid (cancelled reservation, link cancelled or run out, nothing owed). */
  | "closed";

/** The state of one month of `reservation`'s schedule. */
export function monthState(
  row: { month: number; paidAt: Date | null; linkSentAt: Date | null; referenceStatus: string | null },
  reservation: { status: string; paymentType: "office" | "card" },
): MonthState {
  const ended =
    reservation.status === "cancelled" || reservation.status === "expired" || reservation.status === "payment_failed";
  if (row.paidAt) return "paidAtOffice";
  if (row.month === 1) {
    if (reservation.paymentType === "office") return ended ? "closed" : "atOffice";
    if (ended) return "closed";
    return reservation.status === "pending_payment" ? "dueAtBooking" : "paidAtBooking";
  }
  if (row.referenceStatus === "paid") return "paid";
  if (ended) return "closed";
  if (row.referenceStatus === "open") return "linkSent";
  if (row.linkSentAt) return "closed";
  return "scheduled";
}

/** What a document says of a month's payment. */
export type DocumentMonthState =
  /** Paid: by card at booking, at the office, or by its link. */
  | "paid"
  /** Month 1 of a card booking whose payment is not through yet. */
  | "dueAtBooking"
  /** Month 1 of a pay-at-office booking: paid at the office at pick-up. */
  | "atPickup"
  /** A later month: its payment link is e-mailed before it starts (or it is paid at the office). */
  | "byLink"
  /** No longer to be paid (a cancelled booking). */
  | "closed";

export type DocumentMonth = {
  month: number;
  startsOn: DateString;
  days: number;
  amountKurus: number;
  /** Null = unlimited kilometres. */
  kmAllowance: number | null;
  state: DocumentMonthState;
  /** When a later month's link is e-mailed (null when it was sent or is not needed). */
  linkOn: DateString | null;
};

/** The schedule states of monthly-schedule.server.ts, as a document says them. */
export function documentMonthState(state: MonthState): DocumentMonthState {
  switch (state) {
    case "paidAtBooking":
    case "paidAtOffice":
    case "paid":
      return "paid";
    case "dueAtBooking":
      return "dueAtBooking";
    case "atOffice":
      return "atPickup";
    case "linkSent":
    case "scheduled":
      return "byLink";
    case "closed":
      return "closed";
  }
}

const WORDS = {
  tr: {
    heading: "Aylık ödeme planı",
    lead: `Aylık kiralama: her ay ayrı ödenir. 1. aydan sonraki her ayın ödeme bağlantısı, ay başlamadan ${MONTH_LINK_LEAD_DAYS} gün önce e-postayla gönderilir; dilerseniz ofiste de ödeyebilirsiniz.`,
    month: (n: number) => `${n}. ay`,
    days: (n: number) => `${n} gün`,
    unlimited: "km sınırsız",
    states: {
      paid: "ödendi",
      dueAtBooking: "rezervasyonda kartla ödenecek",
      atPickup: "araç tesliminde ofiste ödenecek",
      byLink: (when: string | null) =>
        when ? `ödeme bağlantısı ${when} tarihinde e-postayla gelecek` : "ödeme bağlantısıyla ya da ofiste ödenecek",
      closed: "ödenmeyecek",
    },
  },
  en: {
    heading: "Monthly payment plan",
    lead: `Monthly rental: each month is paid on its own. Each month after month 1 is paid by a payment link e-mailed ${MONTH_LINK_LEAD_DAYS} days before it starts; you can also pay it at the office.`,
    month: (n: number) => `Month ${n}`,
    days: (n: number) => (n === 1 ? "1 day" : `${n} days`),
    unlimited: "unlimited km",
    states: {
      paid: "paid",
      dueAtBooking: "to be paid by card when booking",
      atPickup: "to be paid at the office at pick-up",
      byLink: (when: string | null) =>
        when ? `payment link arrives by e-mail on ${when}` : "to be paid by its payment link or at the office",
      closed: "not to be paid",
    },
  },
} as const;

/** The plan's heading, its one-sentence rule and one line per month, in `lang`. */
export function monthlyDocumentLines(
  months: readonly DocumentMonth[],
  lang: Lang,
): { heading: string; lead: string; lines: string[] } {
  const w = WORDS[lang];
  const date = (d: DateString) => formatLocalDateTime(d, lang);
  const lines = months.map((m) => {
    const period = `${date(m.startsOn)} – ${date(addDays(m.startsOn, m.days - 1))} (${w.days(m.days)})`;
    const km = m.kmAllowance === null ? w.unlimited : formatKm(m.kmAllowance, lang);
    const state = m.state === "byLink" ? w.states.byLink(m.linkOn ? date(m.linkOn) : null) : w.states[m.state];
    return `${w.month(m.month)}: ${period}, ${formatTl(m.amountKurus, lang)}, ${km}: ${state}`;
  });
  return { heading: w.heading, lead: w.lead, lines };
}
