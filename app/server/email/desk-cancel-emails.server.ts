// E-mails of the desk's cancellation and no-show (issue 27, decision 0076), in the customer's
// language, written into the outbox in the transaction that cancels: what happened, and the refund
// the policy gives (on its way, or none).
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import type { EmailMessage } from "./message.server.ts";
import { render } from "./reference-payment-emails.server.ts";

const words = {
  tr: {
    hello: (name: string) => `Merhaba ${name},`,
    cancelSubject: (n: string) => `Rezervasyonunuz iptal edildi: ${n}`,
    cancelIntro: (n: string) => `${n} numaralı rezervasyonunuz isteğiniz üzerine ofisimiz tarafından iptal edildi.`,
    noShowSubject: (n: string) => `Rezervasyonunuz gelmedi olarak kapatıldı: ${n}`,
    noShowIntro: (n: string) =>
      `${n} numaralı rezervasyonunuz için alış saatinden sonra aracınızı teslim almadığınızdan rezervasyon kapatıldı.`,
    refund: (amount: string) =>
      `İptal koşullarına göre ${amount} tutarında iade kartınıza yapılacaktır; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.`,
    noRefund: "İptal koşullarına göre iade edilecek bir tutar bulunmamaktadır.",
    reservation: "Rezervasyon numarası",
    refundAmount: "İade tutarı",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    cancelSubject: (n: string) => `Your reservation is cancelled: ${n}`,
    cancelIntro: (n: string) => `Reservation ${n} was cancelled by our office at your request.`,
    noShowSubject: (n: string) => `Your reservation was closed as a no-show: ${n}`,
    noShowIntro: (n: string) => `Reservation ${n} was closed because the car was not collected after the pick-up time.`,
    refund: (amount: string) =>
      `Under the cancellation terms ${amount} will be refunded to your card; depending on your bank it can take a few working days to show.`,
    noRefund: "Under the cancellation terms there is no amount to refund.",
    reservation: "Reservation number",
    refundAmount: "Refund",
  },
} as const;

export function deskCancellationEmail(m: {
  kind: "cancel" | "noShow";
  lang: Lang;
  to: string;
  name: string;
  reservationNumber: string;
  refundKurus: number;
}): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.refundKurus, m.lang);
  const n = m.reservationNumber;
  return render(
    m.lang,
    m.kind === "cancel" ? w.cancelSubject(n) : w.noShowSubject(n),
    m.to,
    [
      w.hello(m.name),
      m.kind === "cancel" ? w.cancelIntro(n) : w.noShowIntro(n),
      m.refundKurus > 0 ? w.refund(amount) : w.noRefund,
    ],
    [
      [w.reservation, n],
      [w.refundAmount, m.refundKurus > 0 ? amount : ""],
    ],
  );
}
