// The content editor's SQL for trip pages (`trip_places`) and FAQ entries (`faq_entries`),
// docs/decisions/0049: both already carry `status` and `published_at` (migration 0027), so the
// editor reads and changes their publication the same way for either table.
import { asc, eq } from "drizzle-orm";
import type { Publication } from "../../domain/content/publishing.ts";
import type { Db } from "../db/client.server.ts";
import { faqEntries, tripPlaces } from "../db/schema.ts";

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
