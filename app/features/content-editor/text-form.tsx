// A legal or information text in Turkish and English side by side (docs/decisions/0049). Conform +
// zod in the browser and on the server; saving publishes the change and raises the version.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Badge, Notice, PageHead } from "#app/components/inbox-ui.tsx";
import { BODY_MAX, textFormSchema } from "#app/shared/content-editor/article-form.ts";

export type TextFormValues = { titleTr: string; titleEn: string; bodyTr: string; bodyEn: string };

type Reply = Parameters<typeof useForm>[0]["lastResult"];

export function TextForm({ values, lastResult }: { values: TextFormValues; lastResult: Reply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "text-page",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: textFormSchema }),
  });
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
          field={fields[`body${sfx}`]}
          label={t("contentEditor.body")}
          hint={t("contentEditor.bodyHint")}
          rows={24}
          maxLength={BODY_MAX}
          required
        />
      </fieldset>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <div className="grid gap-4 lg:grid-cols-2">
        {column("tr")}
        {column("en")}
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("contentEditor.saveText")}
        </button>
      </div>
    </Form>
  );
}

/** The whole edit page of a text (/yonetim/icerik/metin/:key): heading, version, previews, form. */
export function TextEditor({
  page,
  lastResult,
}: {
  page: { key: string; title: string; path: string; version: number; notice: string | null; values: TextFormValues };
  lastResult: Reply;
}) {
  const { t } = useTranslation();
  const { key, title, path, version, notice, values } = page;
  return (
    <main id="main">
      <PageHead title={title} lead={t("contentEditor.textLead")}>
        <LocalLink to="/yonetim/icerik?tur=metin" className="btn-secondary">
          {t("contentEditor.back")}
        </LocalLink>
      </PageHead>
      {notice === "text" || notice === "unchanged" ? (
        <Notice tone="ok">{t(`contentEditor.notices.${notice}`)}</Notice>
      ) : null}
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <Badge tone="ok">{t("contentEditor.version", { version })}</Badge>
        <a href={`/yonetim/icerik/metin/${key}/onizleme`} hrefLang="tr" className="underline">
          {t("contentEditor.previewTr")}
        </a>
        <a href={`/en/yonetim/icerik/metin/${key}/onizleme`} hrefLang="en" className="underline">
          {t("contentEditor.previewEn")}
        </a>
        <LocalLink to={path} className="underline">
          {t("contentEditor.view")}
        </LocalLink>
      </div>
      <TextForm key={version} values={values} lastResult={lastResult} />
    </main>
  );
}
