// A route that declares its message areas (handle.messages, docs/decisions/0015 and 0052) gets
// only those in its HTML: an area its components use but it forgot shows raw keys in the browser.
// This test follows each such route's client imports (not .server modules, not type imports, not
// the route's own loader and action) and checks that every key they name is covered.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { coreAreas } from "./areas.ts";
import { tr } from "./messages/tr.ts";

const root = join(import.meta.dirname, "..", "..");
const routesDir = join(root, "app", "routes");
const areas = Object.keys(tr);
const area = `(?:${areas.join("|")})`;
const literal = new RegExp(`["'\`](${area})((?:\\.[A-Za-z0-9_]+)+)["'\`]`, "g");
const template = new RegExp(`\`(${area})((?:\\.[A-Za-z0-9_]+)*)\\.\\$\\{`, "g");
const importRe =
  /(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Source without comments (they quote keys as examples). */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** The route module without its loader and action (they translate on the server with the whole catalog). */
function routeCode(file: string): string {
  return code(file).replace(/export async function (?:loader|action)\b[\s\S]*?\n}\n/g, "");
}

function clientModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of code(file).matchAll(importRe)) {
    if (m[1]) continue;
    const target = resolve(dirname(file), m[2] ?? m[3] ?? "");
    if (/\.server\.tsx?$/.test(target) || target.includes(`${join("i18n", "messages")}`) || !existsSync(target))
      continue;
    clientModules(target, seen);
  }
  return seen;
}

/** Areas a route may declare in parts: "pages.<page>", "content.<part>", "list.<part>" (areas.ts). */
const partAreas = ["pages", "content", "list"];

/** What the keys a module names need: an area, or "<area>.<part>" for one part of a split area. */
function needs(text: string): Set<string> {
  const found = new Set<string>();
  const add = (name: string, rest: string) => {
    const first = rest.split(".")[1];
    found.add(partAreas.includes(name) && first ? `${name}.${first}` : name);
  };
  for (const m of text.matchAll(literal)) add(m[1] ?? "", m[2] ?? "");
  for (const m of text.matchAll(template)) add(m[1] ?? "", m[2] ?? "");
  return found;
}

function declared(text: string): string[] | undefined {
  const handle = /export const handle\b[^=]*=\s*\{([\s\S]*?)\};/.exec(text)?.[1] ?? "";
  const list = /messages:\s*\[([^\]]*)\]/.exec(handle)?.[1];
  return list === undefined ? undefined : [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
}

// The content pages (kept in the page cache, docs/decisions/0036): each declares its areas.
const routeFiles = readdirSync(routesDir)
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => join(routesDir, f))
  .filter((f) => /export const handle\b[^=]*=\s*\{[^}]*cache:\s*"content"/.test(readFileSync(f, "utf8")));

// Pages that are not kept but carry only their areas too (decision 0059: the booking search results).
const declaringPages = ["booking.tsx"].map((f) => join(routesDir, f));

/** The areas a route declares for one kind of its pages (`handle.messagesByPrefix`, areas.ts). */
function declaredForPrefix(text: string, prefix: string): string[] | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const list = new RegExp(`"${escaped}":\\s*\\{\\s*messages:\\s*\\[([^\\]]*)\\]`).exec(text)?.[1];
  return list === undefined ? undefined : [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
}

/** Keys the modules name that the given areas (plus the core) leave out. */
function missingKeys(modules: Iterable<string>, list: readonly string[], routeFile?: string): string[] {
  const given = new Set<string>([...coreAreas, ...list]);
  const missing: string[] = [];
  for (const module of modules) {
    const text = module === routeFile ? routeCode(module) : code(module);
    for (const need of needs(text)) {
      const covered = given.has(need) || (need.includes(".") && given.has(need.split(".")[0] ?? ""));
      if (!covered) missing.push(`${need} (${relative(root, module)})`);
    }
  }
  return missing;
}

