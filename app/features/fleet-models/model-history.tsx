// The model's own audit entries, newest first (docs/decisions/0051): who changed what, and when. The
// full before and after values are in the audit log.
import type { modelsTr } from "#app/i18n/messages/staff-models.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { modelFormSchema } from "#app/shared/fleet-models/model-form.ts";
import type { ModelHistoryChange } from "#app/shared/fleet-models/model-history.ts";
import { Panel } from "#app/components/panel.tsx";

export type ModelHistoryEntry = {
  id: number;
  action: string;
  at: string;
  who: string;
  fields: string[];
  /** Each changed field's old and new value as the reader reads them (TL, words). */
  changes: ModelHistoryChange[];
};

// Audit actions (vehicle_model.*) and their message keys (a key cannot hold a dot).
const actionKeys: Record<string, "update" | "photo" | "photoAlt" | "photoRemove"> = {
  "vehicle_model.update": "update",
  "vehicle_model.photo": "photo",
  "vehicle_model.photo_alt": "photoAlt",
  "vehicle_model.photo_remove": "photoRemove",
};

// The audit log's column names as the form's labels (the stored names where they differ).
const fieldLabels: Record<string, keyof typeof modelsTr.fields> = {
  consumptionX10: "consumption",
  depositKurus: "deposit",
  extraKmKurus: "extraKm",
};
const isField = (name: string): name is keyof typeof modelsTr.fields =>
  name !== "intent" && name in modelFormSchema.shape;

export function ModelHistory({ entries }: { entries: readonly ModelHistoryEntry[] }) {
  const { t } = useTranslation();
  const label = (name: string) => {
    const key = fieldLabels[name] ?? name;
    return isField(key) ? t(`models.fields.${key}`) : name;
  };
  return (
    <Panel id="model-history" title={t("models.history.title")}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("models.history.empty")}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {entries.map((h) => (
            <li key={h.id} className="border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800">
              <span className="font-semibold">
                {actionKeys[h.action] ? t(`models.history.actions.${actionKeys[h.action] ?? "update"}`) : h.action}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t("models.history.entry", { when: h.at, who: h.who })}
              </span>
              {h.changes.length > 0 ? (
                <ul className="mt-1 grid gap-0.5 text-xs text-slate-700 dark:text-slate-300">
                  {h.changes.map((c) => (
                    <li key={c.field}>
                      {t("models.history.change", { field: label(c.field), before: c.before, after: c.after })}
                    </li>
                  ))}
                </ul>
              ) : h.action === "vehicle_model.update" && h.fields.length > 0 ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t("models.history.fields", { fields: h.fields.map(label).join(", ") })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
