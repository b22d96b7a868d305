// Reports (/yonetim/raporlar): five reports, each a chart, a table and a CSV (decision 0045).
import type { Route } from "./+types/reports";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import {
  CampaignsSection,
  CancellationsSection,
  LeadTimeSection,
  RevenueSection,
  UtilisationSection,
} from "#app/features/reports/report-sections.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, OfficeFilter, PageIntro } from "#app/features/staff/filter-bar.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staffReports } from "#app/server/services/staff/reports.server.ts";
import { reportQuery } from "#app/shared/staff/reports.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "reports"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const params = reportQuery.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await asStaff(() =>
    // Reports may lag a moment behind and write nothing: the read replica when there is one.
    staffReports(ctx.services.database.readDb, actor, {
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
      <PageIntro title={t("reports.title")} lead={t("reports.intro")} />
      <FilterBar label={t("reports.period")}>
        <label className="text-sm font-semibold">
          {t("reports.from")}
          <input type="date" name="baslangic" defaultValue={view.range.from} className={filterControl} />
        </label>
        <label className="text-sm font-semibold">
          {t("reports.to")}
          <input type="date" name="bitis" defaultValue={view.range.to} className={filterControl} />
        </label>
        <OfficeFilter
          label={t("reports.office")}
          offices={view.offices}
          value={view.officeId}
          all={t("reports.allOffices")}
        />
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("reports.show")}
        </button>
      </FilterBar>
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
