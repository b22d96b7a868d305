// Which message areas a page needs, read from the `handle` of the routes its URL matches.
import { matchRoutes, type ServerBuild } from "react-router";
import {
  areasForHandles,
  omittedPartsForHandles,
  staticPartsForHandles,
  type MessageAreaPart,
  type ParamViews,
} from "./areas.ts";

interface RouteNode {
  id: string;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  children: RouteNode[];
}

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const cached = trees.get(routes);
  if (cached) return cached;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    nodes.set(id, { id, path, index, caseSensitive, children: [] });
  }
  const top: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id);
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (node) (parent ? parent.children : top).push(node);
  }
  trees.set(routes, top);
  return top;
}

/** The matched routes' handles for a path, root first (what the loaders of that request see). */
export function handlesForPath(build: Pick<ServerBuild, "routes">, pathname: string): unknown[] {
  const matches = matchRoutes(routeTree(build.routes) as Parameters<typeof matchRoutes>[0], pathname) ?? [];
  return matches.map((m) => build.routes[m.route.id ?? ""]?.module.handle);
}

// The areas of recent paths: React Router has matched the routes of the request already, and
// matching them again for every page's root loader cost 4-6 % of a render (decision 0059). Bounded,
// so a flood of distinct paths cannot grow it; one server build per process, so no build key. A
// route with views by a query parameter (`handle.views`, decisions 0114 and 0150) keeps a list per view.
type PathAreas = {
  areas: readonly MessageAreaPart[] | "all";
  staticParts: readonly MessageAreaPart[];
  /** What the page's own route leaves out of its layouts' areas (`handle.omitMessages`, decision 0152). */
  omitted: readonly MessageAreaPart[];
};
type PathEntry = PathAreas & { views: { param: string; absent: string; byValue: Map<string, PathAreas> } | null };
const areasByPath = new Map<string, PathEntry>();
const MAX_PATHS = 1_000;

/** Both lists of the page at `pathname`, from one route match; those of the view `query` shows. */
async function areasOfPath(pathname: string, query?: URLSearchParams): Promise<PathAreas> {
  let entry = areasByPath.get(pathname);
  if (!entry) {
    // The build this server runs (already loaded: it is the module that called the root loader).
    const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
    const handles = handlesForPath(build, pathname);
    const views = handles.flatMap((h) => (typeof h === "object" && h !== null && "views" in h ? [h.views] : []))[0] as
      ParamViews | undefined;
    entry = {
      areas: areasForHandles(handles, pathname),
      staticParts: staticPartsForHandles(handles, pathname),
      omitted: omittedPartsForHandles(handles),
      views: views
        ? {
            param: views.param,
            absent: views.absent,
            byValue: new Map(
              Object.keys(views.byValue).map((value) => {
                const query = new URLSearchParams({ [views.param]: value });
                const lists = {
                  areas: areasForHandles(handles, pathname, query),
                  staticParts: staticPartsForHandles(handles, pathname, query),
                  omitted: omittedPartsForHandles(handles),
                };
                return [value, lists] as const;
              }),
            ),
          }
        : null,
    };
    if (areasByPath.size >= MAX_PATHS) areasByPath.clear();
    areasByPath.set(pathname, entry);
  }
  if (entry.views && query) {
    const view = entry.views.byValue.get(query.get(entry.views.param) ?? entry.views.absent);
    if (view) return view;
  }
  return entry;
}

/**
 * The message areas of the page at `pathname` ("all" unless its route declares `handle.messages`);
 * with `query`, those of the route's view the query shows (`handle.views`).
 */
export async function pageMessageAreas(
  pathname: string,
  query?: URLSearchParams,
): Promise<readonly MessageAreaPart[] | "all"> {
  return (await areasOfPath(pathname, query)).areas;
}

/** The message parts only the page's static parts use (`handle.staticMessages`). */
export async function pageStaticMessageParts(
  pathname: string,
  query?: URLSearchParams,
): Promise<readonly MessageAreaPart[]> {
  return (await areasOfPath(pathname, query)).staticParts;
}

/** The message parts the page's own route leaves out (`handle.omitMessages`, decision 0152). */
export async function pageOmittedMessageParts(
  pathname: string,
  query?: URLSearchParams,
): Promise<readonly MessageAreaPart[]> {
  return (await areasOfPath(pathname, query)).omitted;
}

/** Whether the page at `pathname` shows a search bar: its areas include "search" (or are "all"). */
export async function pageHasSearchBar(pathname: string): Promise<boolean> {
  const areas = await pageMessageAreas(pathname);
  return areas === "all" || areas.includes("search");
}
