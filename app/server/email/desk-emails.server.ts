// E-mails the desk sends (docs/decisions/0043), in the customer's language:
// the decision on a cancellation request, a payment reference for what a reservation still owes,
// and a reply to a contact message, fleet request or job application.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import type { EmailMessage } from "./message.server.ts";
import { render } from "./reference-payment-emails.server.ts";

const when = (instant: Date, lang: Lang) => formatInstant(instant, lang);

const words = {
  tr: {
    hello: (name: string) => `Merhaba ${name},`,
    approvedSubject: (n: string) => `İptal talebiniz onaylandı: ${n}`,
    approvedIntro: (n: string) =>
      `${n} numaralı rezervasyonunuzun iptal talebi onaylandı; rezervasyonunuz iptal edildi.`,
    refundSent: (amount: string) =>
      `${amount} tutarındaki iadeniz kartınıza gönderildi; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.`,
    refundManual: (amount: string, how: string) => `${amount} tutarındaki iadeniz şu şekilde yapıldı: ${how}`,
    noRefund: "İptal koşullarına göre iade edilecek bir tutar bulunmamaktadır.",
    declinedSubject: (n: string) => `İptal talebiniz hakkında: ${n}`,
    declinedIntro: (n: string) =>
      `${n} numaralı rezervasyonunuzun iptal talebi kabul edilemedi; rezervasyonunuz geçerliliğini koruyor.`,
    reason: "Gerekçe",
    referenceSubject: (n: string) => `Ödeme bağlantınız: ${n}`,
    referenceIntro: (amount: string, n: string) =>
      `${n} numaralı rezervasyonunuzun kalan ${amount} tutarını aşağıdaki bağlantıdan kartınızla ödeyebilirsiniz.`,
    referenceUntil: (until: string) => `Bağlantı ${until} tarihine kadar geçerlidir.`,
    reservation: "Rezervasyon numarası",
    refund: "İade tutarı",
    reference: "Ödeme referansı",
    amount: "Tutar",
    link: "Ödeme sayfası",
    validUntil: "Son geçerlilik",
    depositSubject: (n: string) => `Depozito provizyonu: ${n}`,
    depositIntro: (amount: string, n: string) =>
      `${n} numaralı kiralamanızın ${amount} tutarındaki depozitosu için kartınızdan provizyon alınacaktır. Aşağıdaki bağlantıdan kartınızla 3-D Secure ile onaylayabilirsiniz.`,
    depositHold:
      "Provizyon bir ödeme değildir: tutar kartınızda bloke edilir, araç iade edildiğinde borç yoksa serbest bırakılır.",
    deposit: "Depozito",
    depositLink: "Provizyon sayfası",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    approvedSubject: (n: string) => `Your cancellation request is approved: ${n}`,
    approvedIntro: (n: string) => `Your request to cancel reservation ${n} is approved; the reservation is cancelled.`,
    refundSent: (amount: string) =>
      `Your refund of ${amount} has been sent to your card; depending on your bank it can take a few working days to show.`,
    refundManual: (amount: string, how: string) => `Your refund of ${amount} was paid back this way: ${how}`,
    noRefund: "Under the cancellation terms there is no amount to refund.",
    declinedSubject: (n: string) => `About your cancellation request: ${n}`,
    declinedIntro: (n: string) =>
      `Your request to cancel reservation ${n} could not be accepted; the reservation stays as it is.`,
    reason: "Reason",
    referenceSubject: (n: string) => `Your payment link: ${n}`,
    referenceIntro: (amount: string, n: string) =>
      `You can pay the ${amount} still owed on reservation ${n} by card at the link below.`,
    referenceUntil: (until: string) => `The link is valid until ${until}.`,
    reservation: "Reservation number",
    refund: "Refund",
    reference: "Payment reference",
    amount: "Amount",
    link: "Payment page",
    validUntil: "Valid until",
    depositSubject: (n: string) => `Deposit pre-authorisation: ${n}`,
    depositIntro: (amount: string, n: string) =>
      `The ${amount} deposit of your rental ${n} is held on your card as a pre-authorisation. You can confirm it by card with 3-D Secure at the link below.`,
    depositHold:
      "A pre-authorisation is not a payment: the amount is held on your card and released when the car comes back with nothing owed.",
    deposit: "Deposit",
    depositLink: "Pre-authorisation page",
  },
} as const;

type Customer = { lang: Lang; to: string; name: string; reservationNumber: string };

/**
 * The request is approved: cancelled, and the refund the bank confirmed, the one a person paid back
 * another way (their words), or none. Never sent while the money has not moved (decision 0074).
 */
export function cancellationApprovedEmail(
  m: Customer & { refundKurus: number; paidBack: { by: "bank" } | { by: "manual"; how: string } | null },
): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.refundKurus, m.lang);
  const refundLine =
    m.refundKurus === 0 || !m.paidBack
      ? w.noRefund
      : m.paidBack.by === "bank"
        ? w.refundSent(amount)
        : w.refundManual(amount, m.paidBack.how);
  return render(
    m.lang,
    w.approvedSubject(m.reservationNumber),
    m.to,
    [w.hello(m.name), w.approvedIntro(m.reservationNumber), refundLine],
    [
      [w.reservation, m.reservationNumber],
      [w.refund, m.refundKurus > 0 ? amount : ""],
    ],
  );
}

/** The request is refused, with the reason the desk gave. */
export function cancellationDeclinedEmail(m: Customer & { reason: string }): EmailMessage {
  const w = words[m.lang];
  return render(
    m.lang,
    w.declinedSubject(m.reservationNumber),
    m.to,
    [w.hello(m.name), w.declinedIntro(m.reservationNumber)],
    [
      [w.reservation, m.reservationNumber],
      [w.reason, m.reason],
    ],
  );
}

/** A /sanal-odeme reference for what the reservation still owes. */
export function paymentReferenceEmail(
  m: Customer & { referenceNumber: string; amountKurus: number; expiresAt: Date; url: string },
): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.amountKurus, m.lang);
  return render(
    m.lang,
    w.referenceSubject(m.reservationNumber),
    m.to,
    [
      w.hello(m.name),
      w.referenceIntro(amount, m.reservationNumber),
      m.url,
      w.referenceUntil(when(m.expiresAt, m.lang)),
    ],
    [
      [w.reservation, m.reservationNumber],
      [w.reference, m.referenceNumber],
      [w.amount, amount],
      [w.validUntil, when(m.expiresAt, m.lang)],
      [w.link, m.url],
    ],
  );
}

/** The link to pre-authorise a rental's card deposit on the customer's own device (issue 27 item 4). */
export function depositLinkEmail(m: Customer & { amountKurus: number; expiresAt: Date; url: string }): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.amountKurus, m.lang);
  return render(
    m.lang,
    w.depositSubject(m.reservationNumber),
    m.to,
    [
      w.hello(m.name),
      w.depositIntro(amount, m.reservationNumber),
      m.url,
      w.depositHold,
      w.referenceUntil(when(m.expiresAt, m.lang)),
    ],
    [
      [w.reservation, m.reservationNumber],
      [w.deposit, amount],
      [w.validUntil, when(m.expiresAt, m.lang)],
      [w.depositLink, m.url],
    ],
  );
}

/** A reply typed at the desk to a contact message, fleet request or job application. */
export function requestReplyEmail(m: { lang: Lang; to: string; name: string; subject: string; body: string }) {
  const w = words[m.lang];
  const paragraphs = [
    w.hello(m.name),
    ...m.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter((p) => p !== ""),
  ];
  return render(m.lang, m.subject, m.to, paragraphs, []);
}
