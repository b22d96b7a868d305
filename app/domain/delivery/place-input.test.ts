import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePlaceForm, samePlace, searchPlaces, TURKEY_BOX } from "./place-input.ts";

const ok = { district: "Ataşehir", neighbourhood: "", lat: "40.983", lng: "29.127" };

describe("a place typed in the map data editor", () => {
  it("takes a district with a comma or a dot in its coordinates, spaces tidied, no neighbourhood as null", () => {
    expect(parsePlaceForm({ ...ok, district: "  Ataşehir ", lat: "40,983" })).toEqual({
      ok: true,
      place: { district: "Ataşehir", neighbourhood: null, lat: 40.983, lng: 29.127 },
    });
    expect(parsePlaceForm({ ...ok, neighbourhood: "Barbaros  Mah." })).toMatchObject({
      ok: true,
      place: { neighbourhood: "Barbaros Mah." },
    });
  });
  it("says what is wrong with each field", () => {
    expect(parsePlaceForm({ district: "", neighbourhood: "x", lat: "abc", lng: "29.1.2" })).toEqual({
      ok: false,
      problems: { district: "districtRequired", neighbourhood: "nameLength", lat: "latInvalid", lng: "lngInvalid" },
    });
    expect(parsePlaceForm({ ...ok, district: "<script>" })).toMatchObject({ problems: { district: "nameCharacters" } });
    // Swapped coordinates land outside Türkiye.
    expect(parsePlaceForm({ ...ok, lat: "29.127", lng: "40.983" })).toEqual({
      ok: false,
      problems: { lat: "outsideTurkey" },
    });
  });
  it("accepts every coordinate inside Türkiye's box and refuses every one outside (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 50, noNaN: true }),
        fc.double({ min: 20, max: 50, noNaN: true }),
        (a, b) => {
          const lat = Math.round(a * 1e4) / 1e4;
          const lng = Math.round(b * 1e4) / 1e4;
          const parsed = parsePlaceForm({ ...ok, lat: lat.toFixed(4), lng: lng.toFixed(4) });
          const inside =
            lat >= TURKEY_BOX.latMin &&
            lat <= TURKEY_BOX.latMax &&
            lng >= TURKEY_BOX.lngMin &&
            lng <= TURKEY_BOX.lngMax;
          expect(parsed.ok).toBe(inside);
        },
      ),
    );
  });
  it("knows a place written another way, and finds places by either name without Turkish letters", () => {
    expect(samePlace({ district: "KADIKÖY", neighbourhood: null }, { district: "Kadikoy", neighbourhood: null })).toBe(
      true,
    );
    expect(
      samePlace({ district: "Kadıköy", neighbourhood: "Moda" }, { district: "Kadıköy", neighbourhood: null }),
    ).toBe(false);
    const places = [
      { district: "Kadıköy", neighbourhood: null },
      { district: "Kadıköy", neighbourhood: "Moda" },
      { district: "Üsküdar", neighbourhood: "Kuzguncuk" },
    ];
    expect(searchPlaces(places, "kadikoy")).toHaveLength(2);
    expect(searchPlaces(places, "KUZGUN")).toEqual([places[2]]);
    expect(searchPlaces(places, " ")).toHaveLength(3);
  });
});
