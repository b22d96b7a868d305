// /yonetim/icerik/:kind/:id/onizleme (and /yonetim/icerik/metin/:key/onizleme for a legal or
// information text, gezi/:id and sss/:id for a trip page or FAQ entry, 0061): a blog post or news
// item, draft or not, rendered with the
// public page's components in this page's language (/en/… shows the English text). Staff only,
// never cached (no-store), noindex (docs/decisions/0049).
import type { Route } from "./+types/content-preview";
import { LocalLink } from "#app/components/localized-link.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { ArticleDetailView } from "#app/features/articles/article-views.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
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
        {loaderData.kind === "trip" ? (
          // As the trip page draws its banner and text (features/trips TripDetailView, without the search and carousels).
          <main id="main">
            <Banner title={loaderData.name} subtitle={loaderData.region} scene={loaderData.theme} height={280} />
            <article className="container-page py-10">
              <p className="max-w-3xl text-lg font-medium">{loaderData.summary}</p>
              <RichText body={loaderData.body} />
            </article>
          </main>
        ) : loaderData.kind === "faq" ? (
          // One question as the FAQ page shows it under its topic.
          <main id="main" className="container-page max-w-4xl py-10">
            <h1 className="mb-4 text-2xl font-bold">{t(`contentEditor.topics.${loaderData.topic}`)}</h1>
            <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <h2 className="font-semibold">{loaderData.name}</h2>
              <RichText body={loaderData.body} />
            </section>
          </main>
        ) : loaderData.kind === "text" ? (
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
