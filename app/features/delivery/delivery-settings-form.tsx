// The office editor's delivery settings (decision 0123): on or off, the radius, the fee per km with
// a minimum or distance bands. Posts to /yonetim/subeler/:id/teslimat; what was typed stays on a refusal.
import { Form } from "react-router";
import { Notice } from "#app/components/member-ui.tsx";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { DeliverySettingsForm } from "#app/shared/delivery/delivery-view.ts";

export function DeliverySettingsPanelForm({
  action,
  values,
  errors,
  canEdit,
  saved,
}: {
  action: string;
  values: DeliverySettingsForm;
  errors: readonly string[];
  canEdit: boolean;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const invalid = errors.length > 0 ? true : undefined;
  return (
    <div className="grid gap-3" data-testid="delivery-settings">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("delivery.settings.lead")}</p>
      {saved ? <Notice tone="success">{t("delivery.settings.saved")}</Notice> : null}
      {errors.length > 0 ? (
        <Notice tone="error">
          <p className="font-semibold" id="delivery-settings-errors">
            {t("delivery.settings.errorsTitle")}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <Form method="post" action={action} className="grid max-w-xl gap-3">
        <fieldset disabled={!canEdit} className="grid gap-3">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="size-5" />
            <span>{t("delivery.settings.enabled")}</span>
          </label>
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="grid">
              <span className={labelClass}>{t("delivery.settings.radius")}</span>
              <input
                name="radiusKm"
                inputMode="numeric"
                defaultValue={values.radiusKm}
                aria-invalid={invalid}
                className={inputClass}
              />
            </label>
            <label className="grid">
              <span className={labelClass}>{t("delivery.settings.perKm")}</span>
              <input
                name="perKmTl"
                inputMode="decimal"
                defaultValue={values.perKmTl}
                aria-invalid={invalid}
                className={inputClass}
              />
            </label>
            <label className="grid">
              <span className={labelClass}>{t("delivery.settings.minimum")}</span>
              <input
                name="minimumTl"
                inputMode="decimal"
                defaultValue={values.minimumTl}
                aria-invalid={invalid}
                className={inputClass}
              />
            </label>
          </div>
          <div>
            <label htmlFor="delivery-bands" className={labelClass}>
              {t("delivery.settings.bands")}
            </label>
            <p id="delivery-bands-hint" className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              {t("delivery.settings.bandsHint")}
            </p>
            <textarea
              id="delivery-bands"
              name="bands"
              rows={3}
              defaultValue={values.bands}
              aria-describedby="delivery-bands-hint"
              aria-invalid={invalid}
              className={inputClass}
            />
          </div>
        </fieldset>
        {canEdit ? (
          <p>
            <button type="submit" className="btn-primary">
              {t("delivery.settings.save")}
            </button>
          </p>
        ) : null}
      </Form>
    </div>
  );
}
