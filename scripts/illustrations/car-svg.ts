import { type BodyType, bodyTypes } from "#app/domain/fleet/vehicle-kinds.ts";
import { escapeXml, n, roundedPath, type Pt } from "./svg-geometry.ts";

export { bodyTypes };
export type CarBodyType = BodyType;

export const carColours = ["white", "black", "grey", "silver", "red", "blue"] as const;
export type CarColour = (typeof carColours)[number];

export const CAR_VIEW_BOX = "0 0 480 240";
const GROUND = 206;

interface Paint {
  body: string;
  shade: string;
  highlight: string;
  /** Outline so light cars still read on a white page. */
  outline: string;
  outlineWidth: number;
}

const paints: Record<CarColour, Paint> = {
  white: { body: "#f8fafc", shade: "#d5dde7", highlight: "#ffffff", outline: "#8a97a8", outlineWidth: 2 },
  black: { body: "#262c36", shade: "#161a21", highlight: "#4a5462", outline: "#0f1217", outlineWidth: 1.5 },
  grey: { body: "#6b7480", shade: "#4d5560", highlight: "#8d96a2", outline: "#3b424b", outlineWidth: 1.5 },
  silver: { body: "#c9d1db", shade: "#a3aebb", highlight: "#e6ebf1", outline: "#7d8896", outlineWidth: 1.5 },
  red: { body: "#d92d2d", shade: "#9f1d1d", highlight: "#f06363", outline: "#7a1616", outlineWidth: 1.5 },
  blue: { body: "#2563eb", shade: "#1c46a8", highlight: "#5b8df5", outline: "#15347c", outlineWidth: 1.5 },
};

interface CarShape {
  wheelRadius: number;
  /** Centre x of the rear and the front wheel (the car faces right). */
  wheels: readonly [number, number];
  body: readonly Pt[];
  /** Daylight opening: the glass area including the blacked-out pillars. */
  glass: readonly Pt[];
  /** Pillars crossing the glass, as [x at the belt line, x at the roof]. */
  pillars: readonly (readonly [number, number])[];
  /** y of the belt line (bottom of the side windows). */
  belt: number;
  /** y where the darker lower flank starts. */
  flank: number;
  /** Door cut lines as [x at the belt, x at the sill]. */
  doors: readonly (readonly [number, number])[];
  sill: number;
  handles: readonly (readonly [number, number])[];
  headlight: readonly Pt[];
  taillight: readonly Pt[];
  /** Lower air intake at the front as [x, y, width, height]. */
  intake: readonly [number, number, number, number];
  mirror: readonly [number, number];
  /** Unpainted plastic on the arches and sills, as on off-roaders. */
  cladding?: boolean;
  /** Roof rails as [rear x, rear y, front x, front y]. */
  rails?: readonly [number, number, number, number];
  extra?: (paint: Paint) => string;
}

