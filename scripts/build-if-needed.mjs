// `npm start` builds only when the build is missing or older than the sources.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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
  execSync("react-router build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  // The islands scripts (docs/decisions/0063), beside React Router's client build.
  execSync("vite build -c vite.islands.config.ts", {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  execSync("node scripts/precompress.mjs", { stdio: "inherit" });
} else {
  console.log("Build is up to date.");
}
