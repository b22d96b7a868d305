// What every page's server code works with: the request context plus the language of the URL,
// its translator and the database. Routes build it with pageContext (app/routes/page-context.server.ts).
import { langFromPath, type Lang } from "#app/i18n/config.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import type { Translator } from "#app/i18n/translate.ts";
import type { RequestContext } from "./context.server.ts";
import type { Db } from "./db/client.server.ts";
import { mayReadLagging } from "./db/read-your-writes.server.ts";

export interface PageContext extends RequestContext {
  url: URL;
  lang: Lang;
  t: Translator["t"];
  db: Db;
  /**
   * For reads that may lag (search results, public pages; docs/decisions/0098): the replica's
   * `readDb` for a GET without a session or a recent write, else the primary's `db`.
   */
  readDb: Db;
}

/**
 * The page's own address. A client navigation or a form sent with JavaScript asks React Router's
 * data URL ("/en/sss.data", "/_root.data" for "/", with a `_routes` parameter): the language, the
 * slug and the page's last segment are read from the address the visitor sees.
 */
export function pageUrl(requestUrl: string): URL {
  const url = new URL(requestUrl);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  else return url;
  url.searchParams.delete("_routes");
  return url;
}

export function makePageContext(ctx: RequestContext, request: Request): PageContext {
  const url = pageUrl(request.url);
  const lang = langFromPath(url.pathname);
  const { database } = ctx.services;
  const readDb = mayReadLagging(request.method, request.headers.get("cookie")) ? database.readDb : database.db;
  return { ...ctx, url, lang, t: serverT(lang), db: database.db, readDb };
}
