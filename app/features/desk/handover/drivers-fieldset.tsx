// The drivers at hand-over (decision 0078): for the main driver and each booked additional driver,
// the licence (number, class, country, dates) and an identity document (TCKN or passport).
import { SelectField, TextField, type AnyField } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** A Conform field list whose items are objects (the drivers, the damage rows). */
export type ObjectListField = {
  getFieldList: () => Array<{ key: string | undefined; id: string; getFieldset: () => unknown }>;
};

export function DriversFieldset({ drivers }: { drivers: ObjectListField }) {
  const { t } = useTranslation();
  const list = drivers.getFieldList();
  return (
    <div className="grid gap-4 md:col-span-2">
      <h2 className="text-lg font-bold">{t("handover.drivers.title")}</h2>
      {list.map((driver, n) => {
        const f = driver.getFieldset() as Record<string, AnyField>;
        const field = (name: string) => f[name] as AnyField;
        return (
          <fieldset
            key={driver.key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-3 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-bold">
              {n === 0 ? t("handover.drivers.main") : t("handover.drivers.additional", { n })}
            </legend>
            <TextField field={field("firstName")} label={t("handover.drivers.firstName")} required />
            <TextField field={field("lastName")} label={t("handover.drivers.lastName")} required />
            <TextField field={field("licenceNumber")} label={t("handover.drivers.licenceNumber")} required />
            <TextField field={field("licenceClass")} label={t("handover.drivers.licenceClass")} required />
            <TextField
              field={field("licenceCountry")}
              label={t("handover.drivers.licenceCountry")}
              hint={t("handover.drivers.countryHint")}
              maxLength={2}
              required
            />
            <TextField
              field={field("licenceIssued")}
              label={t("handover.drivers.licenceIssued")}
              hint={t("handover.drivers.dateHint")}
              inputMode="numeric"
              required
            />
            <TextField
              field={field("licenceExpires")}
              label={t("handover.drivers.licenceExpires")}
              hint={t("handover.drivers.dateHint")}
              inputMode="numeric"
              required
            />
            <SelectField
              field={field("idKind")}
              label={t("handover.drivers.idKind")}
              placeholder="—"
              options={[
                { value: "tckn", label: t("handover.drivers.idKinds.tckn") },
                { value: "passport", label: t("handover.drivers.idKinds.passport") },
              ]}
              required
            />
            <TextField field={field("idNumber")} label={t("handover.drivers.idNumber")} required />
            <TextField
              field={field("idCountry")}
              label={t("handover.drivers.idCountry")}
              hint={t("handover.drivers.idCountryHint")}
              maxLength={2}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
