import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";
import { addDays, istanbulDay } from "./catalogue/calendar.ts";
import { buildCampaigns } from "./catalogue/campaigns.ts";
import { dailyRatesFor, rateTierMinDays } from "./catalogue/fleet.ts";
import { buildSeasons, SEASON_HORIZON_DAYS } from "./catalogue/pricing.ts";
import { blogPostsData } from "./content/blog.ts";
import { departmentsData } from "./content/departments.ts";
import { faqData } from "./content/faq.ts";
import { newsItemsData } from "./content/news.ts";
import { pageTexts } from "./content/pages.ts";
import { tripPlacesData } from "./content/trips.ts";
import { DEMO_MONTHLY_SEED_NAME, seedDemo, seedDemoMonthlyRates } from "./run.ts";
import { validateMonthlyRates } from "#app/domain/rental/monthly-plan.ts";

const NOW = new Date();
const TODAY = istanbulDay(NOW);

const OFFICE_SLUGS = [
  "istanbul-havalimani",
  "sabiha-gokcen-havalimani",
  "istanbul-kadikoy",
  "istanbul-levent",
  "ankara-esenboga-havalimani",
  "ankara-kizilay",
  "izmir-adnan-menderes-havalimani",
  "izmir-alsancak",
  "antalya-havalimani",
  "antalya-lara",
  "dalaman-havalimani",
  "bodrum-milas-havalimani",
  "adana-merkez",
  "trabzon-havalimani",
  "kayseri-havalimani",
  "gaziantep-havalimani",
];

const CAMPAIGN_CODES: Record<string, string> = {
  "erken-rezervasyon": "ERKEN15",
  "hafta-sonu": "HAFTASONU10",
  "uzun-donem": "UZUN20",
  "uye-ozel": "UYE12",
  "ege-yaz": "EGE500",
  "kis-kayak": "KAYAK25",
};

/** The total vehicle charge of an n-day rental at list price: the tier's daily rate times n. */
function listTotal(rates: Array<{ minDays: number; dailyKurus: number }>, days: number): number {
  const tier = rates.filter((r) => r.minDays <= days).sort((a, b) => b.minDays - a.minDays)[0];
  if (!tier) throw new Error(`no rate tier for ${days} days`);
  return tier.dailyKurus * days;
}

/** How many seasons contain each day from `from` for `count` days. */
function coverage(rows: Array<{ startsOn: string; endsOn: string }>, from: string, count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(from, i);
    return rows.filter((s) => s.startsOn <= day && day <= s.endsOn).length;
  });
}

