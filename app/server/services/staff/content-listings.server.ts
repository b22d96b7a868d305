// Trip pages and FAQ entries in the content editor (issue 13 item 7, docs/decisions/0049): the
// editor lists them with their publish state and publishes now, schedules or unpublishes them with
// the same rule as articles (applyPublishAction). Checked against `content.edit`, audited with
// before and after, and the public content marked changed in the same transaction.
import {
  applyPublishAction,
  publicationState,
  type PublicationState,
  type PublishAction,
} from "../../../domain/content/publishing.ts";
import type { StaffActor } from "../../../domain/staff/permissions.ts";
import type { Db } from "../../db/client.server.ts";
import {
  findListingRow,
  listListingRows,
  updateListingPublication,
  type ListingKind,
  type ListingRow,
} from "../../repositories/content-listings.server.ts";
import { markPublicChange } from "../../repositories/public-changes.server.ts";
import { dbNow } from "./content-editor.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type { ListingKind } from "../../repositories/content-listings.server.ts";

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
  const [rows, now] = await Promise.all([listListingRows(db, kind), dbNow(db)]);
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