const shapes: Record<CarBodyType, CarShape> = {
  hatchback: {
    wheelRadius: 29,
    wheels: [128, 342],
    body: [
      [86, 180, 6],
      [80, 142, 10],
      [84, 116, 12],
      [114, 80, 26],
      [176, 68, 80],
      [240, 72, 34],
      [296, 108, 12],
      [384, 118, 18],
      [408, 134, 10],
      [412, 166, 8],
      [404, 180, 6],
    ],
    glass: [
      [106, 112, 4],
      [124, 88, 14],
      [178, 78, 60],
      [234, 82, 20],
      [284, 112, 4],
    ],
    pillars: [
      [198, 194],
      [138, 132],
    ],
    belt: 112,
    flank: 150,
    doors: [
      [198, 200],
      [140, 142],
      [290, 296],
    ],
    sill: 178,
    handles: [
      [214, 124],
      [150, 123],
    ],
    headlight: [
      [376, 122, 3],
      [398, 124, 3],
      [406, 134, 3],
      [382, 134, 3],
    ],
    taillight: [
      [82, 114, 3],
      [100, 104, 3],
      [100, 124, 3],
      [78, 126, 3],
    ],
    intake: [382, 150, 28, 12],
    mirror: [284, 110],
  },
  sedan: {
    wheelRadius: 30,
    wheels: [120, 356],
    body: [
      [46, 180, 6],
      [40, 142, 10],
      [44, 118, 12],
      [118, 108, 16],
      [184, 80, 34],
      [264, 76, 34],
      [320, 110, 12],
      [412, 122, 20],
      [436, 136, 10],
      [440, 166, 8],
      [430, 180, 6],
    ],
    glass: [
      [150, 114, 4],
      [192, 86, 20],
      [258, 83, 20],
      [308, 114, 4],
    ],
    pillars: [[232, 228]],
    belt: 114,
    flank: 150,
    doors: [
      [232, 234],
      [156, 158],
      [314, 318],
    ],
    sill: 178,
    handles: [
      [248, 126],
      [172, 125],
    ],
    headlight: [
      [404, 126, 3],
      [424, 128, 3],
      [434, 138, 3],
      [410, 137, 3],
    ],
    taillight: [
      [42, 122, 3],
      [68, 118, 3],
      [68, 130, 3],
      [41, 133, 3],
    ],
    intake: [408, 152, 30, 12],
    mirror: [306, 112],
  },
  suv: {
    wheelRadius: 34,
    wheels: [122, 356],
    body: [
      [42, 176, 6],
      [38, 140, 8],
      [40, 92, 10],
      [48, 60, 16],
      [270, 56, 26],
      [326, 98, 12],
      [416, 106, 18],
      [440, 120, 10],
      [442, 160, 8],
      [432, 178, 6],
    ],
    glass: [
      [56, 102, 4],
      [62, 68, 10],
      [264, 64, 16],
      [314, 102, 4],
    ],
    pillars: [
      [224, 222],
      [142, 140],
    ],
    belt: 102,
    flank: 140,
    doors: [
      [224, 224],
      [146, 150],
      [318, 318],
    ],
    sill: 170,
    handles: [
      [242, 114],
      [164, 114],
    ],
    headlight: [
      [404, 110, 3],
      [428, 112, 3],
      [438, 122, 3],
      [408, 121, 3],
    ],
    taillight: [
      [38, 100, 3],
      [54, 100, 3],
      [54, 124, 3],
      [38, 124, 3],
    ],
    intake: [412, 140, 30, 14],
    mirror: [312, 100],
    cladding: true,
    rails: [78, 55, 246, 52],
  },
  crossover: {
    wheelRadius: 32,
    wheels: [122, 352],
    body: [
      [50, 178, 6],
      [44, 140, 10],
      [48, 104, 14],
      [78, 70, 28],
      [258, 64, 32],
      [318, 102, 12],
      [406, 114, 18],
      [430, 128, 10],
      [434, 162, 8],
      [424, 180, 6],
    ],
    glass: [
      [70, 106, 4],
      [92, 78, 16],
      [252, 72, 20],
      [306, 106, 4],
    ],
    pillars: [
      [218, 214],
      [136, 128],
    ],
    belt: 106,
    flank: 146,
    doors: [
      [218, 220],
      [140, 146],
      [312, 314],
    ],
    sill: 172,
    handles: [
      [236, 118],
      [160, 118],
    ],
    headlight: [
      [396, 118, 3],
      [420, 120, 3],
      [430, 130, 3],
      [400, 128, 3],
    ],
    taillight: [
      [48, 108, 3],
      [74, 106, 3],
      [74, 118, 3],
      [46, 120, 3],
    ],
    intake: [402, 146, 30, 12],
    mirror: [302, 104],
    cladding: true,
    rails: [108, 64.5, 236, 60.5],
  },
  station: {
    wheelRadius: 30,
    wheels: [120, 356],
    body: [
      [46, 180, 6],
      [40, 142, 10],
      [42, 110, 12],
      [54, 80, 18],
      [264, 74, 34],
      [320, 110, 12],
      [412, 122, 20],
      [436, 136, 10],
      [440, 166, 8],
      [430, 180, 6],
    ],
    glass: [
      [62, 114, 4],
      [70, 88, 10],
      [258, 82, 20],
      [308, 114, 4],
    ],
    pillars: [
      [232, 228],
      [154, 150],
    ],
    belt: 114,
    flank: 150,
    doors: [
      [232, 234],
      [156, 158],
      [314, 318],
    ],
    sill: 178,
    handles: [
      [248, 126],
      [172, 125],
    ],
    headlight: [
      [404, 126, 3],
      [424, 128, 3],
      [434, 138, 3],
      [410, 137, 3],
    ],
    taillight: [
      [40, 116, 3],
      [56, 116, 3],
      [56, 132, 3],
      [40, 132, 3],
    ],
    intake: [408, 152, 30, 12],
    mirror: [306, 112],
    rails: [80, 75, 248, 70.5],
  },
  minivan: {
    wheelRadius: 31,
    wheels: [114, 362],
    body: [
      [40, 178, 6],
      [36, 140, 10],
      [38, 84, 12],
      [52, 50, 22],
      [272, 46, 40],
      [354, 102, 16],
      [426, 116, 18],
      [444, 132, 10],
      [446, 166, 8],
      [436, 180, 6],
    ],
    glass: [
      [50, 106, 4],
      [58, 60, 10],
      [264, 56, 24],
      [340, 106, 4],
    ],
    pillars: [
      [296, 278],
      [228, 226],
      [134, 134],
    ],
    belt: 106,
    flank: 146,
    doors: [
      [296, 300],
      [228, 230],
      [134, 138],
      [346, 346],
    ],
    sill: 176,
    handles: [
      [310, 118],
      [204, 118],
    ],
    headlight: [
      [416, 118, 3],
      [436, 122, 3],
      [442, 132, 3],
      [420, 130, 3],
    ],
    taillight: [
      [36, 96, 3],
      [50, 96, 3],
      [50, 126, 3],
      [36, 126, 3],
    ],
    intake: [414, 148, 30, 12],
    mirror: [336, 108],
    extra: (paint) => `<path d="M134 111H52" stroke="${paint.shade}" stroke-width="2" stroke-linecap="round"/>`,
  },
  van: {
    wheelRadius: 31,
    wheels: [112, 362],
    body: [
      [36, 178, 6],
      [32, 150, 8],
      [32, 40, 12],
      [300, 32, 26],
      [334, 52, 16],
      [364, 108, 12],
      [432, 122, 18],
      [448, 138, 10],
      [450, 166, 8],
      [440, 180, 6],
    ],
    glass: [
      [294, 110, 4],
      [294, 56, 8],
      [326, 56, 14],
      [352, 110, 4],
    ],
    pillars: [],
    belt: 110,
    flank: 146,
    doors: [
      [290, 290],
      [160, 160],
      [356, 356],
    ],
    sill: 176,
    handles: [
      [304, 122],
      [172, 122],
    ],
    headlight: [
      [420, 124, 3],
      [440, 128, 3],
      [446, 138, 3],
      [424, 136, 3],
    ],
    taillight: [
      [32, 110, 3],
      [44, 110, 3],
      [44, 140, 3],
      [32, 140, 3],
    ],
    intake: [420, 150, 30, 12],
    mirror: [350, 108],
    extra: () =>
      `<path d="M66 60h78v46H66zM176 60h100v46H176z" fill="#243142" stroke="#141a23" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M70 64l30 0-24 38h-6zM182 64l34 0-28 38h-6z" fill="#fff" opacity=".12"/>` +
      `<path d="M36 152H438" stroke="#2b313a" stroke-width="6" opacity=".7"/>`,
  },
  pickup: {
    wheelRadius: 34,
    wheels: [112, 364],
    body: [
      [36, 176, 6],
      [30, 140, 8],
      [32, 104, 4],
      [174, 104, 0],
      [178, 60, 10],
      [300, 56, 24],
      [348, 98, 12],
      [428, 106, 18],
      [448, 120, 10],
      [450, 160, 8],
      [440, 178, 6],
    ],
    glass: [
      [188, 100, 4],
      [190, 66, 8],
      [294, 64, 16],
      [336, 100, 4],
    ],
    pillars: [[260, 258]],
    belt: 100,
    flank: 140,
    doors: [
      [260, 262],
      [184, 184],
      [340, 340],
    ],
    sill: 170,
    handles: [
      [276, 112],
      [200, 112],
    ],
    headlight: [
      [414, 110, 3],
      [436, 112, 3],
      [446, 124, 3],
      [418, 122, 3],
    ],
    taillight: [
      [30, 108, 3],
      [42, 108, 3],
      [42, 130, 3],
      [30, 130, 3],
    ],
    intake: [418, 140, 30, 14],
    mirror: [334, 98],
    cladding: true,
    extra: (paint) =>
      `<path d="M34 104H174" stroke="${paint.shade}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M174 104V176" stroke="${paint.shade}" stroke-width="2"/>`,
  },
  coupe: {
    wheelRadius: 30,
    wheels: [118, 352],
    body: [
      [46, 180, 6],
      [40, 146, 10],
      [44, 128, 12],
      [86, 120, 20],
      [160, 90, 48],
      [214, 84, 26],
      [288, 118, 12],
      [416, 130, 20],
      [438, 140, 10],
      [440, 166, 8],
      [430, 180, 6],
    ],
    glass: [
      [112, 122, 4],
      [166, 95, 30],
      [212, 90, 16],
      [276, 120, 4],
    ],
    pillars: [[186, 182]],
    belt: 120,
    flank: 152,
    doors: [
      [186, 188],
      [284, 290],
    ],
    sill: 178,
    handles: [[204, 132]],
    headlight: [
      [406, 131, 3],
      [426, 133, 3],
      [434, 142, 3],
      [410, 141, 3],
    ],
    taillight: [
      [42, 128, 3],
      [74, 122, 3],
      [74, 132, 3],
      [41, 136, 3],
    ],
    intake: [406, 154, 32, 12],
    mirror: [274, 120],
  },
};

