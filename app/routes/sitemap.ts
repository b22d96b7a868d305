import type { Route } from "./+types/sitemap";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { publicDetailPaths } from "#app/server/services/content-pages.server.ts";

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
  const base = services.env.PUBLIC_URL;
  const detail = await publicDetailPaths(services.database.db);
  const lastmod = detail.lastmod;
  const paths = [...staticPaths, ...detail.paths];
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
