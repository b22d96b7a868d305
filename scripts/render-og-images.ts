// Renders one Open Graph picture per scene (public/images/og/<scene>.jpg, 1200x630) with headless
// Chromium: the scene with the logo and word mark, as og-default.png is. Link previews do not show
// SVG, so pages point their og:image at these (features/seo/og-image.ts). The JPEGs are committed;
// CI does not run this. Usage: CHROMIUM_PATH=/usr/bin/chromium node scripts/render-og-images.ts
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { sceneThemes } from "./illustrations/scene-svg.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dataUrl = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(root, "public", file)).toString("base64")}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const scene of sceneThemes) {
  await page.setContent(`<!doctype html><html><body style="margin:0">
<div style="position:relative;width:1200px;height:630px;overflow:hidden">
<img src="${dataUrl(`images/scenes/${scene}.svg`)}" style="position:absolute;inset:0;width:1200px;height:630px;object-fit:cover">
<div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(2,6,23,.55),rgba(2,6,23,0) 70%)"></div>
<div style="position:absolute;left:88px;top:150px;display:flex;align-items:center;gap:32px">
<img src="${dataUrl("icons/logo.svg")}" width="148" height="148" style="filter:drop-shadow(0 10px 24px rgba(0,0,0,.35))">
<img src="${dataUrl("icons/wordmark.svg")}" height="104">
</div></div></body></html>`);
  await page.screenshot({ path: join(root, "public/images/og", `${scene}.jpg`), type: "jpeg", quality: 82 });
}
await browser.close();
console.log(`render-og-images: wrote ${sceneThemes.length} pictures to public/images/og/`);
