// One price edit form (Conform + zod, docs/decisions/0047): the page's own fields, the sample
// rental the preview prices, and two buttons: Preview (nothing is written) and Save. What was typed
// stays in the fields after a preview or a refusal; errors come in the page's language.
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorText, inputClass, SelectField, TextField, type Option } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { PREVIEW_INTENT, SAVE_INTENT } from "#app/shared/prices/price-forms.ts";
import type { z } from "#app/shared/validation/zod.ts";
import { Notice } from "#app/components/member-ui.tsx";
import { Panel } from "#app/components/panel.tsx";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field metadata of any form
export type Fields = Record<string, FieldMetadata<any, any, any>>;
export type SampleOptions = { models: Option[]; offices: Option[] };

export function PriceForm({
  id,
  title,
  schema,
  defaultValue,
  lastResult,
  saved,
  sampleOptions,
  children,
}: {
  id: string;
  title: string;
  schema: z.ZodType;
  defaultValue: Record<string, string | undefined>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  saved: boolean;
  sampleOptions: SampleOptions;
  children: (fields: Fields) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const all = fields as unknown as Fields;
  const field = (name: string) => all[name] as Fields[string];
  return (
    <Panel id={`${id}-title`} title={title}>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <XsrfField />
        <div aria-live="polite">
          {form.errors?.map((key) => (
            <Notice key={key} tone="error">
              {t(key as MessageKey)}
            </Notice>
          ))}
          {saved ? <Notice tone="success">{t("prices.saved")}</Notice> : null}
        </div>
        {children(all)}
        <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t("prices.sample.legend")}</legend>
          <p className="text-xs text-slate-700 sm:col-span-2 dark:text-slate-300">{t("prices.sample.hint")}</p>
          <SelectField
            className="sm:col-span-2"
            field={field("sampleModel")}
            label={t("prices.sample.model")}
            options={sampleOptions.models}
            placeholder={t("prices.sample.choose")}
            required
          />
          <SelectField
            field={field("samplePickup")}
            label={t("prices.sample.pickup")}
            options={sampleOptions.offices}
            placeholder={t("prices.sample.choose")}
            required
          />
          <SelectField
            field={field("sampleDropoff")}
            label={t("prices.sample.dropoff")}
            options={sampleOptions.offices}
            placeholder={t("prices.sample.choose")}
            required
          />
          <DateField field={field("sampleFrom")} label={t("prices.sample.from")} />
          <DateField field={field("sampleTo")} label={t("prices.sample.to")} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value={PREVIEW_INTENT} className="btn-secondary" disabled={busy}>
            {t("prices.preview")}
          </button>
          <button type="submit" name="intent" value={SAVE_INTENT} className="btn-primary" disabled={busy}>
            {t("prices.save")}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

export function DateField({ field, label }: { field: Fields[string]; label: string }) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        type="date"
        id={field.id}
        name={field.name}
        defaultValue={(field.initialValue as string | undefined) ?? ""}
        key={field.key}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? field.errorId : undefined}
        required
        className={inputClass}
      />
      {error ? <ErrorText id={field.errorId}>{t(error as MessageKey)}</ErrorText> : null}
    </div>
  );
}

/** A money field in lira with kuruş ("1.250,50"). */
export function MoneyField({
  field,
  label,
  hint,
  optional = false,
}: {
  field: Fields[string];
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  return <TextField field={field} label={label} hint={hint} maxLength={16} required={!optional} />;
}
