// A reservation on the desk (app/routes/admin/reservation.tsx): a label/value row of its panels and
// the whole story (status changes, payments, e-mails sent, cancellation requests, payment
// references, staff actions with who and when), each line already a sentence in the reader's
// language (app/shared/staff/story-sentences.ts).
import { ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { StoryLine } from "#app/shared/staff/story-sentences.ts";

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 border-b border-slate-100 py-1 text-sm last:border-0 dark:border-slate-800">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      {/* A long e-mail or note breaks inside the column instead of widening the page. */}
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * What happened, as written by people (a cancellation reason, a note with a pasted link), breaks
 * anywhere rather than widening the table and with it the page at 820 px; the short kind labels
 * and names keep their words whole.
 */
const wrap = "[overflow-wrap:anywhere]";

export function Story({ story }: { story: StoryLine[] }) {
  const { t } = useTranslation();
  if (story.length === 0) return <p className="text-sm">{t("staff.detail.storyEmpty")}</p>;
  return (
    <ScrollTable label={`${t("staff.detail.story")} (${story.length})`}>
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            {t("staff.detail.at")}
          </th>
          <th scope="col" className={thClass}>
            {t("staff.detail.kind")}
          </th>
          <th scope="col" className={thClass}>
            {t("staff.detail.what")}
          </th>
          <th scope="col" className={thClass}>
            {t("staff.detail.who")}
          </th>
        </tr>
      </thead>
      <tbody>
        {story.map((line, index) => (
          <tr key={`${line.at}-${index}`} data-kind={line.source}>
            <td className={`${tdClass} whitespace-nowrap`}>{line.at}</td>
            <td className={tdClass}>{line.kind}</td>
            <td className={`${tdClass} ${wrap}`}>
              {line.text}
              {line.details.map((detail, n) => (
                <span key={n} className="block text-xs text-slate-600 dark:text-slate-400">
                  {detail}
                </span>
              ))}
            </td>
            <td className={`${tdClass} break-words`}>{line.who}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
