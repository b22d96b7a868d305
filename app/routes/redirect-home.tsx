import { redirect } from "react-router";
import type { Route } from "./+types/redirect-home";
import { langFromPath, localizePath } from "#app/i18n/config.ts";

// Old home designs (/index2, /index3, /index4, /index_old) moved permanently to the home page.
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return redirect(localizePath("/", lang), 301);
}
