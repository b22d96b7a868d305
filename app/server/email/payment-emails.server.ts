// Payment e-mails in Turkish and English: the notice that a card charge which could not be kept
// (it arrived after the reservation's hold ended and the car was gone) is being returned.
// Only the masked card number appears, never more.
import { formatTl } from "#app/domain/money/money.ts";
import type { Lang } from "#app/i18n/config.ts";
import { escapeHtml } from "./html.server.ts";
import type { EmailMessage } from "./message.server.ts";

export type ReversalReason = "holdEnded" | "cancelled" | "alreadyPaid";

export function paymentReversalEmail(input: {
  lang: Lang;
  to: string;
  driverName: string;
  reservationNumber: string;
  amountKurus: number;
  maskedPan: string | null;
  reason: ReversalReason;
}): EmailMessage {
  const { lang, to, driverName, reservationNumber, amountKurus, maskedPan, reason } = input;
  const amount = formatTl(amountKurus, lang);
  const card = maskedPan ?? "";
  const words =
    lang === "tr"
      ? {
          subject: `${reservationNumber}: ${amount} tutarındaki kart ödemeniz iade ediliyor`,
          hello: `Merhaba ${driverName},`,
          why: {
            holdEnded: `${reservationNumber} numaralı rezervasyonunuz için yaptığınız ödeme, aracın sizin için tutulduğu 15 dakikalık süre dolduktan sonra bankadan bize ulaştı ve araç artık müsait değil. Rezervasyonunuz onaylanmadı.`,
            cancelled: `${reservationNumber} numaralı rezervasyonunuz iptal edildikten sonra bankadan bir ödeme onayı ulaştı.`,
            alreadyPaid: `${reservationNumber} numaralı rezervasyonunuzun bu tutarı zaten ödenmişti.`,
          }[reason],
          money: `${card ? `${card} numaralı karttan ` : ""}çekilen ${amount} tutarındaki ödeme iptal ediliyor ve iade ediliyor. Tutarın kartınıza yansıması bankanıza göre birkaç iş günü sürebilir.`,
          next: "Yeni bir rezervasyon yapmak için sitemizi ziyaret edebilir, sorularınız için bize ulaşabilirsiniz.",
          sign: "Yolda Müşteri Hizmetleri",
        }
      : {
          subject: `${reservationNumber}: your card payment of ${amount} is being refunded`,
          hello: `Hello ${driverName},`,
          why: {
            holdEnded: `Your payment for reservation ${reservationNumber} reached us from the bank after the 15 minutes for which the car was held for you had run out, and the car is no longer available. Your reservation was not confirmed.`,
            cancelled: `A payment approval for reservation ${reservationNumber} reached us after the reservation was cancelled.`,
            alreadyPaid: `This amount of reservation ${reservationNumber} had already been paid.`,
          }[reason],
          money: `The payment of ${amount}${card ? ` taken from card ${card}` : ""} is being cancelled and refunded. Depending on your bank it may take a few business days to show on your card.`,
          next: "You are welcome to make a new reservation on our site; contact us with any questions.",
          sign: "Yolda Customer Services",
        };
  const paragraphs = [words.hello, words.why, words.money, words.next, words.sign];
  return {
    to,
    subject: words.subject,
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:sans-serif">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("\n")}</body></html>`,
  };
}

/**
 * The reversal notice for a charge (`payment`) made for `reservation`, in the language the customer
 * paid in: the one place a payment and its reservation become the notice (late card approvals and
 * paid changes that can no longer be applied both send it).
 */
export function reversalNoticeFor(
  payment: { lang: Lang; amountKurus: number; maskedPan: string | null },
  reservation: { number: string; driver: { email: string; firstName: string; lastName: string } },
  reason: ReversalReason,
): EmailMessage {
  return paymentReversalEmail({
    lang: payment.lang,
    to: reservation.driver.email,
    driverName: `${reservation.driver.firstName} ${reservation.driver.lastName}`,
    reservationNumber: reservation.number,
    amountKurus: payment.amountKurus,
    maskedPan: payment.maskedPan,
    reason,
  });
}
