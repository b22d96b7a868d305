// /yonetim/icerik/:kind/yeni and /yonetim/icerik/:kind/:id: one blog post or news item in Turkish
// and English side by side, saved as a draft, previewed, published now, scheduled or unpublished;
// /yonetim/icerik/metin/:key: a legal or information text (docs/decisions/0049);
// /yonetim/icerik/gezi/:id and /yonetim/icerik/sss/:id (or sss/yeni): a trip page or FAQ entry (0061).
import type { Route } from "./+types/content-edit";
import { LocalLink } from "#app/components/localized-link.tsx";
import { ArticleForm } from "#app/features/content-editor/article-form.tsx";
import { ListingEditor } from "#app/features/content-editor/listing-form.tsx";
import { TextEditor } from "#app/features/content-editor/text-form.tsx";
import { Badge, Notice, PageHead } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { contentEditAction, contentEditLoader } from "./content-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "contentEditor"] };

export const loader = (args: Route.LoaderArgs) => contentEditLoader(args);
export const action = (args: Route.ActionArgs) => contentEditAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const tone = { draft: "plain", scheduled: "warn", published: "ok" } as const;
const notices = ["save", "create", "publish", "schedule", "unpublish"];

export default function ContentEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const reply = actionData && "reply" in actionData ? actionData.reply : undefined;
  if (loaderData.kind === "text") return <TextEditor page={loaderData} lastResult={reply} />;
  if (loaderData.kind === "listing") return <ListingEditor page={loaderData.page} lastResult={reply} />;
  const { kind, segment, article, notice } = loaderData;
  const title = t(article ? `contentEditor.editTitle.${kind}` : `contentEditor.newTitle.${kind}`);
  const state = article ? t(`contentEditor.states.${article.state}`) : null;
  return (
    <main id="main">
      <PageHead title={title}>
        <LocalLink to={`/yonetim/icerik?tur=${segment}`} className="btn-secondary">
          {t("contentEditor.back")}
        </LocalLink>
      </PageHead>
      {notice && notices.includes(notice) && !reply ? (
        <Notice tone="ok">
          {t(`contentEditor.notices.${notice}` as MessageKey, { at: article?.publishedAt ?? "" })}
        </Notice>
      ) : null}
      {article ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <Badge tone={tone[article.state]}>{state}</Badge>
          {article.state !== "draft" ? (
            <span>{t("contentEditor.publishedAt", { at: article.publishedAt })}</span>
          ) : null}
          <a href={`/yonetim/icerik/${segment}/${article.id}/onizleme`} hrefLang="tr" className="underline">
            {t("contentEditor.previewTr")}
          </a>
          <a href={`/en/yonetim/icerik/${segment}/${article.id}/onizleme`} hrefLang="en" className="underline">
            {t("contentEditor.previewEn")}
          </a>
          {article.state === "published" ? (
            <LocalLink to={article.path} className="underline">
              {t("contentEditor.view")}
            </LocalLink>
          ) : null}
        </div>
      ) : null}
      <ArticleForm
        key={article?.id ?? "new"}
        kind={kind}
        prefix={`/${segment}`}
        state={article?.state ?? null}
        values={article?.values ?? null}
        lastResult={reply}
      />
    </main>
  );
}
