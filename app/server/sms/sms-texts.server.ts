// The transactional SMS texts in the reservation's language (decision 0118), from the catalog's
// `sms` area; dates as the site writes them (Istanbul wall time), amounts in TL.
import { formatTl } from "#app/domain/money/money.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import type { Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";

export function confirmationSms(
  lang: Lang,
  d: { number: string; pickupAt: Date; office: string; officePhone: string },
): string {
  return serverT(lang)("sms.confirmation", {
    number: d.number,
    when: formatInstant(d.pickupAt, lang),
    office: d.office,
    phone: d.officePhone,
  });
}

export function reminderSms(lang: Lang, d: { number: string; pickupAt: Date; office: string }): string {
  return serverT(lang)("sms.reminder", { number: d.number, when: formatInstant(d.pickupAt, lang), office: d.office });
}

export function paymentLinkSms(
  lang: Lang,
  d: { number: string; amountKurus: number; expiresAt: Date; url: string },
): string {
  return serverT(lang)("sms.paymentLink", {
    number: d.number,
    amount: formatTl(d.amountKurus, lang),
    until: formatInstant(d.expiresAt, lang),
    url: d.url,
  });
}
