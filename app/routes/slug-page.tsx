import type { Route } from "./+types/slug-page";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { StaticPart, jsonLdHtml, useDocumentData } from "#app/components/static-part.tsx";
import { useSearchOffices } from "#app/components/use-search-offices.ts";
import { ArticleDetailView } from "#app/features/articles/article-views.tsx";
import { CampaignDetailView } from "#app/features/campaigns/campaign-views.tsx";
import { OfficeDetailView } from "#app/features/offices/office-detail-view.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { TripDetailView } from "#app/features/trips/trip-views.tsx";
import { slugPageLoader } from "./slug-page.server.ts";

// One-segment pages dispatched by prefix: blog-, haber-, gezi-, kampanya-, ofis-, uye-.
export const loader = (args: Route.LoaderArgs) => slugPageLoader(args);

// Same for every visitor: shared caches may keep it (see docs/decisions/0010); pages asked for by
// a signed-in member are kept personal by the cache policy.
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  messages: [
    "content",
    "list",
    "search",
    "pages.blog",
    "pages.news",
    "pages.campaigns",
    "pages.offices",
    "pages.places",
  ],
  // An office page shows only its own view and the search bar (decision 0059, "stop 24" office pages).
  messagesByPrefix: {
    "ofis-": { messages: ["content.offices", "pages.offices", "search"] },
  },
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function SlugPage({ loaderData }: Route.ComponentProps) {
  const searchOffices = useSearchOffices();
  const officeJsonLd = useDocumentData("officeJsonLd", loaderData.kind === "office" ? loaderData.jsonLd : undefined);
  switch (loaderData.kind) {
    case "blog":
    case "news":
      return <ArticleDetailView post={loaderData.post} kind={loaderData.kind} />;
    case "trip":
      return (
        <TripDetailView
          place={loaderData.place}
          campaigns={loaderData.campaigns}
          places={loaderData.places}
          searchOffices={searchOffices}
        />
      );
    case "campaign":
      return (
        <CampaignDetailView
          campaign={loaderData.campaign}
          status={loaderData.status}
          canUse={loaderData.canUse}
          otherCampaigns={loaderData.otherCampaigns}
          places={loaderData.places}
          searchOffices={searchOffices}
        />
      );
    case "office":
      return (
        <>
          <OfficeDetailView
            office={loaderData.office}
            closures={loaderData.closures}
            today={loaderData.today}
            searchOffices={searchOffices}
          />
          <StaticPart ready={officeJsonLd !== undefined}>
            {officeJsonLd?.map((block, i) => (
              <script key={i} type="application/ld+json" dangerouslySetInnerHTML={jsonLdHtml(block)} />
            ))}
          </StaticPart>
        </>
      );
  }
}
