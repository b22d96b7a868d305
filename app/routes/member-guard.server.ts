// Route guards of the spec's "auth" and "guest" middleware: member pages send visitors to sign in
// and back (same-site paths only); sign-in, sign-up and reset pages send members to their area.
import { redirect } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";
import { currentMember, type Member } from "#app/server/services/members.server.ts";

export const MEMBER_HOME = "/uye-profil";

/** The member of this request, or a redirect to sign-in that comes back to this page. */
export async function requireMember(ctx: PageContext, request: Request): Promise<Member> {
  const member = await currentMember({ db: ctx.db, env: ctx.services.env }, request.headers);
  if (member) return member;
  // A client navigation asks for "/uye-x.data?_routes=..."; come back to the page itself.
  const search = new URLSearchParams(ctx.url.search);
  search.delete("_routes");
  const query = search.toString();
  const back = ctx.url.pathname.replace(/\.data$/, "") + (query ? `?${query}` : "");
  throw redirect(`${localizePath("/giris", ctx.lang)}?redirectTo=${encodeURIComponent(back)}`);
}

/** For guest pages: a signed-in member goes to `redirectTo` (when safe) or the member area. */
export async function redirectSignedIn(ctx: PageContext, request: Request): Promise<void> {
  const member = await currentMember({ db: ctx.db, env: ctx.services.env }, request.headers);
  if (!member) return;
  throw redirect(afterSignIn(ctx, ctx.url.searchParams.get("redirectTo")));
}

/** Where to go after signing in: a same-site path the visitor came from, or the member area. */
export function afterSignIn(ctx: PageContext, redirectTo: unknown): string {
  const home = localizePath(MEMBER_HOME, ctx.lang);
  const target = safeRedirectPath(redirectTo, home);
  // Never back to a guest page (that would bounce straight back here).
  return /\/(giris|uye-ol|sifremi-unuttum|ForgetMyPassword)(\?|$)/.test(target) ? home : target;
}
