// The reservation confirmation e-mail in Turkish and English: subject, text, HTML and an .ics.
// It carries no card data and no password; amounts come from the stored reservation.
import { formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { fullRefundDeadline } from "#app/domain/cancellation/cancellation-refund.ts";
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import type { QuoteLine } from "#app/domain/pricing/quote.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { phoneLink, ROADSIDE_ASSISTANCE, type PhoneLink } from "#app/shared/contact/phone-links.ts";
import { buildIcs } from "./ics.server.ts";
import { escapeHtml } from "./html.server.ts";
import type { EmailMessage } from "./message.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { type DocumentMonth, monthlyDocumentLines } from "#app/domain/rental/monthly-documents.ts";

export type ConfirmationOffice = { name: string; address: string; phone: string; email?: string };

export type ConfirmationData = {
  lang: Lang;
  number: string;
  to: string;
  driverName: string;
  status: "confirmed" | "pending_payment";
  paymentType: "office" | "card";
  pickupAt: Date;
  returnAt: Date;
  pickupOffice: ConfirmationOffice;
  dropoffOffice: ConfirmationOffice;
  vehicleName: string;
  className: string;
  days: number;
  lines: readonly QuoteLine[];
  /** Display names of extras and the assurance package, by code, in `lang`. */
  names: { extras: ReadonlyMap<string, string>; assurance: string | null; addOns?: ReadonlyMap<string, string> };
  totalKurus: number;
  depositKurus: number;
  kmAllowance: number | "unlimited";
  hasAssurance: boolean;
  /** An airport pick-up's flight number (decision 0055). */
  flightNumber?: string | null;
  /**
   * The addresses the car is brought to at the pick-up or collected from at the return, instead of
   * the office (decision 0132); absent or empty: both at the offices.
   */
  deliveries?: ReadonlyArray<{ leg: "delivery" | "collection"; address: string }>;
  /** The approved card charge when it was split into instalments (its amount includes the surcharge). */
  instalments?: { count: number; monthlyKurus: number; amountKurus: number; surchargeKurus: number } | null;
  /** When the message is built (the .ics DTSTAMP). */
  now: Date;
  /** A monthly rental's months (decision 0130): each month's dates, TL, km and how it is paid. */
  months?: readonly DocumentMonth[] | null;
  /**
   * A change of the booking (issue 26): what it was, what the difference charged or refunded (the
   * refund as the bank answered it), and the card payments' figures after it (onlineMoney).
   */
  change?: ChangeMail | null;
};

export type ChangeMail = {
  oldTotalKurus: number;
  oldPickupAt: Date;
  oldReturnAt: Date;
  chargedKurus: number;
  refund: { kurus: number; confirmed: boolean } | null;
  cards: { chargedKurus: number; surchargeKurus: number; refundedKurus: number; paidKurus: number };
};

/** Istanbul wall time as the site writes it in the reader's language ("21.11.2026 10:30" / "21 Nov 2026, 10:30"). */
const when = (instant: Date, lang: Lang) => formatInstant(instant, lang);

const words = {
  tr: {
    subject: (n: string) => `Rezervasyonunuz alındı: ${n}`,
    changedSubject: (n: string) => `Rezervasyonunuz değiştirildi: ${n}`,
    changedIntro: (from: string, to: string, oldTotal: string, newTotal: string) =>
      `Rezervasyonunuz değiştirildi. Önceki: ${from} - ${to}, toplam ${oldTotal}. Yeni toplam: ${newTotal}. Yeni bilgiler aşağıdadır.`,
    changedCharged: (a: string) => `Fark olarak kartınızdan ${a} tahsil edildi.`,
    changedRefunded: (a: string) =>
      `Fark olarak ${a} kartınıza iade edildi; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.`,
    changedRefundOpen: (a: string) =>
      `Fark olarak iade edilecek ${a} henüz bankadan onay almadı; ekibimiz iadeyi tamamlayacak.`,
    changedEven: "Değişiklik toplam tutarı değiştirmedi; ödeme ya da iade yapılmadı.",
    cards: (charged: string, surcharge: string, refunded: string, paid: string) =>
      `Kart ödemeleri: tahsil edilen ${charged} (${surcharge} vade farkı dahil), iade edilen ${refunded}, rezervasyon için ödenen ${paid}.`,
    hello: (name: string) => `Merhaba ${name},`,
    intro: "Yolda'yı seçtiğiniz için teşekkür ederiz. Rezervasyon bilgileriniz aşağıdadır.",
    number: "Rezervasyon numarası",
    flight: "Uçuş numarası",
    vehicle: "Araç",
    orSimilar: "veya aynı sınıftan benzeri",
    pickup: "Alış",
    dropoff: "İade",
    days: (d: number) => `${d} gün`,
    duration: "Kiralama süresi",
    km: "Ücretsiz kilometre",
    unlimited: "Sınırsız",
    summary: "Fiyat özeti",
    total: "Toplam (KDV dahil)",
    deposit: "Depozito",
    depositNote: (a: string) =>
      `${a} depozito, araç tesliminde ofiste kredi kartınızdan bloke edilir ve iadede çözülür.`,
    depositFreeNote: (daily: string) => `Depozito yok: depozitosuz paket (günlük ${daily}).`,
    payOffice: (a: string) => `Ödeme: ${a} tutarın tamamını araç alışında ofiste ödersiniz. Online bir ödeme alınmadı.`,
    payCardPending: (a: string) =>
      `Ödeme: ${a} online kartla ödenecek. Araç ödeme onaylanana kadar 15 dakika sizin için ayrıldı.`,
    payCardDone: (a: string) => `Ödeme: ${a} online kartla ödendi.`,
    payCardInstalments: (a: string, n: number, monthly: string, surcharge: string) =>
      `Ödeme: ${a} online kartla ${n} taksit x ${monthly} olarak ödendi (${surcharge} vade farkı dahil).`,
    payOfficeMonthly: (first: string, total: string) =>
      `Ödeme: toplam ${total} tutarın yalnızca 1. ayı, ${first}, araç alışında ofiste ödenir. Online bir ödeme alınmadı.`,
    payCardPendingMonthly: (first: string) =>
      `Ödeme: 1. ay, ${first}, online kartla ödenecek. Araç ödeme onaylanana kadar 15 dakika sizin için ayrıldı.`,
    payCardDoneMonthly: (first: string, total: string) =>
      `Ödeme: toplam ${total} tutarın 1. ayı, ${first}, online kartla ödendi.`,
    cancel: "İptal koşulları",
    cancelOffice:
      "Alış zamanına kadar ücretsiz iptal talebinde bulunabilirsiniz; online ödeme alınmadığı için iade edilecek tutar yoktur.",
    cancelAssurance: (d: string) =>
      `Güvence paketiniz olduğu için alış zamanına (${d}) kadar yapılan iptallerde ödemenin tamamı iade edilir.`,
    cancelCard: (d: string) =>
      `${d} tarihine kadar (alıştan 12 saat önce) yapılan iptallerde ödemenin tamamı iade edilir. Daha sonra: 1-3 günlük kiralamalarda 1 günlük, 4-7 günlükte 2 günlük kira bedeli, 8 gün ve üzerinde toplamın %20'si kesilir.`,
    cancelCardMonthly: (d: string) =>
      `${d} tarihine kadar (alıştan 12 saat önce) yapılan iptallerde ödenen 1. ay tamamen iade edilir. Daha sonra 1. ayın %20'si kesilir. İptalde sonraki aylar da iptal edilir; ödeme bağlantıları gönderilmez.`,
    lookup: "Rezervasyonunuzu numaranız ve soyadınızla sitemizden görüntüleyebilirsiniz.",
    calendar: "Alış ve iade zamanları ekteki takvim dosyasındadır.",
    lineVehicle: (d: number) => `Araç kirası (${d} gün)`,
    lineCampaign: (c: string) => `Kampanya indirimi (${c})`,
    lineMember: (p: number) => `Üye indirimi (%${p})`,
    linePayNow: (p: string) => `Şimdi öde indirimi (%${p})`,
    lineOneWay: "Tek yön ücreti",
    lineDelivery: (leg: "delivery" | "collection", km: string) =>
      leg === "delivery" ? `Adrese teslim (${km})` : `Adresten iade alma (${km})`,
    lineAssurance: (n: string, d: number) => `${n} (${d} gün)`,
    assurance: "Güvence paketi",
    lineKm: "Kilometre paketi",
    icsPickup: (n: string) => `Araç alışı ${n}`,
    icsReturn: (n: string) => `Araç iadesi ${n}`,
    icsText: (n: string, v: string) => `Yolda rezervasyonu ${n}: ${v}`,
    contact: "Yol yardım ve ofisleriniz",
    roadside: "7/24 yol yardım",
    roadsideHint: "Arıza, kaza veya lastik patlamasında günün her saati arayın.",
    pickupOffice: "Alış ofisi",
    dropoffOffice: "İade ofisi",
    sameOffice: "Alış ve iade ofisi",
    delivered: (a: string) => `adresinize teslim: ${a}`,
    collected: (a: string) => `adresinizden iade alınır: ${a}`,
  },
  en: {
    subject: (n: string) => `Your reservation is confirmed: ${n}`,
    changedSubject: (n: string) => `Your reservation was changed: ${n}`,
    changedIntro: (from: string, to: string, oldTotal: string, newTotal: string) =>
      `Your reservation was changed. Before: ${from} - ${to}, total ${oldTotal}. New total: ${newTotal}. The new details are below.`,
    changedCharged: (a: string) => `The difference of ${a} was charged to your card.`,
    changedRefunded: (a: string) =>
      `The difference of ${a} was refunded to your card; depending on your bank it can take a few working days to show.`,
    changedRefundOpen: (a: string) =>
      `The difference of ${a} to refund is not yet confirmed by the bank; our team will complete the refund.`,
    changedEven: "The change did not alter the total; nothing was charged or refunded.",
    cards: (charged: string, surcharge: string, refunded: string, paid: string) =>
      `Card payments: charged ${charged} (including ${surcharge} instalment surcharge), refunded ${refunded}, paid toward the reservation ${paid}.`,
    hello: (name: string) => `Hello ${name},`,
    intro: "Thank you for choosing Yolda. Your reservation details are below.",
    number: "Reservation number",
    flight: "Flight number",
    vehicle: "Vehicle",
    orSimilar: "or similar in the same class",
    pickup: "Pick-up",
    dropoff: "Return",
    days: (d: number) => (d === 1 ? "1 day" : `${d} days`),
    duration: "Rental length",
    km: "Free kilometres",
    unlimited: "Unlimited",
    summary: "Price summary",
    total: "Total (VAT included)",
    deposit: "Deposit",
    depositNote: (a: string) =>
      `A deposit of ${a} is blocked on your credit card at the desk and released when you return the car.`,
    depositFreeNote: (daily: string) => `No deposit: deposit-free package (${daily} a day).`,
    payOffice: (a: string) =>
      `Payment: you pay the full ${a} at the office when you pick up the car. Nothing was charged online.`,
    payCardPending: (a: string) =>
      `Payment: ${a} by card online. The car is held for you for 15 minutes until the payment is approved.`,
    payCardDone: (a: string) => `Payment: ${a} paid online by card.`,
    payCardInstalments: (a: string, n: number, monthly: string, surcharge: string) =>
      `Payment: ${a} paid online by card in ${n} instalments of ${monthly} (including a ${surcharge} instalment surcharge).`,
    payOfficeMonthly: (first: string, total: string) =>
      `Payment: of the ${total} total, only month 1, ${first}, is paid at the office when you pick up the car. Nothing was charged online.`,
    payCardPendingMonthly: (first: string) =>
      `Payment: month 1, ${first}, by card online. The car is held for you for 15 minutes until the payment is approved.`,
    payCardDoneMonthly: (first: string, total: string) =>
      `Payment: month 1 of the ${total} total, ${first}, paid online by card.`,
    cancel: "Cancellation terms",
    cancelOffice:
      "You can ask to cancel free of charge until pick-up time; nothing was charged online, so there is nothing to refund.",
    cancelAssurance: (d: string) =>
      `With your assurance package, cancelling before pick-up time (${d}) refunds the whole payment.`,
    cancelCard: (d: string) =>
      `Cancel by ${d} (12 hours before pick-up) for a full refund. Later, we keep 1 day's rental for 1-3 day rentals, 2 days' for 4-7 days, and 20% of the total for 8 days or more.`,
    cancelCardMonthly: (d: string) =>
      `Cancel by ${d} (12 hours before pick-up) for a full refund of month 1, which you paid. Later, we keep 20% of month 1. Cancelling cancels the later months too; no payment links are sent.`,
    lookup: "You can view your reservation on our site with its number and your last name.",
    calendar: "The pick-up and return times are in the attached calendar file.",
    lineVehicle: (d: number) => `Vehicle rental (${d === 1 ? "1 day" : `${d} days`})`,
    lineCampaign: (c: string) => `Campaign discount (${c})`,
    lineMember: (p: number) => `Member discount (${p}%)`,
    linePayNow: (p: string) => `Pay-now discount (${p}%)`,
    lineOneWay: "One-way fee",
    lineDelivery: (leg: "delivery" | "collection", km: string) =>
      leg === "delivery" ? `Delivery to your address (${km})` : `Collection from your address (${km})`,
    lineAssurance: (n: string, d: number) => `${n} (${d === 1 ? "1 day" : `${d} days`})`,
    assurance: "Assurance package",
    lineKm: "KM package",
    icsPickup: (n: string) => `Car pick-up ${n}`,
    icsReturn: (n: string) => `Car return ${n}`,
    icsText: (n: string, v: string) => `Yolda reservation ${n}: ${v}`,
    contact: "Roadside assistance and your offices",
    roadside: "24/7 roadside assistance",
    roadsideHint: "Call any time of day after a breakdown, an accident or a flat tyre.",
    pickupOffice: "Pick-up office",
    dropoffOffice: "Return office",
    sameOffice: "Pick-up and return office",
    delivered: (a: string) => `delivered to your address: ${a}`,
    collected: (a: string) => `collected from your address: ${a}`,
  },
} as const;

function lineLabel(line: QuoteLine, data: ConfirmationData): string {
  const w = words[data.lang];
  switch (line.kind) {
    case "vehicle":
      return w.lineVehicle(line.days);
    case "campaignDiscount":
      return w.lineCampaign(line.code);
    case "memberDiscount":
      return w.lineMember(line.percent);
    case "oneWayFee":
      return w.lineOneWay;
    case "delivery":
      return w.lineDelivery(line.leg, formatDistanceKm(line.km, data.lang));
    case "payNowDiscount":
      return w.linePayNow(formatDiscountPercent(line.basisPoints, data.lang));
    case "assurance":
      return w.lineAssurance(
        line.addOn ? (data.names.addOns?.get(line.addOn) ?? line.addOn) : (data.names.assurance ?? w.assurance),
        line.days,
      );
    case "kmPackage":
      return w.lineKm;
    case "extra": {
      const name = data.names.extras.get(line.code) ?? line.code;
      return line.quantity > 1 ? `${name} x ${line.quantity}` : name;
    }
  }
}

type ContactRow = { label: string; name: string | null; phone: PhoneLink | null; email: string | null };

/** The roadside line and the offices (the return office only when it is another one), as links. */
function contactRows(data: ConfirmationData): ContactRow[] {
  const w = words[data.lang];
  const office = (label: string, o: ConfirmationOffice): ContactRow => ({
    label,
    name: o.name,
    phone: phoneLink(o.phone),
    email: o.email?.trim() || null,
  });
  const sameOffice = data.pickupOffice.name === data.dropoffOffice.name;
  return [
    { label: w.roadside, name: null, phone: phoneLink(ROADSIDE_ASSISTANCE), email: null },
    office(sameOffice ? w.sameOffice : w.pickupOffice, data.pickupOffice),
    ...(sameOffice ? [] : [office(w.dropoffOffice, data.dropoffOffice)]),
  ];
}

function contactText(row: ContactRow): string {
  const parts = [
    row.name,
    row.phone ? `${row.phone.display} (${row.phone.href})` : null,
    row.email ? `${row.email} (mailto:${row.email})` : null,
  ];
  return `${row.label}: ${parts.filter(Boolean).join(", ")}`;
}

function contactHtml(row: ContactRow): string {
  const link = 'style="color:#0b5cad;font-weight:bold"';
  const parts = [
    row.name ? escapeHtml(row.name) : null,
    row.phone ? `<a href="${escapeHtml(row.phone.href)}" ${link}>${escapeHtml(row.phone.display)}</a>` : null,
    row.email ? `<a href="mailto:${escapeHtml(row.email)}" ${link}>${escapeHtml(row.email)}</a>` : null,
  ];
  return `<li>${escapeHtml(row.label)}: ${parts.filter(Boolean).join(", ")}</li>`;
}

/** The confirmation message, ready for the outbox. */
export function reservationConfirmationEmail(data: ConfirmationData): EmailMessage {
  const w = words[data.lang];
  const money = (kurus: number) => formatTl(kurus, data.lang);
  const total = money(data.totalKurus);
  // The deposit-free package replaces the deposit (decision 0125).
  const depositFree = depositFreeOf(data.lines);
  const depositText = depositFree
    ? w.depositFreeNote(money(depositFree.dailyKurus))
    : w.depositNote(money(data.depositKurus));
  const change = data.change ?? null;
  // A monthly rental pays month 1 now and lists its months (decision 0130).
  const months = data.months && data.months.length > 0 ? data.months : null;
  const firstMonth = months?.[0]?.amountKurus ?? null;
  const plan = months ? monthlyDocumentLines(months, data.lang) : null;
  const subject = change ? w.changedSubject(data.number) : w.subject(data.number);
  const intro = change
    ? [
        w.changedIntro(
          when(change.oldPickupAt, data.lang),
          when(change.oldReturnAt, data.lang),
          money(change.oldTotalKurus),
          total,
        ),
        change.chargedKurus > 0
          ? w.changedCharged(money(change.chargedKurus))
          : change.refund
            ? change.refund.confirmed
              ? w.changedRefunded(money(change.refund.kurus))
              : w.changedRefundOpen(money(change.refund.kurus))
            : w.changedEven,
      ].join(" ")
    : w.intro;
  const payment = change
    ? data.paymentType === "office" && change.cards.chargedKurus === 0
      ? w.payOffice(total)
      : w.cards(
          money(change.cards.chargedKurus),
          money(change.cards.surchargeKurus),
          money(change.cards.refundedKurus),
          money(change.cards.paidKurus),
        )
    : firstMonth !== null && data.paymentType === "office"
      ? w.payOfficeMonthly(money(firstMonth), total)
      : firstMonth !== null && data.status === "pending_payment"
        ? w.payCardPendingMonthly(money(firstMonth))
        : firstMonth !== null && !(data.instalments && data.instalments.count > 1)
          ? w.payCardDoneMonthly(money(firstMonth), total)
          : data.paymentType === "office"
            ? w.payOffice(total)
            : data.status === "pending_payment"
              ? w.payCardPending(total)
              : data.instalments && data.instalments.count > 1
                ? w.payCardInstalments(
                    money(data.instalments.amountKurus),
                    data.instalments.count,
                    money(data.instalments.monthlyKurus),
                    money(data.instalments.surchargeKurus),
                  )
                : w.payCardDone(total);
  const cancellation =
    data.paymentType === "office"
      ? w.cancelOffice
      : data.hasAssurance
        ? w.cancelAssurance(when(data.pickupAt, data.lang))
        : firstMonth !== null
          ? w.cancelCardMonthly(when(fullRefundDeadline(data.pickupAt), data.lang))
          : w.cancelCard(when(fullRefundDeadline(data.pickupAt), data.lang));
  const km = data.kmAllowance === "unlimited" ? w.unlimited : formatKm(data.kmAllowance, data.lang);
  // A delivered pick-up or a collected return happens at the customer's address (decision 0132).
  const delivered = data.deliveries?.find((l) => l.leg === "delivery") ?? null;
  const collected = data.deliveries?.find((l) => l.leg === "collection") ?? null;
  const pickupPlace = delivered
    ? w.delivered(delivered.address)
    : `${data.pickupOffice.name}, ${data.pickupOffice.address}`;
  const returnPlace = collected
    ? w.collected(collected.address)
    : `${data.dropoffOffice.name}, ${data.dropoffOffice.address}`;
  const facts: [string, string][] = [
    [w.number, data.number],
    [w.vehicle, `${data.vehicleName} (${data.className}) ${w.orSimilar}`],
    [w.pickup, `${when(data.pickupAt, data.lang)}, ${pickupPlace}`],
    [w.dropoff, `${when(data.returnAt, data.lang)}, ${returnPlace}`],
    ...(data.flightNumber ? [[w.flight, data.flightNumber] as [string, string]] : []),
    [w.duration, w.days(data.days)],
    [w.km, km],
  ];
  const contacts = contactRows(data);
  const priceRows: [string, string][] = [
    ...data.lines.map((l): [string, string] => [lineLabel(l, data), money(l.amountKurus)]),
    [w.total, total],
  ];

  const text = [
    w.hello(data.driverName),
    "",
    intro,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    `${w.summary}:`,
    ...priceRows.map(([k, v]) => `  ${k}: ${v}`),
    "",
    payment,
    ...(plan ? ["", `${plan.heading}:`, plan.lead, ...plan.lines.map((l) => `  ${l}`), ""] : []),
    `${w.deposit}: ${depositText}`,
    "",
    `${w.cancel}: ${cancellation}`,
    "",
    `${w.contact}:`,
    ...contacts.map((row) => `  ${contactText(row)}`),
    `  ${w.roadsideHint}`,
    "",
    w.lookup,
    w.calendar,
  ].join("\n");

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee"';
  const html = `<!doctype html>
<html lang="${data.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;max-width:640px">
<p>${escapeHtml(w.hello(data.driverName))}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${facts
    .map(([k, v]) => `<tr><th align="left" ${cell}>${escapeHtml(k)}</th><td ${cell}>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>
<h2 style="font-size:16px">${escapeHtml(w.summary)}</h2>
<table style="border-collapse:collapse">${priceRows
    .map(([k, v]) => `<tr><td ${cell}>${escapeHtml(k)}</td><td align="right" ${cell}>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>
<p>${escapeHtml(payment)}</p>
${
  plan
    ? `<h2 style="font-size:16px">${escapeHtml(plan.heading)}</h2>
<p>${escapeHtml(plan.lead)}</p>
<ul data-monthly-plan>${plan.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
`
    : ""
}<p><strong>${escapeHtml(w.deposit)}:</strong> ${escapeHtml(depositText)}</p>
<h2 style="font-size:16px">${escapeHtml(w.cancel)}</h2>
<p>${escapeHtml(cancellation)}</p>
<h2 style="font-size:16px">${escapeHtml(w.contact)}</h2>
<ul>${contacts.map(contactHtml).join("")}</ul>
<p>${escapeHtml(w.roadsideHint)}</p>
<p>${escapeHtml(w.lookup)}<br>${escapeHtml(w.calendar)}</p>
</body></html>`;

  const description = w.icsText(data.number, `${data.vehicleName} (${data.className})`);
  const ics = buildIcs(
    [
      {
        uid: `${data.number}-pickup@yolda.com.tr`,
        start: data.pickupAt,
        minutes: 30,
        summary: w.icsPickup(data.number),
        location: delivered ? delivered.address : `${data.pickupOffice.name}, ${data.pickupOffice.address}`,
        description,
      },
      {
        uid: `${data.number}-return@yolda.com.tr`,
        start: data.returnAt,
        minutes: 30,
        summary: w.icsReturn(data.number),
        location: collected ? collected.address : `${data.dropoffOffice.name}, ${data.dropoffOffice.address}`,
        description,
      },
    ],
    data.now,
  );

  return {
    to: data.to,
    subject,
    text,
    html,
    attachments: [
      { filename: `${data.number}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
    ],
  };
}
