// How far a visitor is from an office, as the crow flies (decision 0042: "nearest office").
// Pure: the position comes from the browser only after the visitor asks for it; nothing here
// knows where anyone is.

export type Position = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine), for positions in decimal degrees. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a pair of numbers is a position on Earth. */
export function isPosition(value: { lat: unknown; lng: unknown }): value is Position {
  const { lat, lng } = value;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** The places with their distance from `from`, nearest first (ties keep their given order). */
export function nearestFirst<T extends Position>(places: readonly T[], from: Position): Array<T & { km: number }> {
  return places
    .map((place, index) => ({ place, index, km: distanceKm(from, place) }))
    .sort((x, y) => x.km - y.km || x.index - y.index)
    .map(({ place, km }) => ({ ...place, km }));
}
