// /yonetim/fiyatlar/aylik: the monthly rental rates per model and tier (docs/decisions/0121).
import { Form } from "react-router";
import type { Route } from "./+types/price-monthly";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Panel, ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { MONTHLY_TIER_MIN_DAYS } from "#app/domain/rental/monthly-plan.ts";
import { PricesHeader } from "#app/features/prices/prices-tabs.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { monthlyPricesAction, monthlyPricesPage } from "./price-monthly.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "prices", "monthly"] };

export const loader = ({ request, context }: Route.LoaderArgs) => monthlyPricesPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => monthlyPricesAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PriceMonthlyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { models, editing } = loaderData;
  const values = actionData?.values ?? editing?.values ?? {};
  const input =
    "mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-950";
  return (
    <main id="main" className="grid gap-4 *:min-w-0">
      <PricesHeader />
      <Panel id="monthly-table" title={t("monthly.editor.tab")}>
        <p className="mb-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("monthly.editor.rule")}</p>
        <ScrollTable label={t("monthly.editor.table")}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("monthly.editor.model")}
              </th>
              {MONTHLY_TIER_MIN_DAYS.map((d) => (
                <th key={d} scope="col" className={`${thClass} text-right`}>
                  {t(`monthly.editor.tier${d}`)}
                </th>
              ))}
              <th scope="col" className={thClass}>
                <span className="sr-only">{t("monthly.editor.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.id}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {m.name} <span className="text-slate-600 dark:text-slate-400">({m.className})</span>
                </th>
                {MONTHLY_TIER_MIN_DAYS.map((d) => (
                  <td key={d} className={`${tdClass} text-right tabular-nums`}>
                    {m.monthly[d] === null ? t("monthly.editor.daily") : formatTl(m.monthly[d], lang)}
                  </td>
                ))}
                <td className={tdClass}>
                  <LocalLink
                    to={`/yonetim/fiyatlar/aylik?model=${m.id}#monthly-editor`}
                    className="font-semibold underline"
                    aria-label={t("monthly.editor.editLabel", { model: m.name })}
                  >
                    {t("monthly.editor.edit")}
                  </LocalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Panel>
      {editing ? (
        <Panel id="monthly-editor" title={t("monthly.editor.editTitle", { model: editing.name })}>
          <Form method="post" className="grid gap-3" key={editing.id}>
            <XsrfField />
            <input type="hidden" name="modelId" value={editing.id} />
            {actionData?.error ? (
              <p
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-2 text-red-900 dark:bg-red-950 dark:text-red-100"
              >
                {actionData.error}
              </p>
            ) : null}
            {actionData?.saved ? (
              <p
                role="status"
                className="rounded-md border border-green-300 bg-green-50 p-2 text-green-900 dark:bg-green-950 dark:text-green-100"
              >
                {t("monthly.editor.saved")}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-3">
              {MONTHLY_TIER_MIN_DAYS.map((d) => (
                <label key={d} className="block text-sm font-medium">
                  {t(`monthly.editor.tier${d}`)} ({t("monthly.editor.perMonth")})
                  <input name={`t${d}`} defaultValue={values[`t${d}`] ?? ""} inputMode="decimal" className={input} />
                </label>
              ))}
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("monthly.editor.hint")}</p>
            <div>
              <button
                type="submit"
                className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900"
              >
                {t("monthly.editor.save")}
              </button>
            </div>
          </Form>
        </Panel>
      ) : null}
    </main>
  );
}
