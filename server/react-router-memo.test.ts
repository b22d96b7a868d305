import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { REWRITES, ROUTE_MATCH_MEMO_SIZE, rewriteSource } from "./react-router-memo.ts";

const root = path.resolve(import.meta.dirname, "..");
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const FILES: Record<string, string> = {
  "route matches": "router/matcher.js",
  "server routes": "dom/ssr/server.js",
  "static router's data routes": "dom/server.js",
};
const installed = (build: string, name: string) =>
  readFileSync(path.join(reactRouterDir, `dist/${build}/lib`, FILES[name] ?? "missing"), "utf8");

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every route's full path pattern, parents joined, as the site's route config declares them. */
function patterns(entries: readonly Entry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent;
    return [...(e.path || e.index ? [here || "/"] : []), ...patterns(e.children ?? [], here)];
  });
}

type Report = { file: string; rewrite: string; applied: boolean };

/** Runs `script` in a Node process; with `memo`, started as server/index.ts starts (decision 0176). */
function runChild<T>(script: string, input: unknown, memo: boolean): { reports: Report[]; answer: T } {
  const prelude = memo
    ? `import { installReactRouterMemo } from "./server/react-router-memo.ts";
       const reports = [];
       installReactRouterMemo((file, rewrite, applied) => reports.push({ file, rewrite, applied }));`
    : "const reports = [];";
  const out = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `${prelude}
       const input = JSON.parse(process.argv[1]);
       const answer = await (async () => { ${script} })();
       process.stdout.write(JSON.stringify({ reports, answer }));`,
      JSON.stringify(input),
    ],
    {
      cwd: root,
      encoding: "utf8",
      // React Router warns on stderr of each malformed percent-encoding among the random paths.
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(out) as { reports: Report[]; answer: T };
}

// The site's routes in a static handler: each path's matches asked twice, the first answer
// tampered with in between (React Router's render assigns to its matches), and React Router's own
// matchRoutes over the same routes, which does not use the matcher class.
const MATCHING = `
const { createStaticHandler, matchRoutes } = await import("react-router");
const { default: config } = await import("./app/routes.ts");
const toRoutes = (entries) => entries.map((e) => ({
  id: e.id ?? e.file, path: e.path, index: e.index, caseSensitive: e.caseSensitive,
  ...(e.index ? {} : { children: toRoutes(e.children ?? []) }),
}));
const routes = toRoutes(config);
const handler = createStaticHandler(routes);
const plain = (ms) => ms && ms.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));
return input.map((p) => {
  const first = handler.match(p);
  if (first) for (const m of first) { m.params.tampered = "yes"; m.route = { id: "tampered" }; m.pathname = "/tampered"; }
  return { memo: plain(handler.match(p)), again: plain(handler.match(p)), fresh: plain(matchRoutes(routes, p)) };
});`;

// A framework-mode document rendered with ServerRouter as React Router's request handler hands it
// over (a new route modules object and static handler context per request), with the scripts and
// the route discovery manifest: one HTML string per address, in order.
const RENDERING = `
const React = await import("react");
const { renderToString } = await import("react-dom/server");
const { ServerRouter, createStaticHandler, Outlet, Link, Scripts, useLoaderData, useParams, useMatches } = await import("react-router");
const h = React.createElement;
const manifestRoutes = {
  root: { id: "root", path: "", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: true, module: "/root.js", imports: [] },
  home: { id: "home", parentId: "root", index: true, hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false, module: "/home.js", imports: [] },
  item: { id: "item", parentId: "root", path: "items/:id", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false, module: "/item.js", imports: [] },
  part: { id: "part", parentId: "item", path: "parts/*", hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false, module: "/part.js", imports: [] },
};
const modules = {
  root: { default: () => h("main", null, h(Link, { to: "/items/7" }, "seven"), h(Outlet), h(Scripts)),
          ErrorBoundary: () => h("p", null, "not found") },
  home: { default: () => h("p", null, "home " + useLoaderData().n) },
  item: { default: () => h("section", null, "item " + useParams().id + " " + useLoaderData().n + " " + useMatches().map((m) => m.id).join(">"), h(Outlet)) },
  part: { default: () => h("em", null, "part " + useParams()["*"]) },
};
const handler = createStaticHandler([{ id: "root", path: "", loader: () => ({ n: 1 }), hasErrorBoundary: true, children: [
  { id: "home", index: true, loader: () => ({ n: 2 }) },
  { id: "item", path: "items/:id", loader: ({ params }) => ({ n: params.id.length }), children: [{ id: "part", path: "parts/*" }] },
] }]);
const future = {};
const html = [];
for (const address of input) {
  const context = await handler.query(new Request("http://yolda.test" + address));
  const entry = {
    manifest: { routes: manifestRoutes, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1", hmr: undefined },
    // "?other" hands over another home module (as a new build would): the kept routes must follow.
    routeModules: address.endsWith("?other") ? { ...modules, home: { default: () => h("p", null, "other home") } } : { ...modules },
    staticHandlerContext: context,
    criticalCss: undefined,
    serverHandoffString: "{}",
    renderMeta: {},
    future,
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    serializeError: (error) => ({ message: String(error) }),
  };
  html.push(renderToString(h(ServerRouter, { context: entry, url: "http://yolda.test" + address })));
}
return html;`;

