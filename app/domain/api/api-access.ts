// Rules of the partner API that need no database: which scopes a token gets (OAuth 2.0, RFC 6749
// section 3.3) and which part of the office list the legacy Locations/List call answers.

export const API_SCOPES = ["public:read", "book"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/**
 * The scopes a token request gets: all of the client's when `requested` is empty, else exactly
 * the requested ones (space separated, RFC 6749 3.3), which must all be the client's own.
 */
export function grantScopes(
  requested: string | null | undefined,
  clientScopes: readonly ApiScope[],
): ApiScope[] | null {
  const words = (requested ?? "").split(" ").filter((w) => w !== "");
  if (words.length === 0) return [...clientScopes];
  const granted: ApiScope[] = [];
  for (const word of words) {
    if (!isApiScope(word) || !clientScopes.includes(word)) return null;
    if (!granted.includes(word)) granted.push(word);
  }
  return granted;
}

/** Scopes a token holds satisfy an operation when `book` is needed and held, or only reading is needed. */
export function allows(held: readonly ApiScope[], needed: ApiScope): boolean {
  return held.includes(needed);
}

export type LegacyPaging = { limit: number; offset_count: number; offset_limit: number };

/**
 * The spec's client sends limit 0, offset_count -1, offset_limit 0 and wants every location.
 * Read as: skip `offset_count` entries (none when 0 or negative), then keep at most
 * `offset_limit` and at most `limit` (a value of 0 or less sets no cap).
 */
export function pageLegacyList<T>(items: readonly T[], paging: LegacyPaging): T[] {
  const skip = Math.max(0, Math.trunc(paging.offset_count));
  const caps = [paging.limit, paging.offset_limit].map((n) => Math.trunc(n)).filter((n) => n > 0);
  const keep = caps.length > 0 ? Math.min(...caps) : Infinity;
  return items.slice(skip, skip + keep);
}
