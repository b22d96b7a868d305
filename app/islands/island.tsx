// A part of a page that hydrates on its own (docs/decisions/0063). On a page in islands mode the
// server renders the part as a separate React tree (its own ids, as the browser's hydrateRoot
// will have them) into a <div data-island="name">, and the page loads app/islands/*.client.tsx
// instead of React Router's client. On every other page, and in the browser, it is its children.
import { createContext, useContext, type Context, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
  renderMatches,
} from "react-router";
import { TranslatorContext } from "#app/i18n/react.tsx";
import { islandIdPrefix } from "./islands-data.ts";

/** Set by entry.server.tsx on a page in islands mode: renders a tree to HTML with an id prefix. */
export interface IslandRenderer {
  render(node: ReactNode, identifierPrefix: string): string;
  /** The islands script and what it imports, and the data the islands read. */
  script: { src: string; preload: readonly string[] };
}

const IslandRendererContext = createContext<IslandRenderer | null>(null);
export const IslandRendererProvider = IslandRendererContext.Provider;

/** The islands mode of this render (server only; null in the browser and on other pages). */
export function useIslandRenderer(): IslandRenderer | null {
  return useContext(IslandRendererContext);
}

/** What the part reads from around it on the server, handed to its separate render. */
const carried: readonly Context<unknown>[] = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
  TranslatorContext,
] as readonly Context<unknown>[];

export function Island({
  name,
  as: Tag = "div",
  children,
}: {
  name: string;
  as?: "div" | "span";
  children: ReactNode;
}) {
  const renderer = useContext(IslandRendererContext);
  // The same hooks on every render: the list is a constant.
  const values = carried.map((context) => useContext(context));
  const routeId = useContext(UNSAFE_RouteContext).matches.at(-1)?.route.id ?? "root";
  if (!renderer) return <>{children}</>;
  // The part's route id for its fetchers, which React Router provides only through rendered matches.
  const inRoute = renderMatches([
    { route: { id: routeId, element: children }, params: {}, pathname: "/", pathnameBase: "/" },
  ]);
  const tree = carried.reduceRight<ReactNode>(
    (inner, context, i) => <context.Provider value={values[i]}>{inner}</context.Provider>,
    inRoute,
  );
  return (
    <Tag
      data-island={name}
      className="contents"
      dangerouslySetInnerHTML={{ __html: renderer.render(tree, islandIdPrefix(name)) }}
    />
  );
}
