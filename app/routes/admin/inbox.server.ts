// Route-level server helpers of the desk's inboxes (docs/decisions/0043), shared by the page
// groups beside it: cancellations-page.server.ts, references-page.server.ts and
// requests-page.server.ts parse what the page sent, call the inbox services as the signed-in staff
// member, and shape what the pages show (dates in Istanbul time, amounts in TL, in the page's
// language). Pages never import services.
import { redirect, type RouterContextProvider } from "react-router";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { displayLocal } from "#app/server/services/reservation-lookup.server.ts";
import { type PageContext } from "#app/server/page.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { requireStaff } from "./staff-guard.server.ts";

export const NO_STORE = { "Cache-Control": "no-store, private" } as const;

export type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function staffPage(args: Args): Promise<{ actor: StaffActor; ctx: PageContext }> {
  const actor = await requireStaff(args.request, args.context);
  return { actor, ctx: pageContext(args.request, args.context) };
}

export const when = (d: Date | null, lang: Lang) => (d ? displayLocal(d, lang) : "");

/** Back to `path` (in the page's language) with a notice the page shows once. */
export function done(ctx: PageContext, path: string, notice: string) {
  return redirect(`${localizePath(path, ctx.lang)}?ok=${encodeURIComponent(notice)}`, {
    status: 303,
    headers: NO_STORE,
  });
}

export const noticeOf = (url: URL) => url.searchParams.get("ok");
