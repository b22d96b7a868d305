// The content editor's publishing controls under an item's form (docs/decisions/0049, 0061): the
// publication time, then save (as a draft, live or scheduled, by the item's state), publish now,
// schedule and unpublish, each where it applies. Articles, trip pages and FAQ entries use them.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useNavigation } from "react-router";
import { describedBy, ErrorText, inputClass, useErrorText } from "#app/components/form-fields.tsx";
import type { PublicationState } from "#app/domain/content/publishing.ts";
import { useTranslation } from "#app/i18n/react.tsx";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field, as form-fields.tsx does
type Field = FieldMetadata<any, any, any>;

/** The publication time (`field`) and the buttons, in a fieldset of class `className`. */
export function PublishControls({
  field,
  state,
  className,
}: {
  field: Field;
  state: PublicationState | null;
  className: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const busy = useNavigation().state === "submitting";
  const error = errorText(field.errors);
  return (
    <fieldset className={className}>
      <legend className="px-1 text-sm font-bold">{t("contentEditor.publishing")}</legend>
      <div className="max-w-xs">
        <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("contentEditor.publishAt")}
        </label>
        <p id={`${field.id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t("contentEditor.publishAtHint")}
        </p>
        <input
          {...getInputProps(field, { type: "datetime-local" })}
          key={field.key}
          className={inputClass}
          aria-describedby={describedBy(`${field.id}-hint`, error && field.errorId)}
        />
        {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
      </div>
      <PublishButtons state={state} busy={busy} />
    </fieldset>
  );
}

function PublishButtons({ state, busy }: { state: PublicationState | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
        {state === null || state === "draft"
          ? t("contentEditor.saveDraft")
          : state === "published"
            ? t("contentEditor.saveLive")
            : t("contentEditor.save")}
      </button>
      {state !== "published" ? (
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
          {t("contentEditor.publish")}
        </button>
      ) : null}
      <button type="submit" name="intent" value="schedule" className="btn-secondary" disabled={busy}>
        {t("contentEditor.schedule")}
      </button>
      {state === "published" || state === "scheduled" ? (
        <button type="submit" name="intent" value="unpublish" className="btn-secondary" disabled={busy}>
          {t("contentEditor.unpublish")}
        </button>
      ) : null}
    </div>
  );
}
