// The e-mail of a change to a running rental at the desk (issue 27 items 7 and 9, decision 0090), in
// the customer's language, written into the outbox in the transaction that makes the change: what
// changed, and what was charged or is refunded.
import { addendumLineText, type AddendumLine } from "#app/domain/desk/running-change.ts";
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import type { EmailMessage } from "./message.server.ts";
import { render } from "./reference-payment-emails.server.ts";

const words = {
  tr: {
    hello: (name: string) => `Merhaba ${name},`,
    subject: (n: string) => `Kiralamanız değiştirildi: ${n}`,
    intro: (n: string) => `${n} numaralı kiralamanızda ofisimizde şu değişiklik yapıldı:`,
    charged: (amount: string) => `Fark olarak ${amount} ofiste tahsil edildi.`,
    refund: (amount: string) =>
      `${amount} tutarındaki fark kartınıza iade edilecektir; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.`,
    even: "Bu değişiklik için ek bir ödeme alınmadı.",
    addendum: "Değişiklikler kira sözleşmenize ek olarak yazıldı.",
    reservation: "Rezervasyon numarası",
    total: "Yeni toplam",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    subject: (n: string) => `Your rental was changed: ${n}`,
    intro: (n: string) => `Our office made the following change to rental ${n}:`,
    charged: (amount: string) => `The difference of ${amount} was paid at the office.`,
    refund: (amount: string) =>
      `The difference of ${amount} will be refunded to your card; depending on your bank it can take a few working days to show.`,
    even: "Nothing more was charged for this change.",
    addendum: "The changes are written in an addendum to your rental agreement.",
    reservation: "Reservation number",
    total: "New total",
  },
} as const;

export function deskChangeEmail(m: {
  lang: Lang;
  to: string;
  name: string;
  reservationNumber: string;
  changes: AddendumLine[];
  newTotalKurus: number;
  chargeKurus: number;
  refundKurus: number;
}): EmailMessage {
  const w = words[m.lang];
  const n = m.reservationNumber;
  const money =
    m.chargeKurus > 0
      ? w.charged(formatTl(m.chargeKurus, m.lang))
      : m.refundKurus > 0
        ? w.refund(formatTl(m.refundKurus, m.lang))
        : w.even;
  return render(
    m.lang,
    w.subject(n),
    m.to,
    [w.hello(m.name), w.intro(n), ...m.changes.map((c) => `• ${addendumLineText(c, m.lang)}`), money, w.addendum],
    [
      [w.reservation, n],
      [w.total, formatTl(m.newTotalKurus, m.lang)],
    ],
  );
}
