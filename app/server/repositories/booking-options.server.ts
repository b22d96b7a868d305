// What step 2 of the booking offers: assurance packages priced for a class, KM packages, extras.
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { DEPOSIT_FREE_CODE } from "#app/domain/pricing/deposit-free.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  assurancePrices,
  cities,
  extras,
  kmPackages,
  offices,
  pages,
} from "#app/server/db/schema.ts";

export type AssuranceOption = {
  code: string;
  name: string;
  description: string;
  dailyKurus: number;
  /** Taken beside the main package (a checkbox), not instead of it (docs/decisions/0053). */
  combinable: boolean;
};
export type KmPackageOption = { code: string; name: string; extraKm: number | null; priceKurus: number };
export type ExtraOption = {
  code: string;
  name: string;
  description: string;
  pricing: "per_day" | "per_rental";
  priceKurus: number;
  maxQuantity: number;
  capKurus: number | null;
};

export async function listBookingOptions(
  db: Db,
  classId: number,
  lang: Lang,
): Promise<{ assurance: AssuranceOption[]; km: KmPackageOption[]; extras: ExtraOption[] }> {
  const en = lang === "en";
  const assuranceRows = await db
    .select({ p: assurancePackages, dailyKurus: assurancePrices.dailyKurus })
    .from(assurancePackages)
    .innerJoin(assurancePrices, eq(assurancePrices.packageId, assurancePackages.id))
    // The deposit-free package is offered per office from its own setting (decision 0125).
    .where(and(eq(assurancePrices.classId, classId), ne(assurancePackages.code, DEPOSIT_FREE_CODE)))
    .orderBy(asc(assurancePackages.sort));
  const kmRows = await db.select().from(kmPackages).orderBy(asc(kmPackages.sort));
  const extraRows = await db.select().from(extras).orderBy(asc(extras.sort));
  return {
    assurance: assuranceRows.map(({ p, dailyKurus }) => ({
      code: p.code,
      name: en ? p.nameEn : p.nameTr,
      description: en ? p.descriptionEn : p.descriptionTr,
      dailyKurus: Number(dailyKurus),
      combinable: p.combinable,
    })),
    km: kmRows.map((k) => ({
      code: k.code,
      name: en ? k.nameEn : k.nameTr,
      extraKm: k.extraKm,
      priceKurus: Number(k.priceKurus),
    })),
    extras: extraRows.map((x) => ({
      code: x.code,
      name: en ? x.nameEn : x.nameTr,
      description: en ? x.descriptionEn : x.descriptionTr,
      pricing: x.pricing,
      priceKurus: Number(x.priceKurus),
      maxQuantity: x.maxQuantity,
      capKurus: x.capKurus === null ? null : Number(x.capKurus),
    })),
  };
}

export type BookingOffice = {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  city: string;
  /** An airport office asks for the flight number (decision 0055). */
  airport: boolean;
};

/** Every office (active or not: a reservation's office may close later), in the page's language. */
export async function listBookingOffices(db: Db, lang: Lang): Promise<BookingOffice[]> {
  return findOfficesWhere(db, sql`true`, lang);
}

export async function findOfficesByIds(db: Db, ids: readonly number[], lang: Lang): Promise<BookingOffice[]> {
  if (ids.length === 0) return [];
  return findOfficesWhere(db, inArray(offices.id, [...new Set(ids)]), lang);
}

async function findOfficesWhere(db: Db, where: SQL, lang: Lang): Promise<BookingOffice[]> {
  const en = lang === "en";
  const rows = await db
    .select({ o: offices, cityTr: cities.nameTr, cityEn: cities.nameEn })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(where);
  return rows.map(({ o, cityTr, cityEn }) => ({
    id: o.id,
    code: o.code,
    name: en ? o.nameEn : o.nameTr,
    address: en ? o.addressEn : o.addressTr,
    phone: o.phone,
    email: o.email,
    city: en ? cityEn : cityTr,
    airport: o.kind === "airport",
  }));
}

/** A long text from the pages table (e.g. rental-terms) in one language. */
export async function findPageText(db: Db, key: string, lang: Lang): Promise<{ title: string; body: string } | null> {
  const rows = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  const row = rows[0];
  if (!row) return null;
  return lang === "en" ? { title: row.titleEn, body: row.bodyEn } : { title: row.titleTr, body: row.bodyTr };
}

/** True when the office is an airport one: its pick-ups may carry a flight number (decision 0055). */
export async function isAirportOffice(db: Db, officeId: number): Promise<boolean> {
  const [row] = await db.select({ kind: offices.kind }).from(offices).where(eq(offices.id, officeId)).limit(1);
  return row?.kind === "airport";
}
