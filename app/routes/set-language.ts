import { serialize } from "cookie";
import { data, redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { isLang, langCookie, langCookieMaxAge, localizePath, stripLang } from "#app/i18n/config.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";

// The language switcher: remembers the choice for 365 days and opens the same page in that language.
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  const next = safeRedirectPath(new URL(request.url).searchParams.get("next"), "/");
  const url = new URL(next, "http://x");
  return redirect(localizePath(stripLang(url.pathname), params.lang) + url.search + url.hash, {
    headers: {
      "Set-Cookie": serialize(langCookie, params.lang, { path: "/", maxAge: langCookieMaxAge, sameSite: "lax" }),
      "Cache-Control": "no-store",
    },
  });
}
