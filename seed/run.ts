// Seeds the demo catalogue and site texts into an empty database, once: the seed_runs row
// "demo-v1" marks it done. Everything goes in one transaction, so a failed seed leaves nothing.
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  assurancePrices,
  blogPosts,
  campaigns,
  cities,
  dailyRates,
  departments,
  extras,
  faqEntries,
  kmPackages,
  monthlyRates,
  newsItems,
  officeClosures,
  officeDeliverySettings,
  offices,
  oneWayFees,
  pages,
  seasons,
  seedRuns,
  tripPlaces,
  units,
  vehicleClasses,
  vehicleModels,
} from "#app/server/db/schema.ts";
import { markPublicChange, PUBLIC_TOPICS } from "#app/server/repositories/public-changes.server.ts";
import { addDays, istanbulDay, istanbulInstant } from "./catalogue/calendar.ts";
import { buildCampaigns } from "./catalogue/campaigns.ts";
import { buildOfficeClosures, citiesData, officesData } from "./catalogue/cities-offices.ts";
import { deliverySettingsData } from "./catalogue/delivery.ts";
import {
  buildUnits,
  dailyRatesFor,
  modelFleetPlans,
  vehicleClassesData,
  vehicleModelsData,
} from "./catalogue/fleet.ts";
import {
  assurancePackagesData,
  buildAssurancePrices,
  buildOneWayFees,
  buildSeasons,
  extrasData,
  kmPackagesData,
  monthlyRatesFor,
} from "./catalogue/pricing.ts";
import { blogPostsData } from "./content/blog.ts";
import { departmentsData } from "./content/departments.ts";
import { faqData } from "./content/faq.ts";
import { newsItemsData } from "./content/news.ts";
import { pageTexts } from "./content/pages.ts";
import { tripPlacesData } from "./content/trips.ts";

export const DEMO_SEED_NAME = "demo-v1";
/** The demo models' monthly rates (decision 0131), added once, also to a demo seeded before them. */
export const DEMO_MONTHLY_SEED_NAME = "demo-monthly-v1";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per INSERT statement: few round trips, far below PostgreSQL's 65535 parameters. */
const CHUNK_SIZE = 500;

async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: Array<T["$inferInsert"]>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

