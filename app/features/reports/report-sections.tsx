// The five reports of /yonetim/raporlar: each a section with a chart, the same figures as a table,
// and its CSV export (docs/decisions/0045).
import type { ReactNode } from "react";
import { useLang } from "#app/components/use-lang.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { combinedUtilisation } from "#app/domain/reports/utilisation.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReportName, ReportsView } from "#app/shared/staff/reports.ts";
import { BarChart, LineChart } from "./charts.tsx";

type Lang = "tr" | "en";

export function weekLabel(monday: string, lang: Lang): string {
  const [, m, d] = monday.split("-");
  return lang === "tr"
    ? `${d}.${m}`
    : new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
        new Date(`${monday}T00:00:00Z`),
      );
}

export function monthLabel(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

const decimal = (value: number | null, lang: Lang) =>
  value === null ? "–" : value.toLocaleString(lang === "tr" ? "tr-TR" : "en-GB", { maximumFractionDigits: 1 });
const whole = (value: number, lang: Lang) => value.toLocaleString(lang === "tr" ? "tr-TR" : "en-GB");

const th = "border-b border-slate-300 px-2 py-1.5 text-left font-semibold dark:border-slate-600";
const thNum = `${th} text-right`;
const td = "border-b border-slate-200 px-2 py-1 dark:border-slate-700";
const tdNum = `${td} text-right tabular-nums`;

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // A table wider than the screen scrolls; keyboard users reach it (axe scrollable-region-focusable).
    <div className="overflow-x-auto" role="group" aria-label={caption} tabIndex={0}>
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function Section({
  id,
  title,
  name,
  query,
  children,
}: {
  id: string;
  title: string;
  name: ReportName;
  query: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <a
          href={`${localizePath(`/yonetim/raporlar/${name}.csv`, lang)}${query}`}
          download
          className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          {t("reports.csv")} <span className="sr-only">({title})</span>
        </a>
      </div>
      {children}
    </section>
  );
}

function NoData() {
  const { t } = useTranslation();
  return <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("reports.noData")}</p>;
}

