// Finding where a typed address is from the office's own map data (decision 0123): a table of the
// city's districts and neighbourhoods with their coordinates, matched by name after Turkish-aware
// folding ("KADIKÖY", "kadıköy" and "Kadikoy" are one name). No outside geocoding service. The most
// specific name wins: a neighbourhood over a district, a longer name over a shorter one.

import { asciiName } from "#app/domain/text/turkish.ts";
import type { Position } from "#app/domain/geo/distance.ts";

export type Place = Position & {
  id: number;
  district: string;
  /** Null for the district's own row (its centre). */
  neighbourhood: string | null;
};

/** Turkish letters to their ASCII base, lower case, punctuation to spaces, spaces collapsed. */
export function foldPlaceName(text: string): string {
  return asciiName(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Words that often follow a name in an address and mean nothing for the match. */
const NOISE = /\b(mahallesi|mah|mh|ilcesi|sokak|sok|sk|caddesi|cad|cd|bulvari|blv|no|daire|kat)\b/g;

function contains(haystack: string, needle: string): boolean {
  if (needle.length === 0) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

/**
 * The place the address names, or null. A neighbourhood counts only with its district in the
 * address or when no other district has a neighbourhood of that name.
 */
export function matchPlace(address: string, places: readonly Place[]): Place | null {
  const folded = foldPlaceName(address).replace(NOISE, " ").replace(/\s+/g, " ").trim();
  if (folded.length === 0) return null;
  const districts = new Set(
    places.filter((p) => contains(folded, foldPlaceName(p.district))).map((p) => foldPlaceName(p.district)),
  );
  let best: { place: Place; score: number } | null = null;
  for (const place of places) {
    const district = foldPlaceName(place.district);
    let score: number;
    if (place.neighbourhood !== null) {
      const name = foldPlaceName(place.neighbourhood);
      if (!contains(folded, name)) continue;
      const sameName = places.filter((p) => p.neighbourhood !== null && foldPlaceName(p.neighbourhood) === name);
      const districtGiven = districts.has(district);
      if (!districtGiven && (districts.size > 0 || sameName.length > 1)) continue;
      score = 1000 + name.length + (districtGiven ? 500 : 0);
    } else {
      if (!contains(folded, district)) continue;
      score = district.length;
    }
    if (!best || score > best.score) best = { place, score };
  }
  return best?.place ?? null;
}
