import { serialize } from "cookie";
import { data, redirect } from "react-router";
import type { Route } from "./+types/set-theme";
import { themeCookie, themes } from "#app/features/layout/theme.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";

// Saves the colour mode (system, light or dark) for a year.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (typeof theme !== "string" || !(themes as readonly string[]).includes(theme)) throw data(null, { status: 400 });
  const cookie = serialize(themeCookie, theme, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" });
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw data(null, { status: 404 });
}
