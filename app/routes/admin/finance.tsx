// /yonetim/finans (decision 0075): the finance office's day. Cash collected per office and day
// with a CSV, the end-of-day drawer close, and the bank reconciliation with its stored runs.
// Finance and admins see every office; office staff see and close their own offices' days.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/finance";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Panel, ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import type { BankLine, YoldaLine } from "#app/domain/finance/reconciliation.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, OfficeFilter, PageIntro } from "#app/features/staff/filter-bar.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReconciliationDetail } from "#app/shared/staff/finance.ts";
import { financeAction, financePage } from "./finance-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "finance"] };

export const loader = (args: Route.LoaderArgs) => financePage(args);
export const action = (args: Route.ActionArgs) => financeAction(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

function dayText(date: string, lang: Lang): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

function timeText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));
}

/** The outcome of an action: a focused heading inside a live region, so it is seen and announced. */
function Outcome({ tone, children, stamp }: { tone: "ok" | "error"; children: ReactNode; stamp: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [stamp]);
  const look =
    tone === "ok"
      ? "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
      : "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100";
  return (
    <div className={`rounded-lg border p-3 ${look}`}>
      <h2 ref={ref} tabIndex={-1} id="finance-outcome" className="text-base font-bold outline-none">
        {children}
      </h2>
    </div>
  );
}

