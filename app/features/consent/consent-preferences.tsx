// The cookie preferences form: inside the banner when scripts do not run (?cerez-tercihleri) and
// inside the preferences dialog when they do. Loaded only then (the banner's lazy import).
import { useId, type FormEvent } from "react";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { CONSENT_ACTION, type ConsentChoiceView } from "./consent.ts";
import { choiceButton, useBackPath } from "./consent-ui.ts";

export default function PreferencesForm({
  consent,
  onSubmit,
}: {
  consent: ConsentChoiceView | null;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const back = useBackPath();
  const id = useId();
  const rows = [
    {
      name: "analytics",
      label: t("consent.dialog.analytics"),
      text: t("consent.dialog.analyticsText"),
      on: consent?.analytics ?? false,
    },
    {
      name: "marketing",
      label: t("consent.dialog.marketing"),
      text: t("consent.dialog.marketingText"),
      on: consent?.marketing ?? false,
    },
  ] as const;
  return (
    <form method="post" action={CONSENT_ACTION} onSubmit={onSubmit} className="space-y-4">
      <XsrfField />
      <input type="hidden" name="redirectTo" value={back} />
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        <li className="flex items-start justify-between gap-4 p-4">
          <div>
            <p className="font-semibold" id={`${id}-necessary`}>
              {t("consent.dialog.necessary")}
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("consent.dialog.necessaryText")}</p>
          </div>
          <input
            type="checkbox"
            role="switch"
            defaultChecked
            disabled
            aria-labelledby={`${id}-necessary`}
            className="mt-1 h-6 w-6 shrink-0 accent-slate-900 dark:accent-white"
          />
        </li>
        {rows.map((row) => (
          <li key={row.name} className="flex items-start justify-between gap-4 p-4">
            <div>
              <label htmlFor={`${id}-${row.name}`} className="font-semibold">
                {row.label}
              </label>
              <p id={`${id}-${row.name}-text`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {row.text}
              </p>
            </div>
            <input
              id={`${id}-${row.name}`}
              type="checkbox"
              role="switch"
              name={row.name}
              defaultChecked={row.on}
              aria-describedby={`${id}-${row.name}-text`}
              className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
            />
          </li>
        ))}
      </ul>
      <button type="submit" name="choice" value="custom" className={`${choiceButton} sm:w-auto`}>
        {t("consent.dialog.save")}
      </button>
    </form>
  );
}
