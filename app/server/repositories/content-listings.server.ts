// The content editor's SQL for trip pages (`trip_places`) and FAQ entries (`faq_entries`),
// docs/decisions/0049: both already carry `status` and `published_at` (migration 0027), so the
// editor reads and changes their publication the same way for either table, and edits their texts
// (docs/decisions/0061).
import { and, asc, eq, ne } from "drizzle-orm";
import type { Publication } from "#app/domain/content/publishing.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { faqEntries, tripPlaces } from "#app/server/db/schema.ts";

export type ListingKind = "trip" | "faq";

/** What the editor lists and audits of a trip page or an FAQ entry. */
export type ListingRow = Publication & {
  id: number;
  /** The trip's slug; null for FAQ entries (they have none, the FAQ page lists them). */
  slug: string | null;
  titleTr: string;
  titleEn: string;
};

const tripColumns = {
  id: tripPlaces.id,
  slug: tripPlaces.slug,
  titleTr: tripPlaces.nameTr,
  titleEn: tripPlaces.nameEn,
  status: tripPlaces.status,
  publishedAt: tripPlaces.publishedAt,
};
const faqColumns = {
  id: faqEntries.id,
  titleTr: faqEntries.questionTr,
  titleEn: faqEntries.questionEn,
  status: faqEntries.status,
  publishedAt: faqEntries.publishedAt,
};

/** Every trip page or FAQ entry in the order the public site shows them. */
export async function listListingRows(db: Db, kind: ListingKind): Promise<ListingRow[]> {
  if (kind === "trip") return db.select(tripColumns).from(tripPlaces).orderBy(asc(tripPlaces.sort), asc(tripPlaces.id));
  const rows = await db.select(faqColumns).from(faqEntries).orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return rows.map((r) => ({ ...r, slug: null }));
}

/** One trip page or FAQ entry, locked for the rest of the transaction when `lock` is set. */
export async function findListingRow(db: Db, kind: ListingKind, id: number, lock = false): Promise<ListingRow | null> {
  if (kind === "trip") {
    const query = db.select(tripColumns).from(tripPlaces).where(eq(tripPlaces.id, id)).limit(1);
    const [r] = lock ? await query.for("update") : await query;
    return r ?? null;
  }
  const query = db.select(faqColumns).from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
  const [r] = lock ? await query.for("update") : await query;
  return r ? { ...r, slug: null } : null;
}

export async function updateListingPublication(tx: Db, kind: ListingKind, id: number, p: Publication): Promise<void> {
  const set = { status: p.status, publishedAt: p.publishedAt };
  if (kind === "trip") await tx.update(tripPlaces).set(set).where(eq(tripPlaces.id, id));
  else await tx.update(faqEntries).set(set).where(eq(faqEntries.id, id));
}

/** Everything the editor changes of a trip page (its office, map position and campaign stay). */
export type TripFields = {
  slug: string;
  nameTr: string;
  nameEn: string;
  regionTr: string;
  regionEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
  theme: string;
  sort: number;
  popular: boolean;
};
export type TripRow = TripFields & Publication & { id: number };

/** Everything the editor changes of an FAQ entry: its topic (the FAQ page's group), order and texts. */
export type FaqFields = {
  topic: (typeof faqEntries.$inferSelect)["topic"];
  sort: number;
  questionTr: string;
  questionEn: string;
  answerTr: string;
  answerEn: string;
};
export type FaqRow = FaqFields & Publication & { id: number };

const tripRowColumns = {
  id: tripPlaces.id,
  slug: tripPlaces.slug,
  nameTr: tripPlaces.nameTr,
  nameEn: tripPlaces.nameEn,
  regionTr: tripPlaces.regionTr,
  regionEn: tripPlaces.regionEn,
  summaryTr: tripPlaces.summaryTr,
  summaryEn: tripPlaces.summaryEn,
  bodyTr: tripPlaces.bodyTr,
  bodyEn: tripPlaces.bodyEn,
  theme: tripPlaces.theme,
  sort: tripPlaces.sort,
  popular: tripPlaces.popular,
  status: tripPlaces.status,
  publishedAt: tripPlaces.publishedAt,
};
const faqRowColumns = {
  id: faqEntries.id,
  topic: faqEntries.topic,
  sort: faqEntries.sort,
  questionTr: faqEntries.questionTr,
  questionEn: faqEntries.questionEn,
  answerTr: faqEntries.answerTr,
  answerEn: faqEntries.answerEn,
  status: faqEntries.status,
  publishedAt: faqEntries.publishedAt,
};

export async function findTripRow(db: Db, id: number, lock = false): Promise<TripRow | null> {
  const query = db.select(tripRowColumns).from(tripPlaces).where(eq(tripPlaces.id, id)).limit(1);
  const [r] = lock ? await query.for("update") : await query;
  return r ?? null;
}

export async function findFaqRow(db: Db, id: number, lock = false): Promise<FaqRow | null> {
  const query = db.select(faqRowColumns).from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
  const [r] = lock ? await query.for("update") : await query;
  return r ?? null;
}

/** The id of another trip page using `slug`, or null. */
export async function tripSlugOwner(db: Db, slug: string, exceptId: number): Promise<number | null> {
  const [r] = await db
    .select({ id: tripPlaces.id })
    .from(tripPlaces)
    .where(and(eq(tripPlaces.slug, slug), ne(tripPlaces.id, exceptId)))
    .limit(1);
  return r?.id ?? null;
}

export async function updateTripRow(tx: Db, id: number, fields: TripFields, p: Publication): Promise<TripRow> {
  const [r] = await tx
    .update(tripPlaces)
    .set({ ...fields, status: p.status, publishedAt: p.publishedAt })
    .where(eq(tripPlaces.id, id))
    .returning(tripRowColumns);
  if (!r) throw new Error(`trip place ${id} vanished`);
  return r;
}

export async function insertFaqRow(tx: Db, fields: FaqFields, p: Publication): Promise<FaqRow> {
  const [r] = await tx
    .insert(faqEntries)
    .values({ ...fields, status: p.status, publishedAt: p.publishedAt })
    .returning(faqRowColumns);
  if (!r) throw new Error("faq entry not inserted");
  return r;
}

export async function updateFaqRow(tx: Db, id: number, fields: FaqFields, p: Publication): Promise<FaqRow> {
  const [r] = await tx
    .update(faqEntries)
    .set({ ...fields, status: p.status, publishedAt: p.publishedAt })
    .where(eq(faqEntries.id, id))
    .returning(faqRowColumns);
  if (!r) throw new Error(`faq entry ${id} vanished`);
  return r;
}
