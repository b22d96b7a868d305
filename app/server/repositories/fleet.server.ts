import { and, asc, eq, gte, lte, min } from "drizzle-orm";
import type { DateString } from "#app/domain/time/calendar.ts";
import type { FleetCampaign } from "#app/domain/campaigns/fleet-campaign-gain.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { campaigns, dailyRates, vehicleClasses, vehicleModelImages, vehicleModels } from "#app/server/db/schema.ts";
import { campaignRule } from "./quotes.server.ts";

/** Every active model with its class, its photo (if any) and the lowest daily list price ("from"). */
export async function listFleet(db: Db, lang: Lang) {
  const rows = await db
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
    .where(eq(vehicleModels.active, true))
    .groupBy(vehicleModels.id, vehicleClasses.id, vehicleModelImages.modelId)
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
  return rows.map(({ model: m, cls: c, image, fromKurus }) => ({
    ...m,
    photo: image
      ? { modelId: m.id, version: image.version, width: image.width, height: image.height, widths: image.widths }
      : null,
    photoAlt: image ? (lang === "tr" ? image.altTr : image.altEn) : null,
    className: lang === "tr" ? c.nameTr : c.nameEn,
    classSlug: c.slug,
    classSort: c.sort,
    acriss: c.acriss,
    fromKurus: fromKurus === null ? null : Number(fromKurus),
  }));
}

export type FleetModel = Awaited<ReturnType<typeof listFleet>>[number];

/**
 * Public campaigns that are switched on and valid for a pick-up on `today`; the campaign rules
 * (usage limit, class, office, minimum days) are left to the domain's checkCampaign.
 */
export async function listPublicCampaignsOn(db: Db, lang: Lang, today: DateString): Promise<FleetCampaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.active, true),
        eq(campaigns.membersOnly, false),
        lte(campaigns.validFrom, today),
        gte(campaigns.validTo, today),
      ),
    )
    .orderBy(asc(campaigns.code));
  return rows.map((c) => ({
    slug: c.slug,
    title: lang === "tr" ? c.titleTr : c.titleEn,
    ...campaignRule(c),
  }));
}