/** Maps slugs (or codes) to ids, failing loudly on a reference to something not seeded. */
function lookup(kind: string, rows: Array<{ id: number; key: string }>): (key: string) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo seed: unknown ${kind} "${key}"`);
    return id;
  };
}

/** Articles are dated `daysAgo` days before the seed day, at 10:00 Istanbul time. */
function publishedAt(today: string, daysAgo: number): Date {
  return istanbulInstant(addDays(today, -daysAgo), "10:00");
}

/**
 * Inserts the demo data unless the "demo-v1" seed already ran. `today` (default: now) anchors
 * seasons, campaign validity, holiday closures and article dates.
 */
export async function seedDemo(db: Db, options: { today?: Date } = {}): Promise<{ inserted: boolean }> {
  const already = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(eq(seedRuns.name, DEMO_SEED_NAME))
    .limit(1);
  if (already.length > 0) {
    await seedDemoMonthlyRates(db);
    return { inserted: false };
  }

  const today = istanbulDay(options.today ?? new Date());
  const seeded = await db.transaction(async (tx) => {
    // Claiming the name first makes a concurrent seeder wait here and then back off.
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: false };
    await insertDemo(tx, today);
    // Every app server drops pages and catalogue it kept from before the seed (docs/decisions/0036).
    await markPublicChange(tx, PUBLIC_TOPICS);
    return { inserted: true };
  });
  await seedDemoMonthlyRates(db);
  return seeded;
}

/**
 * The demo models' monthly rate tiers, once (the seed_runs row "demo-monthly-v1"): for a demo
 * seeded now and one seeded before monthly rates existed. A tier staff already set is kept, and
 * after the first run nothing is added again (a tier staff removed stays removed).
 */
export async function seedDemoMonthlyRates(db: Db): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    const models = await tx.select({ id: vehicleModels.id, slug: vehicleModels.slug }).from(vehicleModels);
    const idOf = new Map(models.map((m) => [m.slug, m.id]));
    const rows = modelFleetPlans.flatMap((plan) => {
      const modelId = idOf.get(plan.modelSlug);
      return modelId === undefined ? [] : monthlyRatesFor(plan.baseDailyLira).map((rate) => ({ ...rate, modelId }));
    });
    // No demo models yet (another server is still seeding them): asked again on the next start.
    if (rows.length === 0) return { inserted: 0 };
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_MONTHLY_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: 0 };
    const inserted = await tx
      .insert(monthlyRates)
      .values(rows)
      .onConflictDoNothing({ target: [monthlyRates.modelId, monthlyRates.minDays] })
      .returning({ modelId: monthlyRates.modelId });
    await markPublicChange(tx, ["prices"]);
    return { inserted: inserted.length };
  });
}

async function insertDemo(tx: Tx, today: string): Promise<void> {
  const cityRows = await tx.insert(cities).values(citiesData).returning({ id: cities.id, key: cities.slug });
  const cityId = lookup("city", cityRows);

  const officeRows = await tx
    .insert(offices)
    .values(officesData.map(({ citySlug, ...office }) => ({ ...office, cityId: cityId(citySlug) })))
    .returning({ id: offices.id, key: offices.slug });
  const officeId = lookup("office", officeRows);
  await insertRows(
    tx,
    officeClosures,
    buildOfficeClosures(today).map(({ officeSlug, ...closure }) => ({ ...closure, officeId: officeId(officeSlug) })),
  );
  // Delivery to an address at the city offices (decision 0123).
  await insertRows(
    tx,
    officeDeliverySettings,
    deliverySettingsData.map(({ officeSlug, settings }) => ({
      officeId: officeId(officeSlug),
      ...settings,
      bands: [...settings.bands],
    })),
  );

  const classRows = await tx
    .insert(vehicleClasses)
    .values(vehicleClassesData)
    .returning({ id: vehicleClasses.id, key: vehicleClasses.slug });
  const classId = lookup("vehicle class", classRows);

  const modelRows = await tx
    .insert(vehicleModels)
    .values(vehicleModelsData.map(({ classSlug, ...model }) => ({ ...model, classId: classId(classSlug) })))
    .returning({ id: vehicleModels.id, key: vehicleModels.slug });
  const modelId = lookup("vehicle model", modelRows);
  await insertRows(
    tx,
    dailyRates,
    modelFleetPlans.flatMap((plan) =>
      dailyRatesFor(plan.baseDailyLira).map((rate) => ({ ...rate, modelId: modelId(plan.modelSlug) })),
    ),
  );
  await insertRows(
    tx,
    units,
    buildUnits().map((unit) => ({
      plate: unit.plate,
      modelId: modelId(unit.modelSlug),
      homeOfficeId: officeId(unit.officeSlug),
      inService: unit.inService,
    })),
  );

  await insertRows(tx, seasons, buildSeasons(today));
  await insertRows(
    tx,
    oneWayFees,
    buildOneWayFees().map((fee) => ({
      fromCityId: cityId(fee.fromCitySlug),
      toCityId: cityId(fee.toCitySlug),
      feeKurus: fee.feeKurus,
    })),
  );
  const packageRows = await tx
    .insert(assurancePackages)
    .values(assurancePackagesData)
    .returning({ id: assurancePackages.id, key: assurancePackages.code });
  const packageId = lookup("assurance package", packageRows);
  await insertRows(
    tx,
    assurancePrices,
    buildAssurancePrices().map((price) => ({
      packageId: packageId(price.packageCode),
      classId: classId(price.classSlug),
      dailyKurus: price.dailyKurus,
    })),
  );
  await insertRows(tx, kmPackages, kmPackagesData);
  await insertRows(tx, extras, extrasData);

  const campaignRows = await tx
    .insert(campaigns)
    .values(
      buildCampaigns(today).map(({ classSlugs, officeSlugs, ...campaign }) => ({
        ...campaign,
        classIds: classSlugs?.map(classId) ?? null,
        officeIds: officeSlugs?.map(officeId) ?? null,
      })),
    )
    .returning({ id: campaigns.id, key: campaigns.slug });
  const campaignId = lookup("campaign", campaignRows);

  await insertRows(tx, pages, pageTexts);
  await insertRows(
    tx,
    blogPosts,
    blogPostsData.map(({ daysAgo, ...post }) => ({ ...post, publishedAt: publishedAt(today, daysAgo) })),
  );
  await insertRows(
    tx,
    newsItems,
    newsItemsData.map(({ daysAgo, ...item }) => ({ ...item, publishedAt: publishedAt(today, daysAgo) })),
  );
  await insertRows(
    tx,
    tripPlaces,
    tripPlacesData.map(({ officeSlug, campaignSlug, ...place }) => ({
      ...place,
      officeId: officeId(officeSlug),
      campaignId: campaignSlug === null ? null : campaignId(campaignSlug),
    })),
  );
  await insertRows(tx, faqEntries, faqData);
  await insertRows(tx, departments, departmentsData);
}