describe("content pages", () => {
  it("include the home, fleet, FAQ, office and text pages", () => {
    const names = routeFiles.map((f) => relative(routesDir, f));
    for (const page of ["home.tsx", "fleet.tsx", "faq.tsx", "offices.tsx", "slug-page.tsx", "text-page.tsx"]) {
      expect(names).toContain(page);
    }
  });

  it.each([...routeFiles, ...declaringPages].map((f) => [relative(root, f), f]))(
    "%s declares every area its components use",
    (_, file) => {
      const list = declared(readFileSync(file, "utf8"));
      expect(list, "handle.messages").toBeDefined();
      expect(missingKeys(clientModules(file), list ?? [], file)).toEqual([]);
    },
  );

  // The slug route narrows its areas for an office page: the office's view (and what it imports)
  // must find every key in that narrower list; the route's own component translates nothing.
  it("the office pages' areas cover the office view", () => {
    const file = join(routesDir, "slug-page.tsx");
    const list = declaredForPrefix(readFileSync(file, "utf8"), "ofis-");
    expect(list, 'handle.messagesByPrefix["ofis-"]').toBeDefined();
    const component = routeCode(file).replace(/export const handle\b[^=]*=\s*\{[\s\S]*?\n\};/, "");
    expect(needs(component)).toEqual(new Set());
    const view = join(root, "app", "features", "offices", "office-detail-view.tsx");
    expect(missingKeys(clientModules(view), list ?? [])).toEqual([]);
  });
});

