// The return's charges as a preview before they are booked (decision 0081): each computed line
// with its amount, a new amount and a reason to lower or remove it, and the confirm button. The
// readings travel as hidden fields, so the confirm books exactly what the preview showed.
import { Form, useNavigation } from "react-router";
import { inputClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";

export type PreviewLine = {
  index: number;
  kind: "extra_days" | "extra_km" | "fuel" | "damage";
  quantity: number;
  unit: string;
  description: string;
  amount: string;
  /** What the agent typed on the last confirm attempt (kept when it is refused). */
  newAmount: string;
  reason: string;
  error: string | null;
};

export type ReturnPreviewData = {
  readings: [name: string, value: string][];
  computedKurus: number;
  total: string;
  limit: string;
  mayWaiveAboveLimit: boolean;
  lines: PreviewLine[];
};

const cell = "py-2 pr-3 align-top";

export function ReturnPreview({ preview }: { preview: ReturnPreviewData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="return-preview-title"
      data-testid="return-preview"
    >
      <h2 id="return-preview-title" className="text-base font-bold">
        {t("deskMoney.return.previewTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t(preview.mayWaiveAboveLimit ? "deskMoney.return.waiveHintManager" : "deskMoney.return.waiveHint", {
          limit: preview.limit,
        })}
      </p>
      <Form method="post" className="mt-3">
        <XsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="previewedKurus" value={preview.computedKurus} />
        <input type="hidden" name="lineCount" value={preview.lines.length} />
        {preview.readings.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {preview.lines.length === 0 ? (
          <p className="text-sm">{t("desk.payment.noCharges")}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left dark:border-slate-700">
                <th scope="col" className={cell}>
                  {t("deskMoney.return.line")}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t("deskMoney.return.computed")}
                </th>
                <th scope="col" className={cell}>
                  {t("deskMoney.return.newAmount")}
                </th>
                <th scope="col" className={cell}>
                  {t("deskMoney.return.reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((l) => {
                const label = t(`desk.payment.lines.${l.kind}` as MessageKey, {
                  quantity: l.quantity,
                  unit: l.unit,
                  description: l.description,
                });
                const errorId = `waive-${l.index}-error`;
                return (
                  <tr key={l.index} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {label}
                      {l.error ? (
                        <p id={errorId} className="mt-1 font-medium text-red-700 dark:text-red-300">
                          {t(l.error as MessageKey)}
                        </p>
                      ) : null}
                    </th>
                    <td className={`${cell} text-right font-medium`}>{l.amount}</td>
                    <td className={cell}>
                      <input
                        name={`waive-${l.index}-amount`}
                        defaultValue={l.newAmount}
                        inputMode="decimal"
                        aria-label={t("deskMoney.return.newAmountOf", { line: label })}
                        aria-invalid={l.error ? true : undefined}
                        aria-describedby={l.error ? errorId : undefined}
                        className={`${inputClass} w-32`}
                      />
                    </td>
                    <td className={cell}>
                      <input
                        name={`waive-${l.index}-reason`}
                        defaultValue={l.reason}
                        maxLength={300}
                        aria-label={t("deskMoney.return.reasonOf", { line: label })}
                        aria-invalid={l.error ? true : undefined}
                        aria-describedby={l.error ? errorId : undefined}
                        className={inputClass}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="mt-3 text-sm">
          {t("deskMoney.return.computedTotal")}: <strong data-testid="preview-total">{preview.total}</strong>
        </p>
        <button type="submit" className="btn-primary mt-3" disabled={navigation.state === "submitting"}>
          {t("deskMoney.return.confirm")}
        </button>
      </Form>
    </section>
  );
}
