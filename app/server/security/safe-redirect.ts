// Redirect targets come from users (?redirectTo=...); only same-site paths are allowed.

/** Returns `target` when it is a same-site path, otherwise `fallback`. */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/")) return fallback; // absolute URLs, javascript:, data:, relative paths
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback; // protocol-relative
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === "\\")) return fallback; // control characters, backslashes
  try {
    const url = new URL(value, "http://yolda.invalid");
    if (url.host !== "yolda.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
