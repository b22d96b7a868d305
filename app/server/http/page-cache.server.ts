// Which documents shared caches may keep, and their validators (docs/decisions/0010).
import { createHash } from "node:crypto";
import { stripLang } from "../../i18n/config.ts";

export const CONTENT_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** What a route module exports to opt in: `export const handle = { cache: "content" }`. */
export interface CacheHandle {
  cache?: "content" | "personal";
}

export interface CacheInput {
  method: string;
  pathname: string;
  status: number;
  /** The `handle` of every matched route, root first. */
  handles: ReadonlyArray<unknown>;
  responseHeaders: Headers;
  /** The request's Cookie header: a signed-in member's pages are never shared. */
  requestCookie?: string | null;
}

/** Cookie names that mean "this request belongs to a member" (Better Auth's session, our hint). */
const MEMBER_COOKIE_RE = /(?:^|;\s*)(?:__Secure-)?(?:yolda\.session_token|yolda_member)=[^;]/;

function cacheOf(handle: unknown): CacheHandle["cache"] {
  if (typeof handle !== "object" || handle === null) return undefined;
  const value = (handle as CacheHandle).cache;
  return value === "content" || value === "personal" ? value : undefined;
}

/**
 * "content" only when a matched route opts in, none says "personal", the page is a 200 answer to
 * a GET, nothing sets a cookie, no member is signed in, and it is not the member area (/uye-…, whatever its route says).
 */
export function documentCachePolicy(input: CacheInput): "content" | "personal" {
  const kinds = input.handles.map(cacheOf);
  if (!kinds.includes("content") || kinds.includes("personal")) return "personal";
  if (input.method !== "GET" || input.status !== 200) return "personal";
  if (input.responseHeaders.has("Set-Cookie")) return "personal";
  if (input.requestCookie && MEMBER_COOKIE_RE.test(input.requestCookie)) return "personal";
  if (stripLang(input.pathname).toLowerCase().startsWith("/uye-")) return "personal";
  return "content";
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
