import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyFleetQuery,
  brandSlug,
  countFleetFilters,
  EMPTY_FLEET_QUERY,
  fleetFormSearch,
  fleetFormValues,
  fleetPriceRangeTl,
  fleetQueryToSearchParams,
  hasFleetFilters,
  parseFleetQuery,
  type FleetFilterable,
  type FleetQuery,
} from "./fleet-filters.ts";

const known = {
  classSlugs: ["ekonomik", "kompakt", "suv", "luks"],
  brandSlugs: ["audi", "citroen", "fiat", "mercedes-benz", "togg"],
};
const parse = (search: string) => parseFleetQuery(new URLSearchParams(search), known);

const item = (slug: string, over: Partial<FleetFilterable>): FleetFilterable => ({
  slug,
  classSlug: "ekonomik",
  brand: "Fiat",
  model: slug,
  fromKurus: 100_000,
  hasCampaignGain: false,
  ...over,
});

const fleet: FleetFilterable[] = [
  item("egea", { brand: "Fiat", model: "Egea", classSlug: "ekonomik", fromKurus: 140_000, hasCampaignGain: true }),
  item("c3", { brand: "Citroën", model: "C3", classSlug: "ekonomik", fromKurus: 140_000 }),
  item("t10x", { brand: "Togg", model: "T10X", classSlug: "suv", fromKurus: 380_000, hasCampaignGain: true }),
  item("e200", { brand: "Mercedes-Benz", model: "E 200", classSlug: "luks", fromKurus: 950_000 }),
  item("a6", { brand: "Audi", model: "A6", classSlug: "luks", fromKurus: 880_050 }),
  item("doblo", { brand: "Fiat", model: "Doblo", classSlug: "kompakt", fromKurus: null, hasCampaignGain: true }),
];
const slugs = (items: FleetFilterable[]) => items.map((i) => i.slug);

describe("brandSlug", () => {
  it("makes URL-safe ASCII slugs from brand names", () => {
    expect(brandSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(brandSlug("Citroën")).toBe("citroen");
    expect(brandSlug("Škoda Auto")).toBe("skoda-auto");
    expect(brandSlug("  BMW ")).toBe("bmw");
  });
});

describe("parseFleetQuery", () => {
  it("reads every parameter", () => {
    expect(
      parse("sinif=suv&sinif=ekonomik&marka=togg&fiyatMin=1000&fiyatMax=4000&kampanya=1&sirala=fiyat-azalan"),
    ).toEqual({
      classes: ["ekonomik", "suv"],
      brands: ["togg"],
      priceMinTl: 1000,
      priceMaxTl: 4000,
      campaignOnly: true,
      sort: "fiyat-azalan",
    });
  });

  it("accepts repeated and comma-separated lists alike, in any case, without duplicates", () => {
    const repeated = parse("sinif=suv&sinif=luks&marka=audi&marka=togg");
    expect(parse("sinif=luks,suv&marka=TOGG, audi")).toEqual(repeated);
    expect(parse("sinif=suv,suv&sinif=SUV").classes).toEqual(["suv"]);
  });

  it("ignores unknown or malformed values instead of failing", () => {
    expect(parse("sinif=uzay-gemisi&marka=tesla&fiyatMin=-5&fiyatMax=1.500&kampanya=evet&sirala=rastgele&x=1")).toEqual(
      EMPTY_FLEET_QUERY,
    );
    expect(parse("fiyatMin=abc&fiyatMax=1e3")).toEqual(EMPTY_FLEET_QUERY);
    expect(parse("fiyatMin=&fiyatMax=&sirala=")).toEqual(EMPTY_FLEET_QUERY);
    expect(parse("fiyatMin=99999999").priceMinTl).toBeNull();
    expect(parse("fiyatMin=%20250%20").priceMinTl).toBe(250);
    expect(parse("sinif=suv&sinif=bilinmeyen").classes).toEqual(["suv"]);
  });

  it("reads a reversed price range as the range meant", () => {
    const query = parse("fiyatMin=5000&fiyatMax=1000");
    expect([query.priceMinTl, query.priceMaxTl]).toEqual([1000, 5000]);
  });

  it("never throws and only returns known values, whatever the query string", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const query = parse(search);
        expect(query.classes.every((c) => known.classSlugs.includes(c))).toBe(true);
        expect(query.brands.every((b) => known.brandSlugs.includes(b))).toBe(true);
        if (query.priceMinTl !== null && query.priceMaxTl !== null) {
          expect(query.priceMinTl).toBeLessThanOrEqual(query.priceMaxTl);
        }
      }),
    );
  });
});

