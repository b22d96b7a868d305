// Models and classes in the back office (docs/decisions/0051): the lists, the edit
// page's data and the saves. Company-wide, so admins only (mayEditCatalogue); every save writes its
// audit entry with the changed fields before and after, and marks the fleet changed for every app
// server's caches, in the same transaction.
import { readTogether } from "#app/server/db/reads.server.ts";
import { changedFields, mayEditCatalogue } from "#app/domain/fleet/catalogue-access.ts";
import type { ModelPhoto } from "#app/domain/fleet/model-image.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import {
  type ClassChange,
  findModel,
  listClasses,
  listModelsWithClass,
  lockClass,
  lockModel,
  type ModelChange,
  type ModelImageRow,
  updateClass,
  updateModel,
} from "#app/server/repositories/vehicle-catalogue.server.ts";
import { audit, StaffAccessDenied } from "./staff-access.server.ts";

/** Refuses (403) anyone who may not edit the company-wide catalogue. */
export function requireCatalogueEditor(actor: StaffActor): void {
  if (!mayEditCatalogue(actor)) throw new StaffAccessDenied("fleet.manage", undefined);
}

export const photoOf = (image: ModelImageRow | null): ModelPhoto | null =>
  image
    ? {
        modelId: image.modelId,
        version: image.version,
        width: image.width,
        height: image.height,
        widths: image.widths,
      }
    : null;

/** The models list: every model with its class, whether it is shown, its photo and "from" price. */
export async function catalogueModels(db: Db, actor: StaffActor) {
  requireCatalogueEditor(actor);
  const rows = await listModelsWithClass(db);
  return rows.map(({ model: m, cls, image, fromKurus }) => ({
    id: m.id,
    slug: m.slug,
    brand: m.brand,
    model: m.model,
    year: m.year,
    bodyType: m.bodyType,
    colour: m.colour,
    active: m.active,
    classNameTr: cls.nameTr,
    classNameEn: cls.nameEn,
    acriss: cls.acriss,
    photo: photoOf(image),
    fromKurus: fromKurus === null ? null : Number(fromKurus),
  }));
}

/** The edit page: the model, its photo, the class choices and the model's audit history. */
export async function modelEditor(db: Db, actor: StaffActor, id: number) {
  requireCatalogueEditor(actor);
  const found = await findModel(db, id);
  if (!found) return null;
  const [classes, history] = await readTogether(db, [
    () => listClasses(db),
    () => auditOf(db, "vehicle_model", String(id)),
  ]);
  return { model: found.model, image: found.image, classes, history: history.reverse().slice(0, 20) };
}

export type SaveOutcome = { ok: true; changed: boolean } | { ok: false; reason: "notFound" | "classNotFound" };

/** Saves a model's fields (all of them, as the form sends them). */
export async function saveModel(db: Db, actor: StaffActor, id: number, change: ModelChange): Promise<SaveOutcome> {
  requireCatalogueEditor(actor);
  return db.transaction(async (tx) => {
    const before = await lockModel(tx, id);
    if (!before) return { ok: false, reason: "notFound" } as const;
    if (change.classId !== before.classId && !(await lockClass(tx, change.classId))) {
      return { ok: false, reason: "classNotFound" } as const;
    }
    const after = await updateModel(tx, id, change);
    const diff = changedFields(before, after);
    if (!diff) return { ok: true, changed: false } as const;
    await audit(tx, actor, {
      action: "vehicle_model.update",
      entityType: "vehicle_model",
      entityId: String(id),
      before: diff.before,
      after: diff.after,
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, changed: true } as const;
  });
}

/** The classes page: every class with its texts in both languages. */
export async function catalogueClasses(db: Db, actor: StaffActor) {
  requireCatalogueEditor(actor);
  return listClasses(db);
}

/** Saves a class's names, descriptions and order. */
export async function saveClass(
  db: Db,
  actor: StaffActor,
  id: number,
  change: ClassChange,
): Promise<{ ok: true; changed: boolean } | { ok: false; reason: "notFound" }> {
  requireCatalogueEditor(actor);
  return db.transaction(async (tx) => {
    const before = await lockClass(tx, id);
    if (!before) return { ok: false, reason: "notFound" } as const;
    const after = await updateClass(tx, id, change);
    const diff = changedFields(before, after);
    if (!diff) return { ok: true, changed: false } as const;
    await audit(tx, actor, {
      action: "vehicle_class.update",
      entityType: "vehicle_class",
      entityId: String(id),
      before: diff.before,
      after: diff.after,
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, changed: true } as const;
  });
}
