// Trip pages and FAQ entries in the content editor (docs/decisions/0061): the
// editor lists them with their publish state and publishes now, schedules or unpublishes them with
// the same rule as articles (applyPublishAction); it edits a trip page's and an FAQ entry's texts in
// both languages, a trip's slug checked for clashes, and adds FAQ entries (docs/decisions/0061).
// Checked against `content.edit`, audited with before and after, and the public content marked
// changed in the same transaction whenever something published is or was touched.
import { readTogether } from "#app/server/db/reads.server.ts";
import {
  applyPublishAction,
  publicationState,
  type PublicationState,
  type PublishAction,
} from "#app/domain/content/publishing.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { Lang } from "#app/i18n/config.ts";
import {
  findListingRow,
  listListingRows,
  updateListingPublication,
  type ListingKind,
  type ListingRow,
} from "#app/server/repositories/content-listings.server.ts";
import {
  findFaqRow,
  findTripRow,
  insertFaqRow,
  tripSlugOwner,
  updateFaqRow,
  updateTripRow,
  type FaqFields,
  type FaqRow,
  type TripFields,
  type TripRow,
} from "#app/server/repositories/content-listings.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { pgErrorCode } from "#app/server/repositories/reservations.server.ts";
import { dbNow, type SaveIntent } from "./content-editor.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type { FaqFields, ListingKind, TripFields } from "#app/server/repositories/content-listings.server.ts";

export type ListingItem = ListingRow & { state: PublicationState; path: string };

/** The public page showing it: the trip's own page, or the FAQ page for an FAQ entry. */
export const listingPath = (kind: ListingKind, slug: string | null) =>
  kind === "trip" && slug !== null ? `/gezi-${slug}` : "/sss";

const withState = (kind: ListingKind, r: ListingRow, now: Date): ListingItem => ({
  ...r,
  state: publicationState(r, now),
  path: listingPath(kind, r.slug),
});

/** Every trip page or FAQ entry with its publish state, for /yonetim/icerik. */
export async function listListingsForEditor(db: Db, actor: StaffActor, kind: ListingKind): Promise<ListingItem[]> {
  requireAllowed(actor, "content.edit");
  const [rows, now] = await readTogether(db, [() => listListingRows(db, kind), () => dbNow(db)]);
  return rows.map((r) => withState(kind, r, now));
}

export type ListingResult = { ok: true; item: ListingItem } | { ok: false; reason: "scheduleInPast" | "notFound" };

const snapshot = (r: ListingRow) => ({ status: r.status, publishedAt: r.publishedAt.toISOString() });

/** Publishes now, schedules or unpublishes one trip page or FAQ entry. */
export async function setListingPublication(
  db: Db,
  actor: StaffActor,
  kind: ListingKind,
  id: number,
  action: PublishAction,
): Promise<ListingResult> {
  requireAllowed(actor, "content.edit");
  return db.transaction(async (tx): Promise<ListingResult> => {
    const now = await dbNow(tx);
    const before = await findListingRow(tx, kind, id, true);
    if (!before) return { ok: false, reason: "notFound" };
    const applied = applyPublishAction(before, action, now);
    if (!applied.ok) return { ok: false, reason: applied.reason };
    await updateListingPublication(tx, kind, id, applied.next);
    const after = { ...before, ...applied.next };
    await audit(tx, actor, {
      action: `content_listing.${action.kind}`,
      entityType: kind === "trip" ? "trip_place" : "faq_entry",
      entityId: String(id),
      before: snapshot(before),
      after: snapshot(after),
    });
    await markPublicChange(tx, ["content"]);
    return { ok: true, item: withState(kind, after, now) };
  });
}

export type EditableTrip = TripRow & { state: PublicationState; path: string };
export type EditableFaq = FaqRow & { state: PublicationState; path: string };

/** One trip page for its edit page and preview; null when there is none with this id. */
export async function tripForEditor(db: Db, actor: StaffActor, id: number): Promise<EditableTrip | null> {
  requireAllowed(actor, "content.edit");
  const [row, now] = await readTogether(db, [() => findTripRow(db, id), () => dbNow(db)]);
  return row ? { ...row, state: publicationState(row, now), path: listingPath("trip", row.slug) } : null;
}

/** One FAQ entry for its edit page and preview; null when there is none with this id. */
export async function faqForEditor(db: Db, actor: StaffActor, id: number): Promise<EditableFaq | null> {
  requireAllowed(actor, "content.edit");
  const [row, now] = await readTogether(db, [() => findFaqRow(db, id), () => dbNow(db)]);
  return row ? { ...row, state: publicationState(row, now), path: listingPath("faq", null) } : null;
}

