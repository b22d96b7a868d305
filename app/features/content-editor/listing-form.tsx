// Trip pages and FAQ entries in the content editor (docs/decisions/0061): Turkish and English side
// by side, then the publication buttons, as for articles. Conform + zod in the browser and on the
// server; nothing typed is lost when the server refuses (slug taken, time past).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import {
  CheckboxField,
  describedBy,
  ErrorText,
  inputClass,
  SelectField,
  TextField,
  useErrorText,
} from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { contentThemes, type PublicationState } from "#app/domain/content/publishing.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { BODY_MAX } from "#app/shared/content-editor/article-form.ts";
import {
  faqFormSchema,
  faqTopicList,
  tripFormSchema,
  type FaqValues,
  type ListingPage,
  type TripValues,
} from "#app/shared/content-editor/listing-form.ts";
import { Badge, Notice, PageHead } from "#app/components/inbox-ui.tsx";
import { PublishControls } from "./publish-buttons.tsx";

type Reply = Parameters<typeof useForm>[0]["lastResult"];

const columnClass = "grid content-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700";

function LangColumn({ lang, children }: { lang: "tr" | "en"; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset lang={lang} className={columnClass}>
      <legend className="px-1 text-sm font-bold">
        {t(lang === "tr" ? "contentEditor.turkish" : "contentEditor.english")}
      </legend>
      {children}
    </fieldset>
  );
}

function TripForm({ state, values, lastResult }: { state: PublicationState; values: TripValues; lastResult: Reply }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, fields] = useForm({
    id: "trip",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tripFormSchema }),
  });
  const slugError = errorText(fields.slug.errors, { kind: t("contentEditor.kindOne.trip") });
  const column = (lang: "tr" | "en") => {
    const sfx = lang === "tr" ? "Tr" : "En";
    return (
      <LangColumn lang={lang}>
        <TextField field={fields[`name${sfx}`]} label={t("contentEditor.placeName")} maxLength={160} required />
        <TextField field={fields[`region${sfx}`]} label={t("contentEditor.region")} maxLength={120} required />
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
          maxLength={BODY_MAX}
          required
        />
      </LangColumn>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <div>
          <label htmlFor={fields.slug.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("contentEditor.slug")}
          </label>
          <p id={`${fields.slug.id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t("contentEditor.slugHint", { prefix: "/gezi" })}
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
        <TextField
          field={fields.sort}
          label={t("contentEditor.sort")}
          hint={t("contentEditor.sortHint")}
          inputMode="numeric"
          maxLength={3}
          required
        />
        <div className="self-end pb-2">
          <CheckboxField field={fields.popular}>{t("contentEditor.popular")}</CheckboxField>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {column("tr")}
        {column("en")}
      </div>
      <PublishControls field={fields.publishAt} state={state} className={columnClass} />
    </Form>
  );
}

function FaqForm({
  state,
  values,
  lastResult,
}: {
  state: PublicationState | null;
  values: FaqValues | null;
  lastResult: Reply;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "faq",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values ?? { topic: "booking", sort: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: faqFormSchema }),
  });
  const column = (lang: "tr" | "en") => {
    const sfx = lang === "tr" ? "Tr" : "En";
    return (
      <LangColumn lang={lang}>
        <TextField field={fields[`question${sfx}`]} label={t("contentEditor.question")} maxLength={300} required />
        <TextField
          field={fields[`answer${sfx}`]}
          label={t("contentEditor.answer")}
          rows={8}
          maxLength={5000}
          required
        />
      </LangColumn>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <XsrfField />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <SelectField
          field={fields.topic}
          label={t("contentEditor.topic")}
          options={faqTopicList.map((topic) => ({
            value: topic,
            label: t(`contentEditor.topics.${topic}` as MessageKey),
          }))}
          placeholder={t("contentEditor.topicPlaceholder")}
          required
        />
        <TextField
          field={fields.sort}
          label={t("contentEditor.sort")}
          hint={t("contentEditor.faqSortHint")}
          inputMode="numeric"
          maxLength={3}
          required
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {column("tr")}
        {column("en")}
      </div>
      <PublishControls field={fields.publishAt} state={state} className={columnClass} />
    </Form>
  );
}

const tone = { draft: "plain", scheduled: "warn", published: "ok" } as const;
const notices = ["save", "create", "publish", "schedule", "unpublish"];

/** The whole edit page of a trip page or an FAQ entry: heading, state, previews, form. */
export function ListingEditor({ page, lastResult }: { page: ListingPage; lastResult: Reply }) {
  const { t } = useTranslation();
  const { kind, segment, notice, item } = page;
  const title = t(item ? `contentEditor.editTitle.${kind}` : `contentEditor.newTitle.${kind}`);
  return (
    <main id="main">
      <PageHead title={title}>
        <LocalLink to={`/yonetim/icerik?tur=${segment}`} className="btn-secondary">
          {t("contentEditor.back")}
        </LocalLink>
      </PageHead>
      {notice && notices.includes(notice) && !lastResult ? (
        <Notice tone="ok">{t(`contentEditor.notices.${notice}` as MessageKey, { at: item?.publishedAt ?? "" })}</Notice>
      ) : null}
      {item ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <Badge tone={tone[item.state]}>{t(`contentEditor.states.${item.state}`)}</Badge>
          {item.state !== "draft" ? <span>{t("contentEditor.publishedAt", { at: item.publishedAt })}</span> : null}
          <a href={`/yonetim/icerik/${segment}/${item.id}/onizleme`} hrefLang="tr" className="underline">
            {t("contentEditor.previewTr")}
          </a>
          <a href={`/en/yonetim/icerik/${segment}/${item.id}/onizleme`} hrefLang="en" className="underline">
            {t("contentEditor.previewEn")}
          </a>
          {item.state === "published" ? (
            <LocalLink to={item.path} className="underline">
              {t("contentEditor.view")}
            </LocalLink>
          ) : null}
        </div>
      ) : null}
      {page.kind === "trip" ? (
        <TripForm key={page.item.id} state={page.item.state} values={page.values} lastResult={lastResult} />
      ) : (
        <FaqForm
          key={page.item?.id ?? "new"}
          state={page.item?.state ?? null}
          values={page.values}
          lastResult={lastResult}
        />
      )}
    </main>
  );
}
