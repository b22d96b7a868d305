// The campaigns editor's form (docs/decisions/0048): code and rules, the classes and offices it
// applies to, and the page text in both languages. Conform keeps everything typed when the server
// refuses a field (a taken code, a limit below the uses made). UI only.
import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  CheckboxField,
  describedBy,
  ErrorText,
  FieldLabel,
  inputClass,
  SelectField,
  TextField,
  useErrorText,
} from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  type CampaignFormInput,
  campaignFormSchema,
  campaignThemes,
} from "#app/shared/campaign-editor/campaign-form.ts";
import { Panel } from "#app/components/panel.tsx";

type AnyField = FieldMetadata<unknown>;
type Choice = { id: number; name: string; code?: string };
type SubmissionReply = SubmissionResult<string[]> | null | undefined;

function DateField({ field, label, hint }: { field: AnyField; label: string; hint: string }) {
  const error = useErrorText()(field.errors);
  const { key, ...props } = getInputProps(field, { type: "date" });
  return (
    <div>
      <FieldLabel htmlFor={field.id} required>
        {label}
      </FieldLabel>
      <input
        key={key}
        {...props}
        className={inputClass}
        aria-required
        aria-describedby={describedBy(`${field.id}-hint`, error && field.errorId)}
      />
      <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

function Choices({ field, legend, hint, items }: { field: AnyField; legend: string; hint: string; items: Choice[] }) {
  const error = useErrorText()(field.errors);
  return (
    <fieldset
      className="grid content-start gap-1"
      aria-describedby={describedBy(`${field.id}-hint`, error && field.errorId)}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${field.id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
        {hint}
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {items.map((item) => {
          const { key, ...props } = getInputProps(field, { type: "checkbox", value: String(item.id) });
          return (
            <label key={key ?? item.id} className="flex min-h-8 items-center gap-2 text-sm">
              <input {...props} id={`${field.id}-${item.id}`} className="size-4 accent-brand-700" />
              {item.code ? `${item.name} (${item.code})` : item.name}
            </label>
          );
        })}
      </div>
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </fieldset>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 md:grid-cols-2">{children}</div>;
}

export function CampaignForm({
  id,
  defaults,
  reply,
  classes,
  offices,
  usedCount,
  busy,
}: {
  id: number | null;
  defaults: Record<string, unknown>;
  reply: SubmissionReply;
  classes: Choice[];
  offices: Choice[];
  usedCount: number;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<CampaignFormInput>({
    id: `campaign-${id ?? "new"}`,
    lastResult: reply,
    defaultValue: defaults as Parameters<typeof useForm<CampaignFormInput>>[0]["defaultValue"],
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignFormSchema }),
  });
  const f = (key: string) => `campaignEditor.fields.${key}` as MessageKey;
  const kindError = useErrorText()(fields.discountKind.errors);
  const textSection = (lang: "Tr" | "En") => (
    <Panel
      id={`campaign-text-${lang}`}
      title={t(lang === "Tr" ? "campaignEditor.sections.textTr" : "campaignEditor.sections.textEn")}
    >
      <div className="grid gap-3">
        <TextField field={fields[`title${lang}`]} label={t(f(`title${lang}`))} maxLength={120} required />
        <TextField field={fields[`summary${lang}`]} label={t(f(`summary${lang}`))} rows={3} maxLength={300} required />
        <TextField
          field={fields[`terms${lang}`]}
          label={t(f(`terms${lang}`))}
          hint={t(f("termsHint"))}
          rows={10}
          maxLength={10_000}
          required
        />
      </div>
    </Panel>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <Panel id="campaign-rules" title={t("campaignEditor.sections.rules")}>
        <div className="grid gap-3">
          <Grid>
            <TextField
              field={fields.code}
              label={t(f("code"))}
              hint={t(f("codeHint"))}
              maxLength={40}
              autoComplete="off"
              required
            />
            <TextField
              field={fields.slug}
              label={t(f("slug"))}
              hint={t("campaignEditor.fields.slugHint", { example: "yilbasi" })}
              maxLength={80}
              autoComplete="off"
              required
            />
          </Grid>
          <fieldset aria-describedby={kindError ? fields.discountKind.errorId : undefined}>
            <legend className="mb-1 text-sm font-medium">{t(f("discountKind"))}</legend>
            <div className="flex flex-wrap gap-4">
              {(["percent", "fixed"] as const).map((kind) => {
                const { key, ...props } = getInputProps(fields.discountKind, { type: "radio", value: kind });
                return (
                  <label key={key ?? kind} className="flex min-h-8 items-center gap-2 text-sm">
                    <input {...props} id={`${fields.discountKind.id}-${kind}`} className="size-4 accent-brand-700" />
                    {t(f(`${kind}Kind`))}
                  </label>
                );
              })}
            </div>
            {kindError ? <ErrorText id={fields.discountKind.errorId}>{kindError}</ErrorText> : null}
          </fieldset>
          <Grid>
            <TextField
              field={fields.discountValue}
              label={t(f("discountValue"))}
              hint={t(f("discountValueHint"))}
              inputMode="text"
              maxLength={12}
              autoComplete="off"
              required
            />
            <TextField field={fields.minDays} type="number" label={t(f("minDays"))} required />
            <DateField field={fields.validFrom} label={t(f("validFrom"))} hint={t(f("datesHint"))} />
            <DateField field={fields.validTo} label={t(f("validTo"))} hint={t(f("datesHint"))} />
            <TextField
              field={fields.usageLimit}
              type="number"
              label={t(f("usageLimit"))}
              hint={t(f("usageLimitHint"))}
              errorVars={{ uses: usedCount }}
            />
            <SelectField
              field={fields.theme}
              label={t(f("theme"))}
              placeholder={t(f("themePlaceholder"))}
              options={campaignThemes.map((theme) => ({ value: theme, label: t(`campaignEditor.themes.${theme}`) }))}
              required
            />
          </Grid>
          <CheckboxField field={fields.membersOnly}>{t(f("membersOnly"))}</CheckboxField>
          <CheckboxField field={fields.active}>{t(f("active"))}</CheckboxField>
        </div>
      </Panel>
      <Panel id="campaign-scope" title={t("campaignEditor.sections.scope")}>
        <div className="grid gap-4 lg:grid-cols-2">
          <Choices field={fields.classIds} legend={t(f("classes"))} hint={t(f("scopeHint"))} items={classes} />
          <Choices field={fields.officeIds} legend={t(f("offices"))} hint={t(f("scopeHint"))} items={offices} />
        </div>
      </Panel>
      <div className="grid gap-4 xl:grid-cols-2">
        {textSection("Tr")}
        {textSection("En")}
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t(id === null ? "campaignEditor.create" : "campaignEditor.save")}
        </button>
      </div>
    </Form>
  );
}
