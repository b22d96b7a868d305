import type { Route } from "./+types/blog-list";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useSearchOffices } from "#app/components/use-search-offices.ts";
import { ArticleListView } from "#app/features/articles/article-views.tsx";
import { PAGE_PARAM, withPagination } from "#app/features/articles/pagination-meta.ts";
import { pageParam } from "#app/components/cards.tsx";
import { SearchBar } from "#app/features/search/search-bar.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { notFound, keepForDocument, pageContext } from "./page-context.server.ts";
import { useDocumentData } from "#app/components/static-part.tsx";
import { articleList } from "#app/server/services/content-pages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, readDb: db, url } = pageContext(request, context);
  const page = pageParam(url);
  const found = await articleList(db, "blog", lang, page);
  if (!found) notFound();
  return {
    meta: { title: t("pages.blog.title"), description: t("pages.blog.description") },
    // The cards are only rendered: a document keeps the server's (components/static-part.tsx).
    list: { page: found.list.page, items: keepForDocument(context, "articleItems", found.list.items) },
    pages: found.pages,
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: [PAGE_PARAM],
  messages: ["content.articles", "content.carousel", "content.campaigns", "list", "search", "pages.blog", "pages.news"],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? withPagination(routeMeta(args), args.loaderData.list.page, args.loaderData.pages) : routeMeta(args);

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const offices = useSearchOffices();
  const { list, pages } = loaderData;
  return (
    <ArticleListView
      kind="blog"
      items={useDocumentData("articleItems", list.items)}
      page={list.page}
      pages={pages}
      search={<SearchBar offices={offices} />}
    />
  );
}
