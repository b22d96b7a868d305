// The price editor's SQL (docs/decisions/0047): the rate table per model, the
// seasons, the one-way fee city pairs and the package prices, read for the editor and written one
// change at a time. Writers take a transaction and read the old value `for update` first, so the
// audit entry's "before" is the value the change replaced.
import { and, asc, eq, inArray, or, ne } from "drizzle-orm";
import { DEPOSIT_FREE_CODE } from "#app/domain/pricing/deposit-free.ts";
import type { OneWayFeeRow } from "#app/domain/pricing/one-way-fee.ts";
import type { DailyRate } from "#app/domain/pricing/rate-table.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  assurancePrices,
  cities,
  dailyRates,
  extras,
  kmPackages,
  offices,
  oneWayFees,
  seasons,
  vehicleClasses,
  vehicleModels,
} from "#app/server/db/schema.ts";

export type RateModelRow = {
  id: number;
  name: string;
  classId: number;
  classNameTr: string;
  classNameEn: string;
  active: boolean;
  rates: DailyRate[];
};

/** Every model (active or not) with its rate tiers, by class then name. */
export async function listModelRates(db: Db): Promise<RateModelRow[]> {
  const models = await db
    .select({ m: vehicleModels, c: vehicleClasses })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
  const rates = await db.select().from(dailyRates).orderBy(asc(dailyRates.minDays));
  return models.map(({ m, c }) => ({
    id: m.id,
    name: `${m.brand} ${m.model}`,
    classId: c.id,
    classNameTr: c.nameTr,
    classNameEn: c.nameEn,
    active: m.active,
    rates: rates
      .filter((r) => r.modelId === m.id)
      .map((r) => ({ minDays: r.minDays, dailyKurus: Number(r.dailyKurus) })),
  }));
}

/** A model's tiers, locked until the transaction ends. */
export async function lockModelRates(tx: Db, modelId: number): Promise<DailyRate[] | null> {
  const model = await tx.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.id, modelId));
  if (model.length === 0) return null;
  const rows = await tx
    .select()
    .from(dailyRates)
    .where(eq(dailyRates.modelId, modelId))
    .orderBy(asc(dailyRates.minDays))
    .for("update");
  return rows.map((r) => ({ minDays: r.minDays, dailyKurus: Number(r.dailyKurus) }));
}

export async function replaceModelRates(tx: Db, modelId: number, rates: readonly DailyRate[]): Promise<void> {
  await tx.delete(dailyRates).where(eq(dailyRates.modelId, modelId));
  if (rates.length > 0) await tx.insert(dailyRates).values(rates.map((r) => ({ modelId, ...r })));
}

export type SeasonRow = typeof seasons.$inferSelect;

export async function listSeasonRows(db: Db): Promise<SeasonRow[]> {
  return db.select().from(seasons).orderBy(asc(seasons.startsOn), asc(seasons.endsOn), asc(seasons.id));
}

/** Every season, locked: a season change is checked against all the others. */
export async function lockSeasonRows(tx: Db): Promise<SeasonRow[]> {
  return tx.select().from(seasons).orderBy(asc(seasons.startsOn), asc(seasons.id)).for("update");
}

export type SeasonValues = Omit<SeasonRow, "id">;

export async function updateSeasonRow(tx: Db, id: number, values: SeasonValues): Promise<void> {
  await tx.update(seasons).set(values).where(eq(seasons.id, id));
}

export async function insertSeasonRow(tx: Db, values: SeasonValues): Promise<SeasonRow> {
  const [row] = await tx.insert(seasons).values(values).returning();
  if (!row) throw new Error("season insert returned nothing");
  return row;
}

export type CityRow = { id: number; nameTr: string; nameEn: string };

export async function listCities(db: Db): Promise<CityRow[]> {
  return db
    .select({ id: cities.id, nameTr: cities.nameTr, nameEn: cities.nameEn })
    .from(cities)
    .orderBy(asc(cities.plateCode));
}

/** A stored one-way fee row in kuruş. */
export function oneWayFeeRow(r: typeof oneWayFees.$inferSelect): OneWayFeeRow {
  return { fromCityId: r.fromCityId, toCityId: r.toCityId, feeKurus: Number(r.feeKurus) };
}

/** The rows of the city pair a-b in either direction (one row per unordered pair is written). */
export function cityPair(a: number, b: number) {
  return or(
    and(eq(oneWayFees.fromCityId, a), eq(oneWayFees.toCityId, b)),
    and(eq(oneWayFees.fromCityId, b), eq(oneWayFees.toCityId, a)),
  );
}

export async function listOneWayFeeRows(db: Db): Promise<OneWayFeeRow[]> {
  const rows = await db.select().from(oneWayFees);
  return rows.map(oneWayFeeRow);
}

/** The pair's rows in both directions, locked (the search reads either direction). */
export async function lockOneWayPair(tx: Db, a: number, b: number): Promise<OneWayFeeRow[]> {
  const rows = await tx.select().from(oneWayFees).where(cityPair(a, b)).for("update");
  return rows.map(oneWayFeeRow);
}

