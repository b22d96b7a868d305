import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/faq";
import { FaqList } from "../features/faq/faq-list.tsx";
import { Banner } from "../features/layout/banner.tsx";
import { routeMeta } from "../features/seo/route-meta.ts";
import type { CacheHandle } from "../server/http/page-cache.server.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { pageContext } from "./page-context.server.ts";
import { faqPage } from "../server/services/content-pages.server.ts";

export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  messages: ["faqFilter", "list.faqTopics", "pages.faq"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url } = pageContext(request, context);
  const { entries, groups } = await faqPage(db, lang);
  return {
    meta: {
      title: t("pages.faq.title"),
      description: t("pages.faq.description"),
      // The whole list, whatever the visitor searched for.
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: entries.map((e) => ({
            "@type": "Question",
            name: e.question,
            acceptedAnswer: { "@type": "Answer", text: e.answer },
          })),
        },
      ],
    },
    // ?q= from the search form; the list renders already filtered, so it works without JavaScript.
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    groups,
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const groups = loaderData.groups.map((g) => ({ ...g, title: t(`list.faqTopics.${g.topic}`) }));
  return (
    <main id="main">
      <Banner title={t("pages.faq.title")} subtitle={t("pages.faq.subtitle")} scene="spring" height={240} />
      <div className="container-page max-w-4xl space-y-10 py-10">
        <FaqList key={loaderData.q} groups={groups} initialQuery={loaderData.q} />
      </div>
    </main>
  );
}
