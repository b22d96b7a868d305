import { serialize } from "cookie";
import { data, redirect } from "react-router";
import type { Route } from "./+types/cookie-preferences";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentFromForm,
  istanbulDay,
  serializeConsent,
} from "#app/features/consent/consent.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";

// Records the cookie choice for a year. Plain forms come back to their page; fetchers get data.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const state = consentFromForm(form, istanbulDay(new Date()));
  if (!state) throw data(null, { status: 400 });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append(
    "Set-Cookie",
    serialize(CONSENT_COOKIE, serializeConsent(state), {
      path: "/",
      maxAge: CONSENT_MAX_AGE,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
    }),
  );
  const back = form.get("redirectTo");
  if (back === null) return data({ ok: true }, { headers });
  return redirect(withoutOpenFlag(safeRedirectPath(back, "/")), { status: 303, headers });
}

/** The footer link adds ?cerez-tercihleri to open the preferences; going back closes them. */
function withoutOpenFlag(path: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.delete("cerez-tercihleri");
  return url.pathname + url.search + url.hash;
}

export function loader() {
  throw data(null, { status: 404 });
}
