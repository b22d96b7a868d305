import { asc, eq } from "drizzle-orm";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { dailyRates, vehicleClasses, vehicleModels, type BodyType } from "#app/server/db/schema.ts";

export interface VehicleClassSummary {
  slug: string;
  acriss: string;
  name: string;
  description: string;
  /** Lowest daily list rate (any duration tier) among the class's active models, in kuruş. */
  fromKurus: number;
  /** "Brand Model" of the class's active models, cheapest first. */
  models: string[];
  /** The cheapest model's look, for /images/cars/{bodyType}-{colour}.svg. */
  bodyType: BodyType;
  colour: string;
}

/** Vehicle classes in display order with their "from" price; classes without a priced active model are left out. */
export async function listClassesWithFromPrice(db: Db, lang: Lang): Promise<VehicleClassSummary[]> {
  const rows = await db
    .select({
      cls: vehicleClasses,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      bodyType: vehicleModels.bodyType,
      colour: vehicleModels.colour,
      dailyKurus: dailyRates.dailyKurus,
    })
    .from(vehicleClasses)
    .innerJoin(vehicleModels, eq(vehicleModels.classId, vehicleClasses.id))
    .innerJoin(dailyRates, eq(dailyRates.modelId, vehicleModels.id))
    .where(eq(vehicleModels.active, true))
    .orderBy(asc(vehicleClasses.sort), asc(dailyRates.dailyKurus), asc(vehicleModels.brand), asc(vehicleModels.model));
  const byClass = new Map<string, VehicleClassSummary>();
  for (const r of rows) {
    const name = `${r.brand} ${r.model}`;
    const existing = byClass.get(r.cls.slug);
    if (existing) {
      if (!existing.models.includes(name)) existing.models.push(name);
      continue;
    }
    // Rows come cheapest first within a class, so the first row sets the "from" price and the picture.
    byClass.set(r.cls.slug, {
      slug: r.cls.slug,
      acriss: r.cls.acriss,
      name: lang === "tr" ? r.cls.nameTr : r.cls.nameEn,
      description: lang === "tr" ? r.cls.descriptionTr : r.cls.descriptionEn,
      fromKurus: Number(r.dailyKurus),
      models: [name],
      bodyType: r.bodyType,
      colour: r.colour,
    });
  }
  return [...byClass.values()];
}
