// The cheaper-dates grid under the search results (decision 0116): a real table, pick-up days as
// row headers and return days as column headers, each price a link to that search; the searched
// pair is aria-current, the cheapest says so in words, a pair that cannot be booked says why.
import { formatTl } from "#app/domain/money/money.ts";
import { GRID_SHIFTS } from "#app/domain/pricing/date-grid.ts";
import { addDays, epochDayOf } from "#app/domain/time/calendar.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { FILTER_PARAMS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { SearchView } from "#app/shared/booking/booking-types.ts";
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

export function DateGridTable({
  grid,
  search,
  base,
  filters,
  keep,
}: {
  grid: DateGridWire;
  search: SearchView;
  base: string;
  filters: VehicleFilters;
  /** Further parameters every link keeps (the driver's figures). */
  keep: [string, string][];
}) {
  const { t, lang } = useTranslation();
  const pickup = splitLocal(search.pickupAt);
  const ret = splitLocal(search.returnAt);
  const lowest = Math.min(...grid.cells.filter((c) => c >= 0));
  const href = (pickupShift: number, returnShift: number) => {
    const q = new URLSearchParams([
      [SEARCH_PARAMS.pickupCode, search.pickupCode],
      [SEARCH_PARAMS.dropoffCode, search.dropoffCode],
      [SEARCH_PARAMS.pickupAt, `${addDays(pickup.date, pickupShift)}T${pickup.time}`],
      [SEARCH_PARAMS.returnAt, `${addDays(ret.date, returnShift)}T${ret.time}`],
      [SEARCH_PARAMS.campaignCode, search.campaignCode],
    ]);
    for (const [name, value] of Object.entries(filters)) {
      if (value && (name !== "sort" || value !== "price")) q.set(FILTER_PARAMS[name as keyof VehicleFilters], value);
    }
    for (const [name, value] of keep) q.set(name, value);
    return `${base}?${q}`;
  };
  return (
    <section aria-labelledby="date-grid-title" className="mb-6" data-testid="date-grid-section">
      <h2 id="date-grid-title" className="text-lg font-semibold">
        {t("booking.dateGrid.title")}
      </h2>
      <p className="mt-1 mb-2 text-sm text-slate-700 dark:text-slate-300">{t("booking.dateGrid.lead")}</p>
      {/* Narrow screens scroll the table sideways; the box takes the focus so the keyboard can too. */}
      <div
        role="region"
        aria-labelledby="date-grid-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
      >
        <table data-date-grid className="min-w-full border-collapse text-sm">
          <caption id="date-grid-caption" className="px-3 py-2 text-left text-sm font-medium">
            {t("booking.dateGrid.caption", { className: grid.className })}
          </caption>
          <thead>
            <tr>
              <td className="sticky left-0 border-b border-slate-200 bg-white px-2 py-2 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {t("booking.dateGrid.corner")}
              </td>
              {GRID_SHIFTS.map((r) => (
                <th
                  key={r}
                  scope="col"
                  className="border-b border-slate-200 px-2 py-2 text-center font-semibold whitespace-nowrap dark:border-slate-700"
                >
                  <span className="sr-only">{t("booking.dateGrid.return", { date: "" })}</span>
                  {gridDay(addDays(ret.date, r), lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_SHIFTS.map((p, row) => (
              <tr key={p}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-2 py-2 text-left font-semibold whitespace-nowrap dark:bg-slate-900"
                >
                  <span className="sr-only">{t("booking.dateGrid.pickup", { date: "" })}</span>
                  {gridDay(addDays(pickup.date, p), lang)}
                </th>
                {GRID_SHIFTS.map((r, col) => {
                  const total = grid.cells[row * GRID_SHIFTS.length + col] ?? -1;
                  const current = p === 0 && r === 0;
                  const cheapest = total >= 0 && total === lowest;
                  return (
                    <td
                      key={r}
                      data-cell={`${p},${r}`}
                      className={`border-t border-slate-100 px-1 py-1 text-center whitespace-nowrap dark:border-slate-800 ${
                        cheapest ? "bg-emerald-50 dark:bg-emerald-950" : ""
                      }`}
                    >
                      {total >= 0 ? (
                        <a
                          href={href(p, r)}
                          aria-current={current ? "page" : undefined}
                          className={`inline-flex min-h-11 flex-col items-center justify-center rounded-lg px-2 tabular-nums underline-offset-2 hover:underline ${
                            current ? "font-bold ring-2 ring-brand-600 dark:ring-brand-300" : ""
                          } ${cheapest ? "font-semibold text-emerald-900 dark:text-emerald-100" : ""}`}
                        >
                          <span>{formatTl(total, lang)}</span>
                          {cheapest ? <span className="text-xs">{t("booking.dateGrid.cheapest")}</span> : null}
                          {current ? <span className="text-xs">{t("booking.dateGrid.current")}</span> : null}
                        </a>
                      ) : (
                        <span className="text-xs text-slate-700 dark:text-slate-300">
                          {total === -1 ? t("booking.dateGrid.notOffered") : t("booking.dateGrid.soldOut")}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
