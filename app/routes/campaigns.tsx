import type { Route } from "./+types/campaigns";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { CampaignListView } from "#app/features/campaigns/campaign-views.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { keepForDocument, pageContext } from "./page-context.server.ts";
import { useDocumentData } from "#app/components/static-part.tsx";
import { liveCampaigns } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db } = pageContext(request, context);
  // Sign-in does not exist yet: every visitor is a guest and member campaigns stay out of the list.
  const isMember = false;
  return {
    meta: { title: t("pages.campaigns.title"), description: t("pages.campaigns.description") },
    // The cards are only rendered: a document keeps the server's (components/static-part.tsx).
    campaigns: keepForDocument(context, "campaignCards", await liveCampaigns(db, lang, isMember)),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  messages: ["content.campaigns", "content.carousel", "list", "search", "pages.campaigns"],
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignListView campaigns={useDocumentData("campaignCards", loaderData.campaigns)} />;
}
