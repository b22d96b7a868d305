// /ik: job application with departments (check boxes), a note, a CV (PDF/DOC/DOCX, 5 MB, checked
// by content on the server) and a security code. With JavaScript the form is sent by
// XMLHttpRequest to /ik/basvuru to show upload progress; without it, as a plain multipart post.
import { useState } from "react";

import type { Route } from "./+types/jobs";
import { TextField } from "#app/components/form-fields.tsx";
import { useRootData } from "#app/components/use-root-data.ts";

import { isCaptchaIntent } from "#app/shared/forms/bot-fields.ts";

import { FormPageLayout } from "#app/features/forms/form-layout.tsx";

import { CaptchaField, cardClass, ChoiceGroup, FormAlert } from "#app/components/form-parts.tsx";
import { jobSchema, type JobForm } from "#app/shared/forms/form-schemas.ts";

import { CvField, UploadProgressBar } from "#app/features/forms/job-fields.tsx";

import { type UploadProgress, uploadForm } from "#app/features/forms/upload.ts";

import { publicFormHandle, usePublicFormPage } from "#app/features/forms/use-public-form-page.ts";

import { PersonFields, PublicFormFrame, PublicFormSent } from "#app/features/forms/public-form-page.tsx";

import { routeMeta } from "#app/features/seo/route-meta.ts";

import { keepFormPageAfterPost } from "#app/features/forms/public-form-revalidate.ts";

import type { FormActionData } from "#app/server/services/forms.server.ts";
import { submitJobApplication } from "#app/server/services/job-applications.server.ts";

import { publicFormAction, publicFormLoader } from "./public-form.server.ts";

import { localizePath } from "#app/i18n/config.ts";

import { useTranslation } from "#app/i18n/react.tsx";

import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";

export const handle = publicFormHandle;

export const loader = (args: Route.LoaderArgs) => publicFormLoader(args, "jobs", "job");

export const action = (args: Route.ActionArgs) =>
  publicFormAction(args, (req, formData, ctx) =>
    submitJobApplication(req, formData, createFileStorage(ctx.services.env, ctx.db)),
  );

export const shouldRevalidate = keepFormPageAfterPost;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const root = useRootData();
  const [uploaded, setUploaded] = useState<FormActionData | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadFailed, setUploadFailed] = useState<"tooLarge" | "failed" | null>(null);
  const reply = uploaded ?? actionData;
  const { fields, captcha, frame } = usePublicFormPage<JobForm, typeof reply>({
    id: "job",
    schema: jobSchema,
    code: loaderData.page,
    reply,
    uploading: progress !== null && !uploaded && !uploadFailed,
    defaultValue: { phoneCountry: "TR" },
    onSubmit(event, { formData }) {
      // Valid in the browser: send it ourselves to follow the upload.
      event.preventDefault();
      // A new security code needs no file.
      if (isCaptchaIntent(formData.get("intent"))) formData.delete("cv");
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
  const progressBar = progress ? <UploadProgressBar progress={progress} accepted={Boolean(reply?.sent)} /> : null;
  if (reply?.sent) {
    return (
      <PublicFormSent
        layout={layout}
        title={t("forms.jobs.successTitle")}
        email={reply.sent.email}
        again="/ik"
        before={progressBar}
      >
        <p>{t("forms.jobs.success")}</p>
      </PublicFormSent>
    );
  }
  return (
    <FormPageLayout {...layout}>
      <PublicFormFrame
        {...frame}
        submitLabel={t("forms.jobs.submit")}
        multipart
        alerts={
          uploadFailed ? (
            <FormAlert>{uploadFailed === "tooLarge" ? t("forms.errors.cvTooLarge") : t("forms.refused")}</FormAlert>
          ) : null
        }
        after={progressBar}
      >
        <div className={`${cardClass} space-y-5`}>
          <PersonFields fields={fields} countries={loaderData.countries} />
          <ChoiceGroup
            field={fields.departments}
            legend={t("forms.jobs.departments")}
            hint={t("forms.jobs.departmentsHint")}
            kind="checkbox"
            required
            options={loaderData.page.departments.map((d) => ({ value: String(d.id), label: d.name }))}
          />
          <TextField field={fields.note} label={t("forms.jobs.note")} rows={4} />
          <CvField field={fields.cv} />
          <CaptchaField field={fields.captcha} idField={fields.captchaId} captcha={captcha} />
        </div>
      </PublicFormFrame>
    </FormPageLayout>
  );
}
