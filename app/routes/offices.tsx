import { useMemo } from "react";
import type { Route } from "./+types/offices";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { OfficeListView } from "#app/features/offices/office-views.tsx";
import { packWeekHours, unpackWeekHours } from "#app/shared/search/office-wire.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { useDocumentData } from "#app/components/static-part.tsx";
import { keepForDocument, pageContext } from "./page-context.server.ts";
import { officeDirectory } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db } = pageContext(request, context);
  const { today, closures, groups } = await officeDirectory(db, lang);
  return {
    meta: { title: t("pages.offices.title"), description: t("pages.offices.description") },
    // What the "nearest offices" button needs in the browser: every office's name, place and position.
    nearest: groups.flatMap((g) =>
      g.offices.map((o) => ({
        slug: o.slug,
        name: o.name,
        cityName: o.cityName,
        address: o.address,
        lat: o.lat,
        lng: o.lng,
      })),
    ),
    // The cities' lists are only rendered: a document keeps the server's (components/static-part.tsx).
    // Only what the list shows (no e-mail, code or city slug), the hours as one string per office
    // (office-wire.ts): offices with the same hours send the same string, once.
    directory: keepForDocument(context, "officeDirectory", {
      today,
      closures,
      groups: groups.map((g) => ({
        city: g.city,
        offices: g.offices.map((o) => ({
          slug: o.slug,
          name: o.name,
          address: o.address,
          cityName: o.cityName,
          phone: o.phone,
          lat: o.lat,
          lng: o.lng,
          kind: o.kind,
          open24h: o.open24h,
          hours: packWeekHours(o.hours),
        })),
      })),
    }),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: [],
  messages: ["content.offices", "pages.offices"],
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Offices({ loaderData }: Route.ComponentProps) {
  const directory = useDocumentData("officeDirectory", loaderData.directory);
  const groups = useMemo(
    () =>
      directory?.groups.map((g) => ({
        city: g.city,
        offices: g.offices.map((o) => ({ ...o, hours: unpackWeekHours(o.hours) })),
      })),
    [directory],
  );
  return (
    <OfficeListView
      nearest={loaderData.nearest}
      groups={groups}
      closures={directory?.closures ?? []}
      today={directory?.today ?? ""}
    />
  );
}
