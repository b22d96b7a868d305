// A reservation on the desk (app/routes/admin/reservation.tsx): a label/value row of its panels and
// the whole story (status changes, payments, e-mails sent, cancellation requests, payment
// references, staff actions with who and when).
import { ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { fixedStatusNote, isPaymentEventKind, type StoryEntry } from "#app/shared/staff/reservation-story.ts";

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 border-b border-slate-100 py-1 text-sm last:border-0 dark:border-slate-800">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function useActor() {
  const { t } = useTranslation();
  return (actor: string) => {
    if (actor === "customer" || actor === "system" || actor === "bank") return t(`staff.detail.actors.${actor}`);
    return actor;
  };
}

function StoryText({ entry }: { entry: StoryEntry }) {
  const { t } = useTranslation();
  const status = (s: string) => t(`staff.statuses.${s}` as MessageKey);
  // Fixed notes in the reader's language; notes with amounts, plates or names stay as written.
  const note = (text: string) => {
    const fixed = fixedStatusNote(text);
    return fixed ? t(`staff.detail.notes.${fixed}`) : text;
  };
  switch (entry.kind) {
    case "status":
      return (
        <>
          {entry.from
            ? t("staff.detail.statusChange", { from: status(entry.from), to: status(entry.to) })
            : t("staff.detail.statusNew", { to: status(entry.to) })}
          {entry.note ? (
            <span className="block text-xs text-slate-600 dark:text-slate-400">{note(entry.note)}</span>
          ) : null}
        </>
      );
    case "payment":
      return (
        <>
          {t("staff.detail.paymentEvent", {
            event: isPaymentEventKind(entry.event) ? t(`staff.detail.paymentEvents.${entry.event}`) : entry.event,
            order: entry.orderId,
          })}
          {entry.amount ? ` · ${entry.amount}` : ""}
        </>
      );
    case "email":
      return (
        <>
          {entry.subject}{" "}
          <span className="text-xs text-slate-600 dark:text-slate-400">
            ({t(`staff.detail.emailStatus.${entry.status}` as MessageKey)})
          </span>
        </>
      );
    case "staff":
      return (
        <>
          <span className="font-mono text-xs">{entry.action}</span>
          {entry.note ? <span className="block">{entry.note}</span> : null}
        </>
      );
    case "cancellationRequest":
      return (
        <>
          {entry.reason} · {t("staff.today.refund", { amount: entry.refund })} ·{" "}
          {t(`staff.detail.requestStatus.${entry.status}` as MessageKey)}
        </>
      );
    case "reference":
      return (
        <>
          <span className="font-mono">{entry.number}</span> · {entry.amount} ·{" "}
          {t(`staff.detail.referenceStatus.${entry.status}` as MessageKey)}
        </>
      );
  }
}

export function Story({ story }: { story: StoryEntry[] }) {
  const { t } = useTranslation();
  const who = useActor();
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
        {story.map((entry, index) => (
          <tr key={`${entry.kind}-${entry.sort}-${index}`} data-kind={entry.kind}>
            <td className={`${tdClass} whitespace-nowrap`}>{entry.at}</td>
            <td className={tdClass}>{t(`staff.detail.storyKinds.${entry.kind}`)}</td>
            <td className={tdClass}>
              <StoryText entry={entry} />
            </td>
            <td className={tdClass}>
              {entry.kind === "staff"
                ? `${entry.actor} (${t(`staff.roles.${entry.role}` as MessageKey)})`
                : "actor" in entry
                  ? who(entry.actor)
                  : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
