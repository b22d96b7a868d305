// The price editor (decision 0047) against a real database: a change prices new searches and
// quotes only (quotes and reservations already made keep their price), every save leaves an audit
// entry with before and after and raises the "prices" public version in the same transaction, the
// rules refuse what the pricing domain forbids, and the preview equals what the search quotes
// after saving (fast-check).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { reservations, seasons } from "#app/server/db/schema.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { readPublicVersions } from "#app/server/repositories/public-changes.server.ts";
import { findQuote } from "#app/server/repositories/quotes.server.ts";
import { createQuote } from "#app/server/services/quote.server.ts";
import { reserveFromQuote } from "#app/server/services/reserve.server.ts";
import { searchAvailability } from "#app/server/services/search.server.ts";
import { previewPriceDraft } from "#app/server/services/staff/price-preview.server.ts";
import {
  saveModelRates,
  saveOneWayFee,
  savePackagePrice,
  saveSeason,
} from "#app/server/services/staff/prices.server.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { addUnit, at, billing, buildFixture, driver, type Fixture, NOW } from "./booking-fixture.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let springId: number;

const admin: StaffActor = { id: "s-admin", name: "Admin", email: "a@yolda.test", role: "admin", officeIds: [] };
const agent: StaffActor = { id: "s-agent", name: "Ayşe", email: "ayse@yolda.test", role: "office", officeIds: [] };

const tiers = (daily: number[]) => [1, 4, 8, 16, 31].map((minDays, i) => ({ minDays, dailyKurus: daily[i] ?? 0 }));
/** Four days in the spring season (5-31 March 2027, factor 120%). */
const window = () => ({ pickupOfficeId: f.istCity, dropoffOfficeId: f.istCity, pickupAt: at(6), returnAt: at(10) });

async function spring() {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, springId));
  if (!row) throw new Error("spring season");
  return row;
}

async function searchTotal(modelId: number): Promise<number> {
  const result = await searchAvailability(db, window(), { now: NOW });
  if (!result.ok) throw new Error(JSON.stringify(result));
  const found = result.models.find((m) => m.model.id === modelId);
  if (!found) throw new Error(`model ${modelId} not in the search`);
  return found.totalKurus;
}

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  await addUnit(db, f.clio, f.istCity);
  await addUnit(db, f.clio, f.istCity);
  await addUnit(db, f.egea, f.istCity);
  const [row] = await db.select().from(seasons);
  springId = row?.id ?? 0;
});

afterAll(async () => {
  await testDb.cleanup();
});

