// Fleet timeline (/yonetim/filo): units as rows, days as columns (decision 0045).
import { z } from "#app/shared/validation/zod.ts";
import type { Route } from "./+types/fleet-timeline";
import { DEFAULT_TIMELINE_DAYS, MAX_TIMELINE_DAYS } from "#app/domain/fleet/timeline.ts";
import { isDateString } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { TimelineGrid } from "#app/features/fleet-timeline/timeline-grid.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, OfficeFilter, PageIntro } from "#app/features/staff/filter-bar.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { fleetTimeline } from "#app/server/services/staff/fleet-timeline.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "fleetTimeline"] };

const query = z.object({
  ofis: z.coerce.number().int().positive().optional().catch(undefined),
  baslangic: z.string().optional().catch(undefined),
  gun: z.coerce.number().int().optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const params = query.parse(Object.fromEntries(ctx.url.searchParams));
  const now = new Date();
  const today = istanbulDate(now);
  const fromValid = params.baslangic === undefined || params.baslangic === "" || isDateString(params.baslangic);
  const from = params.baslangic && fromValid ? params.baslangic : today;
  const view = await asStaff(() =>
    fleetTimeline(ctx.db, actor, { lang: ctx.lang, officeId: params.ofis ?? null, from, days: params.gun, now }),
  );
  return {
    view,
    invalidFrom: !fromValid,
    meta: { title: ctx.t("fleetTimeline.title"), description: ctx.t("fleetTimeline.intro"), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function FleetTimelinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, invalidFrom } = loaderData;
  // One office reached (an agent's usual case) is named even when "all" was asked for.
  const only = view.offices.length === 1 ? view.offices[0] : undefined;
  const officeName =
    view.offices.find((o) => o.id === (view.officeId ?? only?.id))?.name ?? t("fleetTimeline.allOffices");
  return (
    <main id="main" className="space-y-4">
      <PageIntro title={t("fleetTimeline.title")} lead={t("fleetTimeline.intro")} />
      <FilterBar label={t("fleetTimeline.filters")}>
        <OfficeFilter
          label={t("fleetTimeline.office")}
          offices={view.offices}
          value={view.officeId}
          all={view.offices.length > 1 ? t("fleetTimeline.allOffices") : undefined}
        />
        <label className="text-sm font-semibold">
          {t("fleetTimeline.from")}
          <input type="date" name="baslangic" defaultValue={view.from} className={filterControl} />
        </label>
        <label className="text-sm font-semibold">
          {t("fleetTimeline.days")}
          <input
            type="number"
            name="gun"
            min={1}
            max={MAX_TIMELINE_DAYS}
            defaultValue={view.days || DEFAULT_TIMELINE_DAYS}
            className={`${filterControl} w-24`}
          />
        </label>
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("fleetTimeline.show")}
        </button>
      </FilterBar>
      {invalidFrom ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("fleetTimeline.invalidFrom")}
        </p>
      ) : null}
      {view.rows.length === 0 ? (
        <p className="text-sm">{t("fleetTimeline.empty")}</p>
      ) : (
        <TimelineGrid view={view} officeName={officeName} />
      )}
    </main>
  );
}
