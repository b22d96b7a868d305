// The search results' car cards as markup (decision 0175): a static part the browser keeps as the
// server sent it (decision 0114), so it is written as text rather than rendered by React on every
// search. The same function makes the cards on a client navigation. Every value is escaped.
import { formatTl } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import { formatWhole } from "#app/domain/text/quantities.ts";
import type { Translator } from "#app/i18n/translate.ts";
import type { CardOffer } from "#app/shared/booking/offer-wire.ts";
import { markup, type HtmlValue, type SafeHtml } from "#app/shared/html/html.ts";
import { cardClass } from "./booking-ui.tsx";

function fact(label: string, value: HtmlValue): SafeHtml {
  return markup`<div class="min-w-0"><dt class="text-xs text-slate-600 dark:text-slate-400">${label}</dt><dd class="text-sm font-semibold">${value}</dd></div>`;
}

function totals(offer: CardOffer, { t, lang }: Translator): SafeHtml {
  if (offer.payNowTotalKurus < offer.totalKurus) {
    return markup`<dl class="grid grid-cols-2 gap-2" data-testid="offer-totals"><div><dt class="text-sm text-slate-700 dark:text-slate-300">${t("booking.vehicles.totalOffice")}</dt><dd class="text-xl font-bold tabular-nums" data-testid="offer-total">${formatTl(offer.totalKurus, lang)}</dd></div><div class="rounded-lg bg-emerald-50 px-2 py-1 dark:bg-emerald-950"><dt class="text-sm font-semibold text-emerald-900 dark:text-emerald-200">${t("booking.vehicles.totalPayNow")}</dt><dd class="text-xl font-bold text-emerald-900 tabular-nums dark:text-emerald-100" data-testid="offer-pay-now">${formatTl(offer.payNowTotalKurus, lang)}</dd><dd class="text-xs text-emerald-900 dark:text-emerald-200">${t("booking.vehicles.payNowSaving", { percent: formatDiscountPercent(offer.payNowDiscountBp, lang) })}</dd></div></dl>`;
  }
  return markup`<p class="text-sm text-slate-700 dark:text-slate-300">${t("booking.vehicles.total")}</p><p class="text-2xl font-bold tabular-nums" data-testid="offer-total">${formatTl(offer.totalKurus, lang)}</p>`;
}

function monthly(offer: CardOffer, { t, lang }: Translator): HtmlValue {
  // A monthly rental (decision 0131): the monthly amount beside the total, month 1 due now.
  if (!offer.months || offer.monthlyKurus == null) return null;
  const payNow =
    offer.payNowMonthlyKurus != null && offer.payNowMonthlyKurus < offer.monthlyKurus
      ? markup`<p class="text-sm font-semibold text-emerald-900 tabular-nums dark:text-emerald-200">${t("booking.monthlyCard.payNow", { amount: formatTl(offer.payNowMonthlyKurus, lang) })}</p>`
      : null;
  return markup`<div class="mt-1" data-testid="offer-monthly"><p class="text-lg font-bold tabular-nums">${t("booking.monthlyCard.perMonth", { amount: formatTl(offer.monthlyKurus, lang) })}</p>${payNow}<p class="text-sm text-slate-700 dark:text-slate-300">${t("booking.monthlyCard.note", { count: offer.months })}</p></div>`;
}

