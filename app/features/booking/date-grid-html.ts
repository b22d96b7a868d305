// The cheaper-dates grid under the search results (decision 0116): a real table, pick-up days as
// row headers and return days as column headers, each price a link to that search; the searched
// pair is aria-current, the cheapest says so in words, a pair that cannot be booked says why.
// Links only, so a static part the browser keeps as the server sent it: written as markup, not
// rendered by React on every search (decision 0175). Every value is escaped (html).
import { formatTl } from "#app/domain/money/money.ts";
import { GRID_SHIFTS } from "#app/domain/pricing/date-grid.ts";
import { addDays, epochDayOf } from "#app/domain/time/calendar.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { FILTER_PARAMS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { SearchView } from "#app/shared/booking/booking-types.ts";
import { attr, markup, type SafeHtml } from "#app/shared/html/html.ts";
import { SEARCH_PARAMS, splitLocal } from "#app/shared/search/search-form.ts";

/** The grid as the loader sends it: 49 totals row by row, -1 not offered online, -2 none free. */
export type DateGridWire = { className: string; classSlug: string; cells: number[] };

const DAYS = {
  tr: ["Paz", "Pzt", "Sal", "Çar", "Per", "Cum", "Cmt"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
} as const;
const MONTHS = {
  tr: ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} as const;

/** "Cum 15 Oca" / "Fri 15 Jan": the same text on the server and in every browser. */
export function gridDay(date: string, lang: "tr" | "en"): string {
  const weekday = (((epochDayOf(date) + 4) % 7) + 7) % 7;
  return `${DAYS[lang][weekday]} ${Number(date.slice(8, 10))} ${MONTHS[lang][Number(date.slice(5, 7)) - 1]}`;
}

/**
 * The search's address with other dates: the offices, then the two dates, then the campaign code,
 * the filters that are not the default and the kept figures, as one URLSearchParams would write them.
 */
function searchHref(
  search: SearchView,
  base: string,
  filters: VehicleFilters,
  keep: [string, string][],
): (pickupAt: string, returnAt: string) => string {
  const head = new URLSearchParams([
    [SEARCH_PARAMS.pickupCode, search.pickupCode],
    [SEARCH_PARAMS.dropoffCode, search.dropoffCode],
  ]).toString();
  const tail = new URLSearchParams([[SEARCH_PARAMS.campaignCode, search.campaignCode]]);
  for (const [name, value] of Object.entries(filters)) {
    if (value && (name !== "sort" || value !== "price")) tail.set(FILTER_PARAMS[name as keyof VehicleFilters], value);
  }
  for (const [name, value] of keep) tail.set(name, value);
  const after = tail.toString();
  const pickupName = encodeURIComponent(SEARCH_PARAMS.pickupAt);
  const returnName = encodeURIComponent(SEARCH_PARAMS.returnAt);
  // The dates are "YYYY-MM-DDTHH:mm": encodeURIComponent writes them as URLSearchParams does.
  return (pickupAt, returnAt) =>
    `${base}?${head}&${pickupName}=${encodeURIComponent(pickupAt)}&${returnName}=${encodeURIComponent(returnAt)}&${after}`;
}

export function dateGridHtml(
  grid: DateGridWire,
  search: SearchView,
  base: string,
  filters: VehicleFilters,
  /** Further parameters every link keeps (the driver's figures). */
  keep: [string, string][],
  { t, lang }: Translator,
): string {
  const pickup = splitLocal(search.pickupAt);
  const ret = splitLocal(search.returnAt);
  const lowest = Math.min(...grid.cells.filter((c) => c >= 0));
  const href = searchHref(search, base, filters, keep);
  const returnDates = GRID_SHIFTS.map((r) => addDays(ret.date, r));
  const returnLabel = t("booking.dateGrid.return", { date: "" });
  const pickupLabel = t("booking.dateGrid.pickup", { date: "" });
  const cheapestText = t("booking.dateGrid.cheapest");
  const currentText = t("booking.dateGrid.current");
  const notOffered = t("booking.dateGrid.notOffered");
  const soldOut = t("booking.dateGrid.soldOut");
  const columns = returnDates.map(
    (date) =>
      markup`<th scope="col" class="border-b border-slate-200 px-2 py-2 text-center font-semibold whitespace-nowrap dark:border-slate-700"><span class="sr-only">${returnLabel}</span>${gridDay(date, lang)}</th>`,
  );
  const rows = GRID_SHIFTS.map((p, row): SafeHtml => {
    const pickupDate = addDays(pickup.date, p);
    const cells = GRID_SHIFTS.map((r, col): SafeHtml => {
      const total = grid.cells[row * GRID_SHIFTS.length + col] ?? -1;
      const current = p === 0 && r === 0;
      const cheapest = total >= 0 && total === lowest;
      const content =
        total >= 0
          ? markup`<a href="${href(`${pickupDate}T${pickup.time}`, `${returnDates[col]}T${ret.time}`)}"${attr("aria-current", current ? "page" : null)} class="inline-flex min-h-11 flex-col items-center justify-center rounded-lg px-2 tabular-nums underline-offset-2 hover:underline ${current ? "font-bold ring-2 ring-brand-600 dark:ring-brand-300" : ""} ${cheapest ? "font-semibold text-emerald-900 dark:text-emerald-100" : ""}"><span>${formatTl(total, lang)}</span>${cheapest ? markup`<span class="text-xs">${cheapestText}</span>` : null}${current ? markup`<span class="text-xs">${currentText}</span>` : null}</a>`
          : markup`<span class="text-xs text-slate-700 dark:text-slate-300">${total === -1 ? notOffered : soldOut}</span>`;
      return markup`<td data-cell="${p},${r}" class="border-t border-slate-100 px-1 py-1 text-center whitespace-nowrap dark:border-slate-800 ${cheapest ? "bg-emerald-50 dark:bg-emerald-950" : ""}">${content}</td>`;
    });
    return markup`<tr><th scope="row" class="sticky left-0 bg-white px-2 py-2 text-left font-semibold whitespace-nowrap dark:bg-slate-900"><span class="sr-only">${pickupLabel}</span>${gridDay(pickupDate, lang)}</th>${cells}</tr>`;
  });
  // Narrow screens scroll the table sideways; the box takes the focus so the keyboard can too.
  return markup`<section aria-labelledby="date-grid-title" class="mb-6" data-testid="date-grid-section"><h2 id="date-grid-title" class="text-lg font-semibold">${t("booking.dateGrid.title")}</h2><p class="mt-1 mb-2 text-sm text-slate-700 dark:text-slate-300">${t("booking.dateGrid.lead")}</p><div role="region" aria-labelledby="date-grid-caption" tabindex="0" class="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"><table data-date-grid="true" class="min-w-full border-collapse text-sm"><caption id="date-grid-caption" class="px-3 py-2 text-left text-sm font-medium">${t("booking.dateGrid.caption", { className: grid.className })}</caption><thead><tr><td class="sticky left-0 border-b border-slate-200 bg-white px-2 py-2 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">${t("booking.dateGrid.corner")}</td>${columns}</tr></thead><tbody>${rows}</tbody></table></div></section>`
    .value;
}
