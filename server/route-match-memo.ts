// React Router's server matches a request's path against every route branch in turn, building each
// branch's regular expression again every time: about 0.3 ms for one path over this site's 251
// routes, and a document request matches its path four times (the handler, the data query, the
// render's manifest, the static router). The answer for a path never changes while the routes stay
// the same, so the matcher keeps it (decision 0176). React Router does not export its matcher, so the
// server's module loader gives it the memo as it loads it: `memoizeMatcherSource` rewrites the
// matcher's `match` and `update`, and refuses (returns null) when React Router's text is not the one
// this was written for; the server then runs unchanged and says so once in its log.
// The default import: a named one would stop Node 20 before server/index.ts can say it needs 24.
import nodeModule from "node:module";

/** The files rewritten: React Router's route matcher, production and development builds. */
const MATCHER_FILE = /\/node_modules\/react-router\/dist\/(production|development)\/lib\/router\/matcher\.js$/;

/** Paths kept per matcher; the memo is emptied when it is full (unknown slugs cannot grow it). */
export const ROUTE_MATCH_MEMO_SIZE = 2_000;

const MATCH = `	match(locationArg, allowPartial = false) {
		return matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);
	}`;
const UPDATE = `		this.#branches = flattenAndRankRoutes(routes);`;

// The memo holds the first answer; every caller gets its own copies of the match objects and their
// params (React Router assigns to the objects it is given), sharing only the route objects, as a
// fresh match does. The key is the path alone: the query string and hash never change a match.
// Partial matches (the browser's route discovery, never the server) are not kept.
const MEMO_MATCH = `	#memo = new Map();
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
	}`;
const MEMO_UPDATE = `		this.#branches = flattenAndRankRoutes(routes);
		this.#memo.clear();`;

/** React Router's matcher with the memo, or null when its text is not the expected one. */
export function memoizeMatcherSource(source: string): string | null {
  if (source.split(MATCH).length !== 2 || source.split(UPDATE).length !== 2) return null;
  return source.replace(MATCH, MEMO_MATCH).replace(UPDATE, MEMO_UPDATE);
}

let installed = false;

/**
 * Rewrites React Router's matcher as this process loads it. Call before anything imports
 * react-router. `report` hears of each matcher loaded: memoized, or refused because its text did not
 * match (it then loads unchanged).
 */
export function installRouteMatchMemo(report: (file: string, memoized: boolean) => void): void {
  if (installed) return;
  installed = true;
  nodeModule.registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (!MATCHER_FILE.test(url) || loaded.source === undefined || loaded.source === null) return loaded;
      const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
      const memoized = memoizeMatcherSource(source);
      report(url, memoized !== null);
      return memoized === null ? loaded : { ...loaded, source: memoized };
    },
  });
}
