// /yonetim/iptal-talepleri/:id: one cancellation request; approve (refund once through the bank),
// decline with a reason, retry a refund the bank refused (docs/decisions/0043).
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/cancellation";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Badge, Facts, Notice, PageHead, TextBox } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { cancellationAction, cancellationLoader } from "./cancellations-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "inbox"] };

export const loader = (args: Route.LoaderArgs) => cancellationLoader(args);
export const action = (args: Route.ActionArgs) => cancellationAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CancellationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { row: r, notice } = loaderData;
  const error = actionData?.error;
  const ruleKey = `inbox.cancellations.rules.${r.rule}` as MessageKey;
  return (
    <main id="main" className="space-y-6">
      <PageHead title={t("inbox.cancellations.detailTitle", { number: r.number })}>
        <LocalLink to="/yonetim/iptal-talepleri" className="text-sm underline">
          {t("inbox.back")}
        </LocalLink>
      </PageHead>
      {notice ? (
        <Notice tone={notice === "refundRefused" || notice === "refundUnknown" ? "error" : "ok"}>
          {t(`inbox.cancellations.outcomes.${notice}` as MessageKey)}
        </Notice>
      ) : null}
      {error && error !== "invalidReason" && error !== "invalidNote" ? (
        <Notice tone="error">{t(`inbox.cancellations.outcomes.${error}` as MessageKey)}</Notice>
      ) : null}
      <section aria-labelledby="facts" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <h2 id="facts" className="sr-only">
          {t("inbox.cancellations.reservation")}
        </h2>
        <Facts
          rows={[
            [
              t("inbox.cancellations.status"),
              <Badge key="s" tone={r.outcome === "refundOpen" ? "bad" : "plain"}>
                {t(`inbox.cancellations.statuses.${r.outcome === "refundOpen" ? "refundOpen" : r.status}`)}
              </Badge>,
            ],
            [t("inbox.cancellations.reservation"), r.number],
            [t("inbox.cancellations.driver"), `${r.driverName} · ${r.email}`],
            [t("inbox.cancellations.language"), r.lang.toUpperCase()],
            [t("inbox.cancellations.pickup"), r.pickupAt],
            [t("inbox.cancellations.requestedAt"), r.requestedAt],
            [t("inbox.cancellations.reason"), r.reason],
            [t("inbox.cancellations.payment"), t(`inbox.cancellations.payments.${r.paymentType}`)],
            [t("inbox.cancellations.rule"), t(ruleKey)],
            [t("inbox.cancellations.paid"), r.paid],
            [t("inbox.cancellations.deduction"), r.deduction],
            [t("inbox.cancellations.refund"), <strong key="r">{r.refund}</strong>],
            ...(r.refundState
              ? [
                  [
                    t("inbox.cancellations.refundStatus"),
                    <span key="rs" data-testid="refund-state">
                      {t(`inbox.cancellations.refundStates.${r.refundState}`)}
                      {r.bankAnswer ? ` · ${t("inbox.cancellations.bankAnswer", { answer: r.bankAnswer })}` : ""}
                    </span>,
                  ] as const,
                ]
              : []),
            ...(r.decidedBy
              ? [
                  [
                    t("inbox.cancellations.decided"),
                    t("inbox.cancellations.decidedBy", { name: r.decidedBy, when: r.decidedAt }),
                  ] as const,
                ]
              : []),
            ...(r.declineReason ? [[t("inbox.cancellations.declineReason"), r.declineReason] as const] : []),
            ...(r.manualRefund
              ? [
                  [
                    t("inbox.cancellations.manualRefund"),
                    `${r.manualRefund.method ? `${t(`inbox.cancellations.manualMethods.${r.manualRefund.method}`)}: ` : ""}${r.manualRefund.note} (${t("inbox.cancellations.decidedBy", { name: r.manualRefund.by, when: r.manualRefund.at })})`,
                  ] as const,
                ]
              : []),
          ]}
        />
      </section>
      {r.status === "received" && !r.actions.approve && r.actions.decline ? (
        <p className="text-sm">{t("inbox.cancellations.noRefundRight")}</p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        {r.actions.approve ? (
          <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <XsrfField />
            <p className="text-sm">{t("inbox.cancellations.approveHint")}</p>
            <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
              {r.refundKurus > 0
                ? t("inbox.cancellations.approve", { refund: r.refund })
                : t("inbox.cancellations.approveNoRefund")}
            </button>
          </Form>
        ) : null}
        {r.actions.decline ? (
          <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <XsrfField />
            <TextBox
              id="decline-reason"
              name="reason"
              label={t("inbox.cancellations.declineReason")}
              rows={3}
              maxLength={1000}
              defaultValue={actionData?.reason}
              error={error === "invalidReason" ? t("inbox.cancellations.declineReasonError") : undefined}
            />
            <button type="submit" name="intent" value="decline" className="btn-secondary" disabled={busy}>
              {t("inbox.cancellations.decline")}
            </button>
          </Form>
        ) : null}
        {r.actions.retryRefund ? (
          <Form method="post" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <XsrfField />
            <button type="submit" name="intent" value="retry" className="btn-primary" disabled={busy}>
              {t("inbox.cancellations.retry")}
            </button>
          </Form>
        ) : null}
        {r.actions.recordManualRefund ? (
          <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <XsrfField />
            <p className="text-sm">{t("inbox.cancellations.manualHint")}</p>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">{t("inbox.cancellations.manualMethod")}</legend>
              {(["bank_transfer", "cash"] as const).map((method) => (
                <label key={method} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    defaultChecked={(actionData?.method ?? "bank_transfer") === method}
                  />
                  {t(`inbox.cancellations.manualMethods.${method}`)}
                </label>
              ))}
            </fieldset>
            <TextBox
              id="manual-note"
              name="note"
              label={t("inbox.cancellations.manualNote")}
              rows={3}
              maxLength={1000}
              defaultValue={actionData?.note}
              error={error === "invalidNote" ? t("inbox.cancellations.manualNoteError") : undefined}
            />
            <button type="submit" name="intent" value="manual" className="btn-secondary" disabled={busy}>
              {t("inbox.cancellations.recordManual")}
            </button>
          </Form>
        ) : null}
      </div>
    </main>
  );
}
