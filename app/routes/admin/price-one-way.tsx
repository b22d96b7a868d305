// /yonetim/fiyatlar/tek-yon: the one-way fee per city pair (decision 0047).
import type { Route } from "./+types/price-one-way";
import { LocalLink } from "#app/components/localized-link.tsx";
import { SelectField } from "#app/components/form-fields.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { MoneyField, PriceForm } from "#app/features/prices/price-form.tsx";
import { EditorWithPreview, PriceListPanel } from "#app/features/prices/price-list-panel.tsx";
import { PricesHeader } from "#app/features/prices/prices-tabs.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { tdClass, thClass } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { oneWaySchemaFor } from "#app/shared/prices/price-forms.ts";
import { oneWayAction, oneWayPage } from "./price-one-way.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "prices"] };

export const loader = ({ request, context }: Route.LoaderArgs) => oneWayPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => oneWayAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PriceOneWayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fees, cities, editing, defaults, sampleOptions } = loaderData;
  return (
    <main id="main" className="grid gap-4 *:min-w-0">
      <PricesHeader />
      <PriceListPanel
        id="one-way-table"
        title={t("prices.tabs.oneWay")}
        rule={t("prices.oneWay.rule")}
        tableLabel={t("prices.oneWay.table")}
        addTo="/yonetim/fiyatlar/tek-yon?pair=new#one-way-editor-title"
        addLabel={t("prices.oneWay.add")}
      >
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              {t("prices.oneWay.from")}
            </th>
            <th scope="col" className={thClass}>
              {t("prices.oneWay.to")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("prices.oneWay.fee")}
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">{t("prices.oneWay.edit")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((f) => (
            <tr key={f.key}>
              <td className={tdClass}>{f.from}</td>
              <td className={tdClass}>{f.to}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatTl(f.feeKurus, lang)}</td>
              <td className={tdClass}>
                <LocalLink
                  to={`/yonetim/fiyatlar/tek-yon?pair=${f.key}#one-way-editor-title`}
                  className="font-semibold underline"
                  aria-label={t("prices.oneWay.editLabel", { from: f.from, to: f.to })}
                >
                  {t("prices.oneWay.edit")}
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
            id="one-way-editor"
            title={t("prices.oneWay.editTitle")}
            schema={oneWaySchemaFor(lang)}
            defaultValue={defaults}
            lastResult={actionData?.reply}
            saved={Boolean(actionData?.saved)}
            sampleOptions={sampleOptions}
          >
            {(f) => (
              <div className="grid gap-3 sm:grid-cols-2">
                {f.cityA ? (
                  <SelectField
                    field={f.cityA}
                    label={t("prices.oneWay.cityA")}
                    options={cities}
                    placeholder={t("prices.sample.choose")}
                    required
                  />
                ) : null}
                {f.cityB ? (
                  <SelectField
                    field={f.cityB}
                    label={t("prices.oneWay.cityB")}
                    options={cities}
                    placeholder={t("prices.sample.choose")}
                    required
                  />
                ) : null}
                {f.fee ? (
                  <MoneyField
                    field={f.fee}
                    label={`${t("prices.oneWay.fee")}: ${t("prices.money")}`}
                    hint={t("prices.moneyHint")}
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
