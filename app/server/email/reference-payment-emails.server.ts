// E-mails about paying a reservation by payment reference (/sanal-odeme), in the reservation's
// language: the payment was received, or (when the reservation was already paid) the charge is
// being returned. No card data beyond the masked number the bank gives.
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { escapeHtml } from "./html.server.ts";
import type { EmailMessage } from "./message.server.ts";

export type ReferencePaymentMail = {
  lang: Lang;
  to: string;
  driverName: string;
  reservationNumber: string;
  referenceNumber: string;
  amountKurus: number;
  /** What the reservation has been paid online in all, after this payment (or before, for a reversal). */
  paidKurus: number;
  totalKurus: number;
  at: Date;
  maskedPan: string | null;
  authCode: string | null;
  orderId: string;
};

const when = (instant: Date, lang: Lang) => formatInstant(instant, lang);

const words = {
  tr: {
    paidSubject: (n: string) => `Ödemeniz alındı: ${n}`,
    reversedSubject: (n: string) => `Ödemeniz iade ediliyor: ${n}`,
    hello: (name: string) => `Merhaba ${name},`,
    paidIntro: (amount: string, ref: string, n: string) =>
      `${ref} referanslı ${amount} tutarındaki ödemeniz kartınızdan alındı ve ${n} numaralı rezervasyonunuza işlendi.`,
    paidFull: "Rezervasyonunuzun tutarının tamamı ödenmiştir; ofiste yalnızca depozito alınır.",
    paidCancel:
      "Rezervasyonunuzu iptal ederseniz iade, iptal koşullarına göre bu ödeme üzerinden yapılır. Rezervasyonunuzu numaranız ve soyadınızla sitemizden görüntüleyebilirsiniz.",
    reversedIntro: (amount: string, ref: string, n: string) =>
      `${n} numaralı rezervasyonunuzun ödenecek bir tutarı kalmadığı için ${ref} referanslı ${amount} tutarındaki ödemeniz kabul edilmedi.`,
    reversedBack:
      "Bu tutar kartınıza iade edilmektedir; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir. Rezervasyonunuz bir kez ödenmiş olarak kalır.",
    reservation: "Rezervasyon numarası",
    reference: "Ödeme referansı",
    amount: "Tutar",
    paid: "Online ödenen toplam",
    total: "Rezervasyon toplamı",
    date: "Tarih",
    card: "Kart",
    authCode: "Onay kodu",
    orderId: "Sipariş numarası",
    signature: "Yolda",
  },
  en: {
    paidSubject: (n: string) => `Payment received: ${n}`,
    reversedSubject: (n: string) => `Your payment is being returned: ${n}`,
    hello: (name: string) => `Hello ${name},`,
    paidIntro: (amount: string, ref: string, n: string) =>
      `Your payment of ${amount} for payment reference ${ref} was taken from your card and recorded on reservation ${n}.`,
    paidFull: "Your reservation is paid in full; only the deposit is taken at the office.",
    paidCancel:
      "If you cancel the reservation, the refund follows the cancellation terms and goes back to this payment. You can view your reservation on our site with its number and your last name.",
    reversedIntro: (amount: string, ref: string, n: string) =>
      `Reservation ${n} had nothing left to pay, so your payment of ${amount} for payment reference ${ref} was not accepted.`,
    reversedBack:
      "The amount is being returned to your card; depending on your bank it can take a few working days to show. Your reservation stays paid once.",
    reservation: "Reservation number",
    reference: "Payment reference",
    amount: "Amount",
    paid: "Paid online in all",
    total: "Reservation total",
    date: "Date",
    card: "Card",
    authCode: "Authorisation code",
    orderId: "Order number",
    signature: "Yolda",
  },
} as const;

/** A plain e-mail: paragraphs, then a table of facts (empty values left out), signed Yolda. */
export function render(
  lang: Lang,
  subject: string,
  to: string,
  paragraphs: string[],
  facts: Array<[string, string]>,
): EmailMessage {
  const shown = facts.filter(([, v]) => v !== "");
  const text = [...paragraphs.flatMap((p) => [p, ""]), ...shown.map(([k, v]) => `${k}: ${v}`), "", "Yolda"].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee;vertical-align:top"';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;max-width:640px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<table style="border-collapse:collapse">${shown
    .map(([k, v]) => `<tr><th align="left" ${cell}>${escapeHtml(k)}</th><td ${cell}>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>
<p>Yolda</p>
</body></html>`;
  return { to, subject, text, html } satisfies EmailMessage;
}

function facts(m: ReferencePaymentMail, w: (typeof words)[Lang]): Array<[string, string]> {
  const money = (k: number) => formatTl(k, m.lang);
  return [
    [w.reservation, m.reservationNumber],
    [w.reference, m.referenceNumber],
    [w.amount, money(m.amountKurus)],
    [w.date, when(m.at, m.lang)],
    [w.card, m.maskedPan ?? ""],
    [w.authCode, m.authCode ?? ""],
    [w.orderId, m.orderId],
    [w.paid, money(m.paidKurus)],
    [w.total, money(m.totalKurus)],
  ];
}

/** The payment was received and recorded on the reservation. */
export function referencePaidEmail(m: ReferencePaymentMail): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.amountKurus, m.lang);
  const paragraphs = [
    w.hello(m.driverName),
    w.paidIntro(amount, m.referenceNumber, m.reservationNumber),
    ...(m.paidKurus >= m.totalKurus ? [w.paidFull] : []),
    w.paidCancel,
  ];
  return render(m.lang, w.paidSubject(m.reservationNumber), m.to, paragraphs, facts(m, w));
}

/** The reservation was already paid: this charge is voided or refunded. */
export function referenceReversedEmail(m: ReferencePaymentMail): EmailMessage {
  const w = words[m.lang];
  const amount = formatTl(m.amountKurus, m.lang);
  const paragraphs = [
    w.hello(m.driverName),
    w.reversedIntro(amount, m.referenceNumber, m.reservationNumber),
    w.reversedBack,
  ];
  return render(m.lang, w.reversedSubject(m.reservationNumber), m.to, paragraphs, facts(m, w));
}
