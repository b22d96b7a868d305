// The legal and information texts in the content editor (docs/decisions/0049): rental terms and
// guide, KVKK notice, cookie policy, about us, the sign-up agreements and the help text, each in
// Turkish and English. Their pages are fixed routes, so a text is edited, never created or
// unpublished here (the sign-up form needs its agreements). A changed text is live at once, gets
// a new version (members' consents name the version they were shown), is audited with before
// and after, and every app server is told.
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  findTextPageRow,
  listTextPageRows,
  updateTextPageRow,
  type TextPageFields,
  type TextPageRow,
} from "#app/server/repositories/content-editor.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type { TextPageFields } from "#app/server/repositories/content-editor.server.ts";

export async function listTextPages(db: Db, actor: StaffActor): Promise<TextPageRow[]> {
  requireAllowed(actor, "content.edit");
  return listTextPageRows(db);
}

export async function textPageForEditor(db: Db, actor: StaffActor, key: string): Promise<TextPageRow | null> {
  requireAllowed(actor, "content.edit");
  return findTextPageRow(db, key);
}

/** The stored text as its public page shows it in one language (the staff-only preview). */
export async function textPagePreview(db: Db, actor: StaffActor, key: string, lang: Lang) {
  const row = await textPageForEditor(db, actor, key);
  if (!row) return null;
  return {
    key: row.key,
    title: lang === "tr" ? row.titleTr : row.titleEn,
    body: lang === "tr" ? row.bodyTr : row.bodyEn,
  };
}

const snapshot = (r: TextPageRow) => ({
  titleTr: r.titleTr,
  titleEn: r.titleEn,
  bodyTr: r.bodyTr,
  bodyEn: r.bodyEn,
  version: r.version,
  status: r.status,
});

export type SaveTextResult = { ok: true; page: TextPageRow; changed: boolean } | { ok: false; reason: "notFound" };

/** Saves a text; only a real change raises its version, writes the audit entry and empties the caches. */
export async function saveTextPage(
  db: Db,
  actor: StaffActor,
  key: string,
  fields: TextPageFields,
): Promise<SaveTextResult> {
  requireAllowed(actor, "content.edit");
  return db.transaction(async (tx): Promise<SaveTextResult> => {
    const before = await findTextPageRow(tx, key, true);
    if (!before) return { ok: false, reason: "notFound" };
    const same =
      before.titleTr === fields.titleTr &&
      before.titleEn === fields.titleEn &&
      before.bodyTr === fields.bodyTr &&
      before.bodyEn === fields.bodyEn;
    if (same) return { ok: true, page: before, changed: false };
    const after = await updateTextPageRow(tx, key, fields, before.version + 1);
    await audit(tx, actor, {
      action: "content_text.update",
      entityType: "page",
      entityId: key,
      before: snapshot(before),
      after: snapshot(after),
    });
    if (before.status === "published" || after.status === "published") await markPublicChange(tx, ["content"]);
    return { ok: true, page: after, changed: true };
  });
}
