// What the Express server hands every loader and action: configuration, the database,
// the request's id, CSP nonce and XSRF token, and a logger bound to the request.
import { createContext, type RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Database } from "./db/client.server.ts";
import type { Env } from "./env.server.ts";

export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  /** Version of the client build the server is serving (stale pages reload themselves). */
  buildVersion: string;
}

export interface RequestContext {
  services: AppServices;
  requestId: string;
  nonce: string;
  xsrfToken: string;
  clientIp: string;
  log: Logger;
}

export const requestContext = createContext<RequestContext>();

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
