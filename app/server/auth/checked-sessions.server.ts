// Member sessions this process checked in the database a moment ago (decision 0146). The booking
// search's results for a member (member prices) are kept per price group, "member": a request with
// a session cookie finds that copy only when this process checked the same cookie within
// CHECKED_SESSION_MS; otherwise its page is rendered, which checks the session again (and notes
// it here). Only a hash of the cookie's value is held, never the value; bounded in count.
// This memory is per process and only decides whether the kept member-price results may be shown:
// every booking step, the member area and every action check the session themselves.
import { createHash } from "node:crypto";

/** How long a checked session opens the kept member search results (Better Auth's cookie cache is 5 min). */
export const CHECKED_SESSION_MS = 30_000;
const MAX_SESSIONS = 10_000;

const checked = new Map<string, number>();

const digest = (cookieValue: string) => createHash("sha256").update(cookieValue).digest("base64url");

/** The session behind this cookie value was found valid just now. */
export function rememberCheckedSession(cookieValue: string, now = Date.now()): void {
  if (!cookieValue) return;
  const key = digest(cookieValue);
  checked.delete(key);
  if (checked.size >= MAX_SESSIONS) {
    const oldest = checked.keys().next().value;
    if (oldest !== undefined) checked.delete(oldest);
  }
  checked.set(key, now);
}

/** The session behind this cookie value was not valid (or was signed out). */
export function forgetCheckedSession(cookieValue: string): void {
  if (cookieValue) checked.delete(digest(cookieValue));
}

/** Whether this process found the session behind this cookie value valid within CHECKED_SESSION_MS. */
export function sessionCheckedRecently(cookieValue: string, now = Date.now()): boolean {
  if (!cookieValue) return false;
  const at = checked.get(digest(cookieValue));
  return at !== undefined && now - at <= CHECKED_SESSION_MS;
}
