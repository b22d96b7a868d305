// Texts of the monthly rental (issue 31 item 5, decisions 0121 and 0122): the payment schedule on
// the lookup, in the member area and on the staff reservation page, and the booking's note.
import { plural } from "#app/i18n/plural.ts";

export const monthlyTr = {
  title: "Aylık ödemeler",
  lead: "Aylık kiralama: 1. ay rezervasyonda ödenir; sonraki her ayın ödeme bağlantısı, ay başlamadan 5 gün önce e-postayla gönderilir. Dilerseniz her ayı ofiste de ödeyebilirsiniz.",
  kmPerMonth: "Aylık km hakkı: {{km}}",
  kmUnlimited: "Km sınırsız",
  table: "Aylık ödeme planı",
  month: "Ay",
  period: "Dönem",
  due: "Son ödeme",
  amount: "Tutar",
  km: "Km hakkı",
  state: "Durum",
  monthNo: "{{month}}. ay",
  days: plural({ other: "{{count}} gün" }),
  total: "Toplam",
  unlimited: "Sınırsız",
  states: {
    paidAtBooking: "Rezervasyonda kartla ödendi",
    dueAtBooking: "Rezervasyonda kartla ödenecek",
    atOffice: "Araç tesliminde ofiste ödenecek",
    paid: "Ödendi",
    linkSent: "Ödeme bağlantısı gönderildi ({{reference}})",
    scheduled: "Bağlantı {{when}} tarihinde e-postayla gelecek",
    closed: "Ödenmeyecek",
  },
  bookingNote:
    "{{days}} günlük aylık kiralama: {{months}} ayda ödenir. Şimdi ödenecek 1. ay: {{first}}. Aylık km hakkı: {{km}}.",
};

export const monthlyEn: typeof monthlyTr = {
  title: "Monthly payments",
  lead: "Monthly rental: month 1 is paid when booking; each later month's payment link is e-mailed 5 days before the month starts. You can also pay any month at the office.",
  kmPerMonth: "Km allowance per month: {{km}}",
  kmUnlimited: "Unlimited km",
  table: "Monthly payment plan",
  month: "Month",
  period: "Period",
  due: "Due",
  amount: "Amount",
  km: "Km allowance",
  state: "Status",
  monthNo: "Month {{month}}",
  days: plural({ one: "{{count}} day", other: "{{count}} days" }),
  total: "Total",
  unlimited: "Unlimited",
  states: {
    paidAtBooking: "Paid by card when booking",
    dueAtBooking: "To be paid by card when booking",
    atOffice: "To be paid at the office at pick-up",
    paid: "Paid",
    linkSent: "Payment link sent ({{reference}})",
    scheduled: "Link arrives by e-mail on {{when}}",
    closed: "Not to be paid",
  },
  bookingNote:
    "{{days}}-day monthly rental, paid in {{months}} months. Month 1, paid now: {{first}}. Km allowance per month: {{km}}.",
};
