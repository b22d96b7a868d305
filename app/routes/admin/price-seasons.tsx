// /yonetim/fiyatlar/sezonlar: seasons as date ranges with a factor (decision 0047).
// Nested seasons are allowed (the shorter one prices the shared days); partial overlaps are refused.
import type { Route } from "./+types/price-seasons";
import { LocalLink } from "#app/components/localized-link.tsx";
import { TextField } from "#app/components/form-fields.tsx";
import { formatDateMask } from "#app/domain/time/date-mask.ts";
import { DateField, PriceForm } from "#app/features/prices/price-form.tsx";
import { EditorWithPreview, PriceListPanel } from "#app/features/prices/price-list-panel.tsx";
import { PricesHeader } from "#app/features/prices/prices-tabs.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { tdClass, thClass } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { seasonSchema } from "#app/shared/prices/price-forms.ts";
import { seasonsAction, seasonsPage } from "./price-seasons.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "prices"] };

export const loader = ({ request, context }: Route.LoaderArgs) => seasonsPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => seasonsAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PriceSeasonsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seasons, editing, defaults, sampleOptions } = loaderData;
  return (
    <main id="main" className="grid gap-4 *:min-w-0">
      <PricesHeader />
      <PriceListPanel
        id="seasons-table"
        title={t("prices.tabs.seasons")}
        rule={t("prices.seasons.rule")}
        tableLabel={t("prices.seasons.table")}
        addTo="/yonetim/fiyatlar/sezonlar?season=new#season-editor-title"
        addLabel={t("prices.seasons.add")}
      >
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              {t("prices.seasons.name")}
            </th>
            <th scope="col" className={thClass}>
              {t("prices.seasons.startsOn")}
            </th>
            <th scope="col" className={thClass}>
              {t("prices.seasons.endsOn")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("prices.seasons.factor")}
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">{t("prices.seasons.edit")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((s) => (
            <tr key={s.id}>
              <th scope="row" className={`${tdClass} font-semibold`}>
                {s.name}
              </th>
              <td className={`${tdClass} tabular-nums`}>{formatDateMask(s.startsOn)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatDateMask(s.endsOn)}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{s.factor}</td>
              <td className={tdClass}>
                <LocalLink
                  to={`/yonetim/fiyatlar/sezonlar?season=${s.id}#season-editor-title`}
                  className="font-semibold underline"
                  aria-label={t("prices.seasons.editLabel", { name: s.name })}
                >
                  {t("prices.seasons.edit")}
                </LocalLink>
              </td>
            </tr>
          ))}
        </tbody>
      </PriceListPanel>
      {editing ? (
        <EditorWithPreview preview={actionData?.preview ?? null}>
          <PriceForm
            key={JSON.stringify(defaults)}
            id="season-editor"
            title={editing === "new" ? t("prices.seasons.addTitle") : t("prices.seasons.editTitle", { name: editing })}
            schema={seasonSchema}
            defaultValue={defaults}
            lastResult={actionData?.reply}
            saved={Boolean(actionData?.saved)}
            sampleOptions={sampleOptions}
          >
            {(f) => (
              <div className="grid gap-3 sm:grid-cols-2">
                {defaults.id ? <input type="hidden" name="id" value={defaults.id} /> : null}
                {f.nameTr ? (
                  <TextField field={f.nameTr} label={t("prices.seasons.nameTr")} maxLength={80} required />
                ) : null}
                {f.nameEn ? (
                  <TextField field={f.nameEn} label={t("prices.seasons.nameEn")} maxLength={80} required />
                ) : null}
                {f.startsOn ? <DateField field={f.startsOn} label={t("prices.seasons.startsOn")} /> : null}
                {f.endsOn ? <DateField field={f.endsOn} label={t("prices.seasons.endsOn")} /> : null}
                {f.factor ? (
                  <TextField
                    field={f.factor}
                    label={t("prices.seasons.factorField")}
                    hint={t("prices.seasons.factorHint")}
                    maxLength={5}
                    required
                  />
                ) : null}
              </div>
            )}
          </PriceForm>
        </EditorWithPreview>
      ) : null}
    </main>
  );
}
