// Writes every SVG illustration of the site into public/; run again after changing the drawings.
// Usage: node scripts/generate-images.ts   (Node 24 runs the TypeScript directly)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { appIconSvg, faviconSvg, logoMarkSvg, wordmarkSvg } from "./illustrations/brand-svg.ts";
import { bodyTypes, carColours, carSvg } from "./illustrations/car-svg.ts";
import { sceneSvg, sceneThemes } from "./illustrations/scene-svg.ts";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

/** Every file this script owns, by path relative to public/. */
export function imageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const bodyType of bodyTypes) {
    for (const colour of carColours) files.set(`images/cars/${bodyType}-${colour}.svg`, carSvg(bodyType, colour));
  }
  for (const theme of sceneThemes) files.set(`images/scenes/${theme}.svg`, sceneSvg(theme));
  files.set("favicon.svg", faviconSvg());
  files.set("icons/logo.svg", logoMarkSvg());
  files.set("icons/app-icon.svg", appIconSvg());
  files.set("icons/wordmark.svg", wordmarkSvg());
  return files;
}

function writeIfChanged(path: string, content: string): boolean {
  const text = `${content}\n`;
  let current: string | undefined;
  try {
    current = readFileSync(path, "utf8");
  } catch {
    current = undefined;
  }
  if (current === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

/** Removes drawings of body types, colours or themes that no longer exist. */
function removeStale(folder: string, keep: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(join(publicDir, folder));
  } catch {
    return removed;
  }
  for (const name of names) {
    const relative = `${folder}/${name}`;
    if (name.endsWith(".svg") && !keep.has(relative)) {
      rmSync(join(publicDir, relative));
      removed.push(relative);
    }
  }
  return removed;
}

function main(): void {
  const files = imageFiles();
  let changed = 0;
  for (const [relative, svg] of files) if (writeIfChanged(join(publicDir, relative), svg)) changed++;
  const keep = new Set(files.keys());
  const removed = [...removeStale("images/cars", keep), ...removeStale("images/scenes", keep)];
  console.log(
    `${files.size} images, ${changed} written, ${removed.length} stale removed${removed.length ? `: ${removed.join(", ")}` : ""}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
