// Titles, descriptions, canonical URLs, hreflang alternates and Open Graph tags for a page.
import type { MetaDescriptor } from "react-router";
import { localizePath, stripLang, type Lang } from "#app/i18n/config.ts";
import { pageImage } from "./og-image.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type; "website" unless the page is an article. */
  type?: "website" | "article";
  image?: string;
  /** Pages like forms and member areas are not worth indexing. */
  noindex?: boolean;
  jsonLd?: unknown[];
}

export interface SiteMeta {
  appName: string;
  publicUrl: string;
  lang: Lang;
  iosAppId: string;
}

export function buildMeta(site: SiteMeta, page: PageMeta, pathname: string): MetaDescriptor[] {
  const bare = stripLang(pathname);
  const url = (lang: Lang) => new URL(localizePath(bare, lang), site.publicUrl).href;
  const title = page.title === site.appName ? site.appName : `${page.title} - ${site.appName}`;
  const image = new URL(page.image ?? pageImage(bare) ?? "/images/og-default.png", site.publicUrl).href;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(site.lang) },
    { tagName: "link", rel: "alternate", hrefLang: "tr", href: url("tr") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("tr") },
    { property: "og:site_name", content: site.appName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url(site.lang) },
    { property: "og:image", content: image },
    { property: "og:locale", content: site.lang === "tr" ? "tr_TR" : "en_GB" },
    { property: "og:locale:alternate", content: site.lang === "tr" ? "en_GB" : "tr_TR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "apple-itunes-app", content: `app-id=${site.iosAppId}` },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}
