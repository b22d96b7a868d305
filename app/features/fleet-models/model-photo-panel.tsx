// The model edit page's photo (docs/decisions/0051): what the site shows now (the photo or the
// generated illustration), the upload with its descriptions in both languages side by side, and
// removal. The file is checked on the server by its bytes; a refused file keeps the typed texts.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { describedBy, ErrorText, FieldLabel, TextField, useErrorText } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import type { ModelPhoto } from "#app/domain/fleet/model-image.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { photoFormSchema, REMOVE_IMAGE_INTENT, UPLOAD_IMAGE_INTENT } from "#app/shared/fleet-models/model-form.ts";
import type { z } from "#app/shared/validation/zod.ts";
import { ModelPicture } from "#app/components/model-picture.tsx";
import { Panel } from "#app/components/panel.tsx";

export function ModelPhotoPanel({
  photo,
  alt,
  bodyType,
  colour,
  reply,
  busy,
}: {
  photo: ModelPhoto | null;
  alt: { altTr: string; altEn: string };
  bodyType: string;
  colour: string;
  reply: SubmissionResult<string[]> | null;
  busy: boolean;
}) {
  const { t, lang } = useTranslation();
  const errorText = useErrorText();
  // The file is optional here: with a photo on file the form then saves the descriptions only, and
  // without one the server answers "choose a file" (as it does for a file it refuses).
  const [form, fields] = useForm<z.output<typeof photoFormSchema>>({
    id: "model-photo",
    lastResult: reply,
    defaultValue: alt,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const file = formData.get("image");
      if (file instanceof File && file.size === 0 && file.name === "") formData.delete("image");
      return parseWithZod(formData, { schema: photoFormSchema });
    },
  });
  const fileError = errorText(fields.image.errors);
  const hintId = `${fields.image.id}-hint`;
  const { key: fileKey, ...fileProps } = getInputProps(fields.image, { type: "file" });
  return (
    <Panel id="model-photo-title" title={t("models.photo.title")}>
      <figure className="grid gap-2">
        <ModelPicture
          photo={photo}
          bodyType={bodyType}
          colour={colour}
          alt={photo ? (lang === "tr" ? alt.altTr : alt.altEn) : ""}
          sizes="(min-width: 1280px) 24rem, 90vw"
          className="aspect-[2/1] w-full rounded-md bg-slate-50 dark:bg-slate-800"
          lazy={false}
        />
        <figcaption className="text-xs text-slate-700 dark:text-slate-300" data-testid="photo-caption">
          {photo
            ? t("models.photo.size", { width: photo.width, height: photo.height, widths: photo.widths.join(", ") })
            : t("models.photo.illustration")}
        </figcaption>
      </figure>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-3">
        <XsrfField />
        <input type="hidden" name="intent" value={UPLOAD_IMAGE_INTENT} />
        <div>
          <FieldLabel htmlFor={fields.image.id} required={!photo}>
            {t("models.photo.file")}
          </FieldLabel>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t("models.photo.fileHint")} {photo ? t("models.photo.fileKeepHint") : null}
          </p>
          <input
            key={fileKey}
            {...fileProps}
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={describedBy(hintId, fileError && fields.image.errorId)}
            aria-required={!photo || undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:text-white"
          />
          {fileError ? <ErrorText id={fields.image.errorId}>{fileError}</ErrorText> : null}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("models.photo.altHint")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField field={fields.altTr} label={t("models.photo.altTr")} maxLength={200} required />
          <TextField field={fields.altEn} label={t("models.photo.altEn")} maxLength={200} required />
        </div>
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("models.photo.upload")}
          </button>
        </div>
      </Form>
      {photo ? (
        <Form method="post" className="mt-4 grid gap-1 border-t border-slate-200 pt-3 dark:border-slate-700">
          <XsrfField />
          <input type="hidden" name="intent" value={REMOVE_IMAGE_INTENT} />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("models.photo.removeHint")}</p>
          <div>
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("models.photo.remove")}
            </button>
          </div>
        </Form>
      ) : null}
    </Panel>
  );
}