describe("a price change", () => {
  it("shows in the next search while a quote and a reservation made before keep their price", async () => {
    // Clio, 4 days in spring: 4 x 1.400 TL x 120% = 6.720 TL.
    expect(await searchTotal(f.clio)).toBe(672_000);
    const quoted = await createQuote(db, { ...window(), modelId: f.clio, lang: "tr" }, { now: NOW });
    if (!quoted.ok) throw new Error(JSON.stringify(quoted));
    const booked = await createQuote(db, { ...window(), modelId: f.clio, lang: "tr" }, { now: NOW });
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const reserved = await reserveFromQuote(
      db,
      { quoteId: booked.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    if (!reserved.ok) throw new Error(JSON.stringify(reserved));
    expect(reserved.reservation.totalKurus).toBe(672_000);

    const versionBefore = (await readPublicVersions(db)).get("prices") ?? 0;
    const { id: _id, ...season } = await spring();
    expect(await saveSeason(db, admin, { id: springId, ...season, factorPermille: 1500 })).toEqual({ ok: true });

    // The search and a new quote use 150%: 4 x 1.400 TL x 150% = 8.400 TL.
    expect(await searchTotal(f.clio)).toBe(840_000);
    const fresh = await createQuote(db, { ...window(), modelId: f.clio, lang: "tr" }, { now: NOW });
    expect(fresh.ok && fresh.quote.totalKurus).toBe(840_000);
    // The quote made before keeps its price, also when it is booked after the change.
    expect(Number((await findQuote(db, quoted.quote.id))?.totalKurus)).toBe(672_000);
    const lateBooking = await reserveFromQuote(
      db,
      { quoteId: quoted.quote.id, driver, billing, paymentType: "office", lang: "tr" },
      { now: NOW },
    );
    expect(lateBooking.ok && lateBooking.reservation.totalKurus).toBe(672_000);
    const [stored] = await db.select().from(reservations).where(eq(reservations.id, reserved.reservation.id));
    expect(Number(stored?.totalKurus)).toBe(672_000);

    expect((await readPublicVersions(db)).get("prices")).toBe(versionBefore + 1);
    const trail = await auditOf(db, "season", String(springId));
    expect(trail.at(-1)).toMatchObject({
      action: "price_edit.season",
      actorId: "s-admin",
      before: { factorPermille: 1200, startsOn: "2027-03-05", endsOn: "2027-03-31" },
      after: { factorPermille: 1500, startsOn: "2027-03-05", endsOn: "2027-03-31" },
    });
  });

  it("audits rates, one-way fees and package prices with before and after", async () => {
    const rates = tiers([160_000, 140_000, 130_000, 125_000, 122_000]);
    expect(await saveModelRates(db, admin, f.egea, rates)).toEqual({ ok: true });
    expect((await auditOf(db, "model", String(f.egea))).at(-1)).toMatchObject({
      before: tiers([120_000, 110_000, 100_000, 90_000, 80_000]),
      after: rates,
    });
    expect(await saveOneWayFee(db, admin, { cityA: 2, cityB: 1, feeKurus: 175_050 })).toMatchObject({ ok: true });
    const pair = (await auditOf(db, "one_way_fee", "1-2")).at(-1);
    expect(pair?.before).toEqual([expect.objectContaining({ feeKurus: 150_000 })]);
    expect(pair?.after).toEqual([{ fromCityId: 2, toCityId: 1, feeKurus: 175_050 }]);
    expect(await savePackagePrice(db, admin, { kind: "km", id: 1, priceKurus: 45_000 })).toEqual({ ok: true });
    expect((await auditOf(db, "km_package", "1")).at(-1)).toMatchObject({
      before: { priceKurus: 40_000 },
      after: { priceKurus: 45_000 },
    });
  });

  it("audits an assurance price, an extra's price and cap, and a new season with before and after", async () => {
    expect(
      await savePackagePrice(db, admin, { kind: "assurance", packageId: 1, classId: f.economy, dailyKurus: 27_500 }),
    ).toEqual({ ok: true });
    expect((await auditOf(db, "assurance_price", `1-${f.economy}`)).at(-1)).toMatchObject({
      action: "price_edit.assurance",
      before: { dailyKurus: 25_000 },
      after: { dailyKurus: 27_500 },
    });
    expect(await savePackagePrice(db, admin, { kind: "extra", id: 1, priceKurus: 12_000, capKurus: 60_000 })).toEqual({
      ok: true,
    });
    expect((await auditOf(db, "extra", "1")).at(-1)).toMatchObject({
      action: "price_edit.extra",
      before: { priceKurus: 10_000, capKurus: 50_000 },
      after: { priceKurus: 12_000, capKurus: 60_000 },
    });
    const summer = { nameTr: "Yaz 2030", nameEn: "Summer 2030", startsOn: "2030-07-01", endsOn: "2030-07-31" };
    expect(await saveSeason(db, admin, { id: null, ...summer, factorPermille: 1300 })).toEqual({ ok: true });
    const [added] = await db.select().from(seasons).where(eq(seasons.startsOn, "2030-07-01"));
    expect((await auditOf(db, "season", String(added?.id))).at(-1)).toMatchObject({
      action: "price_edit.season_add",
      before: null,
      after: { ...summer, factorPermille: 1300 },
    });
  });

  it("refuses negative prices, a longer rental costing less, partly overlapping seasons and non-admins", async () => {
    expect(await saveModelRates(db, admin, f.egea, tiers([-1, 1, 1, 1, 1]))).toEqual({
      ok: false,
      reason: "invalidAmount",
    });
    const cheaper = await saveModelRates(db, admin, f.egea, tiers([200_000, 100_000, 100_000, 100_000, 100_000]));
    expect(cheaper).toMatchObject({ ok: false, reason: "invalid", problems: [{ code: "longerRentalCheaper" }] });
    const overlap = await saveSeason(db, admin, {
      id: null,
      nameTr: "Yeni",
      nameEn: "New",
      startsOn: "2027-03-20",
      endsOn: "2027-04-10",
      factorPermille: 1100,
    });
    expect(overlap).toMatchObject({ ok: false, reason: "invalid", problems: [{ code: "partialOverlap" }] });
    await expect(saveModelRates(db, agent, f.egea, tiers([1, 1, 1, 1, 1]))).rejects.toBeInstanceOf(StaffAccessDenied);
    expect(await savePackagePrice(db, admin, { kind: "km", id: 1, priceKurus: -5 })).toEqual({
      ok: false,
      reason: "invalidAmount",
    });
  });
});

describe("the preview", () => {
  it("equals what the search quotes after saving, for any valid rates and season factor (property)", async () => {
    // A valid table: each tier at most the one before, never so low that a longer rental costs less.
    const daily = fc
      .tuple(
        fc.integer({ min: 50_000, max: 400_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: 4,
          maxLength: 4,
        }),
      )
      .map(([first, steps]) => {
        const rates = [first];
        [4, 8, 16, 31].forEach((minDays, i) => {
          const previous = rates[i] ?? first;
          const lowest = Math.ceil((previous * (minDays - 1)) / minDays);
          rates.push(lowest + Math.floor((steps[i] ?? 0) * (previous - lowest)));
        });
        return rates;
      });
    await fc.assert(
      fc.asyncProperty(daily, fc.integer({ min: 500, max: 3000 }), async (rates, factor) => {
        const sample = { ...window(), modelId: f.egea };
        const draftRates = tiers(rates);
        const ratePreview = await previewPriceDraft(
          db,
          admin,
          sample,
          {
            kind: "rates",
            modelId: f.egea,
            rates: draftRates,
          },
          NOW,
        );
        if (!ratePreview.ok || !ratePreview.preview.after.ok) throw new Error(JSON.stringify(ratePreview));
        expect(ratePreview.preview.before).toMatchObject({
          ok: true,
          quote: { totalKurus: await searchTotal(f.egea) },
        });
        expect(await saveModelRates(db, admin, f.egea, draftRates)).toEqual({ ok: true });
        expect(await searchTotal(f.egea)).toBe(ratePreview.preview.after.quote.totalKurus);

        const { id: _id, ...season } = await spring();
        const draftSeason = { id: springId, ...season, factorPermille: factor };
        const seasonPreview = await previewPriceDraft(db, admin, sample, { kind: "season", season: draftSeason }, NOW);
        if (!seasonPreview.ok || !seasonPreview.preview.after.ok) throw new Error(JSON.stringify(seasonPreview));
        expect(await saveSeason(db, admin, draftSeason)).toEqual({ ok: true });
        expect(await searchTotal(f.egea)).toBe(seasonPreview.preview.after.quote.totalKurus);
      }),
      { numRuns: 12 },
    );
  });
});
