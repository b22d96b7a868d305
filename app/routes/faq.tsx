import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/faq";
import { FaqList } from "#app/features/faq/faq-list.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { StaticPart, jsonLdHtml, useDocumentData } from "#app/components/static-part.tsx";
import { keepForDocument, pageContext } from "./page-context.server.ts";
import { faqPage } from "#app/server/services/content-pages.server.ts";

export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: ["q"],
  messages: ["faqFilter", "list.faqTopics", "pages.faq"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, readDb: db, url } = pageContext(request, context);
  const { entries, groups } = await faqPage(db, lang);
  // ?q= from the search form; the list renders already filtered, so it works without JavaScript.
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const answers: Record<string, string> = Object.fromEntries(entries.map((e) => [String(e.id), e.answer]));
  // The whole list, whatever the visitor searched for.
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
  return {
    meta: { title: t("pages.faq.title"), description: t("pages.faq.description") },
    q,
    groups: groups.map((g) => ({
      topic: g.topic,
      entries: g.entries.map((e) => ({ id: e.id, topic: e.topic, question: e.question })),
    })),
    // The answers (about 18 KB) are in the HTML; the browser reads them back from there for the
    // filter (faq-list.tsx). A filtered page (?q=) leaves some out of its HTML: it sends them all.
    answers: q ? answers : keepForDocument(context, "faqAnswers", answers),
    // In the body rather than the head: the head's meta renders from the data stream.
    jsonLd: keepForDocument(context, "faqJsonLd", jsonLd),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answers = useDocumentData("faqAnswers", loaderData.answers);
  const jsonLd = useDocumentData("faqJsonLd", loaderData.jsonLd);
  const groups = loaderData.groups.map((g) => ({
    ...g,
    title: t(`list.faqTopics.${g.topic}`),
    entries: g.entries.map((e) => ({ ...e, answer: answers?.[String(e.id)] })),
  }));
  return (
    <main id="main">
      <Banner title={t("pages.faq.title")} subtitle={t("pages.faq.subtitle")} scene="spring" height={240} />
      <div className="container-page max-w-4xl space-y-10 py-10">
        <FaqList key={loaderData.q} groups={groups} initialQuery={loaderData.q} />
      </div>
      <StaticPart ready={jsonLd !== undefined}>
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={jsonLdHtml(jsonLd)} /> : null}
      </StaticPart>
    </main>
  );
}
