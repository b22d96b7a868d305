// /yonetim/subeler: the offices with their hours, buffer and phone (docs/decisions/0050).
// Admins edit every office; office staff see their own offices' settings.
import type { Route } from "./+types/offices";
import { LocalLink } from "#app/components/localized-link.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import { WeekHoursText } from "#app/features/staff/office-hours.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { officesPage } from "./offices-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "offices", "delivery"] };

export const loader = ({ request, context }: Route.LoaderArgs) => officesPage(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OfficesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offices, canEdit, canEditMapData } = loaderData;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("offices.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {t(canEdit ? "offices.lead" : "offices.readOnlyLead")}
        </p>
        {canEditMapData ? (
          <p className="mt-2">
            <LocalLink
              to="/yonetim/subeler/harita-verisi"
              className="font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t("delivery.mapData.link")}
            </LocalLink>
          </p>
        ) : null}
      </div>
      <Panel id="offices-list" title={t("offices.list")}>
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="offices-list">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  {t("offices.columns.office")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("offices.columns.city")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("offices.columns.hours")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("offices.columns.buffer")}
                </th>
                <th scope="col" className="py-2">
                  {t("offices.columns.phone")}
                </th>
              </tr>
            </thead>
            <tbody>
              {offices.map((o) => (
                <tr key={o.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    <LocalLink
                      to={`/yonetim/subeler/${o.id}`}
                      className="font-semibold text-brand-700 underline dark:text-brand-300"
                      aria-label={t(canEdit ? "offices.editLabel" : "offices.viewLabel", { name: o.name })}
                    >
                      {o.name}
                    </LocalLink>{" "}
                    <span className="text-slate-600 dark:text-slate-400">({o.code})</span>
                  </td>
                  <td className="py-2 pr-3">{o.city}</td>
                  <td className="py-2 pr-3">
                    <WeekHoursText open24h={o.open24h} hours={o.hours} />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {t("offices.minutes", { count: o.turnaroundMinutes })}
                  </td>
                  <td className="py-2 whitespace-nowrap">{o.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </main>
  );
}
