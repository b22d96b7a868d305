import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { DocumentDataProvider } from "./components/static-part.tsx";
import { CONSENT_OPEN_PARAM } from "./features/consent/consent.ts";
import { IslandRendererProvider, type IslandRenderer } from "./islands/island.tsx";
import { islandsOf, type IslandScripts } from "./islands/islands-handle.ts";
import {
  compactInlineScriptBytes,
  compactInlineScriptParts,
  joinedBytes,
} from "./server/http/inline-scripts.server.ts";
import { getRequestContext } from "./server/http/request-context.server.ts";
import {
  CONTENT_CACHE_CONTROL,
  PERSONAL_CACHE_CONTROL,
  documentCachePolicy,
  pageQueryOf,
  etagMatches,
  stableParts,
  weakEtagWithout,
} from "./server/http/page-cache.server.ts";

export const streamTimeout = 5_000;

/** Headers a kept page does not repeat: the cache sets its own Vary, length and encoding. */
const UNKEPT_HEADERS = new Set(["set-cookie", "vary", "content-length", "content-encoding"]);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, log, xsrfToken, requestId, keepPage, documentData, keepable, services } =
    getRequestContext(loadContext);
  const pathname = new URL(request.url).pathname;
  const handles = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const policy = documentCachePolicy({
    method: request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase(),
    pathname,
    status: responseStatusCode,
    handles,
    responseHeaders,
    requestCookie: request.headers.get("cookie"),
    searchResults: keepable?.searchResults === true,
    personal: keepable?.personal === true,
  });
  // Pages depend on the theme, language, consent and app-prompt cookies.
  responseHeaders.append("Vary", "Cookie");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD" && policy === "personal") {
    responseHeaders.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const islands = islandRenderer(request, responseStatusCode, routerContext, services.islands ?? null);
  const { body, failed } = await render(request, routerContext, nonce, log, documentData, islands);
  if (policy === "personal" || failed) {
    responseHeaders.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    // The document is whole already (onAllReady): handed over as one piece, it is compressed in one
    // call instead of once per 2 KB chunk React writes (decision 0059: 15 % of a search page's CPU).
    // Its inline scripts written shorter (decision 0151).
    return new Response(bodyOf(compactInlineScriptBytes(await readBytes(body))), {
      headers: responseHeaders,
      status: failed ? 500 : responseStatusCode,
    });
  }

  // Content page: one HTML for everyone with the same cookies, so it must not carry this visitor's
  // XSRF token (token-less forms are checked by origin instead: docs/decisions/0010) nor this
  // request's id (the page is kept and served to others: docs/decisions/0036).
  // Kept as the UTF-8 bytes React wrote: the page is never a JavaScript string (decision 0158).
  // Written shorter and without the visitor's values in one copy, the tag taken on the pieces.
  const parts = stableParts(compactInlineScriptParts(await readBytes(body)), [xsrfToken, requestId]);
  const etag = weakEtagWithout(parts, nonce);
  const html = joinedBytes(parts);
  // Search results (decision 0062) are kept by this server for visitors asking the same, never by a
  // browser or a CDN (availability changes with every booking): no shared Cache-Control, no ETag.
  // Nor a member's copy of a content page (decision 0146): a CDN may not tell it by its cookie.
  const shared = policy === "content";
  responseHeaders.set("Cache-Control", shared ? CONTENT_CACHE_CONTROL : PERSONAL_CACHE_CONTROL);
  if (shared) responseHeaders.set("ETag", etag);
  keepPage?.({
    kind: policy === "search" ? "search" : "content",
    status: responseStatusCode,
    headers: [...responseHeaders].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase())),
    etag,
    nonce,
    html,
    pathname,
    query: policy === "search" ? null : pageQueryOf(handles),
  });
  if (shared && etagMatches(request.headers.get("if-none-match"), etag)) {
    const headers = new Headers();
    for (const name of ["Cache-Control", "ETag", "Vary"]) {
      const value = responseHeaders.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  }
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Response(bodyOf(html), { status: responseStatusCode, headers: responseHeaders });
}

/** The whole document (not a streamed shell: see docs/decisions/0007); `failed` when a part errored. */
function render(
  request: Request,
  routerContext: EntryContext,
  nonce: string,
  log: ReturnType<typeof getRequestContext>["log"],
  documentData: ReadonlyMap<string, unknown> | undefined,
  islands: IslandRenderer | null,
): Promise<{ body: PassThrough; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      // What the loaders kept out of the data stream for the static parts (components/static-part.tsx).
      <DocumentDataProvider value={documentData ?? null}>
        <IslandRendererProvider value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRendererProvider>
      </DocumentDataProvider>,
      {
        nonce,
        // The page is sent whole (onAllReady), so every Suspense part goes in its place: React would
        // otherwise send a part found after the first 12.8 KB hidden, to be moved by a script that a
        // visitor without JavaScript never runs (the lazy error screen and cookie form, decision 0059).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          clearTimeout(timeoutId);
          const body = new PassThrough();
          pipe(body);
          resolve({ body, failed });
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          if (shellRendered) log.error({ err: error }, "render error");
        },
      },
    );
  });
}

/**
 * Islands mode (docs/decisions/0063) for a page whose route asks for it, when it renders normally:
 * not an error, and not the no-JavaScript cookie form (?cerez-tercihleri), whose lazy form part a
 * separate synchronous render cannot wait for. Only with the islands build's scripts, which the
 * server reads when it starts (server/app.ts); without them (development, or no islands build)
 * pages load React Router's client as every other page does.
 */
function islandRenderer(
  request: Request,
  status: number,
  routerContext: EntryContext,
  scripts: IslandScripts | null,
): IslandRenderer | null {
  const { matches, errors } = routerContext.staticHandlerContext;
  const name = islandsOf(matches.map((m) => routerContext.routeModules[m.route.id]?.handle));
  if (!name || status !== 200 || errors) return null;
  if (new URL(request.url).searchParams.has(CONSENT_OPEN_PARAM)) return null;
  const script = scripts?.[name];
  if (!script) return null;
  return {
    script,
    render: (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix }),
  };
}

async function readBytes(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * The bytes as a response body, handed over as they are: a Response made from the bytes
 * themselves copies them first (decision 0158).
 */
function bodyOf(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** Client navigations' data (`.data`) may hold the visitor's token: never stored by anyone. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { log, requestId } = getRequestContext(context);
  log.error({ err: error, requestId, path: new URL(request.url).pathname }, "unhandled error");
};
