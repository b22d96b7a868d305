import type { Route } from "./+types/offices";
import type { CacheHandle } from "../server/http/page-cache.server.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { OfficeListView } from "../features/offices/office-views.tsx";
import { routeMeta } from "../features/seo/route-meta.ts";
import { pageContext } from "./page-context.server.ts";
import { officeDirectory } from "../server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db } = pageContext(request, context);
  return {
    meta: { title: t("pages.offices.title"), description: t("pages.offices.description") },
    ...(await officeDirectory(db, lang)),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  messages: ["content", "list", "search", "pages.offices"],
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Offices({ loaderData }: Route.ComponentProps) {
  return <OfficeListView groups={loaderData.groups} closures={loaderData.closures} today={loaderData.today} />;
}
