// Which documents shared caches may keep, and their validators (docs/decisions/0010).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { parse as parseCookies } from "cookie";
import { stripLang } from "#app/i18n/config.ts";
import { memberCookieKind } from "#app/shared/members/member-hint.ts";

export const CONTENT_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * What a route module exports to opt in: `export const handle = { cache: "content" }`. "search" is
 * the booking search's results: kept in this server's memory while availability, prices and
 * offices stay the same, but never by a shared cache (docs/decisions/0062), and only when its
 * loader said this answer may be (`keepSearchResults`).
 */
export interface CacheHandle {
  cache?: "content" | "search" | "personal";
  /**
   * The query parameters this page's HTML depends on (besides the site's own, like the consent
   * preferences flag). Once a content page declared them, other parameters on its address are
   * dropped before it is rendered and looked up: `/sss?ref=x` shares `/sss`'s copy (issue 29,
   * docs/decisions/0112). A page that declares nothing keeps its whole query in the key.
   */
  query?: readonly string[];
}

/**
 * "member": a content page asked for with a member cookie (decision 0146): kept in this server's
 * memory per kind of member cookie (pageVariant), but `private, no-store` for browsers and CDNs.
 */
export type CachePolicy = "content" | "member" | "search" | "personal";

export interface CacheInput {
  method: string;
  pathname: string;
  status: number;
  /** The `handle` of every matched route, root first. */
  handles: ReadonlyArray<unknown>;
  responseHeaders: Headers;
  /** The request's Cookie header: a signed-in member's pages are never shared. */
  requestCookie?: string | null;
  /** The loader said this answer is search results anyone with the same address may get. */
  searchResults?: boolean;
  /** A loader said this answer depends on who the visitor is (a checked member session). */
  personal?: boolean;
}

/** Cookie names that mean "this request belongs to a member" (Better Auth's session, our hint). */
export const MEMBER_COOKIE_RE = /(?:^|;\s*)(?:__Secure-)?(?:yolda\.session_token|yolda_member)=[^;]/;

function cacheOf(handle: unknown): CacheHandle["cache"] {
  if (typeof handle !== "object" || handle === null) return undefined;
  const value = (handle as CacheHandle).cache;
  return value === "content" || value === "search" || value === "personal" ? value : undefined;
}

/**
 * "content" only when a matched route opts in, none says "personal", no loader said the answer is
 * personal, the page is a 200 answer to a GET, nothing sets a cookie, and it is not the member area
 * (/uye-…, whatever its route says); "member" instead of "content" when a member cookie was sent.
 * "search" on the same conditions when a route says so and its loader kept this answer keepable
 * (for a member: their session was checked; the key holds the price group, decision 0146).
 */
export function documentCachePolicy(input: CacheInput): CachePolicy {
  const kinds = input.handles.map(cacheOf);
  const kind = kinds.includes("content")
    ? "content"
    : kinds.includes("search") && input.searchResults
      ? "search"
      : null;
  if (!kind || kinds.includes("personal")) return "personal";
  if (input.method !== "GET" || input.status !== 200) return "personal";
  if (input.personal) return "personal";
  if (input.responseHeaders.has("Set-Cookie")) return "personal";
  if (stripLang(input.pathname).toLowerCase().startsWith("/uye-")) return "personal";
  // The same test as the page's key (pageVariant) and the header's link (root.tsx). Search results
  // with a member cookie are kept only when the loader said so (a checked session, decision 0146).
  if (kind === "content" && input.requestCookie && memberCookieKind(parseCookies(input.requestCookie)) !== "")
    return "member";
  return kind;
}

/**
 * The query parameters a content page depends on: the union of its matched routes' `query`, when
 * the innermost route that opted in to the cache declared it; null (every parameter counts) when not.
 */
export function pageQueryOf(handles: ReadonlyArray<unknown>): string[] | null {
  const declared = (handle: unknown) =>
    typeof handle === "object" && handle !== null && Array.isArray((handle as CacheHandle).query)
      ? ((handle as CacheHandle).query as readonly unknown[]).filter((name): name is string => typeof name === "string")
      : null;
  const leaf = [...handles].reverse().find((handle) => cacheOf(handle) === "content");
  if (leaf === undefined || declared(leaf) === null) return null;
  return [...new Set(handles.flatMap((handle) => declared(handle) ?? []))].sort();
}

