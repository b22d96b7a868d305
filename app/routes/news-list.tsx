import type { Route } from "./+types/news-list";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { ArticleListView } from "#app/features/articles/article-views.tsx";
import { PAGE_PARAM, withPagination } from "#app/features/articles/pagination-meta.ts";
import { pageParam } from "#app/components/cards.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { notFound, keepForDocument, pageContext } from "./page-context.server.ts";
import { useDocumentData } from "#app/components/static-part.tsx";
import { articleList } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, readDb: db, url } = pageContext(request, context);
  const page = pageParam(url);
  const found = await articleList(db, "news", lang, page);
  if (!found) notFound();
  return {
    meta: { title: t("pages.news.title"), description: t("pages.news.description") },
    // The cards are only rendered: a document keeps the server's (components/static-part.tsx).
    list: { page: found.list.page, items: keepForDocument(context, "articleItems", found.list.items) },
    pages: found.pages,
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: [PAGE_PARAM],
  messages: ["content.articles", "content.carousel", "content.campaigns", "list", "pages.blog", "pages.news"],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? withPagination(routeMeta(args), args.loaderData.list.page, args.loaderData.pages) : routeMeta(args);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { list, pages } = loaderData;
  return (
    <ArticleListView kind="news" items={useDocumentData("articleItems", list.items)} page={list.page} pages={pages} />
  );
}
