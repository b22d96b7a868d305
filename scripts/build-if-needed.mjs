// `npm start` builds only when the build is missing or older than the sources.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// The whole build, here only (`npm run build` runs this script with --force): React Router's build,
// the islands scripts beside its client build (docs/decisions/0063), then the pre-compressed assets.
const BUILD_STEPS = ["react-router build", "vite build -c vite.islands.config.ts", "node scripts/precompress.mjs"];

const force = process.argv.includes("--force");
const marker = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build", "server/index.js");
const sources = [
  "app",
  "server",
  "seed",
  "public",
  "drizzle",
  "vite.config.ts",
  "vite.islands.config.ts",
  "react-router.config.ts",
  "package.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const stale = !built || sources.some((s) => newestMtime(path.resolve(s)) > built);
if (force || stale) {
  console.log(force ? "Building Yolda…" : "Building Yolda (the build is missing or older than the sources)…");
  for (const step of BUILD_STEPS) execSync(step, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
} else {
  console.log("Build is up to date.");
}