export function UtilisationSection({ view, query }: { view: ReportsView; query: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { weeks, byClass, cells } = view.utilisation;
  const periodPct = byClass
    .map((c) => ({ name: c.className, pct: combinedUtilisation(cells.filter((cell) => cell.classId === c.classId)) }))
    .filter((c): c is { name: string; pct: number } => c.pct !== null)
    .sort((a, b) => b.pct - a.pct);
  const best = periodPct[0];
  const worst = periodPct[periodPct.length - 1];
  const weekNames = weeks.map((w) => weekLabel(w, lang));
  return (
    <Section id="report-utilisation" title={t("reports.utilisation.title")} name="doluluk" query={query}>
      {byClass.length === 0 || !best || !worst ? (
        <NoData />
      ) : (
        <>
          <LineChart
            label={t("reports.utilisation.chart")}
            summary={t("reports.utilisation.summary", {
              best: best.name,
              bestPct: decimal(best.pct, lang),
              worst: worst.name,
              worstPct: decimal(worst.pct, lang),
            })}
            categories={weekNames}
            series={byClass.map((c) => ({ name: c.className, values: c.percent }))}
            formatTick={(v) => `${whole(v, lang)}%`}
            max={100}
          />
          <Table caption={t("reports.utilisation.chart")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("reports.utilisation.class")}
                </th>
                {weekNames.map((w) => (
                  <th key={w} scope="col" className={thNum}>
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {byClass.map((c) => (
                <tr key={c.classId}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {c.className}
                  </th>
                  {c.percent.map((p, i) => (
                    <td key={weeks[i]} className={tdNum}>
                      {decimal(p, lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold">{t("reports.utilisation.breakdown")}</summary>
            <Table caption={t("reports.utilisation.breakdown")}>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t("reports.utilisation.week")}
                  </th>
                  <th scope="col" className={th}>
                    {t("reports.utilisation.office")}
                  </th>
                  <th scope="col" className={th}>
                    {t("reports.utilisation.class")}
                  </th>
                  <th scope="col" className={thNum}>
                    {t("reports.utilisation.units")}
                  </th>
                  <th scope="col" className={thNum}>
                    {t("reports.utilisation.bookedHours")}
                  </th>
                  <th scope="col" className={thNum}>
                    {t("reports.utilisation.percent")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {cells.map((c) => (
                  <tr key={`${c.monday}-${c.officeId}-${c.classId}`}>
                    <td className={td}>{weekLabel(c.monday, lang)}</td>
                    <td className={td}>{c.office}</td>
                    <td className={td}>{c.className}</td>
                    <td className={tdNum}>{c.units}</td>
                    <td className={tdNum}>{decimal(c.bookedHours, lang)}</td>
                    <td className={tdNum}>{decimal(c.percent, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </details>
        </>
      )}
    </Section>
  );
}

export function RevenueSection({ view, query }: { view: ReportsView; query: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { months, office, card, charges, bookedKurus, chargesKurus, totalKurus } = view.revenue;
  const monthNames = months.map((m) => monthLabel(m, lang));
  return (
    <Section id="report-revenue" title={t("reports.revenue.title")} name="gelir" query={query}>
      <BarChart
        label={t("reports.revenue.chart")}
        summary={t("reports.revenue.summary", {
          total: formatTl(totalKurus, lang),
          booked: formatTl(bookedKurus, lang),
          charges: formatTl(chargesKurus, lang),
        })}
        categories={monthNames}
        series={[
          { name: t("reports.revenue.office"), values: office.map((o) => o.totalKurus / 100) },
          { name: t("reports.revenue.card"), values: card.map((c) => c.totalKurus / 100) },
          { name: t("reports.revenue.charges"), values: charges.map((c) => c.chargesKurus / 100) },
        ]}
        formatTick={(v) => whole(v, lang)}
      />
      <Table caption={t("reports.revenue.chart")}>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t("reports.revenue.month")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.office")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.bookings")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.card")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.bookings")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.charges")}
            </th>
            <th scope="col" className={thNum}>
              {t("reports.revenue.returns")}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {monthNames[i]}
              </th>
              <td className={tdNum}>{formatTl(office[i]?.totalKurus ?? 0, lang)}</td>
              <td className={tdNum}>{office[i]?.bookings ?? 0}</td>
              <td className={tdNum}>{formatTl(card[i]?.totalKurus ?? 0, lang)}</td>
              <td className={tdNum}>{card[i]?.bookings ?? 0}</td>
              <td className={tdNum}>{formatTl(charges[i]?.chargesKurus ?? 0, lang)}</td>
              <td className={tdNum}>{charges[i]?.returns ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

export function LeadTimeSection({ view, query }: { view: ReportsView; query: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { buckets, medianDays, bookings } = view.leadTime;
  const names = buckets.map((b) => t(`reports.leadTime.buckets.${b.fromDays}` as "reports.leadTime.buckets.0"));
  return (
    <Section id="report-lead-time" title={t("reports.leadTime.title")} name="rezervasyon-zamani" query={query}>
      {bookings === 0 ? (
        <NoData />
      ) : (
        <>
          <BarChart
            label={t("reports.leadTime.chart")}
            summary={t("reports.leadTime.summary", {
              bookings: whole(bookings, lang),
              median: t("reports.leadTime.days", { count: medianDays ?? 0 }),
            })}
            categories={names}
            series={[{ name: t("reports.leadTime.bookings"), values: buckets.map((b) => b.count) }]}
            formatTick={(v) => whole(v, lang)}
          />
          <Table caption={t("reports.leadTime.chart")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("reports.leadTime.bucket")}
                </th>
                <th scope="col" className={thNum}>
                  {t("reports.leadTime.bookings")}
                </th>
                <th scope="col" className={thNum}>
                  {t("reports.leadTime.share")}
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b, i) => (
                <tr key={b.fromDays}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {names[i]}
                  </th>
                  <td className={tdNum}>{whole(b.count, lang)}</td>
                  <td className={tdNum}>{decimal(Math.round((1000 * b.count) / bookings) / 10, lang)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Section>
  );
}

export function CancellationsSection({ view, query }: { view: ReportsView; query: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { months } = view.cancellations;
  const monthNames = months.map((m) => monthLabel(m.month, lang));
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((s, m) => s + pick(m), 0);
  return (
    <Section id="report-cancellations" title={t("reports.cancellations.title")} name="iptaller" query={query}>
      <BarChart
        label={t("reports.cancellations.chart")}
        summary={t("reports.cancellations.summary", {
          cancelled: whole(
            sum((m) => m.cancelled),
            lang,
          ),
          refunds: whole(
            sum((m) => m.refunds),
            lang,
          ),
          amount: formatTl(
            sum((m) => m.refundKurus),
            lang,
          ),
        })}
        categories={monthNames}
        series={[
          { name: t("reports.cancellations.refund"), values: months.map((m) => m.refundKurus / 100) },
          { name: t("reports.cancellations.deduction"), values: months.map((m) => m.deductionKurus / 100) },
        ]}
        formatTick={(v) => whole(v, lang)}
      />
      <Table caption={t("reports.cancellations.chart")}>
        <thead>
          <tr>
            {(["month", "cancelled", "refunds", "refund", "deduction"] as const).map((key) => (
              <th key={key} scope="col" className={key === "month" ? th : thNum}>
                {t(`reports.cancellations.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {monthNames[i]}
              </th>
              <td className={tdNum}>{m.cancelled}</td>
              <td className={tdNum}>{m.refunds}</td>
              <td className={tdNum}>{formatTl(m.refundKurus, lang)}</td>
              <td className={tdNum}>{formatTl(m.deductionKurus, lang)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

export function CampaignsSection({ view, query }: { view: ReportsView; query: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { campaigns } = view.campaigns;
  const used = campaigns.filter((c) => c.uses > 0);
  return (
    <Section id="report-campaigns" title={t("reports.campaigns.title")} name="kampanyalar" query={query}>
      {campaigns.length === 0 ? (
        <NoData />
      ) : (
        <>
          <BarChart
            label={t("reports.campaigns.chart")}
            summary={t("reports.campaigns.summary", {
              uses: whole(
                campaigns.reduce((s, c) => s + c.uses, 0),
                lang,
              ),
              amount: formatTl(
                campaigns.reduce((s, c) => s + c.discountKurus, 0),
                lang,
              ),
            })}
            categories={(used.length > 0 ? used : campaigns).map((c) => c.code)}
            series={[
              { name: t("reports.campaigns.uses"), values: (used.length > 0 ? used : campaigns).map((c) => c.uses) },
            ]}
            formatTick={(v) => whole(v, lang)}
          />
          <Table caption={t("reports.campaigns.title")}>
            <thead>
              <tr>
                {(["code", "name", "uses", "discount", "revenue", "limit", "usedTotal"] as const).map((key) => (
                  <th key={key} scope="col" className={key === "code" || key === "name" ? th : thNum}>
                    {t(`reports.campaigns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.code}>
                  <th scope="row" className={`${td} text-left font-mono font-medium`}>
                    {c.code}
                  </th>
                  <td className={td}>{c.title}</td>
                  <td className={tdNum}>{c.uses}</td>
                  <td className={tdNum}>{formatTl(c.discountKurus, lang)}</td>
                  <td className={tdNum}>{formatTl(c.revenueKurus, lang)}</td>
                  <td className={tdNum}>{c.usageLimit ?? t("reports.campaigns.noLimit")}</td>
                  <td className={tdNum}>{c.usedCount}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Section>
  );
}
