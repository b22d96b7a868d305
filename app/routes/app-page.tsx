import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/app-page";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useRootData } from "#app/components/use-root-data.ts";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = pageContext(request, context);
  return { meta: { title: t("pages.app.title"), description: t("pages.app.description") } };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = { cache: "content", messages: ["appPage", "pages.app"] };

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AppPage() {
  const { t, tList } = useTranslation();
  const root = useRootData();
  const features = tList("appPage.features");
  return (
    <main id="main">
      <Banner title={t("pages.app.title")} subtitle={t("pages.app.subtitle")} scene="night-drive" height={240} />
      <section className="container-page py-10">
        <p className="max-w-2xl text-lg">{t("appPage.lead")}</p>
        <ul className="mt-6 grid max-w-2xl gap-3 sm:grid-cols-2">
          {features.map((f) => (
            <li
              key={f}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={root?.site.iosAppUrl} className="btn-primary">
            {t("footer.appStore")}
          </a>
          <a href={root?.site.androidAppUrl} className="btn-secondary">
            {t("footer.googlePlay")}
          </a>
        </div>
      </section>
    </main>
  );
}
