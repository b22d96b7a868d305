// The content editor's use cases (docs/decisions/0049): blog posts and news items
// in Turkish and English, saved as drafts, published now, scheduled, unpublished. Every change
// is checked against `content.edit`, audited with before and after, and marks the public content
// changed in the same transaction whenever it touches something published (so every app server
// drops its cached pages). The slug is checked per kind; the table's unique index decides races.
import { readTogether } from "#app/server/db/reads.server.ts";
import { sql } from "drizzle-orm";
import {
  applyPublishAction,
  publicationState,
  publicPath,
  type ContentKind,
  type PublicationState,
} from "#app/domain/content/publishing.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  findArticleRow,
  insertArticleRow,
  listArticleRows,
  scheduledContentDue,
  slugOwner,
  updateArticleRow,
  type ArticleFields,
  type ArticleRow,
} from "#app/server/repositories/content-editor.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { pgErrorCode } from "#app/server/repositories/reservations.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type { ArticleFields } from "#app/server/repositories/content-editor.server.ts";

/** The database clock: publication times compare with now() in the public queries. */
export async function dbNow(db: Db): Promise<Date> {
  const result = await db.execute(sql`select now() as now`);
  const row = (result as unknown as { rows: Array<{ now: Date | string }> }).rows[0];
  return new Date(row?.now ?? Date.now());
}

export type ArticleListItem = {
  id: number;
  slug: string;
  path: string;
  titleTr: string;
  titleEn: string;
  state: PublicationState;
  publishedAt: Date;
  updatedAt: Date;
};

/** Every article of a kind with its publish state, for /yonetim/icerik. */
export async function listArticlesForEditor(db: Db, actor: StaffActor, kind: ContentKind): Promise<ArticleListItem[]> {
  requireAllowed(actor, "content.edit");
  const [rows, now] = await readTogether(db, [() => listArticleRows(db, kind), () => dbNow(db)]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    path: publicPath(kind, r.slug),
    titleTr: r.titleTr,
    titleEn: r.titleEn,
    state: publicationState(r, now),
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
  }));
}

export type EditableArticle = ArticleRow & { state: PublicationState; path: string };

/** One article for its edit page; null when there is none with this id. */
export async function articleForEditor(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  id: number,
): Promise<EditableArticle | null> {
  requireAllowed(actor, "content.edit");
  const [row, now] = await readTogether(db, [() => findArticleRow(db, kind, id), () => dbNow(db)]);
  return row ? { ...row, state: publicationState(row, now), path: publicPath(kind, row.slug) } : null;
}

/** The draft as the public page shows it in one language (the staff-only preview). */
export async function articlePreview(db: Db, actor: StaffActor, kind: ContentKind, id: number, lang: Lang) {
  const row = await articleForEditor(db, actor, kind, id);
  if (!row) return null;
  const tr = lang === "tr";
  return {
    state: row.state,
    path: row.path,
    post: {
      title: tr ? row.titleTr : row.titleEn,
      summary: tr ? row.summaryTr : row.summaryEn,
      body: tr ? row.bodyTr : row.bodyEn,
      theme: row.theme,
      publishedAt: row.publishedAt,
      author: row.author,
    },
  };
}

export type SaveIntent =
  { kind: "save" } | { kind: "publish" } | { kind: "schedule"; at: Date } | { kind: "unpublish" };

export type SaveResult =
  { ok: true; article: EditableArticle } | { ok: false; reason: "slugTaken" | "scheduleInPast" | "notFound" };

const snapshot = (r: ArticleRow) => ({
  slug: r.slug,
  titleTr: r.titleTr,
  titleEn: r.titleEn,
  summaryTr: r.summaryTr,
  summaryEn: r.summaryEn,
  bodyTr: r.bodyTr,
  bodyEn: r.bodyEn,
  theme: r.theme,
  ...(r.author === null ? {} : { author: r.author }),
  status: r.status,
  publishedAt: r.publishedAt.toISOString(),
});

const entityType = (kind: ContentKind) => (kind === "blog" ? "blog_post" : "news_item");

class SlugTaken extends Error {}

/**
 * Creates (`id` null) or changes an article and applies the intent: keep the state ("save"; a new
 * article is a draft), publish now, schedule for a later time, or unpublish.
 */
export async function saveArticle(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  id: number | null,
  fields: ArticleFields,
  intent: SaveIntent,
): Promise<SaveResult> {
  requireAllowed(actor, "content.edit");
  try {
    return await db.transaction(async (tx): Promise<SaveResult> => {
      const now = await dbNow(tx);
      const before = id === null ? null : await findArticleRow(tx, kind, id, true);
      if (id !== null && !before) return { ok: false, reason: "notFound" };
      if ((await slugOwner(tx, kind, fields.slug, id)) !== null) return { ok: false, reason: "slugTaken" };
      const current = before ?? { status: "draft" as const, publishedAt: now };
      const applied =
        intent.kind === "save" ? { ok: true as const, next: current } : applyPublishAction(current, intent, now);
      if (!applied.ok) return { ok: false, reason: applied.reason };
      const publication = { status: applied.next.status, publishedAt: applied.next.publishedAt };
      let after: ArticleRow;
      try {
        after =
          id === null
            ? await insertArticleRow(tx, kind, fields, publication)
            : await updateArticleRow(tx, kind, id, fields, publication);
      } catch (error) {
        // Two editors taking the same slug at once: the unique index refuses the second.
        if (pgErrorCode(error) === "23505") throw new SlugTaken();
        throw error;
      }
      await audit(tx, actor, {
        action: `content_article.${id === null ? "create" : intent.kind === "save" ? "update" : intent.kind}`,
        entityType: entityType(kind),
        entityId: String(after.id),
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      // Anything that is or was published (visible or scheduled) may change what visitors see.
      if (before?.status === "published" || after.status === "published") await markPublicChange(tx, ["content"]);
      return {
        ok: true,
        article: { ...after, state: publicationState(after, now), path: publicPath(kind, after.slug) },
      };
    });
  } catch (error) {
    if (error instanceof SlugTaken || pgErrorCode(error) === "23505") return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

/**
 * The scheduled-publication job's step (docs/decisions/0049): when something's publication time
 * has come since content was last marked changed, mark it now, so every app server drops the
 * pages it keeps. Returns whether it marked.
 */
export async function announceScheduledContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await scheduledContentDue(tx))) return false;
    await markPublicChange(tx, ["content"]);
    return true;
  });
}
