import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { memoizeMatcherSource, ROUTE_MATCH_MEMO_SIZE } from "./route-match-memo.ts";

const root = path.resolve(import.meta.dirname, "..");
const matcherFile = (build: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    `dist/${build}/lib/router/matcher.js`,
  );

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every route's full path pattern, parents joined, as the site's route config declares them. */
function patterns(entries: readonly Entry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent;
    return [...(e.path || e.index ? [here || "/"] : []), ...patterns(e.children ?? [], here)];
  });
}

// A Node process started as server/index.ts starts: the memo installed before React Router loads.
// For each path it answers the memoized static handler's matches (asked twice, the first answer
// tampered with in between, as React Router's render assigns to its matches) and React Router's
// own matchRoutes over the same routes, which does not use the matcher class.
const CHILD = `
import { installRouteMatchMemo } from "./server/route-match-memo.ts";
const reports = [];
installRouteMatchMemo((file, memoized) => reports.push({ file, memoized }));
const { createStaticHandler, matchRoutes } = await import("react-router");
const { default: config } = await import("./app/routes.ts");
const toRoutes = (entries) => entries.map((e) => ({
  id: e.id ?? e.file, path: e.path, index: e.index, caseSensitive: e.caseSensitive,
  ...(e.index ? {} : { children: toRoutes(e.children ?? []) }),
}));
const routes = toRoutes(config);
const handler = createStaticHandler(routes);
const plain = (ms) => ms && ms.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));
const paths = JSON.parse(process.argv[1]);
const answers = paths.map((p) => {
  const first = handler.match(p);
  if (first) for (const m of first) { m.params.tampered = "yes"; m.route = { id: "tampered" }; m.pathname = "/tampered"; }
  return { memo: plain(handler.match(p)), again: plain(handler.match(p)), fresh: plain(matchRoutes(routes, p)) };
});
process.stdout.write(JSON.stringify({ reports, answers }));
`;

type Answer = { memo: unknown; again: unknown; fresh: unknown };

function askChild(paths: readonly string[]): { reports: { file: string; memoized: boolean }[]; answers: Answer[] } {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", CHILD, JSON.stringify(paths)], {
    cwd: root,
    encoding: "utf8",
    // React Router warns on stderr of each malformed percent-encoding among the random paths.
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as ReturnType<typeof askChild>;
}

describe("the route match memo (decision 0176)", () => {
  it("rewrites the installed React Router's matcher, production and development builds", () => {
    for (const build of ["production", "development"]) {
      const source = readFileSync(matcherFile(build), "utf8");
      const memoized = memoizeMatcherSource(source);
      expect(memoized, build).not.toBeNull();
      expect(memoized).toContain(`this.#memo.size >= ${ROUTE_MATCH_MEMO_SIZE}`);
      expect(memoized).toContain("this.#memo.clear();");
    }
  });

  it("refuses a matcher whose text it was not written for, leaving it to load unchanged", () => {
    const source = readFileSync(matcherFile("production"), "utf8");
    expect(memoizeMatcherSource(source.replace("allowPartial, this.#branches", "allowPartial, branches"))).toBeNull();
    expect(memoizeMatcherSource(source.replace("this.#branches = flattenAndRankRoutes(routes);", ""))).toBeNull();
  });

  it("answers every path of the site, and any other path, as React Router's own matching does", () => {
    const declared = patterns(routeConfig as Entry[]);
    expect(declared.length).toBeGreaterThan(200);
    const segment = fc.stringMatching(/^[A-Za-z0-9çğıöşüÇĞİÖŞÜ._~%-]{1,12}$/);
    // Each declared pattern with its parameters and splats filled, in other letter cases, with a
    // trailing slash, a query string or a hash; and paths no route declares.
    const filled = fc
      .tuple(fc.constantFrom(...declared), fc.array(segment, { minLength: 3, maxLength: 3 }), fc.nat(4))
      .map(([pattern, [a, b, c], variant]) => {
        const p = pattern.replace(/:[A-Za-z]+\??/g, a ?? "x").replace(/\*$/, `${b}/${c}`);
        return [p, p.toUpperCase(), `${p}/`, `${p}?alis=IST&donus=${c}`, `${p}#${b}`][variant] ?? p;
      });
    const other = fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join("/")}`);
    const paths = fc.sample(fc.oneof(filled, other), 600);
    // Every declared pattern once as written, and each path asked again later (the memo's answer).
    const asked = [...declared, ...paths, ...paths.slice(0, 100)];
    const { reports, answers } = askChild(asked);
    expect(reports.map((r) => r.memoized)).toEqual([true]);
    expect(reports[0]?.file).toMatch(/react-router\/dist\/production\/lib\/router\/matcher\.js$/);
    answers.forEach((a, i) => {
      expect(a.memo, asked[i]).toEqual(a.fresh);
      expect(a.again, asked[i]).toEqual(a.fresh);
    });
    // Not a vacuous comparison: most paths match a route, and the site's own pages are among them.
    expect(answers.filter((a) => a.fresh !== null).length).toBeGreaterThan(asked.length / 2);
    const booking = answers[asked.indexOf("/rezervasyon")]?.fresh as { id: string }[] | undefined;
    expect(booking?.at(-1)?.id).toBe("tr:booking");
  });
});
