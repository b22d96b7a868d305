// The campaigns editor's SQL (docs/decisions/0048): campaigns with what each code was used for and
// what it cost, one campaign for its form, the clash checks, and the writes. Writes run inside the
// caller's transaction (the service writes the audit entry and the public change beside them).
import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { campaigns, offices, vehicleClasses } from "#app/server/db/schema.ts";
import { pgErrorCode } from "./reservations.server.ts";

export type CampaignRecord = typeof campaigns.$inferSelect;
export type CampaignWrite = Omit<typeof campaigns.$inferInsert, "id" | "usedCount">;

export type CampaignUsage = {
  /** Reservations with the code that were booked (confirmed, active, completed). */
  bookings: number;
  /** The discount those reservations got, in kuruş. */
  discountKurus: number;
};

export type CampaignListRow = CampaignRecord & CampaignUsage;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Booked reservations per campaign and their discount (cancelled, expired and unpaid ones are not uses). */
export async function campaignUsage(db: Db): Promise<Map<number, CampaignUsage>> {
  const rows = await rowsOf<{ campaign_id: number; bookings: number; discount: string }>(
    db,
    sql`
      select campaign_id, count(*)::int as bookings, coalesce(sum(discount_kurus), 0)::bigint as discount
      from reservations
      where campaign_id is not null and status in ('confirmed', 'active', 'completed')
      group by campaign_id`,
  );
  return new Map(
    rows.map((r) => [Number(r.campaign_id), { bookings: Number(r.bookings), discountKurus: Number(r.discount) }]),
  );
}

/** Every campaign, the latest last day first, with its usage. */
export async function listCampaignRows(db: Db): Promise<CampaignListRow[]> {
  const [rows, usage] = await readTogether(db, [
    () =>
      db
        .select()
        .from(campaigns)
        .orderBy(sql`${campaigns.validTo} desc`, asc(campaigns.id)),
    () => campaignUsage(db),
  ]);
  return rows.map((c) => ({ ...c, ...(usage.get(c.id) ?? { bookings: 0, discountKurus: 0 }) }));
}

export async function findCampaignRecord(db: Db, id: number): Promise<CampaignRecord | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

/** The campaign row locked for an edit (the booking's use counter waits for the edit, and the other way round). */
export async function lockCampaignRecord(tx: Db, id: number): Promise<CampaignRecord | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update").limit(1);
  return row ?? null;
}

/** Another campaign with this code, whatever its case (`code` is stored upper-case). */
export async function codeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const same = sql`upper(${campaigns.code}) = upper(${code})`;
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(exceptId === null ? same : and(same, ne(campaigns.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Another campaign's page already at /kampanya-{slug}. */
export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const same = eq(campaigns.slug, slug);
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(exceptId === null ? same : and(same, ne(campaigns.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCampaign(tx: Db, values: CampaignWrite): Promise<CampaignRecord> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  if (!row) throw new Error("campaigns insert returned nothing");
  return row;
}

export async function updateCampaignRecord(tx: Db, id: number, values: CampaignWrite): Promise<CampaignRecord> {
  const [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  if (!row) throw new Error("campaigns update returned nothing");
  return row;
}

/** Classes and offices a campaign may be limited to, in `lang`, in the site's order. */
export async function campaignScopeChoices(db: Db, lang: "tr" | "en") {
  const [classes, officeRows] = await readTogether(db, [
    () =>
      db
        .select({ id: vehicleClasses.id, tr: vehicleClasses.nameTr, en: vehicleClasses.nameEn })
        .from(vehicleClasses)
        .orderBy(asc(vehicleClasses.sort)),
    () =>
      db
        .select({ id: offices.id, code: offices.code, tr: offices.nameTr, en: offices.nameEn })
        .from(offices)
        .orderBy(asc(offices.nameTr)),
  ]);
  return {
    classes: classes.map((c) => ({ id: c.id, name: lang === "en" ? c.en : c.tr })),
    offices: officeRows.map((o) => ({ id: o.id, code: o.code, name: lang === "en" ? o.en : o.tr })),
  };
}

/** Which unique key a failed write ran into ("code" also for the case-insensitive index), or null. */
export function campaignClashOf(error: unknown): "code" | "slug" | null {
  if (pgErrorCode(error) !== "23505") return null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    const text = `${typeof constraint === "string" ? constraint : ""} ${typeof message === "string" ? message : ""}`;
    if (text.includes("campaigns_slug")) return "slug";
    if (text.includes("campaigns_code")) return "code";
    current = (current as { cause?: unknown }).cause;
  }
  return "code";
}
