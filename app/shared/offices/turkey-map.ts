// The offices' overview map (/hizmet-noktalarimiz): Turkey's outline and every office drawn as SVG on
// the server, from the offices' own coordinates. No tiles, no script, nothing from the internet
// (docs/decisions/0103). The outline is a simplified border (about 0.1° accuracy): enough to show
// where the offices are, not a survey.

/** Longitude and latitude of the map's corners. */
export const MAP_BOUNDS = { west: 25.6, east: 45.0, north: 42.3, south: 35.7 } as const;
/** The map is drawn 1000 units wide; a degree of longitude is shorter than one of latitude (cos 39°). */
export const MAP_WIDTH = 1000;
const X_PER_DEGREE = MAP_WIDTH / (MAP_BOUNDS.east - MAP_BOUNDS.west);
const Y_PER_DEGREE = X_PER_DEGREE / Math.cos((39 * Math.PI) / 180);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * Y_PER_DEGREE);

export type MapPoint = { x: number; y: number };

/** A position on the map (equirectangular around 39° N), rounded to a tenth of a unit. */
export function project(lat: number, lng: number): MapPoint {
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round((lng - MAP_BOUNDS.west) * X_PER_DEGREE), y: round((MAP_BOUNDS.north - lat) * Y_PER_DEGREE) };
}

/** Whether a position is on the map at all (an office abroad or a typo in its coordinates is left out). */
export function onMap(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= MAP_BOUNDS.south &&
    lat <= MAP_BOUNDS.north &&
    lng >= MAP_BOUNDS.west &&
    lng <= MAP_BOUNDS.east
  );
}

// [longitude, latitude], clockwise from the Bulgarian border on the Black Sea.
const BORDER: ReadonlyArray<readonly [number, number]> = [
  [28.0, 41.98],
  [28.6, 41.55],
  [29.1, 41.24],
  [29.9, 41.15],
  [30.6, 41.17],
  [31.4, 41.3],
  [32.3, 41.73],
  [33.3, 42.0],
  [34.2, 41.98],
  [34.95, 42.1],
  [35.2, 42.02],
  [35.5, 41.65],
  [36.1, 41.68],
  [36.35, 41.3],
  [36.9, 41.35],
  [37.5, 41.08],
  [38.4, 40.95],
  [39.2, 41.05],
  [39.75, 41.0],
  [40.5, 41.05],
  [41.1, 41.3],
  [41.55, 41.52],
  [42.5, 41.45],
  [42.85, 41.5],
  [43.4, 41.2],
  [43.7, 40.75],
  [43.6, 40.1],
  [44.05, 40.0],
  [44.4, 39.75],
  [44.8, 39.65],
  [44.45, 39.35],
  [44.2, 39.0],
  [44.3, 38.4],
  [44.25, 37.95],
  [44.6, 37.7],
  [44.8, 37.2],
  [44.3, 37.05],
  [43.4, 37.3],
  [42.6, 37.15],
  [42.3, 37.1],
  [41.3, 37.08],
  [40.2, 36.9],
  [39.2, 36.68],
  [38.4, 36.85],
  [37.6, 36.65],
  [37.1, 36.65],
  [36.7, 36.8],
  [36.6, 36.3],
  [36.2, 35.95],
  [35.95, 35.85],
  [35.85, 36.2],
  [36.15, 36.6],
  [35.8, 36.75],
  [35.55, 36.58],
  [34.95, 36.75],
  [34.55, 36.77],
  [34.05, 36.3],
  [33.6, 36.15],
  [32.8, 36.02],
  [32.3, 36.25],
  [31.9, 36.55],
  [31.2, 36.8],
  [30.7, 36.88],
  [30.55, 36.5],
  [30.4, 36.22],
  [29.65, 36.18],
  [29.1, 36.45],
  [28.95, 36.7],
  [28.3, 36.8],
  [28.05, 36.6],
  [27.4, 36.7],
  [27.6, 37.0],
  [27.25, 37.05],
  [27.2, 37.4],
  [27.25, 37.95],
  [26.75, 38.2],
  [26.3, 38.3],
  [26.45, 38.65],
  [26.8, 38.75],
  [26.9, 39.1],
  [26.6, 39.35],
  [26.8, 39.55],
  [26.1, 39.48],
  [26.15, 39.95],
  [26.4, 40.15],
  [26.7, 40.4],
  [26.2, 40.6],
  [26.05, 40.73],
  [26.35, 41.2],
  [26.62, 41.5],
  [26.35, 41.72],
  [26.55, 41.95],
  [27.3, 42.05],
  [28.0, 41.98],
];

