// React Router's server does, for every document request, work whose answer never changes while
// the build stays the same (decision 0176):
// - it matches the request's path against every route branch in turn, building each branch's
//   regular expression again (about 0.3 ms for one path over this site's 251 routes), four times
//   per document (the handler, the data query, the render's partial manifest, the static router);
// - its `ServerRouter` builds the route objects of all 251 routes from the manifest again, and its
//   static router converts them all to data routes again.
// React Router exports none of these, so the server's module loader rewrites them as it loads
// them: the matcher keeps each path's match, `ServerRouter` keeps the route objects per manifest
// and route modules, the static router keeps the data routes of the routes `ServerRouter` kept.
// Each rewrite replaces exact passages of React Router's text and refuses (the file then loads
// unchanged, and the server says so in its log) when they are not there.
// The default import: a named one would stop Node 20 before server/index.ts can say it needs 24.
import nodeModule from "node:module";

/** Paths kept per matcher; the memo is emptied when it is full (unknown slugs cannot grow it). */
export const ROUTE_MATCH_MEMO_SIZE = 2_000;

export type Rewrite = {
  /** What it keeps, for the log and the tests. */
  name: string;
  /** React Router's file, production and development builds. */
  file: RegExp;
  /** Passages replaced, each found exactly once. */
  edits: ReadonlyArray<readonly [from: string, to: string]>;
  /** Declarations added at the end of the module. */
  appended?: string;
};

const build = String.raw`\/node_modules\/react-router\/dist\/(production|development)\/lib\/`;

// The matcher keeps the first answer for a path (the query string and hash cut off: they never
// change a match); every caller gets its own copies of the match objects and their params (React
// Router assigns to the objects it is given), sharing only the route objects, as a fresh match
// does. Partial matches (the browser's route discovery, never the server) are not kept.
const matcher: Rewrite = {
  name: "route matches",
  file: new RegExp(`${build}router\\/matcher\\.js$`),
  edits: [
    [
      `	match(locationArg, allowPartial = false) {
		return matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);
	}`,
      `	#memo = new Map();
	match(locationArg, allowPartial = false) {
		if (allowPartial) return matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);
		let path = typeof locationArg === "string" ? locationArg : locationArg.pathname || "/";
		let cut = path.search(/[?#]/);
		if (cut !== -1) path = path.slice(0, cut);
		let found = this.#memo.get(path);
		if (found === undefined) {
			found = matchRoutesImpl(this.#routes, path, this.#basename, false, this.#branches);
			if (this.#memo.size >= ${ROUTE_MATCH_MEMO_SIZE}) this.#memo.clear();
			this.#memo.set(path, found);
		}
		return found === null ? null : found.map((m) => ({ ...m, params: { ...m.params } }));
	}`,
    ],
    [
      `		this.#branches = flattenAndRankRoutes(routes);`,
      `		this.#branches = flattenAndRankRoutes(routes);
		this.#memo.clear();`,
    ],
  ],
};

// ServerRouter's routes: kept per manifest while the route modules, future flags and SPA mode are
// the same ones; frozen, which is how the static router knows it may keep their data routes.
const serverRoutes: Rewrite = {
  name: "server routes",
  file: new RegExp(`${build}dom\\/ssr\\/server\\.js$`),
  edits: [
    [
      `	let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`,
      `	let routes = yoldaKeptServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`,
    ],
  ],
  appended: `
var yoldaServerRoutes = new WeakMap();
function yoldaSameModules(a, b) {
	let keys = Object.keys(b);
	if (keys.length !== Object.keys(a).length) return false;
	for (let key of keys) if (a[key] !== b[key]) return false;
	return true;
}
function yoldaKeptServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
	let kept = yoldaServerRoutes.get(manifestRoutes);
	if (kept !== undefined && kept.future === future && kept.isSpaMode === isSpaMode && yoldaSameModules(kept.routeModules, routeModules)) return kept.routes;
	let routes = Object.freeze(createServerRoutes(manifestRoutes, routeModules, future, isSpaMode));
	yoldaServerRoutes.set(manifestRoutes, { routes, routeModules: { ...routeModules }, future, isSpaMode });
	return routes;
}
`,
};

// The static router's data routes and their manifest: kept only for frozen routes (ServerRouter's
// kept ones); any other caller's routes are converted every time, as published.
const staticRouter: Rewrite = {
  name: "static router's data routes",
  file: new RegExp(`${build}dom\\/server\\.js$`),
  edits: [
    [
      `	let manifest = {};
	let dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);`,
      `	let { manifest, dataRoutes } = yoldaDataRoutes(routes);`,
    ],
  ],
  appended: `
var yoldaKeptDataRoutes = new WeakMap();
function yoldaDataRoutes(routes) {
	let kept = Object.isFrozen(routes) ? yoldaKeptDataRoutes.get(routes) : undefined;
	if (kept !== undefined) return kept;
	let manifest = {};
	kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
	if (Object.isFrozen(routes)) yoldaKeptDataRoutes.set(routes, kept);
	return kept;
}
`,
};

export const REWRITES: readonly Rewrite[] = [matcher, serverRoutes, staticRouter];

/** The file's text with the rewrite, or null when a passage is not found exactly once. */
export function rewriteSource(rewrite: Rewrite, source: string): string | null {
  let text = source;
  for (const [from, to] of rewrite.edits) {
    if (text.split(from).length !== 2) return null;
    text = text.replace(from, () => to);
  }
  return rewrite.appended ? `${text}\n${rewrite.appended}` : text;
}

let installed = false;

/**
 * Rewrites React Router's files as this process loads them. Call before anything imports
 * react-router. `report` hears of each file rewritten, or refused because its text did not match
 * (it then loads unchanged).
 */
export function installReactRouterMemo(report: (file: string, rewrite: string, applied: boolean) => void): void {
  if (installed) return;
  installed = true;
  nodeModule.registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      const rewrite = REWRITES.find((r) => r.file.test(url));
      if (!rewrite || loaded.source === undefined || loaded.source === null) return loaded;
      const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
      const rewritten = rewriteSource(rewrite, source);
      report(url, rewrite.name, rewritten !== null);
      return rewritten === null ? loaded : { ...loaded, source: rewritten };
    },
  });
}
