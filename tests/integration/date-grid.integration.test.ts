// The cheaper-dates grid (decision 0116) and the search's driver figures (decision 0117) against a
// real database (PostgreSQL with DATABASE_URL, PGlite otherwise): one availability query per grid,
// every cell what the search itself shows for that pair.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRID_SHIFTS } from "#app/domain/pricing/date-grid.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { DAY_MS, istanbulDate, istanbulInstant } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices } from "#app/server/db/schema.ts";
import { gridAvailability, priceDateGrid, searchDateGrid } from "#app/server/services/date-grid.server.ts";
import { searchAvailability, type SearchRequest } from "#app/server/services/search.server.ts";
import { driverEligibility } from "#app/server/services/search-results-extras.server.ts";
import { seedDemo } from "#seed/run.ts";
import { type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";

let testDb: TestDatabase;
const now = new Date();

/** The same database, counting every statement started through it. */
function counting(db: Db): { db: Db; count: () => number; reset: () => void } {
  let n = 0;
  const started = new Set(["execute", "select", "selectDistinct", "insert", "update", "delete", "transaction"]);
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop === "string" && started.has(prop) && typeof value === "function") {
        return (...args: unknown[]) => {
          n += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, count: () => n, reset: () => (n = 0) };
}

let search: SearchRequest;

beforeAll(async () => {
  testDb = await withTestDatabase();
  const { db } = testDb.database;
  await seedDemo(db);
  const ist = (await db.select().from(offices).where(eq(offices.code, "IST")))[0];
  if (!ist) throw new Error("seed has no IST office");
  // IST is open around the clock: every pair of the grid passes the search rules.
  const day = addDays(istanbulDate(now), 20);
  search = {
    pickupOfficeId: ist.id,
    dropoffOfficeId: ist.id,
    pickupAt: istanbulInstant(day, "10:00"),
    returnAt: istanbulInstant(addDays(day, 3), "10:00"),
  };
}, 180_000);

afterAll(async () => {
  await testDb?.cleanup();
});

describe("the cheaper-dates grid", () => {
  it("asks the database once and every cell is what the search shows for that pair", async () => {
    const counted = counting(testDb.database.db);
    const found = await searchAvailability(counted.db, search, { now });
    if (!found.ok) throw new Error("the search failed");
    const classId = found.models[0]!.model.classId;
    counted.reset();
    const grid = await searchDateGrid(counted.db, search, { classId, now });
    expect(counted.count()).toBe(1);
    if (!grid) throw new Error("no grid");
    expect(grid.cells).toHaveLength(49);

    let priced = 0;
    for (const [row, p] of GRID_SHIFTS.entries()) {
      for (const [col, r] of GRID_SHIFTS.entries()) {
        const cell = grid.cells[row * 7 + col]!;
        const alone = await searchAvailability(
          testDb.database.db,
          {
            ...search,
            pickupAt: new Date(search.pickupAt.getTime() + p * DAY_MS),
            returnAt: new Date(search.returnAt.getTime() + r * DAY_MS),
          },
          { now },
        );
        if (!alone.ok) {
          expect(cell, `${p},${r}`).toMatchObject({ totalKurus: null, gap: "notOffered" });
          continue;
        }
        const inClass = alone.models.filter((m) => m.model.classId === classId).map((m) => m.totalKurus);
        if (inClass.length === 0) expect(cell, `${p},${r}`).toMatchObject({ totalKurus: null, gap: "soldOut" });
        else {
          expect(cell.totalKurus, `${p},${r}`).toBe(Math.min(...inClass));
          priced += 1;
        }
      }
    }
    // A 3-day search: the 10 pairs whose return is not after the pick-up (pick-up moved 3+ days
    // more than the return) are refused; the seeded fleet prices the other 39.
    expect(priced).toBe(39);
    expect(grid.cells.filter((c) => c.gap === "notOffered")).toHaveLength(10);
    const current = grid.cells.find((c) => c.current)!;
    expect(current.totalKurus).toBe(
      Math.min(...found.models.filter((m) => m.model.classId === classId).map((m) => m.totalKurus)),
    );
    expect(
      grid.cells
        .filter((c) => c.cheapest)
        .every(
          (c) => c.totalKurus === Math.min(...grid.cells.flatMap((x) => (x.totalKurus === null ? [] : [x.totalKurus]))),
        ),
    ).toBe(true);
  });

  it("as the results page asks it (every model, beside the search) it is still one query and the same grid", async () => {
    const counted = counting(testDb.database.db);
    const found = await searchAvailability(counted.db, search, { now });
    if (!found.ok) throw new Error("the search failed");
    const classId = found.models[0]!.model.classId;
    counted.reset();
    const availability = await gridAvailability(counted.db, search, { now });
    const grid = await priceDateGrid(counted.db, search, availability, { classId, now });
    expect(counted.count()).toBe(1);
    const alone = await searchDateGrid(testDb.database.db, search, { classId, now });
    expect(grid?.cells.map((c) => c.totalKurus)).toEqual(alone?.cells.map((c) => c.totalKurus));
  });

  it("a member's grid has the member's prices, like the member's search", async () => {
    const found = await searchAvailability(testDb.database.db, search, { now, memberId: "member" });
    if (!found.ok) throw new Error("the search failed");
    const discounted = found.models.find((m) => m.memberDiscountPct > 0) ?? found.models[0]!;
    const classId = discounted.model.classId;
    const grid = await searchDateGrid(testDb.database.db, search, { classId, now, memberId: "member" });
    const current = grid?.cells.find((c) => c.current);
    expect(current?.totalKurus).toBe(
      Math.min(...found.models.filter((m) => m.model.classId === classId).map((m) => m.totalKurus)),
    );
  });
});

describe("the search's driver figures", () => {
  it("sets apart with the reason the classes a 21-year-old cannot rent; the rest stay bookable", async () => {
    const found = await searchAvailability(testDb.database.db, search, { now });
    if (!found.ok) throw new Error("the search failed");
    const typed = {
      age: { raw: "21", value: 21, invalid: false },
      licenceYears: { raw: "3", value: 3, invalid: false },
    };
    const split = await driverEligibility(
      { db: testDb.database.db, member: null, lang: "tr" },
      search,
      found.models,
      typed,
    );
    expect(split.bookable.length).toBeGreaterThan(0);
    expect(split.bookable.every((m) => m.minAge <= 21 && m.licenceYears <= 3)).toBe(true);
    const refusedModels = found.models.filter((m) => m.minAge > 21 || m.licenceYears > 3);
    expect(refusedModels.length).toBeGreaterThan(0);
    expect(split.refused.flatMap((c) => c.models).sort()).toEqual(
      refusedModels.map((m) => `${m.model.brand} ${m.model.model}`).sort(),
    );
    for (const c of split.refused) {
      expect(c.problems).toContain("tooYoung");
      expect(c.driverAge).toBe(21);
      expect(c.minAge).toBeGreaterThan(21);
    }
    // Nothing typed, no member: every free model stays bookable.
    const none = await driverEligibility(
      { db: testDb.database.db, member: null, lang: "tr" },
      search,
      found.models,
      null,
    );
    expect(none.bookable).toHaveLength(found.models.length);
  });
});
