// What every page loader starts with: the language of the URL, its translator and the services.
import { data, type RouterContextProvider } from "react-router";
import { langFromPath, type Lang } from "../i18n/config.ts";
import { serverT } from "../i18n/translate.server.ts";
import type { Translator } from "../i18n/translate.ts";
import { getRequestContext, type RequestContext } from "./context.server.ts";
import type { Db } from "./db/client.server.ts";

export interface PageContext extends RequestContext {
  url: URL;
  lang: Lang;
  t: Translator["t"];
  db: Db;
}

export function pageContext(request: Request, context: Readonly<RouterContextProvider>): PageContext {
  const ctx = getRequestContext(context);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  return { ...ctx, url, lang, t: serverT(lang), db: ctx.services.database.db };
}

/** A 404 the error boundary renders as the spec's "page not found" screen. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}
