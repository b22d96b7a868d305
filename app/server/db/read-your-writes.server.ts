// Read-your-writes with a lagging replica (docs/decisions/0098): a request may read the replica
// (`Database.readDb`) only when whoever sends it cannot have just written something it expects to
// see: a GET or HEAD without a member's or staff session and without the recent-write cookie that
// every write through the site leaves for a few seconds. Everything else reads the primary.

/** Set on the answer to every write through the site when a replica is configured. */
export const RECENT_WRITE_COOKIE = "yolda_wrote";

/** The most the replica may lag before its reads go to the primary. */
export const REPLICA_MAX_LAG_MS = 5_000;

/** A member's session, the member marker, or a staff session (page-cache.server.ts MEMBER_COOKIE_RE). */
const SESSION_OR_WRITE_RE = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?(?:yolda\\.session_token|yolda_member|yolda-staff\\.[a-z_]+|${RECENT_WRITE_COOKIE})=[^;]`,
);

export function mayReadLagging(method: string, cookieHeader: string | null | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !(cookieHeader && SESSION_OR_WRITE_RE.test(cookieHeader));
}

/** Long enough for the replica to be either caught up or refused for lag (the bound is 5 s). */
export function recentWriteCookie(maxLagMs: number, secure: boolean): string {
  const seconds = Math.ceil((2 * maxLagMs) / 1000);
  return `${RECENT_WRITE_COOKIE}=1; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
