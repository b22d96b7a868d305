// Pieces every booking step shares: the step list, the search summary with its change dialog, the
// price notice. The price lines of a quote are in quote-table.tsx (the results page has no quote
// and does not carry their texts: decision 0114).
import type { MouseEvent, ReactNode } from "react";
import { useNavigation } from "react-router";
import { Dialog } from "#app/components/dialog.tsx";
import { useArrivalFocus } from "#app/components/use-arrival-focus.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { SearchView } from "#app/shared/booking/booking-types.ts";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900";

const stopClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * Props for a step's buttons while the booking moves on. From the click until the next step is on
 * the screen (the server's answer, then that step's data and code), React keeps the step the
 * visitor left on the screen, and its address may already be the next step's. A click there would
 * post the old step again or open its dialog, and the visitor's click on the new step was lost. So
 * the buttons say they are unavailable and do nothing; they keep the focus (aria-disabled, not
 * disabled, which would drop it to <body>).
 */
export function useStepLock(): { "aria-disabled"?: true; onClick?: typeof stopClick } {
  const moving = useNavigation().state !== "idle";
  return moving ? { "aria-disabled": true, onClick: stopClick } : {};
}

export function Stepper({ step }: { step: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const names = [
    t("booking.steps.vehicle"),
    t("booking.steps.packages"),
    t("booking.steps.driver"),
    t("booking.steps.payment"),
  ];
  const heading = useArrivalFocus<HTMLHeadingElement>(step);
  return (
    <nav aria-label={t("booking.steps.label")} className="mb-6">
      {/* Each new step moves the focus here, so it is announced (decision 0028). */}
      <h2 ref={heading} tabIndex={-1} className="text-sm font-normal text-slate-700 sm:mb-2 dark:text-slate-300">
        {t("booking.steps.stepOf", { step })}: <strong>{names[step - 1]}</strong>
      </h2>
      <ol className="hidden gap-2 sm:grid sm:grid-cols-4">
        {names.map((name, i) => {
          const n = i + 1;
          const current = n === step;
          return (
            <li
              key={name}
              aria-current={current ? "step" : undefined}
              className={`rounded-xl border px-3 py-2 text-sm ${
                current
                  ? "border-brand-700 bg-brand-50 font-semibold text-brand-900 dark:border-brand-300 dark:bg-slate-800 dark:text-brand-100"
                  : n < step
                    ? "border-slate-300 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
                    : "border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400"
              }`}
            >
              <span aria-hidden="true">{n}. </span>
              {name}
              {current ? <span className="sr-only"> {t("booking.steps.current")}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** "2026-11-21T10:30" -> "21.11.2026 10:30" (the site's date mask, same in both languages). */
export function formatLocal(value: string, lang: "tr" | "en"): string {
  return formatLocalDateTime(value, lang);
}

/**
 * The search in one line, with the dialog that edits it in place. The dialog's form (the search
 * bar) is the page's to give: it loads when the visitor reaches for the "change" button, not with
 * the step (decision 0156), and `onIntent` starts that load.
 */
export function SearchSummary({
  search,
  changeOpen,
  setChangeOpen,
  onIntent,
  children,
}: {
  search: SearchView;
  changeOpen: boolean;
  setChangeOpen: (open: boolean) => void;
  /** The pointer or the focus came to the "change" button: the dialog's form may load now. */
  onIntent: () => void;
  /** The dialog's content: the search bar filled with this search. */
  children: ReactNode;
}) {
  const { t, lang } = useTranslation();
  return (
    <section aria-label={t("booking.yourSearch")} className={`${cardClass} mb-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="grid w-full gap-x-6 gap-y-1 text-sm sm:w-auto sm:flex-1 sm:grid-cols-3">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("booking.summary.pickup")}</dt>
            <dd className="font-semibold">
              {search.pickupOffice?.name ?? search.pickupCode} · {formatLocal(search.pickupAt, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("booking.summary.dropoff")}</dt>
            <dd className="font-semibold">
              {search.dropoffOffice?.name ?? search.dropoffCode} · {formatLocal(search.returnAt, lang)}
            </dd>
          </div>
          {search.days ? (
            <div>
              <dt className="sr-only">{t("booking.summary.duration")}</dt>
              <dd className="font-semibold">{t("booking.summary.days", { count: search.days })}</dd>
            </div>
          ) : null}
        </dl>
        <button
          type="button"
          className="btn-secondary"
          onPointerEnter={onIntent}
          onPointerDown={onIntent}
          onFocus={onIntent}
          onClick={() => {
            onIntent();
            setChangeOpen(true);
          }}
        >
          {t("booking.summary.change")}
        </button>
      </div>
      <Dialog
        closeLabel={t("app.close")}
        open={changeOpen}
        onClose={() => setChangeOpen(false)}
        title={t("booking.summary.changeTitle")}
        size="xl"
      >
        {children}
      </Dialog>
    </section>
  );
}

export function PriceNotice({ notice }: { notice: { fromKurus: number; toKurus: number } | null }) {
  const { t, lang } = useTranslation();
  if (!notice) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {notice.fromKurus === notice.toKurus
        ? t("booking.total.priceSame")
        : t("booking.total.priceChanged", {
            from: formatTl(notice.fromKurus, lang),
            to: formatTl(notice.toKurus, lang),
          })}
    </p>
  );
}

export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </div>
  );
}
