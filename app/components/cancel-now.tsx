// Cancel at once (decision 0100): the amounts the customer confirms, and the outcome told truthfully.
// The lookup page and the member area show the same two parts; each page adds its own hidden
// fields (who the customer is) to the confirm form.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { cardClass, useFocusOnMount } from "#app/components/form-parts.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { MANUAL_REFUND_WORKING_DAYS } from "#app/domain/cancellation/self-service.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  type AtOnceDone,
  type AtOncePreview,
  CANCEL_NOW_INTENT,
  SHOWN_REFUND_FIELD,
} from "#app/shared/reservations/cancel-now.ts";

export function CancelNowPreview({
  preview,
  hidden,
  keep,
  notice,
}: {
  preview: AtOncePreview;
  /** The page's own fields: who the customer is. */
  hidden: ReactNode;
  /** "Keep my reservation": a link or button back to the details. */
  keep: ReactNode;
  notice?: string | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const m = preview.money;
  const sentence =
    m.kind === "refund"
      ? t("forms.cancelNow.money.refund", { refund: preview.refund, deduction: preview.deduction })
      : m.kind === "noRefund"
        ? t("forms.cancelNow.money.noRefund", { deduction: preview.deduction })
        : t("forms.cancelNow.money.nothingToPay");
  return (
    <section aria-labelledby="cancel-now-title" className={`${cardClass} space-y-4`} data-testid="cancel-now">
      <h2 id="cancel-now-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("forms.cancelNow.title")}
      </h2>
      {notice ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {notice}
        </p>
      ) : null}
      <p>{t("forms.cancelNow.lead", { number: preview.number, pickup: preview.pickupAt })}</p>
      <p className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">{t(`forms.cancel.rules.${preview.rule}`)}</p>
      {m.kind === "nothingToPay" ? null : (
        <dl className="grid gap-2 sm:grid-cols-3">
          {[
            [t("forms.cancel.paid"), preview.paid],
            [t("forms.cancel.deduction"), preview.deduction],
            [t("forms.cancel.refund"), preview.refund],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-lg font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-lg font-semibold" data-testid="cancel-now-money">
        {sentence}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post" className="contents">
          <XsrfField />
          {hidden}
          <input type="hidden" name={SHOWN_REFUND_FIELD} value={preview.refundKurus} />
          <button type="submit" name="intent" value={CANCEL_NOW_INTENT} className="btn-primary" disabled={busy}>
            {t("forms.cancelNow.confirm")}
          </button>
        </Form>
        {keep}
      </div>
    </section>
  );
}

export function CancelNowDone({ done }: { done: AtOnceDone }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const vars = {
    number: done.number,
    refund: done.refund,
    deduction: done.deduction,
    days: MANUAL_REFUND_WORKING_DAYS,
  };
  const truthful = done.outcome === "failed" || done.outcome === "unknown";
  return (
    <section
      aria-labelledby="cancel-now-done"
      role="status"
      data-testid="cancel-now-done"
      className={`rounded-2xl border p-6 ${
        truthful
          ? "border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          : "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
      }`}
    >
      <h2 id="cancel-now-done" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("forms.cancelNow.doneTitle")}
      </h2>
      <p className="mt-2">{t("forms.cancelNow.done.intro", vars)}</p>
      <p className="mt-1 font-semibold">{t(`forms.cancelNow.done.${done.outcome}`, vars)}</p>
    </section>
  );
}
