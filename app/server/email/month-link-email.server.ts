// The e-mail with a monthly rental's payment link for one month (docs/decisions/0122), in the
// reservation's language: which month, its dates, the amount in TL and the /sanal-odeme link.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { EmailMessage } from "./message.server.ts";
import { render } from "./reference-payment-emails.server.ts";

export type MonthLinkMail = {
  lang: Lang;
  to: string;
  driverName: string;
  reservationNumber: string;
  month: number;
  startsOn: string;
  dueOn: string;
  amountKurus: number;
  url: string;
};

const words = {
  tr: {
    subject: (n: string, month: number) => `${n}: ${month}. ay ödeme bağlantınız`,
    hello: (name: string) => `Merhaba ${name},`,
    intro: (month: number, amount: string, due: string) =>
      `Aylık kiralamanızın ${month}. ayının ödemesi ${amount}; son ödeme tarihi ${due}. Aşağıdaki bağlantıdan kartınızla 3-D Secure ile ödeyebilirsiniz.`,
    office: "Dilerseniz bu ayı ofisimizde de ödeyebilirsiniz.",
    reservation: "Rezervasyon numarası",
    month: "Ay",
    starts: "Ayın başlangıcı",
    amount: "Tutar",
    link: "Ödeme bağlantısı",
  },
  en: {
    subject: (n: string, month: number) => `${n}: your payment link for month ${month}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (month: number, amount: string, due: string) =>
      `Month ${month} of your monthly rental costs ${amount}, due on ${due}. You can pay it by card with 3-D Secure through the link below.`,
    office: "You can also pay this month at our office.",
    reservation: "Reservation number",
    month: "Month",
    starts: "Month starts",
    amount: "Amount",
    link: "Payment link",
  },
} as const;

export function monthLinkEmail(m: MonthLinkMail): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.amountKurus, m.lang);
  return render(
    m.lang,
    w.subject(m.reservationNumber, m.month),
    m.to,
    [w.hello(m.driverName), w.intro(m.month, amount, formatLocalDateTime(m.dueOn, m.lang)), w.office],
    [
      [w.reservation, m.reservationNumber],
      [w.month, String(m.month)],
      [w.starts, formatLocalDateTime(m.startsOn, m.lang)],
      [w.amount, amount],
      [w.link, m.url],
    ],
  );
}
