import type { ReactNode } from "react";
import { LocalLink } from "#app/components/localized-link.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { StaticPart } from "#app/components/static-part.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card, CardGrid, formatDate } from "#app/components/cards.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { Banner } from "#app/components/banner.tsx";

export type ArticleKind = "blog" | "news";

export interface ArticleDetail {
  title: string;
  summary: string;
  body: string;
  theme: string;
  publishedAt: Date;
  author: string | null;
}

/** One blog post or news item: banner, date and author, body, a link back to its list. */
export function ArticleDetailView({ post, kind }: { post: ArticleDetail; kind: ArticleKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const published = new Date(post.publishedAt);
  return (
    <main id="main">
      <Banner title={post.title} subtitle={post.summary} scene={post.theme} height={280} />
      <article className="container-page py-10">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={published.toISOString()}>
            {t("content.articles.publishedOn", { date: formatDate(published, lang) })}
          </time>
          {post.author ? ` · ${t("content.articles.by", { author: post.author })}` : ""}
        </p>
        <RichText body={post.body} />
        <LocalLink to={kind === "blog" ? "/Tum_Blog" : "/tum_haberler"} className="btn-secondary mt-8">
          {kind === "blog" ? t("content.articles.allBlog") : t("content.articles.allNews")}
        </LocalLink>
      </article>
    </main>
  );
}

export interface ArticleSummaryView {
  slug: string;
  title: string;
  summary: string;
  theme: string;
  publishedAt: Date;
}

/** A paginated list of blog posts or news items; the blog's banner carries the search bar. */
export function ArticleListView({
  kind,
  items,
  page,
  pages,
  search,
}: {
  kind: ArticleKind;
  /** Undefined while the server's cards stand (components/static-part.tsx). */
  items: ArticleSummaryView[] | undefined;
  page: number;
  pages: number;
  search?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const blog = kind === "blog";
  const title = blog ? t("pages.blog.title") : t("pages.news.title");
  return (
    <main id="main">
      <Banner
        title={title}
        subtitle={blog ? t("pages.blog.subtitle") : t("pages.news.subtitle")}
        scene={blog ? "road" : "city-skyline"}
        height={blog ? 500 : 280}
        search={search}
      />
      <section className="container-page py-10" aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          {title}
        </h2>
        <StaticPart ready={items !== undefined}>
          {items?.length ? (
            <CardGrid>
              {items.map((item) => (
                <Card
                  key={item.slug}
                  to={`/${blog ? "blog" : "haber"}-${item.slug}`}
                  scene={item.theme}
                  title={item.title}
                  text={item.summary}
                  meta={formatDate(new Date(item.publishedAt), lang)}
                />
              ))}
            </CardGrid>
          ) : (
            <p className="text-lg">{t("content.articles.empty")}</p>
          )}
        </StaticPart>
        <Pagination page={page} pages={pages} basePath={blog ? "/Tum_Blog" : "/tum_haberler"} />
      </section>
    </main>
  );
}
