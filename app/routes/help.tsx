import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/help";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = pageContext(request, context);
  return { meta: { title: t("pages.help.title"), description: t("pages.help.description") } };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = { cache: "content", messages: ["help", "pages.help"] };

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const links = [
  { to: "/sss", title: "help.faq", text: "help.faqText" },
  { to: "/Arac-Kiralama-Rehberi", title: "help.guide", text: "help.guideText" },
  { to: "/Arac-Kiralama-Kosullari", title: "help.terms", text: "help.termsText" },
  { to: "/iletisim", title: "help.contact", text: "help.contactText" },
  { to: "/Rezervasyon-On-Izleme", title: "help.lookup", text: "help.lookupText" },
  { to: "/Rezervasyon-Iptal", title: "help.cancel", text: "help.cancelText" },
] as const;

export default function Help() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Banner title={t("pages.help.title")} subtitle={t("pages.help.subtitle")} scene="family" height={240} />
      <section className="container-page py-10">
        <p className="max-w-2xl text-lg">{t("help.lead")}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((l) => (
            <li
              key={l.to}
              className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 className="text-lg font-bold">
                <LocalLink to={l.to} className="after:absolute after:inset-0 hover:underline">
                  {t(l.title)}
                </LocalLink>
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t(l.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
