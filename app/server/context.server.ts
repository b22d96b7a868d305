// What the Express server hands every loader and action: configuration, the database,
// the request's id, CSP nonce and XSRF token, and a logger bound to the request.
// React Router's context key for it is app/server/http/request-context.server.ts.
import type { Logger } from "pino";
import type { Database } from "./db/client.server.ts";
import type { Env } from "./env.server.ts";
import type { RenderedPage } from "./http/page-cache.server.ts";
import type { IslandScripts } from "#app/islands/islands-handle.ts";

export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  /** Version of the client build the server is serving (stale pages reload themselves). */
  buildVersion: string;
  /**
   * The islands build's scripts (docs/decisions/0063): pages that ask for islands are rendered as
   * server HTML with islands; none (development, or no islands build) renders them with React Router.
   */
  islands?: IslandScripts | null;
}

export interface RequestContext {
  services: AppServices;
  requestId: string;
  nonce: string;
  xsrfToken: string;
  clientIp: string;
  log: Logger;
  /** Set when this request may fill the page cache: the renderer hands it a content page (0036). */
  keepPage?: ((page: RenderedPage) => void) | undefined;
  /**
   * Only on a document request (not a client navigation's `.data`): what loaders leave out of the
   * page's data stream because the server renders it into HTML the browser keeps as it is
   * (docs/decisions/0059, amendment "stop 24"). The server entry hands it to the render.
   */
  documentData?: Map<string, unknown> | undefined;
  /**
   * Set by the booking loader when this answer is search results that any visitor without a
   * session asking the same address may get (docs/decisions/0062): the server entry then hands it
   * to the search results' cache. `personal` is set by a loader whose answer depends on a checked
   * member session (a members-only campaign list): then nothing keeps it (decision 0146). One object per request.
   */
  keepable?: { searchResults: boolean; personal?: boolean } | undefined;
}
