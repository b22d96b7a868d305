import { type SceneTheme, sceneThemes } from "#app/domain/campaigns/scene-themes.ts";
import { n, seededRandom, smoothPath } from "./svg-geometry.ts";

export { sceneThemes, type SceneTheme };

export const SCENE_VIEW_BOX = "0 0 1600 600";
const W = 1600;
const H = 600;

type Stop = readonly [offset: number, colour: string, opacity?: number];
type XY = readonly [number, number];

/** Collects gradients and shapes for one scene; ids are prefixed by the theme so inlined scenes never clash. */
class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  readonly prefix: string;

  constructor(theme: SceneTheme) {
    this.prefix = `sc-${theme}-`;
  }

  /** Vertical (or horizontal) linear gradient; returns the paint reference. */
  linear(name: string, stops: readonly Stop[], horizontal = false): string {
    const id = this.prefix + name;
    const axis = horizontal ? `x1="0" y1="0" x2="1" y2="0"` : `x1="0" y1="0" x2="0" y2="1"`;
    this.defs.push(`<linearGradient id="${id}" ${axis}>${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(name: string, stops: readonly Stop[]): string {
    const id = this.prefix + name;
    this.defs.push(`<radialGradient id="${id}">${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Defines a reusable shape (left without fill so each use can colour it). */
  shape(name: string, markup: string): string {
    const id = this.prefix + name;
    this.defs.push(`<g id="${id}">${markup}</g>`);
    return `#${id}`;
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  sky(stops: readonly Stop[]): void {
    this.add(`<rect width="${W}" height="${H}" fill="${this.linear("sky", stops)}"/>`);
  }

  /** Sun or moon with a soft halo. */
  glow(cx: number, cy: number, r: number, colour: string, halo: number, haloColour = colour): void {
    const paint = this.radial(`glow${cx}`, [
      [0, haloColour, 0.55],
      [0.35, haloColour, 0.18],
      [1, haloColour, 0],
    ]);
    this.add(
      `<circle cx="${cx}" cy="${cy}" r="${halo}" fill="${paint}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`,
    );
  }

  /** Darkens the left part where the page puts its white headline. */
  calmLeft(colour: string, strength = 0.5): void {
    const paint = this.linear(
      "calm",
      [
        [0, colour, strength],
        [0.45, colour, strength * 0.45],
        [0.7, colour, 0],
      ],
      true,
    );
    this.add(`<rect width="${W}" height="${H}" fill="${paint}"/>`);
  }

  use(ref: string, x: number, y: number, scale: number, fill: string, extra = ""): void {
    this.add(
      `<use href="${ref}" transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 100) / 100})" fill="${fill}"${extra}/>`,
    );
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${SCENE_VIEW_BOX}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

interface RidgeOptions {
  seed: number;
  /** y of the valleys. */
  base: number;
  /** Height of the tallest peaks above the base. */
  amp: number;
  step: number;
  /** Scales the peaks along x (0..1 at x/W), e.g. to keep the left side low. */
  envelope?: (t: number) => number;
}

/** Jagged mountain ridge points from left to right. */
function ridgePoints({ seed, base, amp, step, envelope = () => 1 }: RidgeOptions): XY[] {
  const random = seededRandom(seed);
  const points: XY[] = [];
  let peak = true;
  for (let x = -60; x <= W + 60 + step; x += step) {
    const jitter = (random() - 0.5) * step * 0.5;
    const height = peak ? 0.55 + random() * 0.45 : random() * 0.3;
    const px = x + jitter;
    points.push([px, base - amp * height * envelope(Math.min(Math.max(px / W, 0), 1))]);
    peak = !peak;
  }
  return points;
}

/** Gentle rolling hill line through evenly spaced samples of a few sine waves. */
function hillPoints(seed: number, base: number, amp: number, envelope: (t: number) => number = () => 1): XY[] {
  const random = seededRandom(seed);
  const phases = [random() * 6, random() * 6, random() * 6];
  const points: XY[] = [];
  for (let x = -80; x <= W + 80; x += 80) {
    const t = x / W;
    const wave =
      Math.sin(t * 5 + (phases[0] ?? 0)) * 0.5 +
      Math.sin(t * 11 + (phases[1] ?? 0)) * 0.3 +
      Math.sin(t * 2 + (phases[2] ?? 0)) * 0.2;
    points.push([x, base - amp * (0.5 + wave / 2) * envelope(Math.min(Math.max(t, 0), 1))]);
  }
  return points;
}

function polyline(points: readonly XY[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
}

/** Closes a skyline down to the bottom edge. */
function toGround(d: string, points: readonly XY[]): string {
  const last = points[points.length - 1] ?? [W, H];
  const first = points[0] ?? [0, H];
  return `${d}L${n(last[0])} ${H}L${n(first[0])} ${H}Z`;
}

function mountains(c: Canvas, options: RidgeOptions, fill: string, snow?: { below: number; colour: string }): XY[] {
  const points = ridgePoints(options);
  c.add(`<path d="${toGround(polyline(points), points)}" fill="${fill}"/>`);
  if (snow) {
    const caps: string[] = [];
    for (let i = 1; i < points.length - 1; i++) {
      const [px, py] = points[i] ?? [0, 0];
      const prev = points[i - 1] ?? [0, 0];
      const next = points[i + 1] ?? [0, 0];
      if (py > snow.below || py > prev[1] || py > next[1]) continue;
      const t = 0.28;
      const lx = px + (prev[0] - px) * t;
      const ly = py + (prev[1] - py) * t;
      const rx = px + (next[0] - px) * t;
      const ry = py + (next[1] - py) * t;
      const mid = (ly + ry) / 2;
      caps.push(
        `M${n(px)} ${n(py)}L${n(rx)} ${n(ry)}L${n(px + (rx - px) * 0.4)} ${n(mid - 4)}L${n(px)} ${n(mid + 6)}L${n(px - (px - lx) * 0.45)} ${n(mid - 2)}L${n(lx)} ${n(ly)}Z`,
      );
    }
    if (caps.length > 0) c.add(`<path d="${caps.join("")}" fill="${snow.colour}"/>`);
  }
  return points;
}

function hills(
  c: Canvas,
  seed: number,
  base: number,
  amp: number,
  fill: string,
  envelope?: (t: number) => number,
): XY[] {
  const points = hillPoints(seed, base, amp, envelope);
  c.add(`<path d="${toGround(smoothPath(points), points)}" fill="${fill}"/>`);
  return points;
}

/** y of a sampled line at x, by linear interpolation. */
function heightAt(points: readonly XY[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] ?? [0, 0];
    const b = points[i + 1] ?? [0, 0];
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return points[points.length - 1]?.[1] ?? H;
}

/** Spiky line of conifer tips, cheaper than drawing each far-away tree. */
function treeline(seed: number, base: number, height: number, tooth: number): XY[] {
  const random = seededRandom(seed);
  const points: XY[] = [];
  for (let x = -30; x < W + 30; x += tooth * (0.7 + random() * 0.6)) {
    const swell = Math.sin(x / 190 + seed) * height * 0.25;
    points.push([x, base - swell - random() * 6]);
    points.push([x + tooth * 0.5, base - swell - height * (0.6 + random() * 0.4)]);
  }
  points.push([W + 40, base]);
  return points;
}

const PINE = "M0-44L7-29H4L11-15H7L15 0H-15L-7-15H-11L-4-29H-7Z";
const CLOUD = "M0 0h132a20 20 0 0 0-20-26 28 28 0 0 0-42-16 34 34 0 0 0-62 14A20 20 0 0 0 0 0z";

function pineRow(
  c: Canvas,
  ref: string,
  seed: number,
  from: number,
  to: number,
  gap: number,
  line: readonly XY[],
  size: number,
  fill: string,
  drop = 6,
): void {
  const random = seededRandom(seed);
  for (let x = from; x < to; x += gap * (0.6 + random() * 0.8)) {
    c.use(ref, x, heightAt(line, x) + drop, size * (0.75 + random() * 0.5), fill);
  }
}

function clouds(c: Canvas, items: readonly (readonly [number, number, number])[], fill: string, opacity: number): void {
  const ref = c.shape("cloud", `<path d="${CLOUD}"/>`);
  for (const [x, y, s] of items) c.use(ref, x, y, s, fill, ` opacity="${opacity}"`);
}

function stars(c: Canvas, seed: number, count: number, maxY: number, colour = "#fff"): void {
  const random = seededRandom(seed);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * W;
    const y = random() * maxY;
    const r = 0.6 + random() * 1.4;
    dots.push(`M${n(x)} ${n(y)}h${n(r)}v${n(r)}h-${n(r)}z`);
  }
  c.add(`<path d="${dots.join("")}" fill="${colour}" opacity=".75"/>`);
}

/** Water surface with a band of glints under the light source. */
function water(
  c: Canvas,
  top: number,
  stops: readonly Stop[],
  glint?: { x: number; colour: string; seed: number },
): void {
  c.add(`<rect y="${top}" width="${W}" height="${H - top}" fill="${c.linear("water", stops)}"/>`);
  if (!glint) return;
  const random = seededRandom(glint.seed);
  const lines: string[] = [];
  for (let y = top + 6; y < H; y += 9 + (y - top) * 0.06) {
    const spread = 30 + (y - top) * 0.5;
    const len = 20 + random() * spread;
    const x = glint.x + (random() - 0.5) * spread;
    lines.push(`M${n(x - len / 2)} ${n(y)}h${n(len)}`);
  }
  c.add(`<path d="${lines.join("")}" stroke="${glint.colour}" stroke-width="3" stroke-linecap="round" opacity=".55"/>`);
}

function balloon(cx: number, cy: number, r: number, colour: string, stripe: string): string {
  const env = (w: number) =>
    `M${n(cx - w)} ${n(cy)}A${n(w)} ${n(r)} 0 0 1 ${n(cx + w)} ${n(cy)}C${n(cx + w)} ${n(cy + r * 0.55)} ${n(cx + w * 0.35)} ${n(cy + r * 0.95)} ${n(cx + r * 0.2)} ${n(cy + r * 1.2)}H${n(cx - r * 0.2)}C${n(cx - w * 0.35)} ${n(cy + r * 0.95)} ${n(cx - w)} ${n(cy + r * 0.55)} ${n(cx - w)} ${n(cy)}Z`;
  const basketY = cy + r * 1.45;
  return (
    `<path d="${env(r)}" fill="${colour}"/>` +
    `<path d="${env(r * 0.42)}" fill="${stripe}"/>` +
    `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)}C${n(cx + r)} ${n(cy + r * 0.55)} ${n(cx + r * 0.35)} ${n(cy + r * 0.95)} ${n(cx + r * 0.2)} ${n(cy + r * 1.2)}H${n(cx)}Z" fill="#000" opacity=".14"/>` +
    `<path d="M${n(cx - r * 0.2)} ${n(cy + r * 1.2)}L${n(cx - r * 0.12)} ${n(basketY)}M${n(cx + r * 0.2)} ${n(cy + r * 1.2)}L${n(cx + r * 0.12)} ${n(basketY)}" stroke="#3b2a25" stroke-width="${n(Math.max(1, r * 0.03))}"/>` +
    `<rect x="${n(cx - r * 0.14)}" y="${n(basketY)}" width="${n(r * 0.28)}" height="${n(r * 0.2)}" rx="${n(r * 0.04)}" fill="#5b3a29"/>`
  );
}

/** Silhouette of a small car facing right, wheels on y = 0. */
function carSilhouette(fill: string): string {
  return `<path d="M-58-8q0-10 8-12l14-4 14-14q4-4 10-4h34q6 0 10 4l16 14 18 4q8 2 8 10v8q0 2-2 2h-128q-2 0-2-2z" fill="${fill}"/><circle cx="-30" r="9" fill="#151a22"/><circle cx="38" r="9" fill="#151a22"/><path d="M-18-26l10-11q2-2 6-2h12v13zM14-26v-13h10q4 0 6 2l10 11z" fill="#1c2733" opacity=".85"/>`;
}

const scenes: Record<SceneTheme, (c: Canvas) => void> = {
  sea(c) {
    c.sky([
      [0, "#141c3a"],
      [0.45, "#3b3c6e"],
      [0.78, "#c46f78"],
      [1, "#f5b57c"],
    ]);
    c.glow(1180, 345, 58, "#ffd9a0", 320, "#ffb27a");
    clouds(
      c,
      [
        [980, 170, 1.1],
        [1320, 120, 0.8],
        [420, 110, 0.9],
      ],
      "#f2a7a0",
      0.35,
    );
    c.add(
      `<path d="M1260 372q60-40 120-34t140 10l80 24z" fill="#3a2f5c"/><path d="M-20 372q140-26 260-14t180 14z" fill="#2c2a52"/>`,
    );
    water(
      c,
      370,
      [
        [0, "#6a5a88"],
        [0.25, "#353a6a"],
        [1, "#0e1530"],
      ],
      { x: 1180, colour: "#ffd09a", seed: 7 },
    );
    // Sailing boat
    c.add(
      `<path d="M900 420h96l-12 14h-74z" fill="#1a1733"/><path d="M946 418V300l44 112z" fill="#f3d9c9"/><path d="M940 418V318l-36 96z" fill="#e7b9a8"/><path d="M944 298v122" stroke="#1a1733" stroke-width="3"/>`,
      `<path d="M1040 230q8-8 14 0q6-8 14 0M1090 256q6-6 11 0q5-6 11 0M1000 266q5-5 9 0q4-5 9 0" stroke="#3a2f4f" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
    c.calmLeft("#0c1230", 0.55);
  },

  "coast-town"(c) {
    c.sky([
      [0, "#16304f"],
      [0.5, "#3c6a92"],
      [0.85, "#e2b58a"],
      [1, "#f4cf99"],
    ]);
    c.glow(900, 220, 36, "#fff0cf", 220, "#ffd79a");
    c.add(`<path d="M-20 392q180-50 360-30t260 30z" fill="#4f6c8a" opacity=".8"/>`);
    water(
      c,
      390,
      [
        [0, "#3d7da0"],
        [0.4, "#1d5477"],
        [1, "#0b2a44"],
      ],
      { x: 900, colour: "#ffe3b3", seed: 3 },
    );
    // Hillside with white houses, blue doors and terracotta roofs
    c.add(
      `<path d="M760 600C860 470 960 380 1100 330s300-80 520-70V600z" fill="#a07a5a"/><path d="M900 600c80-110 200-190 360-220s260-30 360-20V600z" fill="#7d5c45"/>`,
    );
    const random = seededRandom(11);
    const houses: string[] = [];
    const roofs: string[] = [];
    const doors: string[] = [];
    for (let row = 0; row < 6; row++) {
      const y = 330 + row * 44;
      const start = 1120 - row * 60;
      for (let x = start; x < W; x += 46 + random() * 26) {
        if (random() < 0.18) continue;
        const w = 34 + random() * 22;
        const h = 28 + random() * 14;
        houses.push(`M${n(x)} ${n(y - h)}h${n(w)}v${n(h + 10)}h-${n(w)}z`);
        if (random() < 0.45) roofs.push(`M${n(x - 3)} ${n(y - h)}l${n(w / 2 + 3)}-10l${n(w / 2 + 3)} 10z`);
        doors.push(`M${n(x + w * 0.3)} ${n(y - 4)}v-12h7v12zM${n(x + w * 0.62)} ${n(y - h + 8)}h7v7h-7z`);
      }
    }
    c.add(
      `<path d="${houses.join("")}" fill="#f4efe6"/>`,
      `<path d="${roofs.join("")}" fill="#c8623c"/>`,
      `<path d="${doors.join("")}" fill="#2f6fa8"/>`,
    );
    c.add(
      `<path d="M1300 262a26 26 0 0 1 52 0z" fill="#2f6fa8"/><path d="M1300 262h52v40h-52z" fill="#f4efe6"/><path d="M1324 226v10" stroke="#f4efe6" stroke-width="3"/>`,
    );
    // Harbour boats
    c.add(
      `<path d="M820 520h70l-10 12h-52zM700 548h56l-8 10h-42z" fill="#f4efe6"/><path d="M822 520h66M702 548h52" stroke="#c8623c" stroke-width="3"/>`,
    );
    c.calmLeft("#0b2238", 0.55);
  },

  mountain(c) {
    c.sky([
      [0, "#172041"],
      [0.45, "#3b4677"],
      [0.8, "#c27d84"],
      [1, "#eea877"],
    ]);
    c.glow(1180, 300, 46, "#ffe2b0", 300, "#ffb98a");
    mountains(c, { seed: 4, base: 420, amp: 260, step: 110, envelope: (t) => 0.45 + t * 0.6 }, "#7b77a6", {
      below: 260,
      colour: "#e9e4f2",
    });
    mountains(c, { seed: 9, base: 470, amp: 200, step: 90, envelope: (t) => 0.5 + t * 0.5 }, "#4e4f82", {
      below: 320,
      colour: "#c9c6e3",
    });
    const near = hills(c, 5, 560, 120, "#2c2c55", (t) => 0.4 + t * 0.6);
    const pine = c.shape("pine", `<path d="${PINE}"/>`);
    pineRow(c, pine, 12, 700, W + 20, 26, near, 1.2, "#1a1b3a");
    c.add(`<path d="M-20 600C300 560 700 590 1000 560s460-20 620 0V600z" fill="#14142d"/>`);
    c.calmLeft("#0d1330", 0.5);
  },

  snow(c) {
    c.sky([
      [0, "#0b1a30"],
      [0.5, "#1d3557"],
      [1, "#5a7aa6"],
    ]);
    c.glow(1240, 130, 34, "#f1f5ff", 200, "#c9dbff");
    stars(c, 21, 70, 300);
    mountains(c, { seed: 14, base: 440, amp: 270, step: 120, envelope: (t) => 0.4 + t * 0.65 }, "#8fa6c8", {
      below: 330,
      colour: "#e8f0fb",
    });
    const mid = hills(c, 8, 500, 90, "#6c86ad");
    const pine = c.shape("pine", `<path d="${PINE}"/><path d="M0-44l4 9-4-2-4 2zM-5-22l6-4 5 4-6-1z" fill="#eef4fc"/>`);
    pineRow(c, pine, 5, 640, W + 20, 46, mid, 1.25, "#203a4a");
    const front = hills(c, 17, 590, 70, "#8da3c4", (t) => 0.3 + t * 0.7);
    pineRow(c, pine, 33, 1000, W + 30, 60, front, 1.9, "#18303d");
    pineRow(c, pine, 37, -20, 420, 70, front, 1.5, "#172a3a");
    const random = seededRandom(40);
    for (const width of [3, 5]) {
      const flakes: string[] = [];
      for (let i = 0; i < 45; i++) flakes.push(`M${n(random() * W)} ${n(random() * H)}h0`);
      c.add(`<path d="${flakes.join("")}" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity=".7"/>`);
    }
    c.calmLeft("#081426", 0.45);
  },

  balloons(c) {
    c.sky([
      [0, "#1d2850"],
      [0.4, "#5f4d7e"],
      [0.75, "#e38d6e"],
      [1, "#f7c78f"],
    ]);
    c.glow(1040, 430, 50, "#fff0c4", 300, "#ffc58a");
    mountains(c, { seed: 23, base: 460, amp: 70, step: 140 }, "#9b6b70");
    // Fairy chimneys: cones with dark caps
    const chimneys: string[] = [];
    const shades: string[] = [];
    const caps: string[] = [];
    const random = seededRandom(6);
    for (const [x, h, w] of [
      [700, 120, 34],
      [760, 170, 40],
      [830, 130, 36],
      [1230, 180, 44],
      [1300, 230, 50],
      [1370, 160, 40],
      [1450, 210, 46],
      [1530, 150, 40],
      [1120, 120, 34],
    ] as const) {
      const base = 520 + random() * 20;
      const top = base - h;
      chimneys.push(
        `M${x - w} ${n(base)}C${x - w * 0.7} ${n(base - h * 0.5)} ${x - w * 0.35} ${n(top + 10)} ${x - w * 0.3} ${n(top)}H${x + w * 0.3}C${x + w * 0.35} ${n(top + 10)} ${x + w * 0.7} ${n(base - h * 0.5)} ${x + w} ${n(base)}Z`,
      );
      shades.push(
        `M${x} ${n(top)}H${x + w * 0.3}C${x + w * 0.35} ${n(top + 10)} ${x + w * 0.7} ${n(base - h * 0.5)} ${x + w} ${n(base)}H${x}Z`,
      );
      caps.push(`M${x - w * 0.42} ${n(top + 4)}q${n(w * 0.42)}-${n(w * 0.7)} ${n(w * 0.84)} 0z`);
    }
    c.add(
      `<path d="${chimneys.join("")}" fill="#d49a70"/>`,
      `<path d="${shades.join("")}" fill="#9a6048" opacity=".55"/>`,
      `<path d="${caps.join("")}" fill="#5a3a35"/>`,
    );
    c.add(
      `<path d="M-20 560C200 520 500 540 800 520s500-10 820 10V600H-20z" fill="#8a5a4c"/><path d="M-20 590c400-40 900-30 1640-20V600H-20z" fill="#5f3b38"/>`,
    );
    c.add(
      balloon(1120, 170, 62, "#e4473c", "#f6b23c"),
      balloon(1380, 110, 46, "#2a9d8f", "#e9c46a"),
      balloon(940, 250, 34, "#f97316", "#fde68a"),
      balloon(1270, 300, 28, "#7c4dbd", "#f4a3c0"),
      balloon(1500, 260, 24, "#e9c46a", "#e4473c"),
      balloon(820, 120, 22, "#3a86c8", "#f1f5f9"),
      `<g opacity=".55">${balloon(560, 200, 14, "#e4473c", "#f6b23c")}${balloon(340, 150, 10, "#2a9d8f", "#e9c46a")}${balloon(690, 330, 12, "#f6b23c", "#e4473c")}</g>`,
    );
    c.calmLeft("#141b3c", 0.5);
  },

  ancient(c) {
    c.sky([
      [0, "#251a3a"],
      [0.45, "#6e3d55"],
      [0.8, "#d9825c"],
      [1, "#f3bf7c"],
    ]);
    c.glow(1080, 380, 70, "#ffe0a3", 360, "#ffb070");
    hills(c, 31, 470, 90, "#7a4452");
    hills(c, 34, 520, 60, "#532d3f");
    // Temple ruins: steps, columns (some broken), a piece of architrave and pediment
    const stone = "#e0b486";
    const shadow = "#b5835f";
    const cols: string[] = [];
    const shades: string[] = [];
    const tops = [300, 300, 300, 340, 380, 300, 430];
    tops.forEach((top, i) => {
      const x = 930 + i * 80;
      const broken = top > 300;
      cols.push(`M${x} 498V${broken ? top + 6 : top}${broken ? `l10-10 8 7 9-9 9 12V498z` : `h36V498z`}`);
      shades.push(`M${x + 24} 498V${top + 12}h12V498z`);
      if (!broken) cols.push(`M${x - 8} ${top}h52v-12h-52z`);
    });
    c.add(
      `<path d="M910 300h212v-28h-212zM910 272l106-46 106 46z" fill="${stone}"/><path d="M910 272h212" stroke="${shadow}" stroke-width="4"/>`,
    );
    c.add(
      `<path d="${cols.join("")}" fill="${stone}"/>`,
      `<path d="${shades.join("")}" fill="${shadow}" opacity=".8"/>`,
    );
    c.add(
      `<path d="M880 498h560v14H880zM860 512h600v16H860z" fill="${shadow}"/><path d="M1480 528h60v-22l-12-6h-48z" fill="${stone}" opacity=".9"/>`,
    );
    const cypress = c.shape("cypress", `<path d="M0 0C-14-40-12-120 0-170 12-120 14-40 0 0z"/>`);
    for (const [x, s] of [
      [840, 1.1],
      [1500, 1.3],
      [1560, 0.9],
      [700, 0.8],
      [610, 0.6],
    ] as const)
      c.use(cypress, x, 540, s, "#2d1a2a");
    c.add(`<path d="M-20 600c300-70 900-80 1640-60V600z" fill="#2a1826"/>`);
    c.calmLeft("#1a1026", 0.5);
  },

  "city-skyline"(c) {
    c.sky([
      [0, "#120e2e"],
      [0.45, "#322a66"],
      [0.8, "#b5506f"],
      [1, "#f08a5d"],
    ]);
    stars(c, 2, 40, 220);
    c.glow(1260, 430, 40, "#ffcf9a", 260, "#ff9a6a");
    const random = seededRandom(19);
    const far: string[] = [];
    for (let x = -10; x < W; x += 38 + random() * 30) {
      const h = 60 + random() * 100 * (0.4 + x / W);
      far.push(`M${n(x)} 600V${n(480 - h)}h${n(34 + random() * 26)}V600z`);
    }
    c.add(`<path d="${far.join("")}" fill="#3f3670"/>`);
    // Irregular lit windows: a few lit slots in a larger tile read as random
    c.defs.push(
      `<pattern id="${c.prefix}win" width="60" height="44" patternUnits="userSpaceOnUse"><path d="M4 6h6v8H4zM28 6h6v8h-6zM40 6h6v8h-6zM16 28h6v8h-6zM40 28h6v8h-6zM52 28h6v8h-6zM52 6h6v8h-6z" fill="#ffd48a"/></pattern>`,
    );
    const low: string[] = [];
    const high: string[] = [];
    for (let x = -20; x < W; x += 56 + random() * 40) {
      const t = x / W;
      const h = 40 + random() * 90 + t * t * 300;
      const w = 46 + random() * 40;
      (t > 0.5 ? high : low).push(`M${n(x)} 600V${n(560 - h)}h${n(w)}V600z`);
      if (t > 0.6 && random() < 0.5) high.push(`M${n(x + w / 2 - 2)} ${n(560 - h)}v-40h4v40z`);
    }
    const highD = high.join("");
    c.add(
      `<path d="${low.join("")}" fill="#1d1839"/>`,
      `<path d="${highD}" fill="#1b1638"/>`,
      `<path d="${highD}" fill="url(#${c.prefix}win)" opacity=".7"/>`,
    );
    // Two landmark towers
    c.add(
      `<path d="M1180 600V230l40-44 40 44v370zM1300 600V290q35-30 70 0v310z" fill="#15112e"/><path d="M1220 186v-70" stroke="#15112e" stroke-width="5"/><circle cx="1220" cy="114" r="3" fill="#ff5a4a"/>`,
      `<path d="M1188 240h64v360h-64zM1306 300h58v300h-58z" fill="url(#${c.prefix}win)" opacity=".8"/>`,
    );
    c.add(
      `<rect y="560" width="${W}" height="40" fill="#0d0a22"/><path d="M0 574H1600" stroke="#ff9a6a" stroke-width="2" stroke-dasharray="4 14" opacity=".6"/>`,
    );
    c.calmLeft("#0a0820", 0.55);
  },

  bosphorus(c) {
    c.sky([
      [0, "#131b3a"],
      [0.45, "#3a3566"],
      [0.78, "#c2677a"],
      [1, "#f1a570"],
    ]);
    c.glow(900, 360, 40, "#ffdca6", 260, "#ffa878");
    // Asian shore far away
    c.add(`<path d="M-20 380q300-30 600-10t500 0 540 6V410H-20z" fill="#3b3563"/>`);
    water(
      c,
      390,
      [
        [0, "#7d5f87"],
        [0.3, "#2c2f5c"],
        [1, "#0b1027"],
      ],
      { x: 900, colour: "#ffc98f", seed: 12 },
    );
    // Suspension bridge: towers, main cable, hangers and deck lights
    const deck = 330;
    const hangers: string[] = [];
    for (let x = 570; x <= 1380; x += 18) {
      const t = (x - 570) / 810;
      const y = 200 + 472 * t * (1 - t); // the quadratic main cable below
      hangers.push(`M${x} ${n(y)}V${deck}`);
    }
    c.add(
      `<path d="${hangers.join("")}" stroke="#2a2448" stroke-width="1.5" opacity=".8"/>`,
      `<path d="M380 ${deck}Q475 250 570 200Q975 436 1380 200Q1490 260 1620 ${deck - 4}" fill="none" stroke="#2a2448" stroke-width="3"/>`,
      `<path d="M560 392V190h20v202zM1370 392V190h20v202z" fill="#241f40"/><path d="M560 250h20M1370 250h20" stroke="#3a3563" stroke-width="4"/>`,
      `<path d="M300 ${deck}H1620v10H300z" fill="#221d3d"/><path d="M300 ${deck + 5}H1620" stroke="#ffd27a" stroke-width="2" stroke-dasharray="3 9"/>`,
    );
    // Ferry crossing between the continents
    c.add(
      `<path d="M640 468h120l-14 14h-96zM660 468v-14h76v14zM700 454v-12h12v12z" fill="#151530"/><path d="M668 461h60" stroke="#ffd27a" stroke-width="2" stroke-dasharray="4 5"/>`,
    );
    // Historic peninsula: a mosque with a central dome, side domes and four minarets, then the Galata tower
    const minarets = [1050, 1090, 1310, 1350]
      .map((x, i) => {
        const top = i === 0 || i === 3 ? 360 : 400;
        return `M${x - 5} 600V${top}l5-34 5 34V600zM${x - 8} ${top + 34}h16v6h-16z`;
      })
      .join("");
    c.add(
      `<path d="M1090 600V470h220v130zM1146 470v-36h108v36zM1144 434a56 60 0 0 1 112 0zM1100 470a30 30 0 0 1 60 0zM1240 470a30 30 0 0 1 60 0zM1198 374h4v-18h-4z${minarets}" fill="#151530"/>`,
      `<path d="M1450 600V470h36v130zM1446 470l22-46 22 46z" fill="#151530"/>`,
      `<path d="M1042 400h16M1302 400h16M1082 440h16M1342 440h16M1460 490h16" stroke="#ffcf7a" stroke-width="2" opacity=".9"/>`,
      `<path d="M940 600c40-56 120-84 220-90s300 6 460 16V600z" fill="#0f0f25"/>`,
    );
    c.calmLeft("#0b0f26", 0.55);
  },

  lake(c) {
    c.sky([
      [0, "#15304a"],
      [0.5, "#3f6e86"],
      [1, "#d9c39a"],
    ]);
    c.glow(1120, 290, 36, "#fff3d6", 220, "#ffe2ae");
    const horizon = 380;
    c.add(`<g id="${c.prefix}land">`);
    mountains(c, { seed: 41, base: horizon, amp: 200, step: 120, envelope: (t) => 0.45 + t * 0.55 }, "#5e86a0", {
      below: 250,
      colour: "#e3ecf2",
    });
    const woods = treeline(44, horizon + 2, 26, 18);
    c.add(`<path d="${toGround(polyline(woods), woods)}" fill="#2b5468"/>`);
    c.add(`</g>`);
    water(c, horizon, [
      [0, "#6f98ac"],
      [0.5, "#2e5a73"],
      [1, "#0f2a3c"],
    ]);
    // Mirror image of the mountains in the still water
    c.add(`<use href="#${c.prefix}land" transform="matrix(1 0 0 -1 0 ${2 * horizon})" opacity=".35"/>`);
    c.add(`<path d="M0 ${horizon}H${W}" stroke="#cfe0e6" stroke-width="2" opacity=".5"/>`);
    const pine = c.shape("pine", `<path d="${PINE}"/>`);
    const shore: XY[] = [
      [980, 400],
      [1620, 392],
    ];
    pineRow(c, pine, 45, 990, W + 20, 20, shore, 1.3, "#173243", 0);
    c.add(`<path d="M980 402H1620v10H980z" fill="#173243"/>`);
    // Jetty and rowing boat
    c.add(
      `<path d="M1040 470h240v8h-240z" fill="#5c4033"/><path d="M1060 478v30M1120 478v30M1180 478v30M1240 478v30" stroke="#3b2a22" stroke-width="5"/><path d="M1300 500h80l-12 14h-56z" fill="#8a4b35"/>`,
    );
    c.add(`<path d="M-20 600V520c200-10 400 20 560 80z" fill="#0e2230"/>`);
    c.calmLeft("#0b1f2e", 0.5);
  },

  forest(c) {
    c.sky([
      [0, "#11302c"],
      [0.55, "#3d6b5a"],
      [1, "#b5cfa8"],
    ]);
    c.glow(1250, 170, 30, "#fbffe6", 260, "#f2f7c8");
    // Shafts of light through the mist
    c.add(`<path d="M1150 0h120L980 600H760zM1330 0h60L1250 600h-120z" fill="#f6f9d8" opacity=".08"/>`);
    const layers = [
      { seed: 51, base: 380, height: 34, tooth: 22, colour: "#7aa38a" },
      { seed: 52, base: 440, height: 46, tooth: 30, colour: "#55846b" },
      { seed: 53, base: 505, height: 60, tooth: 40, colour: "#33624d" },
    ];
    for (const layer of layers) {
      const line = treeline(layer.seed, layer.base, layer.height, layer.tooth);
      c.add(`<path d="${toGround(polyline(line), line)}" fill="${layer.colour}"/>`);
      c.add(
        `<rect y="${layer.base - 30}" width="${W}" height="90" fill="${c.linear(`mist${layer.seed}`, [
          [0, "#dfeede", 0],
          [0.6, "#dfeede", 0.22],
          [1, "#dfeede", 0.05],
        ])}"/>`,
      );
    }
    const ground = hillPoints(54, 560, 30);
    c.add(`<path d="${toGround(smoothPath(ground), ground)}" fill="#173a2c"/>`);
    const pine = c.shape("pine", `<path d="${PINE}"/>`);
    pineRow(c, pine, 55, 760, W + 30, 70, ground, 4.2, "#173a2c", 20);
    pineRow(c, pine, 56, -30, 380, 90, ground, 3.4, "#173a2c", 20);
    c.add(`<path d="M-20 600c300-30 900-40 1640-20V600z" fill="#0f281f"/>`);
    c.calmLeft("#0a2019", 0.5);
  },

  plateau(c) {
    c.sky([
      [0, "#1d3b4f"],
      [0.55, "#4f8098"],
      [1, "#a9c9c6"],
    ]);
    clouds(
      c,
      [
        [900, 150, 1.3],
        [1250, 100, 1],
        [640, 200, 0.7],
      ],
      "#f4f8f8",
      0.8,
    );
    hills(c, 61, 330, 90, "#4f8a7a", (t) => 0.5 + t * 0.5);
    c.add(
      `<rect y="300" width="${W}" height="90" fill="${c.linear("fog", [
        [0, "#e9f2ef", 0],
        [0.5, "#e9f2ef", 0.45],
        [1, "#e9f2ef", 0],
      ])}"/>`,
    );
    const mid = hills(c, 62, 420, 110, "#3d8a55");
    const pine = c.shape("spruce", `<path d="${PINE}"/>`);
    pineRow(c, pine, 63, 820, 1150, 18, mid, 1.2, "#1f5a3a");
    const near = hills(c, 64, 520, 100, "#4fa05f", (t) => 0.3 + t * 0.7);
    // Wooden yayla houses on the near slope
    const houses: string[] = [];
    const roofs: string[] = [];
    for (const [x, s] of [
      [1040, 1],
      [1130, 0.8],
      [1210, 1.1],
      [1320, 0.9],
    ] as const) {
      const y = heightAt(near, x) + 6;
      houses.push(`M${x} ${n(y)}v-${n(30 * s)}h${n(44 * s)}v${n(30 * s)}z`);
      roofs.push(`M${n(x - 6 * s)} ${n(y - 30 * s)}l${n(28 * s)}-${n(20 * s)} ${n(28 * s)} ${n(20 * s)}z`);
    }
    c.add(`<path d="${houses.join("")}" fill="#8a5a3a"/>`, `<path d="${roofs.join("")}" fill="#6d7f8c"/>`);
    pineRow(c, pine, 65, 1380, W + 20, 36, near, 1.9, "#1c4f33");
    pineRow(c, pine, 66, -20, 300, 40, near, 1.7, "#1f5236");
    hills(c, 67, 600, 40, "#2f7a45");
    c.calmLeft("#0f2a2a", 0.5);
  },

  road(c) {
    c.sky([
      [0, "#1b2748"],
      [0.5, "#57588a"],
      [0.85, "#e2956e"],
      [1, "#f5bd84"],
    ]);
    c.glow(1230, 320, 44, "#ffe6b8", 280, "#ffbf86");
    mountains(c, { seed: 71, base: 350, amp: 110, step: 130, envelope: (t) => 0.5 + t * 0.5 }, "#7d6b93");
    hills(c, 72, 400, 80, "#5e6b72");
    hills(c, 73, 470, 90, "#48604f");
    c.add(`<path d="M-20 600V470c300-30 600 0 900 40s500 10 740-20V600z" fill="#334a38"/>`);
    // Winding road narrowing towards the horizon
    const centre: XY[] = [
      [560, 630],
      [780, 548],
      [1000, 500],
      [1070, 462],
      [1020, 432],
      [1110, 412],
      [1200, 400],
    ];
    const half = (y: number) => 2 + (y - 398) * 0.6;
    const left: XY[] = centre.map(([x, y]) => [x - half(y), y]);
    const right: XY[] = centre.map(([x, y]) => [x + half(y), y]);
    const rightPath = smoothPath([...right].reverse()).replace(/^M/, "L");
    c.add(`<path d="${smoothPath(left)}${rightPath}Z" fill="#2b2f3a"/>`);
    c.add(`<path d="${smoothPath(centre)}" fill="none" stroke="#f3d27a" stroke-width="4" stroke-dasharray="26 22"/>`);
    c.add(
      `<path d="${smoothPath(left)}" fill="none" stroke="#c9c3b8" stroke-width="3" opacity=".6"/><path d="${smoothPath(right)}" fill="none" stroke="#c9c3b8" stroke-width="3" opacity=".6"/>`,
    );
    const tree = c.shape(
      "tree",
      `<path d="M-3 0v-24h6V0z" fill="#2a2320"/><circle cy="-38" r="20"/><circle cx="-12" cy="-28" r="13"/><circle cx="12" cy="-28" r="13"/>`,
    );
    for (const [x, y, s] of [
      [1320, 480, 1.6],
      [1420, 500, 2],
      [1530, 470, 1.4],
      [860, 430, 0.8],
      [1180, 420, 0.7],
    ] as const)
      c.use(tree, x, y, s, "#2d4a33");
    c.calmLeft("#10182e", 0.5);
  },

  airport(c) {
    c.sky([
      [0, "#0e1a35"],
      [0.5, "#2c4675"],
      [0.85, "#8c8fb2"],
      [1, "#f2b984"],
    ]);
    c.glow(1400, 400, 36, "#ffe2b5", 220, "#ffbf8a");
    clouds(
      c,
      [
        [640, 250, 0.9],
        [1200, 90, 0.8],
      ],
      "#c7cde6",
      0.25,
    );
    // Terminal, tower and apron
    c.add(
      `<path d="M860 440V400l80-20h420l80 20v40z" fill="#1a2846"/><path d="M900 402h520" stroke="#ffd58f" stroke-width="6" stroke-dasharray="14 8" opacity=".7"/>`,
    );
    c.add(
      `<path d="M1250 440V250h36v190z" fill="#16223e"/><path d="M1230 250l8-36h60l8 36z" fill="#16223e"/><path d="M1240 220h56l-4 24h-48z" fill="#8fd0ff" opacity=".75"/><path d="M1268 214v-24" stroke="#16223e" stroke-width="3"/><circle cx="1268" cy="188" r="3" fill="#ff5a4a"/>`,
    );
    c.add(`<path d="M-20 440H1620V600H-20z" fill="#1c2740"/>`);
    // Runway in perspective with edge lights
    c.add(
      `<path d="M620 600 980 442h80l540 158z" fill="#2c3550"/><path d="M1020 446 1100 600" stroke="#f5f7fb" stroke-width="6" stroke-dasharray="22 26" opacity=".7"/>`,
    );
    c.add(`<path d="M980 442 620 600M1060 442 1600 600" stroke="#ffd27a" stroke-width="3" stroke-dasharray="2 16"/>`);
    // Airliner climbing away, drawn nose-right
    c.add(
      `<g transform="translate(980 200) rotate(-12)">` +
        `<path d="M-190 0q0-14 24-16h300q40 2 60 16-20 14-60 16h-300q-24-2-24-16z" fill="#eef2f8"/>` +
        `<path d="M-170-14-196-70h26l50 56z" fill="#f97316"/>` +
        `<path d="M-20 6 40 86h28l-10-80zM-20-6 20-40h20l10 34z" fill="#c9d2e2"/>` +
        `<path d="M10 34h50v18H14z" fill="#a7b3c8"/>` +
        `<path d="M160-8h22l14 6h-36z" fill="#2a3a57"/>` +
        `<path d="M-140-6h250" stroke="#7f8fae" stroke-width="4" stroke-dasharray="6 8"/>` +
        `<path d="M-168 4-184 16h20z" fill="#c9d2e2"/>` +
        `</g>`,
    );
    c.calmLeft("#0a1429", 0.55);
  },

  family(c) {
    c.sky([
      [0, "#1c5680"],
      [0.6, "#4c92bd"],
      [1, "#a8d3e0"],
    ]);
    c.glow(1330, 120, 46, "#fff6d2", 240, "#fff0b0");
    clouds(
      c,
      [
        [780, 160, 1.2],
        [1040, 80, 0.9],
        [560, 230, 0.6],
      ],
      "#ffffff",
      0.85,
    );
    hills(c, 81, 380, 80, "#6fae6a");
    const road = hills(c, 82, 470, 60, "#4f9a58");
    c.add(
      `<path d="${smoothPath(road.map(([x, y]) => [x, y + 34]))}" fill="none" stroke="#4b4f58" stroke-width="26"/><path d="${smoothPath(road.map(([x, y]) => [x, y + 34]))}" fill="none" stroke="#f3f0e6" stroke-width="2" stroke-dasharray="18 18"/>`,
    );
    // Family car with a roof box on the road
    const carX = 1010;
    const carY = heightAt(road, carX) + 42;
    c.add(
      `<g transform="translate(${carX} ${n(carY)}) scale(1.3)">${carSilhouette("#f97316")}<path d="M-14-44h40q4 0 4 4v4h-48v-4q0-4 4-4z" fill="#334155"/></g>`,
    );
    // Big shade tree with a picnic blanket
    c.add(
      `<path d="M1400 520V380h20v140z" fill="#5a3b2a"/><path d="M1330 360a90 90 0 0 1 170-40 70 70 0 0 1 20 110 80 80 0 0 1-150 10 70 70 0 0 1-40-80z" fill="#2f7a3d"/><path d="M1360 380a70 70 0 0 1 90-60" stroke="#4f9f55" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    );
    c.add(
      `<path d="M1240 560l130-22 90 34-140 24z" fill="#e4473c"/><path d="M1275 554l90 36M1310 548l90 36M1290 582l120-20" stroke="#fff" stroke-width="4" opacity=".7"/>`,
    );
    // Kite on the breeze
    c.add(
      `<path d="M1180 150l30-40 24 44-30 32z" fill="#e4473c"/><path d="M1180 150l54 4M1210 110l-6 76" stroke="#fff" stroke-width="2" opacity=".8"/><path d="M1204 186c-10 40 20 60 0 100s10 80-20 120" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>`,
    );
    hills(c, 84, 600, 50, "#3f8a49");
    c.calmLeft("#0e3350", 0.55);
  },

  business(c) {
    c.sky([
      [0, "#0d1f3a"],
      [0.6, "#2b5a86"],
      [1, "#8db4cf"],
    ]);
    const random = seededRandom(91);
    const haze: string[] = [];
    for (let x = -10; x < W; x += 40 + random() * 30)
      haze.push(`M${n(x)} 600V${n(420 - random() * 120)}h${n(30 + random() * 20)}V600z`);
    c.add(`<path d="${haze.join("")}" fill="#4f7294" opacity=".6"/>`);
    c.defs.push(
      `<pattern id="${c.prefix}glass" width="22" height="14" patternUnits="userSpaceOnUse"><path d="M0 0h22M0 0v14" stroke="#bfe1ff" stroke-width="1" opacity=".35"/></pattern>`,
    );
    const towers = [
      [880, 300, 90],
      [990, 180, 110],
      [1120, 90, 120],
      [1260, 220, 100],
      [1370, 140, 120],
      [1500, 260, 110],
    ] as const;
    const facade = c.linear(
      "facade",
      [
        [0, "#5d8fbf"],
        [0.5, "#27507c"],
        [1, "#15304f"],
      ],
      true,
    );
    for (const [x, top, w] of towers) {
      c.add(
        `<path d="M${x} 600V${top + 16}l${w}-16V600z" fill="${facade}"/><path d="M${x} 600V${top + 16}l${w}-16V600z" fill="url(#${c.prefix}glass)"/>`,
      );
      c.add(`<path d="M${x + w * 0.15} ${top + 60}l${w * 0.35}-50v60l-${w * 0.35} 50z" fill="#fff" opacity=".1"/>`);
    }
    c.add(
      `<path d="M1180 90V40M1430 140v-40" stroke="#15304f" stroke-width="4"/><circle cx="1180" cy="40" r="3" fill="#ff6a5a"/>`,
    );
    c.add(
      `<rect y="540" width="${W}" height="60" fill="#0f1d33"/><path d="M0 560H1600" stroke="#ffd58f" stroke-width="3" stroke-dasharray="30 40" opacity=".5"/>`,
    );
    c.calmLeft("#08162b", 0.55);
  },

  "night-drive"(c) {
    c.sky([
      [0, "#04061a"],
      [0.6, "#0e1640"],
      [1, "#27306a"],
    ]);
    stars(c, 99, 140, 360);
    c.add(`<path d="M1290 90a46 46 0 1 0 42 64 38 38 0 1 1-42-64z" fill="#f4f1de"/>`);
    // Distant town lights along the horizon
    const random = seededRandom(8);
    const lights: string[] = [];
    for (let i = 0; i < 120; i++) lights.push(`M${n(700 + random() * 900)} ${n(392 + random() * 14)}h2v2h-2z`);
    c.add(
      `<ellipse cx="1180" cy="400" rx="520" ry="70" fill="${c.radial("townglow", [
        [0, "#ffb86a", 0.3],
        [1, "#ffb86a", 0],
      ])}"/>`,
    );
    mountains(c, { seed: 93, base: 410, amp: 60, step: 150 }, "#161a3c");
    c.add(`<path d="${lights.join("")}" fill="#ffd38a"/>`);
    c.add(`<path d="M-20 600V430c400-20 800 10 1100 0s400-20 540-10V600z" fill="#0b0e26"/>`);
    // Road sweeping through, with the car's headlight beams
    c.add(
      `<path d="M-20 560c400-70 900-80 1200-110s300-20 440-18v40c-160 0-300 10-420 30S420 580 -20 600z" fill="#1b1f35"/>`,
    );
    c.add(
      `<path d="M40 570c400-66 880-80 1140-104s280-18 420-16" fill="none" stroke="#e8d68a" stroke-width="3" stroke-dasharray="24 30" opacity=".6"/>`,
    );
    const beam = c.linear(
      "beam",
      [
        [0, "#fff2c0", 0.7],
        [1, "#fff2c0", 0],
      ],
      true,
    );
    c.add(`<path d="M1190 478 1560 420v100z" fill="${beam}"/>`);
    c.add(
      `<g transform="translate(1100 500) scale(1.5)">${carSilhouette("#34466e")}<circle cx="64" cy="-12" r="4" fill="#fff7d6"/><circle cx="-58" cy="-12" r="3.5" fill="#ff3b3b"/></g>`,
    );
    c.calmLeft("#02030f", 0.4);
  },

  autumn(c) {
    c.sky([
      [0, "#2b2442"],
      [0.5, "#7a4a58"],
      [0.85, "#d98a5a"],
      [1, "#efb777"],
    ]);
    c.glow(1150, 330, 44, "#ffe0a8", 280, "#ffb46e");
    hills(c, 101, 400, 90, "#8a5a4a");
    const mid = hills(c, 102, 470, 80, "#7a4a2e");
    const tree = c.shape(
      "tree",
      `<path d="M-3 0v-26h6V0z" fill="#3b2418"/><circle cy="-42" r="22"/><circle cx="-14" cy="-30" r="15"/><circle cx="14" cy="-30" r="15"/>`,
    );
    const colours = ["#d9622b", "#e9a23b", "#b8402b", "#f2c14e", "#a6532f"];
    const random = seededRandom(103);
    for (let x = 640; x < W + 30; x += 34 + random() * 30)
      c.use(
        tree,
        x,
        heightAt(mid, x) + 10,
        0.9 + random() * 0.6,
        colours[Math.floor(random() * colours.length)] ?? "#d9622b",
      );
    const near = hills(c, 104, 560, 70, "#5a3222");
    for (let x = 1100; x < W + 40; x += 70 + random() * 40)
      c.use(
        tree,
        x,
        heightAt(near, x) + 14,
        1.8 + random() * 0.8,
        colours[Math.floor(random() * colours.length)] ?? "#b8402b",
      );
    const leaves: string[] = [];
    for (let i = 0; i < 40; i++) {
      const x = 900 + random() * 700;
      const y = 60 + random() * 420;
      leaves.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="3" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="${colours[i % colours.length]}"/>`,
      );
    }
    c.add(...leaves);
    c.calmLeft("#1a1020", 0.5);
  },

  spring(c) {
    c.sky([
      [0, "#1d4a66"],
      [0.6, "#5892b1"],
      [1, "#bfe0e0"],
    ]);
    c.glow(1250, 140, 40, "#fffbe0", 220, "#fff6c4");
    clouds(
      c,
      [
        [860, 140, 1.1],
        [1420, 220, 0.8],
      ],
      "#ffffff",
      0.85,
    );
    hills(c, 111, 380, 90, "#7cbf75");
    const mid = hills(c, 112, 460, 80, "#58a860");
    const tree = c.shape(
      "blossom",
      `<path d="M-3 0v-26h6V0z" fill="#6b4636"/><circle cy="-42" r="22"/><circle cx="-15" cy="-30" r="15"/><circle cx="15" cy="-30" r="15"/><circle cx="-6" cy="-50" r="6" fill="#fff" opacity=".5"/>`,
    );
    const random = seededRandom(113);
    for (let x = 760; x < W + 30; x += 60 + random() * 50)
      c.use(tree, x, heightAt(mid, x) + 10, 1 + random() * 0.6, random() < 0.5 ? "#f7a8c4" : "#f4c6d8");
    const field = hills(c, 114, 560, 60, "#3f9150", (t) => 0.4 + t * 0.6);
    // Tulip rows in the foreground
    const tulip = c.shape(
      "tulip",
      `<path d="M0 0v-22" stroke="#2d6b3a" stroke-width="2.5"/><path d="M-7-30q0 14 7 14t7-14l-3.5 4L0-32l-3.5 6z"/>`,
    );
    const tulipColours = ["#e4473c", "#f2c14e", "#f28bb0", "#d6336c"];
    for (let row = 0; row < 3; row++) {
      for (let x = 860 + row * 24; x < W + 20; x += 30 + row * 8 + random() * 10) {
        const y = heightAt(field, x) + 26 + row * 26;
        c.use(
          tulip,
          x,
          y,
          1.2 + row * 0.45,
          tulipColours[(row + Math.floor(x / 26)) % tulipColours.length] ?? "#e4473c",
        );
      }
    }
    c.calmLeft("#0f2e40", 0.5);
  },
};

export function sceneSvg(theme: SceneTheme): string {
  const canvas = new Canvas(theme);
  scenes[theme](canvas);
  return canvas.toSvg();
}
