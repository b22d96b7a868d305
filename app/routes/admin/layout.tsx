// The staff layout (docs/decisions/0035): every page inside needs a signed-in staff member with
// two-step sign-in (the middleware redirects otherwise); the menu shows what the role allows.
// Never page-cached: documents here are "personal" (private, no-store) like every page that does
// not opt in to the content cache.
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorScreen } from "#app/components/error-screen-lazy.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useRootData } from "#app/components/use-root-data.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { navFor } from "#app/features/staff/staff-nav.ts";
import { StaffChrome } from "#app/features/staff/staff-chrome.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { langFromPath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { requireStaff, staffMiddleware } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  return { user: { name: actor.name, role: actor.role }, nav: navFor(actor) };
}

// The title of an error page rendered by this layout's boundary (a page's own meta covers the rest).
export const meta: Route.MetaFunction = (args) => (args.error ? routeMeta(args) : []);

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffChrome nav={loaderData.nav} user={loaderData.user}>
      <Outlet />
    </StaffChrome>
  );
}

function Forbidden() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-2xl py-10">
      <p className="text-5xl font-black text-slate-600 dark:text-slate-300">403</p>
      <h1 className="mt-2 text-2xl font-bold">{t("staff.forbidden.title")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("staff.forbidden.text")}</p>
      <LocalLink to="/yonetim" className="btn-primary mt-6 inline-flex">
        {t("staff.forbidden.back")}
      </LocalLink>
    </main>
  );
}

export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = loaderData as Partial<Route.ComponentProps["loaderData"]> | undefined;
  return (
    <StaffChrome user={data?.user ?? null} nav={data?.nav ?? []}>
      {status === 403 ? (
        <Forbidden />
      ) : (
        <ErrorScreen
          status={status}
          lang={langFromPath(location.pathname)}
          path={location.pathname}
          requestId={status >= 500 ? root?.requestId : undefined}
        />
      )}
    </StaffChrome>
  );
}
