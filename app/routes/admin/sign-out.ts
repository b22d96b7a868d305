// Staff sign-out: POST only (the menu's button carries the XSRF token); ends the session.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { localizePath } from "#app/i18n/config.ts";
import { signOutStaff } from "#app/server/services/staff/staff-sessions.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { STAFF_SIGN_IN } from "./staff-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  throw redirect(localizePath("/yonetim", ctx.lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const headers = await signOutStaff({ db: ctx.db, env: ctx.services.env }, request.headers);
  throw redirect(`${localizePath(STAFF_SIGN_IN, ctx.lang)}?durum=signedOut`, { headers });
}
