import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/text-page";
import type { CacheHandle } from "../server/http/page-cache.server.ts";
import { RichText } from "../components/rich-text.tsx";
import { Banner } from "../features/layout/banner.tsx";
import { routeMeta } from "../features/seo/route-meta.ts";
import { stripLang } from "../i18n/config.ts";
import { notFound, pageContext } from "./page-context.server.ts";
import { textPage } from "../server/services/content-pages.server.ts";

// The long texts: rental terms, rental guide, KVKK notice, cookie policy, about us.
const textPages = {
  "/Arac-Kiralama-Kosullari": { key: "rental-terms", messages: "rentalTerms", scene: "road" },
  "/Arac-Kiralama-Rehberi": { key: "rental-guide", messages: "rentalGuide", scene: "coast-town" },
  "/KVKK-Aydinlatma-Metni": { key: "kvkk", messages: "kvkk", scene: "business" },
  "/Metin-Cerez-Politikasi": { key: "cookie-policy", messages: "cookiePolicy", scene: "city-skyline" },
  "/hakkimizda": { key: "about", messages: "about", scene: "bosphorus" },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url } = pageContext(request, context);
  const config = textPages[stripLang(url.pathname) as keyof typeof textPages];
  if (!config) notFound();
  const page = await textPage(db, config.key, lang);
  if (!page) notFound();
  return {
    meta: { title: t(`pages.${config.messages}.title`), description: t(`pages.${config.messages}.description`) },
    messages: config.messages,
    scene: config.scene,
    page,
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle = { cache: "content" };

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, scene, page } = loaderData;
  return (
    <main id="main">
      <Banner
        title={t(`pages.${messages}.title`)}
        subtitle={t(`pages.${messages}.subtitle`)}
        scene={scene}
        height={240}
      />
      <article className="container-page py-10">
        <RichText body={page.body} />
      </article>
    </main>
  );
}