describe("seedDemo", () => {
  let testDb: TestDatabase;
  let firstRun: { inserted: boolean };
  let seedMs: number;

  beforeAll(async () => {
    testDb = await withTestDatabase();
    const started = performance.now();
    firstRun = await seedDemo(testDb.database.db, { today: NOW });
    seedMs = performance.now() - started;
    console.info(`demo seed on ${testDb.database.kind}: ${Math.round(seedMs)} ms`);
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("inserts once and does nothing on the second run", async () => {
    const { db } = testDb.database;
    expect(firstRun).toEqual({ inserted: true });
    const unitsBefore = await db.$count(units);
    expect(await seedDemo(db, { today: NOW })).toEqual({ inserted: false });
    expect(await db.$count(units)).toBe(unitsBefore);
    expect((await db.select().from(seedRuns)).map((r) => r.name).sort()).toEqual(["demo-monthly-v1", "demo-v1"]);
  });

  it("seeds fast enough to run at every start on PGlite", () => {
    if (testDb.database.kind === "pglite") expect(seedMs).toBeLessThan(5_000);
  });

  it("has the 16 agreed offices in 9 cities, with plausible data", async () => {
    const { db } = testDb.database;
    const cityRows = await db.select().from(cities);
    const officeRows = await db.select().from(offices);
    expect(cityRows).toHaveLength(9);
    expect(officeRows.map((o) => o.slug).sort()).toEqual([...OFFICE_SLUGS].sort());
    expect(new Set(officeRows.map((o) => o.cityId)).size).toBeGreaterThanOrEqual(8);
    for (const office of officeRows) {
      expect(office.code).toMatch(/^[A-Z]{3}$/);
      expect(office.phone).toMatch(/^\+90 \d{3} 555 \d{2} \d{2}$/);
      expect(office.email).toBe(`${office.slug}@yolda.com.tr`);
      expect(office.lat).toBeGreaterThan(35.8);
      expect(office.lat).toBeLessThan(42.1);
      expect(office.lng).toBeGreaterThan(25.6);
      expect(office.lng).toBeLessThan(44.8);
      expect(office.hours).toHaveLength(7);
      expect(office.open24h).toBe(office.kind === "airport");
      if (office.open24h) {
        expect(office.hours.every((d) => d?.open === "00:00" && d.close === "23:59")).toBe(true);
      } else {
        expect(office.hours.slice(0, 5).every((d) => d !== null && d.open < d.close)).toBe(true);
      }
    }
  });

  it("closes or shortens city offices on the coming national holidays", async () => {
    const { db } = testDb.database;
    const rows = await db
      .select({ day: officeClosures.day, opens: officeClosures.opens, kind: offices.kind })
      .from(officeClosures)
      .innerJoin(offices, eq(officeClosures.officeId, offices.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.kind === "city" && r.day >= TODAY && r.day <= addDays(TODAY, 366))).toBe(true);
    expect(new Set(rows.map((r) => r.day.slice(5)))).toEqual(new Set(["01-01", "04-23", "05-19", "08-30", "10-29"]));
    expect(rows.some((r) => r.opens === null)).toBe(true);
    expect(rows.some((r) => r.opens !== null)).toBe(true);
  });

  it("has 8 classes and 40 models with every field in range", async () => {
    const { db } = testDb.database;
    expect(await db.$count(vehicleClasses)).toBe(8);
    const models = await db.select().from(vehicleModels);
    expect(models).toHaveLength(40);
    for (const m of models) {
      expect(m.kmLimitPerDay).toBeGreaterThanOrEqual(300);
      expect(m.kmLimitPerDay).toBeLessThanOrEqual(500);
      expect(m.minAge).toBeGreaterThanOrEqual(21);
      expect(m.minAge).toBeLessThanOrEqual(28);
      expect(m.licenceYears).toBeGreaterThanOrEqual(1);
      expect(m.licenceYears).toBeLessThanOrEqual(5);
      expect(m.depositKurus).toBeGreaterThanOrEqual(500_000);
      expect(m.depositKurus).toBeLessThanOrEqual(4_000_000);
      expect(m.memberDiscountPct).toBeGreaterThanOrEqual(0);
      expect(m.memberDiscountPct).toBeLessThanOrEqual(15);
      expect(["white", "black", "grey", "silver", "red", "blue"]).toContain(m.colour);
      expect(m.adults).toBeGreaterThanOrEqual(5);
      expect(m.powerHp).toBeGreaterThan(50);
    }
  });

  it("has 300 units with unique plates of their home office's city, every class at every office", async () => {
    const { db } = testDb.database;
    const rows = await db
      .select({
        plate: units.plate,
        inService: units.inService,
        office: offices.slug,
        kind: offices.kind,
        plateCode: cities.plateCode,
        classId: vehicleModels.classId,
      })
      .from(units)
      .innerJoin(offices, eq(units.homeOfficeId, offices.id))
      .innerJoin(cities, eq(offices.cityId, cities.id))
      .innerJoin(vehicleModels, eq(units.modelId, vehicleModels.id));
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.plate)).size).toBe(300);
    for (const r of rows) {
      expect(r.plate).toMatch(/^\d{2} [A-Z]{3} \d{3}$/);
      expect(r.plate.slice(0, 2)).toBe(String(r.plateCode).padStart(2, "0"));
    }
    expect(rows.filter((r) => !r.inService)).toHaveLength(6);
    const modelsWithUnits = await db.selectDistinct({ id: units.modelId }).from(units);
    expect(modelsWithUnits).toHaveLength(40);

    const perOffice = new Map<string, typeof rows>();
    for (const r of rows) perOffice.set(r.office, [...(perOffice.get(r.office) ?? []), r]);
    expect(perOffice.size).toBe(16);
    for (const [, list] of perOffice) expect(new Set(list.map((r) => r.classId)).size).toBe(8);
    const sizes = (kind: string) => [...perOffice.values()].filter((l) => l[0]?.kind === kind).map((l) => l.length);
    expect(Math.min(...sizes("airport"))).toBeGreaterThanOrEqual(Math.max(...sizes("city")));
    expect(Math.max(...sizes("airport"))).toBeGreaterThan(Math.max(...sizes("city")));
  });

  it("gives every model 5 rate tiers where a longer rental never costs less", async () => {
    const { db } = testDb.database;
    const rows = await db.select().from(dailyRates).orderBy(asc(dailyRates.modelId), asc(dailyRates.minDays));
    const byModel = Map.groupBy(rows, (r) => r.modelId);
    expect(byModel.size).toBe(40);
    for (const [, rates] of byModel) {
      expect(rates.map((r) => r.minDays)).toEqual([...rateTierMinDays]);
      for (const [i, rate] of rates.entries()) {
        expect(rate.dailyKurus % 100).toBe(0);
        const previous = rates[i - 1];
        if (previous) {
          expect(rate.dailyKurus).toBeLessThanOrEqual(previous.dailyKurus);
          expect(rate.dailyKurus * rate.minDays).toBeGreaterThanOrEqual(previous.dailyKurus * (rate.minDays - 1));
        }
      }
      for (let days = 2; days <= 90; days++) {
        expect(listTotal(rates, days)).toBeGreaterThanOrEqual(listTotal(rates, days - 1));
      }
    }
  });

  it("gives every model 3 monthly tiers the price editor accepts, a 30-day month cheaper than 30 days of the daily table (decision 0131)", async () => {
    const { db } = testDb.database;
    const rows = await db.select().from(monthlyRates);
    const byModel = Map.groupBy(rows, (r) => r.modelId);
    expect(byModel.size).toBe(40);
    const daily = Map.groupBy(await db.select().from(dailyRates), (r) => r.modelId);
    for (const [modelId, rates] of byModel) {
      const table = rates.map((r) => ({ minDays: r.minDays, monthlyKurus: Number(r.monthlyKurus) }));
      expect(table.map((r) => r.minDays).sort((a, b) => a - b)).toEqual([30, 90, 180]);
      expect(validateMonthlyRates(table)).toEqual([]);
      for (const r of table) expect(r.monthlyKurus % 1_000).toBe(0);
      const tier31 = daily.get(modelId)?.find((r) => r.minDays === 31)?.dailyKurus ?? 0;
      expect(table.find((r) => r.minDays === 30)!.monthlyKurus).toBeLessThanOrEqual(30 * tier31);
    }
  });

  it("adds the monthly rates once to a demo seeded before them, keeping a tier staff set", async () => {
    const { db } = testDb.database;
    const [model] = await db.select().from(vehicleModels).limit(1);
    await db.delete(monthlyRates);
    await db.delete(seedRuns).where(eq(seedRuns.name, DEMO_MONTHLY_SEED_NAME));
    await db.insert(monthlyRates).values({ modelId: model!.id, minDays: 30, monthlyKurus: 1_234_500 });
    expect(await seedDemo(db, { today: NOW })).toEqual({ inserted: false });
    expect(await db.$count(monthlyRates)).toBe(120);
    const kept = await db.select().from(monthlyRates).where(eq(monthlyRates.modelId, model!.id));
    expect(kept.find((r) => r.minDays === 30)?.monthlyKurus).toBe(1_234_500);
    // A second start adds nothing, even a tier staff removed since.
    await db.delete(monthlyRates).where(eq(monthlyRates.modelId, model!.id));
    expect(await seedDemoMonthlyRates(db)).toEqual({ inserted: 0 });
    expect(await db.$count(monthlyRates)).toBe(117);
  });

  it("prices every class's cheapest car like a 2026 Turkish rental", async () => {
    const { db } = testDb.database;
    const rows = await db
      .select({ slug: vehicleClasses.slug, minDays: dailyRates.minDays, daily: dailyRates.dailyKurus })
      .from(dailyRates)
      .innerJoin(vehicleModels, eq(dailyRates.modelId, vehicleModels.id))
      .innerJoin(vehicleClasses, eq(vehicleModels.classId, vehicleClasses.id));
    const cheapest = (slug: string, minDays: number) =>
      Math.min(...rows.filter((r) => r.slug === slug && r.minDays === minDays).map((r) => r.daily));
    expect(cheapest("ekonomik", 1)).toBeGreaterThanOrEqual(120_000);
    expect(cheapest("ekonomik", 1)).toBeLessThanOrEqual(160_000);
    expect(cheapest("ekonomik", 31)).toBeLessThanOrEqual(100_000);
    expect(cheapest("luks", 1)).toBeGreaterThanOrEqual(800_000);
  });

  it("covers every day of the booking horizon with exactly one season", async () => {
    const { db } = testDb.database;
    const rows = await db.select().from(seasons);
    const counts = coverage(rows, TODAY, SEASON_HORIZON_DAYS + 1);
    expect(counts.every((c) => c === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.factorPermille))).toEqual(new Set([900, 1000, 1300, 1400]));
  });

  it("runs the 6 agreed campaigns today, each with its own conditions", async () => {
    const { db } = testDb.database;
    const rows = await db.select().from(campaigns);
    expect(Object.fromEntries(rows.map((c) => [c.slug, c.code]))).toEqual(CAMPAIGN_CODES);
    for (const c of rows) {
      expect(c.active).toBe(true);
      expect(c.validFrom <= TODAY && TODAY <= c.validTo).toBe(true);
      expect(c.termsTr.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(c.termsEn.split("\n").some((line) => line.startsWith("- "))).toBe(true);
    }
    const officeSlugById = new Map((await db.select().from(offices)).map((o) => [o.id, o.slug]));
    const bySlug = new Map(rows.map((c) => [c.slug, c]));
    const ege = bySlug.get("ege-yaz");
    expect(ege).toMatchObject({ discountKind: "fixed", discountValue: 50_000, minDays: 3 });
    expect(ege?.officeIds?.map((id) => officeSlugById.get(id)).sort()).toEqual(
      [
        "antalya-havalimani",
        "antalya-lara",
        "bodrum-milas-havalimani",
        "dalaman-havalimani",
        "izmir-adnan-menderes-havalimani",
        "izmir-alsancak",
      ].sort(),
    );
    const [suv] = await db.select().from(vehicleClasses).where(eq(vehicleClasses.slug, "suv"));
    const ski = bySlug.get("kis-kayak");
    expect(ski).toMatchObject({ discountKind: "percent", discountValue: 25, classIds: [suv?.id] });
    expect(ski?.officeIds?.map((id) => officeSlugById.get(id)).sort()).toEqual([
      "kayseri-havalimani",
      "trabzon-havalimani",
    ]);
    expect(bySlug.get("uye-ozel")).toMatchObject({ membersOnly: true, discountValue: 12 });
    expect(bySlug.get("hafta-sonu")).toMatchObject({ membersOnly: false, discountValue: 10, minDays: 2 });
    expect(bySlug.get("uzun-donem")).toMatchObject({ discountValue: 20, minDays: 16 });
    expect(bySlug.get("erken-rezervasyon")).toMatchObject({ membersOnly: false, discountValue: 15 });
  });

  it("prices every assurance package for every class, and has KM packages and capped extras", async () => {
    const { db } = testDb.database;
    // The deposit-free package (migration 0061) is priced per office, not per class (decision 0125).
    const packages = (await db.select().from(assurancePackages)).filter((p) => p.code !== "deposit-free");
    const classes = await db.select().from(vehicleClasses);
    const prices = await db.select().from(assurancePrices);
    expect(packages).toHaveLength(4);
    for (const p of packages) {
      for (const c of classes) {
        const price = prices.find((r) => r.packageId === p.id && r.classId === c.id);
        expect(price?.dailyKurus, `${p.code} / ${c.slug}`).toBeGreaterThan(0);
      }
    }
    const km = await db.select().from(kmPackages).orderBy(asc(kmPackages.sort));
    expect(km.map((k) => k.extraKm)).toEqual([500, 1000, null]);
    const extraRows = await db.select().from(extras);
    expect(extraRows.map((e) => e.code)).toEqual(
      expect.arrayContaining([
        "additional-driver",
        "baby-seat",
        "child-seat",
        "snow-chains",
        "toll-tag",
        "young-driver",
      ]),
    );
    for (const e of extraRows) {
      expect(e.maxQuantity).toBeGreaterThanOrEqual(1);
      if (e.capKurus !== null) expect(e.capKurus).toBeGreaterThan(e.priceKurus);
    }
  });

  it("has a symmetric one-way fee for every ordered pair of different cities", async () => {
    const { db } = testDb.database;
    const cityIds = (await db.select({ id: cities.id }).from(cities)).map((c) => c.id);
    const fees = await db.select().from(oneWayFees);
    const fee = (from: number, to: number) => fees.find((f) => f.fromCityId === from && f.toCityId === to)?.feeKurus;
    expect(fees).toHaveLength(cityIds.length * (cityIds.length - 1));
    for (const a of cityIds) {
      expect(fee(a, a)).toBeUndefined();
      for (const b of cityIds.filter((id) => id !== a)) {
        expect(fee(a, b)).toBeGreaterThanOrEqual(150_000);
        expect(fee(a, b)).toBeLessThanOrEqual(600_000);
        expect(fee(a, b)).toBe(fee(b, a));
      }
    }
  });

  it("inserts the site texts with their references resolved", async () => {
    const { db } = testDb.database;
    expect(await db.$count(pages)).toBe(pageTexts.length);
    const pageKeys = (await db.select({ key: pages.key }).from(pages)).map((p) => p.key);
    expect(pageKeys).toEqual(
      expect.arrayContaining([
        "rental-terms",
        "rental-guide",
        "kvkk",
        "cookie-policy",
        "about",
        "membership-agreement",
        "explicit-consent",
        "help",
      ]),
    );
    expect(await db.$count(blogPosts)).toBe(blogPostsData.length);
    expect(await db.$count(newsItems)).toBe(newsItemsData.length);
    expect(await db.$count(faqEntries)).toBe(faqData.length);
    expect(await db.$count(departments)).toBe(departmentsData.length);
    const trips = await db
      .select({ slug: tripPlaces.slug, office: offices.slug })
      .from(tripPlaces)
      .innerJoin(offices, eq(tripPlaces.officeId, offices.id));
    expect(trips).toHaveLength(tripPlacesData.length);
    for (const trip of tripPlacesData) {
      expect(trips.find((t) => t.slug === trip.slug)?.office).toBe(trip.officeSlug);
    }
    const posts = await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts);
    expect(posts.every((p) => p.publishedAt.getTime() <= NOW.getTime() + 86_400_000)).toBe(true);
  });
});

