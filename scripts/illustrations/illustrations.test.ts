import { readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { imageFiles } from "#scripts/generate-images.ts";
import { BRAND_ORANGE, appIconSvg, faviconSvg, logoMarkSvg, wordmarkSvg } from "./brand-svg.ts";
import { bodyTypes, carColours, carSvg, type CarBodyType } from "./car-svg.ts";
import { sceneSvg, sceneThemes } from "./scene-svg.ts";

const publicDir = join(import.meta.dirname, "..", "..", "public");

const cars = bodyTypes.flatMap((bodyType) =>
  carColours.map((colour) => ({ bodyType, colour, svg: carSvg(bodyType, colour) })),
);
const scenes = sceneThemes.map((theme) => ({ theme, svg: sceneSvg(theme) }));
const brand = [
  { name: "logo mark", svg: logoMarkSvg() },
  { name: "favicon", svg: faviconSvg() },
  { name: "app icon", svg: appIconSvg() },
];

function expectSelfContained(svg: string): void {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+=/i);
  expect(svg).not.toMatch(/<(text|image|foreignObject|style)\b/);
  expect(svg).not.toMatch(/font-family/);
  // The namespace is the only URL allowed; every reference must point inside the file.
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|\/\/|data:/);
  for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref).toMatch(/^#/);
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const match of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g))
    expect(ids, "dangling reference").toContain(match[1] ?? match[2]);
}

/** Bounding box of the car body outline (the path used as the body clip). */
function bodyBox(svg: string): { top: number; left: number; right: number } {
  const d = /<clipPath id="[^"]+-body"><path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error("no body outline");
  const pairs = [...d.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map(
    (m) => [Number(m[1]), Number(m[2])] as const,
  );
  return {
    top: Math.min(...pairs.map((p) => p[1])),
    left: Math.min(...pairs.map((p) => p[0])),
    right: Math.max(...pairs.map((p) => p[0])),
  };
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("car illustrations", () => {
  it.each(cars)("$bodyType $colour is a small self-contained SVG", ({ svg }) => {
    expectSelfContained(svg);
    expect(svg).toContain('viewBox="0 0 480 240"');
    expect(svg.length).toBeLessThan(8 * 1024);
  });

  it("are decorative unless a title is asked for, and escape the title", () => {
    const plain = carSvg("sedan", "red");
    expect(plain).toContain('aria-hidden="true"');
    expect(plain).not.toContain("<title");
    const titled = carSvg("suv", "blue", { title: "Dacia Duster & co <4x4>" });
    expect(XMLValidator.validate(titled)).toBe(true);
    expect(titled).toContain('role="img"');
    expect(titled).toContain('<title id="car-suv-blue-title">Dacia Duster &amp; co &lt;4x4&gt;</title>');
  });

  it("draw a different silhouette for every body type", () => {
    for (const colour of carColours) {
      const outlines = new Set(
        bodyTypes.map((bodyType) => /-body"><path d="([^"]+)"/.exec(carSvg(bodyType, colour))?.[1]),
      );
      expect(outlines.size).toBe(bodyTypes.length);
    }
  });

  it("give each body type its typical height and length", () => {
    const box = (bodyType: CarBodyType) => bodyBox(carSvg(bodyType, "grey"));
    // Smaller y is a taller roof.
    expect(box("van").top).toBeLessThan(box("minivan").top);
    expect(box("minivan").top).toBeLessThan(box("suv").top);
    expect(box("suv").top).toBeLessThan(box("crossover").top);
    expect(box("crossover").top).toBeLessThan(box("sedan").top);
    expect(box("sedan").top).toBeLessThan(box("coupe").top);
    const length = (bodyType: CarBodyType) => box(bodyType).right - box(bodyType).left;
    expect(length("hatchback")).toBeLessThan(length("sedan") - 40);
    expect(length("pickup")).toBeGreaterThan(length("sedan"));
  });

  it("outline a white car so it shows on a white page", () => {
    const svg = carSvg("sedan", "white");
    const d = /-body"><path d="([^"]+)"/.exec(svg)?.[1] ?? "";
    const outline = new RegExp(
      `<path d="${d.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" fill="none" stroke="(#[0-9a-f]{6})"`,
    ).exec(svg)?.[1];
    expect(outline).toBeDefined();
    const contrast = (1 + 0.05) / (luminance(outline ?? "#ffffff") + 0.05);
    expect(contrast).toBeGreaterThan(2.5);
  });

  it("use a different paint for every colour", () => {
    const paints = new Set(
      carColours.map(
        (colour) =>
          /-paint"[^>]*><stop offset="0" stop-color="[^"]+"\/><stop offset=".32" stop-color="([^"]+)"/.exec(
            carSvg("hatchback", colour),
          )?.[1],
      ),
    );
    expect(paints.size).toBe(carColours.length);
  });
});

describe("scene illustrations", () => {
  it.each(scenes)("$theme is a small self-contained banner without text", ({ svg }) => {
    expectSelfContained(svg);
    expect(svg).toContain('viewBox="0 0 1600 600"');
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg.length).toBeLessThan(12 * 1024);
  });

  it("never share an id, so several scenes can be inlined in one page", () => {
    const all = [...scenes, ...cars].flatMap(({ svg }) => [
      ...new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])),
    ]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("are drawn the same on every run", () => {
    for (const theme of sceneThemes) expect(sceneSvg(theme)).toBe(sceneSvg(theme));
  });
});

describe("brand", () => {
  it.each(brand)("$name is a valid orange Y mark", ({ svg }) => {
    expectSelfContained(svg);
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain(BRAND_ORANGE);
  });

  it("draws the word mark with strokes in the colour asked for", () => {
    const svg = wordmarkSvg("#1f2937");
    expectSelfContained(svg);
    expect(svg).toContain('stroke="#1f2937"');
  });
});

describe("generated files in public/", () => {
  it("are up to date with the drawing code", () => {
    const files = imageFiles();
    expect(files.size).toBe(bodyTypes.length * carColours.length + sceneThemes.length + 4);
    for (const bodyType of bodyTypes)
      for (const colour of carColours) expect(files.has(`images/cars/${bodyType}-${colour}.svg`)).toBe(true);
    for (const [relative, svg] of files)
      expect(readFileSync(join(publicDir, relative), "utf8"), relative).toBe(`${svg}\n`);
  });

  it("include the rendered PNG icons at their platform sizes", () => {
    expect(pngSize(join(publicDir, "icons", "apple-touch-icon.png"))).toEqual([180, 180]);
    expect(pngSize(join(publicDir, "icons", "icon-192.png"))).toEqual([192, 192]);
    expect(pngSize(join(publicDir, "icons", "icon-512.png"))).toEqual([512, 512]);
    expect(pngSize(join(publicDir, "images", "og-default.png"))).toEqual([1200, 630]);
  });
});