export default function FinancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { view } = loaderData;
  const tl = (kurus: number) => formatTl(kurus, lang);
  const diff = (kurus: number) =>
    kurus === 0
      ? t("finance.difference.none")
      : t(kurus > 0 ? "finance.difference.over" : "finance.difference.short", { amount: tl(Math.abs(kurus)) });
  const officeName = (id: number) => view.offices.find((o) => o.id === id)?.name ?? "—";
  const search = new URLSearchParams({ baslangic: view.range.from, bitis: view.range.to });
  if (view.officeId !== null) search.set("ofis", String(view.officeId));
  const csv = `${localizePath("/yonetim/finans/kasa.csv", lang)}?${search.toString()}`;

  const closeFailed = actionData && actionData.kind === "close" ? actionData : null;
  const closed = actionData && actionData.kind === "closed" ? actionData : null;
  const reconcileFailed = actionData && actionData.kind === "reconcile" ? actionData : null;
  const reconciled = actionData && actionData.kind === "reconciled" ? actionData.run : null;
  const shown: ReconciliationDetail | null = reconciled ?? view.shown;
  const closeValues = closeFailed?.values ?? {
    officeId: String(view.officeId ?? view.offices[0]?.id ?? ""),
    date: view.today,
    counted: "",
    reason: "",
  };
  const fieldErrors: { counted?: string; reason?: string } = closeFailed?.fields ?? {};
  const countedError = fieldErrors.counted ? t("finance.close.errors.counted") : null;
  const reasonError =
    fieldErrors.reason === "required"
      ? t("finance.close.errors.reason")
      : fieldErrors.reason === "tooLong"
        ? t("finance.close.errors.reasonTooLong")
        : null;

  let outcome: ReactNode = null;
  if (closed) {
    const c = closed.close;
    const vars = {
      office: officeName(c.officeId),
      date: dayText(c.date, lang),
      expected: tl(c.expectedKurus),
      counted: tl(c.countedKurus),
      difference: diff(c.differenceKurus),
      by: c.by,
      time: timeText(c.at, lang),
    };
    outcome = (
      <Outcome tone="ok" stamp={`${c.officeId}${c.date}${closed.repeated}`}>
        {t(closed.repeated ? "finance.close.repeated" : "finance.close.done", vars)}
      </Outcome>
    );
  } else if (closeFailed) {
    outcome = (
      <Outcome tone="error" stamp={`close-${closeFailed.error}`}>
        {t(`finance.close.errors.${closeFailed.error}`)}
      </Outcome>
    );
  } else if (reconciled) {
    outcome = (
      <Outcome tone="ok" stamp={reconciled.id}>
        {t("finance.reconcile.done", {
          date: dayText(reconciled.date, lang),
          matched: String(reconciled.matched),
          bankOnly: String(reconciled.bankOnly),
          yoldaOnly: String(reconciled.yoldaOnly),
          differences: String(reconciled.differences),
        })}
      </Outcome>
    );
  } else if (reconcileFailed) {
    outcome = (
      <Outcome tone="error" stamp={`rec-${reconcileFailed.error}-${reconcileFailed.line}`}>
        {t(`finance.reconcile.errors.${reconcileFailed.error}`, { line: String(reconcileFailed.line) })}
      </Outcome>
    );
  }

  return (
    <main id="main" className="space-y-4">
      <PageIntro title={t("finance.title")} lead={t("finance.lead")} />
      <FilterBar label={t("finance.period")}>
        <label className="text-sm font-semibold">
          {t("finance.from")}
          <input type="date" name="baslangic" defaultValue={view.range.from} className={filterControl} />
        </label>
        <label className="text-sm font-semibold">
          {t("finance.to")}
          <input type="date" name="bitis" defaultValue={view.range.to} className={filterControl} />
        </label>
        <OfficeFilter
          label={t("finance.office")}
          offices={view.offices}
          value={view.officeId}
          all={t("finance.allOffices")}
        />
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("finance.show")}
        </button>
        {/* A file, not a page: a plain link so the browser downloads it. */}
        <a href={csv} download className="btn-secondary min-h-9 px-4 py-1.5 text-sm">
          {t("finance.download")}
        </a>
      </FilterBar>
      {view.problem ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t(`finance.problem.${view.problem}`)}
        </p>
      ) : null}
      <div aria-live="polite" role="status">
        {outcome}
      </div>

      <Panel id="finance-cash" title={t("finance.cash.heading")}>
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("finance.cash.note")}</p>
        {view.days.length === 0 ? (
          <p className="text-sm">{t("finance.cash.empty")}</p>
        ) : (
          <ScrollTable label={t("finance.cash.caption")}>
            <caption className="sr-only">{t("finance.cash.caption")}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t("finance.cash.columns.date")}
                </th>
                <th scope="col" className={thClass}>
                  {t("finance.cash.columns.office")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.onlineCard")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.deskCard")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.cash")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.references")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.depositCaptures")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.refunds")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.cashPaidBack")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.drawer")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("finance.cash.columns.net")}
                </th>
                <th scope="col" className={thClass}>
                  {t("finance.cash.columns.close")}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.days.map((d) => (
                <tr key={`${d.date}-${d.officeId}`} data-testid={`cash-${d.date}-${d.officeId}`}>
                  <th scope="row" className={`${tdClass} font-normal`}>
                    {dayText(d.date, lang)}
                  </th>
                  <td className={tdClass}>{d.office}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.onlineCardKurus)}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.deskCardKurus)}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.cashKurus)}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.referenceKurus)}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`} data-testid="deposit-captures">
                    {tl(d.depositCaptureKurus)}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.refundKurus)}</td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`} data-testid="cash-paid-back">
                    {tl(d.cashPaidBackKurus)}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`} data-testid="drawer">
                    {tl(d.drawerKurus)}
                  </td>
                  <td className={`${tdClass} text-right font-semibold tabular-nums`}>{tl(d.netKurus)}</td>
                  <td className={tdClass}>
                    {d.close
                      ? t("finance.cash.closed", {
                          by: d.close.by,
                          time: timeText(d.close.at, lang),
                          difference: diff(d.close.differenceKurus),
                        })
                      : t("finance.cash.open")}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className={`${tdClass} text-left`}>
                  {t("finance.cash.total")}
                </th>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {tl(view.total.onlineCardKurus)}
                </td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {tl(view.total.deskCardKurus)}
                </td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(view.total.cashKurus)}</td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {tl(view.total.referenceKurus)}
                </td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {tl(view.total.depositCaptureKurus)}
                </td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(view.total.refundKurus)}</td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {tl(view.total.cashPaidBackKurus)}
                </td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(view.total.drawerKurus)}</td>
                <td className={`${tdClass} text-right font-semibold tabular-nums`}>{tl(view.total.netKurus)}</td>
                <td className={tdClass} />
              </tr>
            </tfoot>
          </ScrollTable>
        )}
      </Panel>

      <div className="grid gap-4 xl:grid-cols-2">
        {view.canClose ? (
          <Panel id="finance-close" title={t("finance.close.heading")}>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t("finance.close.lead")}</p>
            <Form method="post" className="grid gap-3 md:grid-cols-2" noValidate>
              <XsrfField />
              <input type="hidden" name="intent" value="close" />
              <label className={labelClass}>
                {t("finance.close.office")}
                <select name="officeId" defaultValue={closeValues.officeId} className={inputClass}>
                  {view.offices.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className={labelClass}>
                {t("finance.close.date")}
                <input
                  type="date"
                  name="date"
                  max={view.today}
                  defaultValue={closeValues.date}
                  className={inputClass}
                />
              </label>
              <div>
                <label htmlFor="finance-counted" className={labelClass}>
                  {t("finance.close.counted")}
                </label>
                <input
                  id="finance-counted"
                  name="counted"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={closeValues.counted}
                  aria-invalid={countedError ? true : undefined}
                  aria-describedby={
                    countedError ? "finance-counted-hint finance-counted-error" : "finance-counted-hint"
                  }
                  className={inputClass}
                />
                <p id="finance-counted-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {t("finance.close.countedHint")}
                </p>
                {countedError ? (
                  <p id="finance-counted-error" className="mt-1 text-sm text-red-800 dark:text-red-300">
                    {countedError}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor="finance-reason" className={labelClass}>
                  {t("finance.close.reason")}
                </label>
                <textarea
                  id="finance-reason"
                  name="reason"
                  rows={2}
                  maxLength={500}
                  defaultValue={closeValues.reason}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? "finance-reason-hint finance-reason-error" : "finance-reason-hint"}
                  className={inputClass}
                />
                <p id="finance-reason-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {t("finance.close.reasonHint")}
                </p>
                {reasonError ? (
                  <p id="finance-reason-error" className="mt-1 text-sm text-red-800 dark:text-red-300">
                    {reasonError}
                  </p>
                ) : null}
              </div>
              <div className="md:col-span-2">
                <button type="submit" disabled={busy} className="btn-primary min-h-11 px-4 py-2">
                  {t("finance.close.submit")}
                </button>
              </div>
            </Form>
          </Panel>
        ) : null}

        {view.canReconcile ? (
          <Panel id="finance-reconcile" title={t("finance.reconcile.heading")}>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t("finance.reconcile.lead")}</p>
            <Form method="post" encType="multipart/form-data" className="grid gap-3" noValidate>
              <XsrfField />
              <input type="hidden" name="intent" value="reconcile" />
              <label className={labelClass}>
                {t("finance.reconcile.date")}
                <input
                  type="date"
                  name="date"
                  max={view.today}
                  defaultValue={reconcileFailed?.values.date ?? view.today}
                  className={inputClass}
                />
              </label>
              <fieldset>
                <legend className={labelClass}>{t("finance.reconcile.source")}</legend>
                {view.sandboxBank ? (
                  <label className="mt-1 flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="source"
                      value="sandbox"
                      defaultChecked={(reconcileFailed?.values.source ?? "sandbox") === "sandbox"}
                    />
                    {t("finance.reconcile.sourceSandbox")}
                  </label>
                ) : null}
                <label className="mt-1 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="source"
                    value="file"
                    defaultChecked={!view.sandboxBank || reconcileFailed?.values.source === "file"}
                  />
                  {t("finance.reconcile.sourceFile")}
                </label>
              </fieldset>
              <div>
                <label htmlFor="finance-file" className={labelClass}>
                  {t("finance.reconcile.file")}
                </label>
                <input
                  id="finance-file"
                  type="file"
                  name="file"
                  accept=".csv,text/csv"
                  aria-describedby="finance-file-hint"
                  className={inputClass}
                />
                <p id="finance-file-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {t("finance.reconcile.fileHint")}
                </p>
              </div>
              <div>
                <button type="submit" disabled={busy} className="btn-primary min-h-11 px-4 py-2">
                  {t("finance.reconcile.submit")}
                </button>
              </div>
            </Form>
          </Panel>
        ) : null}
      </div>

      {shown ? <ReconciliationPanel run={shown} /> : null}

      {view.canReconcile ? (
        <Panel id="finance-recent" title={t("finance.reconcile.recent")}>
          {view.reconciliations.length === 0 ? (
            <p className="text-sm">{t("finance.reconcile.none")}</p>
          ) : (
            <ScrollTable label={t("finance.reconcile.recentCaption")}>
              <caption className="sr-only">{t("finance.reconcile.recentCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    {t("finance.reconcile.columns.when")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("finance.reconcile.columns.who")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("finance.reconcile.columns.day")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("finance.reconcile.columns.source")}
                  </th>
                  <th scope="col" className={thClass}>
                    {t("finance.reconcile.columns.result")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.reconciliations.map((r) => (
                  <tr key={r.id}>
                    <td className={tdClass}>{timeText(r.at, lang)}</td>
                    <td className={tdClass}>{r.by}</td>
                    <td className={tdClass}>
                      <LocalLink
                        to={`/yonetim/finans?mutabakat=${r.id}`}
                        className="font-semibold text-sky-800 underline dark:text-sky-300"
                      >
                        <span className="sr-only">{t("finance.reconcile.open", { date: dayText(r.date, lang) })}</span>
                        <span aria-hidden="true">{dayText(r.date, lang)}</span>
                      </LocalLink>
                    </td>
                    <td className={tdClass}>{t(`finance.reconcile.sources.${r.source}`)}</td>
                    <td className={tdClass}>
                      {t("finance.reconcile.summary", {
                        matched: String(r.matched),
                        bankOnly: String(r.bankOnly),
                        yoldaOnly: String(r.yoldaOnly),
                        differences: String(r.differences),
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </Panel>
      ) : null}
    </main>
  );
}

function ReconciliationPanel({ run }: { run: ReconciliationDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tl = (kurus: number) => formatTl(kurus, lang);
  const time = (at: string) => at.slice(11, 16);
  const type = (l: { type: BankLine["type"] }) => t(`finance.reconcile.types.${l.type}`);
  const section = (id: string, title: string, count: number, table: ReactNode) => (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="text-sm font-bold">
        {title} ({count})
      </h3>
      {count === 0 ? <p className="text-sm">{t("finance.reconcile.noLines")}</p> : table}
    </section>
  );
  const head = (...keys: string[]) => (
    <thead>
      <tr>
        {keys.map((k) => (
          <th key={k} scope="col" className={thClass}>
            {t(`finance.reconcile.line.${k}` as "finance.reconcile.line.orderId")}
          </th>
        ))}
      </tr>
    </thead>
  );
  const bankRow = (l: BankLine, i: number) => (
    <tr key={`${l.orderId}-${i}`}>
      <td className={tdClass}>{time(l.at)}</td>
      <td className={tdClass}>{l.orderId}</td>
      <td className={tdClass}>{type(l)}</td>
      <td className={tdClass}>{l.authCode}</td>
      <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(l.amountKurus)}</td>
    </tr>
  );
  const yoldaRow = (l: YoldaLine, i: number) => (
    <tr key={`${l.orderId}-${i}`}>
      <td className={tdClass}>{time(l.at)}</td>
      <td className={tdClass}>{l.orderId}</td>
      <td className={tdClass}>{type(l)}</td>
      <td className={tdClass}>{l.reservation}</td>
      <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(l.amountKurus)}</td>
    </tr>
  );
  return (
    <Panel id="finance-run" title={t("finance.reconcile.detail", { date: dayText(run.date, lang) })}>
      <p className="text-sm">
        {t("finance.reconcile.detailBy", {
          by: run.by,
          time: timeText(run.at, lang),
          hash: run.fileSha256.slice(0, 12),
        })}
      </p>
      <p className="text-sm font-semibold">
        {t("finance.reconcile.totals", { bank: tl(run.bankTotalKurus), yolda: tl(run.yoldaTotalKurus) })}
      </p>
      {section(
        "run-bank-only",
        t("finance.reconcile.bankOnly"),
        run.bankOnlyLines.length,
        <ScrollTable label={t("finance.reconcile.bankOnly")}>
          {head("time", "orderId", "type", "authCode", "amount")}
          <tbody>{run.bankOnlyLines.map(bankRow)}</tbody>
        </ScrollTable>,
      )}
      {section(
        "run-yolda-only",
        t("finance.reconcile.yoldaOnly"),
        run.yoldaOnlyLines.length,
        <ScrollTable label={t("finance.reconcile.yoldaOnly")}>
          {head("time", "orderId", "type", "reservation", "amount")}
          <tbody>{run.yoldaOnlyLines.map(yoldaRow)}</tbody>
        </ScrollTable>,
      )}
      {section(
        "run-differences",
        t("finance.reconcile.differences"),
        run.differenceLines.length,
        <ScrollTable label={t("finance.reconcile.differences")}>
          {head("time", "orderId", "type", "bankAmount", "yoldaAmount", "difference")}
          <tbody>
            {run.differenceLines.map((d, i) => (
              <tr key={`${d.bank.orderId}-${i}`}>
                <td className={tdClass}>{time(d.bank.at)}</td>
                <td className={tdClass}>{d.bank.orderId}</td>
                <td className={tdClass}>{type(d.bank)}</td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.bank.amountKurus)}</td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.yolda.amountKurus)}</td>
                <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>{tl(d.differenceKurus)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>,
      )}
      {section(
        "run-matched",
        t("finance.reconcile.matched"),
        run.matchedLines.length,
        <ScrollTable label={t("finance.reconcile.matched")}>
          {head("time", "orderId", "type", "reservation", "amount")}
          <tbody>{run.matchedLines.map((m, i) => yoldaRow(m.yolda, i))}</tbody>
        </ScrollTable>,
      )}
    </Panel>
  );
}
