// The Yolda mark: a road that forks into a "Y", white on warm orange.

export const BRAND_ORANGE = "#F97316";
/** Darker orange for the lower edge of the tile and for text on white (4.5:1 needs #C2410C). */
export const BRAND_ORANGE_DARK = "#C2410C";
export const LOGO_VIEW_BOX = "0 0 64 64";

// The road widens towards the viewer, so the fork reads as a road and as a letter.
const roadY =
  "M20.4 64 29 33.6 16.6 13.4a2 2 0 0 1 1.7-3h3.4a2 2 0 0 1 1.7.9L32 25l8.6-13.7a2 2 0 0 1 1.7-.9h3.4a2 2 0 0 1 1.7 3L35 33.6 43.6 64z";
const laneDashes = "M31.1 37.5h1.8l.3 4.5h-2.4zM30.7 46h2.6l.4 6h-3.4zM30.2 56h3.6l.5 8h-4.6z";

interface TileOptions {
  corner: number;
  dashes: boolean;
  /** Scale of the road inside the tile; icons that platforms crop into circles need room at the top. */
  scale: number;
}

function tile({ corner, dashes, scale }: TileOptions): string {
  // Scaled about the bottom centre so the road still runs off the lower edge.
  const transform = scale === 1 ? "" : ` transform="translate(${32 - 32 * scale} ${64 - 64 * scale}) scale(${scale})"`;
  return (
    `<defs><linearGradient id="yolda-tile" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FB8A3C"/><stop offset="1" stop-color="${BRAND_ORANGE}"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="${corner}" fill="url(#yolda-tile)"/>` +
    `<g${transform}><path d="${roadY}" fill="#fff"/>` +
    (dashes ? `<path d="${laneDashes}" fill="${BRAND_ORANGE}"/>` : "") +
    `</g>`
  );
}

/** The logo mark in a rounded square, for the header and e-mails. */
export function logoMarkSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}" aria-hidden="true">${tile({ corner: 14, dashes: true, scale: 1 })}</svg>`;
}

/** Browser tab icon: same mark, without the lane dashes that vanish at 16 px. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}">${tile({ corner: 14, dashes: false, scale: 1.1 })}</svg>`;
}

/** Full-bleed square for home-screen icons: iOS and Android apply their own mask. */
export function appIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}">${tile({ corner: 0, dashes: true, scale: 0.8 })}</svg>`;
}

/** "yolda" in geometric strokes, so the word mark needs no font. */
export function wordmarkSvg(colour = "#ffffff"): string {
  const letters =
    "M4 4l12 18M28 4 16 22v21" + // Y
    circle(46, 30, 13) + // o
    "M70 4v39" + // l
    circle(90, 30, 13) +
    "M103 4v39" + // d
    circle(123, 30, 13) +
    "M136 17v26"; // a
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 142 48" aria-hidden="true"><path d="${letters}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}
