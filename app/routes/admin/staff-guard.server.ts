// The staff area's guard (docs/decisions/0035): every page under /yonetim (but the sign-in,
// invitation and set-up pages) runs `staffMiddleware` from the staff layout, which sends visitors
// to sign in and people without two-step sign-in to set it up, and keeps the StaffActor of the
// request. Loaders and actions get it with `requireStaff`; a StaffAccessDenied from a service (or
// `requirePermission` here) becomes the staff layout's 403 page.
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { allows, type StaffActor, type StaffPermission } from "#app/domain/staff/permissions.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";
import { STAFF_COOKIE_PREFIX } from "#app/server/auth/staff-auth.server.ts";
import { currentStaff, type StaffSession } from "#app/server/services/staff/staff-sessions.server.ts";
import { safeRedirectPath } from "#app/server/security/safe-redirect.ts";
import { pageContext } from "#app/routes/page-context.server.ts";

export const STAFF_HOME = "/yonetim";
export const STAFF_SIGN_IN = "/yonetim/giris";
export const STAFF_ENROL = "/yonetim/iki-adim";

const staffSessionContext = createContext<StaffSession | null>(null);

/** The page this request is for, as a same-site path to come back to after signing in. */
function backPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return url.pathname.replace(/\.data$/, "") + (query ? `?${query}` : "");
}

async function resolveStaff(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffSession> {
  const known = context.get(staffSessionContext);
  if (known) return known;
  const ctx = pageContext(request, context);
  const session = await currentStaff({ db: ctx.db, env: ctx.services.env }, request.headers);
  if (!session) {
    const hadCookie = (request.headers.get("cookie") ?? "").includes(`${STAFF_COOKIE_PREFIX}.session_token`);
    const back = encodeURIComponent(backPath(ctx.url));
    const notice = hadCookie ? "&durum=idle" : "";
    throw redirect(`${localizePath(STAFF_SIGN_IN, ctx.lang)}?redirectTo=${back}${notice}`);
  }
  if (!session.twoFactorEnabled) throw redirect(localizePath(STAFF_ENROL, ctx.lang));
  return session;
}

/** Staff layout middleware: signed in with two-step sign-in, or redirected; the session is kept. */
export async function staffMiddleware({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const session = await resolveStaff(request, context);
  (context as RouterContextProvider).set(staffSessionContext, session);
}

/**
 * The signed-in staff member of this request (a redirect to sign-in or to two-step set-up
 * otherwise). Call it first in every staff loader and action.
 */
export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffActor> {
  return (await resolveStaff(request, context)).actor;
}

/** The 403 page of the staff layout. */
export function forbidden(): never {
  throw data({ reason: "forbidden" }, { status: 403, statusText: "Forbidden" });
}

/** Refuses with 403 unless the actor may do this (on a record touching these offices). */
export function requirePermission(actor: StaffActor, permission: StaffPermission, officeIds?: readonly number[]): void {
  if (!allows(actor, permission, officeIds)) forbidden();
}

/** Runs a staff service call; its StaffAccessDenied becomes the 403 page. */
export async function asStaff<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StaffAccessDenied) {
      forbidden();
    }
    throw error;
  }
}

/** For the sign-in and set-up pages: the session (maybe without two-step sign-in yet), or null. */
export async function optionalStaffSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffSession | null> {
  const ctx = pageContext(request, context);
  return currentStaff({ db: ctx.db, env: ctx.services.env }, request.headers);
}

/** After signing in: back to the staff page asked for, never outside /yonetim nor to a sign-in page. */
export function afterStaffSignIn(lang: Lang, redirectTo: unknown): string {
  const home = localizePath(STAFF_HOME, lang);
  const target = safeRedirectPath(redirectTo, home);
  if (!/^(\/en)?\/yonetim(\/|\?|$)/.test(target)) return home;
  return /^(\/en)?\/yonetim\/(giris|davet|iki-adim|cikis)/.test(target) ? home : target;
}
