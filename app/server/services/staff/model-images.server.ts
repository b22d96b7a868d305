// A model's photo in the back office (docs/decisions/0051): upload (checked by its
// bytes and size, made into AVIF/WebP/JPEG variants by sharp), new alternative texts, removal. The
// variants go to the shared file storage first; the row that points at them, its audit entry (before
// and after) and the fleet's public-change mark are written in one transaction, and a replaced or
// removed photo's files are deleted only after that commits.
import { type ImageRefusal, IMAGE_CONTENT_TYPES, modelImageKey } from "#app/domain/fleet/model-image.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { processModelImage } from "#app/server/files/model-image.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import {
  deleteModelImage,
  lockModel,
  lockModelImage,
  type ModelImageRow,
  saveModelImage,
} from "#app/server/repositories/vehicle-catalogue.server.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";
import { audit } from "./staff-access.server.ts";
import { requireCatalogueEditor } from "./vehicle-catalogue.server.ts";

export type PhotoDeps = {
  db: Db;
  storage: FileStorage;
  log: { warn(details: Record<string, unknown>, message: string): void };
};

export type PhotoOutcome =
  | { ok: true; done: "uploaded" | "altSaved" | "removed" | "unchanged" }
  | { ok: false; reason: ImageRefusal | "notFound" | "imageRequired" };

const keysOf = (row: Pick<ModelImageRow, "modelId" | "version" | "widths">) =>
  row.widths.flatMap((w) =>
    (["avif", "webp", "jpg"] as const).map((f) => modelImageKey(row.modelId, row.version, w, f)),
  );

/** What the audit log keeps of a photo: enough to tell one from the next, never the bytes. */
const auditView = (row: ModelImageRow | undefined) =>
  row
    ? {
        version: row.version,
        width: row.width,
        height: row.height,
        widths: row.widths,
        altTr: row.altTr,
        altEn: row.altEn,
      }
    : null;

async function deleteFiles(deps: PhotoDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ key, err: error }, "model photo file not deleted");
    }
  }
}

/**
 * Uploads a new photo (when `bytes` is given) or saves new alternative texts for the current one.
 * A refused file changes nothing; the form keeps what was typed.
 */
export async function saveModelPhoto(
  deps: PhotoDeps,
  actor: StaffActor,
  modelId: number,
  input: { bytes: Uint8Array | null; altTr: string; altEn: string },
): Promise<PhotoOutcome> {
  requireCatalogueEditor(actor);
  if (input.bytes === null) return saveAltTexts(deps, actor, modelId, input.altTr, input.altEn);
  const processed = await processModelImage(input.bytes);
  if (!processed.ok) return processed;
  const image = processed.image;
  const row = {
    modelId,
    version: image.version,
    width: image.width,
    height: image.height,
    widths: image.widths,
    altTr: input.altTr,
    altEn: input.altEn,
    uploadedBy: actor.id,
  };
  const written: string[] = [];
  let replaced: ModelImageRow | undefined;
  try {
    for (const v of image.variants) {
      const key = modelImageKey(modelId, image.version, v.width, v.format);
      await deps.storage.put(key, v.bytes, IMAGE_CONTENT_TYPES[v.format]);
      written.push(key);
    }
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await lockModel(tx, modelId))) return { ok: false, reason: "notFound" } as const;
      replaced = await lockModelImage(tx, modelId);
      const saved = await saveModelImage(tx, row);
      await audit(tx, actor, {
        action: "vehicle_model.photo",
        entityType: "vehicle_model",
        entityId: String(modelId),
        before: { photo: auditView(replaced) },
        after: { photo: auditView(saved) },
      });
      await markPublicChange(tx, ["fleet"]);
      return { ok: true, done: "uploaded" } as const;
    });
    if (!outcome.ok) {
      await deleteFiles(deps, written);
      return outcome;
    }
  } catch (error) {
    await deleteFiles(deps, written);
    throw error;
  }
  if (replaced) await deleteFiles(deps, keysOf(replaced));
  return { ok: true, done: "uploaded" };
}

async function saveAltTexts(
  deps: PhotoDeps,
  actor: StaffActor,
  modelId: number,
  altTr: string,
  altEn: string,
): Promise<PhotoOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockModel(tx, modelId))) return { ok: false, reason: "notFound" } as const;
    const before = await lockModelImage(tx, modelId);
    if (!before) return { ok: false, reason: "imageRequired" } as const;
    if (before.altTr === altTr && before.altEn === altEn) return { ok: true, done: "unchanged" } as const;
    await saveModelImage(tx, { ...before, altTr, altEn });
    await audit(tx, actor, {
      action: "vehicle_model.photo_alt",
      entityType: "vehicle_model",
      entityId: String(modelId),
      before: { altTr: before.altTr, altEn: before.altEn },
      after: { altTr, altEn },
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, done: "altSaved" } as const;
  });
}

/** Removes the photo: the fleet shows the generated illustration again. */
export async function removeModelPhoto(deps: PhotoDeps, actor: StaffActor, modelId: number): Promise<PhotoOutcome> {
  requireCatalogueEditor(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockModel(tx, modelId))) return { ok: false, reason: "notFound" } as const;
    const before = await lockModelImage(tx, modelId);
    if (!before) return { ok: true, done: "unchanged", removed: null } as const;
    await deleteModelImage(tx, modelId);
    await audit(tx, actor, {
      action: "vehicle_model.photo_remove",
      entityType: "vehicle_model",
      entityId: String(modelId),
      before: { photo: auditView(before) },
      after: { photo: null },
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, done: "removed", removed: before } as const;
  });
  if (!outcome.ok) return outcome;
  if (outcome.removed) await deleteFiles(deps, keysOf(outcome.removed));
  return { ok: true, done: outcome.done };
}
