// The pay-now discount's form on the packages page (decision 0055): one rate, saved with its own
// button. What was typed stays after a refusal; the error is tied to the field.
import { Form, useNavigation } from "react-router";
import { ErrorText, inputClass, labelClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PAY_NOW_INTENT } from "#app/shared/prices/price-forms.ts";
import { Notice } from "#app/components/member-ui.tsx";
import { Panel } from "#app/components/panel.tsx";

export type PayNowReply = { value: string; error: boolean; saved: string | null };

export function PayNowForm({ current, reply }: { current: string; reply: PayNowReply | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Panel id="pay-now-title" title={t("prices.payNow.title")}>
      <p className="mb-3 max-w-4xl text-sm text-slate-700 dark:text-slate-300">{t("prices.payNow.rule")}</p>
      <div aria-live="polite">
        {reply?.saved ? <Notice tone="success">{t("prices.payNow.saved", { percent: reply.saved })}</Notice> : null}
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <XsrfField />
        <div className="grid gap-1">
          <label htmlFor="pay-now-percent" className={labelClass}>
            {t("prices.payNow.percent")}
          </label>
          <p id="pay-now-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {t("prices.payNow.hint")}
          </p>
          <input
            id="pay-now-percent"
            name="percent"
            inputMode="decimal"
            defaultValue={reply?.error ? reply.value : current}
            key={reply?.error ? `e-${reply.value}` : current}
            aria-invalid={reply?.error ? true : undefined}
            aria-describedby={reply?.error ? "pay-now-hint pay-now-error" : "pay-now-hint"}
            className={`${inputClass} max-w-32`}
          />
          {reply?.error ? <ErrorText id="pay-now-error">{t("prices.payNow.invalid")}</ErrorText> : null}
        </div>
        <button type="submit" name="intent" value={PAY_NOW_INTENT} className="btn-primary" disabled={busy}>
          {t("prices.payNow.save")}
        </button>
      </Form>
    </Panel>
  );
}
