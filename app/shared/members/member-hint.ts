/** A readable cookie that only says "a member is signed in here" (no identity, no secret). */
export const MEMBER_HINT_COOKIE = "yolda_member";

/** Better Auth's member session cookie (prefix `yolda`), plain and as sent over HTTPS. */
const SESSION_COOKIES = ["yolda.session_token", "__Secure-yolda.session_token"] as const;

/**
 * What a public page may know of a member from the cookies alone, without asking the database
 * (docs/decisions/0146): "session" when a member session cookie is sent (unchecked), "hint" for
 * the hint cookie alone, "" for a visitor. The header's link (member area or sign in) follows it,
 * and the page cache keeps one copy of a public page per value: never anything of one member.
 */
export type MemberCookieKind = "" | "hint" | "session";

/** The member session cookie's value (either name), or "" without one. */
export function sessionCookieValue(cookies: Readonly<Record<string, string | undefined>>): string {
  for (const name of SESSION_COOKIES) if (cookies[name]) return cookies[name] ?? "";
  return "";
}

export function memberCookieKind(cookies: Readonly<Record<string, string | undefined>>): MemberCookieKind {
  if (SESSION_COOKIES.some((name) => Boolean(cookies[name]))) return "session";
  return cookies[MEMBER_HINT_COOKIE] === "1" ? "hint" : "";
}
