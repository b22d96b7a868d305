import { serialize } from "cookie";
import { data, redirect } from "react-router";
import type { Route } from "./+types/app-prompt-dismiss";
import { APP_PROMPT_COOKIE, APP_PROMPT_MAX_AGE } from "#app/features/app-prompt/platform.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";

// Hides the mobile app prompt for 180 days. Plain forms come back to their page; fetchers get data.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append(
    "Set-Cookie",
    serialize(APP_PROMPT_COOKIE, "dismissed", {
      path: "/",
      maxAge: APP_PROMPT_MAX_AGE,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
    }),
  );
  const back = form.get("redirectTo");
  if (back === null) return data({ ok: true }, { headers });
  return redirect(safeRedirectPath(back, "/"), { status: 303, headers });
}

export function loader() {
  throw data(null, { status: 404 });
}
