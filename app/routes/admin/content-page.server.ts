// The content editor's server side (docs/decisions/0031, 0049): parse what the editor sent, call
// the content editor service as the signed-in staff member, shape what the pages show (times in
// Istanbul, in the page's language). The page modules render. Trip pages and FAQ entries are
// handed to content-listing-page.server.ts, the legal texts to content-text-page.server.ts.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { contentKinds, kindFromSegment, kindSegment, type ContentKind } from "#app/domain/content/publishing.ts";
import { formatIstanbulLocal, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import {
  articleForEditor,
  articlePreview,
  listArticlesForEditor,
  saveArticle,
  type SaveIntent,
} from "#app/server/services/staff/content-editor.server.ts";
import { articleFormSchema } from "#app/shared/content-editor/article-form.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { listingFromSegment, listingKinds, listingSegment } from "#app/shared/content-editor/listing-form.ts";
import {
  listingEditAction,
  listingEditLoader,
  listingListRows,
  listingPreviewLoader,
} from "./content-listing-page.server.ts";
import { contentTextAction, contentTextLoader, textListRows, textPreviewLoader } from "./content-text-page.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff, requirePermission } from "./staff-guard.server.ts";

type Params = { kind?: string; id?: string };

function kindOf(params: Params): ContentKind {
  const kind = kindFromSegment(params.kind);
  if (!kind) notFound();
  return kind;
}

function idOf(params: Params): number | null {
  if (params.id === undefined || params.id === "yeni") return null;
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id <= 0) notFound();
  return id;
}

async function editor(args: Args) {
  const page = await staffPage(args);
  requirePermission(page.actor, "content.edit");
  return page;
}

const editPath = (kind: ContentKind, id: number) => `/yonetim/icerik/${kindSegment[kind]}/${id}`;

const tabs = [
  ...contentKinds.map((k) => ({ kind: k as ContentKind | "trip" | "faq" | "texts", segment: kindSegment[k] })),
  ...listingKinds.map((k) => ({ kind: k, segment: listingSegment[k] })),
  { kind: "texts" as const, segment: "metin" },
];

/** /yonetim/icerik?tur=haber: one kind's articles (or the texts, ?tur=metin) with their state. */
export async function contentListLoader(args: Args) {
  const { actor, ctx } = await editor(args);
  const meta = { title: ctx.t("contentEditor.title"), description: ctx.t("contentEditor.lead"), noindex: true };
  const tur = ctx.url.searchParams.get("tur");
  if (tur === "metin") {
    const rows = await textListRows(ctx, actor);
    return data({ kind: "texts" as const, kinds: tabs, segment: "metin", rows, meta }, { headers: NO_STORE });
  }
  const listing = listingFromSegment(tur ?? undefined);
  if (listing) {
    const rows = await listingListRows(ctx, actor, listing);
    return data({ kind: listing, kinds: tabs, segment: listingSegment[listing], rows, meta }, { headers: NO_STORE });
  }
  const kind = kindFromSegment(tur ?? "blog") ?? "blog";
  const items = await asStaff(() => listArticlesForEditor(ctx.db, actor, kind));
  return data(
    {
      kind,
      kinds: tabs,
      segment: kindSegment[kind],
      rows: items.map((r) => ({
        id: r.id,
        path: r.path,
        title: ctx.lang === "tr" ? r.titleTr : r.titleEn,
        state: r.state,
        publishedAt: r.state === "draft" ? "" : when(r.publishedAt, ctx.lang),
        updatedAt: when(r.updatedAt, ctx.lang),
      })),
      meta,
    },
    { headers: NO_STORE },
  );
}

