// Small geometry helpers shared by the car, scene and brand illustrations.

/** A point, optionally with the radius used to round the corner at it. */
export type Pt = readonly [x: number, y: number, radius?: number];

/** Rounds to one decimal so the generated files stay small and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Closed path through the points, each corner rounded with a quadratic curve of its own radius. */
export function roundedPath(points: readonly Pt[]): string {
  const count = points.length;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = at(points, i);
    const prev = at(points, (i - 1 + count) % count);
    const next = at(points, (i + 1) % count);
    const radius = p[2] ?? 0;
    if (radius <= 0) {
      parts.push(`${i === 0 ? "M" : "L"}${n(p[0])} ${n(p[1])}`);
      continue;
    }
    const toPrev = Math.hypot(prev[0] - p[0], prev[1] - p[1]);
    const toNext = Math.hypot(next[0] - p[0], next[1] - p[1]);
    const r = Math.min(radius, toPrev / 2, toNext / 2);
    const ax = p[0] + ((prev[0] - p[0]) * r) / toPrev;
    const ay = p[1] + ((prev[1] - p[1]) * r) / toPrev;
    const bx = p[0] + ((next[0] - p[0]) * r) / toNext;
    const by = p[1] + ((next[1] - p[1]) * r) / toNext;
    parts.push(`${i === 0 ? "M" : "L"}${n(ax)} ${n(ay)}Q${n(p[0])} ${n(p[1])} ${n(bx)} ${n(by)}`);
  }
  return `${parts.join("")}Z`;
}

/** Smooth open path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[]): string {
  if (points.length === 0) return "";
  const first = at(points, 0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = at(points, Math.max(0, i - 1));
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, Math.min(points.length - 1, i + 2));
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Deterministic pseudo-random numbers in [0, 1) so every run writes identical files. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No point at index ${index}`);
  return item;
}
