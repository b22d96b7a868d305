// One vehicle class on /yonetim/siniflar (docs/decisions/0051): its names and descriptions in
// Turkish and English side by side, and its place in the site's lists.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { classFormSchema, SAVE_CLASS_INTENT } from "#app/shared/fleet-models/model-form.ts";
import type { z } from "#app/shared/validation/zod.ts";
import { Panel } from "#app/components/panel.tsx";

export type ClassFormData = {
  id: number;
  acriss: string;
  name: string;
  values: Record<string, string>;
};

export function ClassForm({
  cls,
  reply,
  busy,
}: {
  cls: ClassFormData;
  reply: SubmissionResult<string[]> | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.output<typeof classFormSchema>>({
    id: `class-${cls.id}`,
    lastResult: reply,
    defaultValue: cls.values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: classFormSchema }),
  });
  return (
    <Panel id={`class-${cls.id}-title`} title={t("models.classes.heading", { name: cls.name, acriss: cls.acriss })}>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <XsrfField />
        <input type="hidden" name="intent" value={SAVE_CLASS_INTENT} />
        <input type="hidden" name="id" value={cls.id} />
        <div className="grid gap-3 md:grid-cols-2">
          <TextField field={fields.nameTr} label={t("models.classes.nameTr")} maxLength={60} required />
          <TextField field={fields.nameEn} label={t("models.classes.nameEn")} maxLength={60} required />
          <TextField
            field={fields.descriptionTr}
            label={t("models.classes.descriptionTr")}
            rows={3}
            maxLength={400}
            required
          />
          <TextField
            field={fields.descriptionEn}
            label={t("models.classes.descriptionEn")}
            rows={3}
            maxLength={400}
            required
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            field={fields.sort}
            label={t("models.classes.sort")}
            inputMode="numeric"
            maxLength={2}
            required
            className="w-28"
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("models.classes.save", { name: cls.name })}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
