import { describe, expect, it } from "vitest";
import { oneWaySchema, packageSchema, ratesSchema, ratesSchemaFor, seasonSchema } from "./price-forms.ts";

const sample = {
  sampleModel: "1",
  samplePickup: "2",
  sampleDropoff: "2",
  sampleFrom: "2027-06-01",
  sampleTo: "2027-06-04",
};

describe("price editor forms", () => {
  it("reads lira with kuruş as the page's language writes them into integer kuruş", () => {
    expect(
      ratesSchemaFor("en").safeParse({
        intent: "save",
        modelId: "3",
        ...{ tier1: "1,250.50", tier4: "1,150.5", tier8: "1000", tier16: "950.05", tier31: "900" },
        ...sample,
      }).data,
    ).toMatchObject({ tier1: 125_050, tier4: 115_050, tier16: 95_005 });
    const parsed = ratesSchema.safeParse({
      intent: "save",
      modelId: "3",
      tier1: "1.250,50",
      tier4: "1.150,5",
      tier8: "1000",
      tier16: "950,05",
      tier31: "900",
      ...sample,
    });
    expect(parsed.success && parsed.data).toMatchObject({
      tier1: 125_050,
      tier4: 115_050,
      tier8: 100_000,
      tier16: 95_005,
      tier31: 90_000,
    });
  });

  it("refuses a negative or unreadable amount with its own message", () => {
    const bad = ratesSchema.safeParse({
      intent: "save",
      modelId: "3",
      tier1: "-5",
      tier4: "on iki",
      tier8: "",
      tier16: "1",
      tier31: "1",
      ...sample,
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      tier1: "prices.errors.negative",
      tier4: "prices.errors.amount",
      tier8: "prices.errors.required",
    });
  });

  it("reads a season's factor in per cent and refuses an end before the start", () => {
    const season = { intent: "preview", nameTr: "Bayram", nameEn: "Feast", ...sample };
    const ok = seasonSchema.safeParse({ ...season, startsOn: "2027-06-05", endsOn: "2027-06-09", factor: "112,5" });
    expect(ok.success && ok.data.factor).toBe(1125);
    const back = seasonSchema.safeParse({ ...season, startsOn: "2027-06-09", endsOn: "2027-06-05", factor: "140" });
    expect(back.error?.issues.map((i) => i.message)).toEqual(["prices.errors.endsBeforeStart"]);
    const zero = seasonSchema.safeParse({ ...season, startsOn: "2027-06-05", endsOn: "2027-06-09", factor: "0" });
    expect(zero.error?.issues.map((i) => i.message)).toEqual(["prices.errors.factor"]);
  });

  it("needs two different cities for a one-way fee and leaves an extra's empty cap as no cap", () => {
    const same = oneWaySchema.safeParse({ intent: "save", cityA: "1", cityB: "1", fee: "1.500", ...sample });
    expect(same.error?.issues.map((i) => i.message)).toEqual(["prices.errors.sameCity"]);
    const extra = packageSchema.safeParse({
      intent: "save",
      kind: "extra",
      packageId: "4",
      price: "150",
      cap: "",
      ...sample,
    });
    expect(extra.success && extra.data).toMatchObject({ kind: "extra", price: 15_000, cap: undefined });
  });
});
