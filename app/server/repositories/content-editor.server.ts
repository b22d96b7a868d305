// The content editor's SQL (docs/decisions/0049): articles (blog posts and news items) and the
// legal and information texts in both languages whatever their publish state, and the check the
// scheduled-publication job makes.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { ContentKind } from "#app/domain/content/publishing.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { blogPosts, newsItems, pages } from "#app/server/db/schema.ts";

const tableOf = (kind: ContentKind) => (kind === "blog" ? blogPosts : newsItems);

/** Everything an editor edits of an article; `author` only for blog posts. */
export type ArticleFields = {
  slug: string;
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
  theme: string;
  author: string | null;
};

export type ArticleRow = ArticleFields & {
  id: number;
  status: "draft" | "published";
  publishedAt: Date;
  updatedAt: Date;
};

function toRow(kind: ContentKind, r: typeof blogPosts.$inferSelect | typeof newsItems.$inferSelect): ArticleRow {
  return {
    id: r.id,
    slug: r.slug,
    titleTr: r.titleTr,
    titleEn: r.titleEn,
    summaryTr: r.summaryTr,
    summaryEn: r.summaryEn,
    bodyTr: r.bodyTr,
    bodyEn: r.bodyEn,
    theme: r.theme,
    author: kind === "blog" && "author" in r ? r.author : null,
    status: r.status,
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
  };
}

/** Every article of a kind, newest publication first. */
export async function listArticleRows(db: Db, kind: ContentKind): Promise<ArticleRow[]> {
  const table = tableOf(kind);
  const rows = await db.select().from(table).orderBy(desc(table.publishedAt), desc(table.id));
  return rows.map((r) => toRow(kind, r));
}

/** One article, locked for the rest of the transaction when `lock` is set. */
export async function findArticleRow(db: Db, kind: ContentKind, id: number, lock = false): Promise<ArticleRow | null> {
  const table = tableOf(kind);
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [r] = lock ? await query.for("update") : await query;
  return r ? toRow(kind, r) : null;
}

/** Another article of the same kind using this slug (its id), if any. */
export async function slugOwner(
  db: Db,
  kind: ContentKind,
  slug: string,
  exceptId: number | null,
): Promise<number | null> {
  const table = tableOf(kind);
  const [r] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)))
    .limit(1);
  return r?.id ?? null;
}

type Publication = { status: "draft" | "published"; publishedAt: Date };

export async function insertArticleRow(
  tx: Db,
  kind: ContentKind,
  fields: ArticleFields,
  publication: Publication,
): Promise<ArticleRow> {
  const { author, ...common } = fields;
  const values = { ...common, ...publication, updatedAt: sql`now()` };
  const [r] =
    kind === "blog"
      ? await tx
          .insert(blogPosts)
          .values({ ...values, author: author ?? "" })
          .returning()
      : await tx.insert(newsItems).values(values).returning();
  if (!r) throw new Error("article insert returned nothing");
  return toRow(kind, r);
}

export async function updateArticleRow(
  tx: Db,
  kind: ContentKind,
  id: number,
  fields: ArticleFields,
  publication: Publication,
): Promise<ArticleRow> {
  const { author, ...common } = fields;
  const values = { ...common, ...publication, updatedAt: sql`now()` };
  const [r] =
    kind === "blog"
      ? await tx
          .update(blogPosts)
          .set({ ...values, author: author ?? "" })
          .where(eq(blogPosts.id, id))
          .returning()
      : await tx.update(newsItems).set(values).where(eq(newsItems.id, id)).returning();
  if (!r) throw new Error("article update returned nothing");
  return toRow(kind, r);
}

/**
 * True when some content became visible after the last time the content topic was marked changed:
 * a scheduled publication whose time has come since (docs/decisions/0049). Marking the topic
 * raises `changed_at` to now, so each publication time is reported once.
 */
export async function scheduledContentDue(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    with mark as (select changed_at from public_changes where topic = 'content')
    select exists (
      select 1 from (
        select published_at from blog_posts where status = 'published'
        union all select published_at from news_items where status = 'published'
        union all select published_at from trip_places where status = 'published'
        union all select published_at from faq_entries where status = 'published'
        union all select published_at from pages where status = 'published'
      ) p, mark
      where p.published_at <= now() and p.published_at > mark.changed_at
    ) as due`);
  const rows = (result as unknown as { rows: Array<{ due: boolean | string }> }).rows;
  const due = rows[0]?.due;
  return due === true || due === "t";
}

// Legal and information texts (`pages`): fixed keys, each shown by its own route.

export type TextPageFields = { titleTr: string; titleEn: string; bodyTr: string; bodyEn: string };
export type TextPageRow = TextPageFields & {
  key: string;
  version: number;
  status: "draft" | "published";
  publishedAt: Date;
  updatedAt: Date;
};

export const listTextPageRows = (db: Db): Promise<TextPageRow[]> => db.select().from(pages).orderBy(asc(pages.key));

export async function findTextPageRow(db: Db, key: string, lock = false): Promise<TextPageRow | null> {
  const query = db.select().from(pages).where(eq(pages.key, key)).limit(1);
  const [r] = lock ? await query.for("update") : await query;
  return r ?? null;
}

export async function updateTextPageRow(
  tx: Db,
  key: string,
  fields: TextPageFields,
  version: number,
): Promise<TextPageRow> {
  const [r] = await tx
    .update(pages)
    .set({ ...fields, version, updatedAt: sql`now()` })
    .where(eq(pages.key, key))
    .returning();
  if (!r) throw new Error("page update returned nothing");
  return r;
}
