import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm, isPosition, nearestFirst, type Position } from "./distance.ts";

const position = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("distanceKm", () => {
  it("measures known city pairs within a kilometre", () => {
    const taksim = { lat: 41.0369, lng: 28.985 };
    const kizilay = { lat: 39.9208, lng: 32.8541 };
    const istanbulAirport = { lat: 41.2753, lng: 28.7519 };
    // Istanbul (Taksim) to Ankara (Kızılay) is about 351 km as the crow flies.
    expect(distanceKm(taksim, kizilay)).toBeGreaterThan(349);
    expect(distanceKm(taksim, kizilay)).toBeLessThan(353);
    // Taksim to Istanbul Airport is about 33 km.
    expect(distanceKm(taksim, istanbulAirport)).toBeGreaterThan(32);
    expect(distanceKm(taksim, istanbulAirport)).toBeLessThan(34);
  });

  it("is zero to itself, symmetric, never negative and never more than half the Earth round", () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(Math.abs(distanceKm(a, b) - distanceKm(b, a))).toBeLessThan(0.001);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
      }),
    );
  });

  // Haversine loses a few centimetres near antipodal points (asin near 1): a metre's tolerance.
  it("keeps the triangle inequality to the metre", () => {
    fc.assert(
      fc.property(position, position, position, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 0.001);
      }),
    );
  });
});

describe("nearestFirst", () => {
  it("orders every place by its distance and keeps them all", () => {
    fc.assert(
      fc.property(fc.array(position, { maxLength: 30 }), position, (places: Position[], from) => {
        const sorted = nearestFirst(places, from);
        expect(sorted).toHaveLength(places.length);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.km).toBeGreaterThanOrEqual(sorted[i - 1]!.km);
        for (const s of sorted) expect(s.km).toBeCloseTo(distanceKm(from, s), 9);
      }),
    );
  });

  it("puts the office you stand at first", () => {
    const offices = [
      { code: "ESB", lat: 40.1244, lng: 32.9992 },
      { code: "IST", lat: 41.2753, lng: 28.7519 },
      { code: "ADA", lat: 36.9822, lng: 35.2804 },
    ];
    expect(nearestFirst(offices, { lat: 41.27, lng: 28.75 }).map((o) => o.code)).toEqual(["IST", "ESB", "ADA"]);
  });
});

describe("isPosition", () => {
  it("takes only finite coordinates on Earth", () => {
    expect(isPosition({ lat: 41, lng: 29 })).toBe(true);
    expect(isPosition({ lat: 91, lng: 29 })).toBe(false);
    expect(isPosition({ lat: 41, lng: -181 })).toBe(false);
    expect(isPosition({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isPosition({ lat: "41", lng: 29 })).toBe(false);
  });
});