// The Sea of Marmara, drawn over the land.
const MARMARA: ReadonlyArray<readonly [number, number]> = [
  [26.7, 40.42],
  [27.3, 40.65],
  [27.55, 40.97],
  [28.2, 41.0],
  [28.95, 41.0],
  [29.15, 40.9],
  [29.45, 40.73],
  [28.9, 40.38],
  [28.1, 40.38],
  [27.5, 40.3],
  [26.95, 40.25],
];

const path = (points: ReadonlyArray<readonly [number, number]>) =>
  points
    .map(([lng, lat], i) => {
      const p = project(lat, lng);
      return `${i === 0 ? "M" : "L"}${p.x} ${p.y}`;
    })
    .join(" ") + " Z";

export const TURKEY_PATH = path(BORDER);
export const MARMARA_PATH = path(MARMARA);

export type MapOffice = { slug: string; name: string; cityName: string; lat: number; lng: number };
export type MapCity = { name: string; at: MapPoint; offices: Array<{ slug: string; name: string; at: MapPoint }> };

/** Offices closer than this on the map are pushed apart, so that each keeps a target of its own. */
export const MIN_GAP = 18;

/** Moves points apart (a few even rounds, deterministic) until none is closer than MIN_GAP to another. */
export function spreadPoints(points: readonly MapPoint[]): MapPoint[] {
  const out = points.map((p) => ({ ...p }));
  for (let round = 0; round < 30; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= MIN_GAP) continue;
        if (d === 0) {
          // Same spot: part them along a direction fixed by their order.
          const angle = (j * 2.399963) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const push = (MIN_GAP - d) / 2 + 0.05;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out.map((p) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 }));
}

/**
 * Offices grouped by city (each city labelled once, at the mean of its offices), at their own
 * positions, pushed apart where two would share a spot.
 */
export function mapCities(offices: readonly MapOffice[]): MapCity[] {
  const shown = offices.filter((o) => onMap(o.lat, o.lng));
  const points = spreadPoints(shown.map((o) => project(o.lat, o.lng)));
  const byCity = new Map<string, Array<{ slug: string; name: string; at: MapPoint }>>();
  shown.forEach((o, i) =>
    byCity.set(o.cityName, [...(byCity.get(o.cityName) ?? []), { slug: o.slug, name: o.name, at: points[i]! }]),
  );
  const round = (n: number) => Math.round(n * 10) / 10;
  return [...byCity.entries()]
    .map(([name, list]) => ({
      name,
      at: {
        x: round(list.reduce((s, o) => s + o.at.x, 0) / list.length),
        y: round(list.reduce((s, o) => s + o.at.y, 0) / list.length),
      },
      offices: list,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "tr"));
}

/** The label font size the layout plans for: the narrowest screens draw labels this big. */
export const LABEL_SIZE = 36;

export type MapLabel = { city: string; x: number; y: number };

/**
 * Where each city's name goes: above its points, or below them, or beside, whichever does not
 * cover a name placed before (names measured at LABEL_SIZE, about 0.6 of it per letter).
 */
export function placeLabels(cities: readonly MapCity[]): MapLabel[] {
  type Box = { left: number; right: number; top: number; bottom: number };
  const placed: Box[] = [];
  const overlaps = (a: Box) =>
    placed.some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
  const labels: MapLabel[] = [];
  for (const city of [...cities].sort((a, b) => a.at.x - b.at.x)) {
    const width = city.name.length * LABEL_SIZE * 0.6;
    const top = Math.min(...city.offices.map((o) => o.at.y));
    const bottom = Math.max(...city.offices.map((o) => o.at.y));
    const candidates = [
      { x: city.at.x, y: top - 24 },
      { x: city.at.x, y: bottom + 24 + LABEL_SIZE * 0.75 },
      { x: city.at.x + width / 2 + 16, y: city.at.y + LABEL_SIZE * 0.35 },
      { x: city.at.x - width / 2 - 16, y: city.at.y + LABEL_SIZE * 0.35 },
    ].map((c) => ({
      x: Math.min(Math.max(c.x, width / 2), MAP_WIDTH - width / 2),
      y: Math.max(LABEL_SIZE * 0.75, c.y),
    }));
    const box = (c: { x: number; y: number }): Box => ({
      left: c.x - width / 2,
      right: c.x + width / 2,
      top: c.y - LABEL_SIZE * 0.75,
      bottom: c.y + LABEL_SIZE * 0.25,
    });
    const chosen = candidates.find((c) => !overlaps(box(c))) ?? candidates[0]!;
    placed.push(box(chosen));
    labels.push({ city: city.name, x: Math.round(chosen.x), y: Math.round(chosen.y) });
  }
  return labels;
}
