// /yonetim/modeller: every vehicle model with its class, whether the site shows it, its picture and
// "from" price; each links to its edit page (docs/decisions/0051). Admins only.
import type { Route } from "./+types/models";
import { LocalLink } from "#app/components/localized-link.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { ModelPicture } from "#app/components/model-picture.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { modelsPage } from "./models-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "models", "fleet"] };

export const loader = (args: Route.LoaderArgs) => modelsPage(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const th = "py-2 pr-3";

export default function ModelsPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("models.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("models.lead")}</p>
      </div>
      <Panel id="models-list" title={t("models.list")}>
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="models-list">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className={th}>
                  {t("models.columns.photo")}
                </th>
                <th scope="col" className={th}>
                  {t("models.columns.model")}
                </th>
                <th scope="col" className={th}>
                  {t("models.columns.class")}
                </th>
                <th scope="col" className={th}>
                  {t("models.columns.from")}
                </th>
                <th scope="col" className="py-2">
                  {t("models.columns.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.models.map((m) => {
                const name = `${m.brand} ${m.model}`;
                return (
                  <tr key={m.id} className="border-b border-slate-200 align-middle dark:border-slate-800">
                    <td className="w-32 py-2 pr-3">
                      <ModelPicture
                        photo={m.photo}
                        bodyType={m.bodyType}
                        colour={m.colour}
                        alt=""
                        sizes="7rem"
                        className="aspect-[2/1] w-28 rounded"
                      />
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {m.photo ? t("models.photoUploaded") : t("models.photoIllustration")}
                      </span>
                    </td>
                    <td className="py-2 pr-3">
                      <LocalLink
                        to={`/yonetim/modeller/${m.id}`}
                        className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
                        aria-label={t("models.edit", { name })}
                      >
                        {name}
                      </LocalLink>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {m.year} · {t(`fleet.body.${m.bodyType}`)}
                      </span>
                    </td>
                    <td className="py-2 pr-3">
                      {m.className} <span className="text-slate-600 dark:text-slate-400">({m.acriss})</span>
                    </td>
                    <td className="py-2 pr-3">
                      {m.fromKurus === null ? t("models.noPrice") : formatTl(m.fromKurus, lang)}
                    </td>
                    <td className="py-2">{m.active ? t("models.shown") : t("models.hidden")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Panel>
    </main>
  );
}
