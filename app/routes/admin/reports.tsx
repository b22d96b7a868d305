// Reports (/yonetim/raporlar): five reports, each a chart, a table and a CSV (issue 13 item 8, decision 0045).
import { Form } from "react-router";
import type { Route } from "./+types/reports";
import { istanbulDate } from "../../domain/time/istanbul.ts";
import {
  CampaignsSection,
  CancellationsSection,
  LeadTimeSection,
  RevenueSection,
  UtilisationSection,
} from "../../features/reports/report-sections.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { staffReports } from "../../server/services/staff/reports.server.ts";
import { reportQuery } from "../../shared/staff/reports.ts";
import { pageContext } from "../page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "reports"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const params = reportQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await asStaff(() =>
    staffReports(ctx.db, actor, {
      lang: ctx.lang,
      from: params.baslangic,
      to: params.bitis,
      officeId: params.ofis ?? null,
      today: istanbulDate(new Date()),
    }),
  );
  return {
    view,
    meta: { title: ctx.t("reports.title"), description: ctx.t("reports.intro"), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const field = "mt-1 block rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:bg-slate-900";

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view } = loaderData;
  const search = new URLSearchParams({ baslangic: view.range.from, bitis: view.range.to });
  if (view.officeId !== null) search.set("ofis", String(view.officeId));
  const query = `?${search.toString()}`;
  const sections = [
    ["report-utilisation", "reports.utilisation.title"],
    ["report-revenue", "reports.revenue.title"],
    ["report-lead-time", "reports.leadTime.title"],
    ["report-cancellations", "reports.cancellations.title"],
    ["report-campaigns", "reports.campaigns.title"],
  ] as const;
  return (
    <main id="main" className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t("reports.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("reports.intro")}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("reports.period")}>
        <label className="text-sm font-semibold">
          {t("reports.from")}
          <input type="date" name="baslangic" defaultValue={view.range.from} className={field} />
        </label>
        <label className="text-sm font-semibold">
          {t("reports.to")}
          <input type="date" name="bitis" defaultValue={view.range.to} className={field} />
        </label>
        <label className="text-sm font-semibold">
          {t("reports.office")}
          <select name="ofis" defaultValue={view.officeId ?? ""} className={field}>
            <option value="">{t("reports.allOffices")}</option>
            {view.offices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("reports.show")}
        </button>
      </Form>
      {view.problem ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t(`reports.problem.${view.problem}`)}
        </p>
      ) : null}
      <nav aria-label={t("reports.contents")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-semibold text-sky-800 underline dark:text-sky-300">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <UtilisationSection view={view} query={query} />
      <RevenueSection view={view} query={query} />
      <LeadTimeSection view={view} query={query} />
      <CancellationsSection view={view} query={query} />
      <CampaignsSection view={view} query={query} />
    </main>
  );
}
