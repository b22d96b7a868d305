// The campaigns editor (docs/decisions/0048): admin and content staff create and
// edit campaigns, every save is audited with before and after and marks the "campaigns" public
// change; a campaign made in the editor works as a code in the booking; the usage limit holds
// under concurrency (exactly one of several simultaneous bookings gets the last use); an unpaid
// hold that is released or cancelled gives its use back; the list shows uses and what they cost.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { type Database, openDatabase, type Db } from "#app/server/db/client.server.ts";
import { campaigns, quotes, reservations } from "#app/server/db/schema.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import { createQuote, type QuoteRequest } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import {
  type CampaignInput,
  campaignForEdit,
  listCampaigns,
  saveCampaign,
} from "#app/server/services/staff/campaign-editor.server.ts";
import { addUnit, at, billing, driver, type Fixture, NOW, resetAndBuildFixture } from "./booking-fixture.ts";
import { ownDatabaseUrl, type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await resetAndBuildFixture(db);
  for (let i = 0; i < 6; i++) await addUnit(db, f.clio, f.izmir);
}, 120_000);
afterAll(async () => {
  const pool = (db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  pool?.on?.("error", () => {});
  await testDb.cleanup();
});

const actor = (role: StaffRole): StaffActor => ({
  id: `staff-${role}`,
  name: `Test ${role}`,
  email: `${role}@example.test`,
  role,
  officeIds: role === "office" ? [f.izmir] : [],
});

const input = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  code: "YILBASI20",
  slug: "yilbasi",
  titleTr: "Yılbaşı indirimi",
  titleEn: "New Year discount",
  summaryTr: "Yılbaşında yüzde yirmi indirim.",
  summaryEn: "Twenty per cent off at New Year.",
  termsTr: "Koşullar burada yazılıdır.",
  termsEn: "The terms are written here.",
  discountKind: "percent",
  discountValue: 20,
  validFrom: "2027-01-01",
  validTo: "2027-12-31",
  classIds: [],
  officeIds: [],
  minDays: 1,
  usageLimit: null,
  membersOnly: false,
  active: true,
  theme: "snow",
  ...over,
});

async function saved(result: Awaited<ReturnType<typeof saveCampaign>>) {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.campaign;
}

const usedCount = async (id: number) =>
  (await db.select({ n: campaigns.usedCount }).from(campaigns).where(eq(campaigns.id, id)))[0]?.n;

let window = 60;
/** A fresh two-day rental window at İzmir (so tests never compete for the same cars). */
function izmir(code: string): QuoteRequest {
  window += 5;
  return {
    pickupOfficeId: f.izmir,
    dropoffOfficeId: f.izmir,
    pickupAt: at(window),
    returnAt: at(window + 2),
    modelId: f.clio,
    campaignCode: code,
    lang: "tr",
  };
}

async function quoteId(request: QuoteRequest): Promise<string> {
  const result = await createQuote(db, request, { now: NOW });
  if (!result.ok) throw new Error(`quote refused: ${JSON.stringify(result)}`);
  return result.quote.id;
}

const reserve = (id: string, paymentType: "office" | "card" = "office", d = db) =>
  reserveFromQuote(d, { quoteId: id, driver, billing, paymentType, lang: "tr" }, { now: NOW });