const queryArb: fc.Arbitrary<FleetQuery> = fc.record({
  classes: fc.subarray(known.classSlugs),
  brands: fc.subarray(known.brandSlugs),
  priceMinTl: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null }),
  priceMaxTl: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null }),
  campaignOnly: fc.boolean(),
  sort: fc.constantFrom(null, "fiyat-artan", "fiyat-azalan", "ad-artan", "ad-azalan" as const),
});

describe("fleetQueryToSearchParams", () => {
  it("writes what parseFleetQuery reads back (for ordered price ranges)", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        fc.pre(query.priceMinTl === null || query.priceMaxTl === null || query.priceMinTl <= query.priceMaxTl);
        expect(parseFleetQuery(fleetQueryToSearchParams(query), known)).toEqual(query);
      }),
    );
  });

  it("leaves out what is not set", () => {
    expect(fleetQueryToSearchParams(EMPTY_FLEET_QUERY).toString()).toBe("");
    expect(
      fleetQueryToSearchParams({ ...EMPTY_FLEET_QUERY, classes: ["suv", "luks"], campaignOnly: true }).toString(),
    ).toBe("sinif=suv&sinif=luks&kampanya=1");
  });
});

describe("fleetFormSearch", () => {
  it("submits like the native form but without empty fields", () => {
    expect(fleetFormSearch(fleetFormValues(EMPTY_FLEET_QUERY))).toBe("");
    expect(
      fleetFormSearch({
        classes: ["suv"],
        brands: ["togg", "audi"],
        priceMin: " 1500 ",
        priceMax: "",
        campaignOnly: true,
        sort: "ad-azalan",
      }),
    ).toBe("?sinif=suv&marka=togg&marka=audi&fiyatMin=1500&kampanya=1&sirala=ad-azalan");
  });

  it("round-trips a parsed query", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        fc.pre(query.priceMinTl === null || query.priceMaxTl === null || query.priceMinTl <= query.priceMaxTl);
        const search = fleetFormSearch(fleetFormValues(query));
        expect(parseFleetQuery(new URLSearchParams(search), known)).toEqual(query);
      }),
    );
  });
});

describe("hasFleetFilters and countFleetFilters", () => {
  it("count filter groups, not the sort", () => {
    expect(hasFleetFilters({ ...EMPTY_FLEET_QUERY, sort: "ad-artan" })).toBe(false);
    expect(countFleetFilters({ ...EMPTY_FLEET_QUERY, sort: "ad-artan" })).toBe(0);
    const all = parse("sinif=suv&sinif=luks&marka=togg&fiyatMin=1&fiyatMax=2&kampanya=1");
    expect(hasFleetFilters(all)).toBe(true);
    expect(countFleetFilters(all)).toBe(4);
    expect(hasFleetFilters(parse("fiyatMax=10"))).toBe(true);
  });
});

