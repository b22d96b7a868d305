// /yonetim/fiyatlar: daily rates per model and duration tier (docs/decisions/0047).
// The table shows every model's five tiers; the editor changes one model's, with a preview of a
// sample rental's price before saving.
import type { Route } from "./+types/prices";
import { useLang } from "#app/components/use-lang.ts";
import { LocalLink } from "#app/components/localized-link.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { TIER_MIN_DAYS } from "#app/domain/pricing/tiers.ts";
import { PreviewPanel } from "#app/features/prices/preview-panel.tsx";
import { MoneyField, PriceForm } from "#app/features/prices/price-form.tsx";
import { PricesHeader } from "#app/features/prices/prices-tabs.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { ratesSchemaFor, tierField } from "#app/shared/prices/price-forms.ts";
import { ratesAction, ratesPage } from "./prices-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "prices"] };

export const loader = ({ request, context }: Route.LoaderArgs) => ratesPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => ratesAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { models, selected, defaults, sampleOptions } = loaderData;
  const tierLabel = (minDays: number) => t(`prices.rates.tier.t${minDays as 1 | 4 | 8 | 16 | 31}`);
  return (
    <main id="main" className="grid gap-4 *:min-w-0">
      <PricesHeader />
      <Panel id="rates-table" title={t("prices.tabs.rates")}>
        <ScrollTable label={t("prices.rates.table")}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("prices.rates.model")}
              </th>
              {TIER_MIN_DAYS.map((d) => (
                <th key={d} scope="col" className={`${thClass} text-right`}>
                  {tierLabel(d)}
                </th>
              ))}
              <th scope="col" className={thClass}>
                <span className="sr-only">{t("prices.rates.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.id} aria-current={m.id === selected?.id ? "true" : undefined}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  <span className="font-semibold">{m.name}</span>{" "}
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {m.className}
                    {m.active ? "" : `, ${t("prices.rates.inactive")}`}
                  </span>
                </th>
                {TIER_MIN_DAYS.map((d) => {
                  const rate = m.rates.find((r) => r.minDays === d);
                  return (
                    <td key={d} className={`${tdClass} text-right tabular-nums`}>
                      {rate ? formatTl(rate.dailyKurus, lang) : t("prices.rates.none")}
                    </td>
                  );
                })}
                <td className={tdClass}>
                  <LocalLink
                    to={`/yonetim/fiyatlar?model=${m.id}#rates-editor-title`}
                    className="font-semibold underline"
                    aria-label={t("prices.rates.editLabel", { model: m.name })}
                  >
                    {t("prices.rates.edit")}
                  </LocalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Panel>
      {selected ? (
        <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
          <PriceForm
            key={JSON.stringify(defaults)}
            id="rates-editor"
            title={t("prices.rates.editTitle", { model: selected.name })}
            schema={ratesSchemaFor(lang)}
            defaultValue={defaults}
            lastResult={actionData?.reply}
            saved={Boolean(actionData?.saved)}
            sampleOptions={sampleOptions}
          >
            {(fields) => (
              <>
                <input type="hidden" name="modelId" value={selected.id} />
                <p className="text-sm text-slate-700 dark:text-slate-300">{t("prices.rates.rule")}</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {TIER_MIN_DAYS.map((d) => {
                    const field = fields[tierField(d)];
                    return field ? (
                      <MoneyField
                        key={d}
                        field={field}
                        label={`${tierLabel(d)}: ${t("prices.money")}`}
                        hint={t("prices.moneyHint")}
                      />
                    ) : null;
                  })}
                </div>
              </>
            )}
          </PriceForm>
          <PreviewPanel result={actionData?.preview ?? null} />
        </div>
      ) : null}
    </main>
  );
}
