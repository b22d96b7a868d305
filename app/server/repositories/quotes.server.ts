// Stored quotes: the server's price for one rental, with what it was computed from.
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Campaign } from "#app/domain/campaigns/campaign-eligibility.ts";
import type { DailyRate } from "#app/domain/pricing/rate-table.ts";
import type { OneWayFeeRow } from "#app/domain/pricing/one-way-fee.ts";
import type { Season } from "#app/domain/pricing/seasons.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  assurancePrices,
  campaigns,
  dailyRates,
  extras,
  kmPackages,
  officeClosures,
  offices,
  oneWayFees,
  quotes,
  seasons,
  vehicleClasses,
  vehicleModels,
  type DoNotRentKind,
  type WeekHours,
} from "#app/server/db/schema.ts";
import { liveDoNotRentListed } from "./customers.server.ts";
import { cityPair, oneWayFeeRow } from "./prices.server.ts";

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

/**
 * A quote as one JSON record with the table's column names, for a statement that inserts it from
 * JSON (store_api_quote_answer, migration 0071): the row the quote's own insert would write.
 */
export function quoteRecord(row: QuoteRow): Record<string, unknown> {
  return {
    id: row.id,
    inputs: row.inputs,
    lines: row.lines,
    total_kurus: row.totalKurus,
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    member_id: row.memberId,
  };
}

export async function insertQuote(db: Db, row: NewQuote): Promise<QuoteRow> {
  const rows = await db.insert(quotes).values(row).returning();
  const quote = rows[0];
  if (!quote) throw new Error("quote insert returned no row");
  return quote;
}

/** The quote, locked for the rest of the transaction so one quote is booked at a time. */
export async function findQuoteForUpdate(tx: Db, id: string): Promise<QuoteRow | null> {
  const rows = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

/** What a booking reads with its quote's lock (lockQuoteForBooking). */
export type QuoteForBooking = {
  quote: QuoteRow;
  /** A reservation was already made from this quote. */
  used: boolean;
  /** The quoted model, with its class, while it is active (null: withdrawn since the quote). */
  model: ModelForBooking | null;
  /** The drop-off office's turnaround in minutes (null: no such office). */
  dropoffTurnaroundMinutes: number | null;
  /** A live do-not-rent entry matches one of the driver's keys (liveDoNotRentListed). */
  doNotRent: boolean;
};

/**
 * Locks the quote's row for the rest of the transaction and reads, in the same statement, what
 * the booking decides with (decision 0180): whether a reservation was already made from it (the
 * lock makes that check and the insert one step for a given quote; the unique key on
 * reservations.quote_id backs it up), the quoted model while active (as loadActiveModels gives
 * it), the drop-off office's turnaround and whether the driver is on the do-not-rent list. Only
 * the quote's row is locked.
 */
export async function lockQuoteForBooking(
  tx: Db,
  id: string,
  driverKeys: readonly { kind: DoNotRentKind; value: string }[],
): Promise<QuoteForBooking | null> {
  const rows = await tx
    .select({
      quote: quotes,
      used: sql<boolean>`exists (select 1 from reservations r where r.quote_id = ${quotes.id})`,
      m: vehicleModels,
      c: vehicleClasses,
      turnaround: offices.turnaroundMinutes,
      doNotRent: liveDoNotRentListed(driverKeys),
    })
    .from(quotes)
    .leftJoin(
      vehicleModels,
      and(eq(vehicleModels.id, sql`(${quotes.inputs} ->> 'modelId')::int`), eq(vehicleModels.active, true)),
    )
    .leftJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .leftJoin(offices, eq(offices.id, sql`(${quotes.inputs} ->> 'dropoffOfficeId')::int`))
    .where(eq(quotes.id, id))
    .for("update", { of: quotes })
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    quote: row.quote,
    used: row.used,
    model: row.m && row.c ? modelForBooking(row.m, row.c) : null,
    dropoffTurnaroundMinutes: row.turnaround,
    doNotRent: row.doNotRent,
  };
}

