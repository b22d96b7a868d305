// Route-level helpers on the request context (docs/decisions/0030): what loaders and actions start
// with. The context's key lives in the HTTP layer (app/server/http/request-context.server.ts);
// app/server holds the plain types (RequestContext, PageContext).
import { data, type RouterContextProvider } from "react-router";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { makePageContext, type PageContext } from "#app/server/page.server.ts";

/** What every page loader starts with: the language of the URL, its translator and the services. */
export function pageContext(request: Request, context: Readonly<RouterContextProvider>): PageContext {
  return makePageContext(getRequestContext(context), request);
}

/**
 * Data only the server's HTML needs (a `StaticPart`, components/static-part.tsx): on a document
 * request it goes to the server entry instead of the page's data stream (`undefined` is returned);
 * a client navigation's `.data` request gets it back as it is.
 */
export function keepForDocument<T>(context: Readonly<RouterContextProvider>, key: string, value: T): T | undefined {
  const { documentData } = getRequestContext(context);
  if (!documentData) return value;
  documentData.set(key, value);
  return undefined;
}

/**
 * This answer (the booking search's results for a visitor without a session and without a draft)
 * is the same for everyone asking the same address until availability, prices or offices change:
 * the server may keep it (docs/decisions/0062).
 */
export function keepSearchResults(context: Readonly<RouterContextProvider>): void {
  const { keepable } = getRequestContext(context);
  if (keepable) keepable.searchResults = true;
}

/**
 * This answer depends on who the visitor is, checked (a member's session): no cache keeps it,
 * whatever its route's handle says (decision 0146).
 */
export function answerIsPersonal(context: Readonly<RouterContextProvider>): void {
  const { keepable } = getRequestContext(context);
  if (keepable) keepable.personal = true;
}

/** A 404 the error boundary renders as the spec's "page not found" screen. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}
