// What every page's server code works with: the request context plus the language of the URL,
// its translator and the database. Routes build it with pageContext (app/routes/page-context.server.ts).
import { langFromPath, type Lang } from "../i18n/config.ts";
import { serverT } from "../i18n/translate.server.ts";
import type { Translator } from "../i18n/translate.ts";
import type { RequestContext } from "./context.server.ts";
import type { Db } from "./db/client.server.ts";

export interface PageContext extends RequestContext {
  url: URL;
  lang: Lang;
  t: Translator["t"];
  db: Db;
}

export function makePageContext(ctx: RequestContext, request: Request): PageContext {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  return { ...ctx, url, lang, t: serverT(lang), db: ctx.services.database.db };
}
