// The back office's SQL for models, classes and model photos (docs/decisions/0051).
// Reads for the lists and the edit page; row-locked reads and writes for the services' transactions.
import { asc, eq, min } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { dailyRates, vehicleClasses, vehicleModelImages, vehicleModels } from "#app/server/db/schema.ts";

export type VehicleModelRow = typeof vehicleModels.$inferSelect;
export type VehicleClassRow = typeof vehicleClasses.$inferSelect;
export type ModelImageRow = typeof vehicleModelImages.$inferSelect;
export type ModelChange = Omit<typeof vehicleModels.$inferInsert, "id" | "slug">;
export type ClassChange = Pick<VehicleClassRow, "nameTr" | "nameEn" | "descriptionTr" | "descriptionEn" | "sort">;

/** Every model (active or not) with its class, photo and lowest daily rate, in fleet order. */
export async function listModelsWithClass(db: Db) {
  return db
    .select({
      model: vehicleModels,
      cls: vehicleClasses,
      image: vehicleModelImages,
      fromKurus: min(dailyRates.dailyKurus),
    })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .leftJoin(vehicleModelImages, eq(vehicleModelImages.modelId, vehicleModels.id))
    .leftJoin(dailyRates, eq(dailyRates.modelId, vehicleModels.id))
    .groupBy(vehicleModels.id, vehicleClasses.id, vehicleModelImages.modelId)
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
}

/** One model with its photo, or undefined. */
export async function findModel(db: Db, id: number) {
  const [row] = await db
    .select({ model: vehicleModels, image: vehicleModelImages })
    .from(vehicleModels)
    .leftJoin(vehicleModelImages, eq(vehicleModelImages.modelId, vehicleModels.id))
    .where(eq(vehicleModels.id, id));
  return row;
}

/** The model, locked for the rest of the transaction (the "before" of its audit entry). */
export async function lockModel(tx: Db, id: number): Promise<VehicleModelRow | undefined> {
  const [row] = await tx.select().from(vehicleModels).where(eq(vehicleModels.id, id)).for("update");
  return row;
}

export async function updateModel(tx: Db, id: number, change: ModelChange): Promise<VehicleModelRow> {
  const [row] = await tx.update(vehicleModels).set(change).where(eq(vehicleModels.id, id)).returning();
  if (!row) throw new Error(`vehicle model ${id} vanished`);
  return row;
}

export async function listClasses(db: Db): Promise<VehicleClassRow[]> {
  return db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sort), asc(vehicleClasses.id));
}

export async function lockClass(tx: Db, id: number): Promise<VehicleClassRow | undefined> {
  const [row] = await tx.select().from(vehicleClasses).where(eq(vehicleClasses.id, id)).for("update");
  return row;
}

export async function updateClass(tx: Db, id: number, change: ClassChange): Promise<VehicleClassRow> {
  const [row] = await tx.update(vehicleClasses).set(change).where(eq(vehicleClasses.id, id)).returning();
  if (!row) throw new Error(`vehicle class ${id} vanished`);
  return row;
}

/** The model's photo row, locked (replace and remove read it first). */
export async function lockModelImage(tx: Db, modelId: number): Promise<ModelImageRow | undefined> {
  const [row] = await tx.select().from(vehicleModelImages).where(eq(vehicleModelImages.modelId, modelId)).for("update");
  return row;
}

export async function saveModelImage(tx: Db, row: Omit<ModelImageRow, "uploadedAt">): Promise<ModelImageRow> {
  const [saved] = await tx
    .insert(vehicleModelImages)
    .values(row)
    .onConflictDoUpdate({
      target: vehicleModelImages.modelId,
      set: { ...row, uploadedAt: new Date() },
    })
    .returning();
  if (!saved) throw new Error("vehicle_model_images upsert returned nothing");
  return saved;
}

export async function deleteModelImage(tx: Db, modelId: number): Promise<void> {
  await tx.delete(vehicleModelImages).where(eq(vehicleModelImages.modelId, modelId));
}