/** The buffer after a return at this office, in minutes; null when there is no such office. */
export async function findTurnaroundMinutes(db: Db, officeId: number): Promise<number | null> {
  const rows = await db
    .select({ minutes: offices.turnaroundMinutes })
    .from(offices)
    .where(eq(offices.id, officeId))
    .limit(1);
  return rows[0]?.minutes ?? null;
}

/** What a customer's messages say of offices: names, addresses, phone and e-mail, by id, for every office (kept by the catalogue). */
export async function loadOfficeContacts(db: Db) {
  const rows = await db
    .select({
      id: offices.id,
      nameTr: offices.nameTr,
      nameEn: offices.nameEn,
      addressTr: offices.addressTr,
      addressEn: offices.addressEn,
      phone: offices.phone,
      email: offices.email,
    })
    .from(offices);
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | null> {
  const rows = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return rows[0] ?? null;
}

// --- The catalogue a price is computed from -------------------------------------------------

export type OfficeForBooking = {
  id: number;
  code: string;
  cityId: number;
  nameTr: string;
  nameEn: string;
  addressTr: string;
  addressEn: string;
  phone: string;
  email: string;
  open24h: boolean;
  hours: WeekHours;
  turnaroundMinutes: number;
  active: boolean;
  closures: { day: string; opens: string | null; closes: string | null }[];
};

/** Offices by id with their holidays between two Istanbul dates (inclusive). */
export async function loadOfficesForBooking(
  db: Db,
  ids: readonly number[],
  fromDay: string,
  toDay: string,
): Promise<Map<number, OfficeForBooking>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // Sequential: this also runs inside transactions, where one connection takes one query at a time.
  const rows = await db.select().from(offices).where(inArray(offices.id, unique));
  const closureRows = await db
    .select()
    .from(officeClosures)
    .where(
      and(inArray(officeClosures.officeId, unique), gte(officeClosures.day, fromDay), lte(officeClosures.day, toDay)),
    );
  return new Map(
    rows.map((o) => [
      o.id,
      {
        id: o.id,
        code: o.code,
        cityId: o.cityId,
        nameTr: o.nameTr,
        nameEn: o.nameEn,
        addressTr: o.addressTr,
        addressEn: o.addressEn,
        phone: o.phone,
        email: o.email,
        open24h: o.open24h,
        hours: o.hours,
        turnaroundMinutes: o.turnaroundMinutes,
        active: o.active,
        closures: closureRows
          .filter((c) => c.officeId === o.id)
          .map((c) => ({ day: c.day, opens: c.opens, closes: c.closes })),
      },
    ]),
  );
}

export type ModelForBooking = typeof vehicleModels.$inferSelect & {
  classSlug: string;
  acriss: string;
  classNameTr: string;
  classNameEn: string;
  classSort: number;
};

export async function loadActiveModels(db: Db, modelId?: number): Promise<ModelForBooking[]> {
  const rows = await db
    .select({ m: vehicleModels, c: vehicleClasses })
    .from(vehicleModels)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .where(
      modelId === undefined
        ? eq(vehicleModels.active, true)
        : and(eq(vehicleModels.active, true), eq(vehicleModels.id, modelId)),
    )
    .orderBy(asc(vehicleClasses.sort), asc(vehicleModels.brand), asc(vehicleModels.model));
  return rows.map(({ m, c }) => modelForBooking(m, c));
}

function modelForBooking(m: typeof vehicleModels.$inferSelect, c: typeof vehicleClasses.$inferSelect): ModelForBooking {
  return {
    ...m,
    classSlug: c.slug,
    acriss: c.acriss,
    classNameTr: c.nameTr,
    classNameEn: c.nameEn,
    classSort: c.sort,
  };
}

/** Daily rate tiers per model. */
export async function loadRates(db: Db, modelIds?: readonly number[]): Promise<Map<number, DailyRate[]>> {
  const rows = await (modelIds
    ? db
        .select()
        .from(dailyRates)
        .where(inArray(dailyRates.modelId, [...modelIds]))
    : db.select().from(dailyRates));
  const byModel = new Map<number, DailyRate[]>();
  for (const r of rows) {
    const list = byModel.get(r.modelId) ?? [];
    list.push({ minDays: r.minDays, dailyKurus: Number(r.dailyKurus) });
    byModel.set(r.modelId, list);
  }
  return byModel;
}

