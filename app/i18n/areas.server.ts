// Which message areas a page needs, read from the `handle` of the routes its URL matches.
import { matchRoutes, type ServerBuild } from "react-router";
import { areasForHandles, type MessageArea } from "./areas.ts";

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

/** The message areas of the page at `pathname` ("all" unless its route declares `handle.messages`). */
export async function pageMessageAreas(pathname: string): Promise<readonly MessageArea[] | "all"> {
  // The build this server runs (already loaded: it is the module that called the root loader).
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return areasForHandles(handlesForPath(build, pathname));
}
