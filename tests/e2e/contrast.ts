// WCAG contrast ratio of two CSS colours as the browser computes them ("rgb(…)" / "rgba(…)" / "#rrggbb").
export function parseColour(css: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(css.trim());
  if (hex) {
    const n = Number.parseInt(hex[1] ?? "0", 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const m = /rgba?\(([^)]+)\)/.exec(css);
  if (!m) throw new Error(`not a colour: ${css}`);
  const [r = 0, g = 0, b = 0, a = 1] = (m[1] ?? "")
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: readonly number[]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parseColour(a)), luminance(parseColour(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
