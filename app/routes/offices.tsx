import type { Route } from "./+types/offices";
import type { CacheHandle } from "../server/http/page-cache.server.ts";
import { OfficeListView } from "../features/offices/office-views.tsx";
import { routeMeta } from "../features/seo/route-meta.ts";
import { locales } from "../i18n/config.ts";
import { istanbulDate } from "../domain/time/istanbul.ts";
import { listOfficeClosures, listOffices } from "../server/repositories/content.server.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db } = pageContext(request, context);
  const today = istanbulDate(new Date());
  const [offices, closures] = await Promise.all([listOffices(db, lang), listOfficeClosures(db, lang, today, today)]);
  // Turkish alphabetical order: İstanbul and İzmir sort among the I's, not after Z.
  const collator = new Intl.Collator(locales[lang]);
  const cities = [...new Set(offices.map((o) => o.cityName))].sort(collator.compare);
  return {
    meta: { title: t("pages.offices.title"), description: t("pages.offices.description") },
    today,
    closures,
    groups: cities.map((city) => ({ city, offices: offices.filter((o) => o.cityName === city) })),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle = { cache: "content" };

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Offices({ loaderData }: Route.ComponentProps) {
  return <OfficeListView groups={loaderData.groups} closures={loaderData.closures} today={loaderData.today} />;
}
