import { useLocation } from "react-router";
import { langFromPath, type Lang } from "#app/i18n/config.ts";

/** The page's language, from its path (the URL is the truth). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}
