import type { Route } from "./+types/places";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { TripListView } from "#app/features/trips/trip-views.tsx";
import { pageContext } from "./page-context.server.ts";
import { tripPlaces } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db } = pageContext(request, context);
  return {
    meta: { title: t("pages.places.title"), description: t("pages.places.description") },
    places: await tripPlaces(db, lang),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: [],
  messages: ["content.trips", "content.carousel", "content.campaigns", "list", "search", "pages.places"],
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Places({ loaderData }: Route.ComponentProps) {
  return <TripListView places={loaderData.places} />;
}
