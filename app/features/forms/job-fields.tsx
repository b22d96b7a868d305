// The job application's own pieces (routes/jobs.tsx): the CV file field and the upload progress bar.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { percentText, type UploadProgress, uploadLabelKey, uploadPercent } from "./upload.ts";

/** `accepted`: the server took the application; a refused one never reads "Tamamlandı" (decision 0038). */
export function UploadProgressBar({ progress, accepted }: { progress: UploadProgress; accepted: boolean }) {
  const { t, lang } = useTranslation();
  const percent = uploadPercent(progress);
  if (progress.done && !accepted) {
    // A refused application shows no full bar and no "100 %": the file reached the server, but
    // nothing was sent (decision 0038); the field's own error says why.
    return (
      <p
        className="rounded-md border border-red-700 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-400 dark:text-red-300"
        data-testid="upload-progress"
      >
        {t("forms.jobs.notSent")}
      </p>
    );
  }
  return (
    <div className="space-y-1" data-testid="upload-progress">
      <div className="flex justify-between text-sm font-medium">
        <span id="upload-label">{t(uploadLabelKey(progress, accepted))}</span>
        <span aria-hidden="true">{percentText(percent, lang)}</span>
      </div>
      <progress
        aria-labelledby="upload-label"
        max={100}
        value={percent}
        className="h-3 w-full overflow-hidden rounded-full accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700"
      />
    </div>
  );
}

/** The CV: PDF, DOC or DOCX (checked by content on the server). */
export function CvField({ field }: { field: FieldMetadata<File | undefined> }) {
  const { t } = useTranslation();
  const cvError = field.errors?.[0];
  const cvProps = getInputProps(field, { type: "file" });
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
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
        aria-describedby={[`${field.id}-hint`, cvError ? field.errorId : ""].filter(Boolean).join(" ")}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold dark:file:bg-slate-700 dark:file:text-slate-100`}
      />
      <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t("forms.jobs.cvHint")}
      </p>
      {cvError ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {t(cvError as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}
