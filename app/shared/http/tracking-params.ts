// Tracking parameters that ad networks, e-mail tools and analytics add to a link (docs/decisions/0070).
// A page never depends on them: the server renders and keeps one copy of the page without them
// (the page cache's key and the address React Router sees), while the browser's address keeps
// them for whatever analytics the visitor allowed. Links the page builds from its own address
// leave them out too, so the server's HTML and the browser's render agree.

/** Exact names: Google (gclid and its iOS/web forms, dclid, _ga/_gl), Microsoft, Meta, Yandex, TikTok, Mailchimp, HubSpot... */
const TRACKING_NAMES = new Set([
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "_ga",
  "_gl",
  "fbclid",
  "msclkid",
  "yclid",
  "ysclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "srsltid",
]);

/** Whether a query parameter's name is a tracking parameter (utm_* of any kind, or one of the names above). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_NAMES.has(lower);
}

/**
 * The query string (with its "?", or "" when nothing is left) without tracking parameters. Other
 * parameters keep their order and their exact spelling; a query with no tracking parameter comes
 * back unchanged, character for character.
 */
export function withoutTrackingParams(search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return "";
  const parts = query.split("&");
  const kept = parts.filter((part) => {
    const rawName = part.split("=", 1)[0] ?? "";
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
    } catch {
      // A malformed escape is not a tracking parameter: keep it as it came.
    }
    return !isTrackingParam(name);
  });
  if (kept.length === parts.length) return `?${query}`;
  const rest = kept.filter((part) => part !== "").join("&");
  return rest === "" ? "" : `?${rest}`;
}

/** A path with its query (`/?gclid=1&x=2`) without tracking parameters (`/?x=2`). */
export function urlWithoutTrackingParams(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  return url.slice(0, at) + withoutTrackingParams(url.slice(at));
}
