import { describe, expect, it } from "vitest";
import { filterAndSort, readDraftId, readFilters, readStep, stepHref } from "./booking-query.ts";

const offer = (
  id: number,
  brand: string,
  model: string,
  totalKurus: number,
  extra: Partial<Record<string, string>> = {},
) => ({
  totalKurus,
  model: { id, brand, model, classSlug: "economy", transmission: "manual", fuel: "gasoline", ...extra },
});

describe("booking URL", () => {
  it("reads the step, defaulting to 1 for anything unknown", () => {
    expect(readStep(new URLSearchParams("adim=3"))).toBe(3);
    expect(readStep(new URLSearchParams("adim=9"))).toBe(1);
    expect(readStep(new URLSearchParams(""))).toBe(1);
  });
  it("accepts only UUID draft ids", () => {
    expect(readDraftId(new URLSearchParams("taslak=0b6c1a8e-4a44-4b7e-9d2c-0f4c8e1a2b3c"))).toBe(
      "0b6c1a8e-4a44-4b7e-9d2c-0f4c8e1a2b3c",
    );
    expect(readDraftId(new URLSearchParams("taslak=1;drop table"))).toBeNull();
  });
  it("builds step links with the draft id", () => {
    expect(stepHref("/en/rezervasyon", "abc", 2, { onay: "1" })).toBe("/en/rezervasyon?taslak=abc&adim=2&onay=1");
  });
  it("falls back to the price sort", () => {
    expect(readFilters(new URLSearchParams("sirala=evil")).sort).toBe("price");
    expect(readFilters(new URLSearchParams("sirala=name&vites=automatic")).transmission).toBe("automatic");
  });
});

describe("filterAndSort", () => {
  const list = [
    offer(1, "Renault", "Clio", 300_00),
    offer(2, "Fiat", "Egea", 200_00, { transmission: "automatic" }),
    offer(3, "BMW", "320i", 900_00, { transmission: "automatic", classSlug: "premium", fuel: "diesel" }),
    offer(4, "Citroën", "C3", 200_00),
  ];
  it("sorts by price with ties by name, and by name", () => {
    const base = { classSlug: "", transmission: "", fuel: "", brand: "" };
    expect(filterAndSort(list, { ...base, sort: "price" }).map((o) => o.model.id)).toEqual([4, 2, 1, 3]);
    expect(filterAndSort(list, { ...base, sort: "priceDesc" }).map((o) => o.model.id)).toEqual([3, 1, 4, 2]);
    expect(filterAndSort(list, { ...base, sort: "name" }).map((o) => o.model.id)).toEqual([3, 4, 2, 1]);
  });
  it("filters by class, transmission, fuel and brand together", () => {
    const f = { classSlug: "", transmission: "automatic", fuel: "", brand: "", sort: "price" as const };
    expect(filterAndSort(list, f).map((o) => o.model.id)).toEqual([2, 3]);
    expect(filterAndSort(list, { ...f, fuel: "diesel" }).map((o) => o.model.id)).toEqual([3]);
    expect(filterAndSort(list, { ...f, brand: "Renault" })).toEqual([]);
  });
});
