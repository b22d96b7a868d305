// The desk pages' parts (decision 0041): the reservation summary every action page shows, the
// Actions list (the detail page shows it too), notices, and the page frame. Dense, for a desk
// screen at 1280 px and a tablet at the counter.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Outcome } from "#app/components/outcome.tsx";
import type { DeskAction } from "#app/domain/desk/desk-actions.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { BookedLegsList } from "#app/components/booked-legs.tsx";
import type { BookedLegView } from "#app/shared/delivery/delivery-view.ts";

export type DeskSummary = {
  number: string;
  status: string;
  statusLabel: string;
  vehicle: string;
  plate: string;
  pickup: string;
  dropoff: string;
  driver: string;
  total: string;
  charges: string;
  paid: string;
  owed: string;
  owedKurus: number;
  detailHref: string;
  actions: { action: DeskAction; href: string }[];
  /** The delivery and collection legs (decision 0132); empty when both ends are at the offices. */
  deliveries: BookedLegView[];
};

export const deskCard = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

/** A desk notice: an announced outcome the focus goes to after an action (decision 0096). */
export function DeskNoticeBox({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  return <Outcome tone={tone}>{children}</Outcome>;
}

/** A notice from an action's answer: a catalog key with its values. */
export function ActionNotice({
  notice,
}: {
  notice: { key: string; vars?: Record<string, string> } | null | undefined;
}) {
  const { t } = useTranslation();
  // Rendered empty too: the alert region is in the page before an answer fills it.
  return <Outcome tone={notice ? "error" : null}>{notice ? t(notice.key as MessageKey, notice.vars) : null}</Outcome>;
}

export function SummaryCard({ summary }: { summary: DeskSummary }) {
  const { t } = useTranslation();
  const rows: [key: string, label: string, value: string][] = [
    ["status", t("desk.summary.status"), summary.statusLabel],
    ["driver", t("desk.summary.driver"), summary.driver],
    ["vehicle", t("desk.summary.vehicle"), summary.vehicle],
    ["plate", t("desk.summary.plate"), summary.plate],
    ["pickup", t("desk.summary.pickup"), summary.pickup],
    ["dropoff", t("desk.summary.dropoff"), summary.dropoff],
    ["total", t("desk.summary.total"), summary.total],
    ["charges", t("desk.summary.charges"), summary.charges],
    ["paid", t("desk.summary.paid"), summary.paid],
    ["owed", t("desk.summary.owed"), summary.owed],
  ];
  return (
    <section className={deskCard} aria-labelledby="desk-summary-title">
      <h2 id="desk-summary-title" className="sr-only">
        {t("desk.summary.title", { number: summary.number })}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex justify-between gap-3 border-b border-slate-100 py-1 dark:border-slate-800">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium" data-testid={`desk-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.deliveries.length > 0 ? (
        <div className="mt-3 text-sm">
          <h3 className="font-semibold">{t("delivery.booked.staffTitle")}</h3>
          <BookedLegsList legs={summary.deliveries} className="mt-1" />
        </div>
      ) : null}
    </section>
  );
}

/** The Actions section: the actions this person may take now, as links (the receipt downloads). */
export function DeskActions({ actions }: { actions: DeskSummary["actions"] }) {
  const { t } = useTranslation();
  return (
    <section className={deskCard} aria-labelledby="desk-actions-title">
      <h2 id="desk-actions-title" className="text-base font-bold">
        {t("desk.actions.title")}
      </h2>
      {actions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("desk.actions.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {actions.map(({ action, href }) => (
            <li key={action}>
              {action === "receipt" ? (
                <a href={href} className="btn-secondary" download>
                  {t("desk.actions.receipt")}
                </a>
              ) : (
                <Link to={href} className="btn-secondary">
                  {t(`desk.actions.${action}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The frame of a desk action page: title with the number, back link, summary, then the form. */
export function DeskPageFrame({
  title,
  summary,
  children,
}: {
  title: string;
  summary: DeskSummary;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">
          {title} <span className="font-mono text-lg text-slate-700 dark:text-slate-300">{summary.number}</span>
        </h1>
        <Link to={summary.detailHref} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t("desk.summary.back")}
        </Link>
      </div>
      <SummaryCard summary={summary} />
      {children}
      <DeskActions actions={summary.actions} />
    </main>
  );
}
