// /yonetim/rezervasyonlar/:number/referans: payment references of a reservation from the desk
// (docs/decisions/0027, 0043): issue one for what is owed, e-mail it, see it paid, cancel an unused one.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/reference";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Badge, cell, Facts, Notice, PageHead, Table } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { referencesAction, referencesLoader } from "./references-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "inbox"] };

export const loader = (args: Route.LoaderArgs) => referencesLoader(args);
export const action = (args: Route.ActionArgs) => referencesAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ReferencePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { reservation, balance, references, notice, ref } = loaderData;
  return (
    <main id="main" className="space-y-6">
      <PageHead title={t("inbox.references.title", { number: reservation.number })} lead={t("inbox.references.lead")} />
      {notice ? (
        <Notice tone="ok">{t(`inbox.references.outcomes.${notice}` as MessageKey, { number: ref ?? "" })}</Notice>
      ) : null}
      {actionData?.error ? (
        <Notice tone="error">{t(`inbox.references.outcomes.${actionData.error}` as MessageKey)}</Notice>
      ) : null}
      <section aria-labelledby="balance" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <h2 id="balance" className="sr-only">
          {t("inbox.references.owed")}
        </h2>
        <Facts
          rows={[
            [t("inbox.cancellations.driver"), `${reservation.driverName} · ${reservation.email}`],
            [t("inbox.references.total"), balance.total],
            [t("inbox.references.paid"), balance.paid],
            [t("inbox.references.owed"), <strong key="o">{balance.owed}</strong>],
          ]}
        />
      </section>
      {loaderData.canIssue && !references.some((r) => r.state === "open") ? (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <XsrfField />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="email" defaultChecked className="h-5 w-5" />
            {t("inbox.references.emailIt", { email: reservation.email })}
          </label>
          <button type="submit" name="intent" value="issue" className="btn-primary" disabled={busy}>
            {t("inbox.references.issue")}
          </button>
        </Form>
      ) : loaderData.canIssue ? null : (
        <p>{t("inbox.references.nothingOwed")}</p>
      )}
      <section aria-labelledby="refs" className="space-y-2">
        <h2 id="refs" className="text-lg font-semibold">
          {t("inbox.references.list")}
        </h2>
        {references.length === 0 ? (
          <p>{t("inbox.empty")}</p>
        ) : (
          <Table
            caption={t("inbox.references.list")}
            head={[
              t("inbox.references.number"),
              t("inbox.references.amount"),
              t("inbox.references.state"),
              t("inbox.references.createdAt"),
              t("inbox.references.expiresAt"),
              t("inbox.references.actions"),
            ]}
          >
            {references.map((r) => (
              <tr key={r.id} data-testid="reference-row">
                <td className={`${cell} whitespace-nowrap font-mono`}>{r.number}</td>
                <td className={`${cell} whitespace-nowrap`}>{r.amount}</td>
                <td className={cell}>
                  <Badge tone={r.state === "paid" ? "ok" : r.state === "open" ? "warn" : "plain"}>
                    {t(`inbox.references.states.${r.state}`)}
                  </Badge>
                </td>
                <td className={cell}>{r.createdAt}</td>
                <td className={cell}>{r.expiresAt}</td>
                <td className={cell}>
                  {r.canCancel ? (
                    <Form method="post" className="flex flex-wrap gap-2">
                      <XsrfField />
                      <input type="hidden" name="referenceId" value={r.id} />
                      <button type="submit" name="intent" value="email" className="btn-secondary" disabled={busy}>
                        {t("inbox.references.sendAgain")}
                      </button>
                      <button type="submit" name="intent" value="cancel" className="btn-secondary" disabled={busy}>
                        {t("inbox.references.cancel")}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </main>
  );
}
