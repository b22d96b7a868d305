// Which copy of a page a visitor gets from the page cache (docs/decisions/0036): the path and
// query, and everything else the root loader reads from the request to build the HTML (theme,
// consent, app prompt, the language cookie the home page redirects by, whether a member cookie is
// sent). A member's search results are kept only for a session this process checked (decision 0146).
// Keep this in step with root.tsx's loader.
import { parse as parseCookies } from "cookie";
import { APP_PROMPT_COOKIE, appPromptPlatform } from "#app/features/app-prompt/platform.ts";
import { CONSENT_COOKIE, CONSENT_OPEN_PARAM, consentChoiceView, parseConsent } from "#app/features/consent/consent.ts";
import { parseTheme, themeCookie } from "#app/features/layout/theme.ts";
import { langCookie, stripLang } from "#app/i18n/config.ts";
import { urlWithoutTrackingParams } from "#app/shared/http/tracking-params.ts";
import { memberCookieKind, sessionCookieValue } from "#app/shared/members/member-hint.ts";
import { sessionCheckedRecently } from "#app/server/auth/checked-sessions.server.ts";

export interface VariantRequest {
  /** Path and query as requested. */
  url: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}

export function pageVariant(req: VariantRequest): string | null {
  const cookie = req.cookie ?? "";
  // Client navigations' data and anything that is not a page path are never kept.
  const path = req.url.split("?", 1)[0] ?? "";
  if (path.endsWith(".data") || path.length > 512) return null;
  const cookies = cookie ? parseCookies(cookie) : {};
  // A member's public page is kept per kind of member cookie (decision 0146): the header's link is
  // all it shows of them. Search results carry member prices for a checked session: kept per price
  // group ("member") once this process checked this very session cookie a moment ago; otherwise
  // rendered (which checks it). A hint cookie alone gets no kept results.
  let member: string = memberCookieKind(cookies);
  if (member && isSearchResultsUrl(req.url)) {
    if (member !== "session" || !sessionCheckedRecently(sessionCookieValue(cookies))) return null;
    member = "member";
  }
  // The choice's categories, never its day: the page shows no more (consentChoiceView).
  const consent = consentChoiceView(parseConsent(cookies[CONSENT_COOKIE]));
  const prompt = cookies[APP_PROMPT_COOKIE] ? "-" : (appPromptPlatform(req.userAgent) ?? "");
  const lang = cookies[langCookie] === "en" ? "en" : "";
  // An ad click's gclid or a mail's utm_* make no page of their own (the server renders without them).
  const url = urlWithoutTrackingParams(req.url);
  const choice = consent ? `${Number(consent.analytics)}${Number(consent.marketing)}` : "";
  return [url, parseTheme(cookies[themeCookie]), choice, prompt, lang, member].join("\u0000");
}

/**
 * The address a page is rendered and kept by: without tracking parameters and, when the page
 * declared the query parameters it depends on (`known`, handle `query`), without any other one
 * but the site's own (the consent preferences flag): `/sss?ref=mail&q=kasko` renders as
 * `/sss?q=kasko`, so unknown parameters share the page and are never written into it.
 */
export function pageUrl(url: string, known: ReadonlySet<string> | undefined): string {
  const clean = urlWithoutTrackingParams(url);
  const at = clean.indexOf("?");
  if (!known || at < 0) return clean;
  const parts = clean
    .slice(at + 1)
    .split("&")
    .filter((part) => {
      const raw = part.split("=", 1)[0] ?? "";
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, " "));
      } catch {
        return false; // a malformed name is no parameter the page reads
      }
      return name === CONSENT_OPEN_PARAM || known.has(name);
    });
  return parts.length ? `${clean.slice(0, at)}?${parts.join("&")}` : clean.slice(0, at);
}

/** The booking search's address (either language): its kept results live in their own cache (decision 0062). */
export function isSearchResultsUrl(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return stripLang(path) === "/rezervasyon";
}
