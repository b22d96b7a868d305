// The car's fields (plate, model, home office, in service), shared by the add form on
// /yonetim/araclar and the edit form on /yonetim/araclar/:id (decision 0046).
import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

type Field = FieldMetadata<unknown>;

export type UnitChoices = {
  models: { id: number; name: string; className: string }[];
  offices: { id: number; name: string }[];
};

export function UnitFields({
  fields,
  choices,
}: {
  fields: { plate: Field; modelId: Field; homeOfficeId: Field; inService: Field };
  choices: UnitChoices;
}) {
  const { t } = useTranslation();
  const { key, ...checkbox } = getInputProps(fields.inService, { type: "checkbox" });
  return (
    <>
      <TextField
        field={fields.plate}
        label={t("units.plate")}
        hint={t("units.plateHint")}
        maxLength={20}
        autoComplete="off"
        required
      />
      <SelectField
        field={fields.modelId}
        label={t("units.model")}
        placeholder={t("units.modelPlaceholder")}
        options={choices.models.map((m) => ({ value: String(m.id), label: `${m.name} (${m.className})` }))}
        required
      />
      <SelectField
        field={fields.homeOfficeId}
        label={t("units.homeOffice")}
        placeholder={t("units.officePlaceholder")}
        options={choices.offices.map((o) => ({ value: String(o.id), label: o.name }))}
        required
      />
      <label className="flex items-center gap-2 text-sm">
        <input key={key} {...checkbox} className="size-5 accent-brand-700" />
        {t("units.inService")}
      </label>
    </>
  );
}
