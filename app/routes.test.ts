// The route table the browser tests walk (tests/e2e/route-table.ts) and the route config the app
// serves (app/routes.ts) say the same thing: every row is served (pages in both languages) by the
// kind of module it names, and every page of the config is a row of the table.
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTable, type RouteRow } from "#tests/e2e/route-table.ts";
import routes from "./routes.ts";

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

interface Leaf {
  id: string;
  file: string;
  /** Full path without the leading slash ("" for the Turkish home page). */
  path: string;
  /** The layout module the route renders in, if any. */
  layout?: string;
}

function leaves(entries: readonly ConfigEntry[], parentPath = "", layout?: string): Leaf[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children) return leaves(entry.children, path, entry.path === undefined ? entry.file : layout);
    return [{ id: entry.id ?? entry.file, file: entry.file, path, layout }];
  });
}

const config = routes as readonly ConfigEntry[];
const all = leaves(config);
const NOT_FOUND = "routes/not-found.tsx";
const SITE = "routes/layouts/site.tsx";
const BLANK = "routes/layouts/blank.tsx";
const LAYOUTS: Record<string, string> = {
  fullblank: BLANK,
  staff: "routes/admin/layout.tsx",
  "staff-auth": "routes/admin/auth-layout.tsx",
};

function withIds(entries: readonly ConfigEntry[]): RouteObject[] {
  return entries.map((e) => ({
    id: e.id ?? e.file,
    path: e.path,
    index: e.index,
    children: e.children ? withIds(e.children) : undefined,
  })) as RouteObject[];
}
const routeObjects = withIds(config);
const fileOf = new Map(all.map((leaf) => [leaf.id, leaf]));

// matchRoutes flattens and ranks the whole config on every call: each path is matched once.
const served = new Map<string, Leaf | undefined>();

/** The leaf route that answers a path, or undefined when only the 404 page does. */
function servedBy(pathname: string): Leaf | undefined {
  if (served.has(pathname)) return served.get(pathname);
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const found = match ? fileOf.get(match.route.id ?? "") : undefined;
  const leaf = found && found.file !== NOT_FOUND ? found : undefined;
  served.set(pathname, leaf);
  return leaf;
}

/** The row's path in a language, with an example slug for the {slug} pages. */
function examplePath(row: RouteRow, lang: "tr" | "en", slug: string): string {
  const path = row.path.replace("{slug}", slug);
  if (lang === "tr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The slugs that stand for {slug} in a row: the config's own pages of that pattern, or an example. */
function slugsFor(row: RouteRow): string[] {
  if (!row.path.includes("{slug}")) return [""];
  const [before = "", after = ""] = row.path.slice(1).split("{slug}");
  const own = all
    .filter((leaf) => !leaf.path.includes(":") && leaf.path.startsWith(before) && leaf.path.endsWith(after))
    .filter((leaf) => leaf.path.length > before.length + after.length && !leaf.path.startsWith("en/"))
    .map((leaf) => leaf.path.slice(before.length, leaf.path.length - after.length))
    .filter((slug) => !slug.includes("/") && !routeTable.some((other) => other.path === `/${before}${slug}${after}`));
  return own.length > 0 ? own : ["ornek-sayfa"];
}

function rowPattern(row: RouteRow): RegExp {
  const escaped = row.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace("\\{slug\\}", "[^/]+").replace("{slug}", "[^/]+")}$`);
}

const rowPatterns = routeTable.map(rowPattern);

describe("route table and route config", () => {
  it("the table lists each path once", () => {
    const paths = routeTable.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  for (const row of routeTable) {
    it(`${row.path} (${row.kind}) is served by a module of its kind`, () => {
      // Pages exist in both languages; endpoints only where the table puts them.
      for (const lang of row.kind === "endpoint" ? (["tr"] as const) : (["tr", "en"] as const)) {
        for (const slug of slugsFor(row)) {
          const path = examplePath(row, lang, slug);
          const leaf = servedBy(path);
          expect(leaf, `${path} is served by the config`).toBeDefined();
          if (!leaf) continue;
          // A fixed path has a route of its own, not the catch-all of the slug pages.
          if (!row.path.includes("{slug}")) expect(leaf.path, `${path} has its own route`).not.toContain(":");
          if (row.kind === "endpoint") {
            expect(leaf.layout, `${path} is a resource route`).toBeUndefined();
            expect(leaf.file, path).toMatch(/\.ts$/);
          } else if (row.kind === "redirect") {
            expect(leaf.file, path).toBe("routes/redirect-home.tsx");
          } else {
            expect(leaf.layout, `${path} renders in the ${row.layout} layout`).toBe(LAYOUTS[row.layout] ?? SITE);
          }
        }
      }
    });
  }

  it("every page of the config is a row of the table", () => {
    const pages = all.filter((leaf) => leaf.layout !== undefined && leaf.file !== NOT_FOUND);
    expect(pages.length).toBeGreaterThan(0);
    const missing = pages.filter((leaf) => {
      const lang = leaf.path === "en" || leaf.path.startsWith("en/") ? "en" : "tr";
      const path = `/${leaf.path === "en" ? "" : leaf.path.replace(/^en\//, "")}`;
      if (path.includes(":")) {
        // A dynamic page (":page") stands for the {slug} rows it serves; it must serve at least one.
        return !routeTable.some(
          (row) => row.path.includes("{slug}") && servedBy(examplePath(row, lang, "ornek-sayfa"))?.id === leaf.id,
        );
      }
      return !rowPatterns.some((pattern) => pattern.test(path));
    });
    expect(missing.map((leaf) => leaf.path)).toEqual([]);
  });

  it("every Turkish page has its English twin under /en", () => {
    const paths = new Set(all.map((leaf) => leaf.path));
    const turkish = all.filter((leaf) => leaf.id.startsWith("tr:"));
    expect(turkish.length).toBeGreaterThan(0);
    for (const leaf of turkish) expect(paths.has(leaf.path === "" ? "en" : `en/${leaf.path}`), leaf.path).toBe(true);
  });

  it("a path that is not in the table is the 404 page", () => {
    expect(servedBy("/bu-sayfa-yok/hic")).toBeUndefined();
    expect(servedBy("/en/bu-sayfa-yok/hic")).toBeUndefined();
  });
});
