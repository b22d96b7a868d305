// The islands build's scripts (docs/decisions/0063): vite.islands.config.ts writes their manifest
// beside the client build, after React Router's build; the server reads it once when it starts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IslandScripts } from "#app/islands/islands-handle.ts";

type Manifest = Record<string, { file: string; imports?: string[] }>;

const HOME_ENTRY = "app/islands/home.client.tsx";

/** The islands scripts in `clientDir` (build/client), each with the modules it imports; null without an islands build. */
export function readIslandScripts(clientDir: string): IslandScripts | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "islands-manifest.json"), "utf8")) as Manifest;
  } catch {
    return null;
  }
  const preloads = (key: string, seen = new Set<string>()): string[] => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      preloads(dep, seen);
    }
    return [...seen].map((dep) => `/${manifest[dep]?.file ?? dep}`);
  };
  const home = manifest[HOME_ENTRY];
  return home ? { home: { src: `/${home.file}`, preload: preloads(HOME_ENTRY) } } : null;
}
