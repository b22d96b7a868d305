// The content editor's buttons under an item's form (docs/decisions/0049, 0061): save (as a draft,
// live or scheduled, by the item's state), publish now, schedule and unpublish, each where it applies.
import type { PublicationState } from "../../domain/content/publishing.ts";
import { useTranslation } from "../../i18n/react.tsx";

export function PublishButtons({ state, busy }: { state: PublicationState | null; busy: boolean }) {
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
