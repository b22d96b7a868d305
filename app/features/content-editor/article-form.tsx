// The content editor's article form (docs/decisions/0049): address, picture and (for the blog)
// author; Turkish and English side by side; then the publication buttons. Conform + zod in the
// browser and on the server; nothing typed is lost when the server refuses (slug taken, time past).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import {
  describedBy,
  ErrorText,
  inputClass,
  SelectField,
  TextField,
  useErrorText,
} from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { contentThemes, type ContentKind, type PublicationState } from "#app/domain/content/publishing.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { articleFormSchema } from "#app/shared/content-editor/article-form.ts";
import { PublishControls } from "./publish-buttons.tsx";

export type ArticleFormValues = {
  slug: string;
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
  theme: string;
  author: string;
  publishAt: string;
};

type Reply = Parameters<typeof useForm>[0]["lastResult"];

export function ArticleForm({
  kind,
  prefix,
  state,
  values,
  lastResult,
}: {
  kind: ContentKind;
  /** The public page's prefix, e.g. "/haber". */
  prefix: string;
  /** Null for a new article. */
  state: PublicationState | null;
  values: ArticleFormValues | null;
  lastResult: Reply;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, fields] = useForm({
    id: "article",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values ?? { theme: "city-skyline" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleFormSchema }),
  });
  const kindName = t(`contentEditor.kindOne.${kind}`);
  const slugError = errorText(fields.slug.errors, { kind: kindName });
  const column = (lang: "tr" | "en") => {
    const sfx = lang === "tr" ? "Tr" : "En";
    return (
      <fieldset
        lang={lang}
        className="grid content-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      >
        <legend className="px-1 text-sm font-bold">
          {t(lang === "tr" ? "contentEditor.turkish" : "contentEditor.english")}
        </legend>
        <TextField field={fields[`title${sfx}`]} label={t("contentEditor.titleField")} maxLength={160} required />
        <TextField
          field={fields[`summary${sfx}`]}
          label={t("contentEditor.summary")}
          rows={3}
          maxLength={300}
          required
        />
        <TextField
          field={fields[`body${sfx}`]}
          label={t("contentEditor.body")}
          hint={t("contentEditor.bodyHint")}
          rows={14}
          maxLength={40_000}
          required
        />
      </fieldset>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <div>
          <label htmlFor={fields.slug.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("contentEditor.slug")}
          </label>
          <p id={`${fields.slug.id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t("contentEditor.slugHint", { prefix })}
          </p>
          <input
            {...getInputProps(fields.slug, { type: "text" })}
            key={fields.slug.key}
            className={inputClass}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            aria-required
            aria-describedby={describedBy(`${fields.slug.id}-hint`, slugError && fields.slug.errorId)}
          />
          {slugError ? <ErrorText id={fields.slug.errorId}>{slugError}</ErrorText> : null}
        </div>
        <SelectField
          field={fields.theme}
          label={t("contentEditor.theme")}
          options={contentThemes.map((s) => ({ value: s, label: s }))}
          placeholder={t("contentEditor.themePlaceholder")}
          required
        />
        {kind === "blog" ? (
          <TextField
            field={fields.author}
            label={t("contentEditor.author")}
            hint={t("contentEditor.authorHint")}
            maxLength={120}
          />
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {column("tr")}
        {column("en")}
      </div>
      <PublishControls
        field={fields.publishAt}
        state={state}
        className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      />
    </Form>
  );
}
