import type { Route } from "./+types/text-page";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { RichText } from "#app/components/rich-text.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { stripLang } from "#app/i18n/config.ts";
import { StaticPart, useDocumentData } from "#app/components/static-part.tsx";
import { keepForDocument, notFound, pageContext } from "./page-context.server.ts";
import { textPage } from "#app/server/services/content-pages.server.ts";

// The long texts: rental terms, rental guide, KVKK notice, cookie policy, about us.
const textPages = {
  "/Arac-Kiralama-Kosullari": { key: "rental-terms", messages: "rentalTerms", scene: "road" },
  "/Arac-Kiralama-Rehberi": { key: "rental-guide", messages: "rentalGuide", scene: "coast-town" },
  "/KVKK-Aydinlatma-Metni": { key: "kvkk", messages: "kvkk", scene: "business" },
  "/Metin-Cerez-Politikasi": { key: "cookie-policy", messages: "cookiePolicy", scene: "city-skyline" },
  "/hakkimizda": { key: "about", messages: "about", scene: "bosphorus" },
} as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { t, lang, readDb: db } = pageContext(request, context);
  // The loader's `url`, not the request's: a client navigation's request ends in ".data", and the
  // text was then not found (a 404 after a click on the footer's links).
  const config = textPages[stripLang(url.pathname) as keyof typeof textPages];
  if (!config) notFound();
  const page = await textPage(db, config.key, lang);
  if (!page) notFound();
  const title = t(`pages.${config.messages}.title`);
  // Translated here, so the page's HTML need not carry the "pages" texts (docs/decisions/0052).
  return {
    meta: { title, description: t(`pages.${config.messages}.description`) },
    title,
    subtitle: t(`pages.${config.messages}.subtitle`),
    scene: config.scene,
    // The text is only ever rendered, never used by a script: in the HTML, not the data (static-part.tsx).
    body: keepForDocument(context, "textPageBody", page.body),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = { cache: "content", messages: [] };

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const { title, subtitle, scene } = loaderData;
  const body = useDocumentData("textPageBody", loaderData.body);
  return (
    <main id="main">
      <Banner title={title} subtitle={subtitle} scene={scene} height={240} />
      <StaticPart as="article" ready={body !== undefined} className="container-page py-10">
        {body !== undefined ? <RichText body={body} /> : null}
      </StaticPart>
    </main>
  );
}
