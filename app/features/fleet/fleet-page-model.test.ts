import { describe, expect, it } from "vitest";
import type { FleetCampaign } from "#app/domain/campaigns/fleet-campaign-gain.ts";
import { fleetPageModel, type FleetRow } from "./fleet-page-model.ts";

const today = "2026-11-21";
const row = (over: Partial<FleetRow> & Pick<FleetRow, "slug" | "brand" | "classSlug" | "classId">): FleetRow => ({
  model: over.slug,
  className: over.classSlug.toUpperCase(),
  acriss: "XXXX",
  bodyType: "sedan",
  colour: "white",
  fuel: "gasoline",
  transmission: "manual",
  doors: 4,
  adults: 5,
  luggage: 2,
  airbags: 6,
  consumptionX10: 55,
  powerHp: 100,
  kmLimitPerDay: 500,
  minAge: 21,
  licenceYears: 2,
  depositKurus: 500_000,
  memberDiscountPct: 10,
  fromKurus: 100_000,
  photo: null,
  photoAlt: null,
  ...over,
});
const rows: FleetRow[] = [
  row({ slug: "egea", brand: "Fiat", classSlug: "ekonomi", classId: 1, fromKurus: 100_000 }),
  row({ slug: "clio", brand: "Renault", classSlug: "ekonomi", classId: 1, fromKurus: 120_000 }),
  row({ slug: "c-class", brand: "Mercedes-Benz", classSlug: "premium", classId: 2, fromKurus: 400_000 }),
  row({ slug: "no-rates", brand: "Citroën", classSlug: "premium", classId: 2, fromKurus: null }),
];
const economyOnly: FleetCampaign = {
  slug: "ekonomi-10",
  title: "Ekonomi",
  code: "EKO10",
  kind: "percent",
  value: 10,
  validFrom: "2026-11-01",
  validTo: "2026-12-31",
  classIds: [1],
  officeIds: null,
  minDays: 3,
  usageLimit: null,
  usedCount: 0,
  membersOnly: false,
  active: true,
};

describe("fleetPageModel", () => {
  it("counts the class and brand options, sorts brands by name and keeps every model without a query", () => {
    const page = fleetPageModel(rows, [], today, new URLSearchParams(), "tr");
    expect(page.total).toBe(4);
    expect(page.models.map((m) => m.slug).sort()).toEqual(["c-class", "clio", "egea", "no-rates"]);
    expect(page.classes.map((c) => [c.slug, c.count])).toEqual([
      ["ekonomi", 2],
      ["premium", 2],
    ]);
    expect(page.brands.map((b) => b.label)).toEqual(["Citroën", "Fiat", "Mercedes-Benz", "Renault"]);
    expect(page.brands.find((b) => b.label === "Mercedes-Benz")?.slug).toBe("mercedes-benz");
  });

  it("gives member prices and the campaign gain only where they apply", () => {
    const page = fleetPageModel(rows, [economyOnly], today, new URLSearchParams(), "tr");
    const bySlug = new Map(page.models.map((m) => [m.slug, m]));
    expect(bySlug.get("egea")?.memberFromKurus).toBe(90_000);
    expect(bySlug.get("no-rates")?.memberFromKurus).toBeNull();
    expect(bySlug.get("egea")?.campaignGain).toMatchObject({ code: "EKO10", days: 3, discountKurus: 30_000 });
    expect(bySlug.get("c-class")?.hasCampaignGain).toBe(false);
  });

  it("names a campaign open to every class once, above the list, and on no card", () => {
    const everyone: FleetCampaign = { ...economyOnly, slug: "uzun-20", code: "UZUN20", title: "Uzun", classIds: null };
    const page = fleetPageModel(rows, [economyOnly, everyone], today, new URLSearchParams(), "tr");
    expect(page.forEveryClass).toEqual([{ slug: "uzun-20", title: "Uzun", code: "UZUN20" }]);
    expect(page.models.filter((m) => m.campaignGain?.code === "UZUN20")).toEqual([]);
    expect(page.models.find((m) => m.slug === "egea")?.campaignGain?.code).toBe("EKO10");
    expect(page.models.find((m) => m.slug === "c-class")?.campaignGain).toBeNull();
  });

  it("filters by the URL's query and ignores unknown classes", () => {
    const byClass = fleetPageModel(rows, [], today, new URLSearchParams("sinif=premium,yok"), "tr");
    expect(byClass.query.classes).toEqual(["premium"]);
    expect(byClass.models.map((m) => m.slug).sort()).toEqual(["c-class", "no-rates"]);
    expect(byClass.total).toBe(4);
    const withCampaign = fleetPageModel(rows, [economyOnly], today, new URLSearchParams("kampanya=1"), "tr");
    expect(withCampaign.models.map((m) => m.slug).sort()).toEqual(["clio", "egea"]);
  });
});
