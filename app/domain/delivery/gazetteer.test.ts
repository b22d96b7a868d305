import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldPlaceName, matchPlace, type Place } from "./gazetteer.ts";

const places: Place[] = [
  { id: 1, district: "Kadıköy", neighbourhood: null, lat: 40.99, lng: 29.03 },
  { id: 2, district: "Kadıköy", neighbourhood: "Moda", lat: 40.984, lng: 29.026 },
  { id: 3, district: "Kadıköy", neighbourhood: "Fenerbahçe", lat: 40.969, lng: 29.041 },
  { id: 4, district: "Şişli", neighbourhood: null, lat: 41.06, lng: 28.987 },
  { id: 5, district: "Ataşehir", neighbourhood: "İçerenköy", lat: 40.978, lng: 29.108 },
  { id: 6, district: "Beşiktaş", neighbourhood: "Merkez", lat: 41.043, lng: 29.007 },
  { id: 7, district: "Üsküdar", neighbourhood: "Merkez", lat: 41.026, lng: 29.015 },
];

describe("matchPlace", () => {
  it("finds the neighbourhood over its district, whatever the case or keyboard", () => {
    expect(matchPlace("Caferağa Mah. Moda Cad. No: 12, Kadıköy", places)?.id).toBe(2);
    expect(matchPlace("MODA KADIKÖY", places)?.id).toBe(2);
    expect(matchPlace("moda kadikoy", places)?.id).toBe(2);
    expect(matchPlace("icerenkoy mahallesi", places)?.id).toBe(5);
    expect(matchPlace("İÇERENKÖY", places)?.id).toBe(5);
  });

  it("falls back to the district's centre, and finds nothing it does not know", () => {
    expect(matchPlace("Halaskargazi Cd. 100, ŞİŞLİ", places)?.id).toBe(4);
    expect(matchPlace("Kadıköy", places)?.id).toBe(1);
    expect(matchPlace("Çankaya, Ankara", places)).toBeNull();
    expect(matchPlace("   ", places)).toBeNull();
  });

  it("does not guess between two neighbourhoods of one name without their district", () => {
    expect(matchPlace("Merkez mahallesi", places)).toBeNull();
    expect(matchPlace("Merkez mah. Üsküdar", places)?.id).toBe(7);
  });

  it("folds Turkish upper and lower case of any name to the same key", () => {
    const letters = fc.constantFrom(..."abcçdefgğhıijklmnoöprsştuüvyz ".split(""));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 20 }), (chars) => {
        const name = chars.join("");
        expect(foldPlaceName(name.toLocaleUpperCase("tr"))).toBe(foldPlaceName(name));
        expect(foldPlaceName(name)).toMatch(/^[a-z0-9 ]*$/);
      }),
    );
  });
});