/** /yonetim/icerik/:kind/yeni and /yonetim/icerik/:kind/:id (a text under /yonetim/icerik/metin/:key). */
export async function contentEditLoader(args: Args & { params: Params }) {
  if (args.params.kind === "metin") return contentTextLoader({ ...args, params: { key: args.params.id } });
  const listing = listingFromSegment(args.params.kind);
  if (listing) return listingEditLoader(args, listing);
  const { actor, ctx } = await editor(args);
  const kind = kindOf(args.params);
  const id = idOf(args.params);
  const article = id === null ? null : await asStaff(() => articleForEditor(ctx.db, actor, kind, id));
  if (id !== null && !article) notFound();
  const title = ctx.t(article ? `contentEditor.editTitle.${kind}` : `contentEditor.newTitle.${kind}`);
  return data(
    {
      kind,
      segment: kindSegment[kind],
      notice: noticeOf(ctx.url),
      article: article && {
        id: article.id,
        path: article.path,
        state: article.state,
        publishedAt: when(article.publishedAt, ctx.lang),
        values: {
          slug: article.slug,
          titleTr: article.titleTr,
          titleEn: article.titleEn,
          summaryTr: article.summaryTr,
          summaryEn: article.summaryEn,
          bodyTr: article.bodyTr,
          bodyEn: article.bodyEn,
          theme: article.theme,
          author: article.author ?? "",
          publishAt: article.state === "scheduled" ? formatIstanbulLocal(article.publishedAt) : "",
        },
      },
      meta: { title, description: ctx.t("contentEditor.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

/** Saves, publishes, schedules or unpublishes; back to the edit page with a notice. */
export async function contentEditAction(args: Args & { params: Params }) {
  if (args.params.kind === "metin") return contentTextAction({ ...args, params: { key: args.params.id } });
  const listing = listingFromSegment(args.params.kind);
  if (listing) return listingEditAction(args, listing);
  const { actor, ctx } = await editor(args);
  const kind = kindOf(args.params);
  const id = idOf(args.params);
  const submission = parseWithZod(await args.request.formData(), { schema: articleFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400, headers: NO_STORE });
  const v = submission.value;
  const at = v.intent === "schedule" ? parseIstanbulLocal(v.publishAt ?? "") : null;
  const intent: SaveIntent = at
    ? { kind: "schedule", at }
    : v.intent === "schedule"
      ? { kind: "save" }
      : { kind: v.intent };
  const author = kind === "blog" ? v.author || actor.name : null;
  const fields = {
    slug: v.slug,
    titleTr: v.titleTr,
    titleEn: v.titleEn,
    summaryTr: v.summaryTr,
    summaryEn: v.summaryEn,
    bodyTr: v.bodyTr,
    bodyEn: v.bodyEn,
    theme: v.theme,
    author,
  };
  const result = await asStaff(() => saveArticle(ctx.db, actor, kind, id, fields, intent));
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    const field = result.reason === "slugTaken" ? "slug" : "publishAt";
    return data(
      { reply: submission.reply({ fieldErrors: { [field]: [`contentEditor.errors.${result.reason}`] } }) },
      { status: 400, headers: NO_STORE },
    );
  }
  const notice = id === null && v.intent === "save" ? "create" : v.intent;
  return done(ctx, editPath(kind, result.article.id), notice);
}

/** The staff-only preview: the article as its public page shows it, never cached, noindex. */
export async function contentPreviewLoader(args: Args & { params: Params }) {
  if (args.params.kind === "metin") return textPreviewLoader({ ...args, params: { key: args.params.id } });
  const listing = listingFromSegment(args.params.kind);
  if (listing) return listingPreviewLoader(args, listing);
  const { actor, ctx } = await editor(args);
  const kind = kindOf(args.params);
  const id = idOf(args.params);
  if (id === null) notFound();
  const preview = await asStaff(() => articlePreview(ctx.db, actor, kind, id, ctx.lang as Lang));
  if (!preview) notFound();
  return data(
    {
      kind,
      editPath: editPath(kind, id),
      state: preview.state,
      post: preview.post,
      meta: { title: `${ctx.t("contentEditor.preview")}: ${preview.post.title}`, description: "", noindex: true },
    },
    { headers: NO_STORE },
  );
}
