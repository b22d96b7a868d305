// The audit screen's entries (docs/decisions/0066): one block per entry, newest first; when, who, the
// action as a sentence, the record with a link to its page, and a small before/after table of the
// fields that changed. Blocks rather than one wide table, so a long value wraps instead of
// pushing the page sideways on a narrow screen.
import { LocalLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { AuditEntryView } from "#app/shared/staff/audit-entries.ts";

const wrap = "[overflow-wrap:anywhere]";

function Record({ entry }: { entry: AuditEntryView }) {
  const label = `${entry.recordKind} ${entry.recordLabel}`;
  return entry.recordPath ? (
    <LocalLink to={entry.recordPath} className="font-semibold text-brand-700 underline dark:text-brand-300">
      {label}
    </LocalLink>
  ) : (
    <span className="font-semibold">{label}</span>
  );
}

function Changes({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("audit.noChanges")}</p>;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{`${t("audit.columns.changes")}: ${entry.what}`}</caption>
      <thead>
        <tr className="text-slate-600 dark:text-slate-400">
          <th scope="col" className="w-1/4 py-1 pr-3 font-semibold">
            {t("audit.field")}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t("audit.before")}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t("audit.after")}
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          <tr key={c.field} className="border-t border-slate-200 align-top dark:border-slate-700">
            <th scope="row" className={`py-1 pr-3 font-medium ${wrap}`}>
              {c.label}
            </th>
            <td className={`py-1 pr-3 text-slate-700 dark:text-slate-300 ${wrap}`}>{c.before}</td>
            <td className={`py-1 font-semibold ${wrap}`}>{c.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AuditEntryList({ entries }: { entries: readonly AuditEntryView[] }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3" data-testid="audit-entries">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-3 rounded-md border border-slate-200 p-3 lg:grid-cols-[15rem_minmax(0,1fr)] dark:border-slate-700"
          data-testid="audit-entry"
        >
          <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm lg:grid lg:content-start">
            <dt className="sr-only">{t("audit.columns.when")}</dt>
            <dd>
              <time dateTime={entry.at} className="font-semibold">
                {entry.when}
              </time>
            </dd>
            <dt className="sr-only">{t("audit.columns.who")}</dt>
            <dd className={wrap}>{entry.who}</dd>
            <dt className="sr-only">{t("audit.columns.record")}</dt>
            <dd className={wrap}>
              <Record entry={entry} />
            </dd>
          </dl>
          <div className="grid min-w-0 content-start gap-2">
            <p className="font-semibold">{entry.what}</p>
            <Changes entry={entry} />
            {entry.note ? (
              <p className={`text-sm text-slate-700 dark:text-slate-300 ${wrap}`}>
                <span className="font-semibold">{t("audit.columns.note")}:</span> {entry.note}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