describe("the campaigns editor", () => {
  it("lets admin and content staff create and edit; every save is audited with before and after and marks the public change", async () => {
    const v0 = (await readPublicVersions(db)).get("campaigns") ?? 0;
    const made = await saved(await saveCampaign(db, actor("content"), null, input()));
    expect(made).toMatchObject({ code: "YILBASI20", slug: "yilbasi", classIds: null, officeIds: null, usedCount: 0 });
    expect((await readPublicVersions(db)).get("campaigns")).toBe(v0 + 1);

    const edited = await saved(
      await saveCampaign(
        db,
        actor("admin"),
        made.id,
        input({ discountValue: 25, officeIds: [f.izmir, f.istCity], titleEn: "New Year: 25% off" }),
      ),
    );
    expect(edited.officeIds).toEqual([f.istCity, f.izmir].sort((a, b) => a - b));
    expect((await readPublicVersions(db)).get("campaigns")).toBe(v0 + 2);

    const trail = await auditOf(db, "campaign", String(made.id));
    expect(trail.map((a) => [a.action, a.actorRole])).toEqual([
      ["campaign.create", "content"],
      ["campaign.update", "admin"],
    ]);
    expect(trail[0]).toMatchObject({ before: null, after: expect.objectContaining({ discountValue: 20 }) });
    expect(trail[1]).toMatchObject({
      before: expect.objectContaining({ discountValue: 20, officeIds: null, titleEn: "New Year discount" }),
      after: expect.objectContaining({ discountValue: 25, titleEn: "New Year: 25% off" }),
    });
    expect(trail[1]?.note).toBe("titleEn, discountValue, officeIds");
  });

  it("refuses other roles before reading anything", async () => {
    await expect(listCampaigns(db, actor("office"))).rejects.toBeInstanceOf(StaffAccessDenied);
    await expect(
      saveCampaign(db, actor("finance"), null, input({ code: "NOPE1", slug: "nope" })),
    ).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await db.select().from(campaigns).where(eq(campaigns.code, "NOPE1"))).toEqual([]);
  });

  it("checks the code whatever its case and the page address against every other campaign", async () => {
    const clash = await saveCampaign(db, actor("admin"), null, input({ code: "teksefer", slug: "baska" }));
    expect(clash).toEqual({ ok: false, reason: "invalid", field: "code", problem: "codeTaken" });
    const slug = await saveCampaign(db, actor("admin"), null, input({ code: "BASKA10", slug: "yilbasi" }));
    expect(slug).toEqual({ ok: false, reason: "invalid", field: "slug", problem: "slugTaken" });
    // The database refuses a case-only twin even from a writer that skipped the check.
    await expect(
      db.execute(sql`insert into campaigns (slug, code, title_tr, title_en, summary_tr, summary_en, terms_tr, terms_en,
        discount_kind, discount_value, valid_from, valid_to, theme)
        values ('ikiz', 'Teksefer', 't', 't', 's', 's', 'x', 'x', 'percent', 5, '2027-01-01', '2027-02-01', 'sea')`),
    ).rejects.toThrow();
  });

  it("keeps a campaign's own code and address on edit, and never lowers the limit below the uses made", async () => {
    const c = await saved(
      await saveCampaign(db, actor("admin"), null, input({ code: "SINIRLI3", slug: "sinirli", usageLimit: 3 })),
    );
    expect(
      (await saveCampaign(db, actor("admin"), c.id, input({ code: "sinirli3", slug: "sinirli", usageLimit: 3 }))).ok,
    ).toBe(true);
    await reserve(await quoteId(izmir("SINIRLI3")));
    await reserve(await quoteId(izmir("SINIRLI3")));
    expect(await usedCount(c.id)).toBe(2);
    const lower = await saveCampaign(
      db,
      actor("admin"),
      c.id,
      input({ code: "SINIRLI3", slug: "sinirli", usageLimit: 1 }),
    );
    expect(lower).toEqual({ ok: false, reason: "invalid", field: "usageLimit", problem: "usageLimitBelowUses" });
    expect((await saveCampaign(db, actor("admin"), 999_999, input({ code: "YOK1", slug: "yok" }))).ok).toBe(false);
  });
});

