// /yonetim/icerik/:kind/:id/onizleme (and /yonetim/icerik/metin/:key/onizleme for a legal or
// information text): a blog post or news item, draft or not, rendered with the
// public page's components in this page's language (/en/… shows the English text). Staff only,
// never cached (no-store), noindex (docs/decisions/0049).
import type { Route } from "./+types/content-preview";
import { LocalLink } from "../../components/localized-link.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { ArticleDetailView } from "../../features/articles/article-views.tsx";
import { Banner } from "../../features/layout/banner.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { contentPreviewLoader } from "./content-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "contentEditor", "content"] };

export const loader = (args: Route.LoaderArgs) => contentPreviewLoader(args);

export const headers = () => ({ "Cache-Control": "no-store, private", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ContentPreviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, editPath } = loaderData;
  return (
    <>
      <aside
        aria-label={t("contentEditor.preview")}
        className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      >
        <p>{t("contentEditor.previewBanner", { state: t(`contentEditor.states.${state}`) })}</p>
        <LocalLink to={editPath} className="btn-secondary">
          {t("contentEditor.previewBack")}
        </LocalLink>
      </aside>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950">
        {loaderData.kind === "text" ? (
          // As routes/text-page.tsx draws it.
          <main id="main">
            <Banner title={loaderData.name} scene="business" height={240} />
            <article className="container-page py-10">
              <RichText body={loaderData.body} />
            </article>
          </main>
        ) : (
          <ArticleDetailView post={loaderData.post} kind={loaderData.kind} />
        )}
      </div>
    </>
  );
}
