import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { dailyRates, officeClosures, offices, vehicleModels } from "#app/server/db/schema.ts";
import { listClassesWithFromPrice } from "./classes.server.ts";
import { CLOSURE_HORIZON_DAYS, listOfficeOptions } from "./offices.server.ts";

let testDb: TestDatabase;
const today = istanbulDate(new Date());

beforeAll(async () => {
  testDb = await withTestDatabase();
  await seedDemo(testDb.database.db);
}, 120_000);

afterAll(async () => {
  await testDb?.cleanup();
});

describe("listOfficeOptions", () => {
  it("gives each active office its week hours and only the closures of the next 400 days", async () => {
    const { db } = testDb.database;
    const levent = (await db.select().from(offices).where(eq(offices.code, "LVT")))[0];
    if (!levent) throw new Error("seed has no LVT office");
    await db.insert(officeClosures).values([
      { officeId: levent.id, day: addDays(today, -1), opens: null, closes: null, noteTr: "dün", noteEn: "yesterday" },
      {
        officeId: levent.id,
        day: addDays(today, CLOSURE_HORIZON_DAYS + 1),
        opens: null,
        closes: null,
        noteTr: "x",
        noteEn: "x",
      },
    ]);
    const options = await listOfficeOptions(db, "en", today);
    expect(options.length).toBe(16);
    const lvt = options.find((o) => o.code === "LVT");
    expect(lvt).toMatchObject({ name: "Istanbul Levent", cityName: "Istanbul", open24h: false });
    expect(lvt?.hours).toHaveLength(7);
    expect(lvt?.hours[6]).toBeNull();
    for (const o of options) {
      for (const c of o.closures) {
        expect(c.day >= today && c.day <= addDays(today, CLOSURE_HORIZON_DAYS), `${o.code} ${c.day}`).toBe(true);
        expect(Object.keys(c).sort()).toEqual(["closes", "day", "opens"]);
      }
    }
    expect(options.find((o) => o.code === "IST")?.closures).toEqual([]);
    // Sorted by city, then name, in the page's language.
    const cities = options.map((o) => o.cityName);
    expect(cities).toEqual([...cities].sort(new Intl.Collator("en").compare));
  });
});

describe("listClassesWithFromPrice", () => {
  it("gives each class the lowest daily rate of its active models", async () => {
    const { db } = testDb.database;
    const classes = await listClassesWithFromPrice(db, "tr");
    expect(classes.length).toBeGreaterThan(0);
    const rates = await db
      .select({ classId: vehicleModels.classId, active: vehicleModels.active, daily: dailyRates.dailyKurus })
      .from(dailyRates)
      .innerJoin(vehicleModels, eq(vehicleModels.id, dailyRates.modelId));
    const lowestOverall = Math.min(...rates.filter((r) => r.active).map((r) => Number(r.daily)));
    expect(Math.min(...classes.map((c) => c.fromKurus))).toBe(lowestOverall);
    for (const c of classes) {
      expect(Number.isSafeInteger(c.fromKurus)).toBe(true);
      expect(c.models.length).toBeGreaterThan(0);
    }
  });

  it("ignores inactive models", async () => {
    const { db } = testDb.database;
    const before = await listClassesWithFromPrice(db, "en");
    const cheapest = before.reduce((a, b) => (a.fromKurus <= b.fromKurus ? a : b));
    const [brand, ...rest] = cheapest.models[0]?.split(" ") ?? [];
    await db
      .update(vehicleModels)
      .set({ active: false })
      .where(eq(vehicleModels.model, rest.join(" ")));
    const after = await listClassesWithFromPrice(db, "en");
    const again = after.find((c) => c.slug === cheapest.slug);
    expect(again?.models ?? []).not.toContain(`${brand} ${rest.join(" ")}`);
    if (again) expect(again.fromKurus).toBeGreaterThanOrEqual(cheapest.fromKurus);
  });
});