describe("React Router's server work kept (decision 0176)", () => {
  it("rewrites the installed React Router's files, production and development builds", () => {
    for (const build of ["production", "development"]) {
      for (const rewrite of REWRITES) {
        const rewritten = rewriteSource(rewrite, installed(build, rewrite.name));
        expect(rewritten, `${build}: ${rewrite.name}`).not.toBeNull();
        for (const [, to] of rewrite.edits) expect(rewritten).toContain(to);
      }
    }
    const matcher = rewriteSource(REWRITES[0]!, installed("production", "route matches"));
    expect(matcher).toContain(`this.#memo.size >= ${ROUTE_MATCH_MEMO_SIZE}`);
  });

  it("refuses a file whose text it was not written for, leaving it to load unchanged", () => {
    for (const rewrite of REWRITES) {
      const source = installed("production", rewrite.name);
      for (const [from] of rewrite.edits) {
        expect(
          rewriteSource(rewrite, source.replace(from, from.replace("let", "const").replace("(", " ("))),
        ).toBeNull();
        // Twice is not once either.
        expect(rewriteSource(rewrite, `${source}\n${from}`)).toBeNull();
      }
    }
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
    const { reports, answer } = runChild<{ memo: unknown; again: unknown; fresh: unknown }[]>(MATCHING, asked, true);
    expect(reports.find((r) => r.rewrite === "route matches")).toMatchObject({ applied: true });
    answer.forEach((a, i) => {
      expect(a.memo, asked[i]).toEqual(a.fresh);
      expect(a.again, asked[i]).toEqual(a.fresh);
    });
    // Not a vacuous comparison: most paths match a route, and the site's own pages are among them.
    expect(answer.filter((a) => a.fresh !== null).length).toBeGreaterThan(asked.length / 2);
    const booking = answer[asked.indexOf("/rezervasyon")]?.fresh as { id: string }[] | undefined;
    expect(booking?.at(-1)?.id).toBe("tr:booking");
  }, 60_000);

  it("renders every document as React Router as published renders it, the kept routes reused", () => {
    const addresses = [
      "/",
      "/items/7",
      "/items/12345/parts/a/b",
      "/nowhere",
      "/items/7",
      "/?other",
      "/",
      "/items/x/parts/",
    ];
    const kept = runChild<string[]>(RENDERING, addresses, true);
    const published = runChild<string[]>(RENDERING, addresses, false);
    expect(kept.reports.map((r) => `${r.rewrite}: ${r.applied}`).sort()).toEqual([
      "route matches: true",
      "server routes: true",
      "static router's data routes: true",
    ]);
    expect(published.reports).toEqual([]);
    expect(kept.answer).toEqual(published.answer);
    // The documents differ by address: the routes, params and loader data each one renders.
    expect(kept.answer[1]).toContain("item 7 1 root&gt;item");
    expect(kept.answer[2]).toContain("part a/b");
    expect(kept.answer[3]).toContain("not found");
    expect(kept.answer[4]).toBe(kept.answer[1]);
    expect(kept.answer[5]).toContain("other home");
    expect(kept.answer[6]).toBe(kept.answer[0]);
  }, 60_000);
});