describe("seedDemo on a database that cannot take the demo", () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await withTestDatabase();
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("leaves nothing behind when an insert fails", async () => {
    const { db } = testDb.database;
    await db.insert(cities).values({ slug: "istanbul", plateCode: 34, nameTr: "İstanbul", nameEn: "Istanbul" });
    await expect(seedDemo(db, { today: NOW })).rejects.toThrow();
    expect(await db.$count(seedRuns)).toBe(0);
    expect(await db.$count(cities)).toBe(1);
    expect(await db.$count(offices)).toBe(0);
  });

  it("inserts once when two seeders start together", async () => {
    const { db } = testDb.database;
    await db.delete(cities);
    const results = await Promise.all([seedDemo(db, { today: NOW }), seedDemo(db, { today: NOW })]);
    expect(results.filter((r) => r.inserted)).toHaveLength(1);
    expect(await db.$count(units)).toBe(300);
  });
});

describe("demo catalogue for any seed day", () => {
  const anyDay = fc
    .date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2029-12-31T00:00:00Z"), noInvalidDate: true })
    .map(istanbulDay);

  it("covers the booking horizon with exactly one season per day", () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const counts = coverage(buildSeasons(today), today, SEASON_HORIZON_DAYS + 1);
        expect(counts.every((c) => c === 1)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it("keeps every campaign live on the seed day", () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        for (const c of buildCampaigns(today)) expect(c.validFrom <= today && today <= c.validTo).toBe(true);
      }),
    );
  });

  it("derives rate tiers where a longer rental never costs less, for any base rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 30_000 }), (baseLira) => {
        const rates = dailyRatesFor(baseLira);
        expect(rates.map((r) => r.minDays)).toEqual([...rateTierMinDays]);
        for (let days = 2; days <= 120; days++) {
          expect(listTotal(rates, days)).toBeGreaterThanOrEqual(listTotal(rates, days - 1));
        }
      }),
    );
  });
});
