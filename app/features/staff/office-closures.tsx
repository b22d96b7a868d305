// The office editor's holidays and shortened days (/yonetim/subeler/:id, docs/decisions/0050): the
// dated entries from today on (with a remove button for admins) and the form that adds one. UI only.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { maskDateOnInput } from "#app/shared/booking/date-input.ts";
import { CLOSURE_INTENT, officeClosureSchema, REMOVE_CLOSURE_INTENT } from "#app/shared/staff/office-form.ts";
import { StrandedVisits, type StrandedVisitView } from "./office-settings-form.tsx";

export type ClosureView = { day: string; shown: string; opens: string | null; closes: string | null; note: string };

export function ClosureList({
  closures,
  canEdit,
  busy,
}: {
  closures: readonly ClosureView[];
  canEdit: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (closures.length === 0) return <p className="text-sm">{t("offices.noClosures")}</p>;
  const cell = "py-2 pr-3";
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="office-closures">
      <table className="w-full text-left text-sm" data-testid="closures">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className={cell}>
              {t("offices.closureColumns.day")}
            </th>
            <th scope="col" className={cell}>
              {t("offices.closureColumns.hours")}
            </th>
            <th scope="col" className={cell}>
              {t("offices.closureColumns.note")}
            </th>
            {canEdit ? (
              <th scope="col" className="py-2">
                {t("offices.closureColumns.remove")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {closures.map((c) => (
            <tr key={c.day} className="border-b border-slate-200 dark:border-slate-800">
              <td className={`${cell} whitespace-nowrap`}>{c.shown}</td>
              <td className={cell}>
                {c.opens === null && c.closes === null
                  ? t("offices.closedAllDay")
                  : `${c.opens ?? "…"}–${c.closes ?? "…"}`}
              </td>
              <td className={cell}>{c.note}</td>
              {canEdit ? (
                <td className="py-2">
                  <Form method="post">
                    <XsrfField />
                    <input type="hidden" name="intent" value={REMOVE_CLOSURE_INTENT} />
                    <input type="hidden" name="day" value={c.day} />
                    <button
                      type="submit"
                      className="btn-secondary"
                      disabled={busy}
                      aria-label={t("offices.removeLabel", { day: c.shown })}
                    >
                      {t("offices.remove")}
                    </button>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ClosureForm({
  lastResult,
  stranded,
  busy,
}: {
  lastResult: SubmissionResult | null;
  stranded: readonly StrandedVisitView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "office-closure",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: officeClosureSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3">
      <XsrfField />
      <input type="hidden" name="intent" value={CLOSURE_INTENT} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          field={fields.day}
          label={t("offices.day")}
          hint={t("offices.dayHint")}
          inputMode="numeric"
          maxLength={10}
          onInput={maskDateOnInput}
          required
        />
        <SelectField
          field={fields.kind}
          label={t("offices.kind")}
          placeholder={t("offices.kindPlaceholder")}
          options={[
            { value: "closed", label: t("offices.kindClosed") },
            { value: "shortened", label: t("offices.kindShortened") },
          ]}
          required
        />
        <TextField field={fields.opens} label={t("offices.opens")} hint={t("offices.shortenedHint")} maxLength={5} />
        <TextField field={fields.closes} label={t("offices.closes")} hint={t("offices.shortenedHint")} maxLength={5} />
        <TextField field={fields.noteTr} label={t("offices.noteTr")} maxLength={120} required />
        <TextField field={fields.noteEn} label={t("offices.noteEn")} maxLength={120} required />
      </div>
      {stranded.length > 0 ? <StrandedVisits visits={stranded} confirmName="office-closure" /> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("offices.addClosureSubmit")}
        </button>
      </div>
    </Form>
  );
}