export async function loadSeasons(db: Db): Promise<Season[]> {
  const rows = await db.select().from(seasons);
  return rows.map((s) => ({ startsOn: s.startsOn, endsOn: s.endsOn, factorPermille: s.factorPermille }));
}

/** The one-way fee rows: all of them, or those of one city pair in either direction (app/domain/pricing/one-way-fee.ts applies them). */
export async function loadOneWayFees(db: Db, pair?: readonly [number, number]): Promise<OneWayFeeRow[]> {
  const rows = await (pair
    ? db
        .select()
        .from(oneWayFees)
        .where(cityPair(...pair))
    : db.select().from(oneWayFees));
  return rows.map(oneWayFeeRow);
}

/** All offices with their holidays between two dates. */
export async function loadAllOfficesForBooking(
  db: Db,
  fromDay: string,
  toDay: string,
): Promise<Map<number, OfficeForBooking>> {
  const ids = await db.select({ id: offices.id }).from(offices);
  return loadOfficesForBooking(
    db,
    ids.map((r) => r.id),
    fromDay,
    toDay,
  );
}

export async function findAssurancePrice(
  db: Db,
  code: string,
  classId: number,
): Promise<{ code: string; dailyKurus: number; combinable: boolean } | null> {
  const rows = await db
    .select({
      code: assurancePackages.code,
      dailyKurus: assurancePrices.dailyKurus,
      combinable: assurancePackages.combinable,
    })
    .from(assurancePackages)
    .innerJoin(assurancePrices, eq(assurancePrices.packageId, assurancePackages.id))
    .where(and(eq(assurancePackages.code, code), eq(assurancePrices.classId, classId)))
    .limit(1);
  const row = rows[0];
  return row ? { code: row.code, dailyKurus: Number(row.dailyKurus), combinable: row.combinable } : null;
}

export async function findKmPackage(db: Db, code: string): Promise<typeof kmPackages.$inferSelect | null> {
  const rows = await db.select().from(kmPackages).where(eq(kmPackages.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function findExtras(db: Db, codes: readonly string[]): Promise<(typeof extras.$inferSelect)[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(extras)
    .where(inArray(extras.code, [...codes]));
}

type Names = Map<string, { nameTr: string; nameEn: string }>;

/**
 * Every extra's and every assurance package's names by code, in one statement: a confirmation
 * names its lines (the add-on lines name their package by code).
 */
export async function loadLineNames(db: Db): Promise<{ extras: Names; assurance: Names }> {
  const rows = await db
    .select({
      kind: sql<"extra" | "assurance">`'extra'`.as("kind"),
      code: extras.code,
      nameTr: extras.nameTr,
      nameEn: extras.nameEn,
    })
    .from(extras)
    .unionAll(
      db
        .select({
          kind: sql<"extra" | "assurance">`'assurance'`.as("kind"),
          code: assurancePackages.code,
          nameTr: assurancePackages.nameTr,
          nameEn: assurancePackages.nameEn,
        })
        .from(assurancePackages),
    );
  const names = { extras: new Map() as Names, assurance: new Map() as Names };
  for (const r of rows) {
    (r.kind === "extra" ? names.extras : names.assurance).set(r.code, { nameTr: r.nameTr, nameEn: r.nameEn });
  }
  return names;
}

export type CampaignRow = Campaign & { id: number };

/** Active campaigns; the caller matches the typed code with the domain's normalisation. */
export async function loadActiveCampaigns(db: Db): Promise<CampaignRow[]> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.active, true));
  return rows.map((c) => ({ id: c.id, ...campaignRule(c) }));
}

/** A campaign row as the domain's rules read it (checkCampaign, the fleet page's gains). */
export function campaignRule(c: typeof campaigns.$inferSelect): Campaign {
  return {
    code: c.code,
    kind: c.discountKind,
    value: c.discountValue,
    validFrom: c.validFrom,
    validTo: c.validTo,
    classIds: c.classIds,
    officeIds: c.officeIds,
    minDays: c.minDays,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    membersOnly: c.membersOnly,
    active: c.active,
  };
}
