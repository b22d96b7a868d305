import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/device-ok";
import { LocalLink } from "#app/components/localized-link.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { pageContext } from "./page-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = pageContext(request, context);
  return { meta: { title: t("pages.deviceOk.title"), description: t("payment.deviceOkText"), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container-page py-10">
      <h1 className="text-2xl font-bold">{t("pages.deviceOk.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg">{t("payment.deviceOkText")}</p>
      <LocalLink to="/" className="btn-secondary mt-6">
        {t("nav.home")}
      </LocalLink>
    </main>
  );
}
