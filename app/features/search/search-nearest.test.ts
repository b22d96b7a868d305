import { describe, expect, it } from "vitest";
import type { SearchOffice } from "#app/shared/search/search-form.ts";
import { officesByDistance } from "./search-nearest.tsx";

const office = (code: string, lat?: number, lng?: number): SearchOffice => ({
  code,
  name: code,
  cityName: "X",
  open24h: true,
  hours: [null, null, null, null, null, null, null],
  closures: [],
  lat,
  lng,
});

describe("the search bar's nearest offices", () => {
  it("puts the nearest first with its distance, and keeps an office without a position last", () => {
    const kizilay = { lat: 39.9206, lng: 32.8541 };
    const sorted = officesByDistance(
      [
        office("IST", 41.2753, 28.7519),
        office("NOPOS"),
        office("KZL", 39.9208, 32.8541),
        office("ESB", 40.1281, 32.9951),
      ],
      kizilay,
    );
    expect(sorted.map((o) => o.code)).toEqual(["KZL", "ESB", "IST", "NOPOS"]);
    expect(sorted[0]?.km).toBeLessThan(0.1);
    expect(sorted[1]?.km).toBeGreaterThan(20);
    expect(sorted[3]?.km).toBeUndefined();
  });
});
