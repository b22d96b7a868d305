// The inspection at hand-over or return (decision 0078): the car's open damages (list and markers
// on the outline), then up to three damage rows (zone, kind, size, note, photos from the tablet's
// camera). A zone button fills the next empty row's zone and moves the focus to its kind.
import { type AnyField, SelectField, TextField, labelClass } from "#app/components/form-fields.tsx";
import { DAMAGE_KINDS, DAMAGE_ZONES, type DamageZone, type DamageKind } from "#app/domain/handover/damages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { photoFieldName } from "#app/shared/desk/handover-schemas.ts";
import { CarDiagram } from "./car-diagram.tsx";

export type OpenDamageView = {
  id: number;
  zone: DamageZone;
  kind: DamageKind;
  sizeCm: number;
  note: string;
  foundAt: string;
  photos: string[];
};

export function OpenDamageList({ damages }: { damages: readonly OpenDamageView[] }) {
  const { t } = useTranslation();
  if (damages.length === 0) return <p className="text-sm">{t("handover.inspection.openNone")}</p>;
  return (
    <ol className="grid gap-2 text-sm" data-testid="open-damages">
      {damages.map((d, i) => (
        <li key={d.id} className="flex flex-wrap items-center gap-2">
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-red-700 text-xs font-bold text-white">
            {i + 1}
          </span>
          <span>
            {t("handover.inspection.item", {
              zone: t(`handover.inspection.zones.${d.zone}`),
              kind: t(`handover.inspection.kinds.${d.kind}`),
              size: d.sizeCm,
            })}
            {d.note ? ` · ${d.note}` : ""} · {d.foundAt}
          </span>
          {d.photos.map((src, p) => (
            <a key={src} href={src} className="underline" target="_blank" rel="noreferrer">
              {t("handover.inspection.photos", { n: p + 1 })}
            </a>
          ))}
        </li>
      ))}
    </ol>
  );
}

export function InspectionFieldset({
  title,
  damages,
  open,
  hint,
}: {
  title: string;
  damages: { getFieldList: () => Array<{ key: string | undefined; id: string; getFieldset: () => unknown }> };
  open: readonly OpenDamageView[];
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const rows = damages.getFieldList();
  const zoneOptions = DAMAGE_ZONES.map((z) => ({ value: z, label: t(`handover.inspection.zones.${z}`) }));
  const kindOptions = DAMAGE_KINDS.map((k) => ({ value: k, label: t(`handover.inspection.kinds.${k}`) }));
  const fill = (zone: DamageZone) => {
    for (const row of rows) {
      const f = row.getFieldset() as Record<string, AnyField>;
      const select = document.getElementById((f.zone as AnyField).id);
      if (select instanceof HTMLSelectElement && select.value === "") {
        select.value = zone;
        select.dispatchEvent(new Event("change", { bubbles: true }));
        document.getElementById((f.kind as AnyField).id)?.focus();
        return;
      }
    }
  };
  return (
    <section className="grid gap-3 md:col-span-full" aria-labelledby="inspection-title">
      <h2 id="inspection-title" className="text-lg font-bold">
        {title}
      </h2>
      <h3 className="text-sm font-bold">{t("handover.inspection.open")}</h3>
      <div className="flex flex-wrap gap-4">
        <CarDiagram markers={open.map((d, i) => ({ zone: d.zone, n: i + 1 }))} onZone={fill} />
        <div className="min-w-64 flex-1">
          <OpenDamageList damages={open} />
          {hint ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
        </div>
      </div>
      {rows.map((row, n) => {
        const f = row.getFieldset() as Record<string, AnyField>;
        const photoId = `${row.id}-photo`;
        return (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-5 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-bold">{t("handover.inspection.row", { n: n + 1 })}</legend>
            <SelectField
              field={f.zone as AnyField}
              label={t("handover.inspection.zone")}
              options={zoneOptions}
              placeholder={t("handover.inspection.choose")}
            />
            <SelectField
              field={f.kind as AnyField}
              label={t("handover.inspection.kind")}
              options={kindOptions}
              placeholder={t("handover.inspection.choose")}
            />
            <TextField field={f.sizeCm as AnyField} label={t("handover.inspection.size")} inputMode="numeric" />
            <TextField field={f.note as AnyField} label={t("handover.inspection.note")} />
            <div>
              <label htmlFor={photoId} className={labelClass}>
                {t("handover.inspection.photo")}
              </label>
              <input
                id={photoId}
                name={photoFieldName(n)}
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                aria-describedby={`${photoId}-hint`}
                className="mt-1 block w-full text-sm"
              />
              <p id={`${photoId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
                {t("handover.inspection.photoHint")}
              </p>
              {(f.photo as AnyField | undefined)?.errors ? (
                <p className="text-sm text-red-700 dark:text-red-300" role="alert">
                  {t(((f.photo as AnyField).errors ?? [])[0] as never)}
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