describe("a campaign made in the editor, in the booking", () => {
  it("works as a code: the quote applies its rules and the reservation records the use and the discount", async () => {
    const c = await saved(
      await saveCampaign(
        db,
        actor("content"),
        null,
        input({ code: "KISA500", slug: "kisa", discountKind: "fixed", discountValue: 50_000, officeIds: [f.izmir] }),
      ),
    );
    const refused = await createQuote(
      db,
      { ...izmir("kisa500"), pickupOfficeId: f.istCity, dropoffOfficeId: f.istCity },
      { now: NOW },
    );
    expect(refused).toMatchObject({ ok: false, reason: "campaignRefused", refusal: "wrongOffice" });

    const result = await reserve(await quoteId(izmir("kisa500")));
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row).toMatchObject({ campaignId: c.id, campaignCode: "KISA500", discountKurus: 50_000 });
    expect(await usedCount(c.id)).toBe(1);

    const listed = (await listCampaigns(db, actor("admin"))).find((row) => row.id === c.id);
    expect(listed).toMatchObject({ bookings: 1, discountKurus: 50_000, usedCount: 1 });
    expect(await campaignForEdit(db, actor("content"), c.id)).toMatchObject({ bookings: 1, discountKurus: 50_000 });
  });
});

describe("the usage limit", () => {
  it("lets exactly one of six simultaneous bookings take the last use", async () => {
    const c = await saved(
      await saveCampaign(db, actor("admin"), null, input({ code: "SONUNCU", slug: "sonuncu", usageLimit: 1 })),
    );
    const request = izmir("SONUNCU");
    const [first] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, await quoteId(request)));
    if (!first) throw new Error("quote");
    const { id: _id, ...copy } = first;
    const copies = await db
      .insert(quotes)
      .values(Array.from({ length: 5 }, () => copy))
      .returning();
    const ids = [first.id, ...copies.map((q) => q.id)];

    // On PostgreSQL each booking gets its own connection; PGlite has one and runs them in turn.
    let racers: Database | null = null;
    let raceDb = db;
    if (testDb.database.kind === "postgres" && process.env.DATABASE_URL) {
      const url = (await ownDatabaseUrl(db)) as string;
      racers = await openDatabase({ url, poolSize: 6 });
      raceDb = racers.db;
    }
    try {
      const results = await Promise.all(ids.map((id) => reserve(id, "office", raceDb)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(
        Array.from({ length: 5 }, () => ({ ok: false, reason: "campaignUsedUp" })),
      );
      expect(await db.select().from(reservations).where(eq(reservations.campaignId, c.id))).toHaveLength(1);
      expect(await usedCount(c.id)).toBe(1);
    } finally {
      await racers?.close();
    }
  });

  it("gets a use back when an unpaid hold is released or cancelled, and takes it again when a late payment revives it", async () => {
    const c = await saved(
      await saveCampaign(db, actor("admin"), null, input({ code: "GERIVER", slug: "geri-ver", usageLimit: 1 })),
    );
    const held = await reserve(await quoteId(izmir("GERIVER")), "card");
    if (!held.ok) throw new Error(JSON.stringify(held));
    expect(held.reservation.status).toBe("pending_payment");
    expect(await usedCount(c.id)).toBe(1);
    expect(await createQuote(db, izmir("GERIVER"), { now: NOW })).toEqual({
      ok: false,
      reason: "campaignRefused",
      refusal: "usedUp",
    });

    // The hold runs out: released, the use comes back and the next customer gets it.
    await releaseExpiredHolds(db, new Date(NOW.getTime() + 16 * 60_000));
    expect(await usedCount(c.id)).toBe(0);
    const next = await reserve(await quoteId(izmir("GERIVER")), "card");
    if (!next.ok) throw new Error(JSON.stringify(next));
    expect(await usedCount(c.id)).toBe(1);

    // A cancelled unpaid hold gives it back too.
    await db
      .update(reservations)
      .set({ status: "cancelled", holdExpiresAt: null })
      .where(eq(reservations.id, next.reservation.id));
    expect(await usedCount(c.id)).toBe(0);

    // A late approval revives the first one (decision 0021): it counts again.
    await db.update(reservations).set({ status: "confirmed" }).where(eq(reservations.id, held.reservation.id));
    expect(await usedCount(c.id)).toBe(1);
    // Other changes to a reservation leave the count alone.
    await db.update(reservations).set({ status: "active" }).where(eq(reservations.id, held.reservation.id));
    expect(await usedCount(c.id)).toBe(1);
  });
});