/** One card: the model, its facts and prices, and the "Choose" button of the list's one form (VehicleChoiceForm). */
export function vehicleCardHtml(offer: CardOffer, translator: Translator): SafeHtml {
  const { t, lang } = translator;
  const m = offer.model;
  const name = `${m.brand} ${m.model}`;
  const headingId = `vehicle-${m.id}`;
  // Where the pick-up office offers the deposit-free package for the class (decision 0139).
  const depositFree =
    offer.depositFreeDailyKurus != null
      ? markup`<span class="block text-xs font-normal" data-testid="offer-deposit-free">${t("booking.depositFreeCard.option", { daily: formatTl(offer.depositFreeDailyKurus, lang) })}</span>`
      : null;
  const lastCars =
    offer.freeUnits <= 2
      ? fact(
          "",
          markup`<span class="text-red-800 dark:text-red-300">${t("booking.vehicles.lastCar", { count: offer.freeUnits })}</span>`,
        )
      : null;
  const lines: HtmlValue[] = [
    totals(offer, translator),
    monthly(offer, translator),
    markup`<p class="text-sm">${t("booking.vehicles.daily", { amount: formatTl(offer.dailyKurus, lang) })}</p>`,
    offer.oneWayFeeKurus > 0
      ? markup`<p class="text-sm" data-testid="offer-one-way">${t("booking.vehicles.oneWayIncluded", { amount: formatTl(offer.oneWayFeeKurus, lang) })}</p>`
      : null,
    offer.campaignGainKurus !== null && offer.appliedDiscount === "campaign"
      ? markup`<p class="text-sm font-semibold text-emerald-800 dark:text-emerald-300">${t("booking.vehicles.campaignGain", { amount: formatTl(offer.campaignGainKurus, lang) })}</p>`
      : null,
    offer.campaignRefusal
      ? markup`<p class="text-sm text-amber-900 dark:text-amber-200">${t("booking.vehicles.campaignNotForModel")}</p>`
      : null,
    offer.appliedDiscount === "member"
      ? markup`<p class="text-sm font-semibold text-emerald-800 dark:text-emerald-300">${t("booking.vehicles.memberApplied", { pct: offer.memberDiscountPct })}</p>`
      : null,
    offer.memberTotalKurus < offer.totalKurus
      ? markup`<p class="text-sm text-slate-700 dark:text-slate-300">${t("booking.vehicles.memberPrice", { amount: formatTl(offer.memberTotalKurus, lang) })}</p>`
      : null,
  ];
  return markup`<article aria-labelledby="${headingId}" class="${cardClass} flex flex-col" data-testid="vehicle-card"><p class="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">${m.className} · ${m.acriss}</p><h3 id="${headingId}" class="mt-1 text-lg font-bold">${name} <span class="text-sm font-normal text-slate-600 dark:text-slate-400">${t("booking.vehicles.orSimilar")}</span></h3><img src="/images/cars/${m.bodyType}-${m.colour}.svg" alt="" width="480" height="240" loading="lazy" class="mx-auto my-3 h-auto w-full max-w-xs"><p class="text-sm text-slate-700 dark:text-slate-300">${t(`fleet.transmission.${m.transmission}`)} · ${t(`fleet.fuel.${m.fuel}`)} · ${t("fleet.adults", { count: m.adults })} · ${t("fleet.luggage", { count: m.luggage })}</p><dl class="mt-3 grid grid-cols-2 gap-2">${fact(t("booking.vehicles.deposit"), [formatTl(offer.depositKurus, lang), depositFree])}${fact(t("booking.vehicles.kmLimit"), t("booking.vehicles.kmValue", { km: formatWhole(offer.kmLimitPerDay, lang) }))}${fact(t("booking.vehicles.requirements"), t("booking.vehicles.requirementsValue", { age: offer.minAge, count: offer.licenceYears }))}${lastCars}</dl><div class="mt-auto pt-4">${lines}<button type="submit" value="${m.id}" class="btn-primary mt-3 w-full" aria-label="${t("booking.vehicles.chooseLabel", { name })}" name="modelId">${t("booking.vehicles.choose")}</button></div></article>`;
}

/**
 * Cards already written, by language and offer: a card says only its offer's figures in the page's
 * texts (which do not change while the server runs), and the same model at the same price comes
 * back in many searches (same length, same season). About 2.4 KB a card; emptied when full.
 */
const written = new Map<string, SafeHtml>();
export const CARDS_KEPT = 2_000;

/** Every card of the list, in its order. */
export function vehicleCardsHtml(offers: readonly CardOffer[], translator: Translator): string {
  let out = "";
  for (const offer of offers) {
    const key = `${translator.lang}|${JSON.stringify(offer)}`;
    let card = written.get(key);
    if (!card) {
      card = vehicleCardHtml(offer, translator);
      if (written.size >= CARDS_KEPT) written.clear();
      written.set(key, card);
    }
    out += card.value;
  }
  return out;
}