export interface CarSvgOptions {
  /** Accessible name; without it the picture is decorative (pages give alt text). */
  title?: string;
}

export function carSvg(bodyType: CarBodyType, colour: CarColour, options: CarSvgOptions = {}): string {
  const shape = shapes[bodyType];
  const paint = paints[colour];
  const id = `car-${bodyType}-${colour}`;
  const wheelY = GROUND - shape.wheelRadius;
  const xs = shape.body.map((p) => p[0]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const bodyPath = roundedPath(shape.body);
  const glassPath = roundedPath(shape.glass);
  const trim = "#161b22";

  const defs =
    `<defs>` +
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#0f172a" stop-opacity=".38"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d7891"/><stop offset="1" stop-color="#22303f"/></linearGradient>` +
    `<linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.highlight}"/><stop offset=".32" stop-color="${paint.body}"/><stop offset="1" stop-color="${paint.body}"/></linearGradient>` +
    `<radialGradient id="${id}-rim" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#f1f4f8"/><stop offset="1" stop-color="#9aa4b1"/></radialGradient>` +
    `<clipPath id="${id}-body"><path d="${bodyPath}"/></clipPath>` +
    `<clipPath id="${id}-glass-clip"><path d="${glassPath}"/></clipPath>` +
    `</defs>`;

  const shadow =
    `<ellipse cx="${n((minX + maxX) / 2)}" cy="${GROUND + 1}" rx="${n((maxX - minX) / 2 + 22)}" ry="13" fill="url(#${id}-shadow)"/>` +
    shape.wheels
      .map(
        (x) => `<ellipse cx="${x}" cy="${GROUND}" rx="${shape.wheelRadius + 4}" ry="4" fill="#0f172a" opacity=".28"/>`,
      )
      .join("");

  const shading =
    `<g clip-path="url(#${id}-body)">` +
    `<rect x="0" y="${shape.flank}" width="480" height="${GROUND - shape.flank}" fill="${paint.shade}"/>` +
    `<path d="M0 ${shape.belt + 4}H480" stroke="${paint.highlight}" stroke-width="2" opacity=".8"/>` +
    (shape.cladding
      ? `<rect x="0" y="${shape.sill - 8}" width="480" height="40" fill="#2b3038"/>` +
        shape.wheels
          .map((x) => `<circle cx="${x}" cy="${wheelY}" r="${shape.wheelRadius + 10}" fill="#2b3038"/>`)
          .join("")
      : "") +
    `<rect x="${shape.intake[0]}" y="${shape.intake[1]}" width="${shape.intake[2] + 20}" height="${shape.intake[3]}" rx="5" fill="${trim}" opacity=".85"/>` +
    `<rect x="${minX - 10}" y="${shape.intake[1] + 4}" width="22" height="5" rx="2.5" fill="${trim}" opacity=".55"/>` +
    `<path d="${roundedPath(shape.headlight)}" fill="#fff4c9" stroke="${trim}" stroke-width="1.5"/>` +
    `<path d="${roundedPath(shape.taillight)}" fill="#e23b3b" stroke="#7f1d1d" stroke-width="1.5"/>` +
    `</g>`;

  const doors = shape.doors.map(([top, bottom]) => `M${top} ${shape.belt + 1}L${bottom} ${shape.sill - 2}`).join("");

  const glass =
    `<path d="${glassPath}" fill="url(#${id}-glass)" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>` +
    `<g clip-path="url(#${id}-glass-clip)">` +
    shape.pillars
      .map(([bottom, top]) => `<path d="M${bottom} ${shape.belt + 6}L${top} 20" stroke="${trim}" stroke-width="8"/>`)
      .join("") +
    `<path d="M${n(minX + (maxX - minX) * 0.42)} 20l40 0-70 140h-40z" fill="#fff" opacity=".13"/>` +
    `</g>`;

  const arches = shape.wheels
    .map((x) => {
      const r = shape.wheelRadius + 6;
      const dy = shape.sill + 4 - wheelY;
      const half = Math.sqrt(Math.max(r * r - dy * dy, 0));
      return `<path d="M${n(x - half)} ${shape.sill + 4}A${r} ${r} 0 1 1 ${n(x + half)} ${shape.sill + 4}Z" fill="#12161c"/>`;
    })
    .join("");

  const wheels = shape.wheels.map((x) => wheel(x, wheelY, shape.wheelRadius, id)).join("");

  const [mx, my] = shape.mirror;
  const mirror = `<path d="M${mx - 2} ${my}l3-9q1-3 5-3h9q4 0 3 4l-2 6q-1 3-5 3z" fill="url(#${id}-paint)" stroke="${paint.outline}" stroke-width="1.2" stroke-linejoin="round"/><path d="M${mx - 2} ${my}l4 -2h6" stroke="${trim}" stroke-width="2"/>`;

  const handles = shape.handles
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="16" height="4" rx="2" fill="${paint.shade}" stroke="${trim}" stroke-width=".8" opacity=".9"/>`,
    )
    .join("");

  const rails = shape.rails
    ? `<path d="M${shape.rails[0]} ${shape.rails[1]}L${shape.rails[2]} ${shape.rails[3]}" stroke="${trim}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M${shape.rails[0] + 6} ${shape.rails[1]}v6M${shape.rails[2] - 6} ${shape.rails[3]}v6" stroke="${trim}" stroke-width="5"/>`
    : "";

  const titled = options.title !== undefined;
  const head = titled
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${CAR_VIEW_BOX}" role="img" aria-labelledby="${id}-title"><title id="${id}-title">${escapeXml(options.title ?? "")}</title>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${CAR_VIEW_BOX}" aria-hidden="true">`;

  return (
    head +
    defs +
    shadow +
    rails +
    `<path d="${bodyPath}" fill="url(#${id}-paint)"/>` +
    shading +
    (shape.extra?.(paint) ?? "") +
    `<path d="${doors}" stroke="${paint.outline}" stroke-width="1.4" opacity=".75" fill="none"/>` +
    arches +
    glass +
    handles +
    mirror +
    `<path d="${bodyPath}" fill="none" stroke="${paint.outline}" stroke-width="${paint.outlineWidth}" stroke-linejoin="round"/>` +
    wheels +
    `</svg>`
  );
}

function wheel(cx: number, cy: number, r: number, id: string): string {
  const spokes: string[] = [];
  for (let k = 0; k < 5; k++) {
    const angle = ((-90 + k * 72) * Math.PI) / 180;
    spokes.push(
      `M${n(cx + Math.cos(angle) * r * 0.16)} ${n(cy + Math.sin(angle) * r * 0.16)}L${n(cx + Math.cos(angle) * r * 0.56)} ${n(cy + Math.sin(angle) * r * 0.56)}`,
    );
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1f26"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.9)}" fill="none" stroke="#2c323b" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.64)}" fill="url(#${id}-rim)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.5)}" fill="#39414d"/>` +
    `<path d="${spokes.join("")}" stroke="url(#${id}-rim)" stroke-width="${n(r * 0.17)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.17)}" fill="#dfe4ea" stroke="#7c8795" stroke-width="1"/>`
  );
}
