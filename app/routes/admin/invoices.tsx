// /yonetim/faturalar (decision 0104): the invoice office, finance and admins. Invoices newest
// first, each in sentences and TL, with search (number, ETTN, reservation, buyer), filters
// (status, kind, days) and pages; the XML and PDF of each; the customer's e-mail again; a refused
// invoice's billing details corrected and a NEW invoice issued in its place; an e-Arşiv invoice
// cancelled inside GİB's window. The outcome of every action is an <Outcome>, where the focus goes.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/invoices";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Outcome } from "#app/components/outcome.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, PageIntro } from "#app/features/staff/filter-bar.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  type BillingErrors,
  type BillingValues,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceOfficeRowView,
} from "#app/shared/staff/invoice-office.ts";
import { type InvoiceActionData, invoicesAction, invoicesPage } from "./invoices-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "invoices"] };

export const loader = (args: Route.LoaderArgs) => invoicesPage(args);
export const action = (args: Route.ActionArgs) => invoicesAction(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

function timeText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));
}

function dayText(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

const buttonSecondary = "btn-secondary min-h-9 px-3 py-1.5 text-sm";

function BillingForm({
  row,
  values,
  errors,
  busy,
}: {
  row: InvoiceOfficeRowView;
  values: BillingValues;
  errors: BillingErrors;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(values.kind === "company" ? "company" : "individual");
  const id = (field: string) => `fix-${row.id}-${field}`;
  const field = (name: keyof BillingValues, label: string, long = false) => {
    const error = errors[name];
    const errorId = `${id(name)}-error`;
    return (
      <div>
        <label htmlFor={id(name)} className={labelClass}>
          {label}
        </label>
        {long ? (
          <textarea
            id={id(name)}
            name={name}
            rows={3}
            defaultValue={values[name]}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ) : (
          <input
            id={id(name)}
            name={name}
            defaultValue={values[name]}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        )}
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-800 dark:text-red-300">
            {t(`invoices.office.correct.errors.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="post" className="mt-2 grid max-w-xl gap-3">
      <XsrfField />
      <input type="hidden" name="intent" value="correct" />
      <input type="hidden" name="invoiceId" value={row.id} />
      <p className="text-sm">{t("invoices.office.correct.lead")}</p>
      <fieldset>
        <legend className={labelClass}>{t("invoices.office.correct.kind")}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(["individual", "company"] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(`invoices.office.correct.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "individual" ? (
        <>
          {field("name", t("invoices.office.correct.name"))}
          {field("tckn", t("invoices.office.correct.tckn"))}
        </>
      ) : (
        <>
          {field("title", t("invoices.office.correct.title"))}
          {field("taxOffice", t("invoices.office.correct.taxOffice"))}
          {field("taxNumber", t("invoices.office.correct.taxNumber"))}
        </>
      )}
      {field("address", t("invoices.office.correct.address"), true)}
      <div>
        <button type="submit" disabled={busy} className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("invoices.office.correct.submit")}
        </button>
      </div>
    </Form>
  );
}

function InvoiceItem({
  row,
  clickKey,
  failed,
  busy,
}: {
  row: InvoiceOfficeRowView;
  clickKey: string;
  failed: Extract<InvoiceActionData, { kind: "error" }> | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const file = (ext: "xml" | "pdf") => localizePath(`/yonetim/faturalar/${row.number}.${ext}`, lang);
  const headingId = `inv-${row.id}`;
  const mine = failed && failed.invoiceId === row.id ? failed : null;
  const statusTone =
    row.status === "accepted"
      ? "text-emerald-800 dark:text-emerald-300"
      : row.status === "refused" || row.status === "failed"
        ? "text-red-800 dark:text-red-300"
        : "text-slate-800 dark:text-slate-200";
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid={`invoice-${row.number}`}
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={headingId} className="text-base font-bold break-words">
          {t("invoices.office.heading", { kind: t(`invoices.office.kinds.${row.kind}`), number: row.number })}
        </h2>
        <p className="mt-1">
          {t("invoices.office.issued", {
            date: timeText(row.issuedAt, lang),
            buyer: row.buyerName,
            total: formatTl(row.payableKurus, lang),
          })}{" "}
          {row.reservationNumber
            ? t("invoices.office.reservation", { number: row.reservationNumber })
            : t("invoices.office.noReservation")}
        </p>
        <p className="mt-1 break-all text-slate-700 dark:text-slate-300">
          {t("invoices.office.ettn", { ettn: row.ettn })}
        </p>
        <p className={`mt-1 font-semibold ${statusTone}`} data-testid="invoice-status">
          {t(`invoices.office.state.${row.status}`, { reason: row.refusedReason ?? row.lastError ?? "" })}
        </p>
        {row.correctsNumber ? (
          <p className="mt-1">{t("invoices.office.corrects", { number: row.correctsNumber })}</p>
        ) : null}
        {row.correctedByNumber ? (
          <p className="mt-1">{t("invoices.office.correctedBy", { number: row.correctedByNumber })}</p>
        ) : null}
        {row.returnsNumber ? (
          <p className="mt-1">{t("invoices.office.returns", { number: row.returnsNumber })}</p>
        ) : null}
        {row.lastResendAt ? (
          <p className="mt-1">{t("invoices.office.lastResend", { time: timeText(row.lastResendAt, lang) })}</p>
        ) : null}
        {row.cancel && row.cancel.ok ? (
          <p className="mt-1">{t("invoices.office.cancelWindow", { date: dayText(row.cancel.lastDay, lang) })}</p>
        ) : row.cancel && row.cancel.lastDay ? (
          <p className="mt-1">{t("invoices.office.cancelClosed", { date: dayText(row.cancel.lastDay, lang) })}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {/* Files, not pages: plain links so the browser downloads them. */}
          <a href={file("xml")} download className={buttonSecondary}>
            {t("invoices.office.downloadXml", { number: row.number })}
          </a>
          <a href={file("pdf")} download className={buttonSecondary}>
            {t("invoices.office.downloadPdf", { number: row.number })}
          </a>
          {row.canResend && row.emailTo ? (
            <Form method="post">
              <XsrfField />
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="invoiceId" value={row.id} />
              <input type="hidden" name="key" value={clickKey} />
              <button type="submit" disabled={busy} className={`${buttonSecondary} break-all`}>
                {t("invoices.office.resend", { email: row.emailTo })}
              </button>
            </Form>
          ) : null}
        </div>
        {row.cancel && row.cancel.ok ? (
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <XsrfField />
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="invoiceId" value={row.id} />
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" />
              {t("invoices.office.cancelConfirm", { number: row.number })}
            </label>
            <button type="submit" disabled={busy} className={buttonSecondary}>
              {t("invoices.office.cancel")}
            </button>
          </Form>
        ) : null}
        {row.canCorrect ? (
          <details className="mt-3" open={mine?.error === "billing" || mine?.error === "buyer" || undefined}>
            <summary className="cursor-pointer font-semibold text-brand-800 dark:text-brand-300">
              {t("invoices.office.correct.open")}
            </summary>
            <BillingForm row={row} values={mine?.values ?? row.billing} errors={mine?.fields ?? {}} busy={busy} />
          </details>
        ) : null}
      </article>
    </li>
  );
}

export default function InvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { view } = loaderData;
  const result = actionData ?? null;
  const failed = result && result.kind === "error" ? result : null;

  let outcome: { tone: "success" | "error"; text: string } | null = null;
  if (result?.kind === "resent") {
    outcome = {
      tone: "success",
      text: t(result.repeated ? "invoices.office.outcome.resentRepeated" : "invoices.office.outcome.resent", {
        number: result.number,
        email: result.email,
      }),
    };
  } else if (result?.kind === "corrected") {
    outcome = {
      tone: "success",
      text: t(result.repeated ? "invoices.office.outcome.correctedRepeated" : "invoices.office.outcome.corrected", {
        old: result.old,
        number: result.number,
      }),
    };
  } else if (result?.kind === "cancelled") {
    outcome = {
      tone: "success",
      text: t(result.repeated ? "invoices.office.outcome.cancelledRepeated" : "invoices.office.outcome.cancelled", {
        number: result.number,
      }),
    };
  } else if (failed) {
    outcome = {
      tone: "error",
      text: t(`invoices.office.outcome.errors.${failed.error}` as "invoices.office.outcome.errors.notFound", {
        message: failed.message ?? "",
      }),
    };
  }

  const pageLink = (page: number) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(view.query)) if (v) search.set(k, v);
    if (page > 1) search.set("sayfa", String(page));
    const query = search.toString();
    return `/yonetim/faturalar${query ? `?${query}` : ""}`;
  };

  return (
    <main id="main" className="space-y-4">
      <PageIntro title={t("invoices.office.title")} lead={t("invoices.office.lead")} />
      <FilterBar label={t("invoices.office.filters")}>
        <div className="text-sm font-semibold">
          <label htmlFor="invoice-search">{t("invoices.office.search")}</label>
          <input
            id="invoice-search"
            type="search"
            name="q"
            defaultValue={view.query.q}
            aria-describedby="invoice-search-hint"
            className={`${filterControl} w-64 max-w-full`}
          />
          <span id="invoice-search-hint" className="block text-xs font-normal text-slate-700 dark:text-slate-300">
            {t("invoices.office.searchHint")}
          </span>
        </div>
        <label className="text-sm font-semibold">
          {t("invoices.office.status")}
          <select name="durum" defaultValue={view.query.durum} className={filterControl}>
            <option value="">{t("invoices.office.any")}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`invoices.office.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("invoices.office.kind")}
          <select name="tur" defaultValue={view.query.tur} className={filterControl}>
            <option value="">{t("invoices.office.any")}</option>
            {INVOICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`invoices.office.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("invoices.office.from")}
          <input type="date" name="baslangic" defaultValue={view.query.baslangic} className={filterControl} />
        </label>
        <label className="text-sm font-semibold">
          {t("invoices.office.to")}
          <input type="date" name="bitis" defaultValue={view.query.bitis} className={filterControl} />
        </label>
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("invoices.office.show")}
        </button>
        <LocalLink to="/yonetim/faturalar" className="btn-secondary min-h-9 px-4 py-1.5 text-sm">
          {t("invoices.office.clear")}
        </LocalLink>
      </FilterBar>
      {view.rangeProblem ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {t(`invoices.office.rangeProblem.${view.rangeProblem}`)}
        </p>
      ) : null}
      <Outcome tone={outcome?.tone}>{outcome?.text}</Outcome>
      <p className="text-sm font-semibold" data-testid="invoice-count">
        {view.total === 0 ? t("invoices.office.none") : t("invoices.office.count", { count: view.total })}
      </p>
      <ul aria-label={t("invoices.office.listLabel")} className="space-y-3">
        {view.rows.map((row) => (
          <InvoiceItem key={row.id} row={row} clickKey={view.clickKey} failed={failed} busy={busy} />
        ))}
      </ul>
      {view.pages > 1 ? (
        <nav aria-label={t("invoices.office.paging")} className="flex flex-wrap items-center gap-3 text-sm">
          {view.page > 1 ? (
            <LocalLink to={pageLink(view.page - 1)} className={buttonSecondary}>
              {t("invoices.office.previous")}
            </LocalLink>
          ) : null}
          <span>{t("invoices.office.page", { page: view.page, pages: view.pages })}</span>
          {view.page < view.pages ? (
            <LocalLink to={pageLink(view.page + 1)} className={buttonSecondary}>
              {t("invoices.office.next")}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
