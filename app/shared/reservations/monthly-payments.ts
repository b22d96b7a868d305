// What the customer and the staff see of a monthly rental's payment schedule (decisions 0121,
// 0122): every figure already written in the reader's language (TL, dates, km).

export type MonthlyPaymentState =
  "paidAtBooking" | "dueAtBooking" | "atOffice" | "paidAtOffice" | "paid" | "linkSent" | "scheduled" | "closed";

export type MonthlyPaymentRow = {
  month: number;
  /** "10.01.2027 – 08.02.2027" */
  period: string;
  days: number;
  /** The due date; month 1 is due at booking (card) or at pick-up (office). */
  due: string;
  /** When the link goes out by e-mail (later months not sent yet), else null. */
  linkOn: string | null;
  amount: string;
  /** "3.000 km", or null for unlimited kilometres. */
  km: string | null;
  state: MonthlyPaymentState;
  /** The month's payment reference (its /sanal-odeme link), once e-mailed. */
  reference: string | null;
};

export type MonthlyPaymentsView = {
  rows: MonthlyPaymentRow[];
  total: string;
  /** A full 30-day month's km allowance, or null for unlimited. */
  kmPerMonth: string | null;
};
