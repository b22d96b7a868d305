// schema.org BlogPosting / NewsArticle for article pages.
import type { ArticleKind } from "./article-views.tsx";

export interface ArticleForJsonLd {
  title: string;
  summary: string;
  theme: string;
  publishedAt: Date;
  author: string | null;
}

export interface Publisher {
  name: string;
  url: string;
}

export function articleJsonLd(
  kind: ArticleKind,
  post: ArticleForJsonLd,
  page: { url: string; inLanguage: string },
  publisher: Publisher,
) {
  const organization = {
    "@type": "Organization",
    name: publisher.name,
    url: publisher.url,
    logo: { "@type": "ImageObject", url: new URL("/icons/logo.svg", publisher.url).href },
  };
  return {
    "@context": "https://schema.org",
    "@type": kind === "blog" ? "BlogPosting" : "NewsArticle",
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt.toISOString(),
    // News items have no byline: the company is their author.
    author: post.author ? { "@type": "Person", name: post.author } : organization,
    image: [new URL(`/images/scenes/${post.theme}.svg`, publisher.url).href],
    inLanguage: page.inLanguage,
    publisher: organization,
    mainEntityOfPage: { "@type": "WebPage", "@id": page.url },
    url: page.url,
  };
}

/** schema.org BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