describe("applyFleetQuery", () => {
  it("keeps everything in the given order without a query", () => {
    expect(slugs(applyFleetQuery(fleet, EMPTY_FLEET_QUERY, "tr"))).toEqual(slugs(fleet));
  });

  it("filters by several classes (any of them)", () => {
    expect(slugs(applyFleetQuery(fleet, parse("sinif=suv,luks"), "tr"))).toEqual(["t10x", "e200", "a6"]);
  });

  it("filters by brand slug, across accents and hyphens", () => {
    expect(slugs(applyFleetQuery(fleet, parse("marka=citroen&marka=mercedes-benz"), "tr"))).toEqual(["c3", "e200"]);
  });

  it("combines class and brand with AND", () => {
    expect(slugs(applyFleetQuery(fleet, parse("sinif=ekonomik&marka=fiat"), "tr"))).toEqual(["egea"]);
    expect(applyFleetQuery(fleet, parse("sinif=luks&marka=fiat"), "tr")).toEqual([]);
  });

  it("filters on the daily from price in whole TL, bounds included, and drops models without a price", () => {
    expect(slugs(applyFleetQuery(fleet, parse("fiyatMin=1400&fiyatMax=3800"), "tr"))).toEqual(["egea", "c3", "t10x"]);
    // 8.800,50 TL is above 8.800 TL.
    expect(slugs(applyFleetQuery(fleet, parse("fiyatMax=8800"), "tr"))).toEqual(["egea", "c3", "t10x"]);
    expect(slugs(applyFleetQuery(fleet, parse("fiyatMin=8801"), "tr"))).toEqual(["e200"]);
    expect(slugs(applyFleetQuery(fleet, parse("fiyatMin=0"), "tr"))).not.toContain("doblo");
  });

  it("keeps only models with a campaign gain when asked", () => {
    expect(slugs(applyFleetQuery(fleet, parse("kampanya=1"), "tr"))).toEqual(["egea", "t10x", "doblo"]);
  });

  it("sorts by price both ways with unpriced models last and name as the tie-break", () => {
    expect(slugs(applyFleetQuery(fleet, parse("sirala=fiyat-artan"), "tr"))).toEqual([
      "c3",
      "egea",
      "t10x",
      "a6",
      "e200",
      "doblo",
    ]);
    expect(slugs(applyFleetQuery(fleet, parse("sirala=fiyat-azalan"), "tr"))).toEqual([
      "e200",
      "a6",
      "t10x",
      "c3",
      "egea",
      "doblo",
    ]);
  });

  it("sorts by brand and model name A-Z and Z-A", () => {
    const az = slugs(applyFleetQuery(fleet, parse("sirala=ad-artan"), "tr"));
    expect(az).toEqual(["a6", "c3", "doblo", "egea", "e200", "t10x"]);
    expect(slugs(applyFleetQuery(fleet, parse("sirala=ad-azalan"), "tr"))).toEqual([...az].reverse());
  });

  it("returns exactly the models that match, in a sorted order, and leaves the input alone", () => {
    const itemArb = fc.record({
      slug: fc.uuid(),
      classSlug: fc.constantFrom(...known.classSlugs),
      brand: fc.constantFrom("Audi", "Citroën", "Fiat", "Mercedes-Benz", "Togg"),
      model: fc.string({ maxLength: 6 }),
      fromKurus: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
      hasCampaignGain: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 25 }), queryArb, (items, query) => {
        const before = slugs(items);
        const result = applyFleetQuery(items, query, "tr");
        expect(slugs(items)).toEqual(before);
        const set = new Set(slugs(result));
        for (const i of items) {
          const inPrice =
            (query.priceMinTl === null && query.priceMaxTl === null) ||
            (i.fromKurus !== null &&
              (query.priceMinTl === null || i.fromKurus >= query.priceMinTl * 100) &&
              (query.priceMaxTl === null || i.fromKurus <= query.priceMaxTl * 100));
          const expected =
            (query.classes.length === 0 || query.classes.includes(i.classSlug)) &&
            (query.brands.length === 0 || query.brands.includes(brandSlug(i.brand))) &&
            inPrice &&
            (!query.campaignOnly || i.hasCampaignGain);
          expect(set.has(i.slug)).toBe(expected);
        }
        if (query.sort === "fiyat-artan" || query.sort === "fiyat-azalan") {
          const prices = result.map((r) => r.fromKurus);
          const priced = prices.filter((p): p is number => p !== null);
          expect(prices.slice(0, priced.length)).toEqual(priced);
          const sorted = [...priced].sort((a, b) => (query.sort === "fiyat-artan" ? a - b : b - a));
          expect(priced).toEqual(sorted);
        }
      }),
    );
  });
});

describe("fleetPriceRangeTl", () => {
  it("rounds the cheapest down and the dearest up to whole TL", () => {
    expect(fleetPriceRangeTl(fleet)).toEqual({ minTl: 1400, maxTl: 9500 });
    expect(fleetPriceRangeTl([item("x", { fromKurus: 123_456 })])).toEqual({ minTl: 1234, maxTl: 1235 });
    expect(fleetPriceRangeTl([item("x", { fromKurus: null })])).toBeNull();
  });
});
