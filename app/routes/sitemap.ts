import type { Route } from "./+types/sitemap";
import { localizePath, type Lang } from "../i18n/config.ts";
import { getRequestContext } from "./page-context.server.ts";
import { blogPosts, campaigns, newsItems, offices, tripPlaces } from "../server/db/schema.ts";

const staticPaths = [
  "/",
  "/araclarimiz",
  "/hizmet-noktalarimiz",
  "/tum_kampanyalar",
  "/tum_yerler",
  "/Tum_Blog",
  "/tum_haberler",
  "/sss",
  "/help_main",
  "/hakkimizda",
  "/Arac-Kiralama-Kosullari",
  "/Arac-Kiralama-Rehberi",
  "/KVKK-Aydinlatma-Metni",
  "/Metin-Cerez-Politikasi",
  "/carrentapp",
];
// Not listed: the form pages (/iletisim, /Filo-Kiralama, /ik, /Rezervasyon-On-Izleme,
// /Rezervasyon-Iptal, members' and booking pages) say "noindex", and a sitemap lists only what a
// search engine may index.

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Every public page in both languages, each with its hreflang alternates.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  const db = services.database.db;
  const base = services.env.PUBLIC_URL;
  const [blog, news, trips, camps, offs] = await Promise.all([
    db.select({ slug: blogPosts.slug, at: blogPosts.publishedAt }).from(blogPosts),
    db.select({ slug: newsItems.slug, at: newsItems.publishedAt }).from(newsItems),
    db.select({ slug: tripPlaces.slug }).from(tripPlaces),
    db.select({ slug: campaigns.slug, membersOnly: campaigns.membersOnly }).from(campaigns),
    db.select({ slug: offices.slug }).from(offices),
  ]);
  // lastmod where the content has a date: an article's publication, a list's newest article.
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const newest = (rows: Array<{ at: Date }>) =>
    rows.length ? day(new Date(Math.max(...rows.map((r) => r.at.getTime())))) : undefined;
  const lastmod = new Map<string, string | undefined>([
    ["/Tum_Blog", newest(blog)],
    ["/tum_haberler", newest(news)],
    ...blog.map((r): [string, string] => [`/blog-${r.slug}`, day(r.at)]),
    ...news.map((r): [string, string] => [`/haber-${r.slug}`, day(r.at)]),
  ]);
  const paths = [
    ...staticPaths,
    ...blog.map((r) => `/blog-${r.slug}`),
    ...news.map((r) => `/haber-${r.slug}`),
    ...trips.map((r) => `/gezi-${r.slug}`),
    ...camps.filter((r) => !r.membersOnly).map((r) => `/kampanya-${r.slug}`),
    ...offs.map((r) => `/ofis-${r.slug}`),
  ];
  const url = (path: string, lang: Lang) => escapeXml(new URL(localizePath(path, lang), base).href);
  const entries = paths.flatMap((path) =>
    (["tr", "en"] as const).map(
      (lang) =>
        `<url><loc>${url(path, lang)}</loc>` +
        (lastmod.get(path) ? `<lastmod>${lastmod.get(path)}</lastmod>` : "") +
        `<xhtml:link rel="alternate" hreflang="tr" href="${url(path, "tr")}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${url(path, "en")}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "tr")}"/></url>`,
    ),
  );
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    entries.join("\n") +
    `\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
