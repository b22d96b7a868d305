// The model edit page's details form (/yonetim/modeller/:id; docs/decisions/0051): every field of
// the spec's Vehicle that belongs to the model, grouped; Conform + zod in the browser and on the
// server, errors under their fields in the staff member's language, nothing typed lost on refusal.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { CheckboxField, type Option, SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { bodyTypes, fuels, transmissions } from "#app/domain/fleet/vehicle-kinds.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { modelFormSchema } from "#app/shared/fleet-models/model-form.ts";
import { modelColours, modelFormSchemaFor, SAVE_MODEL_INTENT } from "#app/shared/fleet-models/model-form.ts";
import type { z } from "#app/shared/validation/zod.ts";

type ModelField = Exclude<keyof z.output<typeof modelFormSchema>, "intent">;
/** Every field as the form shows it (text). */
export type ModelFormValues = { [K in ModelField]: string };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function ModelDetailsForm({
  values,
  classes,
  reply,
  busy,
  pricesNote,
}: {
  values: ModelFormValues;
  classes: Option[];
  reply: SubmissionResult<string[]> | null;
  busy: boolean;
  pricesNote: ReactNode;
}) {
  const { t, lang } = useTranslation();
  const [form, fields] = useForm<z.output<typeof modelFormSchema>>({
    id: "model-details",
    lastResult: reply,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: modelFormSchemaFor(lang) }),
  });
  const options = (keys: readonly string[], prefix: "body" | "fuel" | "transmission" | "colour") =>
    keys.map((k) => ({ value: k, label: t(`fleet.${prefix}.${k}` as "fleet.body.sedan") }));
  const f = (name: ModelField) => fields[name];
  const num = (name: ModelField, label: string, hint?: string) => (
    <TextField field={f(name)} label={label} hint={hint} inputMode="numeric" maxLength={10} required />
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <input type="hidden" name="intent" value={SAVE_MODEL_INTENT} />
      {form.errors?.length || (reply?.status === "error" && Object.keys(reply.error ?? {}).length > 0) ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
        >
          {t("models.notices.fixErrors")}
        </p>
      ) : null}
      <Group legend={t("models.general")}>
        <SelectField
          field={f("classId")}
          label={t("models.fields.classId")}
          options={classes}
          placeholder={t("models.fields.classId")}
          required
        />
        <TextField field={f("brand")} label={t("models.fields.brand")} maxLength={40} required />
        <TextField field={f("model")} label={t("models.fields.model")} maxLength={60} required />
        {num("year", t("models.fields.year"))}
        <SelectField
          field={f("bodyType")}
          label={t("models.fields.bodyType")}
          options={options(bodyTypes, "body")}
          placeholder={t("models.fields.bodyType")}
          required
        />
        <SelectField
          field={f("colour")}
          label={t("models.fields.colour")}
          options={options(modelColours, "colour")}
          placeholder={t("models.fields.colour")}
          required
        />
      </Group>
      <Group legend={t("fleet.specs")}>
        <SelectField
          field={f("fuel")}
          label={t("models.fields.fuel")}
          options={options(fuels, "fuel")}
          placeholder={t("models.fields.fuel")}
          required
        />
        <SelectField
          field={f("transmission")}
          label={t("models.fields.transmission")}
          options={options(transmissions, "transmission")}
          placeholder={t("models.fields.transmission")}
          required
        />
        {num("doors", t("models.fields.doors"))}
        {num("adults", t("models.fields.adults"))}
        {num("luggage", t("models.fields.luggage"))}
        {num("airbags", t("models.fields.airbags"))}
        <TextField
          field={f("consumption")}
          label={t("models.fields.consumption")}
          hint={t("models.hints.consumption")}
          maxLength={5}
          required
        />
        {num("powerHp", t("models.fields.powerHp"))}
        {num("tankLitres", t("models.fields.tankLitres"))}
      </Group>
      <Group legend={t("models.pricesLabel")}>
        {num("kmLimitPerDay", t("models.fields.kmLimitPerDay"))}
        {num("minAge", t("models.fields.minAge"))}
        {num("licenceYears", t("models.fields.licenceYears"))}
        <TextField
          field={f("deposit")}
          label={t("models.fields.deposit")}
          hint={t("models.hints.deposit")}
          maxLength={12}
          required
        />
        {num("memberDiscountPct", t("models.fields.memberDiscountPct"))}
        <TextField field={f("extraKm")} label={t("models.fields.extraKm")} maxLength={8} required />
        <div className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3 dark:text-slate-300">{pricesNote}</div>
      </Group>
      <CheckboxField field={f("active")}>{t("models.fields.active")}</CheckboxField>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("models.save")}
        </button>
      </div>
    </Form>
  );
}
