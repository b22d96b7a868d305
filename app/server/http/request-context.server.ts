// The request context's key (docs/architecture.md, docs/decisions/0030): the Express server sets it on
// every request (server/app.ts); the root, the server entry and the routes read it. It is React
// Router's context object, so this one module of app/server names React Router (eslint.config.js
// allows it here only); the plain types live in app/server/context.server.ts.
import { createContext, type RouterContextProvider } from "react-router";
import type { RequestContext } from "#app/server/context.server.ts";

export const requestContext = createContext<RequestContext>();

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