/** A weak validator of the page: the same words and markup give the same tag (gzip or not). */
export function weakEtag(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match with weak comparison (RFC 9110 13.1.2): any listed tag, or "*". */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** The page with its per-request values (CSP nonce, request id) removed: what the tag is taken of. */
export function stableBody(body: string, perRequest: ReadonlyArray<string>): string {
  let result = body;
  for (const value of perRequest) if (value) result = result.split(value).join("");
  return result;
}

/**
 * The parts of `body` between the occurrences of `value` (left to right, not overlapping): what
 * stableBody keeps of it, as views of the same bytes.
 */
function partsWithout(body: Buffer, value: string): Buffer[] {
  const parts: Buffer[] = [];
  const length = Buffer.byteLength(value, "utf8");
  let from = 0;
  let at = value ? body.indexOf(value, 0, "utf8") : -1;
  while (at >= 0) {
    parts.push(body.subarray(from, at));
    from = at + length;
    at = body.indexOf(value, from, "utf8");
  }
  parts.push(from === 0 ? body : body.subarray(from));
  return parts;
}

/**
 * stableBody for a page held as UTF-8 bytes in pieces (as the renderer has it, decision 0158): the
 * pieces without the values, as views of the same bytes; nothing is copied. A value never spans
 * two pieces: the renderer's pieces meet at braces, parentheses and quotes, which no nonce, token
 * or request id holds.
 */
export function stableParts(parts: ReadonlyArray<Buffer>, perRequest: ReadonlyArray<string>): Buffer[] {
  let result = [...parts];
  for (const value of perRequest) result = result.flatMap((part) => partsWithout(part, value));
  return result;
}

/** weakEtag(stableBody(page, [value])) of a page held as UTF-8 bytes in pieces, without copying it. */
export function weakEtagWithout(parts: ReadonlyArray<Buffer>, value: string): string {
  const hash = createHash("sha256");
  for (const part of stableParts(parts, [value])) hash.update(part);
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

// ---------------------------------------------------------------------------------------------
// Pages kept in this server's memory (docs/decisions/0036): a content page for a visitor without
// a session is rendered once per variant (path and query, and the cookies and User-Agent class
// the HTML depends on) and kept with its brotli and gzip bodies and its ETag. A matching
// If-None-Match gets 304 before anything is rendered. Any public change (markPublicChange, on any
// server) empties the cache; so does age, like the s-maxage a CDN in front keeps to.

/** What entry.server.tsx hands over after rendering a content page (or search results). */
export interface RenderedPage {
  /** Which cache may keep it: a content page never goes to the search results' cache, nor back. */
  kind?: "content" | "search";
  status: number;
  /** Every header of the answer (security headers, CSP with `nonce`, Cache-Control, ETag, type). */
  headers: ReadonlyArray<readonly [string, string]>;
  etag: string;
  /** The CSP nonce inside the HTML: every copy served from memory is sent with this one. */
  nonce: string;
  /** The document, as text or as its UTF-8 bytes. */
  html: string | Buffer;
  /** The page's path and the query parameters it depends on (pageQueryOf), when it declared them. */
  pathname?: string;
  query?: ReadonlyArray<string> | null;
}

export interface StoredPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  etag: string;
  nonce: string;
  identity: Buffer;
  gzip: Buffer;
  /** At a fast quality when kept; recompressed at STORED_BROTLI_QUALITY when the server is idle. */
  br: Buffer | null;
  /** Whether the bodies are at their final levels (brotli 11, gzip 9) yet. */
  recompressed: boolean;
  storedAt: number;
}

/** Brotli quality of kept pages: compressed once, sent thousands of times (measured in 0036). */
export const STORED_BROTLI_QUALITY = 11;
/**
 * Levels a new key is kept at while its request waits (docs/decisions/0085): a few ms for a page,
 * where brotli 11 took 440 ms to 1.6 s under load. Recompressed at the final levels when idle.
 */
export const FAST_BROTLI_QUALITY = 4;
export const FAST_GZIP_LEVEL = 5;
/** Bytes of kept bodies (identity, gzip, brotli) one cache holds at most. */
export const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;
/** No render started for this long, none running: the server is idle enough to recompress. */
export const IDLE_MS = 500;

/** How long other requests for a page wait for the one request rendering it. */
export const RENDER_WAIT_MS = 3_000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliAt(identity: Buffer, quality: number): Promise<Buffer> {
  return brotli(identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

function sizeOf(entry: StoredPage): number {
  return entry.identity.length + entry.gzip.length + (entry.br?.length ?? 0);
}

export interface PageCacheOptions {
  /** What this cache keeps: content pages, or the booking search's results (docs/decisions/0062). */
  kind?: "content" | "search";
  maxEntries?: number;
  maxAgeMs?: number;
  /** Compression of the kept bodies: pages sent thousands of times deserve the best (the defaults). */
  brotliQuality?: number;
  gzipLevel?: number;
  /**
   * Keep a page only when it is asked for a second time within maxAgeMs: most searches are asked
   * once, and keeping one (hashing, two compressions) would only add to its render's cost.
   */
  keepOnSecondAsk?: boolean;
  /** Bytes of kept bodies at most (oldest pages out first). */
  maxBytes?: number;
  /**
   * Recompress kept pages at the final levels when the server is idle (a timer); false leaves it
   * to recompressIdle() (tests).
   */
  recompressInBackground?: boolean;
  now?: () => number;
}

export class PageCache {
  readonly #entries = new Map<string, StoredPage>();
  #generation = 0;
  readonly kind: "content" | "search";
  readonly maxEntries: number;
  readonly maxAgeMs: number;
  readonly #brotliQuality: number;
  readonly #gzipLevel: number;
  readonly #keepOnSecondAsk: boolean;
  readonly #asked = new Map<string, number>();
  readonly #now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#keepOnSecondAsk = options.keepOnSecondAsk ?? false;
    this.kind = options.kind ?? "content";
    this.maxEntries = options.maxEntries ?? 500;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#brotliQuality = options.brotliQuality ?? STORED_BROTLI_QUALITY;
    this.#gzipLevel = options.gzipLevel ?? 9;
    this.#now = options.now ?? Date.now;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#background = options.recompressInBackground ?? true;
  }

  readonly maxBytes: number;
  readonly #background: boolean;
  #bytes = 0;
  #lastRenderAt = 0;
  #timer: NodeJS.Timeout | null = null;
  #recompressing = false;
  /** Keys kept at the fast levels, oldest first. */
  readonly #toRecompress = new Set<string>();

  /** Bytes of the kept bodies (identity, gzip and brotli of every page). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Pages kept at the fast levels and not yet recompressed. */
  get pendingRecompression(): number {
    return this.#toRecompress.size;
  }

  #put(key: string, entry: StoredPage) {
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += sizeOf(entry);
    // Oldest first out: a flood of new query strings cannot grow the cache without bound.
    while (this.#entries.size > this.maxEntries || (this.#bytes > this.maxBytes && this.#entries.size > 1)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= sizeOf(entry);
    this.#entries.delete(key);
    this.#toRecompress.delete(key);
  }

  #scheduleRecompression() {
    if (!this.#background || this.#timer || this.#toRecompress.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.#isIdle()) return void this.#scheduleRecompression();
      this.recompressIdle(1).then(
        () => this.#scheduleRecompression(),
        () => this.#scheduleRecompression(),
      );
    }, IDLE_MS);
    this.#timer.unref();
  }

  #isIdle(): boolean {
    return this.#renders.size === 0 && this.#now() - this.#lastRenderAt >= IDLE_MS;
  }

  /**
   * Recompresses up to `limit` pages kept at the fast levels with brotli 11 and gzip 9, one at a
   * time, oldest first; a page dropped or replaced meanwhile keeps what it has. Resolves with the
   * number recompressed.
   */
  async recompressIdle(limit = Number.POSITIVE_INFINITY): Promise<number> {
    if (this.#recompressing) return 0;
    this.#recompressing = true;
    let done = 0;
    try {
      while (done < limit) {
        const key = this.#toRecompress.keys().next().value;
        if (key === undefined) break;
        this.#toRecompress.delete(key);
        const entry = this.#entries.get(key);
        if (!entry || entry.recompressed) continue;
        const [br, gz] = await Promise.all([
          brotliAt(entry.identity, this.#brotliQuality),
          gzipAsync(entry.identity, { level: this.#gzipLevel }),
        ]);
        if (this.#entries.get(key) !== entry) continue;
        this.#bytes -= sizeOf(entry);
        entry.br = br;
        entry.gzip = gz;
        entry.recompressed = true;
        this.#bytes += sizeOf(entry);
        done += 1;
      }
    } finally {
      this.#recompressing = false;
    }
    return done;
  }

  /** Raised by every invalidation: a page rendered from data read before it is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page kept for `key`, unless it is older than maxAgeMs (then it is rendered again). */
  lookup(key: string): StoredPage | undefined {
    const page = this.#entries.get(key);
    return page && this.#now() - page.storedAt <= this.maxAgeMs ? page : undefined;
  }

  /** The page kept for `key` however old (until invalidated or pushed out). */
  lookupAny(key: string): StoredPage | undefined {
    return this.#entries.get(key);
  }

  // One render per page at a time: the requests that come meanwhile get the aged copy, or, when
  // there is none, wait (at most RENDER_WAIT_MS) for the page being rendered.
  readonly #renders = new Map<string, { since: number; offered: boolean; wake: Array<() => void> }>();
  readonly #storing = new Set<string>();
  readonly #notKept = new Map<string, number>();

  /** Whether the last render of `key` (within maxAgeMs) was not a page to keep. */
  isNotKept(key: string): boolean {
    const at = this.#notKept.get(key);
    if (at === undefined) return false;
    if (this.#now() - at <= this.maxAgeMs) return true;
    this.#notKept.delete(key);
    return false;
  }

  /**
   * Whether a render of `key` should be kept: always, unless this cache keeps only pages asked for
   * again (then the first ask within maxAgeMs is remembered and answered "no").
   */
  wantsToKeep(key: string): boolean {
    if (!this.#keepOnSecondAsk) return true;
    const at = this.#asked.get(key);
    const now = this.#now();
    if (at !== undefined && now - at <= this.maxAgeMs) return true;
    if (this.#asked.size >= this.maxEntries * 20) this.#asked.clear();
    this.#asked.set(key, now);
    return false;
  }

  /** True when the caller should render `key` now; false when another request is rendering it. */
  claimRender(key: string): boolean {
    const running = this.#renders.get(key);
    if (running && this.#now() - running.since < RENDER_WAIT_MS) return false;
    this.#renders.set(key, { since: this.#now(), offered: false, wake: running?.wake ?? [] });
    this.#lastRenderAt = this.#now();
    return true;
  }

  /** Resolves when the render of `key` ended (kept or not), or after `ms`. */
  waitForRender(key: string, ms = RENDER_WAIT_MS): Promise<void> {
    const running = this.#renders.get(key);
    if (!running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      running.wake.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * The render of `key` is over: its answer was sent and, if it is kept, it is kept now. When the
   * answer went out without being handed to the cache (a personal page, an error, a redirect), the
   * key is remembered as not kept for maxAgeMs: its requests then go straight to rendering.
   */
  endRender(key: string, answered = false): void {
    if (this.#storing.has(key)) return; // store() ends it once the page is kept (or refused)
    const running = this.#renders.get(key);
    if (!running) return;
    if (answered && !running.offered) {
      if (this.#notKept.size >= this.maxEntries * 4) this.#notKept.clear();
      this.#notKept.set(key, this.#now());
    }
    this.#renders.delete(key);
    for (const wake of running.wake) wake();
  }

  // Per path, the query parameters its page said it depends on (learned from its renders; route
  // code does not change while the server runs, so invalidations keep it). Bounded like the rest.
  readonly #queries = new Map<string, ReadonlySet<string>>();

  /** The query parameters the page at `pathname` depends on, once a render of it declared them. */
  queryOf(pathname: string): ReadonlySet<string> | undefined {
    return this.#queries.get(pathname);
  }

  /** Remembers which query parameters the page at `pathname` depends on. */
  learnQuery(pathname: string, query: ReadonlyArray<string>): void {
    if (this.#queries.has(pathname)) return;
    if (this.#queries.size >= this.maxEntries * 4) this.#queries.clear();
    this.#queries.set(pathname, new Set(query));
  }

  /** Keeps `page` under `key` unless the cache was emptied after `generation` was read. */
  async store(key: string, generation: number, page: RenderedPage): Promise<boolean> {
    if (page.pathname !== undefined && page.query) this.learnQuery(page.pathname, page.query);
    this.#storing.add(key);
    const running = this.#renders.get(key);
    if (running) running.offered = true;
    try {
      return await this.#store(key, generation, page);
    } finally {
      this.#storing.delete(key);
      this.endRender(key);
    }
  }

  async #store(key: string, generation: number, page: RenderedPage): Promise<boolean> {
    if (generation !== this.#generation) return false;
    // Rendered again after maxAgeMs with the same result (the tag leaves out the nonce): the kept
    // copy, its nonce and compressed bodies stay, only its age starts again.
    const previous = this.#entries.get(key);
    if (previous && previous.etag === page.etag) {
      this.#entries.delete(key);
      this.#entries.set(key, { ...previous, storedAt: this.#now() });
      if (this.#toRecompress.delete(key)) this.#toRecompress.add(key);
      return true;
    }
    const identity = typeof page.html === "string" ? Buffer.from(page.html, "utf8") : page.html;
    // Kept at fast levels (a few ms off the main thread), so neither this request nor the ones
    // waiting for the page wait on brotli 11 (docs/decisions/0085); recompressed when idle.
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: Math.min(FAST_GZIP_LEVEL, this.#gzipLevel) }),
      brotliAt(identity, Math.min(FAST_BROTLI_QUALITY, this.#brotliQuality)),
    ]);
    if (generation !== this.#generation) return false;
    const { html: _html, kind: _kind, pathname: _pathname, query: _query, ...rest } = page;
    const final = this.#brotliQuality <= FAST_BROTLI_QUALITY && this.#gzipLevel <= FAST_GZIP_LEVEL;
    const entry: StoredPage = { ...rest, identity, gzip: gz, br, recompressed: final, storedAt: this.#now() };
    this.#put(key, entry);
    if (!final) {
      this.#toRecompress.add(key);
      this.#scheduleRecompression();
    }
    return this.#entries.get(key) === entry;
  }

  /** Forgets every page; renders that started before this are not kept. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#toRecompress.clear();
    this.#bytes = 0;
    this.#notKept.clear();
  }
}

/** Encodings the client accepts (q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) result.add(name);
  }
  return result;
}

const VALIDATOR_HEADERS = new Set(["cache-control", "etag"]);

/** What the Express handler leaves in res.locals for the renderer on a miss. */
export interface PageCacheMiss {
  cache: PageCache;
  key: string;
  generation: number;
}

/** Which cache a request's page belongs in (content pages, or the search results). */
export type CacheChooser = (url: string) => PageCache;

/**
 * Express handler: answers GET/HEAD from `cache` when `variantOf` gives a key that is kept, and
 * otherwise leaves `res.locals.pageCacheMiss` for the renderer. A hit sends the headers kept with
 * the page (its CSP names the nonce inside it), so it can run before any header middleware.
 */
export function servePageCache(cacheFor: CacheChooser, variantOf: (req: Request) => string | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = variantOf(req);
    if (key === null) return next();
    const cache = cacheFor(req.url);
    const fresh = cache.lookup(key);
    if (fresh) return sendKept(req, res, fresh);
    if (cache.isNotKept(key)) return next();
    const aged = cache.lookupAny(key);
    if (!aged && !cache.wantsToKeep(key)) return next();
    if (cache.claimRender(key)) {
      // This request renders the page (again) and hands it to the cache.
      res.locals.pageCacheMiss = { cache, key, generation: cache.generation } satisfies PageCacheMiss;
      res.once("close", () => cache.endRender(key, true));
      return next();
    }
    if (aged) return sendKept(req, res, aged);
    cache.waitForRender(key).then(
      () => {
        const kept = cache.lookup(key);
        if (kept) return sendKept(req, res, kept);
        res.locals.pageCacheMiss = { cache, key, generation: cache.generation } satisfies PageCacheMiss;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}

/**
 * The fast path in front of Express (server/app.ts): answers a fresh kept page straight from the
 * HTTP server's request event; false when the request is not one (Express then handles it).
 */
export function answerFromPageCache(
  cacheFor: CacheChooser,
  variantOf: (req: IncomingMessage) => string | null,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const cache = cacheFor(req.url ?? "/");
  if (cache.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const key = variantOf(req);
  const page = key === null ? undefined : cache.lookup(key);
  if (!page) return false;
  sendKept(req, res, page);
  return true;
}

function sendKept(req: IncomingMessage, res: ServerResponse, page: StoredPage) {
  res.setHeader("Vary", "Cookie, Accept-Encoding");
  if (etagMatches(req.headers["if-none-match"] ?? null, page.etag)) {
    // Only the validators: the browser keeps its stored page and the policy (nonce) it came with.
    for (const [name, value] of page.headers) if (VALIDATOR_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
    res.statusCode = 304;
    return void res.end();
  }
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  const [encoding, body] =
    page.br && accepted.has("br")
      ? (["br", page.br] as const)
      : accepted.has("gzip")
        ? (["gzip", page.gzip] as const)
        : ([null, page.identity] as const);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.statusCode = page.status;
  if (req.method === "HEAD") return void res.end();
  res.end(body);
}
