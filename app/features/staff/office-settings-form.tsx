// The office editor's settings form (/yonetim/subeler/:id, docs/decisions/0050): hours per weekday
// (or closed, or 24/7), turnaround buffer, addresses, phone and map position; and the list of
// reservations a change would leave outside the hours, with the box that saves anyway. UI only.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ErrorText, inputClass, TextField, useErrorText } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { officeSettingsSchema, SETTINGS_INTENT } from "#app/shared/staff/office-form.ts";
import type { OfficeFactsView } from "./office-hours.tsx";

export type StrandedVisitView = { number: string; name: string; kind: "pickup" | "return"; at: string };

/** The pick-ups and returns a change would strand, named, with the box that confirms it. */
export function StrandedVisits({ visits, confirmName }: { visits: readonly StrandedVisitView[]; confirmName: string }) {
  const { t } = useTranslation();
  const id = `${confirmName}-stranded`;
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p id={id} className="font-bold">
        {t("offices.stranded.title", { count: visits.length })}
      </p>
      <p className="mt-1">{t("offices.stranded.lead")}</p>
      <ul className="mt-2 grid gap-1" data-testid="stranded">
        {visits.map((v) => (
          <li key={`${v.number}-${v.kind}`}>
            <span className="font-semibold">{v.number}</span> · {v.name} · {t(`offices.stranded.${v.kind}`)} {v.at}
          </li>
        ))}
      </ul>
      <label className="mt-3 flex items-start gap-2 font-semibold">
        <input type="checkbox" name="confirmStranded" className="mt-1 size-5 shrink-0" aria-describedby={id} />
        {t("offices.stranded.confirm")}
      </label>
    </div>
  );
}

export function OfficeSettingsForm({
  defaults,
  lastResult,
  stranded,
  busy,
}: {
  defaults: OfficeFactsView;
  lastResult: SubmissionResult | null;
  stranded: readonly StrandedVisitView[];
  busy: boolean;
}) {
  const { t, tList } = useTranslation();
  const errorText = useErrorText();
  const [form, fields] = useForm({
    id: "office-settings",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: officeSettingsSchema }),
  });
  const names = tList("offices.weekdays");
  const days = fields.days.getFieldList();
  const cell = "py-1 pr-2";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <input type="hidden" name="intent" value={SETTINGS_INTENT} />
      <fieldset className="grid gap-2" aria-describedby="office-hours-hint">
        <legend className="text-sm font-bold">{t("offices.hoursLegend")}</legend>
        <p id="office-hours-hint" className="text-xs text-slate-600 dark:text-slate-300">
          {t("offices.hoursHint")}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.open24h, { type: "checkbox" })} className="size-5" />
          {t("offices.open24hLabel")}
        </label>
        <table className="w-full max-w-xl text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                <span className="sr-only">{t("offices.columns.hours")}</span>
              </th>
              <th scope="col" className={cell}>
                {t("offices.closedDay")}
              </th>
              <th scope="col" className={cell}>
                {t("offices.opens")}
              </th>
              <th scope="col" className={cell}>
                {t("offices.closes")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((dayField, i) => {
              const d = dayField.getFieldset();
              const day = names[i] ?? "";
              const errors = [d.open, d.close].flatMap((f) =>
                f.errors?.[0] ? [{ id: f.errorId, text: errorText(f.errors) }] : [],
              );
              return (
                <tr key={dayField.key}>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {day}
                  </th>
                  <td className={cell}>
                    <input
                      {...getInputProps(d.closed, { type: "checkbox" })}
                      aria-label={t("offices.closedLabel", { day })}
                      className="size-5"
                    />
                  </td>
                  {[d.open, d.close].map((f, n) => (
                    <td key={f.name} className={cell}>
                      <input
                        {...getInputProps(f, { type: "text" })}
                        aria-label={t(n === 0 ? "offices.openLabel" : "offices.closeLabel", { day })}
                        aria-describedby={f.errors?.[0] ? f.errorId : undefined}
                        inputMode="numeric"
                        maxLength={5}
                        placeholder="08:00"
                        className={`${inputClass} w-24`}
                      />
                    </td>
                  ))}
                  {errors.length > 0 ? (
                    <td className={cell}>
                      {errors.map((e) => (
                        <ErrorText key={e.id} id={e.id}>
                          {e.text}
                        </ErrorText>
                      ))}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          field={fields.turnaroundMinutes}
          label={t("offices.buffer")}
          hint={t("offices.bufferHint")}
          inputMode="numeric"
          maxLength={3}
          required
        />
        <TextField
          field={fields.phone}
          label={t("offices.phone")}
          hint={t("offices.phoneHint")}
          type="tel"
          maxLength={30}
          required
        />
        <TextField field={fields.addressTr} label={t("offices.addressTr")} rows={3} maxLength={300} required />
        <TextField field={fields.addressEn} label={t("offices.addressEn")} rows={3} maxLength={300} required />
        <TextField
          field={fields.lat}
          label={t("offices.lat")}
          hint={t("offices.mapHint")}
          inputMode="text"
          maxLength={14}
          required
        />
        <TextField field={fields.lng} label={t("offices.lng")} inputMode="text" maxLength={14} required />
      </div>
      {stranded.length > 0 ? <StrandedVisits visits={stranded} confirmName="office-settings" /> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("offices.save")}
        </button>
      </div>
    </Form>
  );
}