/** Sets the fee of a city pair; null stops offering one-way rentals between them. */
export async function setOneWayPair(tx: Db, a: number, b: number, feeKurus: number | null): Promise<void> {
  // One row per unordered pair: the search finds it from either end.
  await tx.delete(oneWayFees).where(cityPair(a, b));
  if (feeKurus !== null) await tx.insert(oneWayFees).values({ fromCityId: a, toCityId: b, feeKurus });
}

export async function citiesExist(db: Db, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, unique));
  return rows.length === unique.length;
}

export type PackageBook = {
  classes: { id: number; nameTr: string; nameEn: string }[];
  assurance: { id: number; code: string; nameTr: string; nameEn: string; prices: Map<number, number> }[];
  km: { id: number; code: string; nameTr: string; nameEn: string; extraKm: number | null; priceKurus: number }[];
  extras: {
    id: number;
    code: string;
    nameTr: string;
    nameEn: string;
    pricing: "per_day" | "per_rental";
    priceKurus: number;
    capKurus: number | null;
    maxQuantity: number;
  }[];
};

export async function loadPackageBook(db: Db): Promise<PackageBook> {
  const classes = await db
    .select({ id: vehicleClasses.id, nameTr: vehicleClasses.nameTr, nameEn: vehicleClasses.nameEn })
    .from(vehicleClasses)
    .orderBy(asc(vehicleClasses.sort));
  // The deposit-free package has its own office and class editor (decision 0125).
  const packages = await db
    .select()
    .from(assurancePackages)
    .where(ne(assurancePackages.code, DEPOSIT_FREE_CODE))
    .orderBy(asc(assurancePackages.sort));
  const prices = await db.select().from(assurancePrices);
  const km = await db.select().from(kmPackages).orderBy(asc(kmPackages.sort));
  const extraRows = await db.select().from(extras).orderBy(asc(extras.sort));
  return {
    classes,
    assurance: packages.map((p) => ({
      id: p.id,
      code: p.code,
      nameTr: p.nameTr,
      nameEn: p.nameEn,
      prices: new Map(prices.filter((r) => r.packageId === p.id).map((r) => [r.classId, Number(r.dailyKurus)])),
    })),
    km: km.map((k) => ({ ...k, priceKurus: Number(k.priceKurus) })),
    extras: extraRows.map((e) => ({
      id: e.id,
      code: e.code,
      nameTr: e.nameTr,
      nameEn: e.nameEn,
      pricing: e.pricing,
      priceKurus: Number(e.priceKurus),
      capKurus: e.capKurus === null ? null : Number(e.capKurus),
      maxQuantity: e.maxQuantity,
    })),
  };
}

/** The assurance package's daily price for a class (null = not offered), locked. */
export async function lockAssurancePrice(
  tx: Db,
  packageId: number,
  classId: number,
): Promise<{ exists: boolean; dailyKurus: number | null }> {
  const pkg = await tx
    .select({ id: assurancePackages.id })
    .from(assurancePackages)
    .where(eq(assurancePackages.id, packageId));
  const cls = await tx.select({ id: vehicleClasses.id }).from(vehicleClasses).where(eq(vehicleClasses.id, classId));
  if (pkg.length === 0 || cls.length === 0) return { exists: false, dailyKurus: null };
  const rows = await tx
    .select()
    .from(assurancePrices)
    .where(and(eq(assurancePrices.packageId, packageId), eq(assurancePrices.classId, classId)))
    .for("update");
  const row = rows[0];
  return { exists: true, dailyKurus: row ? Number(row.dailyKurus) : null };
}

export async function setAssurancePrice(tx: Db, packageId: number, classId: number, dailyKurus: number): Promise<void> {
  await tx
    .insert(assurancePrices)
    .values({ packageId, classId, dailyKurus })
    .onConflictDoUpdate({ target: [assurancePrices.packageId, assurancePrices.classId], set: { dailyKurus } });
}

export async function lockKmPackage(tx: Db, id: number): Promise<{ priceKurus: number } | null> {
  const rows = await tx.select().from(kmPackages).where(eq(kmPackages.id, id)).for("update");
  const row = rows[0];
  return row ? { priceKurus: Number(row.priceKurus) } : null;
}

export async function setKmPackagePrice(tx: Db, id: number, priceKurus: number): Promise<void> {
  await tx.update(kmPackages).set({ priceKurus }).where(eq(kmPackages.id, id));
}

export async function lockExtra(tx: Db, id: number): Promise<{ priceKurus: number; capKurus: number | null } | null> {
  const rows = await tx.select().from(extras).where(eq(extras.id, id)).for("update");
  const row = rows[0];
  return row
    ? { priceKurus: Number(row.priceKurus), capKurus: row.capKurus === null ? null : Number(row.capKurus) }
    : null;
}

export async function setExtraPrice(tx: Db, id: number, priceKurus: number, capKurus: number | null): Promise<void> {
  await tx.update(extras).set({ priceKurus, capKurus }).where(eq(extras.id, id));
}

/** Active offices for the preview's sample rental, by city then code. */
export async function listSampleOffices(
  db: Db,
): Promise<{ id: number; cityId: number; code: string; nameTr: string; nameEn: string }[]> {
  return db
    .select({
      id: offices.id,
      cityId: offices.cityId,
      code: offices.code,
      nameTr: offices.nameTr,
      nameEn: offices.nameEn,
    })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(eq(offices.active, true))
    .orderBy(asc(cities.plateCode), asc(offices.code));
}