// The booking page's views (handle.views, decisions 0114 and 0150): each step carries only the texts
// its modules say, the results (no `adim`) too; another value of `adim` gets the route's whole list.
// This follows `#app/` imports as well as relative ones, and splits the booking and fleet areas by part.
describe("the booking page's steps", () => {
  const bookingFile = join(routesDir, "booking.tsx");
  const resolveImport = (from: string, spec: string) =>
    spec.startsWith("#app/") ? join(root, "app", spec.slice("#app/".length)) : resolve(dirname(from), spec);
  const anyImport =
    /(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']((?:\.|#app\/)[^"']+)["']|import\(\s*["']((?:\.|#app\/)[^"']+)["']\s*\)/g;
  function modulesOf(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const m of code(file).matchAll(anyImport)) {
      if (m[1]) continue;
      const target = resolveImport(file, m[2] ?? m[3] ?? "");
      if (/\.server\.tsx?$/.test(target) || target.includes(join("i18n", "messages")) || !existsSync(target)) continue;
      // The lazy steps' modules are each step's own: followed from the step, not from the route.
      if (target.endsWith(join("booking", "lazy-steps.tsx"))) continue;
      modulesOf(target, seen);
    }
    return seen;
  }
  const split = ["pages", "content", "list", "booking", "fleet", "forms"];
  function partsNeeded(text: string): Set<string> {
    const found = new Set<string>();
    const add = (name: string, rest: string) => {
      const first = rest.split(".")[1];
      found.add(split.includes(name) && first ? `${name}.${first}` : name);
    };
    for (const m of text.matchAll(literal)) add(m[1] ?? "", m[2] ?? "");
    for (const m of text.matchAll(template)) add(m[1] ?? "", m[2] ?? "");
    return found;
  }
  /** The `messages` of `handle.views.byValue[value]` in booking.tsx. */
  const viewList = (value: string) => {
    const text = readFileSync(bookingFile, "utf8");
    const list = new RegExp(`"${value}":\\s*\\{\\s*messages:\\s*\\[([^\\]]*)\\]`).exec(text)?.[1];
    return list === undefined ? undefined : [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
  };
  // What every step shows: the stepper, the search's summary and its "change" dialog (the search
  // bar), the account links and the price notice.
  const common = [
    "features/booking/booking-ui.tsx",
    "features/booking/booking-account.tsx",
    "features/search/search-bar.tsx",
  ];
  // After the results: the route's own texts (a failed quote, the payment step's outcomes, the
  // total above the driver form) and the cars offered when a quote fails.
  const later = ["routes/booking.tsx", "features/booking/alternatives.tsx"];
  const steps: [string, string[]][] = [
    ["1", ["features/booking/vehicles-section.tsx"]],
    ["2", [...later, "features/booking/packages-step.tsx"]],
    ["3", [...later, "features/booking/driver-step.tsx"]],
    ["4", [...later, "features/booking/payment-step.tsx"]],
  ];

  it.each(steps)("step %s covers every key its components, the search bar and the route say", (value, own) => {
    const list = viewList(value);
    expect(list, `handle.views.byValue["${value}"].messages`).toBeDefined();
    const given = new Set<string>([...coreAreas, ...(list ?? [])]);
    const modules = new Set<string>();
    for (const start of [...common, ...own]) {
      for (const module of modulesOf(join(root, "app", start))) modules.add(module);
    }
    expect(modules.size).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const module of modules) {
      const text =
        module === bookingFile
          ? routeCode(module).replace(/export const handle\b[^=]*=\s*\{[\s\S]*?\n\};/, "")
          : code(module);
      for (const need of partsNeeded(text)) {
        const covered = given.has(need) || (need.includes(".") && given.has(need.split(".")[0] ?? ""));
        if (!covered) missing.push(`${need} (${relative(root, module)})`);
      }
    }
    // What the route's own component says on the results (an invalid search and its title).
    if (value === "1") {
      for (const need of ["booking.search", "booking.yourSearch", "pages.booking"]) {
        if (!given.has(need)) missing.push(`${need} (booking.tsx)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the results leave out the later steps' texts and the forms; no step carries another's", () => {
    const results = viewList("1") ?? [];
    for (const later of ["forms", "booking", "booking.driver", "booking.payment", "booking.errors", "booking.result"]) {
      expect(results).not.toContain(later);
    }
    for (const value of ["2", "3", "4"]) expect(viewList(value)).not.toContain("booking");
    expect(viewList("2")).not.toContain("booking.driver");
    expect(viewList("2")).not.toContain("booking.payment");
    expect(viewList("2")).not.toContain("forms");
    expect(viewList("4")).not.toContain("booking.driver");
    expect(viewList("3")).not.toContain("booking.payment");
  });
});

describe("left-out texts (handle.omitMessages, decisions 0152 and 0161)", () => {
  /** The client modules a file imports, following `#app/` and relative imports. */
  function reached(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const re =
      /(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']((?:\.|#app\/)[^"']+)["']|import\(\s*["']((?:\.|#app\/)[^"']+)["']\s*\)/g;
    for (const m of code(file).matchAll(re)) {
      if (m[1]) continue;
      const spec = m[2] ?? m[3] ?? "";
      const target = spec.startsWith("#app/") ? join(root, "app", spec.slice(5)) : resolve(dirname(file), spec);
      if (/\.server\.tsx?$/.test(target) || target.includes(join("i18n", "messages")) || !existsSync(target)) continue;
      reached(target, seen);
    }
    return seen;
  }

  /** The keys under the page's left-out parts that the page, its layout or the root's components name. */
  function namedButLeftOut(page: string, layout: string, mustOmit: string, chrome: string, withRoot: boolean) {
    const list = /omitMessages:\s*\[([^\]]*)\]/.exec(code(page))?.[1] ?? "";
    const omitted = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(omitted).toContain(mustOmit);
    const rootModule = join(root, "app", "root.tsx");
    // The root's own components (consent banner, app prompt) show on public pages, not in the back office.
    const modules = new Set([...reached(page), ...reached(layout), ...(withRoot ? reached(rootModule) : [])]);
    expect(modules.has(join(root, "app", chrome))).toBe(true);
    const named: string[] = [];
    for (const module of modules) {
      // Route modules without their loader and action (server only) and the page without its handle.
      const own = module === page || module === rootModule ? routeCode(module) : code(module);
      const text = module === page ? own.replace(/export const handle\b[\s\S]*?\n\};\n/, "") : own;
      for (const m of [...text.matchAll(literal), ...text.matchAll(template)]) {
        const key = `${m[1] ?? ""}${m[2] ?? ""}`;
        if (omitted.some((o) => key === o || key.startsWith(`${o}.`))) {
          named.push(`${key} (${relative(root, module)})`);
        }
      }
    }
    return named;
  }

  it("are named by none of the modules the fleet timeline and the staff layout show", () => {
    const named = namedButLeftOut(
      join(routesDir, "admin", "fleet-timeline.tsx"),
      join(routesDir, "admin", "layout.tsx"),
      "staff.detail",
      join("features", "staff", "staff-chrome.tsx"),
      false,
    );
    expect(named).toEqual([]);
  });

  it("are named by none of the modules the booking steps, their bare layout and the root show", () => {
    const named = namedButLeftOut(
      join(routesDir, "booking.tsx"),
      join(routesDir, "layouts", "blank.tsx"),
      "footer.company",
      join("features", "consent", "consent-parts.tsx"),
      true,
    );
    expect(named).toEqual([]);
  });
});
