// /ik: job application with departments (check boxes), a note, a CV (PDF/DOC/DOCX, 5 MB, checked
// by content on the server) and a security code. With JavaScript the form is sent by
// XMLHttpRequest to /ik/basvuru to show upload progress; without it, as a plain multipart post.
import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { data, Form, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/jobs";
import { inputClass, labelClass, PhoneFields, TextField } from "../components/form-fields.tsx";
import { LocalLink } from "../components/localized-link.tsx";
import { useRootData } from "../components/use-root-data.ts";
import { XsrfField } from "../components/xsrf-field.tsx";
import { CAPTCHA_REFRESH_INTENT } from "../shared/forms/bot-fields.ts";
import { FormPageLayout } from "../features/forms/form-layout.tsx";
import {
  BotFields,
  CaptchaField,
  cardClass,
  ChoiceGroup,
  FormAlert,
  FormSuccess,
  ReplyNotice,
} from "../features/forms/form-parts.tsx";
import { jobSchema, type JobForm } from "../shared/forms/form-schemas.ts";
import { type UploadProgress, uploadForm, uploadPercent } from "../features/forms/upload.ts";
import { usePublicForm } from "../features/forms/use-public-form.ts";
import { routeMeta } from "../features/seo/route-meta.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { localizePath } from "../i18n/config.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { MessageKey } from "../i18n/translate.ts";
import { pageContext } from "./page-context.server.ts";
import { countryList } from "../shared/countries.ts";
import { type FormActionData, formPage, formRequestOf, submitJobApplication } from "../server/services/forms.server.ts";
import { createFileStorage } from "../server/storage/create-file-storage.server.ts";

export const handle: MessagesHandle = { messages: ["forms", "pages", "contactChannels"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const page = await formPage(formRequestOf(ctx), "job");
  return {
    meta: { title: ctx.t("pages.jobs.title"), description: ctx.t("pages.jobs.description"), noindex: true },
    page,
    countries: countryList(ctx.lang),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const storage = createFileStorage(ctx.services.env, ctx.db);
  const outcome = await submitJobApplication(formRequestOf(ctx), await request.formData(), storage);
  return data(outcome.data, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const root = useRootData();
  const navigating = useNavigation().state === "submitting";
  const [uploaded, setUploaded] = useState<FormActionData | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadFailed, setUploadFailed] = useState<"tooLarge" | "failed" | null>(null);
  const reply = uploaded ?? actionData;
  const captcha = reply?.captcha ?? loaderData.page.captcha;
  const stamp = reply?.stamp ?? loaderData.page.stamp;
  const sending = navigating || (progress !== null && !uploaded && !uploadFailed);
  const [form, fields] = usePublicForm<JobForm>({
    id: "job",
    schema: jobSchema,
    lastResult: reply?.result,
    defaultValue: { phoneCountry: "TR" },
    onSubmit(event, { formData }) {
      // Valid in the browser: send it ourselves to follow the upload.
      event.preventDefault();
      // A new security code needs no file.
      if (formData.get("intent") === CAPTCHA_REFRESH_INTENT) formData.delete("cv");
      setUploaded(null);
      setUploadFailed(null);
      setProgress({ loaded: 0, total: 1, done: false });
      uploadForm(localizePath("/ik/basvuru", lang), formData, {
        xsrfToken: root?.xsrfToken,
        onProgress: setProgress,
      }).then(
        ({ status, body }) => {
          if (body && typeof body === "object" && "result" in body) setUploaded(body as FormActionData);
          else setUploadFailed(status === 413 || status === 411 ? "tooLarge" : "failed");
        },
        () => setUploadFailed("failed"),
      );
    },
  });
  const layout = {
    title: t("pages.jobs.title"),
    subtitle: t("pages.jobs.subtitle"),
    scene: "business",
    lead: t("forms.jobs.lead"),
  };
  const percent = progress ? uploadPercent(progress) : 0;
  const progressBar = progress ? (
    <div className="space-y-1" data-testid="upload-progress">
      <div className="flex justify-between text-sm font-medium">
        <span id="upload-label">{progress.done ? t("forms.jobs.completed") : t("forms.jobs.uploading")}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        aria-labelledby="upload-label"
        max={100}
        value={percent}
        className="h-3 w-full overflow-hidden rounded-full accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700"
      />
    </div>
  ) : null;
  if (reply?.sent) {
    return (
      <FormPageLayout {...layout}>
        {progressBar}
        <FormSuccess title={t("forms.jobs.successTitle")}>
          <p>{t("forms.jobs.success")}</p>
          <p>{t("forms.contact.copySent", { email: reply.sent.email })}</p>
          <LocalLink to="/ik" reloadDocument className="btn-secondary mt-2">
            {t("forms.sendAnother")}
          </LocalLink>
        </FormSuccess>
      </FormPageLayout>
    );
  }
  const cvError = fields.cv.errors?.[0];
  const cvProps = getInputProps(fields.cv, { type: "file" });
  return (
    <FormPageLayout {...layout}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        <XsrfField />
        <BotFields stamp={stamp} />
        <ReplyNotice
          key={captcha.id}
          notice={reply?.notice}
          retryMinutes={reply?.retryMinutes}
          hasErrors={reply?.result.status === "error"}
        />
        {uploadFailed ? (
          <FormAlert>{uploadFailed === "tooLarge" ? t("forms.errors.cvTooLarge") : t("forms.refused")}</FormAlert>
        ) : null}
        <div className={`${cardClass} space-y-5`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.firstName} label={t("forms.firstName")} autoComplete="given-name" required />
            <TextField field={fields.lastName} label={t("forms.lastName")} autoComplete="family-name" required />
            <TextField
              field={fields.email}
              type="email"
              label={t("forms.email")}
              autoComplete="email"
              inputMode="email"
              required
              className="sm:col-span-2"
            />
            <PhoneFields
              country={fields.phoneCountry}
              phone={fields.phone}
              countries={loaderData.countries}
              className="sm:col-span-2"
            />
          </div>
          <ChoiceGroup
            field={fields.departments}
            legend={t("forms.jobs.departments")}
            hint={t("forms.jobs.departmentsHint")}
            kind="checkbox"
            required
            options={loaderData.page.departments.map((d) => ({ value: String(d.id), label: d.name }))}
          />
          <TextField field={fields.note} label={t("forms.jobs.note")} rows={4} />
          <div>
            <label htmlFor={fields.cv.id} className={labelClass}>
              {t("forms.jobs.cv")}
              <span className="text-red-800 dark:text-red-300" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <input
              {...cvProps}
              key={cvProps.key}
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-required
              aria-describedby={[`${fields.cv.id}-hint`, cvError ? fields.cv.errorId : ""].filter(Boolean).join(" ")}
              className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold dark:file:bg-slate-700 dark:file:text-slate-100`}
            />
            <p id={`${fields.cv.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t("forms.jobs.cvHint")}
            </p>
            {cvError ? (
              <p id={fields.cv.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
                {t(cvError as MessageKey)}
              </p>
            ) : null}
          </div>
          <CaptchaField field={fields.captcha} idField={fields.captchaId} captcha={captcha} />
        </div>
        {progressBar}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? t("forms.sending") : t("forms.jobs.submit")}
        </button>
      </Form>
    </FormPageLayout>
  );
}
