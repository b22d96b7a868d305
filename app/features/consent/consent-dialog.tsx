// The cookie preferences dialog, loaded the first time the visitor opens it (see consent-banner.tsx).
import type { FormEvent } from "react";
import { Dialog } from "#app/components/dialog.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ConsentChoiceView } from "./consent.ts";
import PreferencesForm from "./consent-preferences.tsx";

export default function ConsentDialog({
  open,
  consent,
  onSubmit,
  onClose,
}: {
  open: boolean;
  consent: ConsentChoiceView | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("consent.dialog.title")}
      closeLabel={t("consent.dialog.close")}
      size="md"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("consent.dialog.intro")}</p>
      <div className="mt-4">
        <PreferencesForm consent={consent} onSubmit={onSubmit} />
      </div>
    </Dialog>
  );
}
