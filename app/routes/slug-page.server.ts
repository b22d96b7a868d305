// The one-segment pages' loader (routes/slug-page.tsx): parse the address, call the content
// service, and shape the page's data (breadcrumbs, JSON-LD, meta).
import { data } from "react-router";
import type { Route } from "./+types/slug-page";
import { articleJsonLd, breadcrumbJsonLd } from "#app/features/articles/article-json-ld.ts";
import { campaignStatus, canUseCampaign } from "#app/features/campaigns/campaign-status.ts";
import { officeJsonLd } from "#app/features/offices/office-json-ld.ts";
import { sceneImage } from "#app/features/seo/og-image.ts";
import { localizePath, locales, type Lang } from "#app/i18n/config.ts";
import { regularWeek } from "#app/shared/offices/office-hours.ts";
import { articlePage, campaignPage, officePage, tripPage } from "#app/server/services/content-pages.server.ts";
import { parse as parseCookies } from "cookie";
import { memberCookieKind } from "#app/shared/members/member-hint.ts";
import { currentMember } from "#app/server/services/members.server.ts";
import { answerIsPersonal, keepForDocument, notFound, pageContext } from "./page-context.server.ts";

// One-segment pages dispatched by prefix: blog-, haber-, gezi-, kampanya-, ofis-, uye-.

function absolute(publicUrl: string, lang: Lang) {
  return (path: string) => new URL(localizePath(path, lang), publicUrl).href;
}

export async function slugPageLoader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const { t, lang, db, services } = ctx;
  const match = /^(blog|haber|gezi|kampanya|ofis|uye)-(.+)$/.exec(params.page);
  if (!match) notFound();
  const [, prefix, slug = ""] = match;
  const at = absolute(services.env.PUBLIC_URL, lang);
  const crumbs = (list: { name: string; path: string }, name: string) =>
    breadcrumbJsonLd([
      { name: t("content.breadcrumbHome"), url: at("/") },
      { name: list.name, url: at(list.path) },
      { name, url: at(`/${prefix}-${slug}`) },
    ]);
  const membersSee = prefix === "kampanya" || prefix === "gezi";
  const isMember = membersSee && (await currentMember({ db, env: services.env }, request.headers)) !== null;
  // A member sees members-only campaigns here, for a checked session: with a session cookie (valid
  // or not) the page is never kept, so no cookie alone finds another's copy (decision 0146).
  if (membersSee && memberCookieKind(parseCookies(request.headers.get("cookie") ?? "")) === "session")
    answerIsPersonal(context);
  switch (prefix) {
    case "blog":
    case "haber": {
      const kind = prefix === "blog" ? ("blog" as const) : ("news" as const);
      const post = await articlePage(db, kind, slug, lang);
      if (!post) notFound();
      const list =
        kind === "blog"
          ? { name: t("pages.blog.title"), path: "/Tum_Blog" }
          : { name: t("pages.news.title"), path: "/tum_haberler" };
      const jsonLd = [
        articleJsonLd(
          kind,
          post,
          { url: at(`/${prefix}-${slug}`), inLanguage: locales[lang] },
          { name: services.env.APP_NAME, url: services.env.PUBLIC_URL },
        ),
        crumbs(list, post.title),
      ];
      return {
        kind,
        post,
        meta: {
          title: post.title,
          description: post.summary,
          type: "article" as const,
          image: sceneImage(post.theme),
          jsonLd,
        },
      };
    }
    case "gezi": {
      // The trip's own campaign leads the carousel.
      const found = await tripPage(db, slug, lang, isMember);
      if (!found) notFound();
      const { place, campaigns, places } = found;
      const jsonLd = [crumbs({ name: t("pages.places.title"), path: "/tum_yerler" }, place.name)];
      return {
        kind: "trip" as const,
        place,
        campaigns,
        places,
        meta: { title: place.name, description: place.summary, image: sceneImage(place.theme), jsonLd },
      };
    }
    case "kampanya": {
      const found = await campaignPage(db, slug, lang, isMember);
      if (!found) notFound();
      const { campaign, otherCampaigns, places } = found;
      const status = campaignStatus(campaign, found.today);
      const jsonLd = [crumbs({ name: t("pages.campaigns.title"), path: "/tum_kampanyalar" }, campaign.title)];
      return {
        kind: "campaign" as const,
        campaign,
        status,
        canUse: canUseCampaign(campaign, status, isMember),
        otherCampaigns,
        places,
        // An ended campaign keeps its page (docs/decisions/0010-content-expired-campaigns.md) but leaves the index.
        meta: {
          title: campaign.title,
          description: campaign.summary,
          image: sceneImage(campaign.theme),
          jsonLd,
          noindex: status === "ended",
        },
      };
    }
    case "ofis": {
      const found = await officePage(db, slug, lang);
      if (!found) throw data({ reason: "location" }, { status: 404, statusText: "Not Found" });
      const { office, closures, today } = found;
      const jsonLd = [
        officeJsonLd({ ...office, week: regularWeek(office), closures }, at(`/ofis-${slug}`)),
        crumbs({ name: t("pages.offices.title"), path: "/hizmet-noktalarimiz" }, office.name),
      ];
      return {
        kind: "office" as const,
        office,
        closures,
        today,
        // In the page's body, kept from the server's HTML on a document (decision 0059, "stop 24").
        jsonLd: keepForDocument(context, "officeJsonLd", jsonLd),
        meta: {
          title: office.name,
          description: office.address,
          image: sceneImage(office.kind === "airport" ? "airport" : "city-skyline"),
        },
      };
    }
    default:
      // The member area has its own route (routes/member-page.tsx); any other uye- page is unknown.
      notFound();
  }
}
