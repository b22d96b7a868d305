// Redirect targets come from users (?redirectTo=..., ?next=..., hidden form fields); only a path
// on this site is allowed: one leading "/" and a path, checked before and after the URL parser
// normalises it (dot segments, "/.//", percent-encoding), so no spelling of "//host", "/\host",
// "javascript:" or a tab or newline that a browser drops can leave the site.

const ORIGIN = "https://yolda.invalid";
const MAX_LENGTH = 2048;
/** Characters a safe target never holds, raw or decoded: backslashes, controls, any whitespace. */
const FORBIDDEN = /[\\\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\s]/u;

/** The path part of a target (before its query or fragment). */
function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/** A single leading slash, then something that is not a second slash or a backslash. */
function singleSlashPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !FORBIDDEN.test(path);
}

/**
 * The path as it reads after percent-decoding, repeated until it stops changing (a double-encoded
 * "%252F" is a "/" to a proxy or a second decoder). Null when it does not decode.
 */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function safeShape(value: string): boolean {
  if (FORBIDDEN.test(value) || !singleSlashPath(value)) return false;
  const decoded = fullyDecoded(pathPart(value));
  return decoded !== null && singleSlashPath(decoded.replace(/\/\.(?=\/)/g, ""));
}

/**
 * Returns `target` (normalised: dot segments resolved) when it is a path on this site, otherwise
 * `fallback`. Query and fragment are kept.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  if (!safeShape(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const result = url.pathname + url.search + url.hash;
  // Normalising can turn "/.//x" or "/a/..//x" into "//x": the result is checked again.
  if (!safeShape(result)) return fallback;
  return new URL(result, ORIGIN).origin === ORIGIN ? result : fallback;
}
