import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  LABEL_SIZE,
  MAP_HEIGHT,
  MAP_WIDTH,
  MIN_GAP,
  mapCities,
  onMap,
  placeLabels,
  project,
  spreadPoints,
} from "./turkey-map.ts";

describe("the offices' overview map", () => {
  it("puts Istanbul north-west of Antalya and Van in the east, inside the drawing", () => {
    const istanbul = project(41.01, 28.97);
    const antalya = project(36.9, 30.7);
    const van = project(38.5, 43.4);
    expect(istanbul.x).toBeLessThan(antalya.x);
    expect(istanbul.y).toBeLessThan(antalya.y);
    expect(van.x).toBeGreaterThan(0.9 * MAP_WIDTH);
    for (const p of [istanbul, antalya, van]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it("leaves out an office whose coordinates are not in Turkey's box, and keeps the others by city", () => {
    const cities = mapCities([
      { slug: "ist", name: "İstanbul Havalimanı", cityName: "İstanbul", lat: 41.26, lng: 28.74 },
      { slug: "saw", name: "Sabiha Gökçen", cityName: "İstanbul", lat: 40.9, lng: 29.31 },
      { slug: "ayt", name: "Antalya Havalimanı", cityName: "Antalya", lat: 36.9, lng: 30.8 },
      { slug: "typo", name: "Yanlış", cityName: "Ankara", lat: 0, lng: 0 },
    ]);
    expect(cities.map((c) => c.name)).toEqual(["Antalya", "İstanbul"]);
    expect(cities[1]!.offices.map((o) => o.slug)).toEqual(["ist", "saw"]);
    expect(onMap(0, 0)).toBe(false);
  });

  it("never leaves two offices closer than the gap a finger needs, however many share a spot", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 100, max: 140 }), y: fc.integer({ min: 100, max: 140 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (points) => {
          const spread = spreadPoints(points);
          for (let i = 0; i < spread.length; i++)
            for (let j = i + 1; j < spread.length; j++)
              expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThanOrEqual(
                MIN_GAP - 0.2,
              );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("city names on the map", () => {
  it("never lets two names cover each other, even for neighbouring cities (Adana and Gaziantep)", () => {
    const cities = mapCities([
      { slug: "adana", name: "Adana Havalimanı", cityName: "Adana", lat: 36.98, lng: 35.28 },
      { slug: "gzt", name: "Gaziantep Havalimanı", cityName: "Gaziantep", lat: 36.95, lng: 37.48 },
      { slug: "hatay", name: "Hatay Havalimanı", cityName: "Hatay", lat: 36.36, lng: 36.28 },
      { slug: "kayseri", name: "Kayseri", cityName: "Kayseri", lat: 38.72, lng: 35.49 },
    ]);
    const labels = placeLabels(cities);
    expect(labels.map((l) => l.city).sort()).toEqual(["Adana", "Gaziantep", "Hatay", "Kayseri"]);
    const box = (l: (typeof labels)[number]) => {
      const w = l.city.length * LABEL_SIZE * 0.6;
      return { left: l.x - w / 2, right: l.x + w / 2, top: l.y - LABEL_SIZE * 0.75, bottom: l.y + LABEL_SIZE * 0.25 };
    };
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) {
        const a = box(labels[i]!);
        const b = box(labels[j]!);
        expect(
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
          `${labels[i]!.city} / ${labels[j]!.city}`,
        ).toBe(false);
      }
  });
});
