// Languages and localized paths. Turkish is the default and has no prefix; English lives under /en.
export const languages = ["tr", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "tr";
export const langCookie = "yolda_lang";
export const langCookieMaxAge = 365 * 24 * 60 * 60;

export function isLang(value: unknown): value is Lang {
  return value === "tr" || value === "en";
}

/** The language a path belongs to: `/en` and `/en/...` are English, everything else Turkish. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "tr";
}

/** The path without its language prefix, always starting with "/". */
export function stripLang(pathname: string): string {
  if (pathname === "/en") return "/";
  if (pathname.startsWith("/en/")) return pathname.slice(3);
  return pathname || "/";
}

/** A site path in the given language: localizePath("/araclarimiz", "en") -> "/en/araclarimiz". */
export function localizePath(path: string, lang: Lang): string {
  const bare = path.startsWith("/") ? path : `/${path}`;
  if (lang === defaultLang) return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

/** The same page in another language, keeping the query string. */
export function switchLanguagePath(pathname: string, search: string, target: Lang): string {
  return localizePath(stripLang(pathname), target) + search;
}

export const locales: Record<Lang, string> = { tr: "tr-TR", en: "en-GB" };
