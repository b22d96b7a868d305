import { describe, expect, it } from "vitest";
import { modelSpecs, type ModelSpecs } from "./model-specs.ts";

describe("modelSpecs", () => {
  it("copies a model's specs and leaves its other columns behind", () => {
    const specs: ModelSpecs = {
      bodyType: "sedan",
      fuel: "diesel",
      transmission: "automatic",
      doors: 4,
      adults: 5,
      luggage: 3,
      kmLimitPerDay: 300,
      minAge: 21,
      licenceYears: 2,
      depositKurus: 500_000,
    };
    const row = { ...specs, id: 9, brand: "Renault", classNameTr: "Ekonomik", memberDiscountPct: 5 };
    expect(modelSpecs(row)).toStrictEqual(specs);
  });
});