/** A trip page or an FAQ entry as its public page shows it in one language (the staff-only preview). */
export async function listingPreview(db: Db, actor: StaffActor, kind: ListingKind, id: number, lang: Lang) {
  const tr = lang === "tr";
  if (kind === "trip") {
    const r = await tripForEditor(db, actor, id);
    return (
      r && {
        kind: "trip" as const,
        state: r.state,
        name: tr ? r.nameTr : r.nameEn,
        region: tr ? r.regionTr : r.regionEn,
        summary: tr ? r.summaryTr : r.summaryEn,
        body: tr ? r.bodyTr : r.bodyEn,
        theme: r.theme,
      }
    );
  }
  const r = await faqForEditor(db, actor, id);
  return (
    r && {
      kind: "faq" as const,
      state: r.state,
      topic: r.topic,
      name: tr ? r.questionTr : r.questionEn,
      body: tr ? r.answerTr : r.answerEn,
    }
  );
}

export type SaveTripResult =
  { ok: true; trip: EditableTrip } | { ok: false; reason: "slugTaken" | "scheduleInPast" | "notFound" };
export type SaveFaqResult = { ok: true; faq: EditableFaq } | { ok: false; reason: "scheduleInPast" | "notFound" };

const full = (r: TripRow | FaqRow) => ({ ...r, publishedAt: r.publishedAt.toISOString() });

function nextPublication(current: { status: "draft" | "published"; publishedAt: Date }, intent: SaveIntent, now: Date) {
  return intent.kind === "save" ? { ok: true as const, next: current } : applyPublishAction(current, intent, now);
}

const auditAction = (created: boolean, intent: SaveIntent) =>
  `content_listing.${created ? "create" : intent.kind === "save" ? "update" : intent.kind}`;

class SlugTaken extends Error {}

/** Changes a trip page's texts, slug, picture and order, and applies the publication intent. */
export async function saveTrip(
  db: Db,
  actor: StaffActor,
  id: number,
  fields: TripFields,
  intent: SaveIntent,
): Promise<SaveTripResult> {
  requireAllowed(actor, "content.edit");
  try {
    return await db.transaction(async (tx): Promise<SaveTripResult> => {
      const now = await dbNow(tx);
      const before = await findTripRow(tx, id, true);
      if (!before) return { ok: false, reason: "notFound" };
      if ((await tripSlugOwner(tx, fields.slug, id)) !== null) return { ok: false, reason: "slugTaken" };
      const applied = nextPublication(before, intent, now);
      if (!applied.ok) return { ok: false, reason: applied.reason };
      let after: TripRow;
      try {
        after = await updateTripRow(tx, id, fields, applied.next);
      } catch (error) {
        // Two editors taking the same slug at once: the unique index refuses the second.
        if (pgErrorCode(error) === "23505") throw new SlugTaken();
        throw error;
      }
      await audit(tx, actor, {
        action: auditAction(false, intent),
        entityType: "trip_place",
        entityId: String(id),
        before: full(before),
        after: full(after),
      });
      if (before.status === "published" || after.status === "published") await markPublicChange(tx, ["content"]);
      return {
        ok: true,
        trip: { ...after, state: publicationState(after, now), path: listingPath("trip", after.slug) },
      };
    });
  } catch (error) {
    if (error instanceof SlugTaken || pgErrorCode(error) === "23505") return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

/** Adds (`id` null; a draft unless published at once) or changes an FAQ entry and applies the intent. */
export async function saveFaq(
  db: Db,
  actor: StaffActor,
  id: number | null,
  fields: FaqFields,
  intent: SaveIntent,
): Promise<SaveFaqResult> {
  requireAllowed(actor, "content.edit");
  return db.transaction(async (tx): Promise<SaveFaqResult> => {
    const now = await dbNow(tx);
    const before = id === null ? null : await findFaqRow(tx, id, true);
    if (id !== null && !before) return { ok: false, reason: "notFound" };
    const applied = nextPublication(before ?? { status: "draft", publishedAt: now }, intent, now);
    if (!applied.ok) return { ok: false, reason: applied.reason };
    const after =
      id === null ? await insertFaqRow(tx, fields, applied.next) : await updateFaqRow(tx, id, fields, applied.next);
    await audit(tx, actor, {
      action: auditAction(id === null, intent),
      entityType: "faq_entry",
      entityId: String(after.id),
      before: before ? full(before) : null,
      after: full(after),
    });
    if (before?.status === "published" || after.status === "published") await markPublicChange(tx, ["content"]);
    return { ok: true, faq: { ...after, state: publicationState(after, now), path: listingPath("faq", null) } };
  });
}
