import { parse as parseCookies } from "cookie";
import { redirect } from "react-router";
import type { Route } from "./+types/home";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import { useRootData } from "#app/components/use-root-data.ts";
import { HomeSections } from "#app/features/home/home-sections.tsx";
import { Banner } from "#app/components/banner.tsx";
import { SiteSearchBar } from "#app/features/search/site-search-bar.tsx";
import { Island } from "#app/islands/island.tsx";
import type { IslandsHandle } from "#app/islands/islands-handle.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { langCookie } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { StaticPart, useDocumentData } from "#app/components/static-part.tsx";
import { keepForDocument, pageContext } from "./page-context.server.ts";
import { homePage } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, services } = pageContext(request, context);
  // The Turkish home page sends visitors who chose English to the English home page.
  if (lang === "tr" && parseCookies(request.headers.get("cookie") ?? "")[langCookie] === "en") throw redirect("/en");
  return {
    meta: {
      title: t("pages.home.title"),
      description: t("app.description"),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: services.env.APP_NAME,
          url: services.env.PUBLIC_URL,
          logo: new URL("/icons/logo.svg", services.env.PUBLIC_URL).href,
        },
      ],
    },
    // Campaigns, classes, places and offices are only rendered: a document keeps the server's
    // sections (components/static-part.tsx), a client navigation gets them in its data.
    sections: keepForDocument(context, "homeSections", await homePage(db, lang)),
  };
}

// Same for every visitor: shared caches may keep it (docs/decisions/0010); the HTML carries only
// the message areas the page translates with in the browser (docs/decisions/0015).
// The page is server HTML with islands (docs/decisions/0063): the header, search bar, cookie banner
// and footer link hydrate on their own, without React Router's client.
export const handle: CacheHandle & MessagesHandle & IslandsHandle = {
  cache: "content",
  query: [],
  messages: ["home", "search", "list"],
  islands: "home",
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const sections = useDocumentData("homeSections", loaderData.sections);
  return (
    <main id="main">
      <Banner
        title={t("home.heroTitle")}
        subtitle={t("home.heroSubtitle")}
        scene="road"
        height={500}
        search={
          <Island name="search">
            <SiteSearchBar />
          </Island>
        }
      />
      <StaticPart ready={sections !== undefined}>
        {sections ? (
          <HomeSections
            {...sections}
            iosAppUrl={root?.site.iosAppUrl ?? ""}
            androidAppUrl={root?.site.androidAppUrl ?? ""}
          />
        ) : null}
      </StaticPart>
    </main>
  );
}
